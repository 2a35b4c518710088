"""The board games from Python (Cram, Chomp, Node Kayles), against the published values and
brute force written here, under both conventions; their positions, moves and errors."""

import _thread
import threading
import time
from functools import lru_cache

import pytest

import impartial
from impartial import (
    Chomp,
    ChompMove,
    Cram,
    Domino,
    Error,
    NodeKayles,
    NodeKaylesMove,
    Outcome,
)

# Dawson's chess, OEIS A002187: the values of the paths of 0, 1, 2, ... vertices.
DAWSONS_CHESS = [
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2,
]


def mex(values):
    values = set(values)
    return next(v for v in range(len(values) + 1) if v not in values)


# ---------------------------------------------------------------------------------------
# Brute force: every position a frozenset of cells (or a tuple of rows), every option tried.
# ---------------------------------------------------------------------------------------


def cram_cells(picture):
    """The empty cells of a picture as (row, col) pairs."""
    rows = picture.replace("/", "\n").split("\n")
    return frozenset((r, c) for r, row in enumerate(rows) for c, cell in enumerate(row) if cell == ".")


def cram_options(empty):
    for r, c in empty:
        for other in ((r, c + 1), (r + 1, c)):
            if other in empty:
                yield empty - {(r, c), other}


@lru_cache(maxsize=None)
def cram_grundy(empty):
    return mex(cram_grundy(option) for option in cram_options(empty))


@lru_cache(maxsize=None)
def cram_misere_wins(empty):
    options = list(cram_options(empty))
    return not options or any(not cram_misere_wins(option) for option in options)


def chomp_options(rows):
    for row, length in enumerate(rows):
        for column in range(length):
            if (row, column) == (0, 0):
                continue
            eaten = tuple(min(n, column) if r >= row else n for r, n in enumerate(rows))
            yield tuple(n for n in eaten if n > 0)


@lru_cache(maxsize=None)
def chomp_grundy(rows):
    return mex(chomp_grundy(option) for option in chomp_options(rows))


@lru_cache(maxsize=None)
def chomp_misere_wins(rows):
    options = list(chomp_options(rows))
    return not options or any(not chomp_misere_wins(option) for option in options)


def grid_neighbours(rows, columns):
    closed = {}
    for r in range(rows):
        for c in range(columns):
            v = r * columns + c
            closed[v] = {v} | {
                rr * columns + cc
                for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                if 0 <= rr < rows and 0 <= cc < columns
            }
    return closed


def node_kayles_grundy(closed):
    @lru_cache(maxsize=None)
    def grundy(left):
        return mex(grundy(left - closed[v]) for v in left)

    return grundy


def node_kayles_misere_wins(closed):
    @lru_cache(maxsize=None)
    def wins(left):
        return not left or any(not wins(left - closed[v]) for v in left)

    return wins


def outcome(wins):
    return Outcome.Win if wins else Outcome.Loss


# ---------------------------------------------------------------------------------------
# Cram
# ---------------------------------------------------------------------------------------


def test_cram_values_are_the_published_ones():
    # P. Beling and M. Rogalski's table of the empty boards.
    for rows, cols, value in [(4, 4, 0), (4, 5, 2), (4, 6, 0), (5, 5, 0), (5, 6, 2)]:
        assert Cram(rows, cols).grundy() == value, (rows, cols)
        assert Cram(cols, rows).grundy() == value, (cols, rows)
    assert Cram(3, 3).outcome() == Outcome.Loss
    assert Cram(3, 3).winning_moves() == []
    # Even by even is lost, even by odd won (the symmetry strategies).
    assert Cram(2, 6).outcome() == Outcome.Loss
    assert Cram(2, 7).outcome() == Outcome.Win


