"""`wisegen check batch` answers every line, in order, whatever the line holds.

Each hostile line sits between valid ones in one batch; the batch must answer it with
its own error and go on. The reader works on bytes with a per-line cap, so an endless
line (/dev/zero) is skipped in bounded memory, and it answers as it reads (streams).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from wisegen.cli import app
from wisegen.core.limits import BATCH_LINE_BYTES, JSON_DEPTH

WISEGEN = Path(sys.executable).parent / "wisegen"


def _request(id_: str, **extra) -> bytes:
    body = {"id": id_, "check": "root", "lang": "en", "words": ["actor", "actress"], **extra}
    return json.dumps(body).encode("utf-8")


def _nested(depth: int) -> bytes:
    return b'{"id": "deep", "check": "root", "x": ' + b"[" * depth + b"]" * depth + b"}"


VALID = "same_root"
"""What a valid root request's answer holds."""

# (what the line is, its bytes, the start of its answer's error or None when it is valid)
HOSTILE = [
    ("first line, UTF-8 BOM", b"\xef\xbb\xbf" + _request("first"), None),
    ("deeply nested array", b'{"id": "n", "x": ' + b"[" * 20000 + b"]" * 20000 + b"}",
     "line 2: nested deeper than"),
    ("nested one past the limit", _nested(JSON_DEPTH), "line 3: nested deeper than"),
    ("nested at the limit", _nested(JSON_DEPTH - 1), "words must be"),
    ("lone surrogate", b'{"id": "s", "check": "root", "words": ["\\ud800", "a"]}',
     "line 5: a string holds a lone surrogate"),
    ("lone surrogate in a key", b'{"id": "k", "\\udfff": 1}',
     "line 6: a string holds a lone surrogate"),
    ("surrogate pair is text", _request("pair", words=["\U0001f600", "x"]), None),
    ("non-UTF-8 byte", b'{"id": "ca\xfft", "check": "root"}', "line 8: not UTF-8"),
    ("UTF-16", '{"id": "u16", "check": "root"}'.encode("utf-16"), "line 9: not UTF-8"),
    ("huge integer", b'{"id": 1' + b"0" * 5000 + b"}", "line 10: not JSON (an integer"),
    ("infinite number", b'{"id": 1e999}', "line 11: not JSON (the number"),
    ("NaN", b'{"id": NaN}', "line 12: not JSON (NaN"),
    ("not an object", b'["check", "root"]', "line 13: a request must be a JSON object"),
    ("not JSON", b"{check: root", "line 14: not JSON"),
    ("over-long line", b'{"id": "long", "x": "' + b"a" * (3 * BATCH_LINE_BYTES) + b'"}',
     f"line 15: longer than {BATCH_LINE_BYTES} bytes"),
    ("long word with a roll", json.dumps(
        {"id": "word", "check": "word", "game": "mistrz-slowa", "word": "a" * 10000,
         "roll": "W K D Z G * O A ~ ~"}).encode(), ""),
    ("unknown check", b'{"id": "u", "check": "nope"}', "unknown check"),
    ("BOM after the first line", b"\xef\xbb\xbf" + _request("bom2"), "line 18: not JSON"),
    ("a control character alone (not JSON white space)", b"\x1c", "line 19: not JSON"),
    ("last line, no newline", _request("last"), None),
]


def _batch() -> bytes:
    return b"\n".join(line for _, line, _ in HOSTILE)


def _check_answers(stdout: str) -> None:
    answers = [json.loads(line) for line in stdout.splitlines()]
    assert len(answers) == len(HOSTILE), stdout[:2000]
    for (what, _, error), reply in zip(HOSTILE, answers, strict=True):
        if error is None:
            assert VALID in reply and "error" not in reply, (what, reply)
        else:
            assert reply["error"].startswith(error) or error in reply["error"], (what, reply)


def test_every_hostile_line_gets_its_own_answer_in_order(tmp_path):
    batch = tmp_path / "hostile.jsonl"
    batch.write_bytes(_batch())
    result = CliRunner().invoke(app, ["check", "batch", str(batch)])
    assert result.exit_code == 0, result.output
    assert result.exception is None
    _check_answers(result.stdout)
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert [a.get("id") for a in answers][-4:] == ["u", None, None, "last"]


def test_stdin_is_read_as_bytes_too():
    result = CliRunner().invoke(app, ["check", "batch", "-"], input=_batch())
    assert result.exit_code == 0, result.output
    _check_answers(result.stdout)


