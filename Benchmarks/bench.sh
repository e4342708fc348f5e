#!/usr/bin/env bash
# `make bench`: builds in release, makes the peers' virtual environment when it is missing, and
# prints the comparison of our engine with Yoga and Taffy (Benchmarks/compare.py; its options pass through,
# e.g. `Benchmarks/bench.sh --quick`).
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.venv-bench
python=${PYTHON:-python3}
if ! "$venv/bin/python" -c "import poga.libpoga_capi, stretchable.taffylib" 2>/dev/null; then
  echo "Making $venv with the peers: poga (Yoga) and stretchable (Taffy)…"
  rm -rf "$venv"
  if ! "$python" -m venv "$venv"; then
    echo "bench: $python cannot make a virtual environment (on Debian: apt-get install python3-venv)" >&2
    exit 2
  fi
  "$venv/bin/pip" install --quiet --disable-pip-version-check -r Benchmarks/peers/requirements.txt
fi

${SWIFT:-swift} build -c release
exec "$venv/bin/python" Benchmarks/compare.py "$@"
