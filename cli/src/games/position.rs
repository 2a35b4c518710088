//! Positions as `solve` reads them from the words typed: heaps, one heap and what the game
//! keeps besides, a holding of the parity game.

use crate::describe::{count, number, numbers};
use crate::failure::Failure;

/// The position's numbers, exactly `wanted` of them (any number, at least one, for `None`).
pub fn heaps(
    position: &[String],
    wanted: Option<usize>,
    example: &str,
) -> Result<Vec<u64>, Failure> {
    let heaps = numbers(position, "a heap size")?;
    let fits = match wanted {
        Some(count) => heaps.len() == count,
        None => !heaps.is_empty(),
    };
    if fits {
        Ok(heaps)
    } else {
        let needed =
            wanted.map_or_else(|| "at least one heap".into(), |n| count(n as u64, "number"));
        Err(Failure::Usage(format!(
            "this position needs {needed}, not {}: like `{example}`",
            position.len()
        )))
    }
}

/// One heap, then up to `extra` more words that the game reads itself.
pub fn one_heap<'a>(
    position: &'a [String],
    extra: usize,
    example: &str,
) -> Result<(u64, &'a [String]), Failure> {
    match position {
        [heap, rest @ ..] if rest.len() <= extra => Ok((number(heap, "a heap size")?, rest)),
        _ => Err(Failure::Usage(format!(
            "this game is played on one heap: give its size{}, like `{example}`",
            if extra > 0 {
                " and what the game keeps besides"
            } else {
                ""
            }
        ))),
    }
}

/// Reads a holding in the parity game: `odd`, `even`, or a number of stones.
pub fn odd(word: &str) -> Result<bool, Failure> {
    match word {
        "odd" => Ok(true),
        "even" => Ok(false),
        number => number
            .parse::<u64>()
            .map(|held| held % 2 == 1)
            .map_err(|_| {
                Failure::Usage(format!(
                    "`{word}` is not a holding: type `odd`, `even` or the number of stones held"
                ))
            }),
    }
}
