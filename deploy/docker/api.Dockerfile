# The API: one image, run as many replicas as needed (compose.yaml runs two).
# Build from the repository's root: docker build -f deploy/docker/api.Dockerfile -t quran-live-api .
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Every workspace's package.json, so `npm ci` matches the lock file; then the sources.
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY shell/package.json shell/
COPY remote-admin/package.json remote-admin/
COPY remote-meeting/package.json remote-meeting/
COPY remote-profile/package.json remote-profile/
RUN npm ci --workspace @app/api --include-workspace-root
COPY tsconfig.base.json ./
COPY shared shared
COPY api api
RUN npm run build -w @app/api

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
# Only what the bundle imports, from the same lock file: the root package.json and api's alone,
# so npm installs no other workspace. @app/shared, a build-time dependency compiled into the
# bundle, would otherwise bring MUI and React (`npm run bench:api-install` measures this step).
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/api/package.json api/
RUN npm ci --omit=dev --workspace @app/api && npm cache clean --force
# The bundle (with @app/shared and quran-meta compiled in), its migrations and the Quran text.
COPY --from=build /app/api/dist api/dist
# Uploaded avatars live in DATA_DIR: a volume shared by every replica.
RUN mkdir -p /data && chown node:node /data
ENV DATA_DIR=/data HOST=0.0.0.0 PORT=3001
USER node
EXPOSE 3001
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3001/health/ready').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/server.js"]
