#!/usr/bin/env bash
# Set up and run every test on a fresh machine: the Debian packages the browser tests
# need (chromium, chromium-driver; only when missing), the venv, wisegen with its test
# extra, then ruff and mypy (either failing fails the run, before the slow part), then
# pytest on every core (pytest-xdist; a file's tests stay on one worker, since some share
# a module's browser and server) with this script's arguments. `.ci/run` runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-driver >/dev/null
fi
python3 -m venv .venv
.venv/bin/pip install -q -e '.[test]'
.venv/bin/ruff check cli tests scripts bench
.venv/bin/mypy  # files and strictness per folder: [tool.mypy] in pyproject.toml
.venv/bin/python -m pytest -n auto --dist loadfile "$@"
