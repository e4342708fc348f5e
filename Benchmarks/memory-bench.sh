#!/bin/bash
# Peak resident bytes per added feed element, as users run the commands: `bench`, `frames`,
# `frames --explain` and `explain` on a feed of 1,000 cells and one of 2,800 (`/usr/bin/time -f %M`, the
# smaller of RUNS runs each), the difference divided by the elements added, and each command's figure
# against `bench`'s. The output commands write as they walk the tree (issue 24 asks for at most 1.3× what
# `bench` holds); their output goes to /dev/null.
# Usage: Benchmarks/memory-bench.sh [RUNS]   (default 3)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
source Benchmarks/release-binary.sh
python3 Benchmarks/workloads.py --out "$work" --feed-cells 2800 >/dev/null
small="$work/feed.yaml"
large="$work/feed-2800.yaml"
elements() { "$bin" frames "$1" | grep -c '"frame"'; }
added=$(($(elements "$large") - $(elements "$small")))

# The smallest peak (KiB) of RUNS runs of the command.
peak() {
  local best=""
  for _ in $(seq "$runs"); do
    local kib
    kib=$( /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1)
    if [ -z "$best" ] || [ "$kib" -lt "$best" ]; then best=$kib; fi
  done
  echo "$best"
}

echo "elements added: $added (feed of 1,000 cells → 2,800)"
printf '%-18s %12s %12s %10s %8s\n' command "1,000 KiB" "2,800 KiB" "B/element" "÷ bench"
base=""
for command in "bench --iterations 1" "frames" "frames --explain" "explain"; do
  # shellcheck disable=SC2086
  a=$(peak "$bin" $command "$small")
  # shellcheck disable=SC2086
  b=$(peak "$bin" $command "$large")
  per=$(( (b - a) * 1024 / added ))
  if [ -z "$base" ]; then base=$per; fi
  ratio=$(python3 -c "print(f'{$per / $base:.2f}')")
  printf '%-18s %12s %12s %10s %8s\n' "$command" "$a" "$b" "$per" "$ratio"
done
