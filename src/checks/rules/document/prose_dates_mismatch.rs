//! V823 `prose-dates-mismatch`: a date range in the prose that names the event disagrees with the event dates.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};

/// V823: a date range in the prose that names the event disagrees with the event dates.
pub struct ProseDatesMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V823",
    name: "prose-dates-mismatch",
    severity: Severity::Error,
    summary: "a date range in the prose that names the event disagrees with the event dates",
    doc: Doc {
        what: r#"A date range written in the prose or the title (`от 11.03 – 20.03.2021 г.`, `20–28.04.2012`, `з 4 по 13 червня 2021 року`) that shares its first or its last day with `event { dates … }` but not the other one, or not the year. A range that shares neither end (an entry period, the dates of another stage) is not compared."#,
        why: r#"When the text says the event ends on the 22nd and the facts say the 28th, one of them is wrong; players plan travel by the text, the rating officer by the facts."#,
        example: r#"```text
event { dates 2012-04-20..2012-04-28 }
section 3 { "Първенството се провежда от 20 до 22.04.2011 г." }
```"#,
        fix: r#"Correct whichever is wrong; write `{dates}` (or `{start}` and `{end}`) in the prose instead of the dates."#,
        reference: r#"Consistency of the document with its own facts; `docs/reference/rating-time-title.md` §5 (header and body dates that disagree in real Bulgarian regulations)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "период в текста, който назовава турнира, се разминава с датите на турнира",
        doc: Doc {
            what: r#"Период в текста или в заглавието (`от 11.03 – 20.03.2021 г.`, `20–28.04.2012`), който има същия първи или същия последен ден като `event { dates … }`, но не и другия ден или годината. Период, който не съвпада в нито един край (срок за заявки, дати на друг етап), не се сравнява."#,
            why: r#"Когато текстът казва, че турнирът свършва на 22-ри, а фактите — на 28-ми, едното е грешно; състезателите планират пътуването по текста, а отговорникът за рейтинга — по фактите."#,
            example: r#""#,
            fix: r#"Поправете грешното; в текста напишете `{dates}` (или `{start}` и `{end}`) вместо датите."#,
            reference: r#"Съгласуваност на документа със собствените му факти; `docs/reference/rating-time-title.md` §5 (разминаващи се дати в заглавието и текста на реални български регламенти)."#,
        },
    },
    uk: Texts {
        summary: "період у тексті, що називає турнір, не збігається з датами турніру",
        doc: Doc {
            what: r#"Період у тексті чи назві (`з 4 по 13 червня 2021 року`, `16 червня -26 червня 2013р.`), що має той самий перший або останній день, що й `event { dates … }`, але не інший день чи рік. Період, що не збігається жодним кінцем (строк заявок, дати іншого етапу), не порівнюється."#,
            why: r#"Коли текст каже, що турнір закінчується 22-го, а факти — 28-го, щось із цього хибне; учасники плануть поїздку за текстом, відповідальний за рейтинг — за фактами."#,
            example: r#""#,
            fix: r#"Виправте помилкове; у тексті напишіть `{dates}` (або `{start}` і `{end}`) замість дат."#,
            reference: r#"Узгодженість документа з власними фактами; `docs/reference/rating-time-title.md` §5 (розбіжні дати в заголовку й тексті реальних регламентів)."#,
        },
    },
};

impl Rule for ProseDatesMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(dates) = &reg.event.dates else { return };
        let (start, end) = dates.value;
        let dm = |d: jiff::civil::Date| (d.month(), d.day());
        for text in reg.prose() {
            for r in text.ranges() {
                let Some((from, to)) = r.days() else { continue };
                let shares_an_end = dm(from) == dm(start) || dm(to) == dm(end);
                if !shares_an_end || (from, to) == (start, end) {
                    continue;
                }
                let span = facts::span_in_literal(&text.value, text.span, r.start, r.end);
                let (wf, wt) =
                    (from.strftime("%d.%m.%Y").to_string(), to.strftime("%d.%m.%Y").to_string());
                let (ef, et) =
                    (start.strftime("%d.%m.%Y").to_string(), end.strftime("%d.%m.%Y").to_string());
                out.push(localized(|l| {
                    Diagnostic::new(Code::new(&INFO), INFO.severity, tr!(
                        l,
                        en: "the text gives {wf}–{wt}, but the event dates are {ef}–{et}",
                        bg: "в текста пише {wf}–{wt}, а датите на турнира са {ef}–{et}",
                        uk: "у тексті написано {wf}–{wt}, а дати турніру — {ef}–{et}"
                    ))
                    .with_label(span, tr!(l, en: "{wf}–{wt}", bg: "{wf}–{wt}", uk: "{wf}–{wt}"))
                    .with_label(dates.span, tr!(l, en: "the event dates", bg: "датите на турнира", uk: "дати турніру"))
                    .with_help(tr!(
                        l,
                        en: "correct the one that is wrong, and write `{{dates}}` (or `{{start}}` and `{{end}}`) in the text",
                        bg: "поправете грешното и в текста напишете `{{dates}}` (или `{{start}}` и `{{end}}`)",
                        uk: "виправте помилкове, а в тексті напишіть `{{dates}}` (або `{{start}}` і `{{end}}`)"
                    ))
                }));
            }
        }
    }
}
