"""Type stubs of ``impartial``: the classes of the extension module ``impartial._impartial``."""

import os
from typing import Callable, ClassVar, final, Iterator, List, Optional, Sequence, Tuple, Union, overload

__version__: str
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

_Path = Union[str, "os.PathLike[str]"]
_Heaps = Sequence[int]
"""A position of several heaps: a list (or tuple, or any iterable but a string) of ints from
0 to 2**64 - 1, at most 2**20 of them; ``Error`` past that, so that an argument that never
ends is refused. A set of amounts, a move's parts and ``most=`` have the same bound."""

class Error(ValueError):
    """Bad input: the message is the Rust library's, naming the offending value."""

@final
class Outcome:
    """The outcome for the player about to move; ``str()`` gives ``win``, ``loss``, ``draw``."""

    Win: ClassVar[Outcome]
    Loss: ClassVar[Outcome]
    Draw: ClassVar[Outcome]

@final
class Progress:
    """What a long computation reports, every 65,536 heaps and at the end."""

    @property
    def heaps(self) -> int: ...
    @property
    def limit(self) -> int: ...
    @property
    def largest_value(self) -> int: ...
    @property
    def rare_heaps(self) -> int: ...

_ProgressCallback = Callable[[Progress], Optional[bool]]
"""Called at each report; returning ``False`` stops the computation (the values so far are
kept), raising stops it and raises. Ctrl-C raises ``KeyboardInterrupt``."""

# ---------------------------------------------------------------------------------------
# The take-and-break engine
# ---------------------------------------------------------------------------------------

@final
class TakeAndBreak:
    """An octal or hexadecimal game from its code (``"0.77"``, ``"4."``, ``"0.[7]"``)."""

    def __new__(cls, code: str) -> TakeAndBreak:
        """``Error`` for a code that does not read (a lone surrogate in it too)."""
    @staticmethod
    def octal(code: str) -> TakeAndBreak: ...
    @staticmethod
    def kayles() -> TakeAndBreak: ...
    @staticmethod
    def dawsons_kayles() -> TakeAndBreak: ...
    @staticmethod
    def dawsons_chess() -> TakeAndBreak: ...
    @staticmethod
    def double_kayles() -> TakeAndBreak: ...
    @staticmethod
    def officers() -> TakeAndBreak: ...
    @staticmethod
    def circular_nim_rows() -> TakeAndBreak: ...
    @staticmethod
    def line_erasing() -> TakeAndBreak: ...
    @staticmethod
    def grundys_game() -> TakeAndBreak: ...
    @staticmethod
    def subtraction(amounts: Sequence[int]) -> TakeAndBreak:
        """The subtraction game on ``amounts`` (at most 2**20 of them), as its octal code."""
    def unequal_splits(self) -> TakeAndBreak: ...
    def misere(self) -> TakeAndBreak:
        """The same game under misère play: whoever makes the last move loses. ``search()``
        then answers misère outcomes; ``nim_sequence`` and ``solver`` raise ``Error``."""
    def normal(self) -> TakeAndBreak:
        """The same game under normal play (every code is read so): undoes ``misere()``."""
    @property
    def is_misere(self) -> bool: ...
    @property
    def code(self) -> str: ...
    @property
    def has_unequal_splits(self) -> bool: ...
    @property
    def is_octal(self) -> bool: ...
    @property
    def can_certify_period(self) -> bool: ...
    def nim_sequence(
        self, limit: int, progress: Optional[_ProgressCallback] = None
    ) -> NimSequence:
        """The values of heaps ``0..limit``, stopping once a period is certified."""
    def census(
        self,
        heaps: int,
        threads: Optional[int] = None,
        memory: Optional[int] = None,
        checkpoint: Optional[_Path] = None,
        progress: Optional[_CensusProgressCallback] = None,
    ) -> Census:
        """The count of each value of heaps ``0..heaps`` in bounded ``memory`` (48 MiB by
        default), on ``threads`` threads (every core by default), saving ``checkpoint`` at
        an interval, when stopped and at the end; ``Error`` when a heap needs a value it
        dropped, naming the memory that goes on (``Census.resume(checkpoint).extended``)."""
    def solver(
        self, limit: int, progress: Optional[_ProgressCallback] = None
    ) -> TakeAndBreakSolver: ...
    def search(
        self, max_positions: int = 10_000_000, max_seconds: Optional[float] = None
    ) -> Search:
        """The generic memoized search on positions of this game (either convention),
        bounded, and stopped by Ctrl-C."""
    def genus_sequence(
        self, limit: int, max_positions: int = 1048576, max_seconds: Optional[float] = None
    ) -> List[Genus]:
        """The genus of each heap ``0..limit`` (either convention), storing at most
        ``max_positions`` sums of heaps and spending at most ``max_seconds``; ``Error`` past
        either, ``KeyboardInterrupt`` on Ctrl-C."""
    def misere_quotient(
        self,
        limit: int,
        bound: int = 4096,
        progress: Optional[_QuotientProgressCallback] = None,
    ) -> MisereQuotient:
        """The misère quotient of the positions made of heaps ``0..=limit``, stopping once
        the pretending function's period is certified; ``Error`` past ``bound`` elements."""
    @staticmethod
    def load(path: _Path, verify: bool = False) -> NimSequence:
        """A sequence saved by ``NimSequence.save``; ``verify=True`` recomputes every value."""

