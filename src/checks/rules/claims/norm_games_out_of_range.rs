//! V605 `norm-games-out-of-range`: a norm statement over fewer than 9 games, or over more games than the event has rounds.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::vocab::fide::norms;

/// V605: a norm statement over fewer than 9 games, or over more games than the event has rounds.
pub struct NormGamesOutOfRange;

static INFO: CodeInfo = CodeInfo {
    code: "V605",
    name: "norm-games-out-of-range",
    severity: ERROR,
    summary:
        "a norm statement over fewer than 9 games, or over more games than the event has rounds",
    doc: Doc {
        what: r#"`norm … games N` with N below 9 (the FIDE minimum), or above the number of rounds a participant plays."#,
        why: r#"FIDE does not accept norms from fewer than 9 games (with narrow exceptions for team championships and the World Cup), and no one can play more games than there are rounds."#,
        example: r#"```text
system individual round-robin rounds 7
claims { norm IM points 5.5 games 7 }
```"#,
        fix: r#"Remove the statement, or correct the number of games."#,
        reference: r#"FIDE Handbook B.01 (2024) 1.4.1: a norm needs at least 9 games; `docs/reference/rating-time-title.md` §2.2."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "броят партии в заявената норма е под 9 или над броя на кръговете",
        doc: Doc {
            what: r#"`norm … games N` с N под 9 (минимума на ФИДЕ) или над броя кръгове, които участник играе."#,
            why: r#"ФИДЕ не приема норми от по-малко от 9 партии (с тесни изключения за отборни първенства и Световната купа), а никой не може да изиграе повече партии, отколкото са кръговете."#,
            example: r#""#,
            fix: r#"Махнете заявлението или поправете броя на партиите."#,
            reference: r#"Наръчник на ФИДЕ, B.01 (2024), 1.4.1: нормата изисква поне 9 партии; `docs/reference/rating-time-title.md` §2.2."#,
        },
    },
    uk: Texts {
        summary: "кількість партій у заявленій нормі менша за 9 або більша за кількість турів",
        doc: Doc {
            what: r#"`norm … games N`, де N менше за 9 (мінімум ФІДЕ) або більше за кількість турів, які грає учасник."#,
            why: r#"ФІДЕ не визнає норм менш ніж з 9 партій (з вузькими винятками для командних чемпіонатів і Кубка світу), а зіграти більше партій, ніж є турів, неможливо."#,
            example: r#""#,
            fix: r#"Вилучіть заяву або виправте кількість партій."#,
            reference: r#"Довідник ФІДЕ, B.01 (2024), 1.4.1: норма вимагає щонайменше 9 партій; `docs/reference/rating-time-title.md` §2.2."#,
        },
    },
};

impl Rule for NormGamesOutOfRange {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let rounds = facts::games_per_player(reg);
        for norm in &reg.claims.norms {
            let Some(games) = &norm.games else { continue };
            let (title, g, min) =
                (format!("{:?}", norm.title.value), games.value, norms::MIN_GAMES);
            if g < min {
                out.push(localized(|l| {
                    finding(
                        &INFO,
                        tr!(
                            l,
                            en: "the `{title}` norm over {g} games: B.01 requires at least {min}",
                            bg: "нормата за `{title}` от {g} партии: B.01 изисква поне {min}",
                            uk: "норма `{title}` з {g} партій: B.01 вимагає щонайменше {min}"
                        ),
                    )
                    .with_label(
                        games.span,
                        tr!(l, en: "fewer than 9 games", bg: "по-малко от 9 партии", uk: "менше ніж 9 партій"),
                    )
                    .with_help(tr!(
                        l,
                        en: "remove the statement, or state a norm over at least 9 games",
                        bg: "махнете заявлението или заявете норма от поне 9 партии",
                        uk: "вилучіть заяву або заявіть норму щонайменше з 9 партій"
                    ))
                }));
            } else if let Some(r) = rounds.filter(|r| g > *r) {
                out.push(localized(|l| {
                    let rt = facts::rounds_text(u64::from(r), l);
                    finding(
                        &INFO,
                        tr!(
                            l,
                            en: "the `{title}` norm over {g} games, but the event has {rt}",
                            bg: "нормата за `{title}` е от {g} партии, а турнирът е от {rt}",
                            uk: "норма `{title}` з {g} партій, а турнір має {rt}"
                        ),
                    )
                    .with_label(
                        games.span,
                        tr!(
                            l,
                            en: "more than {r} games",
                            bg: "повече от {r} партии",
                            uk: "більше ніж {r} партій"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "state at most {r} games",
                        bg: "заявете най-много {r} партии",
                        uk: "заявіть щонайбільше {r} партій"
                    ))
                }));
            }
        }
    }
}
