#!/usr/bin/env bash
# Installs everything and runs every test: lint, format, type check, unit, Storybook stories
# (with axe) in Chromium, then the production build and the browser end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
source scripts/ensure-tools.sh --browser
pnpm install --frozen-lockfile
pnpm run test:all
echo "Test command took $(( $(date +%s) - start )) s"
