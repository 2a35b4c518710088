"""Exact solvers for impartial games, from the Rust crate ``impartial``.

The take-and-break engine (every octal and hexadecimal game, Grundy's game) with
certified periods, the closed forms of the named games, solvers for positions, and
misère play (genus sequences, misère quotients). The
values stay in Rust and cross into Python once (``NimSequence.to_numpy``).

Bad input raises :class:`impartial.Error` (a ``ValueError``) with the library's message;
an argument of the wrong type raises ``TypeError``.
"""

from ._impartial import (
    BreakMove,
    Census,
    CensusProgress,
    Die,
    Error,
    FibonacciNim,
    Genus,
    MisereQuotient,
    MisereQuotientSolver,
    Nim,
    NimMove,
    NimSequence,
    Outcome,
    Parity,
    Progress,
    QuotientProgress,
    Search,
    SubtractASquare,
    SubtractASquareSolver,
    Subtraction,
    Take,
    TakeAndBreak,
    TakeAndBreakSolver,
    Wythoff,
    WythoffMove,
)

__all__ = [
    "BreakMove",
    "Census",
    "CensusProgress",
    "Die",
    "Error",
    "FibonacciNim",
    "Genus",
    "MisereQuotient",
    "MisereQuotientSolver",
    "Nim",
    "NimMove",
    "NimSequence",
    "Outcome",
    "Parity",
    "Progress",
    "QuotientProgress",
    "Search",
    "SubtractASquare",
    "SubtractASquareSolver",
    "Subtraction",
    "Take",
    "TakeAndBreak",
    "TakeAndBreakSolver",
    "Wythoff",
    "WythoffMove",
]

__version__ = "0.1.0"
