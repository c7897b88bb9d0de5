#!/usr/bin/env bash
# The whole test suite: types, lint, unit and API tests, the generated-project verification, and the
# browser tests against a production build. Uses DATABASE_URL when set, embedded PGlite otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each step's name and start, for the table of times printed at the end, whether the run passed or not.
STEP_NAMES=()
STEP_STARTS=()
step() {
  printf '\n==> %s\n' "$*"
  STEP_NAMES+=("$*")
  STEP_STARTS+=("$SECONDS")
}
step_times() {
  [ "${#STEP_NAMES[@]}" -gt 0 ] || return 0
  printf '\n==> Time of each step\n'
  local i end
  for i in "${!STEP_NAMES[@]}"; do
    end="${STEP_STARTS[$((i + 1))]:-$SECONDS}"
    printf '%6ss  %s\n' "$((end - STEP_STARTS[i]))" "${STEP_NAMES[i]}"
  done
  printf '%6ss  in all\n' "$SECONDS"
}
trap step_times EXIT

# Browser tests drive the system's Chromium; install it on a fresh Debian machine.
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  step "Installing Chromium"
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: install Debian's chromium package (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
fi

# The Go tools that judge generated projects (golangci-lint, actionlint, sqlc, goreleaser, air,
# grpc-health-probe, deadcode), pinned in scripts/go-tools.sh and installed there when missing.
step "Go tools"
source scripts/go-tools.sh

# Without DATABASE_URL every run gets its own embedded database.
if [ -z "${DATABASE_URL:-}" ]; then
  export DATA_DIR="$(mktemp -d)/data"
fi

step "Type check"
npx tsc --noEmit

step "Lint: ESLint (Next's rules, no import cycles) and knip (unused files, exports, dependencies)"
npm run lint

step "Unit and API tests"
npx vitest run

step "go.mod and go.sum of every configuration as go mod tidy writes them"
npx tsx tests/go/tidy.ts

step "Generated projects: gofmt, vet, build, test, tidy, boot"
npx tsx tests/go/verify.ts --jobs 3

step "Patches between configurations: git apply, then git apply -3 over a user's commit"
npx tsx --conditions=react-server tests/go/patch.ts

# npm run build: next build, then the hashes of the prerendered pages' scripts written into the proxy.
step "Production build"
npm run build

step "Browser tests"
npx playwright test
