#!/usr/bin/env bash
# Rebuild the hunspell data shipped in cli/wisegen/lang/dictionaries/ from Debian's
# packages (hunspell-fr-classical, hunspell-fr, hunspell-pl). Run as root on Debian 12;
# wisegen itself never downloads anything at run time.
set -euo pipefail
dest="$(cd "$(dirname "$0")/.." && pwd)/cli/wisegen/lang/dictionaries"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download hunspell-fr-classical hunspell-fr hunspell-pl
for deb in *.deb; do dpkg-deb -x "$deb" x; done
mkdir -p "$dest/fr" "$dest/pl"
cp x/usr/share/hunspell/fr.aff x/usr/share/hunspell/fr.dic "$dest/fr/"
cp x/usr/share/doc/hunspell-fr-classical/copyright "$dest/fr/COPYRIGHT"
cp x/usr/share/doc/hunspell-fr/README_dict_fr.txt "$dest/fr/"
cp x/usr/share/hunspell/pl_PL.aff x/usr/share/hunspell/pl_PL.dic "$dest/pl/"
cp x/usr/share/doc/hunspell-pl/copyright "$dest/pl/COPYRIGHT"
echo "dictionaries written to $dest"
