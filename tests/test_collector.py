"""core/collector.py: a command runs the cyclic collector rarely, over what it made itself,
and garbage in cycles is still collected (a long `wisegen serve` must not grow)."""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = r"""
import gc, json, sys
runs = [0, 0, 0]
gc.callbacks.append(lambda phase, info: phase == "stop"
                    and runs.__setitem__(info["generation"], runs[info["generation"]] + 1))
import wisegen.cli
from wisegen.commands.app import app
wisegen.cli.settle()
frozen = gc.get_freeze_count()
class Node:
    def __init__(self):
        self.me = self
import weakref
probe = Node()
gone = weakref.ref(probe)
del probe
for _ in range(200_000):
    [].append(None)  # allocations, so the youngest generation's threshold is passed
    Node()
print(json.dumps({"threshold": gc.get_threshold(), "frozen": frozen,
                  "runs": runs, "collected": gone() is None}))
"""


def _probe() -> dict:
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                          check=True, timeout=120)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_command_line_collects_rarely_and_never_walks_its_modules_again():
    seen = _probe()
    assert seen["threshold"][0] == 10_000  # Python's default is 700
    assert seen["threshold"][1:] == [10, 10]  # the older generations keep Python's ratios
    assert seen["frozen"] > 10_000  # the modules' objects, out of the collector's walks


def test_cyclic_garbage_made_after_start_up_is_still_collected():
    seen = _probe()
    assert seen["collected"]  # a self-referencing object, dropped, is freed
    assert seen["runs"][0] >= 10  # 200,000 cycles made: the youngest generation ran
