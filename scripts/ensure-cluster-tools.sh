#!/usr/bin/env bash
# `npm run test:cluster` starts its own PostgreSQL, Redis and HAProxy from Debian's packages.
# Installs what is missing when we may (root with apt-get); otherwise says what to do.
set -euo pipefail
missing=()
command -v haproxy >/dev/null || missing+=(haproxy)
command -v redis-server >/dev/null || missing+=(redis-server)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} for the cluster test…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The cluster test needs ${missing[*]}: install them (Debian: sudo apt-get install ${missing[*]})." >&2
exit 1
