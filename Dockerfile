FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 4000
# The bundle `npm run build` writes (scripts/build-gateway.mjs): plain JavaScript, no TypeScript loader.
CMD ["node", "--enable-source-maps", "dist/gateway/main.js"]
