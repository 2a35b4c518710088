//! The rules of a take-and-break game, parsed from its code.

use core::fmt;
use core::str::FromStr;

use crate::Error;

/// The most digits after the point that a code may have.
pub(crate) const MOST_DIGITS: usize = 255;

/// Bit of a code digit: the move may leave no heap (take the whole heap).
pub(crate) const LEAVE_NONE: u8 = 1;
/// Bit of a code digit: the move may leave one heap.
pub(crate) const LEAVE_ONE: u8 = 2;
/// Bit of a code digit: the move may leave two heaps.
pub(crate) const LEAVE_TWO: u8 = 4;
/// Bit of a code digit (hexadecimal codes only): the move may leave three heaps.
pub(crate) const LEAVE_THREE: u8 = 8;

/// A take-and-break game, given by its code: heaps of tokens; a move takes some tokens from
/// one heap and may split what is left into several heaps, as the code allows; whoever
/// cannot move loses (under [`misere`](crate::MisereForm::misere) play, wins).
///
/// # The code
///
/// The notation of *Winning Ways* (E. R. Berlekamp, J. H. Conway, R. K. Guy, chapter 4),
/// which `CGSuite`'s `TakeAndBreak("0.07")` and the published octal tables use. In the code
/// `d0.d1d2d3…`, the digit `dk` says by its bits what a move that takes `k` tokens from a
/// heap may leave:
///
/// | bit | the move may leave |
/// |----:|--------------------|
/// | 1 | no heap: it takes the whole heap, of exactly `k` |
/// | 2 | one heap, of the `n − k` left |
/// | 4 | two heaps, of sizes adding up to `n − k`, none empty |
/// | 8 | three heaps (hexadecimal digits `8`–`f`) |
///
/// * `0.d1d2…` or `.d1d2…` is an octal (or hexadecimal) game; trailing zeros change nothing.
/// * A digit before the point is `d0`, which splits a heap without taking anything: `4.`
///   splits a heap into two, `8.` into three (`4.7`, `4.007`). Its bits 1 and 2 would be no
///   move at all, so `d0` is one of `0`, `4`, `8`, `c`.
/// * A last digit in brackets repeats forever: `0.[7]` takes any number of adjacent tokens
///   (line erasing), `0.[3]` any number from one heap (Nim), `0.7[3]`: one token as in
///   Kayles, or any number from 2 on leaving at most one heap.
///
/// Kayles is `0.77`, Dawson's Kayles `0.07`, Dawson's chess `0.137`, and the subtraction
/// game on a set `S` has the digit `3` at each amount of `S` ([`subtraction`](Self::subtraction)).
/// Grundy's game, which splits a heap into two heaps *of different sizes*, is `4.` with
/// that one restriction ([`grundys_game`](Self::grundys_game)); any code can take the same
/// restriction with [`unequal_splits`](Self::unequal_splits), or by a last `≠` (`4.≠`).
///
/// The game implements [`Game`](crate::Game) on positions `Vec<u64>` (heap sizes), so
/// [`Search`](crate::Search) can solve it from its rules; the engine computes its
/// nim-sequence far faster ([`nim_sequence`](Self::nim_sequence)), and a
/// [`TakeAndBreakSolver`](super::TakeAndBreakSolver) answers positions of several heaps
/// from it. Its misère form, `TakeAndBreak::kayles().misere()`, a
/// [`Misere<TakeAndBreak>`](crate::Misere), is searched whole by `Search`, and gives each
/// heap's [genus](super::Genus) ([`genus_sequence`](crate::Misere::genus_sequence)) and
/// its misère quotient ([`misere_quotient`](crate::Misere::misere_quotient)).
///
/// # Errors
///
/// [`TakeAndBreak::new`] returns [`Error::InvalidParameter`] naming the character and its
/// place for a code that is empty, has no digit after the point (`0.`), a stray character,
/// a digit `8`–`f` where only octal is meant ([`octal`](Self::octal)), a `d0` with bit 1
/// or 2, every digit 0, or more than 255 digits after the point.
///
/// # Example
///
/// ```
/// use impartial::prelude::*;
///
/// let kayles = TakeAndBreak::new("0.77")?;
/// assert_eq!(kayles, TakeAndBreak::kayles());
/// assert_eq!(kayles.to_string(), "0.77");
/// let values = kayles.nim_sequence(1000)?;
/// assert_eq!(values.value(5), Some(4));
/// let period = values.period().unwrap(); // Guy and Smith's theorem certifies it
/// assert_eq!((period.preperiod, period.period), (71, 12));
/// // Every heap, from the period: u64::MAX is 71 + 4 (mod 12), worth what 75 is.
/// assert_eq!(values.value(u64::MAX), values.value(75));
///
/// let error = TakeAndBreak::new("0.7x7").unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "invalid code (0.7x7): `x` at place 4 is not a digit, a point or a bracket"
/// );
/// # Ok::<(), impartial::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TakeAndBreak {
    /// `digits[k]` is `dk`, from `d0`; no trailing zeros unless a tail follows.
    digits: Vec<u8>,
    /// The digit repeated for every `k ≥ digits.len()`, if any.
    tail: Option<u8>,
    /// Whether two heaps left by a move must differ in size.
    unequal: bool,
}

