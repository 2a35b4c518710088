//! `TakeAndBreak`, the class of a game given by its code, with its convention: its data
//! here, below the engines that give it back (`NimSequence.game`, `MisereQuotient.game`);
//! its Python methods, which reach both engines, in `crate::code`.

use pyo3::prelude::*;

use crate::error::raise;

/// An octal or hexadecimal game from its code (`"0.77"`, `"4."`, `"0.[7]"`), or a named
/// one (`TakeAndBreak.kayles()`), under normal play or, after `misere()`, misère play.
#[pyclass(frozen, eq, hash, module = "impartial")]
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct TakeAndBreak {
    /// The game under normal play.
    pub(crate) game: impartial::TakeAndBreak,
    /// Whether it is played under misère play.
    pub(crate) misere: bool,
}

/// The game under normal play.
impl From<impartial::TakeAndBreak> for TakeAndBreak {
    fn from(game: impartial::TakeAndBreak) -> Self {
        TakeAndBreak {
            game,
            misere: false,
        }
    }
}

impl TakeAndBreak {
    /// The game, for what only normal play has (nim-values, their solver), or
    /// `impartial.Error` under misère play.
    pub(crate) fn normal_play(&self) -> PyResult<&impartial::TakeAndBreak> {
        if self.misere {
            Err(raise(&impartial::Error::InvalidParameter {
                parameter: "convention",
                value: format!("misère {}", self.game),
                reason: "nim-values are for normal play; under misère play, search(), \
                         genus_sequence() and misere_quotient() answer"
                    .into(),
            }))
        } else {
            Ok(&self.game)
        }
    }
}
