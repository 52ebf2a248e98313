# One image for every process of a deployment: the API (the default command) and the background
# worker (`node apps/api/dist/worker.js`). compose.yaml runs it behind HAProxy on PostgreSQL and S3-compatible
# storage; every variable is in the README's "Configure it" table.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && mkdir -p apps/api/node_modules data

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/node_modules apps/api/node_modules
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build --chown=node:node /app/data data
USER node
EXPOSE 3000
# Liveness; the load balancer asks GET /api/health/ready itself (503 while starting or draining).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: readiness fails for SHUTDOWN_DRAIN_SECONDS, then game sockets are told to reconnect and it exits.
STOPSIGNAL SIGTERM
# The flags of scripts/server-node-flags.mjs.
CMD ["node", "--max-semi-space-size=64", "--heap-growing-percent=300", "apps/api/dist/server.js"]
