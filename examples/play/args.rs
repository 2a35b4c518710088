//! The command line: what to play, from where, and how well the computer plays.

use std::collections::BTreeSet;

use rand::Rng;
use rand::rngs::StdRng;

pub const HELP: &str = "\
Play an impartial game against the computer in the terminal.

USAGE:
    cargo run --example play -- [OPTIONS]

OPTIONS:
    --game NAME         nim (default), misere-nim, wythoff, bash, subtraction,
                        fibonacci, parity, die
    --heaps 3,4,5       the starting heaps (one number for the one-heap games)
    --stones N          deal N stones at random (into --heaps-count heaps for nim
    --heaps-count M     and wythoff, which needs 2); for one-heap games, the heap
    --k K               the most a move may take (bash, parity)
    --set 1,3,4         the amounts a move may take (subtraction)
    --odd-wins          parity game: an odd holding wins (default: even)
    --second            let the computer move first
    --level 0..10       10 (default): the computer always plays its best move;
                        each level lower, it plays a random move one time in ten
                        more often
    --seed N            the random seed, to replay a game
    --help              this text

While playing, type a move in the notation the prompt shows, `hint` for the best
move, or `q` to quit.

EXAMPLES:
    cargo run --example play                                  # Nim on 3, 4, 5
    cargo run --example play -- --game misere-nim --stones 20 --heaps-count 4
    cargo run --example play -- --game wythoff --heaps 5,9
    cargo run --example play -- --game bash --k 3 --heaps 21  # the 21 game
    cargo run --example play -- --game subtraction --set 1,3,4 --heaps 20
    cargo run --example play -- --game fibonacci --heaps 20
    cargo run --example play -- --game parity --k 4 --heaps 27   # Kordemsky
    cargo run --example play -- --game die --heaps 31 --second   # race to 31
    cargo run --example play -- --level 5 --seed 7
";

/// The games the example plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameName {
    Nim,
    MisereNim,
    Wythoff,
    Bash,
    Subtraction,
    Fibonacci,
    Parity,
    Die,
}

impl GameName {
    fn parse(name: &str) -> Result<Self, String> {
        Ok(match name {
            "nim" => GameName::Nim,
            "misere-nim" => GameName::MisereNim,
            "wythoff" => GameName::Wythoff,
            "bash" => GameName::Bash,
            "subtraction" => GameName::Subtraction,
            "fibonacci" => GameName::Fibonacci,
            "parity" => GameName::Parity,
            "die" => GameName::Die,
            other => {
                return Err(format!(
                    "unknown game `{other}`; the games are nim, misere-nim, wythoff, bash, \
                     subtraction, fibonacci, parity and die"
                ));
            }
        })
    }

    /// Whether the game is played on several heaps.
    pub fn has_many_heaps(self) -> bool {
        matches!(
            self,
            GameName::Nim | GameName::MisereNim | GameName::Wythoff
        )
    }
}

/// Everything the command line says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    pub game: GameName,
    pub heaps: Option<Vec<u64>>,
    pub stones: Option<u64>,
    pub heaps_count: Option<usize>,
    pub k: Option<u64>,
    pub set: Option<Vec<u64>>,
    pub odd_wins: bool,
    pub second: bool,
    pub level: u8,
    pub seed: Option<u64>,
    pub help: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            game: GameName::Nim,
            heaps: None,
            stones: None,
            heaps_count: None,
            k: None,
            set: None,
            odd_wins: false,
            second: false,
            level: 10,
            seed: None,
            help: false,
        }
    }
}

fn number<T: std::str::FromStr>(option: &str, text: &str) -> Result<T, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("{option} needs a number, not `{text}`"))
}

fn numbers(option: &str, text: &str) -> Result<Vec<u64>, String> {
    text.split(',').map(|part| number(option, part)).collect()
}

/// Reads the command line (without the program name).
pub fn parse(args: &[String]) -> Result<Options, String> {
    let mut options = Options::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .ok_or_else(|| format!("{arg} needs a value"))
                .map(String::as_str)
        };
        match arg.as_str() {
            "--game" => options.game = GameName::parse(value()?)?,
            "--heaps" => options.heaps = Some(numbers("--heaps", value()?)?),
            "--stones" => options.stones = Some(number("--stones", value()?)?),
            "--heaps-count" => options.heaps_count = Some(number("--heaps-count", value()?)?),
            "--k" => options.k = Some(number("--k", value()?)?),
            "--set" => options.set = Some(numbers("--set", value()?)?),
            "--odd-wins" => options.odd_wins = true,
            "--second" => options.second = true,
            "--level" => {
                let level = number("--level", value()?)?;
                if level > 10 {
                    return Err(format!("--level goes from 0 to 10, not {level}"));
                }
                options.level = level;
            }
            "--seed" => options.seed = Some(number("--seed", value()?)?),
            "--help" | "-h" => options.help = true,
            other => return Err(format!("unknown option `{other}`")),
        }
    }
    Ok(options)
}

