#!/usr/bin/env bash
# The browser journeys and the every-page check (e2e/every-page.spec.ts) as two Playwright runs side
# by side, each with its own server and fresh database (playwright.config.ts, E2E_PORT). The page
# check spends its time waiting on page loads and axe rather than on the CPU, so beside the journeys
# it adds little to their time; one after the other they would take CI past its 20 minutes.
set -uo pipefail
cd "$(dirname "$0")/.."

(set -o pipefail; npx playwright test --grep-invert @every-page "$@" 2>&1 | sed -u 's/^/[journeys] /') &
journeys=$!
(set -o pipefail; E2E_PORT=3211 npx playwright test --grep @every-page "$@" 2>&1 | sed -u 's/^/[pages] /') &
pages=$!

wait "$journeys"
journeys_status=$?
wait "$pages"
pages_status=$?
echo "journeys: exit ${journeys_status}; every page: exit ${pages_status}"
exit $((journeys_status != 0 || pages_status != 0))
