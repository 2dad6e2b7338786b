#!/usr/bin/env bash
# Rebuild the Atkinson Hyperlegible fonts shipped in layouts/fonts/ (roles `legible` and
# `legible-bold`, render/fonts.py) from PyPI's fontpkg-atkinson-hyperlegible 1.6 (the
# Braille Institute's 2020 release, SIL OFL 1.1). wisegen never downloads anything at run
# time; this script is how the files in the repository were made.
set -euo pipefail
fonts="$(cd "$(dirname "$0")/.." && pwd)/layouts/fonts"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
python3 -m pip download --no-deps --quiet fontpkg-atkinson-hyperlegible==1.6 -d .
python3 -m zipfile -e fontpkg_atkinson_hyperlegible-1.6-py3-none-any.whl x
src=x/fontpkg_atkinson_hyperlegible
cp "$src/files/AtkinsonHyperlegible-Regular.ttf" "$src/files/AtkinsonHyperlegible-Bold.ttf" \
   "$fonts/"
cp "$src/LICENSE" "$fonts/LICENSE-AtkinsonHyperlegible.txt"
echo "Atkinson Hyperlegible written to $fonts"