@pytest.mark.parametrize("misere", [False, True])
def test_cram_against_the_brute_force(misere):
    for rows in range(1, 4):
        for cols in range(1, 5):
            cram = Cram(rows, cols, misere=misere)
            assert cram.misere == misere
            pictures = [cram.start(), cram.start().replace(".", "#", 1)]
            if rows * cols > 2:
                pictures.append("#" + cram.start()[1:-1] + "#")
            for picture in pictures:
                empty = cram_cells(picture)
                if misere:
                    expected = outcome(cram_misere_wins(empty))
                else:
                    expected = outcome(cram_grundy(empty) != 0)
                    assert cram.grundy(picture) == cram_grundy(empty), picture
                assert cram.outcome(picture) == expected, (misere, picture)
                winning = cram.winning_moves(picture)
                for move in winning:
                    after = cram.play(picture, move)
                    assert cram.outcome(after) == Outcome.Loss, (picture, str(move))
                best = cram.best_move(picture)
                moves_left = list(cram_options(empty))
                assert (best is None) == (not moves_left)
                if winning:
                    assert best == winning[0]


def test_cram_positions_and_moves():
    cram = Cram(3, 3)
    assert repr(cram) == "Cram(3, 3)"
    assert repr(Cram(3, 3, misere=True)) == "Cram(3, 3, misere=True)"
    assert (cram.rows, cram.cols) == (3, 3)
    assert cram.start() == "...\n...\n..."
    after = cram.play(None, Domino(0, 0))
    assert after == "##.\n...\n..."
    # The same board from a string with `/`, with `x`, or a list of rows; the move as text.
    assert cram.play(".../.../...", "a1-b1") == after
    assert cram.play(["...", "...", "..."], "b1-a1") == after
    assert cram.outcome("xx./.../...") == cram.outcome(after)
    move = Domino(1, 2, down=True)
    assert (move.row, move.col, move.down) == (1, 2, True)
    assert str(move) == "c2-c3"
    assert repr(move) == "Domino(row=1, col=2, down=True)"
    assert Domino.parse("c2-c3") == move
    assert {Domino(0, 0), Domino(0, 0)} == {Domino(0, 0)}
    assert Domino.parse(str(Domino(5, 30))) == Domino(5, 30)


def test_cram_refuses_bad_input():
    with pytest.raises(Error, match=r"invalid board \(0x3\)"):
        Cram(0, 3)
    with pytest.raises(Error, match="at most 64 cells"):
        Cram(9, 9)
    with pytest.raises(Error, match=str(2**64)):
        Cram(2**64, 1)
    cram = Cram(2, 3)
    with pytest.raises(Error, match="not side by side"):
        cram.play(None, "a1-c1")
    with pytest.raises(Error, match="joined by `-`"):
        Domino.parse("a1")
    with pytest.raises(Error, match="does not fit the 2×3 board"):
        cram.play(None, "c1-d1")
    with pytest.raises(Error, match="not empty"):
        cram.play("##./...", "a1-a2")
    with pytest.raises(Error, match="it has 1 rows, not 2"):
        cram.outcome("...")
    with pytest.raises(Error, match="`o` is neither"):
        cram.outcome("..o/...")
    with pytest.raises(Error, match="at most 64 rows"):
        Domino(64, 0)
    with pytest.raises(Error, match="normal play"):
        Cram(2, 3, misere=True).grundy()
    with pytest.raises(TypeError):
        cram.play(None, 7)
    with pytest.raises(TypeError):
        cram.outcome(42)
    with pytest.raises(TypeError):
        cram.outcome(b"...")


# ---------------------------------------------------------------------------------------
# Chomp
# ---------------------------------------------------------------------------------------


def test_chomp_rectangles_are_first_player_wins():
    for rows in range(1, 7):
        for columns in range(1, 8):
            chomp = Chomp(rows, columns)
            expected = Outcome.Loss if (rows, columns) == (1, 1) else Outcome.Win
            assert chomp.outcome() == expected, (rows, columns)
    # The square is won by leaving an L of equal arms (Gale).
    assert Chomp(4, 4).winning_moves() == [ChompMove(1, 1)]
    assert Chomp(4, 4).play(None, ChompMove(1, 1)) == [4, 1, 1, 1]
    # Two rows: leave rows of n and n - 1.
    assert Chomp(2, 6).best_move() == ChompMove(1, 5)