impl TakeAndBreak {
    /// The game with code `code`, octal or hexadecimal; see the type's documentation.
    ///
    /// # Complexity
    ///
    /// `O(code length)`.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] naming the character and its place, for the bad codes in
    /// the type's documentation.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // Dawson's Kayles: a move takes 2 tokens, leaving no heap, one or two.
    /// let game = TakeAndBreak::new(".07")?;
    /// assert_eq!(game, TakeAndBreak::dawsons_kayles());
    /// assert_eq!(game.to_string(), "0.07");
    /// assert_eq!(TakeAndBreak::new("0.0700")?, game); // trailing zeros change nothing
    /// assert!(TakeAndBreak::new("0.").is_err()); // no digit after the point
    /// assert!(TakeAndBreak::new("3.").is_err()); // d0 is 0, 4, 8 or c
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn new(code: &str) -> Result<Self, Error> {
        parse(code, true)
    }

    /// The game with the octal code `code`: like [`new`](Self::new), but a hexadecimal digit
    /// `8`–`f` is an error.
    ///
    /// # Errors
    ///
    /// As [`new`](Self::new), and [`Error::InvalidParameter`] naming a digit `8`–`f` and its
    /// place.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert!(TakeAndBreak::octal("0.137").is_ok());
    /// assert_eq!(
    ///     TakeAndBreak::octal("0.18").unwrap_err().to_string(),
    ///     "invalid code (0.18): `8` at place 4 is a hexadecimal digit, but an octal code is meant"
    /// );
    /// ```
    pub fn octal(code: &str) -> Result<Self, Error> {
        parse(code, false)
    }

    /// Kayles, `0.77` (H. E. Dudeney, 1908): knock down one pin or two adjacent pins from a
    /// row. Values OEIS A002186, periodic with period 12 from 71 (R. K. Guy, 1949).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let values = TakeAndBreak::kayles().nim_sequence(6)?;
    /// assert_eq!(values.values().collect::<Vec<_>>(), vec![0, 1, 2, 3, 1, 4]);
    /// assert_eq!(TakeAndBreak::kayles().to_string(), "0.77");
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn kayles() -> Self {
        Self::from_digits(&[0, 7, 7])
    }

