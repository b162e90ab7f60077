# Multi-stage build of the platform server with the built shell and remotes.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# argon2 and other native addons build against Node's headers.
RUN apt-get update -qq && apt-get install -y -qq python3 make g++ >/dev/null && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json lerna.json tsconfig.base.json tsconfig.json vitest.shared.ts eslint.config.js ./
COPY sdk/package.json sdk/
COPY platform-api/package.json platform-api/
COPY shell/package.json shell/
COPY storybook/package.json storybook/
COPY tests/package.json tests/
COPY modules/agile/package.json modules/agile/
COPY modules/product/package.json modules/product/
COPY modules/bi/package.json modules/bi/
COPY modules/investor/package.json modules/investor/
COPY modules/cadence/package.json modules/cadence/
COPY modules/engagement/package.json modules/engagement/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "platform-api/dist/main.js"]
