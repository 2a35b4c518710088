//! `impartial plot GAME|CODE --to N -o FILE.svg`: the nim-sequence as a picture, value
//! against heap, rare values marked, the periodic part shaded, written as SVG by hand.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::PathBuf;

use clap::Args;

use crate::failure::Failure;
use crate::options::GameOptions;
use crate::progress::Files;
use crate::values::{self, Computed};

pub const EXAMPLES: &str = "\
Examples:
  impartial plot 0.16 --to 20000 -o 016.svg          a long preperiod, then period 149
  impartial plot kayles --to 200 -o kayles.svg       period 12 from 71, shaded
  impartial plot grundy --to 100000 -o grundy.svg    no period known; rare values marked
  impartial plot 0.137 --to 300 -o dawson.svg --resume dawson.nims

The picture is an SVG file (open it in a browser; `rsvg-convert -o x.png x.svg` makes a
PNG). Each heap is a dot at its value; a value taken by at most one heap in 500 is rare,
and drawn larger in red; the heaps from the preperiod on are shaded, every other period
darker, once a period is certified.";

/// The arguments of `impartial plot`.
#[derive(Debug, Args)]
#[command(after_help = EXAMPLES)]
pub struct PlotArgs {
    /// The game: nim, bash, subtraction, kayles, line-erasing, circular-nim, grundy, or a
    /// take-and-break code such as 0.137
    #[arg(value_name = "GAME|CODE")]
    game: String,
    /// The last heap: plot heaps 0 to N
    #[arg(long, value_name = "N")]
    to: u64,
    /// The SVG file to write
    #[arg(short, long, value_name = "FILE.svg")]
    output: PathBuf,
    #[command(flatten)]
    options: GameOptions,
    /// Go on from the values saved in FILE
    #[arg(long, value_name = "FILE")]
    resume: Option<PathBuf>,
    /// Save the values computed to FILE, to resume later
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
}

/// Runs `impartial plot`; says on stdout what it wrote.
pub fn run(args: &PlotArgs) -> Result<String, Failure> {
    let extension = args
        .output
        .extension()
        .and_then(|extension| extension.to_str())
        .map(str::to_ascii_lowercase);
    match extension.as_deref() {
        Some("svg") => {}
        Some("png") => {
            return Err(Failure::Usage(format!(
                "{} is a PNG: plot writes SVG only (rsvg-convert or a browser turns it into a PNG)",
                args.output.display()
            )));
        }
        _ => {
            return Err(Failure::Usage(format!(
                "{}: the file to write needs the extension .svg",
                args.output.display()
            )));
        }
    }
    let files = Files {
        resume: args.resume.as_deref(),
        save: args.save.as_deref(),
    };
    let computed = values::compute(&args.game, &args.options, args.to, files)?;
    let svg = svg(&computed);
    std::fs::write(&args.output, svg)
        .map_err(|error| Failure::io(&format!("write {}", args.output.display()), &error))?;
    Ok(format!(
        "wrote {}: heaps 0 to {}, {}",
        args.output.display(),
        args.to,
        values::period_line(&computed)
    ))
}

const WIDTH: f64 = 960.0;
const HEIGHT: f64 = 540.0;
const LEFT: f64 = 70.0;
const RIGHT: f64 = 20.0;
const TOP: f64 = 50.0;
const BOTTOM: f64 = 60.0;

/// A value is rare when at most one heap in this many takes it.
const RARE_ONE_IN: usize = 500;

/// Where heaps and values go on the picture.
struct Scale {
    heaps: f64,
    values: f64,
}

impl Scale {
    fn x(&self, heap: f64) -> f64 {
        LEFT + heap / self.heaps * (WIDTH - LEFT - RIGHT)
    }

    fn y(&self, value: f64) -> f64 {
        HEIGHT - BOTTOM - value / self.values * (HEIGHT - TOP - BOTTOM)
    }
}

