"""The take-and-break engine from Python: published values and periods, the sequence
protocol, numpy, files, progress and errors."""

import _thread
import sys
import threading

import pytest

import impartial
from impartial import BreakMove, Error, Outcome, TakeAndBreak

# OEIS A002186, Kayles (0.77), from a row of 0.
KAYLES = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
    1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8,
    1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
    4, 1, 2, 8, 1, 4, 7, 2, 1,
]

# OEIS A002187, Dawson's chess (0.137), from a heap of 0; Dawson's Kayles (0.07) has
# these values shifted by one ("Octal game .07 (Dawson's Kayles) has values a(n-1)").
DAWSONS_CHESS = [
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2,
    7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
    0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2,
    1, 1, 0, 4,
]

# OEIS A002188, Grundy's game, from a heap of 0.
GRUNDY = [
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1,
    2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2,
    4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3,
    5, 2, 3, 5, 2, 3, 5, 2, 3,
]


def mex(values):
    value = 0
    while value in values:
        value += 1
    return value


def brute_force_octal(digits, count):
    """Grundy values of an octal game with the digits d1 d2 ... of 0.d1d2..., by every move."""
    values = []
    for n in range(count):
        options = set()
        for take, digit in enumerate(digits, start=1):
            rest = n - take
            if rest < 0:
                break
            if digit & 1 and rest == 0:
                options.add(0)
            if digit & 2 and rest > 0:
                options.add(values[rest])
            if digit & 4:
                for small in range(1, rest // 2 + 1):
                    options.add(values[small] ^ values[rest - small])
        values.append(mex(options))
    return values


def test_values_are_oeis_a002186_a002187_a002188():
    assert TakeAndBreak.kayles().nim_sequence(len(KAYLES))[: len(KAYLES)] == KAYLES
    chess = TakeAndBreak.dawsons_chess().nim_sequence(len(DAWSONS_CHESS))
    assert list(chess) == DAWSONS_CHESS
    dawson = TakeAndBreak.dawsons_kayles().nim_sequence(1 + len(DAWSONS_CHESS))
    assert [dawson[n + 1] for n in range(len(DAWSONS_CHESS))] == DAWSONS_CHESS
    assert list(TakeAndBreak.grundys_game().nim_sequence(len(GRUNDY))) == GRUNDY


@pytest.mark.parametrize("code, digits", [("0.77", [7, 7]), ("0.137", [1, 3, 7]), ("0.6", [6]), ("0.4", [4]), ("0.3122", [3, 1, 2, 2])])
def test_values_are_the_brute_force_mex(code, digits):
    values = TakeAndBreak(code).nim_sequence(60)
    count = min(60, len(values))
    assert values[:count] == brute_force_octal(digits, count)


@pytest.mark.parametrize(
    "game, period",
    [
        (TakeAndBreak.kayles(), (71, 12)),  # OEIS A002186
        (TakeAndBreak.dawsons_kayles(), (53, 34)),  # A002187 shifted by one
        (TakeAndBreak.dawsons_chess(), (52, 34)),  # OEIS A002187, last exception at 51
    ],
)
def test_published_periods_are_certified_and_answer_any_heap(game, period):
    values = game.nim_sequence(1 << 20)
    assert values.period == period
    preperiod, length = period
    assert len(values) < 1 << 20  # stopped once certified
    for heap in [10**6, 2**63, 2**64 - 1]:
        assert values[heap] == values[preperiod + (heap - preperiod) % length]


def test_octal_16_has_preperiod_105351_and_period_149459():
    # Gangolli and Plambeck (1989), as the library's tests have it.
    values = TakeAndBreak("0.16").nim_sequence(1 << 21)
    assert values.period == (105_351, 149_459)
    assert values.largest_value == 23
    assert values[229_790] == 23


def test_a_sequence_without_a_period_answers_only_the_heaps_computed():
    values = TakeAndBreak.grundys_game().nim_sequence(100)
    assert values.period is None
    assert len(values) == 100
    assert values[99] == values[:][-1]
    with pytest.raises(IndexError, match="heap 100 is not known"):
        values[100]
    with pytest.raises(IndexError, match="negative"):
        values[-1]
    with pytest.raises(IndexError, match="beyond"):
        values[2**64]
    with pytest.raises(TypeError):
        values["3"]
    assert values[10:20] == GRUNDY[10:20]
    assert values[::-1][:3] == [values[99], values[98], values[97]]


def test_to_numpy_is_one_array_of_the_values_width():
    np = pytest.importorskip("numpy")
    values = TakeAndBreak.grundys_game().nim_sequence(1000)
    array = values.to_numpy()
    assert array.dtype == np.uint16
    assert values.bytes_per_value == 2
    assert array.tolist() == list(values)
    array[0] = 7  # writable, and a copy: the sequence is unchanged
    assert values[0] == 0


def test_to_numpy_without_numpy_says_how_to_get_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "numpy", None)  # as if it were not installed
    values = TakeAndBreak.kayles().nim_sequence(10)
    with pytest.raises(ImportError, match="pip install numpy"):
        values.to_numpy()
    assert list(values) == KAYLES[:10]  # the rest works without it


