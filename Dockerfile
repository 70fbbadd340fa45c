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
# tsx's ESM hook only: the CommonJS require hook would sit on every require() at run time (Apollo requires
# crypto on each request), and the sources are all ES modules.
CMD ["node", "--import", "tsx/esm", "gateway/src/main.ts"]