def test_blank_lines_get_no_answer_and_count_for_line_numbers(tmp_path):
    batch = tmp_path / "blank.jsonl"
    batch.write_bytes(_request("a") + b"\n\n   \r\n{oops\n" + _request("b") + b"\n")
    result = CliRunner().invoke(app, ["check", "batch", str(batch)])
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [line.get("id") for line in lines] == ["a", None, "b"]
    assert lines[1]["error"].startswith("line 4: not JSON")


def test_a_line_of_exactly_the_cap_is_read(tmp_path):
    head = b'{"id": "cap", "check": "nope", "pad": "'
    line = head + b"x" * (BATCH_LINE_BYTES - len(head) - 2) + b'"}'
    assert len(line) == BATCH_LINE_BYTES
    batch = tmp_path / "cap.jsonl"
    batch.write_bytes(line + b"\n" + line + b"x\n" + _request("after") + b"\n")
    result = CliRunner().invoke(app, ["check", "batch", str(batch)])
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert lines[0]["id"] == "cap" and "unknown check" in lines[0]["error"]
    assert lines[1]["error"] == f"line 2: longer than {BATCH_LINE_BYTES} bytes"
    assert lines[2]["id"] == "after" and VALID in lines[2]


def _peak_rss_kib(pid: int) -> int:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(next(line.split()[1] for line in status.splitlines()
                    if line.startswith("VmHWM:")))


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs /proc")
def test_dev_zero_is_skipped_in_bounded_memory():
    """One endless line: answered at once as too long, then skipped without growing."""
    proc = subprocess.Popen([str(WISEGEN), "check", "batch", "/dev/zero"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        first = proc.stdout.readline()
        assert json.loads(first)["error"] == f"line 1: longer than {BATCH_LINE_BYTES} bytes"
        early = _peak_rss_kib(proc.pid)
        time.sleep(1.5)  # some gigabytes of zeros go by
        assert proc.poll() is None
        late = _peak_rss_kib(proc.pid)
        assert late - early < 8 * 1024, (early, late)
        assert late < 200 * 1024
    finally:
        proc.kill()
        proc.wait()


def test_answers_stream_before_the_input_ends():
    """The first answer arrives while stdin is still open: nothing waits for the end."""
    proc = subprocess.Popen([str(WISEGEN), "check", "batch", "-"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env={**os.environ, "PYTHONUNBUFFERED": "0"})
    try:
        proc.stdin.write(_request("one") + b"\n")
        proc.stdin.flush()
        assert json.loads(proc.stdout.readline())["id"] == "one"
        proc.stdin.write(b"\xff\n" + _request("two") + b"\n")
        proc.stdin.close()
        rest = [json.loads(line) for line in proc.stdout.read().splitlines()]
        assert rest[0]["error"].startswith("line 2: not UTF-8")
        assert rest[1]["id"] == "two"
        assert proc.wait(timeout=30) == 0
    finally:
        proc.kill()
        proc.wait()


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12)
_REQUESTS = st.fixed_dictionaries(
    {"check": st.sampled_from(["clue", "clues", "match", "root", "word", "solve", "roll",
                               "nope"])},
    optional={"game": st.sampled_from(["just-one", "3ww", "mistrz-slowa", "x"]),
              "lang": st.sampled_from(["en", "fr", "pl", "xx"]), "secret": _JSON,
              "clues": _JSON, "words": _JSON, "word": _JSON, "roll": _JSON, "id": _JSON})
_LINES = st.one_of(
    st.binary(max_size=120),
    _JSON.map(lambda v: json.dumps(v).encode()),
    _REQUESTS.map(lambda v: json.dumps(v, ensure_ascii=False).encode("utf-8", "replace")),
).map(lambda line: line.replace(b"\n", b" ").replace(b"\r", b" "))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_LINES, max_size=6))
@example([b"\x0b"])  # a vertical tab is not JSON white space: an error line
def test_any_lines_are_answered_one_each_and_the_batch_goes_on(lines):
    batch = b"\n".join([_request("start"), *lines, _request("end")]) + b"\n"
    result = CliRunner().invoke(app, ["check", "batch", "-"], input=batch)
    assert result.exit_code == 0 and result.exception is None, result.output
    # JSON Lines split on "\n" only: an answer may hold U+0085 or U+2028 unescaped.
    answers = [json.loads(line) for line in result.stdout.split("\n")[:-1]]
    assert answers[0].get("id") == "start" and answers[-1].get("id") == "end"
    assert len(answers) == 2 + sum(not _blank(line) for line in lines)
    assert all(isinstance(a, dict) and a for a in answers)


def _blank(line: bytes) -> bool:
    try:
        return not line.decode("utf-8").strip(" \t\r\n")  # JSON's white space only
    except UnicodeDecodeError:
        return False
