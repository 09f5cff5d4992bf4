# The production image: the built site and its runtime dependencies, run as the unprivileged `node`
# user. See docs/DEPLOY.md for the settings (DATABASE_URL, S3_*, PUBLIC_URL, SESSION_SECRET …).

# --- build: every dependency, then `npm run build` (placeholder artwork + React Router build)
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm 11's `ci` rejects lock files that list optional platform packages; npm 10 installs them.
RUN npx -y npm@10 ci --no-audit --no-fund
COPY . .
RUN npm run build && npx -y npm@10 prune --omit=dev --no-audit --no-fund

# --- run: built JavaScript only (server.js imports build/server/index.js), no dev dependencies
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# glibc's allocator returns every block of 128 KB or more to the system when it is freed
# (docs/decisions/034-memory-under-heavy-work.md; package.json's start scripts set the same).
ENV MALLOC_MMAP_THRESHOLD_=131072
# A font for the proofs' watermark (docs/decisions/042): the slim image ships none, and without
# one the business name in the mark could not be drawn (its band still would).
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app/package.json /app/server.js /app/tsconfig.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/build build
COPY --from=build /app/drizzle drizzle
# The operator scripts (user:create, backup, restore) run the TypeScript sources through tsx.
COPY --from=build /app/app app
COPY --from=build /app/scripts scripts
# The data folder is the `node` user's alone (0700): database, pictures, emails with live links.
RUN install -d -m 700 -o node -g node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM drains requests in flight for up to 10 s (README, Health checks and stopping).
STOPSIGNAL SIGTERM
# The memory flags of docs/decisions/027 and 050 (package.json's start scripts pass the same ones).
CMD ["node", "--max-old-space-size=192", "--max-semi-space-size=16", "--heap-growing-percent=60", "--no-wasm-dynamic-tiering", "--no-wasm-tier-up", "server.js"]
