//! `impartial values GAME|CODE --to N`: the nim-sequence of a heap game, as text, CSV or
//! JSON; and the choice of engine code shared with `plot`.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use impartial::prelude::*;
use serde_json::json;

use crate::describe::count;
use crate::failure::Failure;
use crate::games::Chosen;
use crate::options::GameOptions;
use crate::progress::{self, Files};

pub const EXAMPLES: &str = "\
Examples:
  impartial values 0.137 --to 100            Dawson's chess: period 34 from heap 52
  impartial values kayles --to 100 --format csv
  impartial values grundy --to 1000000       Grundy's game, with a progress bar
  impartial values grundy --to 1000000 --save grundy.nims
  impartial values grundy --to 4000000 --resume grundy.nims --save grundy.nims
  impartial values 0.77 --to 100 --resume kayles.nims --verify
  impartial values subtraction --set 2,5,6 --to 50 --format json

The heap games are nim, bash (--k), subtraction (--set), kayles, line-erasing,
circular-nim (its rows), grundy, and every take-and-break code. The values are
Sprague-Grundy values under normal play. Once a period is certified (Guy and Smith's
theorem, for octal codes), the computation stops and the period gives the rest.
A file given to --resume is checked for what the engine needs to go on from it, but its
values are taken as they are: a period certified from them rests on them. --verify
computes every value of the file again first, and refuses a file with a wrong one.";

/// How the values are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum Format {
    /// Rows of ten values, and the period
    #[default]
    Text,
    /// One `heap,value` line per heap, after a `heap,value` header
    Csv,
    /// One JSON object: the game, the values, the period
    Json,
}

/// The arguments of `impartial values`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct ValuesArgs {
    /// The game: nim, bash, subtraction, kayles, line-erasing, circular-nim, grundy, or a
    /// take-and-break code such as 0.137
    #[arg(value_name = "GAME|CODE")]
    game: String,
    /// The last heap: the values of heaps 0 to N
    #[arg(long, value_name = "N")]
    to: u64,
    #[command(flatten)]
    options: GameOptions,
    /// How to write the values
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Save the values computed to FILE, to resume later
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Go on from the values saved in FILE
    #[arg(long, value_name = "FILE")]
    resume: Option<PathBuf>,
    /// Compute every value of the --resume file again, and refuse the file if one differs
    #[arg(long, requires = "resume")]
    verify: bool,
}

/// The engine code of a heap game, or why it has none.
pub fn engine_code(game: &Chosen, options: &GameOptions) -> Result<TakeAndBreak, Failure> {
    game.check(options)?;
    if options.misere {
        return Err(Failure::Usage(
            "--misere does not apply here: nim-sequences are values under normal play".into(),
        ));
    }
    game.code(options)
}

/// The values of heaps `0..=to` of a game named on the command line.
pub struct Computed {
    /// The game's code.
    pub code: TakeAndBreak,
    /// The name it was given by.
    pub name: String,
    /// `values[n]` is the value of a heap of `n`.
    pub values: Vec<u64>,
    /// The certified period, if any.
    pub period: Option<Period>,
    /// How many heaps the engine computed (the rest come from the period).
    pub engine_heaps: u64,
    /// The file the values were resumed from, when its values were not verified: the
    /// period rests on them.
    pub unverified: Option<PathBuf>,
}

/// The most heaps whose values are listed or plotted.
const MOST_LISTED: u64 = 1 << 28;

/// Computes the values of `game` for heaps `0..=to`.
pub fn compute(
    game: &str,
    options: &GameOptions,
    to: u64,
    files: Files<'_>,
) -> Result<Computed, Failure> {
    let name = Chosen::parse(game)?;
    let code = engine_code(&name, options)?;
    if to >= MOST_LISTED {
        return Err(Failure::Usage(format!(
            "--to {to} is too far: the values are listed for heaps below {MOST_LISTED} (2^28)"
        )));
    }
    let sequence = progress::sequence(&name.name(), &code, to + 1, files)?;
    let values = (0..=to)
        .map_while(|heap| sequence.value(heap))
        .collect::<Vec<_>>();
    if (values.len() as u64) <= to {
        return Err(Failure::Failed(format!(
            "the values stop at heap {}: the computation was stopped",
            values.len()
        )));
    }
    Ok(Computed {
        name: name.name(),
        code,
        values,
        period: sequence.period(),
        engine_heaps: sequence.len(),
        unverified: files.resume.map(Path::to_path_buf),
    })
}

/// What is known of the period, in a line.
pub fn period_line(computed: &Computed) -> String {
    match computed.period {
        Some(Period { preperiod, period }) => match &computed.unverified {
            None => format!(
                "period {period} from heap {preperiod}, certified after {}",
                count(computed.engine_heaps, "heap")
            ),
            Some(file) => format!(
                "period {period} from heap {preperiod}, certified after {} from the values of \
                 {}, which were not verified: the period rests on them (--verify checks them)",
                count(computed.engine_heaps, "heap"),
                file.display()
            ),
        },
        None => format!(
            "no period certified in the {} computed",
            count(computed.engine_heaps, "heap")
        ),
    }
}

/// Computes every value of the file at `path` again, and fails on the first wrong one.
fn verify(path: &Path) -> Result<(), Failure> {
    let loaded = NimSequence::load(path).map_err(Failure::usage)?;
    loaded
        .verify()
        .map_err(|error| Failure::Failed(format!("{} does not verify: {error}", path.display())))
}

/// Runs `impartial values`.
pub fn run(args: &ValuesArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let files = Files {
        resume: args.resume.as_deref(),
        save: args.save.as_deref(),
    };
    if let (Some(path), true) = (files.resume, args.verify) {
        verify(path)?;
    }
    let mut computed = compute(&args.game, &args.options, args.to, files)?;
    if args.verify {
        computed.unverified = None;
    }
    let write = |error| Failure::write(&error);
    match args.format {
        Format::Csv => {
            writeln!(out, "heap,value").map_err(write)?;
            for (heap, value) in computed.values.iter().enumerate() {
                writeln!(out, "{heap},{value}").map_err(write)?;
            }
        }
        Format::Json => {
            let period = computed
                .period
                .map(|p| json!({"preperiod": p.preperiod, "period": p.period}));
            let object = json!({
                "game": computed.name,
                "code": computed.code.to_string(),
                "values": computed.values,
                "period": period,
                "computed": computed.engine_heaps,
            });
            writeln!(out, "{object}").map_err(write)?;
        }
        Format::Text => {
            let code = computed.code.to_string();
            let named = if code == computed.name {
                code
            } else {
                format!("{} ({code})", computed.name)
            };
            writeln!(out, "nim-sequence of {named}, heaps 0 to {}:", args.to).map_err(write)?;
            let width = args.to.to_string().len();
            for (row, chunk) in computed.values.chunks(10).enumerate() {
                let listed: Vec<String> = chunk.iter().map(u64::to_string).collect();
                writeln!(out, "{:>width$}: {}", row * 10, listed.join(" ")).map_err(write)?;
            }
            writeln!(out, "{}", period_line(&computed)).map_err(write)?;
        }
    }
    Ok(())
}
