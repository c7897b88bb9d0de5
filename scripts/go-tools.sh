#!/usr/bin/env bash
# The Go tools that judge generated projects (tests/go/verify.ts and tests/go/files.ts), pinned here and
# installed with `go install` when missing, so that no check is skipped for want of its tool. Sourced by
# scripts/test.sh; run it alone to install them: `bash scripts/go-tools.sh`.
set -euo pipefail

export PATH="$PATH:$(go env GOPATH)/bin"

GO_TOOLS=(
  "golangci-lint github.com/golangci/golangci-lint/v2/cmd/golangci-lint@v2.15.0"
  "actionlint github.com/rhysd/actionlint/cmd/actionlint@v1.7.12"
  "grpc-health-probe github.com/grpc-ecosystem/grpc-health-probe@v0.4.61"
  "sqlc github.com/sqlc-dev/sqlc/cmd/sqlc@v1.31.1"
  "goreleaser github.com/goreleaser/goreleaser/v2@v2.15.1"
  "air github.com/air-verse/air@v1.67.4"
  "deadcode golang.org/x/tools/cmd/deadcode@v0.52.0"
)

for tool in "${GO_TOOLS[@]}"; do
  read -r name module <<<"$tool"
  if ! command -v "$name" >/dev/null; then
    echo "Installing $name ($module)"
    go install "$module"
  fi
done
