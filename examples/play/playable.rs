//! What the play loop needs from a game beyond its rules: how a person types a move, how a
//! position looks on a terminal, and why a position is lost.

use impartial::games::nim::nim_sum;
use impartial::prelude::*;
use impartial::zeckendorf::Zeckendorf;
use rand::Rng;
use rand::rngs::StdRng;

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

    fn name(self) -> &'static str {
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

/// A game the play loop can run: its rules and closed form, plus what a person sees.
pub trait Playable: Game + Solver<Self> + Sized {
    /// The game's name and rule, in a line.
    fn title(&self) -> String;
    /// How to type a move, shown in the prompt.
    fn notation(&self) -> &'static str;
    /// Reads a typed move; a message saying what is wrong when it cannot.
    fn parse_move(&self, text: &str, position: &Self::Position) -> Result<Self::Move, String>;
    /// A move as a person would say it.
    fn describe_move(&self, mv: &Self::Move) -> String;
    /// The position, drawn for a terminal, with `to_move` about to move.
    fn render(&self, position: &Self::Position, to_move: Side) -> String;
    /// Why `position` is lost for the player about to move, in a few words.
    fn why_lost(&self, position: &Self::Position) -> String;
    /// A legal move chosen at random, without listing every move.
    fn random_move(&self, position: &Self::Position, rng: &mut StdRng) -> Option<Self::Move>;
    /// An illegal move's error, for a person.
    fn describe_error(&self, error: &Error) -> String {
        error.to_string()
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

/// Reads one non-negative number.
fn parse_number(text: &str) -> Result<u64, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("`{}` is not a number of stones", text.trim()))
}

impl Playable for Nim {
    fn title(&self) -> String {
        let last = match self.convention() {
            Convention::Normal => "whoever takes the last stone wins",
            Convention::Misere => "whoever takes the last stone loses",
        };
        format!("Nim: take any number of stones from one heap; {last}.")
    }

    fn notation(&self) -> &'static str {
        "heap and stones, like `1 2` to take 2 from heap 1"
    }

    fn parse_move(&self, text: &str, heaps: &Vec<u64>) -> Result<NimMove, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let [heap, take] = words[..] else {
            return Err("type a heap number and a number of stones, like `1 2`".into());
        };
        let heap: usize = heap
            .parse()
            .map_err(|_| format!("`{heap}` is not a heap number"))?;
        if heap == 0 || heap > heaps.len() {
            return Err(format!(
                "there is no heap {heap}: the heaps are numbered 1 to {}",
                heaps.len()
            ));
        }
        Ok(NimMove {
            heap: heap - 1,
            take: parse_number(take)?,
        })
    }

    fn describe_move(&self, mv: &NimMove) -> String {
        format!("takes {} from heap {}", mv.take, mv.heap + 1)
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
        if self.convention() == Convention::Misere && heaps.iter().all(|&size| size <= 1) {
            "leaves an odd number of single stones".into()
        } else {
            format!("leaves nim-sum {}", nim_sum(heaps))
        }
    }

    fn random_move(&self, heaps: &Vec<u64>, rng: &mut StdRng) -> Option<NimMove> {
        let non_empty: Vec<usize> = (0..heaps.len()).filter(|&heap| heaps[heap] > 0).collect();
        let heap = *non_empty.get(rng.random_range(0..non_empty.len().max(1)))?;
        Some(NimMove {
            heap,
            take: rng.random_range(1..=heaps[heap]),
        })
    }

    fn describe_error(&self, error: &Error) -> String {
        match error {
            Error::TakesTooMany {
                take, available, ..
            } => format!("that heap holds only {available} stones, so you cannot take {take}"),
            Error::TakesNothing { .. } => "take at least one stone".into(),
            other => other.to_string(),
        }
    }
}

impl Playable for Wythoff {
    fn title(&self) -> String {
        let last = match self.convention() {
            Convention::Normal => "whoever takes the last stone wins",
            Convention::Misere => "whoever takes the last stone loses",
        };
        format!(
            "Wythoff's game: take any number from one heap, or the same number from both; {last}."
        )
    }

    fn notation(&self) -> &'static str {
        "`1 N` from the first heap, `2 N` from the second, `b N` from both"
    }

    fn parse_move(&self, text: &str, _position: &(u64, u64)) -> Result<WythoffMove, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let [which, take] = words[..] else {
            return Err("type `1`, `2` or `b` and a number of stones, like `b 3`".into());
        };
        let take = parse_number(take)?;
        match which {
            "1" => Ok(WythoffMove::First(take)),
            "2" => Ok(WythoffMove::Second(take)),
            "b" | "both" => Ok(WythoffMove::Both(take)),
            other => Err(format!("`{other}` is not a heap: use `1`, `2` or `b`")),
        }
    }

    fn describe_move(&self, mv: &WythoffMove) -> String {
        match mv {
            WythoffMove::First(take) => format!("takes {take} from the first heap"),
            WythoffMove::Second(take) => format!("takes {take} from the second heap"),
            WythoffMove::Both(take) => format!("takes {take} from both heaps"),
        }
    }

    fn render(&self, &(first, second): &(u64, u64), _to_move: Side) -> String {
        format!("  first:  {}\n  second: {}", stones(first), stones(second))
    }

    fn why_lost(&self, &(first, second): &(u64, u64)) -> String {
        format!("leaves ({first}, {second}), a losing pair")
    }

    fn random_move(&self, &(first, second): &(u64, u64), rng: &mut StdRng) -> Option<WythoffMove> {
        let mut kinds = Vec::new();
        if first > 0 {
            kinds.push(WythoffMove::First(rng.random_range(1..=first)));
        }
        if second > 0 {
            kinds.push(WythoffMove::Second(rng.random_range(1..=second)));
        }
        if first.min(second) > 0 {
            kinds.push(WythoffMove::Both(rng.random_range(1..=first.min(second))));
        }
        kinds.get(rng.random_range(0..kinds.len().max(1))).copied()
    }
}

