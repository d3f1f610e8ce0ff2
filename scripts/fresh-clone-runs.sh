#!/usr/bin/env bash
# Three runs in a row of the whole suite from fresh clones, beside a second copy doing the same:
# the proof that the suite is green the first time on a busy machine (docs/reliability.md).
#   scripts/fresh-clone-runs.sh [RUNS] [WORKDIR]      (defaults: 3, $TMPDIR/groundwell-fresh)
# Each copy clones this repository's committed HEAD anew for every run and runs
# `CI=true nice -n 19 bash .ci/run` on its own ports (4173 and 6173); times, exit codes and the
# load average go to WORKDIR/<copy>.log, each run's output to WORKDIR/<copy>-<n>.out.
set -uo pipefail
runs=${1:-3}
work=${2:-${TMPDIR:-/tmp}/groundwell-fresh}
repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
mkdir -p "$work"
series() {
  local name=$1 port=$2
  for i in $(seq 1 "$runs"); do
    local dir="$work/$name"
    rm -rf "$dir" && git clone -q "$repo" "$dir"
    local start=$(date +%s)
    echo "run $i start $(date -u +%H:%M:%S) commit $(git -C "$dir" rev-parse --short HEAD) load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$work/$name.log"
    (cd "$dir" && CI=true E2E_PORT=$port nice -n 19 bash .ci/run > "$work/$name-$i.out" 2>&1)
    local rc=$?
    echo "run $i end $(date -u +%H:%M:%S) exit $rc minutes $(( ($(date +%s) - start) / 60 )) load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$work/$name.log"
  done
}
series a 4173 &
series b 6173 &
wait
cat "$work/a.log" "$work/b.log"
