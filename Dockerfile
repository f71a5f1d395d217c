# syntax=docker/dockerfile:1
# Multi-stage image of the API, which also serves the built web app on the same port.

# The Node version of .nvmrc and the npm of package.json's packageManager (the image ships npm 10), so
# the image installs as development and CI do. No compiler: the native dependencies (sharp,
# @node-rs/argon2) come prebuilt.
FROM node:20.20.2-bookworm-slim AS build
RUN npm install -g npm@11.19.1 --no-audit --no-fund
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/web-e2e/package.json apps/web-e2e/
COPY libs/schema/package.json libs/schema/
COPY libs/ui/package.json libs/ui/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build --projects=schema,api,web --parallel=1 \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:20.20.2-bookworm-slim AS runtime
# V8: an old generation capped below the container's limit. The young generation keeps V8's default
# (16 MB semi-spaces): with many requests in flight a smaller one promotes their objects and costs the API
# a fifth to a third more CPU per request. No `--max-semi-space-size`: it would also override the page
# render worker's own small young generation (apps/api/src/web-renderer.ts).
# `npm run bench` starts the API with these same options.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    NODE_OPTIONS="--max-old-space-size=256"
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs/schema/package.json ./libs/schema/package.json
COPY --from=build /app/libs/schema/dist ./libs/schema/dist
COPY --from=build /app/apps/api/package.json ./apps/api/package.json
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The web build's server renderer: the API draws /jobs and /job/{id} with their data (apps/api/src/web-app.ts).
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness only (the process answers); readiness (/health/ready) is the orchestrator's business.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/live').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "apps/api/dist/main.js"]