    /// Dawson's Kayles, `0.07`: knock down two adjacent pins. Values OEIS A002187 shifted by
    /// one, periodic with period 34 (R. K. Guy and C. A. B. Smith, 1956).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let values = TakeAndBreak::dawsons_kayles().nim_sequence(1000)?;
    /// // A row of 5: knocking down 2 pins leaves 3 (worth 1) or 1 and 2 (worth 0 ^ 1).
    /// assert_eq!(values.value(5), Some(0));
    /// assert_eq!(values.period().map(|period| period.period), Some(34));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn dawsons_kayles() -> Self {
        Self::from_digits(&[0, 0, 7])
    }

    /// Dawson's chess, `0.137` (T. R. Dawson, 1935): pawns on a 3 × n board, played as a
    /// heap game. Values OEIS A002187, periodic with period 34 from 52.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let values = TakeAndBreak::dawsons_chess().nim_sequence(1000)?;
    /// // OEIS A002187: 0, 1, 1, 2, 0, 3, ...
    /// assert_eq!(values.values().take(6).collect::<Vec<_>>(), vec![0, 1, 1, 2, 0, 3]);
    /// assert_eq!(values.period(), Some(Period { preperiod: 52, period: 34 }));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn dawsons_chess() -> Self {
        Self::from_digits(&[0, 1, 3, 7])
    }

    /// Double Kayles, `0.7777`: knock down one to four adjacent pins. Its values are twice
    /// Kayles' at half the heap, give or take one: `⌊G(n) / 2⌋ = K(⌊n / 2⌋)` (OEIS A071074),
    /// periodic with period 24 from 142.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let double = TakeAndBreak::double_kayles().nim_sequence(1000)?;
    /// let kayles = TakeAndBreak::kayles().nim_sequence(1000)?;
    /// // ⌊G(n) / 2⌋ = K(⌊n / 2⌋): a row of 10 is worth 8, and K(5) = 4.
    /// assert_eq!(double.value(10), Some(8));
    /// assert!((0..500).all(|n| double.value(n).unwrap() / 2 == kayles.value(n / 2).unwrap()));
    /// assert_eq!(double.period(), Some(Period { preperiod: 142, period: 24 }));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn double_kayles() -> Self {
        Self::from_digits(&[0, 7, 7, 7, 7])
    }

    /// Officers, `0.6` (*Winning Ways*, chapter 4): take one token, leaving one or two
    /// heaps, never taking a heap of one. Values OEIS A046695; no period is known.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// // A heap of 1 has no move (the whole heap is never taken); a heap of 2 leaves 1; a
    /// // heap of 3 leaves 2, or 1 and 1.
    /// let values = TakeAndBreak::officers().nim_sequence(100)?;
    /// assert_eq!(values.values().take(5).collect::<Vec<_>>(), vec![0, 0, 1, 2, 0]);
    /// assert_eq!(values.period(), None);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn officers() -> Self {
        Self::from_digits(&[0, 6])
    }

    /// The rows left once circular Nim's circle is broken, `0.777`: take one to three
    /// adjacent stones of a row. No period is known.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let values = TakeAndBreak::circular_nim_rows().nim_sequence(1000)?;
    /// assert_eq!(values.values().take(6).collect::<Vec<_>>(), vec![0, 1, 2, 3, 4, 1]);
    /// assert_eq!((values.len(), values.period()), (1000, None));
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn circular_nim_rows() -> Self {
        Self::from_digits(&[0, 7, 7, 7])
    }

    /// Line erasing, `0.[7]`: erase any number of adjacent segments of one line. A line of
    /// `n` is worth a Nim heap of `n`.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let game = TakeAndBreak::line_erasing();
    /// assert_eq!(game.to_string(), "0.[7]");
    /// let values = game.nim_sequence(10)?;
    /// assert!(values.values().eq(0..10)); // a line of n is worth n
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn line_erasing() -> Self {
        TakeAndBreak {
            digits: vec![0],
            tail: Some(7),
            unequal: false,
        }
    }

    /// Grundy's game (P. M. Grundy, *Eureka* 2, 1939): split a heap into two heaps of
    /// different sizes. The code `4.` with [`unequal_splits`](Self::unequal_splits). Values
    /// OEIS A002188; no period is known.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let game = TakeAndBreak::grundys_game();
    /// assert_eq!(game.to_string(), "4.≠");
    /// assert_eq!(TakeAndBreak::new("4.≠")?, game);
    /// // 3 splits only into 1 and 2; 4 only into 1 and 3, not 2 and 2.
    /// let values = game.nim_sequence(5)?;
    /// assert_eq!(values.values().collect::<Vec<_>>(), vec![0, 0, 0, 1, 0]);
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn grundys_game() -> Self {
        Self::from_digits(&[4]).unequal_splits()
    }

    /// The subtraction game on `set` as the octal code it is: the digit `3` at each amount.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] for an empty set, the amount 0, or an amount above 255
    /// (the longest code the engine takes; [`Subtraction`](crate::games::Subtraction)
    /// takes any amount).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let game = TakeAndBreak::subtraction(&[1, 3, 4])?;
    /// assert_eq!(game.to_string(), "0.3033");
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn subtraction(set: &[u64]) -> Result<Self, Error> {
        let invalid = |reason: &str| Error::invalid("subtraction set", format!("{set:?}"), reason);
        if set.is_empty() {
            return Err(invalid("a subtraction set needs at least one amount"));
        }
        let mut digits = vec![0u8];
        for &amount in set {
            let k = usize::try_from(amount)
                .ok()
                .filter(|k| (1..=MOST_DIGITS).contains(k))
                .ok_or_else(|| {
                    invalid(
                        "as a code, the amounts are 1 to 255: use `Subtraction` for larger ones",
                    )
                })?;
            if digits.len() <= k {
                digits.resize(k + 1, 0);
            }
            digits[k] = LEAVE_NONE | LEAVE_ONE;
        }
        Ok(Self::from_digits(&digits))
    }

    /// The same game, except that a move may not leave two heaps of the same size: the
    /// restriction that makes `4.` Grundy's game. (Three heaps left, by a hexadecimal digit,
    /// are not restricted.)
    ///
    /// No period is claimed for such a game: Guy and Smith's theorem does not cover it.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let split = TakeAndBreak::new("4.")?; // split a heap into two
    /// assert_eq!(split.moves(&vec![4]).count(), 2); // 3 and 1, or 2 and 2
    /// let unequal = split.unequal_splits();
    /// assert_eq!(unequal, TakeAndBreak::grundys_game());
    /// assert_eq!(unequal.moves(&vec![4]).count(), 1); // 3 and 1 only
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn unequal_splits(self) -> Self {
        TakeAndBreak {
            unequal: true,
            ..self
        }
    }

    fn from_digits(digits: &[u8]) -> Self {
        TakeAndBreak {
            digits: digits.to_vec(),
            tail: None,
            unequal: false,
        }
    }

    /// The digit `dk`: what a move that takes `k` tokens may leave.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// let chess = TakeAndBreak::dawsons_chess(); // 0.137
    /// assert_eq!((0..5).map(|k| chess.digit(k)).collect::<Vec<_>>(), vec![0, 1, 3, 7, 0]);
    /// assert_eq!(TakeAndBreak::line_erasing().digit(1_000), 7); // the repeating digit
    /// ```
    #[must_use]
    pub fn digit(&self, k: u64) -> u8 {
        match usize::try_from(k).ok().and_then(|k| self.digits.get(k)) {
            Some(&digit) => digit,
            None => self.tail.unwrap_or(0),
        }
    }

    /// The most tokens a move may take, `None` when a repeating digit lets it take any
    /// number.
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert_eq!(TakeAndBreak::dawsons_chess().most_taken(), Some(3));
    /// assert_eq!(TakeAndBreak::grundys_game().most_taken(), Some(0)); // it only splits
    /// assert_eq!(TakeAndBreak::line_erasing().most_taken(), None);
    /// ```
    #[must_use]
    pub fn most_taken(&self) -> Option<u64> {
        match self.tail {
            Some(_) => None,
            None => Some(self.digits.len().saturating_sub(1) as u64),
        }
    }

    /// Whether every digit is octal (no move leaves three heaps).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert!(TakeAndBreak::kayles().is_octal());
    /// // The digit 8: a move that takes one token may leave three heaps.
    /// assert!(!TakeAndBreak::new("0.8")?.is_octal());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn is_octal(&self) -> bool {
        self.digits
            .iter()
            .chain(&self.tail)
            .all(|digit| digit & LEAVE_THREE == 0)
    }

    /// Whether two heaps left by a move must differ in size (Grundy's game).
    ///
    /// # Example
    ///
    /// ```
    /// use impartial::prelude::*;
    ///
    /// assert!(TakeAndBreak::grundys_game().has_unequal_splits());
    /// assert!(!TakeAndBreak::new("4.")?.has_unequal_splits());
    /// # Ok::<(), impartial::Error>(())
    /// ```
    #[must_use]
    pub fn has_unequal_splits(&self) -> bool {
        self.unequal
    }

    /// The digits `d0, d1, …` before any repeating tail.
    pub(crate) fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The repeating digit and the first `k` it applies to.
    pub(crate) fn tail(&self) -> Option<(usize, u8)> {
        self.tail.map(|digit| (self.digits.len(), digit))
    }
}

