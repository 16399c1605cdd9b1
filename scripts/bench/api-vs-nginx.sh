#!/usr/bin/env bash
# Public API read vs nginx serving the same bytes as a static file vs a bare Node http server
# serving the same bytes from memory, in one run. Server side pinned to CPU 0, wrk on CPU 1.
# Usage: scripts/bench/api-vs-nginx.sh BASE_URL PATH   (the project's server must already be running, pinned;
# `npm run bench:api` starts the built server and runs this)
set -u
base=${1:-http://127.0.0.1:3999}; path=${2:-/api/events/own/future}
work=$(mktemp -d)
curl -s -H 'accept-encoding: gzip' "$base$path" -o "$work/body.gz" -D "$work/headers"
curl -s "$base$path" -o "$work/payload.json"
size=$(stat -c %s "$work/payload.json")
cat > "$work/nginx.conf" <<NGX
worker_processes 1; daemon off; pid $work/nginx.pid; error_log $work/error.log;
events { worker_connections 1024; }
http { access_log off; gzip on; gzip_types application/json; gzip_comp_level 6;
  server { listen 127.0.0.1:18081; location / { root $work; default_type application/json; etag on; } } }
NGX
taskset -c 0 nginx -c "$work/nginx.conf" & ng=$!
cat > "$work/bare.mjs" <<JS
import http from 'node:http'; import fs from 'node:fs'; import zlib from 'node:zlib';
const body = fs.readFileSync('$work/payload.json'); const gz = zlib.gzipSync(body);
http.createServer((req, res) => { const z = /gzip/.test(req.headers['accept-encoding'] || '');
  res.writeHead(200, { 'content-type': 'application/json', 'etag': '"x"', ...(z ? { 'content-encoding': 'gzip' } : {}) }); res.end(z ? gz : body); }).listen(18082, '127.0.0.1');
JS
taskset -c 0 node "$work/bare.mjs" & bare=$!
sleep 1
run() { taskset -c 1 wrk -t1 -c50 -d${DUR:-8}s --latency -H 'accept-encoding: gzip' "$1" | awk -v n="$2" '/Requests\/sec/{r=$2} /^ +99%/{p=$2} END{printf "%-8s %10s req/s  p99 %s\n", n, r, p}'; }
echo "payload $path: $size bytes"
for i in 1 2; do
  run "$base$path" project
  run "http://127.0.0.1:18081/payload.json" nginx
  run "http://127.0.0.1:18082/" node-bare
done
kill $ng $bare 2>/dev/null; wait 2>/dev/null; rm -rf "$work"
