#!/bin/sh
# Starts one app's nginx. A remote first adds its version to the shared releases volume (never
# overwriting or removing a published version), then serves every version of that remote.
set -eu
if [ "$APP" = shell ]; then
  mkdir -p /srv/www && cp -r /release/. /srv/www/
  cp /etc/nginx/templates/shell.conf /etc/nginx/http.d/default.conf
else
  mkdir -p "/releases/$APP"
  for version in /release/*/; do
    name=$(basename "$version")
    if [ ! -e "/releases/$APP/$name" ]; then
      cp -r "$version" "/releases/$APP/.$name.tmp"
      mv "/releases/$APP/.$name.tmp" "/releases/$APP/$name"
    fi
  done
  ln -sfn "/releases/$APP" /srv/www
  cp /etc/nginx/templates/remote.conf /etc/nginx/http.d/default.conf
fi
exec nginx -g 'daemon off;'
