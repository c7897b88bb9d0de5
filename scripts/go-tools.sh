#!/usr/bin/env bash
# The Go tools that judge generated projects (tests/go/verify.ts and tests/go/files.ts) and the MinIO
# server the S3 checks talk to, pinned here and installed with `go install` when missing, so that no
# check is skipped for want of its tool. The missing ones install side by side: downloading one tool's
# modules overlaps compiling another's, and `go build` alone leaves a core idle while it links.
# Sourced by scripts/test.sh; run it alone to install them: `bash scripts/go-tools.sh`.
set -euo pipefail

export PATH="$PATH:$(go env GOPATH)/bin"

GO_TOOLS=(
  "golangci-lint github.com/golangci/golangci-lint/v2/cmd/golangci-lint@v2.15.0"
  "actionlint github.com/rhysd/actionlint/cmd/actionlint@v1.7.12"
  "grpc-health-probe github.com/grpc-ecosystem/grpc-health-probe@v0.4.61"
  "grpcurl github.com/fullstorydev/grpcurl/cmd/grpcurl@v1.9.3"
  "sqlc github.com/sqlc-dev/sqlc/cmd/sqlc@v1.31.1"
  "goreleaser github.com/goreleaser/goreleaser/v2@v2.15.1"
  "air github.com/air-verse/air@v1.67.4"
  "deadcode golang.org/x/tools/cmd/deadcode@v0.52.0"
  "templ github.com/a-h/templ/cmd/templ@v0.3.960"
  "protoc-gen-go google.golang.org/protobuf/cmd/protoc-gen-go@v1.36.10"
  "protoc-gen-go-grpc google.golang.org/grpc/cmd/protoc-gen-go-grpc@v1.5.1"
  "gqlgen github.com/99designs/gqlgen@v0.17.84"
  "minio github.com/minio/minio@v0.0.0-20260212201848-7aac2a2c5b7c"
)

go_tools_logs="$(mktemp -d)"
go_tools_pids=()
go_tools_names=()
for tool in "${GO_TOOLS[@]}"; do
  read -r name module <<<"$tool"
  if ! command -v "$name" >/dev/null; then
    echo "Installing $name ($module)"
    (
      start=$SECONDS
      # Without the symbol table and DWARF: linking the largest (MinIO, goreleaser) is then quicker.
      go install -ldflags="-s -w" "$module" >"$go_tools_logs/$name" 2>&1
      echo "Installed $name in $((SECONDS - start))s"
    ) &
    go_tools_pids+=("$!")
    go_tools_names+=("$name")
  fi
done

go_tools_failed=0
for i in "${!go_tools_pids[@]}"; do
  if ! wait "${go_tools_pids[i]}"; then
    echo "go install of ${go_tools_names[i]} failed:" >&2
    tail -n 40 "$go_tools_logs/${go_tools_names[i]}" >&2
    go_tools_failed=1
  fi
done
rm -rf "$go_tools_logs"
[ "$go_tools_failed" = 0 ]