@final
class NimSequence:
    """The Grundy values of single heaps, and the certified period when there is one.

    ``s[n]`` answers any heap once a period is certified, else heaps below ``len(s)``;
    ``IndexError`` otherwise and for negative indices. Slices give lists of the values
    computed; iteration yields the values computed."""

    @property
    def game(self) -> TakeAndBreak: ...
    @property
    def period(self) -> Optional[Tuple[int, int]]:
        """``(preperiod, period)`` once certified, else ``None``."""
    @property
    def bytes_per_value(self) -> int: ...
    @property
    def largest_value(self) -> int: ...
    def __len__(self) -> int: ...
    @overload
    def __getitem__(self, heap: int, /) -> int: ...
    @overload
    def __getitem__(self, heaps: slice, /) -> List[int]: ...
    def __iter__(self) -> Iterator[int]: ...
    def to_numpy(self):  # -> numpy.ndarray of uint16, uint32 or uint64
        """The values computed as a numpy array (one copy); ``ImportError`` without numpy."""
    def verify(self) -> None:
        """Recomputes every value; raises ``Error`` naming the first wrong heap."""
    def extended(
        self, limit: int, progress: Optional[_ProgressCallback] = None
    ) -> NimSequence: ...
    def save(self, path: _Path) -> None: ...
    def solver(self) -> TakeAndBreakSolver: ...

@final
class CensusProgress:
    """What a census reports, every 65,536 heaps and at the end."""

    @property
    def heaps(self) -> int: ...
    @property
    def limit(self) -> int: ...
    @property
    def largest_value(self) -> int: ...
    @property
    def rare_heaps(self) -> int: ...
    @property
    def heaps_per_second(self) -> float: ...
    @property
    def eta(self) -> Optional[float]:
        """Seconds left at the rate so far, ``None`` when it cannot be told."""

_CensusProgressCallback = Callable[[CensusProgress], Optional[bool]]
"""Called at each report; returning ``False`` stops the census (it is returned as far as it
got, and its checkpoint saved), raising stops it and raises. Ctrl-C raises
``KeyboardInterrupt``."""

@final
class Census:
    """The count of each value of a nim-sequence over heaps ``0..heaps``, computed in bounded
    memory, with the largest value and its first heap, the rare heaps and masks of the
    sparse-space method, and the period when one is certified."""

    @property
    def game(self) -> TakeAndBreak: ...
    @property
    def heaps(self) -> int: ...
    @property
    def computed(self) -> int: ...
    @property
    def histogram(self):  # -> numpy.ndarray of uint64
        """The count of each value, a numpy array of ``uint64``; ``ImportError`` without numpy."""
    @property
    def largest_value(self) -> int: ...
    @property
    def largest_value_heap(self) -> int: ...
    @property
    def rare_heaps(self) -> List[Tuple[int, int]]: ...
    @property
    def masks(self) -> Tuple[Optional[int], Optional[int]]: ...
    @property
    def period(self) -> Optional[Tuple[int, int]]: ...
    @property
    def memory(self) -> int: ...
    def extended(
        self,
        heaps: int,
        threads: Optional[int] = None,
        memory: Optional[int] = None,
        checkpoint: Optional[_Path] = None,
        progress: Optional[_CensusProgressCallback] = None,
    ) -> Census:
        """A copy gone on to ``heaps`` (in its own memory unless ``memory`` is given)."""
    def save(self, path: _Path) -> None: ...
    @staticmethod
    def resume(path: _Path) -> Census:
        """The census saved at ``path``, checked; ``Error`` for a damaged or forged file."""
    def __eq__(self, other: object, /) -> bool: ...

@final
class BreakMove:
    """Take ``take`` tokens from the heap at index ``heap``, leaving the heaps ``parts``."""

    def __new__(cls, heap: int, take: int, parts: Sequence[int] = ...) -> BreakMove:
        """``parts``: at most three heaps, in any order."""
    @property
    def heap(self) -> int: ...
    @property
    def take(self) -> int: ...
    @property
    def parts(self) -> List[int]: ...