@pytest.mark.parametrize("misere", [False, True])
def test_chomp_against_the_brute_force(misere):
    chomp = Chomp(4, 4, misere=misere)
    staircases = [(a, b, c, d) for a in range(1, 5) for b in range(a + 1) for c in range(b + 1) for d in range(c + 1)]
    for stairs in staircases:
        rows = [n for n in stairs if n > 0]
        if misere:
            expected = outcome(chomp_misere_wins(tuple(rows)))
        else:
            expected = outcome(chomp_grundy(tuple(rows)) != 0)
            assert chomp.grundy(rows) == chomp_grundy(tuple(rows)), rows
        assert chomp.outcome(rows) == expected, (misere, rows)
        for move in chomp.winning_moves(rows):
            assert chomp.outcome(chomp.play(rows, move)) == Outcome.Loss


def test_chomp_positions_and_moves():
    chomp = Chomp(3, 5)
    assert repr(chomp) == "Chomp(3, 5)"
    assert (chomp.rows, chomp.columns, chomp.misere) == (3, 5, False)
    assert chomp.start() == [5, 5, 5]
    assert chomp.play(None, "eat (1, 2)") == [5, 2, 2]
    assert chomp.play([5, 2, 2], "0 3") == [3, 2, 2]
    assert chomp.play((5, 5, 5), ChompMove(2, 0)) == [5, 5]
    move = ChompMove(2, 3)
    assert (move.row, move.column) == (2, 3)
    assert str(move) == "eat (2, 3)"
    assert repr(move) == "ChompMove(row=2, column=3)"
    assert ChompMove.parse("eat (2, 3)") == move == ChompMove.parse("2 3")
    # The poison alone: no move, lost (won under misère play).
    assert chomp.best_move([1]) is None
    assert chomp.outcome([1]) == Outcome.Loss
    assert Chomp(3, 5, misere=True).outcome([1]) == Outcome.Win


def test_chomp_refuses_bad_input():
    with pytest.raises(Error, match=r"invalid board \(0×3\)"):
        Chomp(0, 3)
    with pytest.raises(Error, match="rows \\+ columns must be at most 64"):
        Chomp(40, 40)
    chomp = Chomp(3, 3)
    with pytest.raises(Error, match="do not grow"):
        chomp.outcome([2, 3])
    with pytest.raises(Error, match="poison's row"):
        chomp.outcome([])
    with pytest.raises(Error, match="poison is never eaten"):
        chomp.play(None, ChompMove(0, 0))
    with pytest.raises(Error, match="no square is left there"):
        chomp.play(None, "5 5")
    with pytest.raises(Error, match="row and column"):
        ChompMove.parse("eat (1)")
    with pytest.raises(Error, match="normal play"):
        Chomp(3, 3, misere=True).grundy()
    with pytest.raises(Error, match="-1"):
        chomp.outcome([3, -1])
    with pytest.raises(TypeError):
        chomp.outcome("3 3 3")


# ---------------------------------------------------------------------------------------
# Node Kayles
# ---------------------------------------------------------------------------------------


def test_node_kayles_paths_are_dawsons_chess():
    values = [NodeKayles.path(n).grundy() for n in range(len(DAWSONS_CHESS))]
    assert values == DAWSONS_CHESS
    # A path is the grid of one row, and a graph given by its edges.
    for n in range(1, 20):
        edges = [(v, v + 1) for v in range(n - 1)]
        assert NodeKayles.grid(1, n).grundy() == DAWSONS_CHESS[n]
        assert NodeKayles(n, edges).grundy() == DAWSONS_CHESS[n]


@pytest.mark.parametrize("misere", [False, True])
def test_node_kayles_grids_against_the_brute_force(misere):
    for rows, columns in [(2, 2), (2, 3), (3, 3), (2, 5), (3, 4)]:
        grid = NodeKayles.grid(rows, columns, misere=misere)
        closed = grid_neighbours(rows, columns)
        for v in range(rows * columns):
            assert grid.neighbours(v) == sorted(closed[v] - {v})
        closed = {v: frozenset(n) for v, n in closed.items()}
        everything = frozenset(range(rows * columns))
        some = frozenset([0, 2, 3])
        if misere:
            wins = node_kayles_misere_wins(closed)
            assert grid.outcome() == outcome(wins(everything)), (rows, columns)
            assert grid.outcome(some) == outcome(wins(some)), (rows, columns)
        else:
            grundy = node_kayles_grundy(closed)
            assert grid.grundy() == grundy(everything), (rows, columns)
            assert grid.grundy(some) == grundy(some), (rows, columns)
            assert grid.outcome() == outcome(grundy(everything) != 0)
        for move in grid.winning_moves():
            assert grid.outcome(grid.play(None, move)) == Outcome.Loss


