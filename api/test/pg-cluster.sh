#!/bin/sh
# A throwaway PostgreSQL cluster for the API tests.
#
#   api/test/pg-cluster.sh start [port]   initdb + start on 127.0.0.1:<port> (default 54329);
#                                         prints DATABASE_URL=... (eval-able)
#   api/test/pg-cluster.sh stop  [port]   stop it and delete its files
#   api/test/pg-cluster.sh url   [port]   print DATABASE_URL=... of a running cluster
#
# Example:
#   eval "$(api/test/pg-cluster.sh start)" && DATABASE_URL=$DATABASE_URL npx jest --selectProjects api
#   api/test/pg-cluster.sh stop
#
# Needs the PostgreSQL server binaries (Debian: apt-get install -y postgresql). As root, the
# cluster runs as the `postgres` user (PostgreSQL refuses to run as root).
set -eu

cmd=${1:-}
port=${2:-${PG_TEST_PORT:-54329}}
case "$port" in *[!0-9]*|'') echo "pg-cluster: invalid port: $port" >&2; exit 2 ;; esac

find_bindir() {
  if [ -n "${PG_BINDIR:-}" ]; then echo "$PG_BINDIR"; return; fi
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && latest=$dir
  done
  if [ -n "${latest:-}" ]; then echo "$latest"; return; fi
  initdb_path=$(command -v initdb 2>/dev/null || true)
  if [ -n "$initdb_path" ]; then dirname "$initdb_path"; return; fi
  echo "pg-cluster: PostgreSQL binaries not found (apt-get install -y postgresql, or set PG_BINDIR)" >&2
  exit 1
}

base=${TMPDIR:-/tmp}/hartklop-pg-$port
data=$base/data
db=hartklop_test
url="postgres://postgres@127.0.0.1:$port/$db"

# Runs a command as the cluster's owner: `postgres` when we are root, else ourselves.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    if command -v runuser >/dev/null 2>&1; then
      runuser -u postgres -- "$@"
    else
      # su needs one command string; quote every argument.
      quoted=''
      for arg in "$@"; do quoted="$quoted '$(printf %s "$arg" | sed "s/'/'\\\\''/g")'"; done
      su postgres -s /bin/sh -c "$quoted"
    fi
  else
    "$@"
  fi
}

case "$cmd" in
  start)
    bindir=$(find_bindir)
    if [ -f "$data/postmaster.pid" ] && as_owner "$bindir/pg_ctl" -D "$data" status >/dev/null 2>&1; then
      echo "DATABASE_URL=$url"
      exit 0
    fi
    rm -rf "$base"
    mkdir -p "$base"
    if [ "$(id -u)" = 0 ]; then
      id postgres >/dev/null 2>&1 || { echo "pg-cluster: user postgres does not exist" >&2; exit 1; }
      chown postgres "$base"
    fi
    as_owner "$bindir/initdb" -D "$data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$base/initdb.log" 2>&1 \
      || { cat "$base/initdb.log" >&2; exit 1; }
    as_owner "$bindir/pg_ctl" -D "$data" -l "$base/server.log" -w -t 60 start \
      -o "-k $base -p $port -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      >/dev/null || { cat "$base/server.log" >&2; exit 1; }
    as_owner "$bindir/psql" -h "$base" -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -q \
      -c "create database $db" >/dev/null
    echo "DATABASE_URL=$url"
    ;;
  stop)
    bindir=$(find_bindir)
    if [ -d "$data" ]; then
      as_owner "$bindir/pg_ctl" -D "$data" -m fast -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$base"
    ;;
  url)
    [ -f "$data/postmaster.pid" ] || { echo "pg-cluster: no cluster on port $port" >&2; exit 1; }
    echo "DATABASE_URL=$url"
    ;;
  *)
    sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
