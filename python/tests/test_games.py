"""The closed-form games from Python, against brute force written here."""

from functools import lru_cache
from itertools import product

import pytest

from impartial import (
    Die,
    Error,
    FibonacciNim,
    Nim,
    NimMove,
    Outcome,
    Parity,
    SubtractASquare,
    Subtraction,
    Take,
    Wythoff,
    WythoffMove,
)


@lru_cache(maxsize=None)
def nim_wins(heaps, misere):
    """Whether the player to move wins Nim, by trying every move."""
    if sum(heaps) == 0:
        return misere
    for i, heap in enumerate(heaps):
        for take in range(1, heap + 1):
            after = tuple(sorted(heaps[:i] + (heap - take,) + heaps[i + 1 :]))
            if not nim_wins(after, misere):
                return True
    return False


@lru_cache(maxsize=None)
def wythoff_wins(a, b, misere):
    if a == 0 and b == 0:
        return misere
    afters = [(a - t, b) for t in range(1, a + 1)]
    afters += [(a, b - t) for t in range(1, b + 1)]
    afters += [(a - t, b - t) for t in range(1, min(a, b) + 1)]
    return any(not wythoff_wins(x, y, misere) for x, y in afters)


@pytest.mark.parametrize("misere", [False, True])
def test_nim_outcomes_are_the_brute_force(misere):
    nim = Nim(misere=misere)
    assert nim.misere == misere
    for heaps in product(range(5), repeat=3):
        expected = Outcome.Win if nim_wins(tuple(sorted(heaps)), misere) else Outcome.Loss
        assert nim.outcome(list(heaps)) == expected, heaps
        for move in nim.winning_moves(list(heaps)):
            assert nim.outcome(nim.play(list(heaps), move)) == Outcome.Loss


def test_nim_moves_and_values():
    nim = Nim()
    assert str(nim.outcome([3, 4, 5])) == "win"
    assert nim.winning_moves([3, 4, 5]) == [NimMove(0, 2)]
    assert repr(NimMove(0, 2)) == "NimMove(heap=0, take=2)"
    assert str(NimMove(0, 2)) == "take 2 from heap 0"
    assert nim.play([3, 4, 5], NimMove(0, 2)) == [1, 4, 5]
    assert nim.best_move([1, 1]) is not None
    assert nim.grundy([3, 4, 5]) == 3 ^ 4 ^ 5
    assert nim.outcome([2**64 - 1, 2**64 - 1]) == Outcome.Loss
    assert nim.outcome((1, 2, 3)) == Outcome.Loss  # a tuple is a position too
    assert Nim(misere=True).winning_moves([1, 1, 5]) == [NimMove(2, 4)]
    with pytest.raises(Error):
        Nim(misere=True).grundy([1])


def test_nim_refuses_bad_moves_and_positions():
    nim = Nim()
    with pytest.raises(Error, match="there is no heap 3"):
        nim.play([1, 2], NimMove(3, 1))
    with pytest.raises(Error, match="holds only 2"):
        nim.play([1, 2], NimMove(1, 5))
    with pytest.raises(Error, match="at least one"):
        nim.play([1, 2], NimMove(1, 0))
    with pytest.raises(Error, match="-1"):
        nim.outcome([1, -1])
    with pytest.raises(Error, match=str(2**64)):
        nim.outcome([2**64])
    with pytest.raises(Error):
        NimMove(-1, 1)
    with pytest.raises(TypeError):
        nim.outcome("12")
    with pytest.raises(TypeError):
        nim.outcome([1, "2"])
    with pytest.raises(TypeError):
        nim.outcome(5)
    with pytest.raises(TypeError):
        nim.play([1, 2], "take 1")


@pytest.mark.parametrize("misere", [False, True])
def test_wythoff_outcomes_are_the_brute_force(misere):
    game = Wythoff(misere=misere)
    for a in range(12):
        for b in range(12):
            expected = Outcome.Win if wythoff_wins(a, b, misere) else Outcome.Loss
            assert game.outcome((a, b)) == expected, (a, b)
            for move in game.winning_moves((a, b)):
                assert game.outcome(game.play((a, b), move)) == Outcome.Loss


