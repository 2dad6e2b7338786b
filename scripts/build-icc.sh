#!/usr/bin/env bash
# Extract the CMYK output profile shipped in layouts/icc/ (render/cmyk.py, the PDF/X-1a
# writer's OutputIntent) from Debian's scribus-data package (bookworm 1.5.8+dfsg-4):
# basICColor's ISO Coated v2 300% (FOGRA39 characterisation, total ink 300 %),
# ISOcoated_v2_300_bas.icc, under the zlib/libpng licence (Debian's copyright file says
# "Copyright: 2007-2010 basICColor GmbH / License: zlib"), with its licence text beside it.
# wisegen never downloads anything at run time; this script is how the files were made.
set -euo pipefail
icc="$(cd "$(dirname "$0")/.." && pwd)/layouts/icc"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download scribus-data=1.5.8+dfsg-4
dpkg-deb -x scribus-data_*.deb x
src=x/usr/share/scribus/profiles
cp "$src/ISOcoated_v2_300_bas.icc" "$icc/"
cp "$src/ISOcoated_v2_300_bas.txt" "$icc/LICENSE-ISOcoated_v2_300_bas.txt"
sha256sum "$icc/ISOcoated_v2_300_bas.icc"
echo "ISO Coated v2 300% written to $icc"
