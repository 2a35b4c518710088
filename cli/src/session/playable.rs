//! What the play loop needs from a game beyond its rules: how a person types a move, how a
//! move reads as a command, how a position looks on a terminal, why a position is lost,
//! and why a move is refused, worded the same way in every game.

use impartial::nim_sum;
use impartial::prelude::*;
use impartial::zeckendorf::Zeckendorf;

use super::rng::Rng;
use crate::describe::{self, amounts, count};

/// Who is to move, so that a position can say whose holding is whose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Person,
    Computer,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Person => Side::Computer,
            Side::Computer => Side::Person,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::Person => "you",
            Side::Computer => "the computer",
        }
    }

    fn holds(self) -> &'static str {
        match self {
            Side::Person => "you hold",
            Side::Computer => "the computer holds",
        }
    }
}

/// Why a typed move is not played: it does not read, or the rules forbid it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The text is not a move in the game's notation: `Cannot read that: …`.
    Unreadable(String),
    /// A move the rules forbid: `Not allowed: …`.
    NotAllowed(String),
}

/// A game the play loop can run: its rules, plus what a person types and sees. The
/// computer's moves come from a solver of the game, given beside it.
pub trait Playable: Game + Sized {
    /// The game's name and rule, in a line.
    fn title(&self) -> String;
    /// How to type a move, shown in the prompt.
    fn notation(&self) -> &'static str;
    /// Reads a typed move.
    fn parse_move(&self, text: &str, position: &Self::Position) -> Result<Self::Move, Refusal>;
    /// A move as a command: `take 2 from heap 1`.
    fn command(&self, mv: &Self::Move) -> String;
    /// A move as it is typed: `1 2`.
    fn typed(&self, mv: &Self::Move) -> String;
    /// The heap a move is about: `heap 1`, `the first heap`, `the heap`.
    fn heap_of(&self, mv: &Self::Move) -> String;
    /// The position, drawn for a terminal, with `to_move` about to move.
    fn render(&self, position: &Self::Position, to_move: Side) -> String;
    /// Why `position` is lost for the player about to move, in a few words.
    fn why_lost(&self, position: &Self::Position) -> String;
    /// A legal move chosen at random, without listing every move.
    fn random_move(&self, position: &Self::Position, rng: &mut Rng) -> Option<Self::Move>;
    /// What the rules require, for a move the game refuses for a reason of its own.
    fn rule(&self, position: &Self::Position, mv: &Self::Move) -> String;

    /// Why the rules refuse `mv`, from the library's `error`, naming the heap.
    fn refusal(&self, position: &Self::Position, mv: &Self::Move, error: &Error) -> String {
        match error {
            Error::TakesNothing { .. } => "a move takes at least one stone".into(),
            Error::TakesTooMany {
                take, available, ..
            } => format!(
                "{} holds only {}, so you cannot take {take}",
                self.heap_of(mv),
                count(*available, "stone")
            ),
            Error::NoSuchHeap { heap, heaps, .. } => {
                format!(
                    "there is no heap {}: the heaps are numbered 1 to {heaps}",
                    heap + 1
                )
            }
            _ => self.rule(position, mv),
        }
    }
}

/// What a move may take: `1 stone`, `1 to 3 stones`, when it takes 1 to `most`.
fn one_to(most: u64) -> String {
    if most == 1 {
        count(1, "stone")
    } else {
        format!("1 to {most} stones")
    }
}

/// What a move may take from a set of amounts: `1 stone`, `2 stones`, `1, 3 or 4 stones`.
fn amounts_of_stones(set: &[u64]) -> String {
    if set == [1] {
        count(1, "stone")
    } else {
        format!("{} stones", amounts(set))
    }
}

/// A row of stones: one mark per stone up to a limit, then the count.
fn stones(count: u64) -> String {
    const SHOWN: u64 = 30;
    if count == 0 {
        return "(empty)".into();
    }
    let marks = "●".repeat(count.min(SHOWN) as usize);
    let more = if count > SHOWN { "…" } else { "" };
    format!("{marks}{more} {count}")
}

