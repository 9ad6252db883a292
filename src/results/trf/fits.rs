//! What a TRF file cannot hold: the `001` record has four columns for a start number, an
//! opponent, a rating, a rank and the points, eleven for a FIDE ID, and no way to write a game
//! of a player against himself. TRF16 and TRF26 share that record, so [`unwritable`] is checked
//! before either is written (`T052`), instead of writing a file no reader accepts.

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::results::Tournament;
use crate::vocab::Lang;

/// The findings that keep `t` from being written as TRF (empty when it fits).
pub fn unwritable(t: &Tournament) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let refuse = |out: &mut Vec<Diagnostic>, what: &dyn Fn(Lang) -> String| {
        out.push(localized(|l| {
            Diagnostic::error(crate::results::codes::TRF_CANNOT_HOLD, what(l)).with_help(tr!(
                l,
                en: "correct the results (start numbers and ratings have at most four digits), or write JSON with `--to json`",
                bg: "поправете резултатите (стартовите номера и рейтингите имат най-много четири цифри) или запишете JSON с `--to json`",
                uk: "виправте результати (стартові номери й рейтинги мають щонайбільше чотири цифри) або запишіть JSON через `--to json`"
            ))
        }));
    };
    for p in &t.players {
        let (start, name) = (p.start, &p.name);
        if start > 9999 {
            refuse(&mut out, &|l| {
                tr!(
                    l,
                    en: "start number {start} has more than four digits",
                    bg: "стартовият номер {start} има повече от четири цифри",
                    uk: "стартовий номер {start} має понад чотири цифри"
                )
            });
        }
        if let Some(r) = p.rating.filter(|r| *r > 9999) {
            refuse(&mut out, &|l| {
                tr!(
                    l,
                    en: "`{name}` is rated {r}: more than four digits",
                    bg: "`{name}` има рейтинг {r}: повече от четири цифри",
                    uk: "`{name}` має рейтинг {r}: понад чотири цифри"
                )
            });
        }
        if let Some(id) = p.fide_id.filter(|id| *id > 99_999_999_999) {
            refuse(&mut out, &|l| {
                tr!(
                    l,
                    en: "`{name}` has the FIDE ID {id}: more than eleven digits",
                    bg: "`{name}` има номер във ФИДЕ {id}: повече от единадесет цифри",
                    uk: "`{name}` має ідентифікатор ФІДЕ {id}: понад одинадцять цифр"
                )
            });
        }
        if let Some(r) = p.declared_rank.filter(|r| *r > 9999) {
            refuse(&mut out, &|l| {
                tr!(
                    l,
                    en: "`{name}` has the rank {r}: more than four digits",
                    bg: "`{name}` е на място {r}: повече от четири цифри",
                    uk: "`{name}` посідає місце {r}: понад чотири цифри"
                )
            });
        }
        let points = p.declared_points.unwrap_or_else(|| super::computed_points(p, &t.points));
        if points.hundredths() >= 100 * 100 || points.hundredths() <= -10 * 100 {
            refuse(&mut out, &|l| {
                tr!(
                    l,
                    en: "`{name}` has {points} points: more than four columns",
                    bg: "`{name}` има {points} точки: повече от четири колони",
                    uk: "`{name}` має {points} очок: понад чотири колонки"
                )
            });
        }
        for g in &p.games {
            let round = g.round;
            match g.opponent {
                Some(o) if o == start => refuse(&mut out, &|l| {
                    tr!(
                        l,
                        en: "`{name}` is paired with himself in round {round}",
                        bg: "`{name}` е чифтосан със себе си в кръг {round}",
                        uk: "`{name}` має в парі самого себе в турі {round}"
                    )
                }),
                Some(o) if o > 9999 => refuse(&mut out, &|l| {
                    tr!(
                        l,
                        en: "the opponent {o} of `{name}` in round {round} has more than four digits",
                        bg: "противникът {o} на `{name}` в кръг {round} има повече от четири цифри",
                        uk: "суперник {o} гравця `{name}` у турі {round} має понад чотири цифри"
                    )
                }),
                _ => {}
            }
        }
        if out.len() >= 20 {
            break;
        }
    }
    out
}