/// A round step for about `count` ticks over `0..=range`: 1, 2 or 5 times a power of ten.
fn tick_step(range: u64, count: u64) -> u64 {
    let rough = (range / count).max(1);
    let mut power = 1u64;
    while power.saturating_mul(10) <= rough {
        power *= 10;
    }
    [1, 2, 5, 10]
        .into_iter()
        .map(|factor| power.saturating_mul(factor))
        .find(|&step| step >= rough)
        .unwrap_or(power)
}

/// Escapes text for XML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The values which at most one heap in [`RARE_ONE_IN`] takes.
fn rare_values(values: &[u64]) -> BTreeSet<u64> {
    let mut counts: BTreeMap<u64, usize> = BTreeMap::new();
    for &value in values {
        *counts.entry(value).or_default() += 1;
    }
    let most = (values.len() / RARE_ONE_IN).max(1);
    counts
        .into_iter()
        .filter(|&(_, count)| count <= most)
        .map(|(value, _)| value)
        .collect()
}

/// The picture.
#[allow(clippy::cast_precision_loss)] // positions on a picture: a few digits are plenty
#[allow(clippy::too_many_lines)] // one picture, drawn from the back to the front
pub fn svg(computed: &Computed) -> String {
    let values = &computed.values;
    let last = values.len().saturating_sub(1) as u64;
    let largest = values.iter().copied().max().unwrap_or(0);
    let scale = Scale {
        heaps: last.max(1) as f64,
        values: largest.max(1) as f64,
    };
    let (plot_right, plot_bottom) = (WIDTH - RIGHT, HEIGHT - BOTTOM);
    let mut svg = String::new();
    let _ = write!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="13">
<rect width="100%" height="100%" fill="white"/>
"#
    );
    let code = computed.code.to_string();
    let named = if code == computed.name {
        code
    } else {
        format!("{} ({code})", computed.name)
    };
    let _ = writeln!(
        svg,
        r#"<text id="title" x="{LEFT}" y="22" font-size="16">nim-sequence of {}, heaps 0 to {last}</text>"#,
        escape(&named)
    );
    // The periodic part, shaded; every other period darker when periods are wide enough.
    if let Some(period) = computed.period.filter(|period| period.preperiod <= last) {
        let from = scale.x(period.preperiod as f64);
        let _ = writeln!(
            svg,
            r##"<rect id="period" x="{from:.2}" y="{TOP}" width="{:.2}" height="{:.2}" fill="#fff3d6"/>"##,
            plot_right - from,
            plot_bottom - TOP
        );
        let block = scale.x(period.period as f64) - scale.x(0.0);
        if block >= 3.0 {
            let _ = writeln!(svg, r##"<g id="period-blocks" fill="#ffe4a3">"##);
            let mut start = period.preperiod;
            while start <= last {
                let left = scale.x(start as f64);
                let right = scale.x((start + period.period).min(last) as f64);
                let _ = writeln!(
                    svg,
                    r#"<rect x="{left:.2}" y="{TOP}" width="{:.2}" height="{:.2}"/>"#,
                    (right - left).max(0.0),
                    plot_bottom - TOP
                );
                start = start.saturating_add(2 * period.period);
            }
            let _ = writeln!(svg, "</g>");
        }
    }
    // Axes, ticks and labels.
    let _ = writeln!(
        svg,
        r#"<g id="axes" stroke="black" fill="none"><path d="M{LEFT} {TOP} V{plot_bottom} H{plot_right}"/></g>"#
    );
    let _ = writeln!(svg, r#"<g id="ticks" text-anchor="middle">"#);
    let step = tick_step(last, 10);
    for heap in (0..=last).step_by(usize::try_from(step).unwrap_or(usize::MAX)) {
        let x = scale.x(heap as f64);
        let _ = writeln!(
            svg,
            r#"<path d="M{x:.2} {plot_bottom} v5" stroke="black"/><text x="{x:.2}" y="{:.2}">{heap}</text>"#,
            plot_bottom + 20.0
        );
    }
    let step = tick_step(largest.max(1), 8);
    for value in (0..=largest.max(1)).step_by(usize::try_from(step).unwrap_or(usize::MAX)) {
        let y = scale.y(value as f64);
        let _ = writeln!(
            svg,
            r##"<path d="M{LEFT} {y:.2} h-5" stroke="black"/><path d="M{LEFT} {y:.2} H{plot_right}" stroke="#e4e4e4"/><text x="{:.2}" y="{:.2}" text-anchor="end">{value}</text>"##,
            LEFT - 8.0,
            y + 4.0
        );
    }
    let _ = writeln!(
        svg,
        r#"<text x="{:.2}" y="{:.2}">heap</text>"#,
        f64::midpoint(LEFT, plot_right),
        HEIGHT - 15.0
    );
    let _ = writeln!(
        svg,
        r#"<text x="18" y="{:.2}" transform="rotate(-90 18 {:.2})">Grundy value</text>"#,
        f64::midpoint(TOP, plot_bottom),
        f64::midpoint(TOP, plot_bottom)
    );
    let _ = writeln!(svg, "</g>");
    // The values: one dot per heap, or per spot of the picture when heaps share one.
    let rare = rare_values(values);
    let radius = ((WIDTH - LEFT - RIGHT) / scale.heaps / 2.5).clamp(0.7, 3.0);
    let mut spots = BTreeSet::new();
    let _ = writeln!(svg, r##"<g id="values" fill="#1f5fa8">"##);
    for (heap, &value) in values.iter().enumerate() {
        if rare.contains(&value) {
            continue;
        }
        let (x, y) = (scale.x(heap as f64), scale.y(value as f64));
        if spots.insert(((x * 2.0) as i64, (y * 2.0) as i64)) {
            let _ = writeln!(svg, r#"<circle cx="{x:.2}" cy="{y:.2}" r="{radius:.2}"/>"#);
        }
    }
    let _ = writeln!(svg, "</g>");
    let _ = writeln!(svg, r##"<g id="rare" fill="#d62728">"##);
    for (heap, &value) in values.iter().enumerate() {
        if rare.contains(&value) {
            let (x, y) = (scale.x(heap as f64), scale.y(value as f64));
            let _ = writeln!(
                svg,
                r#"<circle cx="{x:.2}" cy="{y:.2}" r="{:.2}"><title>heap {heap}: value {value}</title></circle>"#,
                radius + 1.5
            );
        }
    }
    let _ = writeln!(svg, "</g>");
    // The legend.
    let period = match computed.period {
        Some(period) => format!(
            "shaded: period {} from heap {}, certified",
            period.period, period.preperiod
        ),
        None => "no period certified".into(),
    };
    let _ = writeln!(
        svg,
        r##"<g id="legend"><circle cx="{:.2}" cy="37" r="3" fill="#1f5fa8"/><text x="{:.2}" y="41">value</text><circle cx="{:.2}" cy="37" r="4.5" fill="#d62728"/><text x="{:.2}" y="41">rare (at most 1 heap in {RARE_ONE_IN})</text><text x="{:.2}" y="41">{period}</text></g>"##,
        LEFT + 4.0,
        LEFT + 12.0,
        LEFT + 70.0,
        LEFT + 78.0,
        LEFT + 320.0
    );
    svg.push_str("</svg>\n");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round() {
        assert_eq!(tick_step(100, 10), 10);
        assert_eq!(tick_step(20_000, 10), 2000);
        assert_eq!(tick_step(7, 10), 1);
        assert_eq!(tick_step(u64::MAX, 10), 2_000_000_000_000_000_000);
    }

    #[test]
    fn rare_values_are_the_few() {
        let mut values = vec![1; 1000];
        values[3] = 7;
        values[5] = 7;
        values[9] = 8;
        assert_eq!(rare_values(&values), BTreeSet::from([7, 8]));
    }
}