/// Reads a number of stones.
fn parse_number(text: &str) -> Result<u64, Refusal> {
    text.trim()
        .parse()
        .map_err(|_| Refusal::Unreadable(format!("`{}` is not a number of stones", text.trim())))
}

/// What a game shows under misère play, where its positions and moves are those of normal
/// play: its title and why a position is lost. [`Misere<G>`] is then [`Playable`].
pub trait MiserePlayable: Playable {
    /// The game's name and rule under misère play, in a line.
    fn misere_title(&self) -> String;
    /// Why `position` is lost under misère play for the player about to move.
    fn misere_why_lost(&self, position: &Self::Position) -> String;
}

/// The misère form of a game: its title and its reasons from [`MiserePlayable`], the rest
/// from the game.
impl<G: MiserePlayable> Playable for Misere<G> {
    fn title(&self) -> String {
        self.normal_play().misere_title()
    }

    fn notation(&self) -> &'static str {
        self.normal_play().notation()
    }

    fn parse_move(&self, text: &str, position: &G::Position) -> Result<G::Move, Refusal> {
        self.normal_play().parse_move(text, position)
    }

    fn command(&self, mv: &G::Move) -> String {
        self.normal_play().command(mv)
    }

    fn typed(&self, mv: &G::Move) -> String {
        self.normal_play().typed(mv)
    }

    fn heap_of(&self, mv: &G::Move) -> String {
        self.normal_play().heap_of(mv)
    }

    fn render(&self, position: &G::Position, to_move: Side) -> String {
        self.normal_play().render(position, to_move)
    }

    fn why_lost(&self, position: &G::Position) -> String {
        self.normal_play().misere_why_lost(position)
    }

    fn random_move(&self, position: &G::Position, rng: &mut Rng) -> Option<G::Move> {
        self.normal_play().random_move(position, rng)
    }

    fn rule(&self, position: &G::Position, mv: &G::Move) -> String {
        self.normal_play().rule(position, mv)
    }

    fn refusal(&self, position: &G::Position, mv: &G::Move, error: &Error) -> String {
        self.normal_play().refusal(position, mv, error)
    }
}

/// "whoever takes the last stone wins", or "loses" under misère play.
fn last_stone(misere: bool) -> &'static str {
    if misere {
        "whoever takes the last stone loses"
    } else {
        "whoever takes the last stone wins"
    }
}

/// Nim's title, under misère play or not.
fn nim_title(misere: bool) -> String {
    format!(
        "Nim: take any number of stones from one heap; {}.",
        last_stone(misere)
    )
}

impl Playable for Nim {
    fn title(&self) -> String {
        nim_title(false)
    }

    fn notation(&self) -> &'static str {
        "heap and stones, like `1 2` to take 2 from heap 1"
    }

    fn parse_move(&self, text: &str, heaps: &Vec<u64>) -> Result<NimMove, Refusal> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let [heap, take] = words[..] else {
            return Err(Refusal::Unreadable(
                "type a heap number and a number of stones, like `1 2`".into(),
            ));
        };
        let heap: usize = heap
            .parse()
            .map_err(|_| Refusal::Unreadable(format!("`{heap}` is not a heap number")))?;
        let take = parse_number(take)?;
        if heap == 0 || heap > heaps.len() {
            return Err(Refusal::NotAllowed(format!(
                "there is no heap {heap}: the heaps are numbered 1 to {}",
                heaps.len()
            )));
        }
        Ok(NimMove {
            heap: heap - 1,
            take,
        })
    }

    fn command(&self, mv: &NimMove) -> String {
        describe::nim_move(mv)
    }

    fn typed(&self, mv: &NimMove) -> String {
        format!("{} {}", mv.heap + 1, mv.take)
    }

    fn heap_of(&self, mv: &NimMove) -> String {
        format!("heap {}", mv.heap + 1)
    }

    fn render(&self, heaps: &Vec<u64>, _to_move: Side) -> String {
        heaps
            .iter()
            .enumerate()
            .map(|(heap, &size)| format!("  heap {}: {}", heap + 1, stones(size)))
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn why_lost(&self, heaps: &Vec<u64>) -> String {
        format!("it leaves nim-sum {}", nim_sum(heaps))
    }

    fn random_move(&self, heaps: &Vec<u64>, rng: &mut Rng) -> Option<NimMove> {
        let non_empty: Vec<usize> = (0..heaps.len()).filter(|&heap| heaps[heap] > 0).collect();
        let heap = *non_empty.get(rng.index(non_empty.len()))?;
        Some(NimMove {
            heap,
            take: rng.between(1, heaps[heap]),
        })
    }

    fn rule(&self, _heaps: &Vec<u64>, _mv: &NimMove) -> String {
        "a move takes stones from one heap".into()
    }
}