def test_wider_values_give_a_wider_array():
    np = pytest.importorskip("numpy")
    # Grundy's game's values stay below 2^16 far beyond what a test computes; the values
    # of 0.[7] (line erasing) are the heap sizes, past 2^16 from heap 65,536.
    values = TakeAndBreak.line_erasing().nim_sequence(65_600)
    assert values.bytes_per_value == 4
    array = values.to_numpy()
    assert array.dtype == np.uint32
    assert array[65_599] == 65_599
    assert (array == np.arange(65_600, dtype=np.uint32)).all()


def test_save_and_load_round_trip(tmp_path):
    path = tmp_path / "kayles.nims"
    values = TakeAndBreak.kayles().nim_sequence(1000)
    values.save(path)
    loaded = TakeAndBreak.load(path, verify=True)
    assert list(loaded) == list(values)
    assert loaded.period == (71, 12)
    assert loaded.game == TakeAndBreak.kayles()
    loaded.verify()
    grundy = TakeAndBreak.grundys_game().nim_sequence(300)
    grundy.save(str(tmp_path / "grundy.nims"))
    assert list(TakeAndBreak.load(str(tmp_path / "grundy.nims"))) == list(grundy)
    assert TakeAndBreak.load(tmp_path / "grundy.nims").game.has_unequal_splits


def test_a_corrupt_or_missing_file_is_an_error(tmp_path):
    path = tmp_path / "kayles.nims"
    TakeAndBreak.kayles().nim_sequence(1000).save(path)
    data = bytearray(path.read_bytes())
    data[60] ^= 1
    path.write_bytes(bytes(data))
    with pytest.raises(Error, match="corrupt file"):
        TakeAndBreak.load(path)
    with pytest.raises(Error, match="could not open"):
        TakeAndBreak.load(tmp_path / "nothing.nims")
    with pytest.raises(TypeError):
        TakeAndBreak.load(42)


def test_progress_can_stop_and_the_sequence_resumes():
    reports = []

    def stop_at_first(progress):
        reports.append(progress)
        return False

    values = TakeAndBreak.grundys_game().nim_sequence(1 << 18, progress=stop_at_first)
    assert len(values) == 1 << 16
    assert (reports[0].heaps, reports[0].limit) == (1 << 16, 1 << 18)
    assert len(reports) == 1
    # Returning None (or True) goes on.
    more = values.extended(1 << 17, progress=lambda progress: None)
    assert len(more) == 1 << 17
    assert more[: 1 << 16] == values[:]


def test_an_exception_in_progress_stops_and_is_raised():
    class Stop(Exception):
        pass

    def fail(progress):
        raise Stop(progress.heaps)

    with pytest.raises(Stop):
        TakeAndBreak.grundys_game().nim_sequence(1 << 18, progress=fail)


def test_ctrl_c_stops_a_long_computation():
    timer = threading.Timer(0.5, _thread.interrupt_main)
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            # Half a minute of work, or more: the interrupt ends it at the next report.
            TakeAndBreak.grundys_game().nim_sequence(1 << 22)
    finally:
        timer.cancel()