impl fmt::Display for TakeAndBreak {
    /// The code, as [`new`](TakeAndBreak::new) reads it: `0.77`, `4.`, and `4.≠` for `4.`
    /// with [`unequal_splits`](TakeAndBreak::unequal_splits).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hex = |digit: u8| char::from_digit(u32::from(digit), 16).unwrap_or('?');
        write!(f, "{}.", hex(self.digits[0]))?;
        for &digit in &self.digits[1..] {
            write!(f, "{}", hex(digit))?;
        }
        if let Some(digit) = self.tail {
            write!(f, "[{}]", hex(digit))?;
        }
        if self.unequal {
            write!(f, "≠")?;
        }
        Ok(())
    }
}

impl FromStr for TakeAndBreak {
    type Err = Error;

    /// As [`TakeAndBreak::new`].
    fn from_str(code: &str) -> Result<Self, Error> {
        TakeAndBreak::new(code)
    }
}

/// Parses `code`; `hexadecimal` allows the digits `8`–`f`.
fn parse(code: &str, hexadecimal: bool) -> Result<TakeAndBreak, Error> {
    let invalid = |reason: String| Error::invalid("code", code, reason);
    let at = |place: usize, c: char, what: &str| invalid(format!("`{c}` at place {place} {what}"));
    // A last `≠` restricts splits to heaps of different sizes, as `Display` writes it.
    let (text, unequal) = match code.trim().strip_suffix('≠') {
        Some(rest) => (rest.trim_end(), true),
        None => (code.trim(), false),
    };
    if text.is_empty() {
        return Err(invalid(
            "a code is empty: write it as 0.d1d2… (for example 0.77)".into(),
        ));
    }
    let mut digits = Vec::new();
    let mut point = None;
    let mut tail = None;
    // Places count from 1 in the code as given, spaces before it included.
    let skipped = code.chars().count() - code.trim_start().chars().count();
    let mut chars = text.chars().enumerate().map(|(i, c)| (skipped + i + 1, c));
    while let Some((place, c)) = chars.next() {
        match c {
            '.' if point.is_none() => {
                if digits.len() > 1 {
                    return Err(at(place, c, "ends more than one digit before the point"));
                }
                if digits.is_empty() {
                    digits.push(0);
                }
                point = Some(place);
            }
            '.' => return Err(at(place, c, "is a second point")),
            '[' => {
                if point.is_none() {
                    return Err(at(place, c, "opens a repeating digit before the point"));
                }
                let (place, c, what) = match repeating_digit(&mut chars, place, hexadecimal) {
                    Ok(digit) => {
                        tail = Some(digit);
                        continue;
                    }
                    Err(refusal) => refusal,
                };
                return Err(at(place, c, &what));
            }
            _ => {
                let digit = digit_value(c, hexadecimal).map_err(|what| at(place, c, &what))?;
                if point.is_some() && digits.len() > MOST_DIGITS {
                    return Err(at(
                        place,
                        c,
                        "makes the code longer than the engine's 255 digits after the point",
                    ));
                }
                if point.is_none() && !digits.is_empty() {
                    return Err(at(place, c, "is a second digit before the point"));
                }
                digits.push(digit);
            }
        }
    }
    let Some(point_place) = point else {
        return Err(invalid(
            "a code needs a point: write it as 0.d1d2… (for example 0.77)".into(),
        ));
    };
    if digits.len() == 1 && tail.is_none() && digits[0] == 0 {
        return Err(at(
            point_place,
            '.',
            "ends the code with no digit after it, so no move is possible",
        ));
    }
    if digits[0] & (LEAVE_NONE | LEAVE_ONE) != 0 {
        return Err(at(
            skipped + 1,
            text.chars().next().unwrap_or('?'),
            "before the point would take nothing and leave the heap as it was: d0 is 0, 4, 8 or c",
        ));
    }
    if tail.is_none() {
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        if digits == [0] {
            return Err(invalid("every digit is 0, so no move is possible".into()));
        }
    }
    Ok(TakeAndBreak {
        digits,
        tail,
        unequal,
    })
}

