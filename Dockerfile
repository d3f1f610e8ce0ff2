# The shop as a container image: the production build served by `node build/server.js`, as
# `npm run serve` serves it. docs/operations.md describes the layout around it (load balancer,
# Postgres, CDN, secrets); configuration and secrets come from the environment at run time,
# never from the image.
#
#   docker build -t groundwell-shop .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e PUBLIC_SITE_URL=https://… groundwell-shop

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
# What `npm run serve` sets: V8's young generation kept small and glibc's heap settings, so memory
# stays bounded under traffic and is given back after it (docs/decisions/093 and 102). PGlite's
# folder, used only without DATABASE_URL, is a volume.
ENV NODE_ENV=production \
    NODE_OPTIONS=--max-semi-space-size=4 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    MALLOC_TRIM_THRESHOLD_=131072 \
    PORT=3000 \
    DATA_DIR=/data
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
# Read at run time: the migrations applied at start-up and the embedded store's catalogue.
COPY --from=build /app/services/db/migrations ./services/db/migrations
COPY --from=build /app/services/storefront/catalogue.json ./services/storefront/catalogue.json
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Readiness, for an engine without a load balancer's own check (the slim image has no curl).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM finishes the requests in flight and closes the database (operations: graceful shutdown).
STOPSIGNAL SIGTERM
CMD ["node", "build/server.js"]