/// The starting heaps: given, dealt at random, or the game's default.
pub fn starting_heaps(
    options: &Options,
    default: &[u64],
    rng: &mut StdRng,
) -> Result<Vec<u64>, String> {
    let heaps = match (&options.heaps, options.stones) {
        (Some(_), Some(_)) => return Err("give either --heaps or --stones, not both".into()),
        (Some(heaps), None) => heaps.clone(),
        (None, Some(stones)) if options.game.has_many_heaps() => {
            let count = options.heaps_count.unwrap_or(default.len());
            deal(stones, count, rng)?
        }
        (None, Some(stones)) => vec![stones],
        (None, None) => default.to_vec(),
    };
    let wanted = match options.game {
        GameName::Wythoff => Some(2),
        GameName::Nim | GameName::MisereNim => None,
        _ => Some(1),
    };
    match wanted {
        Some(count) if heaps.len() != count => Err(format!(
            "this game is played on {count} heap{}, not {}",
            if count == 1 { "" } else { "s" },
            heaps.len()
        )),
        _ => Ok(heaps),
    }
}

/// Deals `stones` stones into `count` non-empty heaps at random, as the old program did.
fn deal(stones: u64, count: usize, rng: &mut StdRng) -> Result<Vec<u64>, String> {
    const MOST_HEAPS: usize = 1000;
    if count == 0 || count > MOST_HEAPS {
        return Err(format!(
            "--heaps-count goes from 1 to {MOST_HEAPS}, not {count}"
        ));
    }
    if stones < count as u64 {
        return Err(format!(
            "{stones} stones cannot make {count} heaps of at least one stone"
        ));
    }
    // Cut the row of stones at count − 1 distinct places.
    let mut cuts = BTreeSet::new();
    while cuts.len() < count - 1 {
        cuts.insert(rng.random_range(1..stones));
    }
    let mut previous = 0;
    let mut heaps: Vec<u64> = cuts
        .into_iter()
        .map(|cut| {
            let heap = cut - previous;
            previous = cut;
            heap
        })
        .collect();
    heaps.push(stones - previous);
    Ok(heaps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn reads_every_option() {
        let options = parse(&args(
            "--game subtraction --set 1,3,4 --heaps 20 --second --level 3 --seed 9",
        ))
        .unwrap();
        assert_eq!(options.game, GameName::Subtraction);
        assert_eq!(options.set, Some(vec![1, 3, 4]));
        assert_eq!(options.heaps, Some(vec![20]));
        assert!(options.second);
        assert_eq!((options.level, options.seed), (3, Some(9)));
    }

    #[test]
    fn bad_arguments_say_what_is_wrong() {
        assert!(
            parse(&args("--game chess"))
                .unwrap_err()
                .contains("unknown game `chess`")
        );
        assert_eq!(
            parse(&args("--heaps 3,x,5")).unwrap_err(),
            "--heaps needs a number, not `x`"
        );
        assert_eq!(
            parse(&args("--level 11")).unwrap_err(),
            "--level goes from 0 to 10, not 11"
        );
        assert_eq!(parse(&args("--k")).unwrap_err(), "--k needs a value");
        assert_eq!(
            parse(&args("--fast")).unwrap_err(),
            "unknown option `--fast`"
        );
    }

    #[test]
    fn deals_the_stones_into_non_empty_heaps() {
        let mut rng = StdRng::seed_from_u64(1);
        for (stones, count) in [(20, 3), (5, 5), (1_000_000_000_000, 7), (1, 1)] {
            let heaps = deal(stones, count, &mut rng).unwrap();
            assert_eq!(heaps.len(), count);
            assert_eq!(heaps.iter().sum::<u64>(), stones);
            assert!(heaps.iter().all(|&heap| heap > 0));
        }
        assert!(deal(2, 3, &mut rng).is_err());
        assert!(deal(5, 0, &mut rng).is_err());
    }

    #[test]
    fn heap_counts_must_fit_the_game() {
        let mut rng = StdRng::seed_from_u64(1);
        let wythoff = parse(&args("--game wythoff --heaps 1,2,3")).unwrap();
        assert!(starting_heaps(&wythoff, &[5, 9], &mut rng).is_err());
        let bash = parse(&args("--game bash --stones 21")).unwrap();
        assert_eq!(starting_heaps(&bash, &[21], &mut rng), Ok(vec![21]));
        let dealt = parse(&args("--stones 20 --heaps-count 4")).unwrap();
        assert_eq!(
            starting_heaps(&dealt, &[3, 4, 5], &mut rng).unwrap().len(),
            4
        );
    }
}
