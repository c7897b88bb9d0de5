# Gostarter itself, for self-hosting: the standalone server of a production build (next.config.ts
# `output: 'standalone'`), run as a non-root user. Zips and accounts live in PostgreSQL (DATABASE_URL)
# and, optionally, S3-compatible storage; compose.yaml starts both beside it.
# Go is not needed at run time: the generator only renders templates.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm install, not npm ci: the lockfile cannot hold every platform's optional binaries.
RUN npm install --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# next build, then the hashes of the prerendered pages' scripts written into the proxy (package.json).
RUN npm run build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/data
# glibc's allocator: every zip answered is a fresh buffer of a few hundred KiB, which by default is mapped
# anew from the system and faulted in page by page (two thirds of writing a zip). Kept in the heap and
# not given back at once, the memory is reused (writing the largest zip: 0.8-1.8 -> 0.3-0.4 ms of CPU). The
# benchmarks start the site with the same settings (bench/server.ts PRODUCTION_ENV).
ENV MALLOC_MMAP_THRESHOLD_=8388608 MALLOC_TRIM_THRESHOLD_=134217728
RUN groupadd --system --gid 10001 gostarter \
  && useradd --system --uid 10001 --gid gostarter --no-create-home gostarter \
  && mkdir /data && chown gostarter:gostarter /data
# The standalone folder holds server.js, the modules it uses, go-templates and the migrations.
COPY --from=build --chown=gostarter:gostarter /app/.next/standalone ./
COPY --from=build --chown=gostarter:gostarter /app/.next/static ./.next/static
USER gostarter
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
