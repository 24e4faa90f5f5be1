# The site as Next's standalone server: `docker build -t yno-website .` then
# `docker run -p 3000:3000 yno-website`. NEXT_PUBLIC_* values are compiled into the pages, so
# pass them at build time (`--build-arg NEXT_PUBLIC_SITE_URL=https://www.example.com`); the
# other variables are read when the server starts (`docker run -e WORKFLOW_API_URL=...`).
# Put a reverse proxy in front that terminates TLS and refuses TRACE and TRACK
# (deploy/nginx.conf); docs/deploying.md explains why.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

FROM node:24-bookworm-slim AS build
WORKDIR /app
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_APP_URL
ARG NEXT_PUBLIC_CHAT_PRODUCT_URL
ARG NEXT_PUBLIC_PRO_SITE_URL
ARG NEXT_PUBLIC_GA_MEASUREMENT_ID
ARG NEXT_PUBLIC_VITALS_SAMPLE_RATE
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS run
WORKDIR /app
# The build decided the analytics tag and its CSP; the server needs no measurement ID. Leads
# waiting for the workflow API live in /app/.data (mount a volume), and the server drains them
# by itself every LEADS_DRAIN_INTERVAL seconds.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 \
    LEADS_OUTBOX_DIR=/app/.data
# server.js with the traced dependencies, then the files it serves but does not copy itself.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# Private to the server's user: the site refuses an outbox anyone else could write.
RUN mkdir -m 700 .data && chown node:node .data
VOLUME /app/.data
USER node
EXPOSE 3000
CMD ["node", "server.js"]
