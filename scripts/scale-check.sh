#!/usr/bin/env bash
# Scale check: the recipe of docs/deploy.md on this machine. nginx (Debian's) in front of two API
# processes on one PostgreSQL and Redis (both already running here). For 60 s it writes through
# nginx while it kills one API process with SIGKILL and restarts it (then the other), and then
# checks: every write the client saw acknowledged is in the database, no request failed that a
# retry did not recover, an uploaded picture is served by both instances, and the sign-in limit
# holds across instances. Exits non-zero when a check fails. Not part of `npm test`.
#
#   scripts/scale-check.sh            (SCALE_SECONDS=60, SCALE_DATABASE_URL, SCALE_REDIS_URL)
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_TOTAL="${SCALE_SECONDS:-60}"
ADMIN_URL="${SCALE_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
REDIS_URL="${SCALE_REDIS_URL:-redis://127.0.0.1:6379}"
DB_NAME="cm_scale_check"
NGINX_PORT="${SCALE_NGINX_PORT:-8088}"
PORTS=(3101 3102)
WORK="$(mktemp -d -t cm-scale-XXXXXX)"
chmod 755 "$WORK"
DB_URL="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$ADMIN_URL" "$DB_NAME")"
JWT_SECRET="$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("hex"))')"
declare -A PIDS=()

log() { printf '[scale-check %s] %s\n' "$(date +%T)" "$*"; }
psql_admin() { node -e '
  const pg = require("pg");
  const c = new pg.Client({ connectionString: process.argv[1] });
  c.connect().then(() => c.query(process.argv[2])).then(() => c.end()).catch((e) => { console.error(e.message); process.exit(1); });
' "$ADMIN_URL" "$1"; }

cleanup() {
  set +e
  for port in "${!PIDS[@]}"; do kill "${PIDS[$port]}" 2>/dev/null; done
  [ -f "$WORK/nginx.pid" ] && nginx -p "$WORK" -c "$WORK/nginx.conf" -s stop 2>/dev/null
  wait 2>/dev/null
  psql_admin "drop database if exists $DB_NAME with (force)" >/dev/null 2>&1
  rm -rf "$WORK"
}
trap cleanup EXIT

if ! command -v nginx >/dev/null 2>&1; then
  log "installing Debian's nginx"
  if [ "$(id -u)" = 0 ]; then apt-get install -y -qq nginx >/dev/null; else sudo apt-get install -y -qq nginx >/dev/null; fi
fi
[ -f apps/api/dist/server.js ] || { log "building"; npm run build >/dev/null; }

log "database $DB_NAME, migrated first (as church-migrate.service does)"
psql_admin "drop database if exists $DB_NAME with (force)"
psql_admin "create database $DB_NAME"
DATABASE_URL="$DB_URL" npm run --silent migrate

# Both processes share everything but their port and their data folder (which holds nothing
# shared: files live in PostgreSQL, rate limits in Redis). Both may seed the demo; the lock
# lets one do it.
start_api() {
  local port="$1"
  mkdir -p "$WORK/data-$port"
  env DATABASE_URL="$DB_URL" JWT_SECRET="$JWT_SECRET" PUBLIC_URL="http://127.0.0.1:$NGINX_PORT" \
    REDIS_URL="$REDIS_URL" REDIS_PREFIX="cm-scale-$$" TRUST_PROXY=127.0.0.1 SEED_DEMO=true MIGRATE_ON_START=false \
    DATA_DIR="$WORK/data-$port" HOST=127.0.0.1 PORT="$port" LOG_LEVEL=warn NODE_ENV=production \
    node apps/api/dist/server.js >>"$WORK/api-$port.log" 2>&1 &
  PIDS[$port]=$!
}
wait_ready() {
  local url="$1"
  for _ in $(seq 1 120); do
    curl -fsS -o /dev/null "$url" 2>/dev/null && return 0
    sleep 0.25
  done
  log "not ready: $url"
  return 1
}

for port in "${PORTS[@]}"; do start_api "$port"; done
for port in "${PORTS[@]}"; do wait_ready "http://127.0.0.1:$port/api/health/ready"; done

log "nginx on :$NGINX_PORT in front of :${PORTS[0]} and :${PORTS[1]} (deploy/nginx/church.conf)"
sed -e "s/listen 80;/listen 127.0.0.1:$NGINX_PORT;/" \
  -e "s/127.0.0.1:3001 /127.0.0.1:${PORTS[0]} /" -e "s/127.0.0.1:3002 /127.0.0.1:${PORTS[1]} /" \
  deploy/nginx/church.conf >"$WORK/church.conf"
cat >"$WORK/nginx.conf" <<EOF
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $WORK/client_body;
  proxy_temp_path $WORK/proxy;
  include $WORK/church.conf;
}
EOF
nginx -p "$WORK" -c "$WORK/nginx.conf"
wait_ready "http://127.0.0.1:$NGINX_PORT/api/health/ready"

# The driver writes for the whole run; meanwhile one process is killed and restarted, then the other.
log "writing through nginx for $SECONDS_TOTAL s"
SCALE_BASE="http://127.0.0.1:$NGINX_PORT" SCALE_INSTANCES="http://127.0.0.1:${PORTS[0]},http://127.0.0.1:${PORTS[1]}" \
  SCALE_DATABASE_URL="$DB_URL" SCALE_SECONDS="$SECONDS_TOTAL" \
  node scripts/scale-check.mjs >"$WORK/driver.out" 2>&1 &
DRIVER=$!

# At a quarter of the run the first process dies; once it is back, the second (about halfway).
quarter=$((SECONDS_TOTAL / 4))
for port in "${PORTS[@]}"; do
  sleep "$quarter"
  log "SIGKILL the API on :$port (pid ${PIDS[$port]})"
  kill -9 "${PIDS[$port]}"
  wait "${PIDS[$port]}" 2>/dev/null || true
  sleep 3
  log "restarting the API on :$port"
  start_api "$port"
  wait_ready "http://127.0.0.1:$port/api/health/ready"
  log "the API on :$port is ready again"
done

status=0
wait "$DRIVER" || status=$?
cat "$WORK/driver.out"
if [ "$status" -ne 0 ]; then
  log "FAILED (the API logs follow)"
  tail -n 20 "$WORK"/api-*.log "$WORK/nginx-error.log" 2>/dev/null || true
  exit "$status"
fi
log "passed"
