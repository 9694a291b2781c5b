#!/usr/bin/env bash
# `npm audit --audit-level=high` for CI. Fails on any high or critical advisory. The only registry
# these machines reach refuses the advisory endpoint (405 on POST …/advisories/bulk); then there is
# nothing to check against, which is reported loudly instead of passing silently or failing every build.
set -uo pipefail
output=$(npm audit --audit-level=high 2>&1)
status=$?
echo "$output" | grep -v 'Unknown user config'
# A here-string, not `echo | grep -q`: under pipefail grep -q's early exit can SIGPIPE the echo and
# turn a match into a failure (it did, on CI).
if [ "$status" -ne 0 ] && grep -q 'audit endpoint returned an error' <<<"$output"; then
  echo "!! npm audit: NOT CHECKED: the registry has no advisory endpoint here (see the README, Test it)"
  exit 0
fi
exit "$status"
