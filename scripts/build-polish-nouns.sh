#!/usr/bin/env bash
# Rebuild cli/wisegen/games/mistrz_slowa/data/nouns-pl.txt.xz, the Polish noun list the
# Mistrz Słowa solver searches. Needs Debian's hunspell-tools for `unmunch` (fetched with
# apt-get download when it is not installed; run on Debian 12) and the project's venv
# with morfeusz2 installed (.venv/bin/pip install -e '.[test]'). Takes about 3 minutes.
# wisegen itself never downloads anything at run time.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dict="$root/cli/wisegen/lang/pl/data/hunspell"
python="${PYTHON:-$root/.venv/bin/python}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
unmunch="$(command -v unmunch || true)"
if [ -z "$unmunch" ]; then
  (cd "$work" && apt-get download hunspell-tools >/dev/null && dpkg-deb -x hunspell-tools_*.deb x)
  unmunch="$work/x/usr/bin/unmunch"
fi
# The shipped dictionary is ISO-8859-2; unmunch writes every form it can expand.
"$unmunch" "$dict/pl_PL.dic" "$dict/pl_PL.aff" 2>/dev/null \
  | iconv -f ISO-8859-2 -t UTF-8 > "$work/candidates.txt"
"$python" "$root/scripts/build-polish-nouns.py" "$work/candidates.txt" "$@"
