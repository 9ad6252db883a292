//! What a TRF file cannot hold: the `001` record has four columns for a start number, an
//! opponent, a rating, a rank and the points, eleven for a FIDE ID, and no way to write a game
//! of a player against himself. TRF16 and TRF26 share that record, so [`unwritable`] is checked
//! before either is written (`T052`), instead of writing a file no reader accepts.

use crate::diagnostic::Diagnostic;
use crate::results::Tournament;

/// The findings that keep `t` from being written as TRF (empty when it fits).
pub fn unwritable(t: &Tournament) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let refuse = |out: &mut Vec<Diagnostic>, what: String| {
        out.push(Diagnostic::error(crate::results::codes::TRF_CANNOT_HOLD, what).with_help(
            "correct the results (start numbers and ratings have at most four digits), or \
                 write JSON with `--to json`",
        ));
    };
    for p in &t.players {
        if p.start > 9999 {
            refuse(&mut out, format!("start number {} has more than four digits", p.start));
        }
        if let Some(r) = p.rating.filter(|r| *r > 9999) {
            refuse(&mut out, format!("`{}` is rated {r}: more than four digits", p.name));
        }
        if let Some(id) = p.fide_id.filter(|id| *id > 99_999_999_999) {
            refuse(&mut out, format!("`{}` has the FIDE ID {id}: more than eleven digits", p.name));
        }
        if let Some(r) = p.declared_rank.filter(|r| *r > 9999) {
            refuse(&mut out, format!("`{}` has the rank {r}: more than four digits", p.name));
        }
        let points = p.declared_points.unwrap_or_else(|| super::computed_points(p, &t.points));
        if points.hundredths() >= 100 * 100 || points.hundredths() <= -10 * 100 {
            refuse(&mut out, format!("`{}` has {points} points: more than four columns", p.name));
        }
        for g in &p.games {
            match g.opponent {
                Some(o) if o == p.start => refuse(
                    &mut out,
                    format!("`{}` is paired with himself in round {}", p.name, g.round),
                ),
                Some(o) if o > 9999 => refuse(
                    &mut out,
                    format!(
                        "the opponent {o} of `{}` in round {} has more than four digits",
                        p.name, g.round
                    ),
                ),
                _ => {}
            }
        }
        if out.len() >= 20 {
            break;
        }
    }
    out
}
