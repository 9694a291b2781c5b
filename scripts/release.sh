#!/usr/bin/env bash
# `npm run release [-- OUT_DIR]`: builds the app once and packs what a server runs, nothing else
# (docs/deploy.md, "A release"): the built web app and its server-side renderer (dist/web,
# dist/ssr), the server and the shared rules as TypeScript (server/, domain/, run through tsx, a
# production dependency), the migrations, and package.json with the lockfile. No tests, no web
# sources, no dev dependencies: on the server, `npm ci --omit=dev` inside it, then start it with
# `node --import tsx server/main.ts` (deploy/home-chef.service), which builds nothing.
#
# Writes OUT_DIR/home-chef-<release>/ and OUT_DIR/home-chef-<release>.tar.gz (OUT_DIR: releases/).
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(realpath -m "${1:-releases}")"

commit="$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)"
[ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ] && commit="${commit}-dirty"
release="$(date -u +%Y%m%d%H%M%S)-${commit}"
dir="$out/home-chef-$release"

npm run build >/dev/null

mkdir -p "$dir/dist"
cp -R dist/web dist/ssr "$dir/dist/"
cp package.json package-lock.json "$dir/"
# The server and the rules it shares with the web app, without their tests and test helpers.
tar -cf - --exclude='*.test.ts' --exclude='server/test' server domain | tar -xf - -C "$dir"
cat >"$dir/RELEASE" <<EOF
release=$release
commit=$commit
built=$(date -u +%Y-%m-%dT%H:%M:%SZ)
node=$(node --version)
EOF

tar -czf "$dir.tar.gz" -C "$out" "home-chef-$release"
echo "release $release"
echo "  folder:  $dir ($(du -sh "$dir" | cut -f1))"
echo "  tarball: $dir.tar.gz ($(du -sh "$dir.tar.gz" | cut -f1))"
echo "install:  cd <release folder> && npm ci --omit=dev"
echo "start:    node --import tsx server/main.ts   (or deploy/home-chef.service)"