def test_wythoff_moves_and_errors():
    game = Wythoff()
    assert game.outcome((1, 2)) == Outcome.Loss
    assert game.outcome([3, 5]) == Outcome.Loss
    assert game.play((3, 5), WythoffMove("both", 2)) == (1, 3)
    assert repr(WythoffMove("both", 2)) == "WythoffMove('both', 2)"
    assert str(WythoffMove("first", 3)) == "take 3 from the first heap"
    assert WythoffMove("second", 1) in game.winning_moves((1, 3))
    assert game.best_move((0, 0)) is None
    with pytest.raises(Error, match="two heaps"):
        game.outcome((1, 2, 3))
    with pytest.raises(Error):
        WythoffMove("middle", 1)
    with pytest.raises(Error):
        game.play((3, 5), WythoffMove("both", 4))


def test_subtraction_games():
    bash = Subtraction.bash(3)
    assert [str(bash.outcome(n)) for n in range(5)] == ["loss", "win", "win", "win", "loss"]
    assert bash.winning_moves(6) == [Take(2)]
    assert bash.period == (0, 4)
    assert Subtraction.bash(3, misere=True).outcome(1) == Outcome.Loss
    game = Subtraction([1, 3, 4])
    values = []
    for n in range(40):  # brute force mex
        options = {values[n - s] for s in (1, 3, 4) if s <= n}
        values.append(next(v for v in range(5) if v not in options))
    assert [game.grundy(n) for n in range(40)] == values
    assert game.play(10, Take(3)) == 7
    assert repr(game) == "Subtraction([1, 3, 4])"
    with pytest.raises(Error):
        game.play(10, Take(2))
    with pytest.raises(Error):
        Subtraction([])
    with pytest.raises(Error):
        Subtraction([0, 1])


def test_fibonacci_nim_parity_and_die():
    fib = FibonacciNim()
    assert FibonacciNim.start(10) == (10, 9)
    assert fib.winning_moves(FibonacciNim.start(10)) == [Take(2)]
    assert fib.outcome(fib.play((10, 4), Take(2))) == Outcome.Loss
    assert fib.outcome(FibonacciNim.start(8)) == Outcome.Loss  # a Fibonacci number
    with pytest.raises(Error):
        fib.play((10, 4), Take(5))
    parity = Parity.odd_wins(2)
    assert parity.outcome(Parity.start(4)) == Outcome.Draw
    assert str(parity.outcome(Parity.start(4))) == "draw"
    assert Parity.odd_wins(3).winning_moves(Parity.start(3)) == [Take(3)]
    with pytest.raises(Error):
        Parity.odd_wins(0)
    die = Die()
    assert die.outcome(Die.start(9)) == Outcome.Loss
    assert die.play((14, None), Take(5)) == (9, 5)
    assert die.outcome((9, 5)) == Outcome.Loss
    with pytest.raises(Error, match="faces are 1 to 6"):
        die.outcome((5, 7))
    with pytest.raises(Error):
        die.play((14, None), Take(300))


def test_outcome_is_an_enum_with_words():
    assert [str(o) for o in (Outcome.Win, Outcome.Loss, Outcome.Draw)] == ["win", "loss", "draw"]
    assert Outcome.Win != Outcome.Loss
    assert len({Outcome.Win, Outcome.Win}) == 1


def test_subtract_a_square_is_oeis_a030193_and_the_brute_force():
    solver = SubtractASquare().solver(3000)
    assert len(solver) == 3000
    # OEIS A030193, the losing heaps of subtract-a-square.
    assert solver.losses()[:12] == [0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39]
    wins = []
    for n in range(3000):
        squares = [k * k for k in range(1, int(n**0.5) + 2) if k * k <= n]
        wins.append(any(not wins[n - s] for s in squares))
    assert solver.losses() == [n for n in range(3000) if not wins[n]]
    for n in (34, 35, 2999):
        assert (solver.outcome(n) == Outcome.Win) == wins[n]
        for move in solver.winning_moves(n):
            assert solver.outcome(solver.play(n, move)) == Outcome.Loss
    with pytest.raises(Error, match="3000"):
        solver.outcome(3000)
    with pytest.raises(Error):
        solver.play(10, Take(2))  # not a square


def test_subtract_a_square_progress_can_stop():
    reports = []

    def stop(heaps):
        reports.append(heaps)
        return False

    solver = SubtractASquare().solver(1 << 20, progress=stop)
    assert reports == [1 << 17]
    assert len(solver) == 1 << 17