/// The digit of a repeating tail, read after its `[` at `open`: one digit, then `]`, then
/// the end; or the place, the character and what is wrong there.
fn repeating_digit(
    chars: &mut impl Iterator<Item = (usize, char)>,
    open: usize,
    hexadecimal: bool,
) -> Result<u8, (usize, char, String)> {
    let digit = match chars.next() {
        Some((place, d)) => digit_value(d, hexadecimal).map_err(|what| (place, d, what))?,
        None => return Err((open, '[', "is not followed by a digit".into())),
    };
    match chars.next() {
        Some((_, ']')) => {}
        Some((close, other)) => {
            return Err((close, other, "should be `]`: one digit repeats".into()));
        }
        None => return Err((open, '[', "is not closed by `]`".into())),
    }
    if let Some((after, other)) = chars.next() {
        return Err((after, other, "follows the repeating digit".into()));
    }
    if digit == 0 {
        return Err((open + 1, '0', "repeats no move".into()));
    }
    Ok(digit)
}

/// The value of the code digit `c`, or what is wrong with it.
fn digit_value(c: char, hexadecimal: bool) -> Result<u8, String> {
    match c.to_digit(16) {
        Some(value @ 0..=7) => Ok(value as u8),
        Some(value) if hexadecimal => Ok(value as u8),
        Some(_) => Err("is a hexadecimal digit, but an octal code is meant".into()),
        None => Err("is not a digit, a point or a bracket".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_back_as_written() {
        for code in [
            "0.77",
            "4.",
            "4.007",
            "0.[7]",
            "0.7[3]",
            "0.3033",
            "8.f",
            "0.16",
            "4.≠",
            "0.7[3]≠",
        ] {
            assert_eq!(TakeAndBreak::new(code).unwrap().to_string(), code);
        }
        assert_eq!(TakeAndBreak::new(".77").unwrap(), TakeAndBreak::kayles());
        assert_eq!(TakeAndBreak::new("0.770").unwrap(), TakeAndBreak::kayles());
        assert_eq!(TakeAndBreak::new("0.A").unwrap().digit(1), 10);
        assert_eq!(TakeAndBreak::grundys_game().to_string(), "4.≠");
        assert_eq!(
            TakeAndBreak::new(" 4. ≠ ").unwrap(),
            TakeAndBreak::grundys_game()
        );
        // Only last: anywhere else it is a stray character, and alone it is no code.
        let stray = TakeAndBreak::new("4.≠7").unwrap_err().to_string();
        assert!(stray.contains("`≠` at place 3 is not a digit"), "{stray}");
        assert!(TakeAndBreak::new("≠").is_err());
        assert!(TakeAndBreak::new("4.≠≠").is_err());
    }
}
