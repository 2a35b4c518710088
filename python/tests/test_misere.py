"""Misère play from Python: genus sequences against a brute-force misère mex, misère
quotients against published presentations and a brute-force misère search, the solver's
moves, progress, Ctrl-C and errors."""

import _thread
import itertools
import threading
import time
from functools import lru_cache

import pytest

import impartial
from impartial import BreakMove, Error, Genus, MisereQuotient, Outcome, TakeAndBreak


def mex(values):
    value = 0
    while value in values:
        value += 1
    return value


def heap_moves(digits, n):
    """The heaps a move leaves from a heap of ``n`` of the octal game 0.d1d2..., in the
    library's order (by tokens taken, then no heap, one heap, two heaps by the smaller
    part), each as ``(take, parts)``."""
    moves = []
    for take, digit in enumerate(digits, start=1):
        rest = n - take
        if rest < 0:
            break
        if digit & 1 and rest == 0:
            moves.append((take, ()))
        if digit & 2 and rest > 0:
            moves.append((take, (rest,)))
        if digit & 4 and rest >= 2:
            for small in range(1, rest // 2 + 1):
                moves.append((take, (rest - small, small)))
    return moves


def options(digits, heaps):
    """Every position one move away from the sorted tuple ``heaps``."""
    found = []
    for index, n in enumerate(heaps):
        others = heaps[:index] + heaps[index + 1:]
        for _, parts in heap_moves(digits, n):
            found.append(tuple(sorted(others + parts)))
    return found


def misere_outcomes(digits):
    """Misère outcome of a position (sorted tuple of heaps) by searching every move."""

    @lru_cache(maxsize=None)
    def lost(heaps):
        # No move: the player to move has won (the opponent made the last move).
        return all(not lost(option) for option in options(digits, heaps)) and bool(
            options(digits, heaps)
        )

    return lambda heaps: Outcome.Loss if lost(tuple(sorted(heaps))) else Outcome.Win


KAYLES = [7, 7]


def brute_genus(digits, n, count):
    """``(g, [γ0 … γ(count-1)])`` of a heap of ``n`` by the misère mex: ``γj`` is the
    misère Grundy value of the heap plus ``j`` Nim heaps of two (1 with no move, else the
    mex of the options')."""

    @lru_cache(maxsize=None)
    def normal(heaps):
        return mex({normal(option) for option in options(digits, heaps)})

    @lru_cache(maxsize=None)
    def misere(heaps, nim):
        # `nim`: the Nim heaps (sizes 1 and 2), sorted.
        moves = [misere(option, nim) for option in options(digits, heaps)]
        for index, size in enumerate(nim):
            rest = nim[:index] + nim[index + 1:]
            for left in range(size):
                moves.append(misere(heaps, tuple(sorted(rest + ((left,) if left else ())))))
        return mex(set(moves)) if moves else 1

    heaps = (n,) if n else ()
    return normal(heaps), [misere(heaps, (2,) * j) for j in range(count)]


def test_kayles_genus_is_the_brute_force_misere_mex():
    genera = TakeAndBreak.kayles().genus_sequence(10)
    assert all(isinstance(genus, Genus) for genus in genera)
    for n, genus in enumerate(genera):
        written = genus.gammas
        normal, gammas = brute_genus(KAYLES, n, len(written) + 4)
        assert genus.normal == normal, n
        assert [genus.gamma(j) for j in range(len(gammas))] == gammas, n
        # Written up to where the alternation starts, and no shorter.
        assert written == gammas[: len(written)]
        assert len(written) == 2 or written[-1] != written[-3]
        assert str(genus) == f"{normal}^" + "".join(map(str, written))
        assert repr(genus) == f"<Genus {genus}>"
        assert genus.misere_outcome == (Outcome.Loss if gammas[0] == 0 else Outcome.Win)
    # Winning Ways, chapter 13: Kayles' rows of 0 to 5 pins.
    assert [str(g) for g in genera[:6]] == ["0^120", "1^031", "2^20", "3^31", "1^031", "4^146"]
    assert [g.is_tame for g in genera[:6]] == [True, True, True, True, True, False]
    assert genera[5].gamma(2**64 - 1) == 4 and genera[5].gamma(2**64 - 2) == 6  # 4, 6, 4, …
    assert genera[1] == genera[4] and hash(genera[1]) == hash(genera[4])


def test_genus_of_either_convention_is_the_same():
    kayles = TakeAndBreak.kayles()
    assert [str(g) for g in kayles.misere().genus_sequence(8)] == [
        str(g) for g in kayles.genus_sequence(8)
    ]


def test_the_misere_game_and_its_search():
    kayles = TakeAndBreak.kayles()
    misere = kayles.misere()
    assert misere.is_misere and not kayles.is_misere
    assert misere != kayles and misere.normal() == kayles
    assert repr(misere) == "TakeAndBreak('0.77').misere()"
    assert repr(TakeAndBreak.grundys_game().misere()) == "TakeAndBreak('4.').unequal_splits().misere()"
    search = misere.search()
    assert repr(search) == "<Search of 0.77 (misère)>"
    assert search.outcome([1]) == Outcome.Loss
    assert search.outcome([1, 1]) == Outcome.Win  # nim-sum 0, yet a win
    assert search.winning_moves([3]) == [BreakMove(0, 2, [1])]
    with pytest.raises(Error, match="normal play"):
        misere.nim_sequence(10)


def test_the_quotient_of_0_75_is_r8():
    # Plambeck and Siegel (2008): 0.75's quotient is R8, of order 8 with |P| = 2.
    quotient = TakeAndBreak("0.75").misere_quotient(300)
    assert isinstance(quotient, MisereQuotient)
    assert (quotient.order, quotient.p_count, quotient.is_tame) == (8, 2, False)
    assert str(quotient) == "⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩, P = {a, b²}"
    assert quotient.presentation == str(quotient)
    assert quotient.period is not None
    preperiod, period = quotient.period
    assert quotient.known_heaps < 300  # certified before the limit
    for heap in range(preperiod, 1000):
        assert quotient.element(heap) == quotient.element(heap + period)
    assert quotient.element(10**18) == quotient.element(preperiod + (10**18 - preperiod) % period)
    assert quotient.elements() == [quotient.element(n) for n in range(quotient.known_heaps)]
    names = [quotient.name(quotient.element(n)) for n in range(6)]
    assert names == ["1", "a", "b", "a", "b", "c"]
    assert quotient.names() == [quotient.name(x) for x in range(quotient.order)]
    a, b = quotient.element(1), quotient.element(2)
    assert quotient.product(a, a) == 0 and quotient.is_in_p(a)
    assert quotient.name(quotient.product(b, b)) == "b²"
    assert quotient.product(a, quotient.order) is None and quotient.name(quotient.order) is None
    assert not quotient.is_in_p(2**64 - 1)
    assert repr(quotient).startswith("<MisereQuotient of 0.75: order 8, |P| 2,")


def test_misere_nim_on_heaps_0_to_3_is_t2():
    nim = TakeAndBreak("0.[3]").misere_quotient(3)
    assert (nim.order, nim.p_count, nim.is_tame, nim.period) == (6, 2, True, None)
    assert str(nim) == "⟨a, b | a² = 1, b³ = b⟩, P = {a, b²}"
    assert [nim.name(x) for x in nim.elements()] == ["1", "a", "b", "ab"]
    assert nim.element(4) is None


def multisets(largest, most):
    for count in range(most + 1):
        yield from itertools.combinations_with_replacement(range(1, largest + 1), count)


@pytest.mark.parametrize(
    "code, digits, limit",
    [("0.75", [7, 5], 300), ("0.77", [7, 7], 12), ("0.07", [0, 7], 10), ("0.[3]", [3] * 8, 7)],
)
def test_quotient_outcomes_are_the_brute_force_misere_search(code, digits, limit):
    quotient = TakeAndBreak(code).misere_quotient(limit)
    brute = misere_outcomes(digits)
    largest = min(8, quotient.known_heaps - 1)
    for heaps in multisets(largest, 3):
        assert quotient.outcome(list(heaps)) == brute(heaps), heaps


@pytest.mark.parametrize("code, digits, limit", [("0.75", [7, 5], 300), ("0.07", [0, 7], 10)])
def test_the_solver_wins_as_the_brute_force_search(code, digits, limit):
    solver = TakeAndBreak(code).misere_quotient(limit).solver()
    brute = misere_outcomes(digits)
    for heaps in multisets(7, 3):
        position = list(heaps)
        winning = [
            BreakMove(index, take, list(parts))
            for index, n in enumerate(position)
            for take, parts in heap_moves(digits, n)
            if brute(position[:index] + position[index + 1:] + list(parts)) == Outcome.Loss
        ]
        assert solver.outcome(position) == brute(heaps)
        assert solver.winning_moves(position) == winning, position
        assert solver.winning_moves(position, most=1) == winning[:1]
        best = solver.best_move(position)
        if winning:
            assert best == winning[0]
        else:
            first = next(
                (
                    BreakMove(index, take, list(parts))
                    for index, n in enumerate(position)
                    for take, parts in heap_moves(digits, n)
                ),
                None,
            )
            assert best == first
        for move in winning:
            assert brute(solver.play(position, move)) == Outcome.Loss


def test_winning_moves_from_huge_heaps_follow_the_period():
    quotient = TakeAndBreak("0.75").misere_quotient(300)
    solver = quotient.solver()
    # Past the periodic threshold, the moves listed are every winning move, in the game's
    # order: checked against every move of a heap of a few hundred, by the quotient.
    for position in ([150], [151, 3], [5, 200], [97, 98, 99]):
        winning = [
            BreakMove(index, take, list(parts))
            for index, n in enumerate(position)
            for take, parts in heap_moves([7, 5], n)
            if quotient.outcome(position[:index] + position[index + 1:] + list(parts)) == Outcome.Loss
        ]
        assert solver.winning_moves(position, most=10**6) == winning, position
    # A heap of 10^18 has some 10^18 moves: the answers come at once all the same.
    started = time.monotonic()
    for huge, count in (([10**18], 50), ([10**18, 10**18 + 1], 2), ([2**64 - 1], 50)):
        moves = solver.winning_moves(huge, most=50)
        assert len(moves) == count
        for move in moves:
            assert quotient.outcome(solver.play(huge, move)) == Outcome.Loss
    assert solver.outcome([10**18, 10**18]) == Outcome.Loss
    assert solver.winning_moves([10**18, 10**18]) == []
    assert solver.best_move([10**18, 10**18]) == BreakMove(0, 1, [10**18 - 1])
    assert time.monotonic() - started < 5


def test_progress_can_stop_the_quotient():
    reports = []

    def stop_after_five(progress):
        reports.append(progress)
        return progress.heaps <= 5

    quotient = TakeAndBreak.dawsons_kayles().misere_quotient(100, progress=stop_after_five)
    assert quotient.known_heaps == 6
    # After each heap, and again between the candidates of a heap that enlarges the quotient.
    heaps = [report.heaps for report in reports]
    assert heaps == sorted(heaps) and set(heaps) == {2, 3, 4, 5, 6}
    last = reports[-1]
    assert (last.limit, last.order, last.p_count) == (100, quotient.order, quotient.p_count)
    assert repr(last).startswith("QuotientProgress(heaps=6, limit=100,")


def test_an_exception_in_progress_is_raised():
    class Stop(Exception):
        pass

    def fail(progress):
        raise Stop(progress.heaps)

    with pytest.raises(Stop):
        TakeAndBreak.kayles().misere_quotient(100, progress=fail)


@pytest.mark.parametrize(
    "compute",
    [
        lambda: TakeAndBreak.kayles().genus_sequence(200, max_positions=2**40),
        # Minutes of heaps, each a few milliseconds: Ctrl-C is seen at the next heap.
        lambda: TakeAndBreak("0.[1]").misere_quotient(10**6),
    ],
    ids=["genus", "quotient"],
)
def test_ctrl_c_stops_a_long_computation(compute):
    timer = threading.Timer(0.5, _thread.interrupt_main)
    timer.start()
    started = time.monotonic()
    try:
        with pytest.raises(KeyboardInterrupt):
            compute()  # minutes of work: the interrupt ends it
    finally:
        timer.cancel()
    assert time.monotonic() - started < 30


def test_errors_carry_the_library_message():
    dawson = TakeAndBreak.dawsons_kayles()
    with pytest.raises(Error, match="10 elements"):
        dawson.misere_quotient(10, bound=10)
    nim = TakeAndBreak("0.[3]").misere_quotient(1)
    with pytest.raises(Error, match="holds 2"):
        nim.outcome([1, 2])
    solver = nim.solver()
    for question in (solver.outcome, solver.winning_moves, solver.best_move):
        with pytest.raises(Error, match="holds 2"):
            question([2])
    with pytest.raises(Error, match="holds 2"):
        solver.play([2], BreakMove(0, 1, [1]))
    with pytest.raises(Error):
        solver.play([1], BreakMove(0, 2))
    with pytest.raises(Error, match="100"):
        TakeAndBreak.kayles().genus_sequence(40, max_positions=100)
    with pytest.raises(Error, match="max_seconds"):
        TakeAndBreak.kayles().genus_sequence(4, max_seconds=-1.0)
    with pytest.raises(Error, match="time"):
        TakeAndBreak.kayles().genus_sequence(100, max_seconds=0.0)
    with pytest.raises(Error):
        TakeAndBreak.kayles().misere_quotient(-1)
    with pytest.raises(TypeError):
        TakeAndBreak.kayles().misere_quotient("12")
    assert issubclass(impartial.Error, ValueError)
