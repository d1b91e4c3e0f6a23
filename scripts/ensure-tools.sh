#!/usr/bin/env bash
# Installs what the project needs on a fresh machine with Node 20.19+:
# pnpm (via npm; corepack fails on these machines) and, for browser tests, Debian's Chromium.
# Usage: source scripts/ensure-tools.sh [--browser]
set -euo pipefail

if ! command -v pnpm >/dev/null 2>&1; then
  echo "Installing pnpm…"
  npm install -g pnpm@10 >/dev/null 2>&1 || npm install -g pnpm@10
fi

if [ "${1:-}" = "--browser" ]; then
  CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ ! -x "$CHROMIUM_PATH" ]; then
    echo "Installing Chromium (Debian package)…"
    SUDO=""
    if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  fi
  export CHROMIUM_PATH
fi