def test_node_kayles_positions_and_moves():
    grid = NodeKayles.grid(3, 3)
    assert repr(grid) == "NodeKayles.grid(3, 3)"
    assert repr(NodeKayles.path(5, misere=True)) == "NodeKayles.path(5, misere=True)"
    star = NodeKayles(4, [(0, 1), (0, 2), (0, 3)])
    assert repr(star) == "NodeKayles(4, [(0, 1), (0, 2), (0, 3)])"
    assert star.grundy() == 1
    assert grid.vertices == 9
    assert grid.vertex_at(1, 1) == 4
    assert grid.vertex_at(3, 0) is None
    assert star.vertex_at(0, 0) is None
    assert grid.start() == list(range(9))
    # Picking the centre leaves the four corners, worth 1 each: a loss.
    corners = grid.play(None, NodeKaylesMove(4))
    assert corners == [0, 2, 6, 8]
    assert grid.outcome(corners) == Outcome.Loss
    assert grid.outcome({0, 2, 6, 8}) == Outcome.Loss  # a set is a position too
    assert grid.play(corners, "pick vertex 8") == [0, 2, 6]
    assert grid.play(corners, "2") == [0, 6, 8]
    move = NodeKaylesMove(7)
    assert (move.vertex, str(move), repr(move)) == (7, "pick vertex 7", "NodeKaylesMove(7)")
    assert NodeKaylesMove.parse("pick vertex 7") == move == NodeKaylesMove.parse("7")
    assert grid.best_move([]) is None
    assert NodeKayles.grid(3, 3, misere=True).outcome([]) == Outcome.Win


def test_node_kayles_refuses_bad_input():
    with pytest.raises(Error, match=r"invalid grid \(0×3\)"):
        NodeKayles.grid(0, 3)
    with pytest.raises(Error, match="at most 64 vertices"):
        NodeKayles.grid(9, 9)
    with pytest.raises(Error, match="at most 64 vertices"):
        NodeKayles.path(65)
    with pytest.raises(Error, match="a loop"):
        NodeKayles(3, [(1, 1)])
    with pytest.raises(Error, match="the vertices are 0 to 2"):
        NodeKayles(3, [(0, 3)])
    with pytest.raises(Error, match="a pair of vertices"):
        NodeKayles(3, [(0, 1, 2)])
    with pytest.raises(TypeError):
        NodeKayles(3, 5)
    grid = NodeKayles.grid(2, 2)
    with pytest.raises(Error, match="vertices 0 to 3"):
        grid.outcome([0, 4])
    with pytest.raises(Error, match="vertices 0 to 3"):
        grid.play(None, NodeKaylesMove(9))
    with pytest.raises(Error, match="has been removed"):
        grid.play([0], "3")
    with pytest.raises(Error, match="`seven` is not a vertex"):
        grid.play(None, "seven")
    with pytest.raises(Error, match="normal play"):
        NodeKayles.grid(2, 2, misere=True).grundy()


# ---------------------------------------------------------------------------------------
# Long searches
# ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "game, small",
    [
        # Misère positions are searched whole: hours of work from the start, unless
        # stopped. The small position has one move, the last: it loses.
        (Cram(8, 8, misere=True), "..######" + "/########" * 7),
        (NodeKayles.grid(8, 8, misere=True), [0]),
    ],
    ids=["cram", "node-kayles"],
)
def test_ctrl_c_stops_a_search_and_the_game_stays_usable(game, small):
    timer = threading.Timer(0.5, _thread.interrupt_main)
    timer.start()
    started = time.monotonic()
    try:
        with pytest.raises(KeyboardInterrupt):
            game.outcome()
    finally:
        timer.cancel()
    assert time.monotonic() - started < 30
    assert game.outcome(small) == Outcome.Loss


def test_a_game_is_searched_once_and_remembers():
    cram = Cram(5, 5)
    assert cram.grundy() == 0
    started = time.monotonic()
    for _ in range(100):
        assert cram.grundy() == 0
    assert time.monotonic() - started < 5
    assert isinstance(impartial.Cram(5, 7), Cram)
