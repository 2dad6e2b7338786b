"""The hostile corpus: argument lists that once crashed, hung or ate memory.

Each case is (name, argv, allowed exit codes). In argv, `{h}` is this folder (the
hostile files beside this module), `{tmp}` a fresh temporary folder, `{fifo}` a FIFO in
it, `{big-alias}` a 1.9 MB pack holding 999 aliases of one 1.9 MB string, and
`{batch}` a batch file of hostile lines. A `bytes` item is passed to the program as raw
(non-UTF-8) bytes. Exit 1 is allowed only where the answer is a real "no" (an invalid
pack, an invalid clue); anything a user typed wrong is exit 2.
"""

from __future__ import annotations

TWW = ["print", "-g", "3ww", "--out", "{tmp}/kit"]
DIGITS = "9" * 5000
LONG_WORD = "a" * 500
ROLL = "W K D Z G * O A ~ ~"

CASES: list[tuple[str, list[str | bytes], set[int]]] = [
    # files that are not files, or too big
    ("validate /dev/zero", ["pack", "validate", "/dev/zero"], {1}),
    ("validate /dev/urandom", ["pack", "validate", "/dev/urandom"], {1}),
    ("validate a FIFO", ["pack", "validate", "{fifo}"], {1}),
    ("print --pack /dev/zero", [*TWW, "--pack", "/dev/zero"], {2}),
    ("print --layout a FIFO", [*TWW, "--layout", "{fifo}"], {2}),
    ("grid /dev/zero", ["score", "thricewise", "--grid", "/dev/zero", "--place",
                        "the Forest@1,1"], {2}),
    ("game file /dev/zero", ["score", "3ww", "--game-file", "/dev/zero"], {2}),
    ("check clue --pack /dev/zero", ["check", "clue", "-g", "3ww", "-s", "cat", "dog",
                                     "--pack", "/dev/zero"], {2}),
    ("alias of a 1.9 MB string", ["pack", "validate", "{big-alias}"], {1}),
    # sizes without bound
    ("card 0.01 mm", [*TWW, "--card", "0.01x0.01", "--bleed", "0"], {2}),
    ("track of 100,000 spaces", [*TWW, "--layout", "{h}/layout-track-100000.yaml"], {2}),
    ("track 1 m a space", [*TWW, "--layout", "{h}/layout-track-wide.yaml"], {2}),
    ("box size .inf", [*TWW, "--layout", "{h}/layout-size-inf.yaml"], {2}),
    ("box size 1e300", [*TWW, "--layout", "{h}/layout-size-1e300.yaml"], {2}),
    ("box size 1,000,000", [*TWW, "--layout", "{h}/layout-size-million.yaml"], {2}),
    ("13 Words board gap 1e9", ["print", "-g", "13-words", "--only", "board", "--out",
                                "{tmp}/kit", "--layout", "{h}/layout-13w-board-gap.yaml"], {2}),
    ("paper 100 m", [*TWW, "--layout", "{h}/layout-paper-huge.yaml"], {2}),
    ("mark width 1e9", [*TWW, "--layout", "{h}/layout-mark-width.yaml"], {2}),
    ("offset 1 km in a layout", [*TWW, "--layout", "{h}/layout-offset-million.yaml"], {2}),
    ("pawns 1 m", [*TWW, "--layout", "{h}/layout-pawns-huge.yaml"], {2}),
    ("dice tab 1 m", ["print", "-g", "mistrz", "--out", "{tmp}/kit", "--layout",
                      "{h}/layout-dice-tab.yaml"], {2}),
    # issue 33: parts that drew off their card or sheet, or without count
    ("token 1e-300 mm", ["print", "-g", "13-words", "--only", "token", "--out", "{tmp}/kit",
                         "--layout", "{h}/layout-token-tiny.yaml"], {2}),
    ("1,000 pawn colours", [*TWW, "--layout", "{h}/layout-pawns-1000.yaml"], {2}),
    ("word box at x 290", ["print", "-g", "just-one", "--out", "{tmp}/kit", "--layout",
                           "{h}/layout-word-off-card.yaml"], {2}),
    ("tents 300 mm wide", ["print", "-g", "just-one", "--only", "tents", "--out",
                           "{tmp}/kit", "--layout", "{h}/layout-tents-wide.yaml"], {2}),
    ("wheel inner over outer", ["print", "-g", "13-words", "--only", "wheels", "--out",
                                "{tmp}/kit", "--layout", "{h}/layout-wheels-inverted.yaml"],
     {2}),
    ("layout /dev/zero", [*TWW, "--layout", "/dev/zero"], {2}),
    ("card of zero size in a layout", [*TWW, "--layout", "{h}/layout-card-zero.yaml"], {2}),
    # numbers that are not numbers
    ("--card nanxnan", [*TWW, "--card", "nanxnan"], {2}),
    ("--offset-x nan", [*TWW, "--offset-x", "nan"], {2}),
    ("--offset-x inf", [*TWW, "--offset-x", "inf"], {2}),
    ("--offset-x 1e308", [*TWW, "--offset-x", "1e308"], {2}),
    ("--offset-y 1e6", [*TWW, "--offset-y", "1e6"], {2}),
    ("bleed .nan in a layout", [*TWW, "--layout", "{h}/layout-bleed-nan.yaml"], {2}),
    ("margin .inf in a layout", [*TWW, "--layout", "{h}/layout-margin-inf.yaml"], {2}),
    ("5000-digit integer in a pack", ["pack", "validate", "{h}/huge-integer.yaml"], {1}),
    ("5000-digit cell", ["score", "thricewise", "--grid", "{h}/grid-huge-cell.yaml",
                         "--place", "the Forest@1,2"], {2}),
    ("5000-digit --place", ["score", "thricewise", "--grid", "{h}/grid-huge-cell.yaml",
                            "--place", f"the Forest@{DIGITS},1"], {2}),
    ("5000-digit target", ["score", "mistrz", "--game-file",
                           "{h}/mistrz-game-huge-target.yaml"], {2}),
    # recursion
    ("extends chain of 3000", [*TWW, "--layout", "{h}/layout-extends-3000.yaml"], {2}),
    ("500-letter word with a roll", ["check", "word", LONG_WORD, "--roll", ROLL], {2}),
    ("500-letter solve roll", ["solve", "--roll", "A " * 250], {2}),
    # text that is not text
    ("lone surrogate in a pack", ["pack", "validate", "{h}/lone-surrogate.yaml"], {1}),
    ("non-UTF-8 clue", ["check", "clue", "-g", "just-one", "--secret", "cat",
                        b"ca\xfft"], {2}),
    ("non-UTF-8 secret", ["check", "clues", "--secret", b"\xff", "cat"], {2}),
    ("non-UTF-8 match", ["check", "match", b"ca\xfft", "cat"], {2}),
    ("non-UTF-8 root", ["check", "root", "cat", b"\xfe\xff"], {2}),
    ("non-UTF-8 score", ["score", "3ww", "--found", "--writer", b"\xff", "b", "c"], {2}),
    ("ESC in a pack word", ["pack", "validate", "{h}/esc-word.yaml"], {1}),
    ("control character in a clue", ["check", "clue", "-g", "just-one", "-s", "cat",
                                     "ca\x1b]0;owned\x07t"], {2}),
    # rules that bent
    ("Cyrillic a in avec", ["check", "clue", "-g", "3ww", "--lang", "fr", "--secret",
                            "marteau", "rime", "\u0430vec"], {1}),
    ("zero-width space in avec", ["check", "clue", "-g", "3ww", "--lang", "fr", "--secret",
                                  "marteau", "rime", "a\u200bvec"], {1}),
    ("pack new --lang with a newline", ["pack", "new", "--game", "just-one", "--lang",
                                        "fr\nkind: deck"], {2}),
    ("score 3ww --lang xx", ["score", "3ww", "--lang", "xx", "--found", "--writer", "a", "b",
                             "c"], {2}),
    ("300 clues", ["check", "clues", "--secret", "cat", *["dog"] * 300], {2}),
    # a trailing slash names a folder
    ("print --out slash.pdf/", ["print", "-g", "3ww", "--out", "{tmp}/slash.pdf/"], {2}),
    ("pack new --out p.yaml/", ["pack", "new", "--game", "just-one", "--out",
                                "{tmp}/p.yaml/"], {2}),
    ("pack new --out a FIFO", ["pack", "new", "--game", "just-one", "--force", "--out",
                               "{fifo}"], {2}),
    # a batch of bad lines is answered line by line
    ("hostile batch", ["check", "batch", "{batch}"], {0}),
]
