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
  if [ -s "${slowest_configurations:-}" ]; then
    printf '\n==> Generated projects: the '
    cat "$slowest_configurations"
  fi
}
# What a fresh machine lacks is installed in the background while the first steps run (the type check
# and ESLint use one core): Debian's Chromium and protoc, and the Go tools that judge
# generated projects (golangci-lint, actionlint, sqlc, templ, protoc's Go plugins, goreleaser, air,
# grpc-health-probe, deadcode, MinIO), pinned in scripts/go-tools.sh. Each is awaited where it is first needed, its log shown then.
background_logs="$(mktemp -d)"
declare -A BACKGROUND_PIDS=()
background() {
  local name="$1"
  shift
  ( "$@" ) >"$background_logs/$name" 2>&1 &
  BACKGROUND_PIDS[$name]=$!
}
wait_for() {
  local name="$1" status=0
  [ -n "${BACKGROUND_PIDS[$name]:-}" ] || return 0
  step "Waiting for: $name"
  wait "${BACKGROUND_PIDS[$name]}" || status=$?
  unset "BACKGROUND_PIDS[$name]"
  cat "$background_logs/$name"
  return "$status"
}

# Debian's packages the tests use: Chromium for the browser tests, protoc to regenerate the generated
# projects' protobuf code (tests/go/files.ts). One apt-get for both: two would wait on each other's lock.
DEBIAN_PACKAGES=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || DEBIAN_PACKAGES+=(chromium)
command -v protoc >/dev/null || DEBIAN_PACKAGES+=(protobuf-compiler)
install_debian_packages() {
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${DEBIAN_PACKAGES[@]}" >/dev/null
  else
    echo "Missing: ${DEBIAN_PACKAGES[*]}: install Debian's packages of that name (or set CHROMIUM_PATH)." >&2
    return 1
  fi
}
# A run that stops early stops what it started too (with its children: go install, apt-get).
kill_tree() {
  local child
  for child in $(cat /proc/"$1"/task/*/children 2>/dev/null); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
on_exit() {
  local pid
  for pid in "${BACKGROUND_PIDS[@]}"; do kill_tree "$pid"; done
  step_times
}
trap on_exit EXIT

if [ "${#DEBIAN_PACKAGES[@]}" -gt 0 ]; then background "Debian packages" install_debian_packages; fi
background "Go tools" bash scripts/go-tools.sh
export PATH="$PATH:$(go env GOPATH)/bin"

# Without DATABASE_URL every run gets its own embedded database.
if [ -z "${DATABASE_URL:-}" ]; then
  export DATA_DIR="$(mktemp -d)/data"
fi

step "Type check"
npx tsc --noEmit

step "Lint: ESLint (Next's rules, no import cycles) and knip (unused files, exports, dependencies)"
npm run lint

wait_for "Go tools"

step "Unit and API tests"
npx vitest run

step "go.mod and go.sum of every configuration as go mod tidy writes them"
npx tsx tests/go/tidy.ts

wait_for "Debian packages"
step "Generated projects: gofmt, vet, build, test, tidy, lint, boot, probes, fuzz"
slowest_configurations="$background_logs/slowest-configurations"
# The fuzzer draws the same cases on every run of the test command (a red run replays as it failed);
# `npm run test:go` alone draws new ones each time, and prints the seed that replays them.
GO_VERIFY_FUZZ_SEED="${GO_VERIFY_FUZZ_SEED:-424242}" npx tsx tests/go/verify.ts --summary "$slowest_configurations"

step "The gRPC door's protobuf code of random models, as protoc and its Go plugins write it"
npm run test:go:protoc -- --models 100 --seed "${GO_VERIFY_FUZZ_SEED:-424242}"

step "Patches between configurations: git apply, then git apply -3 over a user's commit"
npx tsx --conditions=react-server tests/go/patch.ts

step "Grown models: each change a patch (git apply -3) and a migration, a live database keeps its rows"
npx tsx --conditions=react-server tests/go/evolve.ts

# npm run build: next build, then the hashes of the prerendered pages' scripts written into the proxy.
step "Production build"
npm run build

step "Browser tests"
npx playwright test
