//! V833 `laws-edition-not-in-force`: the edition of the FIDE Laws of Chess the prose cites is not
//! the one in force when the event starts: a later edition replaced it before, or it came into
//! force only after.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::prose::cited::Role;
use crate::vocab::calendar::format_date;
use crate::vocab::fide::editions::{self, Edition, LAWS};

/// V833: the cited edition of the Laws is not the one in force at the event.
pub struct LawsEditionNotInForce;

static INFO: CodeInfo = CodeInfo {
    code: "V833",
    name: "laws-edition-not-in-force",
    severity: Severity::Warning,
    summary:
        "the edition of the FIDE Laws of Chess cited is not the one in force when the event starts",
    doc: Doc {
        what: r#"The edition of the FIDE Laws of Chess the prose cites by a day (the latest edition its days name: `в сила от 01.07.2017`, `що набули чинності 1 січня 2018 року`, `з змінами від …`, or the edition adopted on a day cited as its adoption) when another edition is in force on the event's first day (`event { dates … }`, else the programme's first day): a later edition replaced it before the event, or it came into force only after the event started."#,
        why: r#"An event is played under the Laws in force when it starts ("for competitions starting on or after"). A regulation that names a replaced edition promises rules that no longer apply (the 2023 Laws halved the time penalty in rapid games and changed the scoresheet rules), and players and the arbiter read different texts."#,
        example: r#"```text
schedule { 2024-05-19 неділя 10:00 round 1 }
section 3 { "Змагання проводяться згідно з «Правилами шахів ФІДЕ» від 01 липня 2017 року." }
```"#,
        fix: r#"Cite the edition in force on the event's first day (for events from 1 January 2023: `в сила от 1 януари 2023 г.`, `що набули чинності 1 січня 2023 року`)."#,
        reference: r#"FIDE Laws of Chess, introduction of each edition (its date of entry into force); `docs/reference/fide-editions.md`."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "посоченото издание на Правилника на ФИДЕ за шахматната игра не е в сила, когато турнирът започва",
        doc: Doc {
            what: r#"Изданието на Правилника на ФИДЕ за шахматната игра, което текстът посочва с дата (най-новото от изданията, които датите му назовават: `в сила от 01.07.2017`, `с промените от …`, или изданието, прието на посочената дата на приемане), когато в първия ден на турнира (`event { dates … }`, иначе първият ден от програмата) е в сила друго издание: по-ново издание го е заменило преди турнира или то влиза в сила едва след началото му."#,
            why: r#"Турнирът се играе по правилника, който е в сила при началото му. Регламент, който посочва заменено издание, обещава правила, които вече не важат (Правилникът от 2023 г. намали наказанието за време при ускорен шах и промени правилата за записването), и състезателите и съдията четат различни текстове."#,
            example: r#""#,
            fix: r#"Посочете изданието, което е в сила в първия ден на турнира (за турнири от 1 януари 2023 г.: `в сила от 1 януари 2023 г.`)."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, въведението на всяко издание (датата на влизане в сила); `docs/reference/fide-editions.md`."#,
        },
    },
    uk: Texts {
        summary: "названа редакція Правил шахів ФІДЕ не чинна на початок турніру",
        doc: Doc {
            what: r#"Редакція Правил шахів ФІДЕ, яку текст називає датою (найновіша з редакцій, що їх називають його дати: `від 01 липня 2017 року`, `що набули чинності 1 січня 2018 року`, `зі змінами від …`, або редакція, ухвалена в названий день ухвалення), коли в перший день турніру (`подія { дати … }`, інакше перший день програми) чинна інша редакція: новіша замінила її до турніру або вона набуває чинності лише після його початку."#,
            why: r#"Турнір грають за Правилами, чинними на його початок. Регламент, що називає замінену редакцію, обіцяє правила, які вже не діють (Правила 2023 року вдвічі зменшили штраф часом у швидких шахах і змінили правила запису партії), і учасники та суддя читають різні тексти."#,
            example: r#""#,
            fix: r#"Назвіть редакцію, чинну в перший день турніру (для турнірів з 1 січня 2023 року: `що набули чинності 1 січня 2023 року`)."#,
            reference: r#"Правила шахів ФІДЕ, вступ до кожної редакції (дата набуття чинності); `docs/reference/fide-editions.md`."#,
        },
    },
};

impl Rule for LawsEditionNotInForce {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(start) = facts::start_date(reg) else { return };
        let Some(applies) = editions::in_force(LAWS, start) else { return };
        for text in reg.prose() {
            for citation in text.reading().laws_citations() {
                // The latest edition the days name, and where its day is written.
                let named = citation
                    .days
                    .iter()
                    .filter_map(|d| edition_of(d.day, d.role).map(|e| (e, d)))
                    .max_by_key(|(e, _)| e.in_force);
                let Some((cited, day)) = named else { continue };
                if cited.in_force == applies.in_force {
                    continue;
                }
                let span = facts::span_in_literal(text.as_str(), text.span, day.start, day.end);
                let replaced = editions::next(LAWS, cited).map(|e| e.in_force);
                let later = cited.in_force > start;
                let (cited, applies) = (cited.in_force, applies.in_force);
                out.push(localized(|l| {
                    let (from, first, right) =
                        (format_date(cited, l), format_date(start, l), format_date(applies, l));
                    let message = if later {
                        tr!(
                            l,
                            en: "the Laws of Chess in force from {from} were not yet in force when the event starts on {first}",
                            bg: "Правилникът на ФИДЕ в сила от {from} още не е в сила, когато турнирът започва на {first}",
                            uk: "Правила шахів ФІДЕ, чинні з {from}, ще не діють, коли турнір починається {first}"
                        )
                    } else {
                        let by = replaced.map(|r| format_date(r, l)).unwrap_or_default();
                        tr!(
                            l,
                            en: "the Laws of Chess in force from {from} were replaced on {by}, before the event starts on {first}",
                            bg: "Правилникът на ФИДЕ в сила от {from} е заменен на {by}, преди турнирът да започне на {first}",
                            uk: "Правила шахів ФІДЕ, чинні з {from}, замінено {by}, ще до початку турніру {first}"
                        )
                    };
                    Diagnostic::new(Code::new(&INFO), INFO.severity, message)
                        .with_label(span, tr!(l, en: "the edition cited", bg: "посоченото издание", uk: "названа редакція"))
                        .with_help(tr!(
                            l,
                            en: "on {first} the Laws in force were those of {right}: cite that day",
                            bg: "на {first} е в сила Правилникът от {right}: посочете тази дата",
                            uk: "{first} діяли Правила, чинні з {right}: назвіть цю дату"
                        ))
                }));
            }
        }
    }
}

/// The edition a cited day names: the one in force from it, or for an adoption the one adopted
/// on it (`None` for a day that is no edition's: V831 reports it).
fn edition_of(day: jiff::civil::Date, role: Role) -> Option<&'static Edition> {
    match role {
        Role::Adopted => editions::approved_on(LAWS, day),
        Role::InForce | Role::Amended => editions::entered_on(LAWS, day),
    }
}
