# Three stages: the build (every dependency), the production dependencies alone, and the runtime image that
# gets the built files and those dependencies and nothing else (no sources, no TypeScript, no dev tools).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci installs the workspaces the lock file names, so their manifests come before it.
COPY domain/package.json domain/
COPY packages/stripe-standin/package.json packages/stripe-standin/
COPY packages/social-standin/package.json packages/social-standin/
RUN npm ci --no-audit --no-fund
COPY . .
# The client, the server renderer, the gateway bundle with its command-line entries (migrate, admin), and the
# manifest of the client's operations: in production only those run (TRUSTED_DOCUMENTS below).
RUN npm run build && npm run build:trusted

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY packages/stripe-standin/package.json packages/stripe-standin/
COPY packages/social-standin/package.json packages/social-standin/
# The bundle holds the project's own code (@festalocation/domain included); the packages it leaves external
# are production dependencies. The local stand-ins (packages/*) are for development and tests only, and the
# workspace links are of no use to the bundle: none of them reaches the image.
RUN npm ci --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/@festalocation domain packages \
  && npm cache clean --force
# Then only the packages the built gateway and server renderer load, and what they need: the client's own
# (the Firebase web SDK…) are already bundled into dist/client.
COPY --from=build /app/dist dist
COPY scripts/prune-runtime.mjs scripts/
RUN node scripts/prune-runtime.mjs && rm -rf dist scripts

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
  TRUSTED_DOCUMENTS=dist/trusted-documents.json
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json /app/schema.graphql ./
COPY --from=build /app/migrations migrations
COPY --from=build /app/dist dist
# The image's `node` user (uid 1000) runs it; the only place it writes is .data (the local media folder and
# PGlite, both unused with DATABASE_URL and MEDIA_STORE=s3).
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 4000
# Alive (the process answers); readiness (/readyz) is the orchestrator's probe.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The bundle `npm run build` writes (scripts/build-gateway.mjs): plain JavaScript, no TypeScript loader.
# One-shot steps in the same image: `node dist/gateway/migrate.js`, `node dist/gateway/admin.js <email>`.
CMD ["node", "--enable-source-maps", "dist/gateway/main.js"]
