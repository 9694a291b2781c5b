#!/usr/bin/env bash
# `npm audit --audit-level=high` for CI. Fails on any high or critical advisory. The only registry
# these machines reach refuses the advisory endpoint (405 on POST …/advisories/bulk); then there is
# nothing to check against, which is reported loudly instead of passing silently or failing every build.
set -uo pipefail
output=$(npm audit --audit-level=high 2>&1)
status=$?
echo "$output" | grep -v 'Unknown user config'
if [ "$status" -ne 0 ] && echo "$output" | grep -q 'audit endpoint returned an error'; then
  echo "!! npm audit: NOT CHECKED: the registry has no advisory endpoint here (see the README, Test it)"
  exit 0
fi
exit "$status"
