# One recipe, one small image per back-end service; the gateway's also carries the front-end builds.
#   docker build --target service --build-arg SERVICE=catalog -t easel/catalog .
#   docker build --target gateway --build-arg SERVICE=gateway -t easel/gateway .
# docker-compose.yml builds it so, once per service.

# Every dependency, dev tools included: only the front ends' build needs them.
FROM node:20-bookworm-slim AS frontend
WORKDIR /app
COPY . .
RUN npm ci && npm run build

# One service's production dependencies, plus the root's: tsx, which runs the TypeScript as `npm start` does.
FROM node:20-bookworm-slim AS service-deps
ARG SERVICE
WORKDIR /app
COPY . .
RUN test -n "${SERVICE}" && npm ci --omit=dev --workspace "services/${SERVICE}" --include-workspace-root && npm cache clean --force

# The service's own folder and the shared packages its node_modules link to; nothing else of the repository.
FROM node:20-bookworm-slim AS service
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE} DATA_DIR=/data
WORKDIR /app
COPY --from=service-deps /app/package.json /app/tsconfig.json /app/tsconfig.base.json ./
COPY --from=service-deps /app/node_modules ./node_modules
COPY --from=service-deps /app/shared ./shared
COPY --from=service-deps /app/services/${SERVICE} ./services/${SERVICE}
RUN mkdir -p /data && chown 1000:1000 /data
# Numeric, so Kubernetes' runAsNonRoot can check it (the image's "node" user is 1000).
USER 1000:1000
CMD ["sh", "-c", "exec node --import tsx services/${SERVICE}/src/main.ts"]

FROM service AS gateway
COPY --from=frontend /app/shell/dist /app/shell/dist
COPY --from=frontend /app/mf-catalog/dist /app/mf-catalog/dist
COPY --from=frontend /app/mf-artist/dist /app/mf-artist/dist
COPY --from=frontend /app/mf-commerce/dist /app/mf-commerce/dist
COPY --from=frontend /app/mf-community/dist /app/mf-community/dist
COPY --from=frontend /app/mf-admin/dist /app/mf-admin/dist
