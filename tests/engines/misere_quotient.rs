//! Misère quotients of take-and-break codes: every outcome against a brute-force misère
//! search written here from the rules of the code (over sorted multisets of heaps,
//! memoized, never split into parts), every quotient reduced, the Nim quotients, and the
//! published figures.

use std::collections::{BTreeSet, HashMap};

use impartial::Limit;

use impartial::prelude::*;
use impartial::take_and_break::QuotientProgress;
use proptest::prelude::*;

/// An octal code's rules as this test reads them (*Winning Ways*, chapter 4): `digits[k]`
/// for `k ≥ 1` (`digits[0]` unused), and `tail` repeating after them.
#[derive(Debug, Clone)]
struct Rules {
    digits: Vec<u8>,
    tail: Option<u8>,
}

impl Rules {
    fn digit(&self, k: u64) -> u8 {
        match self.digits.get(k as usize) {
            Some(&digit) => digit,
            None => self.tail.unwrap_or(0),
        }
    }

    fn code(&self) -> String {
        let mut code = String::from("0.");
        code.extend(
            self.digits[1..]
                .iter()
                .map(|digit| char::from(b'0' + digit)),
        );
        if let Some(tail) = self.tail {
            code.push('[');
            code.push(char::from(b'0' + tail));
            code.push(']');
        }
        code
    }

    /// The positions one move from `heaps` (sorted, no empty heaps), each sorted.
    fn options(&self, heaps: &[u64]) -> Vec<Vec<u64>> {
        let mut options = Vec::new();
        for (index, &heap) in heaps.iter().enumerate() {
            let rest: Vec<u64> = heaps[..index]
                .iter()
                .chain(&heaps[index + 1..])
                .copied()
                .collect();
            for take in 1..=heap {
                let digit = self.digit(take);
                let left = heap - take;
                let mut leave = |parts: &[u64]| {
                    let mut option = rest.clone();
                    option.extend(parts.iter().copied().filter(|&part| part > 0));
                    option.sort_unstable();
                    options.push(option);
                };
                if digit & 1 != 0 && left == 0 {
                    leave(&[]);
                }
                if digit & 2 != 0 && left > 0 {
                    leave(&[left]);
                }
                if digit & 4 != 0 && left >= 2 {
                    for small in 1..=left / 2 {
                        leave(&[left - small, small]);
                    }
                }
            }
        }
        options
    }
}

/// Misère outcomes by brute force: a position is lost for the player to move when it has
/// a move and every move leads to a won position (no move: the player to move wins).
struct Brute {
    rules: Rules,
    memo: HashMap<Vec<u64>, bool>,
}

impl Brute {
    fn new(rules: Rules) -> Self {
        Brute {
            rules,
            memo: HashMap::new(),
        }
    }

    fn is_lost(&mut self, heaps: &[u64]) -> bool {
        let mut key: Vec<u64> = heaps.iter().copied().filter(|&heap| heap > 0).collect();
        key.sort_unstable();
        if let Some(&lost) = self.memo.get(&key) {
            return lost;
        }
        let options = self.rules.options(&key);
        let lost = !options.is_empty() && options.iter().all(|option| !self.is_lost(option));
        self.memo.insert(key, lost);
        lost
    }

    /// Asserts that `quotient` gives `heaps` the outcome the brute force does.
    fn assert_agrees(&mut self, quotient: &MisereQuotient, heaps: &[u64]) {
        assert_eq!(
            quotient.outcome(heaps).unwrap(),
            self.outcome(heaps),
            "{} {heaps:?}",
            quotient.game()
        );
    }

    fn outcome(&mut self, heaps: &[u64]) -> Outcome {
        if self.is_lost(heaps) {
            Outcome::Loss
        } else {
            Outcome::Win
        }
    }
}

/// Any two distinct elements are told apart by some element.
fn assert_reduced(quotient: &MisereQuotient) {
    let order = quotient.order();
    for x in 0..order {
        for y in x + 1..order {
            let apart = (0..order).any(|z| {
                quotient.is_in_p(quotient.product(x, z).unwrap())
                    != quotient.is_in_p(quotient.product(y, z).unwrap())
            });
            assert!(
                apart,
                "elements {x} and {y} of {} are alike",
                quotient.game()
            );
        }
    }
}

