# syntax=docker/dockerfile:1
# The club's site as a container image: `docker compose up -d` in deploy/ (see docs/deploy.md).
#
# Four stages: `build` installs everything (vite, esbuild, TypeScript) and runs `npm run build`;
# `runtime-deps` installs only the dependencies the built server loads; `node-binary` takes the Node 24
# binary of the official node image; the last stage is Debian's slim image with that binary and
# nothing else of the node image (no npm, yarn or corepack: about 25 MB). About 240 MB in all (Debian
# 75, node 109, node_modules 52, the build 5), under 250 MB. The CLI runs as `admin <command>` (a
# two-line wrapper around `node build/server/cli.mjs`).

FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
# No production dependency needs an install script (sharp's libvips comes as a prebuilt npm package).
# Files node never loads on Linux go: source maps, type declarations, READMEs, exceljs's browser
# bundles and native prebuilds for other systems (bare-*, which tar-stream loads only under Bare).
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
  && rm -rf node_modules/exceljs/dist \
  && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.md' \) -delete \
  && find node_modules -type d -path '*/prebuilds/*' \( -name 'android-*' -o -name 'darwin-*' -o -name 'ios-*' -o -name 'win32-*' \) -prune -exec rm -rf {} +

# Node 24's binary is 127 MB, 28 MB more than Node 20's; 18 MB of it is the symbol table, which only
# native debuggers and profilers read (V8's own stack traces do not), so it goes.
FROM node:24-bookworm-slim AS node-binary
RUN apt-get update \
  && apt-get install -y --no-install-recommends binutils \
  && strip /usr/local/bin/node \
  && rm -rf /var/lib/apt/lists/*

FROM debian:bookworm-slim AS runtime
# A fixed uid/gid, so the volumes' owner is the same after every rebuild. --no-log-init: no sparse
# lastlog/faillog entry for a high uid, which a layer would store at full size (hadolint DL3046).
RUN groupadd --system --gid 10001 houtlandstappers \
  && useradd --system --no-log-init --uid 10001 --gid houtlandstappers --home-dir /app --no-create-home --shell /usr/sbin/nologin houtlandstappers \
  && install -d -o houtlandstappers -g houtlandstappers -m 0700 /data /uploads /backups
COPY --from=node-binary /usr/local/bin/node /usr/local/bin/node
COPY --chmod=0755 deploy/docker/admin /usr/local/bin/admin
WORKDIR /app
# The program belongs to root and is read-only for the server; it writes only in the volumes.
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /src/package.json ./
COPY --from=build /src/dist ./dist
COPY --from=build /src/build ./build
# HOST 0.0.0.0: Caddy reaches the server from its own container. The flags and
# MALLOC_MMAP_THRESHOLD_ are those of scripts/node-flags.mjs (a test keeps them equal).
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  UPLOADS_DIR=/uploads \
  BACKUP_DIR=/backups \
  MALLOC_MMAP_THRESHOLD_=131072
USER houtlandstappers
VOLUME ["/data", "/uploads", "/backups"]
EXPOSE 3000
# Node has fetch built in, and the image has no curl or wget.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 unless compose's `init: true` puts tini before it: the server handles SIGTERM
# itself (it closes the store and the mail queue, then exits) and starts no child processes.
CMD ["node", "--expose-gc", "--max-semi-space-size=2", "build/server/index.mjs"]
