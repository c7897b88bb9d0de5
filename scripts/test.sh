#!/usr/bin/env bash
# The whole test suite: types, lint, unit and API tests, the generated-project verification, and the
# browser tests against a production build. Uses DATABASE_URL when set, embedded PGlite otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n==> %s\n' "$*"; }

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