@final
class TakeAndBreakSolver:
    """Positions of several heaps, answered from a nim-sequence."""

    @property
    def sequence(self) -> NimSequence: ...
    def outcome(self, position: _Heaps) -> Outcome: ...
    def grundy(self, position: _Heaps) -> int: ...
    def winning_moves(self, position: _Heaps, most: int = 1000) -> List[BreakMove]:
        """At most ``most`` winning moves, heap by heap; ``most`` is at most 2**20."""
    def best_move(self, position: _Heaps) -> Optional[BreakMove]: ...
    def play(self, position: _Heaps, move: BreakMove) -> List[int]: ...

@final
class Search:
    """The generic memoized search on positions of a take-and-break game, by its moves
    alone; past ``max_positions`` stored or ``max_seconds`` a question it raises ``Error``,
    and on Ctrl-C ``KeyboardInterrupt``; it stays usable after either. Under misère play
    ``grundy`` raises ``Error``."""

    @property
    def solved_positions(self) -> int: ...
    def outcome(self, position: _Heaps) -> Outcome: ...
    def grundy(self, position: _Heaps) -> int: ...
    def winning_moves(self, position: _Heaps) -> List[BreakMove]: ...
    def best_move(self, position: _Heaps) -> Optional[BreakMove]: ...
    def play(self, position: _Heaps, move: BreakMove) -> List[int]: ...

# ---------------------------------------------------------------------------------------
# Misère play: genus sequences and misère quotients of take-and-break games
# ---------------------------------------------------------------------------------------

@final
class Genus:
    """The genus ``g^γ0γ1…`` of a game: ``g`` its normal-play value, ``γj`` the misère value
    of the game plus ``j`` Nim heaps of two; ``str()`` writes it as Winning Ways does."""

    @property
    def normal(self) -> int: ...
    def gamma(self, j: int) -> int:
        """``γj`` for any ``j`` from 0: past the written digits the alternation goes on."""
    @property
    def gammas(self) -> List[int]:
        """The digits as written, up to where the final alternation starts."""
    @property
    def is_tame(self) -> bool: ...
    @property
    def misere_outcome(self) -> Outcome: ...

@final
class QuotientProgress:
    """What a misère quotient's computation reports, after each heap and between the
    candidates of a heap that enlarges the quotient."""

    @property
    def heaps(self) -> int: ...
    @property
    def limit(self) -> int: ...
    @property
    def order(self) -> int: ...
    @property
    def p_count(self) -> int: ...

_QuotientProgressCallback = Callable[[QuotientProgress], Optional[bool]]
"""Called after each heap and between the candidates of a heap that enlarges the
quotient; returning ``False`` stops (the quotient of the heaps done is
returned), raising stops it and raises. Ctrl-C raises ``KeyboardInterrupt``."""

@final
class MisereQuotient:
    """The misère quotient of a take-and-break game: elements ``0..order`` (0 the
    identity), ``P``, and each heap's element; ``str()`` is the presentation."""

    @property
    def game(self) -> TakeAndBreak: ...
    @property
    def order(self) -> int: ...
    @property
    def p_count(self) -> int: ...
    @property
    def is_tame(self) -> bool: ...
    @property
    def period(self) -> Optional[Tuple[int, int]]:
        """``(preperiod, period)`` of the pretending function once certified, else ``None``."""
    @property
    def known_heaps(self) -> int: ...
    @property
    def presentation(self) -> str: ...
    def element(self, heap: int) -> Optional[int]:
        """The element of a heap: any heap once the period is certified, else heaps below
        ``known_heaps``; ``None`` beyond."""
    def elements(self) -> List[int]: ...
    def name(self, element: int) -> Optional[str]:
        """The element as a word in the generators (``1``, ``a``, ``ab²``)."""
    def names(self) -> List[str]:
        """Every element as a word in the generators, in order: ``names()[x] == name(x)``."""
    def product(self, x: int, y: int) -> Optional[int]: ...
    def is_in_p(self, element: int) -> bool: ...
    def outcome(self, heaps: _Heaps) -> Outcome:
        """The misère outcome of the sum of ``heaps``; ``Error`` for a heap not covered."""
    def solver(self) -> MisereQuotientSolver: ...

@final
class MisereQuotientSolver:
    """Misère positions of several heaps, answered from a misère quotient."""

    @property
    def quotient(self) -> MisereQuotient: ...
    def outcome(self, position: _Heaps) -> Outcome: ...
    def winning_moves(self, position: _Heaps, most: int = 1000) -> List[BreakMove]:
        """At most ``most`` winning moves, in the game's order; ``most`` is at most 2**20."""
    def best_move(self, position: _Heaps) -> Optional[BreakMove]: ...
    def play(self, position: _Heaps, move: BreakMove) -> List[int]: ...

# ---------------------------------------------------------------------------------------
# The closed forms
# ---------------------------------------------------------------------------------------

