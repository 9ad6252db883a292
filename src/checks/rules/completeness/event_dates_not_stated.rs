//! V901 `event-dates-not-stated`: the regulation does not say when the event is held.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::model::Regulation;
use crate::vocab::lang::ph;

/// V901: the regulation does not say when the event is held.
pub struct EventDatesNotStated;

static INFO: CodeInfo = CodeInfo {
    code: "V901",
    name: "event-dates-not-stated",
    severity: Severity::Error,
    summary: "the regulation does not say when the event is held",
    doc: Doc {
        what: r#"No `event { dates … }`, no dated programme and no date range in the prose: nothing says when the event is held. Severity by what the regulation claims: a club event (no rating, title or norm) a warning; an official competition (a championship, national rating, qualification or relegation) an error; a FIDE-rated event an error; an event with title norms an error."#,
        why: r#"Players, arbiters and the rating officer need the dates before anything else: entries, travel, the rating period the event belongs to and the validity of norms all depend on them."#,
        example: r#"```text
regulation "Открит турнир" lang bg
event { venue "гр. Перник" }
```"#,
        fix: r#"Add `dates YYYY-MM-DD..YYYY-MM-DD` to the `event` block (and a `schedule` with the rounds)."#,
        reference: r#"FIDE Handbook C.01 (General Rules for Competitions) 6: the regulations state the dates and the schedule; FIDE Rating Regulations 1.2 (the rating period of an event)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в регламента не е посочено кога се провежда турнирът",
        doc: Doc {
            what: r#"Няма `event { dates … }`, няма програма с дати и в текста няма период: никъде не е казано кога се провежда турнирът. Сериозността зависи от това какво заявява регламентът: за клубен турнир (без рейтинг, звание или норми) — предупреждение; за официално състезание (първенство, национален рейтинг, квалификация или отпадане) — грешка; за турнир с рейтинг на ФИДЕ — грешка; за турнир с норми за звания — грешка."#,
            why: r#"Датите са първото, което състезателите, съдиите и отговорникът за рейтинга трябва да знаят: от тях зависят заявките, пътуването, рейтинговият период и валидността на нормите."#,
            example: r#""#,
            fix: r#"Добавете `dates ГГГГ-ММ-ДД..ГГГГ-ММ-ДД` в блока `event` (и `schedule` с кръговете)."#,
            reference: r#"Наръчник на ФИДЕ, C.01 (Общи правила за състезания), т. 6: регламентът посочва датите и програмата; Правила за рейтинг на ФИДЕ, 1.2 (рейтингов период)."#,
        },
    },
    uk: Texts {
        summary: "у регламенті не вказано, коли проводиться турнір",
        doc: Doc {
            what: r#"Немає `event { dates … }`, немає програми з датами, і в тексті немає періоду: ніде не сказано, коли проводиться турнір. Серйозність залежить від того, що заявляє регламент: для клубного турніру (без рейтингу, звання чи норм) — попередження; для офіційного змагання (чемпіонат, національний рейтинг, кваліфікація або вибування) — помилка; для турніру з рейтингом ФІДЕ — помилка; для турніру з нормами на звання — помилка."#,
            why: r#"Дати — це перше, що мають знати учасники, судді та відповідальний за рейтинг: від них залежать заявки, поїздка, рейтинговий період і чинність норм."#,
            example: r#""#,
            fix: r#"Додайте `dates РРРР-ММ-ДД..РРРР-ММ-ДД` до блоку `event` (і `schedule` з турами)."#,
            reference: r#"Довідник ФІДЕ, C.01 (Загальні правила змагань), п. 6: регламент вказує дати й програму; Правила рейтингу ФІДЕ, 1.2 (рейтинговий період)."#,
        },
    },
};

impl Rule for EventDatesNotStated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        if reg.event.dates.is_some() || !reg.schedule.is_empty() {
            return;
        }
        if reg.is_broken("event") || reg.is_broken("schedule") || has_prose_range(reg) {
            return;
        }
        let severity = facts::graded(
            reg,
            [Severity::Warning, Severity::Error, Severity::Error, Severity::Error],
        );
        out.push(facts::omission(
            reg,
            &INFO,
            severity,
            &facts::Omission {
                message: ph!(en: "the regulation does not say when the event is held", bg: "в регламента не е посочено кога се провежда турнирът", uk: "у регламенті не вказано, коли проводиться турнір"),
                label: ph!(en: "no `event { dates … }`", bg: "няма `event { dates … }`", uk: "немає `event { dates … }`"),
                help: ph!(en: "add `dates YYYY-MM-DD..YYYY-MM-DD` to the `event` block", bg: "добавете `dates ГГГГ-ММ-ДД..ГГГГ-ММ-ДД` в блока `event`", uk: "додайте `dates РРРР-ММ-ДД..РРРР-ММ-ДД` до блоку `event`"),
            },
        ));
    }
}

/// A date range in the title or the prose counts as saying when.
fn has_prose_range(reg: &Regulation) -> bool {
    std::iter::once(reg.title.value.as_str())
        .chain(facts::paragraphs(reg).into_iter().map(|p| p.text.value.as_str()))
        .any(|t| crate::prose::ranges(t).iter().any(|r| r.days().is_some()))
}
