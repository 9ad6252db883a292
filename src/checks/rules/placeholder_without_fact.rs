//! V805 `placeholder-without-fact`: prose refers to a fact (`{average_rating}`) the regulation does not state.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use crate::model::Role;

/// V805: prose refers to a fact (`{average_rating}`) the regulation does not state.
pub struct PlaceholderWithoutFact;

static INFO: CodeInfo = CodeInfo {
    code: "V805",
    name: "placeholder-without-fact",
    severity: ERROR,
    summary: "prose refers to a fact (`{average_rating}`) the regulation does not state",
    doc: Doc {
        what: r#"A placeholder such as `{average_rating}`, `{fee}` or `{boards}` in a paragraph when the fact it names is not given, so the rendered text would have a hole."#,
        why: r#"Placeholders keep the prose and the facts from drifting apart; a placeholder with no fact behind it renders as nothing (or fails to render), and the published text loses a number it meant to give."#,
        example: r#"```text
section 10 { "Среден коефициент ФИДЕ – {average_rating}." }   # no claims { average-rating … }
```"#,
        fix: r#"State the fact (`claims { average-rating 2182 }`), or write the text without the placeholder."#,
        reference: r#"The regulation language (grammar/GRAMMAR.md, "Prose and placeholders")."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "поле за попълване в текста, чийто факт регламентът не посочва",
        doc: Doc {
            what: r#"Поле за попълване като `{average_rating}`, `{fee}` или `{boards}` в абзац, когато фактът, който назовава, не е посочен, така че изведеният текст би имал празно място."#,
            why: r#"Полетата за попълване пазят текста и фактите от разминаване; поле без факт зад него се извежда като нищо (или не се извежда изобщо), а публикуваният текст губи число, което е искал да даде."#,
            example: r#""#,
            fix: r#"Посочете факта (`claims { average-rating 2182 }`) или напишете текста без полето."#,
            reference: r#"Езикът на регламентите (grammar/GRAMMAR.md, „Prose and placeholders“)."#,
        },
    },
    uk: Texts {
        summary: "поле для заповнення в тексті, факту якого положення не вказує",
        doc: Doc {
            what: r#"Поле для заповнення, як-от `{average_rating}`, `{fee}` чи `{boards}`, в абзаці, коли факт, який воно називає, не вказано, тож у виведеному тексті була б порожнеча."#,
            why: r#"Поля для заповнення не дають текстові й фактам розійтися; поле без факту за ним виводиться як ніщо (або не виводиться взагалі), і опублікований текст втрачає число, яке мав дати."#,
            example: r#""#,
            fix: r#"Вкажіть факт (`claims { average-rating 2182 }`) або напишіть текст без поля."#,
            reference: r#"Мова положень (grammar/GRAMMAR.md, „Prose and placeholders“)."#,
        },
    },
};

impl Rule for PlaceholderWithoutFact {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        for p in facts::paragraphs(reg) {
            for ph in &p.placeholders {
                let Some((present, how)) = fact_for(reg, &ph.value) else { continue };
                if present {
                    continue;
                }
                let name = &ph.value;
                out.push(localized(|l| {
                    let how = match l {
                        crate::vocab::Lang::En => how[0],
                        crate::vocab::Lang::Bg => how[1],
                        crate::vocab::Lang::Uk => how[2],
                    };
                    finding(
                        &INFO,
                        tr!(
                            l,
                            "`{{{name}}}` is used, but the regulation does not state it",
                            "използвано е `{{{name}}}`, а регламентът не посочва този факт",
                            "використано `{{{name}}}`, а положення не вказує цього факту"
                        ),
                    )
                    .with_label(
                        ph.span,
                        tr!(
                            l,
                            "no fact to fill in",
                            "няма факт за попълване",
                            "немає факту для заповнення"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        "add {how}, or write the text without the placeholder",
                        "добавете {how} или напишете текста без полето",
                        "додайте {how} або напишіть текст без поля"
                    ))
                }));
            }
        }
    }
}

/// Whether the fact a placeholder names is stated, and how to state it (English, Bulgarian,
/// Ukrainian).
fn fact_for(reg: &Regulation, name: &str) -> Option<(bool, [&'static str; 3])> {
    let system = reg.system.as_ref();
    Some(match name {
        "title" => (
            !reg.title.value.is_empty(),
            ["a title in the header", "заглавие в заглавния ред", "назву в заголовному рядку"],
        ),
        "year" | "dates" | "start" | "end" => (
            reg.event.dates.is_some() || !reg.schedule.is_empty(),
            [
                "`event { dates FIRST..LAST }`",
                "`event { dates ПЪРВИ..ПОСЛЕДЕН }`",
                "`event { dates ПЕРШИЙ..ОСТАННІЙ }`",
            ],
        ),
        "edition" => (
            reg.edition.is_some(),
            [
                "`edition N` in the header",
                "`edition N` в заглавния ред",
                "`edition N` у заголовному рядку",
            ],
        ),
        "organiser" => (reg.event.organiser.is_some(), ["`event { organiser \"…\" }`"; 3]),
        "venue" => (reg.event.venue.is_some(), ["`event { venue \"…\" }`"; 3]),
        "address" => (reg.event.address.is_some(), ["`event { address \"…\" }`"; 3]),
        "system" => (system.is_some(), ["a `system` statement", "ред `system`", "рядок `system`"]),
        "rounds" => (
            system.is_some_and(|s| s.rounds.is_some()),
            [
                "`rounds N` in the `system` statement",
                "`rounds N` в реда `system`",
                "`rounds N` у рядку `system`",
            ],
        ),
        "players.count" => (
            reg.players.as_ref().is_some_and(|p| !p.list.is_empty() || p.stated.is_some()),
            ["a `players` list", "списък `players`", "список `players`"],
        ),
        "teams.count" => (
            reg.teams.as_ref().is_some_and(|t| !t.list.is_empty() || t.stated.is_some()),
            ["a `teams` list", "списък `teams`", "список `teams`"],
        ),
        "boards" => (
            reg.team_rules.as_ref().is_some_and(|t| t.boards.is_some()),
            ["`team-composition { boards N }`"; 3],
        ),
        "time_control" => (
            reg.time_control.as_ref().is_some_and(|t| !t.periods.is_empty()),
            ["a `time-control` block", "блок `time-control`", "блок `time-control`"],
        ),
        "average_rating" => {
            (reg.claims.average_rating.is_some(), ["`claims { average-rating N }`"; 3])
        }
        "category" => (reg.claims.category.is_some(), ["`claims { category \"…\" }`"; 3]),
        "fee" => (
            reg.appeals.as_ref().is_some_and(|a| a.fee.is_some()),
            [
                "`appeals { fee AMOUNT CURRENCY }`",
                "`appeals { fee СУМА ВАЛУТА }`",
                "`appeals { fee СУМА ВАЛЮТА }`",
            ],
        ),
        "deadline" => (
            reg.appeals.as_ref().is_some_and(|a| a.deadline.is_some()),
            ["`appeals { deadline N min after round }`"; 3],
        ),
        "chief_arbiter" => (
            reg.officials.iter().any(|o| o.role.value == Role::ChiefArbiter),
            ["`officials { chief-arbiter \"…\" }`"; 3],
        ),
        "players.table" => (
            reg.players.as_ref().is_some_and(|p| !p.list.is_empty()),
            [
                "the participants to a `players` list",
                "участниците в списък `players`",
                "учасників до списку `players`",
            ],
        ),
        "teams.table" => (
            reg.teams.as_ref().is_some_and(|t| !t.list.is_empty()),
            [
                "the teams to a `teams` list",
                "отборите в списък `teams`",
                "команди до списку `teams`",
            ],
        ),
        "schedule.table" => {
            (!reg.schedule.is_empty(), ["a `schedule` block", "блок `schedule`", "блок `schedule`"])
        }
        "tiebreaks.table" => (
            reg.ranking.as_ref().is_some_and(|r| !r.tiebreaks.is_empty()),
            ["`ranking { tiebreaks … }`"; 3],
        ),
        "prizes.table" => {
            (!reg.prizes.is_empty(), ["a `prizes` block", "блок `prizes`", "блок `prizes`"])
        }
        "officials.table" => (
            !reg.officials.is_empty(),
            ["an `officials` block", "блок `officials`", "блок `officials`"],
        ),
        _ => return None,
    })
}
