# The public web server: nginx with TLS in front of the API replicas, serving the four built
# apps (shell, admin, meeting, profile) on their own origins with the security headers.
# Build from the repository's root: docker build -f deploy/docker/web.Dockerfile -t quran-live-web .
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Every workspace's package.json and the lock file first, so the install is a layer that a
# source change does not redo; then the sources (.dockerignore keeps out node_modules, dist,
# .env files and local state).
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY shell/package.json shell/
COPY remote-admin/package.json remote-admin/
COPY remote-meeting/package.json remote-meeting/
COPY remote-profile/package.json remote-profile/
RUN npm ci
COPY . .
# The builds write source maps (to read a production stack trace against a local build), but
# nginx never serves one (app-static.conf) and the service worker precaches none: the image
# holds none. Deleting them leaves every other file, and so the precache's revisions, as built.
RUN npm run build -w @app/shell -w @app/remote-admin -w @app/remote-meeting -w @app/remote-profile \
  && find shell/dist remote-admin/dist remote-meeting/dist remote-profile/dist -name '*.map' -type f -delete

FROM nginx:1.27-bookworm
# The deployment's nginx files (the same ones CI runs with Debian's nginx).
COPY deploy/nginx /etc/nginx/quran-live
# The top-level configuration: the nginx image fills in the domains from the environment.
COPY deploy/compose/quran-live.conf.template /etc/nginx/templates/quran-live.conf.template
RUN rm /etc/nginx/conf.d/default.conf
COPY --from=build /app/shell/dist /srv/quran-live/shell
COPY --from=build /app/remote-admin/dist /srv/quran-live/admin
COPY --from=build /app/remote-meeting/dist /srv/quran-live/meeting
COPY --from=build /app/remote-profile/dist /srv/quran-live/profile
