#!/bin/sh
# coturn's configuration for the compose deployment, written into /etc/coturn (the turn-config
# volume the turn service reads), by the turn-config service before turn starts:
#   - the settings in turnserver.conf, as they are;
#   - this deployment's realm and shared secret: coturn's file cannot read the environment, and
#     on turnserver's command line the secret would show in `ps` and `docker inspect`;
#   - copies of the TLS certificate for turns: on 5349: coturn runs as nobody, and certbot's
#     private keys are root's alone. Copies go stale on renewal: run this service again then.
# Paths can be moved for a test (SOURCE, LETSENCRYPT, OUT).
set -eu
: "${TURN_SECRET:?}" "${TURN_DOMAIN:?}" "${TLS_CERT_NAME:?}"
source_dir=${SOURCE:-/usr/local/share/quran-live}
live=${LETSENCRYPT:-/etc/letsencrypt}/live/$TLS_CERT_NAME
out=${OUT:-/etc/coturn}

umask 077
# cp follows certbot's links into archive/; each file lands whole (written, then renamed).
cp "$live/fullchain.pem" "$out/.fullchain.pem"
cp "$live/privkey.pem" "$out/.privkey.pem"
{
  cat "$source_dir/turnserver.conf"
  echo
  echo '# Written by turn-config.sh from the environment.'
  printf 'realm=%s\n' "$TURN_DOMAIN"
  printf 'static-auth-secret=%s\n' "$TURN_SECRET"
  printf 'cert=%s/fullchain.pem\n' "$out"
  printf 'pkey=%s/privkey.pem\n' "$out"
} >"$out/.turnserver.conf"
# The image's user (nobody:nogroup), when we may hand the files over.
if [ "$(id -u)" = 0 ]; then
  chown 65534:65534 "$out/.fullchain.pem" "$out/.privkey.pem" "$out/.turnserver.conf"
fi
mv "$out/.fullchain.pem" "$out/fullchain.pem"
mv "$out/.privkey.pem" "$out/privkey.pem"
mv "$out/.turnserver.conf" "$out/turnserver.conf"
echo "turn-config: wrote $out/turnserver.conf for realm $TURN_DOMAIN"
