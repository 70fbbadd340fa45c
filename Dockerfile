FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci installs the workspaces the lock file names, so their manifests come before it.
COPY domain/package.json domain/
COPY packages/stripe-standin/package.json packages/stripe-standin/
COPY packages/social-standin/package.json packages/social-standin/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The local stand-ins (packages/*) are for development and tests only: the runtime image gets none of them.
RUN rm -rf packages node_modules/@festalocation

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 4000
# The bundle `npm run build` writes (scripts/build-gateway.mjs): plain JavaScript, no TypeScript loader.
CMD ["node", "--enable-source-maps", "dist/gateway/main.js"]
