# Event-loop delay of one server (10,000-lab build in data/build) while an uncompressed and then a gzip export
# stream: prom-client's nodejs_eventloop_lag_* from /metrics before and after each (issue 27). bash bench/export-loop.sh

cd /work/main
D=$(mktemp -d)
KEY=$(KEYS_FILE=$D/keys.json npm run --silent keys -- issue --tier enterprise --label bench | head -1)
PORT=4791
KEYS_FILE=$D/keys.json DATA_DIR=data/build PORT=$PORT HOST=127.0.0.1 METRICS_TOKEN=tttttttttttttttttttt SITE_DIR=$D node_modules/.bin/node src/server.ts 2>/dev/null &
PID=$!
for i in $(seq 1 60); do curl -sf localhost:$PORT/readyz >/dev/null && break; sleep 1; done
m() { curl -s -H 'Authorization: Bearer tttttttttttttttttttt' localhost:$PORT/metrics | grep -E '^nodejs_eventloop_lag_(p99|max)_seconds'; }
m >/dev/null
sleep 1; echo idle:; m
curl -s -H "X-Api-Key: $KEY" -o /dev/null -w 'plain %{size_download} bytes %{time_total}s\n' localhost:$PORT/api/v1/export
echo after-plain:; m
curl -s -H "X-Api-Key: $KEY" -H 'Accept-Encoding: gzip' -o /dev/null -w 'gzip %{size_download} bytes %{time_total}s\n' localhost:$PORT/api/v1/export
echo after-gzip:; m
kill $PID; rm -rf $D
