#!/usr/bin/env bash
# Rebuild the hunspell data shipped in cli/wisegen/lang/<code>/data/hunspell/ from Debian's
# packages (hunspell-fr-classical, hunspell-fr, hunspell-pl). Run as root on Debian 12;
# wisegen itself never downloads anything at run time.
set -euo pipefail
lang="$(cd "$(dirname "$0")/.." && pwd)/cli/wisegen/lang"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download hunspell-fr-classical hunspell-fr hunspell-pl
for deb in *.deb; do dpkg-deb -x "$deb" x; done
fr="$lang/fr/data/hunspell" pl="$lang/pl/data/hunspell"
mkdir -p "$fr" "$pl"
cp x/usr/share/hunspell/fr.aff x/usr/share/hunspell/fr.dic "$fr/"
cp x/usr/share/doc/hunspell-fr-classical/copyright "$fr/COPYRIGHT"
cp x/usr/share/doc/hunspell-fr/README_dict_fr.txt "$fr/"
cp x/usr/share/hunspell/pl_PL.aff x/usr/share/hunspell/pl_PL.dic "$pl/"
cp x/usr/share/doc/hunspell-pl/copyright "$pl/COPYRIGHT"
echo "dictionaries written to $fr and $pl"
