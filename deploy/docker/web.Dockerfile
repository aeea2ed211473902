# The public web server: nginx with TLS in front of the API replicas, serving the four built
# apps (shell, admin, meeting, profile) on their own origins with the security headers.
# Build from the repository's root: docker build -f deploy/docker/web.Dockerfile -t quran-live-web .
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build -w @app/shell -w @app/remote-admin -w @app/remote-meeting -w @app/remote-profile

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
