#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium (Playwright cannot download its own browser here).
# Installs it when missing and we may (root with apt-get); otherwise says what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $CHROMIUM: install it (Debian: sudo apt-get install chromium)" >&2
echo "or point CHROMIUM_PATH at a Chromium binary." >&2
exit 1
