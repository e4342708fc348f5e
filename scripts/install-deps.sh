#!/usr/bin/env bash
# Installs the Debian and Python packages the project needs, only when some are missing.
set -euo pipefail
# chromium and chromium-driver run the browser tests of the pages the tool writes (scripts/browser-tests.py).
packages=(libcairo2-dev libpango1.0-dev fonts-dejavu-core libyaml-dev libcmark-dev pkg-config chromium chromium-driver)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing Debian packages: ${missing[*]}"
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
# The schema test validates documents with an independent validator: ruamel.yaml (YAML 1.2) and jsonschema;
# the check command's JUnit report is validated with lxml against scripts/junit.xsd.
# selenium drives the system Chromium in the browser tests.
if ! python3 -c 'import jsonschema, ruamel.yaml, lxml, selenium' 2>/dev/null; then
  echo "installing Python packages: jsonschema ruamel.yaml lxml selenium"
  python3 -m pip install --quiet jsonschema ruamel.yaml lxml selenium
fi
