"""Nothing a caller passes crashes the interpreter: every method, given every kind of bad
argument, returns or raises TypeError or impartial.Error (IndexError for a sequence)."""

import itertools

import pytest

import impartial
from impartial import (
    BreakMove,
    Die,
    FibonacciNim,
    Nim,
    NimMove,
    Parity,
    SubtractASquare,
    Subtraction,
    Take,
    TakeAndBreak,
    Wythoff,
    WythoffMove,
)

BAD = [
    -1,
    -(2**70),
    2**64,
    2**200,
    1.5,
    float("nan"),
    None,
    "",
    "12",
    "0.7\udcff",
    b"12",
    [],
    [-1],
    [2**64],
    [1, "2"],
    [[1]],
    (1, 2, 3),
    (2**64, 0),
    (1, None),
    (1, 7),
    (1, 2**64),
    (1, True, "x"),
    {1: 2},
    object(),
    Take(2**64 - 1),
    NimMove(2**40, 1),
    WythoffMove("both", 2**64 - 1),
    BreakMove(2**40, 1, [1]),
]

ALLOWED = (TypeError, impartial.Error, IndexError)


def objects():
    kayles = TakeAndBreak.kayles()
    return [
        Nim(),
        Nim(misere=True),
        Wythoff(),
        Subtraction([1, 3, 4]),
        Subtraction.bash(2**64 - 1),
        FibonacciNim(),
        Parity.odd_wins(3),
        Die(),
        kayles,
        kayles.nim_sequence(100),
        kayles.solver(100),
        TakeAndBreak.grundys_game().solver(50),
        kayles.search(max_positions=1000),
        SubtractASquare().solver(100),
        SubtractASquare(),
        kayles.misere(),
        kayles.misere().search(max_positions=1000),
        kayles.genus_sequence(3)[2],
        TakeAndBreak("0.75").misere_quotient(300),
        TakeAndBreak("0.75").misere_quotient(300).solver(),
        kayles.misere_quotient(10).solver(),
    ]


METHODS = ["outcome", "winning_moves", "best_move", "grundy", "play", "__getitem__",
           "nim_sequence", "solver", "search", "save", "extended", "genus_sequence",
           "misere_quotient", "gamma", "element", "name", "product", "is_in_p"]


def test_every_method_refuses_bad_arguments_with_a_python_exception(tmp_path):
    for target in objects():
        for name in METHODS:
            method = getattr(target, name, None)
            if method is None:
                continue
            for argument in BAD:
                arguments = [(argument,), (argument, argument), ([3, 4], argument), ((3, 4), argument)]
                for args in arguments:
                    if name == "save" and isinstance(argument, str):
                        continue  # a string is a path
                    try:
                        method(*args)
                    except ALLOWED:
                        pass


def test_constructors_refuse_bad_arguments():
    constructors = [TakeAndBreak, TakeAndBreak.subtraction, Subtraction, Subtraction.bash,
                    Parity.odd_wins, Parity.even_wins, Take, NimMove, WythoffMove, BreakMove,
                    Nim, Wythoff, TakeAndBreak.load]
    for constructor, argument in itertools.product(constructors, BAD):
        for args in [(argument,), (argument, argument), (0, argument)]:
            try:
                constructor(*args)
            except ALLOWED:
                pass
            except OSError:  # a path that is no file
                pytest.fail(f"{constructor} raised OSError for {args!r}")
