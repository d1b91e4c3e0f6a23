#!/usr/bin/env bash
# Installs everything and runs every test: lint, format, type check, dependency audit, unit and
# component tests, Storybook stories (with axe) in Chromium, the production build and its size,
# the browser end-to-end tests, then the visual comparison of every story. Prints each stage's
# time at the end (issue 18), also when a stage fails.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
timings=()

# stage NAME COMMAND...: runs the command and records how long it took.
stage() {
  local name=$1
  shift
  local t0
  t0=$(date +%s)
  echo "=== ${name}: $*"
  local status=0
  "$@" || status=$?
  timings+=("$(printf '%-9s %5d s%s' "$name" "$(($(date +%s) - t0))" "$([ "$status" = 0 ] || echo "  FAILED (exit $status)")")")
  return "$status"
}

report() {
  local status=$?
  echo
  echo "Stage timings:"
  printf '  %s\n' "${timings[@]}"
  echo "Test command took $(($(date +%s) - start)) s"
  exit "$status"
}
trap report EXIT

install() {
  source scripts/ensure-tools.sh --browser
  pnpm install --frozen-lockfile
}
stage install install
stage lint bash -c 'pnpm lint && pnpm format:check'
stage types pnpm typecheck
stage audit pnpm audit:prod
stage unit pnpm exec vitest run --project unit --project dom
stage stories pnpm exec vitest run --project storybook
stage build bash -c 'pnpm build:e2e && pnpm size'
stage e2e pnpm test:e2e
stage visual bash -c 'pnpm build-storybook --quiet && pnpm test:visual'