impl Playable for Subtraction {
    fn title(&self) -> String {
        let rule = match self.set() {
            None => format!("take 1 to {} stones", self.max_take()),
            Some(set) => format!("take {set:?} stones"),
        };
        let last = match self.convention() {
            Convention::Normal => "whoever takes the last stone wins",
            Convention::Misere => "whoever takes the last stone loses",
        };
        format!("One heap: {rule}; {last}.")
    }

    fn notation(&self) -> &'static str {
        "a number of stones, like `2`"
    }

    fn parse_move(&self, text: &str, _heap: &u64) -> Result<u64, String> {
        parse_number(text)
    }

    fn describe_move(&self, take: &u64) -> String {
        format!("takes {take}")
    }

    fn render(&self, heap: &u64, _to_move: Side) -> String {
        format!("  heap: {}", stones(*heap))
    }

    fn why_lost(&self, heap: &u64) -> String {
        let period = self.period();
        if self.set().is_none() {
            return match self.convention() {
                Convention::Normal => format!("leaves {heap}, a multiple of {period}"),
                Convention::Misere => {
                    format!("leaves {heap}, one more than a multiple of {period}")
                }
            };
        }
        format!("leaves {heap}, a losing heap for this set (the pattern repeats every {period})")
    }

    fn random_move(&self, heap: &u64, rng: &mut StdRng) -> Option<u64> {
        if self.set().is_none() {
            // Bash's game: any amount up to k, without listing them.
            return (*heap > 0).then(|| rng.random_range(1..=(*heap).min(self.max_take())));
        }
        let takes: Vec<u64> = self.moves(heap).collect();
        takes.get(rng.random_range(0..takes.len().max(1))).copied()
    }
}

impl Playable for FibonacciNim {
    fn title(&self) -> String {
        "Fibonacci Nim: the first move may not take the whole heap; then each move takes at \
         most twice the last; whoever takes the last stone wins."
            .into()
    }

    fn notation(&self) -> &'static str {
        "a number of stones, like `3`"
    }

    fn parse_move(&self, text: &str, _position: &FibPosition) -> Result<u64, String> {
        parse_number(text)
    }

    fn describe_move(&self, take: &u64) -> String {
        format!("takes {take}")
    }

    fn render(&self, position: &FibPosition, to_move: Side) -> String {
        format!(
            "  heap: {}\n  {} may take up to {}",
            stones(position.heap),
            to_move.name(),
            position.allowed()
        )
    }

    fn why_lost(&self, position: &FibPosition) -> String {
        match Zeckendorf::of(position.heap).smallest_term() {
            Some(term) => format!(
                "leaves {}, whose smallest Zeckendorf term {term} is more than the {} allowed",
                position.heap,
                position.allowed()
            ),
            None => "takes the last stone".into(),
        }
    }

    fn random_move(&self, position: &FibPosition, rng: &mut StdRng) -> Option<u64> {
        let allowed = position.allowed();
        (allowed > 0).then(|| rng.random_range(1..=allowed))
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
            "The parity game: take 1 to {} stones and keep them; at the end, {winner} number wins.",
            self.k()
        )
    }

    fn notation(&self) -> &'static str {
        "a number of stones, like `2`"
    }

    fn parse_move(&self, text: &str, _position: &ParityPosition) -> Result<u64, String> {
        parse_number(text)
    }

    fn describe_move(&self, take: &u64) -> String {
        format!("takes {take}")
    }

    fn render(&self, position: &ParityPosition, to_move: Side) -> String {
        let parity = |odd: bool| if odd { "odd" } else { "even" };
        format!(
            "  heap: {}\n  {} an {} number; {} an {} number",
            stones(position.remaining),
            to_move.holds(),
            parity(position.mover_odd),
            to_move.other().holds(),
            parity(position.opponent_odd)
        )
    }

    fn why_lost(&self, position: &ParityPosition) -> String {
        format!(
            "leaves {} to a player holding an {} number, a losing heap (mod {})",
            position.remaining,
            if position.mover_odd { "odd" } else { "even" },
            self.period()
        )
    }

    fn random_move(&self, position: &ParityPosition, rng: &mut StdRng) -> Option<u64> {
        let most = position.remaining.min(self.k());
        (most > 0).then(|| rng.random_range(1..=most))
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

    fn parse_move(&self, text: &str, _position: &DiePosition) -> Result<u8, String> {
        text.trim()
            .parse()
            .map_err(|_| format!("`{}` is not a face of the die", text.trim()))
    }

    fn describe_move(&self, face: &u8) -> String {
        format!("tips to {face} and takes {face}")
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
            "leaves {}{top}, a losing heap ({} mod 9 = {})",
            position.remaining(),
            position.remaining(),
            position.remaining() % 9
        )
    }

    fn random_move(&self, position: &DiePosition, rng: &mut StdRng) -> Option<u8> {
        let faces: Vec<u8> = self.moves(position).collect();
        faces.get(rng.random_range(0..faces.len().max(1))).copied()
    }
}
