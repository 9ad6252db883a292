//! V903 `system-not-stated`: the regulation does not say how the event is paired.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::model::Regulation;
use crate::vocab::lang::ph;

/// V903: the regulation does not say how the event is paired.
pub struct SystemNotStated;

static INFO: CodeInfo = CodeInfo {
    code: "V903",
    name: "system-not-stated",
    severity: Severity::Error,
    summary: "the regulation does not say how the event is paired",
    doc: Doc {
        what: r#"No `system` statement and no prose naming the pairing system (round robin, Swiss: `кръгова`, `швейцарска`, `колова`, `швейцарська`). Severity by what the regulation claims: a club event (no rating, title or norm) a warning; an official competition (a championship, national rating, qualification or relegation) an error; a FIDE-rated event an error; an event with title norms an error."#,
        why: r#"The pairing system decides the number of rounds, which tie-breaks make sense (Buchholz is meaningless in a round robin) and how a norm is counted."#,
        example: r#"```text
regulation "Открит турнир" lang bg
event { dates 2025-05-01..2025-05-05 }
```"#,
        fix: r#"Add `system individual swiss rounds 9` (or `round-robin`, `double-round-robin`; `team` for a team event)."#,
        reference: r#"FIDE Handbook C.01 (General Rules for Competitions) 6; C.04 (Swiss) and C.05 (round robin) rules."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в регламента не е посочена системата на провеждане",
        doc: Doc {
            what: r#"Няма `system` и в текста не е назована системата (кръгова, швейцарска). Сериозността зависи от това какво заявява регламентът: за клубен турнир (без рейтинг, звание или норми) — предупреждение; за официално състезание (първенство, национален рейтинг, квалификация или отпадане) — грешка; за турнир с рейтинг на ФИДЕ — грешка; за турнир с норми за звания — грешка."#,
            why: r#"Системата определя броя на кръговете, кои допълнителни показатели имат смисъл (коефициентът Бухолц е безсмислен при кръгова система) и как се отчита норма."#,
            example: r#""#,
            fix: r#"Добавете `system individual swiss rounds 9` (или `round-robin`, `double-round-robin`; `team` за отборно състезание)."#,
            reference: r#"Наръчник на ФИДЕ, C.01, т. 6; правилата за швейцарска система (C.04) и за кръгова система (C.05)."#,
        },
    },
    uk: Texts {
        summary: "у регламенті не вказано систему проведення",
        doc: Doc {
            what: r#"Немає `system`, і в тексті не названо систему (колова, швейцарська). Серйозність залежить від того, що заявляє регламент: для клубного турніру (без рейтингу, звання чи норм) — попередження; для офіційного змагання (чемпіонат, національний рейтинг, кваліфікація або вибування) — помилка; для турніру з рейтингом ФІДЕ — помилка; для турніру з нормами на звання — помилка."#,
            why: r#"Система визначає кількість турів, які додаткові показники мають сенс (коефіцієнт Бухгольця не має сенсу в коловому турнірі) і як зараховується норма."#,
            example: r#""#,
            fix: r#"Додайте `system individual swiss rounds 9` (або `round-robin`, `double-round-robin`; `team` для командного змагання)."#,
            reference: r#"Довідник ФІДЕ, C.01, п. 6; правила швейцарської системи (C.04) і колової системи (C.05)."#,
        },
    },
};

impl Rule for SystemNotStated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        if reg.system.as_ref().is_some_and(|s| s.format.is_some()) || reg.is_broken("system") {
            return;
        }
        if system_in_prose(reg) {
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
                message: ph!(en: "the regulation does not say how the event is paired", bg: "в регламента не е посочена системата на провеждане", uk: "у регламенті не вказано систему проведення"),
                label: ph!(en: "no `system` statement", bg: "няма ред `system`", uk: "немає рядка `system`"),
                help: ph!(en: "add `system individual swiss rounds N` (or `round-robin`)", bg: "добавете `system individual swiss rounds N` (или `round-robin`)", uk: "додайте `system individual swiss rounds N` (або `round-robin`)"),
            },
        ));
    }
}

/// A paragraph or heading that names the pairing system: a system word next to `система`
/// (`по швейцарската система`, `кръгова система`, `за коловою системою`) or the round-robin
/// phrase (`всеки срещу всеки`). `швейцарски франкове` is not a system.
fn system_in_prose(reg: &Regulation) -> bool {
    facts::prose_texts(reg).iter().any(|t| crate::prose::claims::names_a_system(&t.value))
}
