# syntax=docker/dockerfile:1

# Build stage: every dependency, the compilers better-sqlite3 falls back to when no prebuilt binary
# fits, and the production build (dist/client and dist/server). compose.yaml's `tools` service
# runs this stage for the development-only scripts (creating the first admin).
FROM node:20-bookworm-slim AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the lock file cannot record Tailwind's native builds for every
# platform (see .ci/run), and `npm ci` refuses it; `npm install` still follows it for the rest.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# The build stage's node_modules without development dependencies: native addons stay compiled.
FROM build AS production-dependencies
RUN npm prune --omit=dev --no-audit --no-fund

# Runtime stage: node, the production dependencies already compiled for this platform, the build.
FROM node:20-bookworm-slim
# pg_dump and pg_restore for the backup and restore commands on PostgreSQL (Debian 12 ships 15,
# the version compose.yaml runs).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
# A fixed id, so a folder on the host (such as ./backups) can be given to it.
RUN groupadd --system --gid 10001 community \
 && useradd --system --uid 10001 --gid community --home-dir /app --shell /usr/sbin/nologin community \
 && mkdir -p /data \
 && chown community:community /data \
 && chmod 700 /data
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER community
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is the container's main process, so `docker stop` sends SIGTERM straight to it and the
# server's own graceful shutdown runs.
CMD ["node", "dist/server/main.js"]
