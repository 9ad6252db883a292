//! V905 `time-control-missing`: the regulation gives no time control.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::model::Regulation;
use crate::vocab::lang::ph;

/// V905: the regulation gives no time control.
pub struct TimeControlMissing;

static INFO: CodeInfo = CodeInfo {
    code: "V905",
    name: "time-control-missing",
    severity: Severity::Warning,
    summary: "the regulation gives no time control",
    doc: Doc {
        what: r#"No `time-control` with a period, and no prose that gives one (minutes and moves, `90 минути за 40 хода`, `3 хвилини плюс 2 секунди`). A FIDE-rated event without a time control is `V307`; this code covers every other event. Severity by what the regulation claims: a club event (no rating, title or norm) a warning; an official competition (a championship, national rating, qualification or relegation) a warning; a FIDE-rated event an error; an event with title norms an error."#,
        why: r#"Players must know how long a game lasts; the time control decides whether the event is standard, rapid or blitz and which rating list, if any, it can count for."#,
        example: r#"```text
regulation "Клубен турнир" lang bg
system individual swiss rounds 7
```"#,
        fix: r#"Add `time-control { period 90 min moves 40; period 30 min; increment 30 s from-move 1 }`."#,
        reference: r#"FIDE Laws of Chess, Art. 6 and Appendices A and B (classes of game); FIDE Handbook C.01, 6."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в регламента не е посочена контрола на времето",
        doc: Doc {
            what: r#"Няма `time-control` с период и в текста няма контрола (минути и ходове, `90 минути за 40 хода`). Турнир с рейтинг на ФИДЕ без контрола е `V307`; този код е за всички останали. Сериозността зависи от това какво заявява регламентът: за клубен турнир (без рейтинг, звание или норми) — предупреждение; за официално състезание (първенство, национален рейтинг, квалификация или отпадане) — предупреждение; за турнир с рейтинг на ФИДЕ — грешка; за турнир с норми за звания — грешка."#,
            why: r#"Състезателите трябва да знаят колко трае партията; контролата определя дали турнирът е по класически, ускорен шах или блиц и за коя ранглиста може да се отчита."#,
            example: r#""#,
            fix: r#"Добавете `time-control { period 90 min moves 40; period 30 min; increment 30 s from-move 1 }`."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, чл. 6 и приложения А и Б (видове партии); Наръчник на ФИДЕ, C.01, т. 6."#,
        },
    },
    uk: Texts {
        summary: "у регламенті не вказано контролю часу",
        doc: Doc {
            what: r#"Немає `time-control` з періодом, і в тексті немає контролю часу (хвилини й ходи, `3 хвилини плюс 2 секунди`). Рейтинговий турнір ФІДЕ без контролю часу — це `V307`; цей код — для всіх інших. Серйозність залежить від того, що заявляє регламент: для клубного турніру (без рейтингу, звання чи норм) — попередження; для офіційного змагання (чемпіонат, національний рейтинг, кваліфікація або вибування) — попередження; для турніру з рейтингом ФІДЕ — помилка; для турніру з нормами на звання — помилка."#,
            why: r#"Учасники мають знати, скільки триває партія; контроль часу визначає, чи це класичні, швидкі шахи або бліц, і в який рейтинг-лист турнір може рахуватися."#,
            example: r#""#,
            fix: r#"Додайте `time-control { period 90 min moves 40; period 30 min; increment 30 s from-move 1 }`."#,
            reference: r#"Правила шахів ФІДЕ, ст. 6 і додатки A та B (види партій); Довідник ФІДЕ, C.01, п. 6."#,
        },
    },
};

impl Rule for TimeControlMissing {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        if facts::time_control(reg).is_some() || reg.is_broken("time-control") {
            return;
        }
        // A FIDE-rated event without a time control is V307.
        let fide = reg
            .validity
            .as_ref()
            .is_some_and(|v| v.rated.iter().any(|r| r.value != crate::model::RatedFor::National));
        if fide || time_control_in_prose(reg) {
            return;
        }
        let severity = facts::graded(
            reg,
            [Severity::Warning, Severity::Warning, Severity::Error, Severity::Error],
        );
        out.push(facts::omission(
            reg,
            &INFO,
            severity,
            &facts::Omission {
                message: ph!(en: "the regulation gives no time control", bg: "в регламента не е посочена контрола на времето", uk: "у регламенті не вказано контролю часу"),
                label: ph!(en: "no `time-control`", bg: "няма `time-control`", uk: "немає `time-control`"),
                help: ph!(en: "add `time-control { period 90 min moves 40; increment 30 s from-move 1 }`", bg: "добавете `time-control { period 90 min moves 40; increment 30 s from-move 1 }`", uk: "додайте `time-control { period 90 min moves 40; increment 30 s from-move 1 }`"),
            },
        ));
    }
}

/// A paragraph that gives a time control: minutes, and moves or seconds per move.
fn time_control_in_prose(reg: &Regulation) -> bool {
    facts::paragraphs(reg).iter().any(|p| {
        let t = &p.text.value;
        let d = crate::prose::durations(t, reg.lang);
        d.iter().any(|d| d.unit != crate::prose::TimeUnit::Seconds)
            && (d.iter().any(|d| d.unit == crate::prose::TimeUnit::Seconds)
                || !crate::prose::moves(t).is_empty()
                || crate::prose::chars::lowercase(t).contains("контрол"))
    })
}
