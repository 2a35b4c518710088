//! The one rule of `play` in every game of heaps (`impartial::games`' docs): only the heap a
//! move names changes; what the move leaves of it takes its place (0 when nothing is left),
//! and a second or third heap it breaks into goes to the end. Checked for every move from
//! random positions of each game, against the parts each move says it leaves.

use impartial::games::grundy_game::Split;
use impartial::prelude::*;
use proptest::prelude::*;

/// Whether `after` is `before` with the heap at `index` changed into `parts` (the move's
/// order, 0 for none) by the rule: the first non-empty part in its place, the others after.
fn follows_the_rule(before: &[u64], after: &[u64], index: usize, parts: &[u64]) -> bool {
    let left: Vec<u64> = parts.iter().copied().filter(|&part| part > 0).collect();
    let mut expected = before.to_vec();
    expected[index] = left.first().copied().unwrap_or(0);
    expected.extend(left.iter().skip(1));
    after == expected
}

/// Every move of `game` from `heaps` played, each checked by `parts_of` (the heap a move
/// names and the parts it leaves of it).
fn check<G: Game<Position = Vec<u64>>>(
    game: &G,
    heaps: &Vec<u64>,
    parts_of: impl Fn(&G::Move) -> (usize, Vec<u64>),
) -> Result<(), TestCaseError> {
    for mv in game.moves(heaps).take(200) {
        let after = game.play(heaps, &mv).expect("a move of the game plays");
        let (index, parts) = parts_of(&mv);
        prop_assert!(
            follows_the_rule(heaps, &after, index, &parts),
            "{:?} then {:?} gave {:?}",
            heaps,
            mv,
            after
        );
    }
    Ok(())
}

fn heaps() -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(0u64..12, 0..5)
}

proptest! {
    #[test]
    fn nim(heaps in heaps()) {
        check(&Nim::normal(), &heaps, |mv| (mv.heap, vec![heaps[mv.heap] - mv.take]))?;
    }

    #[test]
    fn kayles_and_line_erasing(heaps in heaps()) {
        let parts_of = |mv: &RowMove| {
            let right = heaps[mv.row] - mv.start - mv.count;
            (mv.row, vec![mv.start, right])
        };
        check(&Kayles::new(), &heaps, parts_of)?;
        check(&LineErasing::new(), &heaps, parts_of)?;
    }

    #[test]
    fn circular_nim_rows(heaps in heaps()) {
        let game = CircularNim::new();
        let position = CircularPosition::Rows(heaps.clone());
        for mv in game.moves(&position) {
            let CircularMove::Row(row) = mv else { continue };
            let Ok(CircularPosition::Rows(after)) = game.play(&position, &mv) else {
                return Err(TestCaseError::fail(format!("{mv:?} does not leave rows")));
            };
            let right = heaps[row.row] - row.start - row.count;
            prop_assert!(follows_the_rule(&heaps, &after, row.row, &[row.start, right]));
        }
    }

    #[test]
    fn grundys_game(heaps in heaps()) {
        check(&GrundyGame::new(), &heaps, |mv: &Split| {
            (mv.heap, vec![mv.smaller, heaps[mv.heap] - mv.smaller])
        })?;
    }

    #[test]
    fn every_heap_nim(heaps in heaps()) {
        let game = EveryHeapNim::normal();
        for mv in game.moves(&heaps) {
            let after = game.play(&heaps, &mv).expect("a move of the game plays");
            let expected: Vec<u64> = match mv {
                EveryHeapMove::One { heap, take } => {
                    let mut expected = heaps.clone();
                    expected[heap] -= take;
                    expected
                }
                EveryHeapMove::Every { take } => heaps.iter().map(|&heap| heap - take).collect(),
            };
            prop_assert_eq!(after, expected);
        }
    }

    #[test]
    fn take_and_break(heaps in heaps(), code in prop::sample::select(vec!["0.77", "0.137", "4.07", "0.6", "0.[3]", "0.123"])) {
        let game = TakeAndBreak::new(code).unwrap();
        check(&game, &heaps, |mv: &BreakMove| (mv.heap, mv.parts.to_vec()))?;
        check(&TakeAndBreak::grundys_game(), &heaps, |mv: &BreakMove| (mv.heap, mv.parts.to_vec()))?;
        let solver = game.solver(20).unwrap();
        let position = solver.position(heaps.clone()).unwrap();
        for mv in solver.moves(&position).take(200) {
            let after = solver.play(&position, &mv).unwrap().into_vec();
            prop_assert!(follows_the_rule(&heaps, &after, mv.heap, &mv.parts));
        }
    }
}
