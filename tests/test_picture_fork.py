"""render/picture_fork.py: a long image export drawn by a forked child and this process
gives the pictures one process gives, in order; a child that fails costs only time."""

from __future__ import annotations

import os

import pytest

from tests.pdfimage import png_scanlines
from wisegen.games.registry import get_game
from wisegen.render import picture_fork, picture_stream
from wisegen.render.picture_stream import chunked, stream_pictures
from wisegen.render.pictures import face_picture
from wisegen.usecases.printing import PrintRequest, build_kit

DPI = 100


@pytest.fixture(scope="module")
def faces():
    """Just One's fronts at 100 dpi: several chunks, one backdrop."""
    kit, _ctx = build_kit(PrintRequest(get_game("just-one")))
    cards = kit.cards("cards")
    return [face_picture(card.front, card.width, card.height, card.bleed, DPI)
            for card in cards[:60]]


@pytest.fixture
def one_chunk_at_a_time(monkeypatch):
    monkeypatch.setattr(picture_stream, "CHUNK", 7)


def _drawn(faces, monkeypatch, folder, fork: bool, progress=None) -> list:
    """The faces drawn with an empty picture cache of their own (none read from
    another run's), forking or not: each PNG's header and scanlines (the deflater may
    choose other bytes for the same pixels, `tests/pdfimage.png_scanlines`)."""
    monkeypatch.setenv("WISEGEN_CACHE_DIR", str(folder))
    monkeypatch.setattr(picture_fork, "can_fork", lambda: fork)
    return [png_scanlines(png) for png in stream_pictures(faces, progress)]


def test_two_processes_draw_the_same_pngs_in_order(faces, monkeypatch, one_chunk_at_a_time,
                                                    tmp_path):
    assert len(chunked(faces)) > 2
    alone = _drawn(faces, monkeypatch, tmp_path / "alone", fork=False)
    forks = []
    real_fork = os.fork

    def counted() -> int:
        forks.append(1)
        return real_fork()

    monkeypatch.setattr(picture_fork.os, "fork", counted)
    steps: list[int] = []
    together = _drawn(faces, monkeypatch, tmp_path / "together", True, steps.append)
    assert forks == [1]
    assert sum(steps) == len(faces)  # the child's pictures are counted too
    assert together == alone


def test_each_process_draws_in_one_thread_only_when_two_draw(faces, monkeypatch,
                                                             one_chunk_at_a_time, tmp_path):
    """Forked, both processes lay out, draw and encode in their drawing thread alone (no
    encoder or layout thread: `_draw_chunks`' `shared`); alone, the process starts them."""
    import threading

    notes = tmp_path / "threads.txt"
    real_draw = picture_stream._draw_chunks

    def noted(chunks, progress, shared, finish):
        for png in real_draw(chunks, progress, shared, finish=finish):
            others = sorted({t.name.split("_")[0] for t in threading.enumerate()
                             if t.name.startswith("ThreadPoolExecutor")})
            with open(notes, "a") as note:  # the child's lines too
                note.write(f"{os.getpid()} {shared} {','.join(others) or '-'}\n")
            yield png

    monkeypatch.setattr(picture_stream, "_draw_chunks", noted)
    _drawn(faces, monkeypatch, tmp_path / "together", fork=True)
    lines = [line.split() for line in notes.read_text().splitlines()]
    assert len({pid for pid, *_ in lines}) == 2 and len(lines) == len(faces)
    assert {(shared, threads) for _, shared, threads in lines} == {("True", "-")}
    notes.unlink()
    _drawn(faces, monkeypatch, tmp_path / "alone", fork=False)
    lines = [line.split() for line in notes.read_text().splitlines()]
    assert {shared for _, shared, _ in lines} == {"False"}
    assert all(threads != "-" for *_, threads in lines)


def test_a_failing_child_costs_only_time(faces, monkeypatch, one_chunk_at_a_time,
                                         tmp_path):
    alone = _drawn(faces, monkeypatch, tmp_path / "alone", fork=False)
    parent = os.getpid()
    real_draw = picture_stream._draw_chunks

    def fails_in_the_child(chunks, progress, shared, finish):
        if os.getpid() != parent:
            raise OSError("the child could not draw")
        return real_draw(chunks, progress, shared, finish=finish)

    monkeypatch.setattr(picture_stream, "_draw_chunks", fails_in_the_child)
    assert _drawn(faces, monkeypatch, tmp_path / "failed", fork=True) == alone


