# One image recipe for every back-end service and the gateway (which also carries the front-end builds).
# docker-compose.yml builds it once per service with SERVICE set.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY . .
RUN npm ci

FROM deps AS frontend
RUN npm run build

FROM node:20-bookworm-slim AS service
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE} DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app /app
RUN mkdir -p /data && chown node:node /data
USER node
CMD ["sh", "-c", "exec node_modules/.bin/tsx services/${SERVICE}/src/main.ts"]

FROM service AS gateway
COPY --from=frontend /app/shell/dist /app/shell/dist
COPY --from=frontend /app/mf-catalog/dist /app/mf-catalog/dist
COPY --from=frontend /app/mf-artist/dist /app/mf-artist/dist
COPY --from=frontend /app/mf-commerce/dist /app/mf-commerce/dist
COPY --from=frontend /app/mf-community/dist /app/mf-community/dist
COPY --from=frontend /app/mf-admin/dist /app/mf-admin/dist