impl MiserePlayable for Nim {
    fn misere_title(&self) -> String {
        nim_title(true)
    }

    fn misere_why_lost(&self, heaps: &Vec<u64>) -> String {
        if heaps.iter().all(|&size| size <= 1) {
            "it leaves an odd number of single stones".into()
        } else {
            self.why_lost(heaps)
        }
    }
}

/// Wythoff's title, under misère play or not.
fn wythoff_title(misere: bool) -> String {
    format!(
        "Wythoff's game: take any number from one heap, or the same number from both; {}.",
        last_stone(misere)
    )
}

impl Playable for Wythoff {
    fn title(&self) -> String {
        wythoff_title(false)
    }

    fn notation(&self) -> &'static str {
        "`1 N` from the first heap, `2 N` from the second, `b N` from both"
    }

    fn parse_move(&self, text: &str, _position: &(u64, u64)) -> Result<WythoffMove, Refusal> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let [which, take] = words[..] else {
            return Err(Refusal::Unreadable(
                "type `1`, `2` or `b` and a number of stones, like `b 3`".into(),
            ));
        };
        let take = parse_number(take)?;
        match which {
            "1" => Ok(WythoffMove::First(take)),
            "2" => Ok(WythoffMove::Second(take)),
            "b" | "both" => Ok(WythoffMove::Both(take)),
            other => Err(Refusal::Unreadable(format!(
                "`{other}` is not a heap: use `1`, `2` or `b`"
            ))),
        }
    }

    fn command(&self, mv: &WythoffMove) -> String {
        mv.to_string()
    }

    fn typed(&self, mv: &WythoffMove) -> String {
        match mv {
            WythoffMove::First(take) => format!("1 {take}"),
            WythoffMove::Second(take) => format!("2 {take}"),
            WythoffMove::Both(take) => format!("b {take}"),
        }
    }

    fn heap_of(&self, mv: &WythoffMove) -> String {
        match mv {
            WythoffMove::First(_) => "the first heap".into(),
            WythoffMove::Second(_) => "the second heap".into(),
            WythoffMove::Both(_) => "the smaller heap".into(),
        }
    }

    fn render(&self, &(first, second): &(u64, u64), _to_move: Side) -> String {
        format!("  first:  {}\n  second: {}", stones(first), stones(second))
    }

    fn why_lost(&self, &(first, second): &(u64, u64)) -> String {
        format!("it leaves ({first}, {second}), a losing pair")
    }

    fn random_move(&self, &(first, second): &(u64, u64), rng: &mut Rng) -> Option<WythoffMove> {
        let mut kinds = Vec::new();
        if first > 0 {
            kinds.push(WythoffMove::First(rng.between(1, first)));
        }
        if second > 0 {
            kinds.push(WythoffMove::Second(rng.between(1, second)));
        }
        if first.min(second) > 0 {
            kinds.push(WythoffMove::Both(rng.between(1, first.min(second))));
        }
        kinds.get(rng.index(kinds.len())).copied()
    }

    fn rule(&self, _position: &(u64, u64), _mv: &WythoffMove) -> String {
        "a move takes from the first heap, the second, or the same number from both".into()
    }
}

impl MiserePlayable for Wythoff {
    fn misere_title(&self) -> String {
        wythoff_title(true)
    }

    fn misere_why_lost(&self, position: &(u64, u64)) -> String {
        self.why_lost(position)
    }
}

