# syntax=docker/dockerfile:1
# Tessera: build once, then run the pruned tree as a non-root user.
#   docker build -t tessera .    docker compose up (Tessera + PostgreSQL, see compose.yaml)

FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    IMAGE_CACHE_DIR=/data/image-cache
WORKDIR /app
# The server is compiled (dist/node, with its migrations and message catalogues beside it) and runs with plain
# node: the runtime image holds the build and the production dependencies, no TypeScript sources.
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/node/server/main.js"]
