#!/usr/bin/env bash
# Installs everything and starts the simulated identity back end, the demo relying service and
# the app (its production build, rendered by its Fastify server; DEV=1 for Vite's dev server with hot
# reload), then prints the address to open.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh
pnpm install --frozen-lockfile
exec pnpm exec tsx scripts/start.ts