def test_an_export_stopped_early_leaves_no_child(faces, monkeypatch, one_chunk_at_a_time,
                                                 tmp_path):
    monkeypatch.setenv("WISEGEN_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(picture_fork, "can_fork", lambda: True)
    children = []
    real_fork = os.fork

    def remembered() -> int:
        child = real_fork()
        if child:
            children.append(child)
        return child

    monkeypatch.setattr(picture_fork.os, "fork", remembered)
    stream = iter(stream_pictures(faces))
    next(stream)
    stream.close()  # the writer stopped: an error, or Ctrl-C
    assert children
    with pytest.raises(ChildProcessError):
        os.waitpid(children[0], os.WNOHANG)  # reaped already


def test_only_a_lone_thread_forks(monkeypatch):
    import threading

    monkeypatch.setattr(threading, "active_count", lambda: 2)
    assert not picture_fork.can_fork()
    monkeypatch.setattr(threading, "active_count", lambda: 1)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    assert picture_fork.can_fork()


def test_no_process_to_be_had_draws_everything_here(faces, monkeypatch, one_chunk_at_a_time,
                                                    tmp_path):
    alone = _drawn(faces, monkeypatch, tmp_path / "alone", fork=False)

    def refused() -> int:
        raise BlockingIOError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(picture_fork.os, "fork", refused)
    assert _drawn(faces, monkeypatch, tmp_path / "refused", fork=True) == alone


def test_each_chunk_is_taken_once_and_in_increasing_order_by_each_process():
    tickets = picture_fork._Tickets(7)
    chunks = [[index] for index in range(7)]
    first, second = (picture_fork._Claims(chunks, tickets) for _ in range(2))
    drawn_first, drawn_second = first.mine(), second.mine()
    taken = [next(drawn_first), next(drawn_second), next(drawn_second), next(drawn_first)]
    assert taken == [[0], [1], [2], [3]]
    assert not first.is_mine(1) and not first.is_mine(2)
    assert first.is_mine(4)  # taken by asking: the next number left was 4
    assert second.is_mine(5) and not first.is_mine(5)
    assert list(drawn_first) == [[4], [6]]  # 4, which it holds, then 6, the last left
    assert first.is_mine(6) and not second.is_mine(6)
    assert list(drawn_second) == [[5]]
    tickets.close()


def test_the_faster_process_draws_more_chunks(faces, monkeypatch, one_chunk_at_a_time,
                                              tmp_path):
    """The chunks are not halved beforehand: a child slowed down leaves most of them to
    the parent (with every other chunk each, the parent drew 5 of 9), and the pictures
    are the same."""
    import time

    alone = _drawn(faces, monkeypatch, tmp_path / "alone", fork=False)
    parent, drawn_here = os.getpid(), []
    real_draw = picture_stream._draw_chunks

    def slow_child(chunks, progress, shared, finish):
        def taken():
            for chunk in chunks:
                if os.getpid() == parent:
                    drawn_here.append(chunk)
                else:
                    time.sleep(0.5)
                yield chunk
        return real_draw(taken(), progress, shared, finish=finish)

    monkeypatch.setattr(picture_stream, "_draw_chunks", slow_child)
    assert _drawn(faces, monkeypatch, tmp_path / "slow", fork=True) == alone
    assert len(chunked(faces)) == 9 and len(drawn_here) >= 7


def test_a_child_failing_after_a_chunk_leaves_the_rest_to_the_parent(
        faces, monkeypatch, one_chunk_at_a_time, tmp_path):
    alone = _drawn(faces, monkeypatch, tmp_path / "alone", fork=False)
    parent = os.getpid()
    real_draw = picture_stream._draw_chunks

    def fails_later(chunks, progress, shared, finish):
        pngs = real_draw(chunks, progress, shared, finish=finish)
        if os.getpid() == parent:
            return pngs

        def some():
            for sent, png in enumerate(pngs):
                if sent == 10:  # a chunk and a half
                    raise OSError("the child's disk is full")
                yield png
        return some()

    monkeypatch.setattr(picture_stream, "_draw_chunks", fails_later)
    assert _drawn(faces, monkeypatch, tmp_path / "failed", fork=True) == alone


def test_an_error_drawing_in_the_parent_reaches_the_caller(faces, monkeypatch,
                                                           one_chunk_at_a_time, tmp_path):
    """The parent's chunks are drawn in a thread: its error is raised to the export all
    the same, and no thread or child is left behind."""
    import threading

    monkeypatch.setenv("WISEGEN_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(picture_fork, "can_fork", lambda: True)
    parent = os.getpid()
    real_draw = picture_stream._draw_chunks

    def fails_here(chunks, progress, shared, finish):
        if os.getpid() == parent:
            raise MemoryError("no memory for the pixels")
        return real_draw(chunks, progress, shared, finish=finish)

    monkeypatch.setattr(picture_stream, "_draw_chunks", fails_here)
    with pytest.raises(MemoryError, match="no memory"):
        list(stream_pictures(faces))
    assert not [t for t in threading.enumerate() if t.name.startswith("wisegen-picture")]


def test_more_chunks_than_a_pipe_holds_are_drawn_here(monkeypatch):
    """Past `MAX_CHUNKS` the chunks' numbers would not fit the pipe unread: no fork."""
    monkeypatch.setattr(picture_fork, "MAX_CHUNKS", 3)

    def refused() -> int:
        raise AssertionError("forked")

    monkeypatch.setattr(picture_fork.os, "fork", refused)
    drawn = picture_fork.drawn_in_two([[b"a"], [b"b"], [b"c"], [b"d"]],
                                      lambda chunks, _progress, _shared: (png for chunk in chunks
                                                                 for png in chunk), None)
    assert list(drawn) == [b"a", b"b", b"c", b"d"]
