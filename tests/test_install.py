"""content/ and layouts/ travel inside the wheel and are found outside the checkout."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile

import pytest

from tests.conftest import ROOT


@pytest.mark.slow
def test_wheel_carries_content_and_works_outside_the_checkout(tmp_path):
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels),
                    str(ROOT)], check=True, capture_output=True)
    (wheel,) = wheels.glob("wisegen-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        archive.extractall(tmp_path / "site")
    assert "wisegen/_content/three-wise-words/en.yaml" in names
    assert "wisegen/_content/schemas/header.schema.json" in names
    assert "wisegen/_layouts/fonts/DejaVuSans.ttf" in names
    assert "wisegen/lang/fr/data/hunspell/fr.dic" in names
    for page in ("index.html", "app.js", "views.js", "app.css"):   # serve works offline
        assert f"wisegen/serve/static/{page}" in names
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "site")}
    code = ("import wisegen, wisegen.resources as r; "
            "assert 'site' in wisegen.__file__, wisegen.__file__; "
            "print(r.content_dir()); "
            "from wisegen.games.content import load_pack; "
            "print(len(load_pack(r.content_dir() / 'just-one' / 'en.yaml').data['cards']))")
    result = subprocess.run([sys.executable, "-c", code], cwd=elsewhere, env=env,
                            capture_output=True, text=True, check=True)
    lines = result.stdout.splitlines()
    assert lines[0].endswith("wisegen/_content")
    assert lines[1] == "110"
