#!/usr/bin/env bash
# Installs what the project needs on a fresh machine with Node 20.19+:
# Node 24 LTS when the machine's is older, the pnpm the project pins (via npm; corepack fails on
# these machines) and, for browser tests, Debian's Chromium and
# its headless shell, and for the cross-browser smoke (tests/cross-browser) Debian's Firefox ESR,
# WebKitGTK's WebDriver (with its MiniBrowser) and a virtual X server for it, and for the
# two-replica test (tests/replicas) Debian's redis-server (the test starts its own, on loopback).
# Usage: source scripts/ensure-tools.sh [--browser]
set -euo pipefail

# Node 24 LTS is the project's runtime (issue 47). On a machine with an older Node (Debian's is
# 20, end of life since April 2026) it comes from the npm registry's `node` package, kept in a
# cache folder and put first on PATH for the commands that follow; npm stays the machine's own.
NHSL_NODE_MAJOR=24
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt "$NHSL_NODE_MAJOR" ]; then
  node_dir="${NHSL_TOOLS_DIR:-$HOME/.cache/nhsl-tools}/node-$NHSL_NODE_MAJOR"
  if [ ! -x "$node_dir/node_modules/.bin/node" ]; then
    echo "Installing Node $NHSL_NODE_MAJOR LTS from the npm registry (this machine has $(node --version 2>/dev/null || echo none))…"
    npm install --prefix "$node_dir" --no-save --no-audit --no-fund --loglevel=error "node@$NHSL_NODE_MAJOR" >/dev/null
  fi
  export PATH="$node_dir/node_modules/.bin:$PATH"
fi

# The pnpm the project pins (package.json's packageManager): a newer or older one already on PATH
# would refuse the lockfile or fetch its own copy of the pinned one, which fails here.
pnpm_pinned=$(node -p 'require("./package.json").packageManager.split("@")[1]')
if [ "$(pnpm --version 2>/dev/null || true)" != "$pnpm_pinned" ]; then
  pnpm_dir="${NHSL_TOOLS_DIR:-$HOME/.cache/nhsl-tools}/pnpm-$pnpm_pinned"
  if [ ! -x "$pnpm_dir/node_modules/.bin/pnpm" ]; then
    echo "Installing pnpm $pnpm_pinned…"
    npm install --prefix "$pnpm_dir" --no-save --no-audit --no-fund --loglevel=error "pnpm@$pnpm_pinned" >/dev/null
  fi
  export PATH="$pnpm_dir/node_modules/.bin:$PATH"
fi
echo "Node $(node --version), pnpm $(pnpm --version)"

if [ "${1:-}" = "--browser" ]; then
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  # apt_install PACKAGE: installs a Debian package, refreshing the package lists once if needed.
  apt_install() {
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$1" >/dev/null 2>&1 ||
      { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$1" >/dev/null; }
  }
  if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
    echo "Installing Chromium (Debian package)…"
    apt_install chromium
  fi
  # The end-to-end tests drive Chromium's headless shell, the same build without the desktop
  # browser (scripts/chromium.ts); without it they fall back to the full Chromium above.
  if [ -z "${CHROMIUM_PATH:-}" ] && [ -z "${CHROMIUM_HEADLESS_SHELL_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ]; then
    echo "Installing Chromium's headless shell (Debian package)…"
    apt_install chromium-headless-shell || echo "chromium-headless-shell did not install: the end-to-end tests use ${CHROMIUM_PATH:-/usr/bin/chromium}"
  fi
  # The cross-browser smoke (issue 44): Playwright's own Firefox and WebKit builds cannot be
  # downloaded here, Debian's can. A missing one fails that stage, so these are not optional.
  if [ -z "${FIREFOX_PATH:-}" ] && ! command -v firefox-esr >/dev/null 2>&1; then
    echo "Installing Firefox ESR (Debian package)…"
    apt_install firefox-esr
  fi
  if [ -z "${WEBKIT_WEBDRIVER_PATH:-}" ] && ! command -v WebKitWebDriver >/dev/null 2>&1; then
    echo "Installing WebKitGTK's WebDriver and MiniBrowser (Debian package)…"
    apt_install webkit2gtk-driver
  fi
  if ! command -v Xvfb >/dev/null 2>&1; then
    echo "Installing Xvfb (Debian package)…"
    apt_install xvfb
  fi
  # The scale-out test (issue 47) starts its own Redis: this Debian release has no valkey-server.
  # The package's own service is not used (the test binds a port of its own on 127.0.0.1).
  if [ -z "${REDIS_SERVER_PATH:-}" ] && ! command -v redis-server >/dev/null 2>&1; then
    echo "Installing redis-server (Debian package)…"
    apt_install redis-server
  fi
fi