@final
class Take:
    """A move of a one-heap game: take ``amount`` stones (in ``Die``, the face tipped up)."""

    def __new__(cls, amount: int) -> Take: ...
    @property
    def amount(self) -> int: ...

@final
class NimMove:
    def __new__(cls, heap: int, take: int) -> NimMove: ...
    @property
    def heap(self) -> int: ...
    @property
    def take(self) -> int: ...

@final
class Nim:
    def __new__(cls, misere: bool = False) -> Nim: ...
    @property
    def misere(self) -> bool: ...
    def outcome(self, position: _Heaps) -> Outcome: ...
    def winning_moves(self, position: _Heaps) -> List[NimMove]: ...
    def best_move(self, position: _Heaps) -> Optional[NimMove]: ...
    def play(self, position: _Heaps, move: NimMove) -> List[int]: ...
    def grundy(self, position: _Heaps) -> int: ...

@final
class WythoffMove:
    def __new__(cls, heaps: str, take: int) -> WythoffMove:
        """``heaps``: ``"first"``, ``"second"`` or ``"both"``; ``Error`` for any other."""
    @property
    def heaps(self) -> str: ...
    @property
    def take(self) -> int: ...

@final
class Wythoff:
    def __new__(cls, misere: bool = False) -> Wythoff: ...
    @property
    def misere(self) -> bool: ...
    def outcome(self, position: _Heaps) -> Outcome: ...
    def winning_moves(self, position: _Heaps) -> List[WythoffMove]: ...
    def best_move(self, position: _Heaps) -> Optional[WythoffMove]: ...
    def play(self, position: _Heaps, move: WythoffMove) -> Tuple[int, int]: ...

@final
class Subtraction:
    def __new__(cls, amounts: Sequence[int], misere: bool = False) -> Subtraction:
        """The subtraction game on ``amounts`` (at most 2**20 of them)."""
    @staticmethod
    def bash(k: int, misere: bool = False) -> Subtraction: ...
    @property
    def misere(self) -> bool: ...
    @property
    def period(self) -> Tuple[int, int]: ...
    def outcome(self, position: int) -> Outcome: ...
    def winning_moves(self, position: int) -> List[Take]: ...
    def best_move(self, position: int) -> Optional[Take]: ...
    def play(self, position: int, move: Take) -> int: ...
    def grundy(self, position: int) -> int: ...

@final
class SubtractASquare:
    """One heap, take a positive square; no closed form is known (Golomb, 1966)."""

    def __new__(cls) -> SubtractASquare: ...
    def solver(
        self, limit: int, progress: Optional[Callable[[int], Optional[bool]]] = None
    ) -> SubtractASquareSolver:
        """Sieves the outcomes of heaps ``0..limit``; ``progress`` gets the heaps known."""

@final
class SubtractASquareSolver:
    def __len__(self) -> int: ...
    def outcome(self, position: int) -> Outcome: ...
    def winning_moves(self, position: int) -> List[Take]: ...
    def best_move(self, position: int) -> Optional[Take]: ...
    def play(self, position: int, move: Take) -> int: ...
    def losses(self) -> List[int]: ...

@final
class FibonacciNim:
    def __new__(cls) -> FibonacciNim: ...
    @staticmethod
    def start(heap: int) -> Tuple[int, int]: ...
    def outcome(self, position: Tuple[int, int]) -> Outcome: ...
    def winning_moves(self, position: Tuple[int, int]) -> List[Take]: ...
    def best_move(self, position: Tuple[int, int]) -> Optional[Take]: ...
    def play(self, position: Tuple[int, int], move: Take) -> Tuple[int, int]: ...

_ParityPosition = Tuple[int, bool, bool]

@final
class Parity:
    @staticmethod
    def odd_wins(k: int) -> Parity: ...
    @staticmethod
    def even_wins(k: int) -> Parity: ...
    @staticmethod
    def start(remaining: int) -> _ParityPosition: ...
    @property
    def k(self) -> int: ...
    def outcome(self, position: _ParityPosition) -> Outcome: ...
    def winning_moves(self, position: _ParityPosition) -> List[Take]: ...
    def best_move(self, position: _ParityPosition) -> Optional[Take]: ...
    def play(self, position: _ParityPosition, move: Take) -> _ParityPosition: ...

_DiePosition = Tuple[int, Optional[int]]

@final
class Die:
    def __new__(cls) -> Die: ...
    @staticmethod
    def start(remaining: int) -> _DiePosition: ...
    def outcome(self, position: _DiePosition) -> Outcome: ...
    def winning_moves(self, position: _DiePosition) -> List[Take]: ...
    def best_move(self, position: _DiePosition) -> Optional[Take]: ...
    def play(self, position: _DiePosition, move: Take) -> _DiePosition: ...