/// The methods of a game played on one heap by taking a number of stones: the notation
/// shown in the prompt, then how a move is read, said and typed.
macro_rules! one_heap_moves {
    ($notation:literal) => {
        fn notation(&self) -> &'static str {
            $notation
        }

        fn parse_move(&self, text: &str, _position: &Self::Position) -> Result<u64, Refusal> {
            parse_number(text)
        }

        fn command(&self, take: &u64) -> String {
            format!("take {take}")
        }

        fn typed(&self, take: &u64) -> String {
            take.to_string()
        }

        fn heap_of(&self, _take: &u64) -> String {
            "the heap".into()
        }
    };
}

/// A subtraction game's title, under misère play or not.
fn subtraction_title(game: &Subtraction, misere: bool) -> String {
    let rule = match game.set() {
        None => format!("take {}", one_to(game.max_take())),
        Some(set) => format!("take {}", amounts_of_stones(set)),
    };
    format!("One heap: {rule}; {}.", last_stone(misere))
}

/// Why `heap` is lost in a subtraction game whose losing heaps repeat with `period`, under
/// misère play or not.
fn subtraction_why_lost(game: &Subtraction, heap: u64, period: u64, misere: bool) -> String {
    match (game.set(), misere) {
        (None, false) => format!("it leaves {heap}, a multiple of {period}"),
        (None, true) => format!("it leaves {heap}, one more than a multiple of {period}"),
        (Some(_), _) => format!(
            "it leaves {heap}, a losing heap for this set (the pattern repeats every {period})"
        ),
    }
}

impl Playable for Subtraction {
    fn title(&self) -> String {
        subtraction_title(self, false)
    }

    one_heap_moves!("a number of stones, like `2`");

    fn render(&self, heap: &u64, _to_move: Side) -> String {
        format!("  heap: {}", stones(*heap))
    }

    fn why_lost(&self, heap: &u64) -> String {
        subtraction_why_lost(self, *heap, self.period().period, false)
    }

    fn random_move(&self, heap: &u64, rng: &mut Rng) -> Option<u64> {
        if self.set().is_none() {
            // Bash's game: any amount up to k, without listing them.
            return (*heap > 0).then(|| rng.between(1, (*heap).min(self.max_take())));
        }
        let takes: Vec<u64> = self.moves(heap).collect();
        takes.get(rng.index(takes.len())).copied()
    }

    fn rule(&self, _heap: &u64, _take: &u64) -> String {
        match self.set() {
            None => format!("a move takes {}", one_to(self.max_take())),
            Some(set) => format!("a move takes {}", amounts_of_stones(set)),
        }
    }
}

impl MiserePlayable for Subtraction {
    fn misere_title(&self) -> String {
        subtraction_title(self, true)
    }

    fn misere_why_lost(&self, heap: &u64) -> String {
        let period = self.clone().misere().period().period;
        subtraction_why_lost(self, *heap, period, true)
    }
}

impl Playable for FibonacciNim {
    fn title(&self) -> String {
        "Fibonacci Nim: the first move may not take the whole heap; then each move takes at \
         most twice the last; whoever takes the last stone wins."
            .into()
    }

    one_heap_moves!("a number of stones, like `3`");

    fn render(&self, position: &FibPosition, to_move: Side) -> String {
        let heap = format!("  heap: {}", stones(position.heap));
        if position.heap == 0 {
            return heap;
        }
        format!(
            "{heap}\n  {} may take up to {}",
            to_move.name(),
            position.allowed()
        )
    }

    fn why_lost(&self, position: &FibPosition) -> String {
        match Zeckendorf::of(position.heap).smallest_term() {
            Some(term) => format!(
                "it leaves {}, whose smallest Zeckendorf term {term} is more than the {} allowed",
                position.heap,
                position.allowed()
            ),
            None => "it takes the last stone".into(),
        }
    }

    fn random_move(&self, position: &FibPosition, rng: &mut Rng) -> Option<u64> {
        let allowed = position.allowed();
        (allowed > 0).then(|| rng.between(1, allowed))
    }

