//! A search stores no more positions than there are canonical positions below its start,
//! for every game of the crate whose positions are heaps or rows: a game that reached the
//! search in every order of its rows (circular Nim once did) stores far more. The canonical
//! positions are counted here by a walk of the rules, with the test's own canonical form.

use std::collections::HashSet;
use std::hash::Hash;

use impartial::prelude::*;
use impartial::search::{Hooks, Play};

/// Heaps (or rows) sorted, the empty ones gone: the one form of a multiset of heaps.
fn sorted(heaps: &mut Vec<u64>) {
    heaps.retain(|&heap| heap > 0);
    heaps.sort_unstable();
}

/// How many positions in canonical form (by `canonical`) can be reached from `start`,
/// `start` included, by the rules alone.
fn reachable<G: Game>(game: &G, start: &G::Position, canonical: fn(&mut G::Position)) -> usize
where
    G::Position: Hash + Eq,
{
    let mut first = start.clone();
    canonical(&mut first);
    let mut seen = HashSet::from([first.clone()]);
    let mut waiting = vec![first];
    while let Some(position) = waiting.pop() {
        for mv in game.moves(&position) {
            let mut next = game.play(&position, &mv).expect("a listed move plays");
            canonical(&mut next);
            if seen.insert(next.clone()) {
                waiting.push(next);
            }
        }
    }
    seen.len()
}

/// Asks the outcome (and, under normal play, the Grundy value) of `start` of `game` of a
/// fresh search, and checks that it stores at most the canonical positions below it.
fn stores_at_most_the_canonical<G, P>(game: G, start: &G::Position, canonical: fn(&mut G::Position))
where
    G: Hooks<P> + Clone,
    G::Position: Hash + Eq,
    P: Play,
{
    let bound = reachable(&game, start, canonical);
    let search = Search::new(game);
    let _ = search.outcome(start);
    let stored = search.stored_positions();
    assert!(
        stored <= bound,
        "{start:?}: {stored} stored, {bound} canonical positions"
    );
}

/// Circular Nim's canonical form: the circle as it is, rows sorted without empty ones.
fn circular(position: &mut CircularPosition) {
    if let CircularPosition::Rows(rows) = position {
        sorted(rows);
    }
}

#[test]
fn searches_of_heaps_and_rows_store_at_most_the_canonical_positions() {
    stores_at_most_the_canonical(Nim::normal(), &vec![3, 4, 5], sorted);
    stores_at_most_the_canonical(Nim::misere(), &vec![3, 4, 5], sorted);
    stores_at_most_the_canonical(Kayles::new(), &vec![12, 7], sorted);
    stores_at_most_the_canonical(Kayles::new().misere(), &vec![9, 4], sorted);
    stores_at_most_the_canonical(LineErasing::new(), &vec![9, 3], sorted);
    stores_at_most_the_canonical(GrundyGame::new(), &vec![20, 9], sorted);
    stores_at_most_the_canonical(GrundyGame::new().misere(), &vec![14], sorted);
    stores_at_most_the_canonical(EveryHeapNim::normal(), &vec![4, 5, 6], sorted);
    stores_at_most_the_canonical(EveryHeapNim::normal().misere(), &vec![3, 4, 5], sorted);
    for code in ["0.137", "4.", "0.6", "0.[7]"] {
        let game = TakeAndBreak::new(code).expect("a code");
        stores_at_most_the_canonical(game.clone(), &vec![14, 5], sorted);
        stores_at_most_the_canonical(game.misere(), &vec![8, 3], sorted);
    }
    stores_at_most_the_canonical(CircularNim::new(), &CircularPosition::Circle(18), circular);
    stores_at_most_the_canonical(
        CircularNim::new().misere(),
        &CircularPosition::Circle(12),
        circular,
    );
    stores_at_most_the_canonical(
        CircularNim::new(),
        &CircularPosition::Rows(vec![0, 7, 3, 0, 7]),
        circular,
    );
}

#[test]
fn circular_nim_is_searched_up_to_circles_of_40() {
    let game = CircularNim::new();
    let search = Search::new(game);
    for stones in 0..=40 {
        let circle = CircularPosition::Circle(stones);
        assert_eq!(
            Some(search.outcome(&circle)),
            game.known_outcome(&circle),
            "a circle of {stones}"
        );
    }
    // The rows after the first move are a sum: their values are the engine's.
    let values = CircularNim::row_values(40).expect("40 rows");
    for row in 0..40u64 {
        assert_eq!(
            search.grundy(&CircularPosition::Rows(vec![row])),
            values[row as usize],
            "a row of {row}"
        );
    }
}
