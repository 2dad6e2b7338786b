"""render/in_turn.py: an executor without threads gives what a thread pool gives."""

from __future__ import annotations

import threading

import pytest

from wisegen.render.in_turn import InTurn, executor


def test_a_call_is_made_at_once_in_the_callers_thread():
    ran = []
    with executor(0) as pool:
        future = pool.submit(lambda a, b=0: ran.append(threading.get_ident()) or a + b, 2, b=3)
        assert ran == [threading.get_ident()] and future.done()
    assert future.result() == 5


def test_an_error_is_raised_by_result_as_a_pool_raises_it():
    for pool in (InTurn(), executor(1)):
        with pool:
            future = pool.submit(int, "not a number")
        with pytest.raises(ValueError, match="invalid literal"):
            future.result()