    fn rule(&self, position: &FibPosition, _take: &u64) -> String {
        if position.max_take + 1 == position.heap {
            format!(
                "the first move may not take the whole heap: take at most {}",
                position.max_take
            )
        } else {
            format!(
                "you may take at most {} now, twice the last move",
                position.max_take
            )
        }
    }
}

impl Playable for Parity {
    fn title(&self) -> String {
        let winner = if self.odd_holding_wins() {
            "an odd"
        } else {
            "an even"
        };
        format!(
            "The parity game: take {} and keep {}; at the end, {winner} number wins.",
            one_to(self.k()),
            if self.k() == 1 { "it" } else { "them" }
        )
    }

    one_heap_moves!("a number of stones, like `2`");

    fn render(&self, position: &ParityPosition, to_move: Side) -> String {
        format!(
            "  heap: {}\n  {} an {} number; {} an {} number",
            stones(position.remaining),
            to_move.holds(),
            describe::parity_word(position.mover_odd),
            to_move.other().holds(),
            describe::parity_word(position.opponent_odd)
        )
    }

    fn why_lost(&self, position: &ParityPosition) -> String {
        format!(
            "it leaves {} to a player holding an {} number, a losing heap (mod {})",
            position.remaining,
            describe::parity_word(position.mover_odd),
            self.period()
        )
    }

    fn random_move(&self, position: &ParityPosition, rng: &mut Rng) -> Option<u64> {
        let most = position.remaining.min(self.k());
        (most > 0).then(|| rng.between(1, most))
    }

    fn rule(&self, _position: &ParityPosition, _take: &u64) -> String {
        format!("a move takes {}", one_to(self.k()))
    }
}

impl Playable for Die {
    fn title(&self) -> String {
        "The tipping die: tip the die a quarter turn and take the number on top; whoever \
         cannot move loses."
            .into()
    }

    fn notation(&self) -> &'static str {
        "the face to tip to, like `4`"
    }

    fn parse_move(&self, text: &str, _position: &DiePosition) -> Result<u8, Refusal> {
        let face: u64 = text.trim().parse().map_err(|_| {
            Refusal::Unreadable(format!("`{}` is not a face of the die", text.trim()))
        })?;
        u8::try_from(face)
            .ok()
            .filter(|face| (1..=6).contains(face))
            .ok_or_else(|| Refusal::NotAllowed(format!("a die's faces are 1 to 6, not {face}")))
    }

    fn command(&self, face: &u8) -> String {
        format!("tip to {face}")
    }

    fn typed(&self, face: &u8) -> String {
        face.to_string()
    }

    fn heap_of(&self, _face: &u8) -> String {
        "the heap".into()
    }

    fn render(&self, position: &DiePosition, _to_move: Side) -> String {
        let next: Vec<String> = self.moves(position).map(|face| face.to_string()).collect();
        let top = match position.top() {
            Some(top) => format!("{top} on top"),
            None => "the die is not placed yet: any face".into(),
        };
        format!(
            "  heap: {}\n  {top}; faces that fit now: {}",
            stones(position.remaining()),
            if next.is_empty() {
                "none".into()
            } else {
                next.join(", ")
            }
        )
    }

    fn why_lost(&self, position: &DiePosition) -> String {
        let top = position
            .top()
            .map_or(String::new(), |top| format!(" with {top} on top"));
        format!(
            "it leaves {}{top}, a losing heap ({} mod 9 = {})",
            position.remaining(),
            position.remaining(),
            position.remaining() % 9
        )
    }

    fn random_move(&self, position: &DiePosition, rng: &mut Rng) -> Option<u8> {
        let faces: Vec<u8> = self.moves(position).collect();
        faces.get(rng.index(faces.len())).copied()
    }

    fn rule(&self, position: &DiePosition, face: &u8) -> String {
        match position.top() {
            Some(top) if top == *face => format!("{face} is already on top: tip to a side face"),
            Some(top) => format!("{face} is on the bottom, opposite {top}: tip to a side face"),
            None => "a die's faces are 1 to 6".into(),
        }
    }
}
