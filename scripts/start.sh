#!/usr/bin/env bash
# Installs everything and starts the simulated identity back end, the demo relying service and
# the app (Vite dev server), then prints the address to open.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh
pnpm install --frozen-lockfile
exec pnpm exec tsx scripts/start.ts
