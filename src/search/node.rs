//! A position as the search keeps it: the word its game packs it into, or the position
//! itself.

use core::hash::{BuildHasher, Hash};

use rustc_hash::FxBuildHasher;

use super::hooks::Hooks;
use super::play::Play;

/// A position as the search keeps it: by its word ([`Hooks::pack`]), any `u64`, or whole
/// when the game gives none. Two nodes are equal exactly when their positions are, by the
/// law that one word is one position.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(super) enum Node<P> {
    Word(u64),
    Whole(P),
}

impl<P: Clone + Hash> Node<P> {
    /// The node of `position` of `game`.
    #[inline]
    pub(super) fn of<G: Hooks<Pl, Position = P>, Pl: Play>(game: &G, position: &P) -> Self {
        match game.pack(position) {
            Some(word) => Node::Word(word),
            None => Node::Whole(position.clone()),
        }
    }

    /// Writes the node's position over `into`.
    #[inline]
    pub(super) fn load<G: Hooks<Pl, Position = P>, Pl: Play>(&self, game: &G, into: &mut P) {
        match self {
            Node::Word(word) => game.unpack(*word, into),
            Node::Whole(position) => into.clone_from(position),
        }
    }

    /// The node's position, made from `like` (any position, for its buffer) the first time.
    pub(super) fn position<G: Hooks<Pl, Position = P>, Pl: Play>(&self, game: &G, like: &P) -> P {
        let mut position = like.clone();
        self.load(game, &mut position);
        position
    }

    /// The hash the search files the node under.
    #[inline]
    pub(super) fn hash(&self) -> u64 {
        match self {
            Node::Word(word) => word_hash(*word),
            Node::Whole(position) => Self::hash_whole(position),
        }
    }

    /// The hash of a node kept whole.
    #[inline]
    pub(super) fn hash_whole(position: &P) -> u64 {
        FxBuildHasher.hash_one(position)
    }
}

/// The hash of a word: the 128-bit product of the word and 2^64 over the golden ratio, its
/// halves xored (a folded multiply, as in wyhash and foldhash), so that every bit of the word
/// moves both the low bits that pick a bucket and the top bits of the rest.
#[inline]
pub(super) fn word_hash(word: u64) -> u64 {
    let product = u128::from(word) * 0x9E37_79B9_7F4A_7C15;
    // Truncation meant: the halves of the product.
    #[allow(clippy::cast_possible_truncation)]
    let (low, high) = (product as u64, (product >> 64) as u64);
    low ^ high
}
