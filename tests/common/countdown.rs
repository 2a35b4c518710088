//! The longest possible line of play, shared by the search's tests and its bench.

use impartial::prelude::*;

/// One heap; a move takes exactly one stone.
#[derive(Debug, Clone, Copy)]
pub struct Countdown;

impl Game for Countdown {
    type Position = u64;
    type Move = ();

    fn moves(&self, stones: &u64) -> impl Iterator<Item = ()> {
        (*stones > 0).then_some(()).into_iter()
    }

    fn play(&self, stones: &u64, (): &()) -> Result<u64, Error> {
        stones.checked_sub(1).ok_or(Error::TakesTooMany {
            mv: "take 1".into(),
            take: 1,
            available: 0,
        })
    }
}
