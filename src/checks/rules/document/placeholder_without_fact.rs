//! V805 `placeholder-without-fact`: prose refers to a fact (`{average_rating}`) the regulation does not state.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use crate::model::Role;
use crate::vocab::lang::{ph, Phrase};

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
                    let how = how.get(l);
                    finding(
                        &INFO,
                        tr!(
                            l,
                            en: "`{{{name}}}` is used, but the regulation does not state it",
                            bg: "използвано е `{{{name}}}`, а регламентът не посочва този факт",
                            uk: "використано `{{{name}}}`, а положення не вказує цього факту"
                        ),
                    )
                    .with_label(
                        ph.span,
                        tr!(
                            l,
                            en: "no fact to fill in",
                            bg: "няма факт за попълване",
                            uk: "немає факту для заповнення"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "add {how}, or write the text without the placeholder",
                        bg: "добавете {how} или напишете текста без полето",
                        uk: "додайте {how} або напишіть текст без поля"
                    ))
                }));
            }
        }
    }
}

/// Whether the fact a placeholder names is stated, and how to state it (English, Bulgarian,
/// Ukrainian).
fn fact_for(reg: &Regulation, name: &str) -> Option<(bool, Phrase)> {
    let system = reg.system.as_ref();
    Some(match name {
        "title" => (
            !reg.title.value.is_empty(),
            ph!(en: "a title in the header", bg: "заглавие в заглавния ред", uk: "назву в заголовному рядку"),
        ),
        "year" | "dates" | "start" | "end" => (
            reg.event.dates.is_some() || !reg.schedule.is_empty(),
            ph!(en: "`event { dates FIRST..LAST }`", bg: "`event { dates ПЪРВИ..ПОСЛЕДЕН }`", uk: "`event { dates ПЕРШИЙ..ОСТАННІЙ }`"),
        ),
        "edition" => (
            reg.edition.is_some(),
            ph!(en: "`edition N` in the header", bg: "`edition N` в заглавния ред", uk: "`edition N` у заголовному рядку"),
        ),
        "organiser" => {
            (!reg.event.organisers.is_empty(), Phrase::same("`event { organiser \"…\" }`"))
        }
        "venue" => (reg.event.venue.is_some(), Phrase::same("`event { venue \"…\" }`")),
        "address" => (reg.event.address.is_some(), Phrase::same("`event { address \"…\" }`")),
        "system" => (
            system.is_some(),
            ph!(en: "a `system` statement", bg: "ред `system`", uk: "рядок `system`"),
        ),
        "rounds" => (
            system.is_some_and(|s| s.rounds.is_some()),
            ph!(en: "`rounds N` in the `system` statement", bg: "`rounds N` в реда `system`", uk: "`rounds N` у рядку `system`"),
        ),
        "players.count" => (
            reg.players.as_ref().is_some_and(|p| !p.list.is_empty() || p.stated.is_some()),
            ph!(en: "a `players` list", bg: "списък `players`", uk: "список `players`"),
        ),
        "teams.count" => (
            reg.teams.as_ref().is_some_and(|t| !t.list.is_empty() || t.stated.is_some()),
            ph!(en: "a `teams` list", bg: "списък `teams`", uk: "список `teams`"),
        ),
        "boards" => (
            reg.team_rules.as_ref().is_some_and(|t| t.boards.is_some()),
            Phrase::same("`team-composition { boards N }`"),
        ),
        "time_control" => (
            reg.time_control.as_ref().is_some_and(|t| !t.periods.is_empty()),
            ph!(en: "a `time-control` block", bg: "блок `time-control`", uk: "блок `time-control`"),
        ),
        "average_rating" => {
            (reg.claims.average_rating.is_some(), Phrase::same("`claims { average-rating N }`"))
        }
        "category" => (reg.claims.category.is_some(), Phrase::same("`claims { category \"…\" }`")),
        "fee" => (
            reg.appeals.as_ref().is_some_and(|a| a.fee.is_some()),
            ph!(en: "`appeals { fee AMOUNT CURRENCY }`", bg: "`appeals { fee СУМА ВАЛУТА }`", uk: "`appeals { fee СУМА ВАЛЮТА }`"),
        ),
        "deadline" => (
            reg.appeals.as_ref().is_some_and(|a| a.deadline.is_some()),
            Phrase::same("`appeals { deadline N min after round }`"),
        ),
        "chief_arbiter" => (
            reg.officials.iter().any(|o| o.role.value == Role::ChiefArbiter),
            Phrase::same("`officials { chief-arbiter \"…\" }`"),
        ),
        // A list a new edition emptied is awaited while its mark stands (`review E004`).
        "players.table" => (
            reg.players.as_ref().is_some_and(|p| !p.list.is_empty() || awaited(reg, p.span)),
            ph!(en: "the participants to a `players` list", bg: "участниците в списък `players`", uk: "учасників до списку `players`"),
        ),
        "teams.table" => (
            reg.teams.as_ref().is_some_and(|t| !t.list.is_empty() || awaited(reg, t.span)),
            ph!(en: "the teams to a `teams` list", bg: "отборите в списък `teams`", uk: "команди до списку `teams`"),
        ),
        "schedule.table" => (
            !reg.schedule.is_empty(),
            ph!(en: "a `schedule` block", bg: "блок `schedule`", uk: "блок `schedule`"),
        ),
        "tiebreaks.table" => (
            reg.ranking.as_ref().is_some_and(|r| !r.tiebreaks.is_empty()),
            Phrase::same("`ranking { tiebreaks … }`"),
        ),
        "prizes.table" => (
            !reg.prizes.is_empty(),
            ph!(en: "a `prizes` block", bg: "блок `prizes`", uk: "блок `prizes`"),
        ),
        "officials.table" => (
            !reg.officials.is_empty(),
            ph!(en: "an `officials` block", bg: "блок `officials`", uk: "блок `officials`"),
        ),
        _ => return None,
    })
}

/// True when a new edition's mark (`review E004`) stands before the list at `list`: its
/// participants are awaited.
fn awaited(reg: &crate::model::Regulation, list: crate::source::Span) -> bool {
    // `edition::codes::PARTICIPANTS_REMOVED`, a later stage: named by its code.
    reg.reviews.iter().any(|r| {
        r.code.value.eq_ignore_ascii_case("E004")
            && r.fact.is_some_and(|f| f.start <= list.start && list.start < f.end.max(f.start + 1))
    })
}
