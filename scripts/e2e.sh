#!/usr/bin/env bash
# The browser journeys in two Playwright runs side by side, each with its own server and fresh
# database (playwright.config.ts, E2E_PORT): the every-page check (e2e/every-page/) with the
# slow-phone taps (e2e/no-lost-taps.spec.ts) in one, every other journey in the other, so the two
# take about as long (CI run of 2026-11-27: 7.5 and 10.5 minutes before the taps moved). Both spend
# much of their time waiting on page loads and axe rather than on the CPU; one after the other they
# would take CI past its 20 minutes.
set -uo pipefail
cd "$(dirname "$0")/.."

(set -o pipefail; npx playwright test --grep-invert '@every-page|@slow-phone' "$@" 2>&1 | sed -u 's/^/[journeys] /') &
journeys=$!
(set -o pipefail; E2E_PORT=3211 npx playwright test --grep '@every-page|@slow-phone' "$@" 2>&1 | sed -u 's/^/[pages] /') &
pages=$!

wait "$journeys"
journeys_status=$?
wait "$pages"
pages_status=$?
echo "journeys: exit ${journeys_status}; every page: exit ${pages_status}"
exit $((journeys_status != 0 || pages_status != 0))
