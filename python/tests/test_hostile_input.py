"""Hostile input never takes the interpreter down nor hangs it (issue 37, point 8):
arguments that never end are refused past their bound, a search stops on Ctrl-C, a file
that is not a regular file is refused, and a lone surrogate is an impartial.Error."""

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

import impartial
from impartial import BreakMove, Nim, TakeAndBreak, WythoffMove

MOST_ITEMS = 2**20

# The address space of a child that runs hostile input: 3 GB, as the campaign had.
CAP = 3 << 30


def run_capped(code, timeout=120):
    """Runs `code` in a fresh interpreter under an address-space cap of `CAP`."""
    script = textwrap.dedent(
        f"""
        import resource
        resource.setrlimit(resource.RLIMIT_AS, ({CAP}, {CAP}))
        """
    ) + textwrap.dedent(code)
    return subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=timeout
    )


@pytest.mark.parametrize(
    "call",
    [
        "impartial.Nim().outcome(itertools.repeat(1))",
        "impartial.Nim().winning_moves(itertools.count())",
        "impartial.Subtraction(range(2**63))",
        "impartial.TakeAndBreak.subtraction(itertools.repeat(1))",
        "impartial.BreakMove(0, 1, itertools.repeat(1))",
        "impartial.TakeAndBreak.kayles().solver(200).winning_moves([10**18], most=2**64 - 1)",
        "impartial.TakeAndBreak('0.75').misere_quotient(300).solver()"
        ".winning_moves([10**18], most=2**64 - 1)",
        "impartial.TakeAndBreak.kayles().search().outcome(itertools.repeat(1))",
    ],
)
def test_arguments_that_never_end_are_refused_under_a_memory_cap(call):
    done = run_capped(
        f"""
        import itertools
        import impartial
        try:
            {call}
        except (impartial.Error, MemoryError) as error:
            print(type(error).__name__, error)
        else:
            print("answered")
        """
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(("Error", "MemoryError")), done.stdout


def test_the_bound_on_lengths_is_stated_and_kept():
    nim = Nim()
    assert nim.outcome([1] * MOST_ITEMS) == impartial.Outcome.Loss
    with pytest.raises(impartial.Error, match="at most 1048576"):
        nim.outcome([1] * (MOST_ITEMS + 1))
    with pytest.raises(impartial.Error, match="at most 1048576"):
        nim.outcome(iter([1] * (MOST_ITEMS + 1)))
    solver = TakeAndBreak.kayles().solver(200)
    assert len(solver.winning_moves([10**6], most=MOST_ITEMS)) > 0
    with pytest.raises(impartial.Error, match="most"):
        solver.winning_moves([10**6], most=MOST_ITEMS + 1)


def test_a_search_stops_on_ctrl_c_and_stays_usable():
    # Misère Kayles on four rows is searched whole: minutes of work, unless stopped.
    child = subprocess.Popen(
        [
            sys.executable,
            "-c",
            textwrap.dedent(
                """
                import time
                import impartial
                search = impartial.TakeAndBreak.kayles().misere().search(max_positions=2**40)
                print("searching", flush=True)
                start = time.monotonic()
                try:
                    search.outcome([14, 15, 16, 17, 18])
                    print("answered")
                except KeyboardInterrupt:
                    print(f"interrupted after {time.monotonic() - start:.1f} s", flush=True)
                print(search.outcome([1]))
                """
            ),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout.readline() == "searching\n"
        time.sleep(1.5)
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=20)
        waited = time.monotonic() - sent
    finally:
        child.kill()
    assert out.startswith("interrupted after"), (out, err)
    assert waited < 5, waited
    assert out.splitlines()[-1] == "loss", out  # the search is usable after it


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_loading_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "values.nims"
    os.mkfifo(fifo)
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            textwrap.dedent(
                f"""
                import impartial
                try:
                    impartial.TakeAndBreak.load({str(fifo)!r})
                except impartial.Error as error:
                    print("refused:", error)
                """
            ),
        ],
        capture_output=True,
        text=True,
        timeout=10,
    )
    assert done.stdout.startswith("refused:"), (done.stdout, done.stderr)


@pytest.mark.parametrize(
    "call",
    [
        lambda: TakeAndBreak("0.7\udcff"),
        lambda: TakeAndBreak.octal("\udcff"),
        lambda: WythoffMove("first\udcff", 1),
    ],
)
def test_a_lone_surrogate_is_an_impartial_error(call):
    with pytest.raises(impartial.Error, match="lone surrogate"):
        call()


def test_text_still_reads_and_other_types_are_type_errors():
    assert TakeAndBreak("0.77") == TakeAndBreak.kayles()
    assert WythoffMove("both", 2).heaps == "both"
    with pytest.raises(TypeError):
        TakeAndBreak(77)
    assert BreakMove(0, 1, (3, 2)).parts == [3, 2]
