# syntax=docker/dockerfile:1
# The app's production image (issue 17, docs/DEPLOY.md): the built app and its Fastify server only,
# run as the unprivileged `node` user. Configuration by environment variables (README "Production
# server"). Build from the repository root:
#   docker build -t nhs-login-web --build-arg VITE_ANALYTICS_SCRIPT_URL=https://analytics.example/a.js .
#   docker run -p 8080:8080 -e BACKEND_ORIGIN=http://identity-backend:4000 nhs-login-web

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: the whole workspace, to run `vite build` (browser build, precompressed, and the
# server-rendering bundle in dist/ssr)
FROM ${NODE_IMAGE} AS build
WORKDIR /src
RUN npm install -g pnpm@10.34.9
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages/app/package.json packages/app/
COPY packages/content/package.json packages/content/
COPY packages/contract/package.json packages/contract/
COPY packages/ui/package.json packages/ui/
COPY packages/simulator/package.json packages/simulator/
RUN pnpm install --frozen-lockfile
COPY tsconfig.base.json tsconfig.json ./
COPY packages packages
# The analytics script's address is fixed at build time (empty: no analytics script).
ARG VITE_ANALYTICS_SCRIPT_URL=""
ENV VITE_ANALYTICS_SCRIPT_URL=${VITE_ANALYTICS_SCRIPT_URL}
RUN pnpm --filter @nhsl/app build
# The server's production dependencies alone (Fastify and its plugins), without the workspace's
# development tools.
RUN pnpm --filter @nhsl/app deploy --prod --legacy /deploy

# ---- runtime: Node, the server's node_modules, server/ and dist/; nothing else
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    LOG_LEVEL=info
WORKDIR /app
COPY --from=build --chown=root:root /deploy/package.json ./package.json
COPY --from=build --chown=root:root /deploy/node_modules ./node_modules
COPY --from=build --chown=root:root /src/packages/app/server ./server
# Source maps stay out of the image: the browser never needs them.
COPY --from=build --chown=root:root /src/packages/app/dist ./dist
RUN find ./dist -name '*.map' -delete
# Files owned by root and read-only to the server's user; the process runs unprivileged.
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# serve.mjs drains in-flight requests on SIGTERM (SHUTDOWN_TIMEOUT_MS, default 10 s).
STOPSIGNAL SIGTERM
CMD ["node", "server/serve.mjs"]
