//! Take-and-break games under misère play: [`Misere<TakeAndBreak>`](crate::Misere), whose
//! engines are the genus of each heap ([`genus_sequence`](crate::Misere::genus_sequence))
//! and the misère quotient ([`misere_quotient`](crate::Misere::misere_quotient)), and whose
//! positions [`Search`](crate::Search) answers whole.
//!
//! A misère game has no nim-sequence and no parts: a misère sum is not decided by its
//! parts' nim-values (J. H. Conway, *On Numbers and Games*, chapter 12; *Winning Ways*,
//! chapter 13). Two heaps of one stone have nim-sum 0, yet the player to move wins misère
//! play, so what rests on nim-values, the [nim-sequence](super::TakeAndBreak::nim_sequence)
//! and its [solver](super::TakeAndBreak::solver), belongs to the game under normal play.
//!
//! ```
//! use impartial::prelude::*;
//!
//! let kayles = TakeAndBreak::kayles().misere();
//! let search = Search::new(kayles.clone());
//! assert_eq!(search.outcome(&vec![1]), Outcome::Loss); // the last pin must be taken
//! assert_eq!(search.outcome(&vec![1, 1]), Outcome::Win); // nim-sum 0, yet a win
//! assert_eq!(search.outcome(&vec![]), Outcome::Win);
//! // From a row of 3 the one winning move knocks down two pins and leaves the last.
//! let winning: Vec<BreakMove> = search.winning_moves(&vec![3]).collect();
//! assert_eq!(winning, [BreakMove { heap: 0, take: 2, parts: [1, 0, 0] }]);
//! // Any sum of heaps, from the misère quotient.
//! let quotient = kayles.misere_quotient(100)?;
//! assert_eq!(quotient.outcome(&[1, 1, 1])?, Outcome::Loss);
//! # Ok::<(), impartial::Error>(())
//! ```