/// The table is a commutative monoid with identity 0.
fn assert_monoid(quotient: &MisereQuotient) {
    let order = quotient.order();
    let product = |x, y| quotient.product(x, y).unwrap();
    for x in 0..order {
        assert_eq!(product(0, x), x);
        for y in 0..order {
            assert_eq!(product(x, y), product(y, x));
            for z in 0..order {
                assert_eq!(product(product(x, y), z), product(x, product(y, z)));
            }
        }
    }
}

fn small_rules() -> impl Strategy<Value = Rules> {
    (
        prop::collection::vec(0u8..8, 1..=3),
        prop::option::weighted(0.15, 1u8..4),
    )
        .prop_filter_map("a code with a move", |(digits, tail)| {
            let mut all = vec![0];
            all.extend(digits);
            while all.len() > 1 && all.last() == Some(&0) && tail.is_none() {
                all.pop();
            }
            (all.len() > 1 || tail.is_some()).then_some(Rules { digits: all, tail })
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Every sum of small heaps: the quotient's outcome is the brute force's; the
    /// quotient is a commutative monoid, reduced.
    #[test]
    fn outcomes_agree_with_a_brute_force(
        rules in small_rules(),
        limit in 1u64..=7,
        positions in prop::collection::vec(prop::collection::vec(0u64..=7, 0..=4), 12),
    ) {
        let game = TakeAndBreak::new(&rules.code()).unwrap();
        // A random code's quotient may pass the default bound of elements: that is the
        // documented error, not an answer to check.
        let quotient = match game.clone().misere().misere_quotient(limit) {
            Err(Error::LimitReached { limit: Limit::Elements, .. }) => return Ok(()),
            quotient => quotient.unwrap(),
        };
        let mut brute = Brute::new(rules.clone());
        for heaps in positions {
            let covered = heaps.iter().all(|&heap| quotient.element(heap).is_some());
            match quotient.outcome(&heaps) {
                Ok(outcome) => prop_assert_eq!(outcome, brute.outcome(&heaps), "{} {:?}", rules.code(), heaps),
                Err(Error::UnknownQuotientHeap { .. }) => prop_assert!(!covered),
                Err(error) => prop_assert!(false, "{error}"),
            }
        }
        assert_reduced(&quotient);
        assert_monoid(&quotient);
    }
}

/// Every position of up to four heaps of at most `largest`, against the brute force.
fn assert_every_small_position(rules: &Rules, quotient: &MisereQuotient, largest: u64) {
    let mut brute = Brute::new(rules.clone());
    for a in 0..=largest {
        for b in a..=largest {
            for c in b..=largest {
                for d in c..=largest {
                    let heaps = [a, b, c, d];
                    brute.assert_agrees(quotient, &heaps);
                }
            }
        }
    }
}

#[test]
fn kayles_and_dawsons_kayles_agree_with_the_brute_force() {
    for (code, digits) in [
        ("0.77", vec![0, 7, 7]),
        ("0.07", vec![0, 0, 7]),
        ("0.137", vec![0, 1, 3, 7]),
    ] {
        let rules = Rules { digits, tail: None };
        let quotient = TakeAndBreak::new(code)
            .unwrap()
            .misere()
            .misere_quotient(12)
            .unwrap();
        assert_every_small_position(&rules, &quotient, 12);
        assert_reduced(&quotient);
    }
}

/// Misère Dawson's Kayles grows where learning from outcomes could not follow (heap 25
/// splits classes of the quotient below): A. N. Siegel, answering questions on
/// `MisereSolver` (miseregames.wordpress.com, 28 August 2007), gives `|Q_30(0.07)| = 360`,
/// and `MisereSolver` run here gives `|P| = 65`. Every position of two heaps up to 30, and of three up to 16, against the brute force.
#[test]
fn dawsons_kayles_to_heap_30_has_the_published_order() {
    let quotient = TakeAndBreak::dawsons_kayles()
        .misere()
        .misere_quotient(30)
        .unwrap();
    assert_eq!(quotient.known_heaps(), 31);
    assert_eq!((quotient.order(), quotient.p_count()), (360, 65));
    let mut brute = Brute::new(Rules {
        digits: vec![0, 0, 7],
        tail: None,
    });
    for a in 0..=30 {
        for b in a..=30 {
            brute.assert_agrees(&quotient, &[a, b]);
            for c in b..=16 {
                let heaps = [a, b, c];
                brute.assert_agrees(&quotient, &heaps);
            }
        }
    }
    assert_reduced(&quotient);
}

/// Misère Nim restricted to heaps below `2^k` is the tame quotient `T_k`: `T1` of order 2,
/// `T2` of order 6, `T3` of order 10, `|P| = 2` from `T2` on (Plambeck and Siegel 2008,
/// §3; Conway's genus theory). `T3` needs `b²c = c` besides `c² = b²`: without it `c`
/// and `c³` would differ.
#[test]
fn nim_gives_the_tame_quotients() {
    let nim = TakeAndBreak::new("0.[3]").unwrap();
    for (limit, order, p, shown) in [
        (1, 2, 1, "⟨a | a² = 1⟩, P = {a}"),
        (2, 6, 2, "⟨a, b | a² = 1, b³ = b⟩, P = {a, b²}"),
        (3, 6, 2, "⟨a, b | a² = 1, b³ = b⟩, P = {a, b²}"),
        (
            4,
            10,
            2,
            "⟨a, b, c | a² = 1, b³ = b, c² = b², b²c = c⟩, P = {a, b²}",
        ),
        (
            7,
            10,
            2,
            "⟨a, b, c | a² = 1, b³ = b, c² = b², b²c = c⟩, P = {a, b²}",
        ),
        (8, 18, 2, ""),
        (15, 18, 2, ""),
    ] {
        let quotient = nim.clone().misere().misere_quotient(limit).unwrap();
        assert_eq!(
            (quotient.order(), quotient.p_count()),
            (order, p),
            "heaps to {limit}"
        );
        assert!(quotient.is_tame());
        if !shown.is_empty() {
            assert_eq!(quotient.to_string(), shown);
        }
    }
    // A game whose heaps are Nim heaps in misère play: 0.3 (take one, or the last one).
    let quotient = TakeAndBreak::new("0.3")
        .unwrap()
        .misere()
        .misere_quotient(50)
        .unwrap();
    assert!(quotient.is_tame());
    assert_eq!(quotient.order(), 2);
}

/// Misère Kayles is wild (Plambeck and Siegel 2008: Kayles' quotient is not a Nim
/// quotient); its partial quotients are reduced, and a heap's element never changes the
/// outcome the brute force finds for it alone.
#[test]
fn kayles_is_wild() {
    let kayles = TakeAndBreak::kayles().misere().misere_quotient(20).unwrap();
    assert!(!kayles.is_tame());
    assert_eq!(kayles.period(), None, "not certified this early");
    assert_reduced(&kayles);
    let mut brute = Brute::new(Rules {
        digits: vec![0, 7, 7],
        tail: None,
    });
    for heap in 0..=20 {
        brute.assert_agrees(&kayles, &[heap]);
    }
}

/// 0.75's quotient is Plambeck and Siegel's `R8` (2008), the wild quotient of order 8
/// with `|P| = 2`: `⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩`, `P = {a, b²}`; its
/// pretending function is certified periodic, and the period answers heaps past those
/// computed, as the brute force does.
#[test]
fn the_quotient_of_0_75_is_r8_with_a_certified_period() {
    let quotient = TakeAndBreak::new("0.75")
        .unwrap()
        .misere()
        .misere_quotient(1000)
        .unwrap();
    assert_eq!((quotient.order(), quotient.p_count()), (8, 2));
    assert!(!quotient.is_tame());
    assert_eq!(
        quotient.to_string(),
        "⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩, P = {a, b²}"
    );
    let period = quotient.period().unwrap();
    assert_eq!(period.period, 2);
    assert!(quotient.known_heaps() < 1000);
    let known = quotient.known_heaps();
    let mut brute = Brute::new(Rules {
        digits: vec![0, 7, 5],
        tail: None,
    });
    for a in 0..=known + 6 {
        brute.assert_agrees(&quotient, &[a]);
        for b in 0..=a.min(14) {
            brute.assert_agrees(&quotient, &[a, b]);
        }
    }
    assert!(quotient.outcome(&[u64::MAX, 1 << 40]).is_ok());
}

/// Misère Kayles' pretending function is periodic with period 12 from heap 71, which is
/// what `MisereSolver` found: it certifies Kayles at heap 253 (issue 29, run on this
/// machine), and its criterion (`TBCode` and `PeriodicityChecker`, in `CGSuite`, ask for
/// `3·n0 + 3·p + t + 3` heaps when a code's largest digit leaves up to two heaps, `t` the
/// most a move takes) reaches heap 253 exactly when `n0 = 71` and `p = 12`.
#[test]
fn kayles_period_is_the_one_miseresolver_certifies() {
    let kayles = TakeAndBreak::kayles()
        .misere()
        .misere_quotient(1000)
        .unwrap();
    let period = kayles.period().unwrap();
    let most_taken = 2;
    let heaps_checked = 3 * period.preperiod + 3 * period.period + most_taken + 3;
    assert_eq!(heaps_checked - 1, 253);
    assert_eq!((period.preperiod, period.period), (71, 12));
    assert_eq!((kayles.order(), kayles.p_count()), (40, 9));
}

/// A word as `MisereSolver` prints it (`ab2c`), as this crate writes it (`ab²c`).
fn superscripts(word: &str) -> String {
    word.chars()
        .map(|c| match c {
            '2' => '²',
            '3' => '³',
            '4' => '⁴',
            other => other,
        })
        .collect()
}

/// One run of `MisereSolver`: the game, `--maxheap` (1000: to certification), and what it
/// printed.
struct Run {
    game: TakeAndBreak,
    limit: u64,
    order: usize,
    p_count: usize,
    p: &'static str,
    phi: &'static str,
    period: Option<(u64, u64)>,
}

/// What `MisereSolver` printed for each game run.
fn miseresolver_runs() -> Vec<Run> {
    vec![
        Run {
            game: TakeAndBreak::kayles(),
            limit: 20,
            order: 24,
            p_count: 8,
            p: "a,b2,ac,ac2,d,ad2,e,ade",
            phi: "1 a b ab a c ab b ab2 d b bc e ab2 b abc ab2 d2e ab b ade",
            period: None,
        },
        Run {
            game: TakeAndBreak::kayles(),
            limit: 1000,
            order: 40,
            p_count: 9,
            p: "a,b2,ac,ac2,d,ad2,e,ade,adf",
            phi: "1 a b ab a c ab b ab2 d b bc e ab2 b abc ab2 d2e ab b ade",
            period: Some((71, 12)),
        },
        Run {
            game: TakeAndBreak::dawsons_kayles(),
            limit: 20,
            order: 24,
            p_count: 5,
            p: "a,ac,ad,b2,acd",
            phi: "1 1 a a b 1 ab a a 1 c ab ac b d 1 ad ac b c ab",
            period: None,
        },
        Run {
            game: TakeAndBreak::new("0.137").unwrap(),
            limit: 20,
            order: 24,
            p_count: 5,
            p: "a,b2,ac,ad,acd",
            phi: "1 a a b 1 ab a a 1 c ab ac b d 1 ad ac b c ab b2",
            period: None,
        },
        Run {
            game: TakeAndBreak::grundys_game(),
            limit: 20,
            order: 48,
            p_count: 7,
            p: "a,b2,ac,d,cd,be,e2",
            phi: "1 1 1 a 1 b a 1 b a 1 b a c b a c b d c e",
            period: None,
        },
        Run {
            game: TakeAndBreak::new("0.71").unwrap(),
            limit: 1000,
            order: 36,
            p_count: 9,
            p: "a,b2,bc,c2,ac3,ad,b3d,cd,bc2d",
            phi: "1 a b a 1 c 1 a d a 1 c 1 a d a 1 c 1 a d",
            period: Some((3, 6)),
        },
        Run {
            game: TakeAndBreak::new("0.75").unwrap(),
            limit: 1000,
            order: 8,
            p_count: 2,
            p: "a,b2",
            phi: "1 a b a b c b c b ab2 b ab2 b ab2 b ab2 b ab2 b ab2 b",
            period: Some((8, 2)),
        },
        Run {
            game: TakeAndBreak::new("0.31").unwrap(),
            limit: 20,
            order: 6,
            p_count: 2,
            p: "a,b2",
            phi: "1 a b b2 ab2 b2 ab2 b2 ab2 b2 ab2 b2 ab2 b2 ab2 b2 ab2 b2 ab2 b2 ab2",
            period: Some((3, 2)),
        },
    ]
}

/// A. N. Siegel's `MisereSolver` (the reference program, in `CGSuite` at commit e909ab8),
/// built and run on this machine for issue 29 (`--maxheap n` computes heaps `0..=n`, as
/// `misere_quotient(n)` does; without it, to certification): `|Q|`, `|P|`, `P` and the
/// pretending function on heaps 0 to 20, and the period where it certifies one, exactly as
/// it printed them (its words written with superscripts here).
#[test]
fn quotients_are_miseresolvers() {
    for run in miseresolver_runs() {
        let quotient = run
            .game
            .clone()
            .misere()
            .misere_quotient(run.limit)
            .unwrap();
        let what = format!("{} to heap {}", run.game, run.limit);
        assert_eq!(
            (quotient.order(), quotient.p_count()),
            (run.order, run.p_count),
            "{what}"
        );
        // `P` by `names`, the pretending function by `name`: both against what it printed.
        let names = quotient.names();
        let p: BTreeSet<String> = (0..quotient.order())
            .filter(|&x| quotient.is_in_p(x))
            .map(|x| names[x].clone())
            .collect();
        let published: BTreeSet<String> = run.p.split(',').map(superscripts).collect();
        assert_eq!(p, published, "{what}: P");
        let phi: Vec<String> = (0..=20)
            .map(|heap| quotient.name(quotient.element(heap).unwrap()).unwrap())
            .collect();
        let published: Vec<String> = run.phi.split(' ').map(superscripts).collect();
        assert_eq!(phi, published, "{what}: the pretending function");
        let period = quotient
            .period()
            .map(|period| (period.preperiod, period.period));
        assert_eq!(period, run.period, "{what}: the period");
    }
    // Dawson's Kayles to heap 25 (heap 30 is checked below).
    let quotient = TakeAndBreak::dawsons_kayles()
        .misere()
        .misere_quotient(25)
        .unwrap();
    assert_eq!((quotient.order(), quotient.p_count()), (144, 23));
}

/// Misère Kayles' quotient stops growing at heap 27 (in this crate's computation): every
/// position of three heaps up to 28, 14 and 3 agrees with the brute force, which covers
/// each heap that enlarged the quotient.
#[test]
fn kayles_agrees_with_the_brute_force_past_its_last_growth() {
    let kayles = TakeAndBreak::kayles().misere().misere_quotient(28).unwrap();
    let mut brute = Brute::new(Rules {
        digits: vec![0, 7, 7],
        tail: None,
    });
    for a in 0..=28 {
        for b in 0..=a.min(14) {
            for c in 0..=b.min(3) {
                let heaps = [a, b, c];
                brute.assert_agrees(&kayles, &heaps);
            }
        }
    }
    assert_reduced(&kayles);
}

#[test]
fn the_bound_stops_a_growing_quotient() {
    let error = TakeAndBreak::dawsons_kayles()
        .misere()
        .misere_quotient_with(20, 12, |_| core::ops::ControlFlow::Continue(()))
        .unwrap_err();
    assert!(matches!(
        error,
        Error::LimitReached {
            limit: Limit::Elements,
            allowed: 12,
            ..
        }
    ));
    let mut reports: Vec<QuotientProgress> = Vec::new();
    let quotient = TakeAndBreak::kayles()
        .misere()
        .misere_quotient_with(10, 1000, |progress| {
            reports.push(*progress);
            core::ops::ControlFlow::Continue(())
        })
        .unwrap();
    // After each heap, and again between the candidates of a heap that enlarges it.
    let heaps: Vec<u64> = reports.iter().map(|report| report.heaps).collect();
    assert!(heaps.is_sorted());
    assert!((2..=11).all(|done| heaps.contains(&done)));
    assert_eq!(
        reports.last().map(|r| (r.heaps, r.order)),
        Some((11, quotient.order()))
    );
}

/// Heap 25 of Dawson's Kayles enlarges the quotient through several candidates; the
/// progress reported between them (the heaps done, 0 to 24, a second time) can stop it.
#[test]
fn a_heap_that_enlarges_the_quotient_stops_between_candidates() {
    let mut reports_of_25 = 0;
    let quotient = TakeAndBreak::dawsons_kayles()
        .misere()
        .misere_quotient_with(30, 4096, |progress| {
            if progress.heaps == 25 {
                reports_of_25 += 1;
            }
            if reports_of_25 == 2 {
                core::ops::ControlFlow::Break(())
            } else {
                core::ops::ControlFlow::Continue(())
            }
        })
        .unwrap();
    assert_eq!(quotient.known_heaps(), 25);
    assert_eq!(quotient.order(), 24);
}

#[test]
fn the_solver_wins_misere_games() {
    let rules = Rules {
        digits: vec![0, 7, 7],
        tail: None,
    };
    let mut brute = Brute::new(rules.clone());
    let solver = TakeAndBreak::kayles()
        .misere()
        .misere_quotient(10)
        .unwrap()
        .into_solver();
    for heaps in [
        vec![1],
        vec![2, 3],
        vec![4, 5, 6],
        vec![1, 1, 1],
        vec![10, 3],
    ] {
        let winning: Vec<BreakMove> = solver.winning_moves(&heaps).collect();
        let expected: Vec<BreakMove> = solver
            .moves(&heaps)
            .filter(|mv| brute.is_lost(&solver.play(&heaps, mv).unwrap()))
            .collect();
        assert_eq!(winning, expected, "{heaps:?}");
        assert_eq!(solver.outcome(&heaps), brute.outcome(&heaps));
    }
    assert!(matches!(
        solver.play(
            &vec![11],
            &BreakMove {
                heap: 0,
                take: 1,
                parts: [10, 0, 0]
            }
        ),
        Err(Error::UnknownQuotientHeap { .. })
    ));
}

/// Winning moves past the period, walked by it, are the moves that leave `P`: every move
/// filtered for heaps a little past the threshold, and the first few at once for heaps
/// near `u64::MAX`, where filtering every move would never end.
#[test]
fn winning_moves_past_the_period_are_every_winning_move() {
    for game in [TakeAndBreak::new("0.75").unwrap(), TakeAndBreak::kayles()] {
        let solver = game
            .clone()
            .misere()
            .misere_quotient(1000)
            .unwrap()
            .into_solver();
        let period = solver.quotient().period().expect("certified");
        let far = 2 * (period.preperiod + period.period) + 4;
        for first in [0, 1, 3, 6, 11, far + 5] {
            for second in (far..far + 2 * period.period + 3).chain(4 * far..4 * far + period.period)
            {
                let position = vec![first, second];
                let listed: Vec<BreakMove> = solver.winning_moves(&position).collect();
                let filtered: Vec<BreakMove> = solver
                    .moves(&position)
                    .filter(|mv| {
                        let next = solver.play(&position, mv).unwrap();
                        solver.try_outcome(&next) == Ok(Outcome::Loss)
                    })
                    .collect();
                assert_eq!(listed, filtered, "{game} {position:?}");
            }
        }
        for position in [vec![u64::MAX - 5, 1 << 62], vec![u64::MAX, u64::MAX - 1, 3]] {
            let won = solver.try_outcome(&position).unwrap() == Outcome::Win;
            let first: Vec<BreakMove> = solver.winning_moves(&position).take(3).collect();
            assert_eq!(!first.is_empty(), won, "{game} {position:?}");
            for mv in first {
                let next = solver.play(&position, &mv).unwrap();
                assert_eq!(solver.try_outcome(&next), Ok(Outcome::Loss), "{game} {mv}");
            }
        }
    }
}
