# Manuscript Checker: one image for the API instances and the check workers (docs/deploy.md).
#   docker build -t manuscript-checker .
#   API:    docker run -p 3000:3000 -e DATABASE_URL=… -e S3_BUCKET=… manuscript-checker
#   worker: docker run -e DATABASE_URL=… -e S3_BUCKET=… manuscript-checker npm run worker
# Node 24 comes from the `node` npm package like everywhere else in the project, so the base
# image's Node only runs npm itself.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The web app and the user guide (dist/web) are built here, once, not at container start.
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    LOG_LEVEL=info
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY src ./src
COPY tsconfig.json ./
# DATA_DIR only matters for the embedded default (SQLite + blob folder); scaled out, the state
# lives in PostgreSQL and the bucket and the container keeps nothing.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node_modules/.bin/node", "src/server/main.ts"]