def test_bad_codes_and_limits_are_errors():
    with pytest.raises(Error, match=r"invalid code \(0.7x7\)"):
        TakeAndBreak("0.7x7")
    assert issubclass(Error, ValueError)
    with pytest.raises(Error):
        TakeAndBreak.octal("0.8")
    with pytest.raises(TypeError):
        TakeAndBreak(77)
    with pytest.raises(Error, match=r"-1"):
        TakeAndBreak.kayles().nim_sequence(-1)
    with pytest.raises(Error, match=str(2**64)):
        TakeAndBreak.kayles().nim_sequence(2**64)
    with pytest.raises(TypeError):
        TakeAndBreak.kayles().nim_sequence(1.5)
    with pytest.raises(Error):
        TakeAndBreak.subtraction([])


def test_the_solver_answers_positions_of_several_heaps():
    solver = TakeAndBreak.kayles().solver(1000)
    value = solver.sequence
    assert solver.grundy([3, 5]) == 3 ^ 4
    assert solver.outcome([3, 5]) == Outcome.Win
    assert str(solver.outcome([20, 20])) == "loss"  # mirror
    far = [2**64 - 1, 7]
    moves = solver.winning_moves(far, most=5)
    assert 0 < len(moves) <= 5
    for move in moves:
        assert solver.outcome(solver.play(far, move)) == Outcome.Loss
    assert solver.best_move([0]) is None
    assert solver.play([5], BreakMove(0, 1, [2, 2])) == [2, 2]
    assert repr(BreakMove(0, 1, [2, 2])) == "BreakMove(heap=0, take=1, parts=[2, 2])"
    assert str(BreakMove(0, 1, [2, 2])) == "take 1 from heap 0, leaving 2 and 2"
    assert value[5] == 4


def test_the_solver_refuses_unknown_heaps_and_bad_moves():
    solver = TakeAndBreak.grundys_game().solver(100)
    with pytest.raises(Error, match="heap 1 holds 100"):
        solver.outcome([5, 100])
    with pytest.raises(Error):
        solver.play([5], BreakMove(0, 0, [3, 3]))  # equal parts in Grundy's game
    with pytest.raises(Error):
        solver.play([5], BreakMove(3, 0, [4, 1]))  # no heap 3
    with pytest.raises(Error):
        BreakMove(0, 1, [1, 1, 1, 1])
    with pytest.raises(Error):
        solver.outcome([-3])
    with pytest.raises(TypeError):
        solver.outcome([[3]])
    with pytest.raises(TypeError):
        solver.play([5], (0, 1))


def test_names_and_reprs():
    assert repr(TakeAndBreak.kayles()) == "TakeAndBreak('0.77')"
    assert repr(TakeAndBreak.grundys_game()) == "TakeAndBreak('4.').unequal_splits()"
    assert TakeAndBreak.grundys_game().code == "4."
    assert TakeAndBreak("0.77") == TakeAndBreak.kayles()
    assert len({TakeAndBreak("0.77"), TakeAndBreak.kayles()}) == 1
    assert TakeAndBreak.subtraction([1, 3, 4]).code == "0.3033"
    assert impartial.__version__


@pytest.mark.parametrize("code", ["0.77", "0.137", "4.", "0.16", "0.6"])
def test_the_search_agrees_with_the_engine(code):
    game = TakeAndBreak(code)
    solver = game.solver(40)
    search = game.search()
    for position in ([], [7], [3, 5], [12, 9, 4], [20, 20], [13, 6, 6, 1]):
        assert search.grundy(position) == solver.grundy(position), position
        assert search.outcome(position) == solver.outcome(position), position
        assert set(search.winning_moves(position)) == set(solver.winning_moves(position)), position
        move = search.best_move(position)
        if move is not None:
            assert search.play(position, move) == solver.play(position, move)
    assert search.solved_positions > 0


def test_the_search_is_bounded():
    search = TakeAndBreak.grundys_game().search(max_positions=100)
    with pytest.raises(Error, match="limit reached"):
        search.outcome([10**6])
    assert search.outcome([5]) == Outcome.Win  # still usable
    with pytest.raises(Error, match="max_seconds"):
        TakeAndBreak.kayles().search(max_seconds=-1.0)
    with pytest.raises(Error, match="max_seconds"):
        TakeAndBreak.kayles().search(max_seconds=float("nan"))
    timed = TakeAndBreak.grundys_game().search(max_positions=2**40, max_seconds=0.2)
    with pytest.raises(Error, match="limit reached"):
        timed.outcome([10**5])
