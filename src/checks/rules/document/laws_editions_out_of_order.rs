//! V832 `laws-editions-out-of-order`: the days cited for the FIDE Laws of Chess are not in the
//! order the editions came into force.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::vocab::calendar::format_date;

/// V832: days cited for the Laws of Chess out of order.
pub struct LawsEditionsOutOfOrder;

static INFO: CodeInfo = CodeInfo {
    code: "V832",
    name: "laws-editions-out-of-order",
    severity: Severity::Warning,
    summary: "the days cited for the FIDE Laws of Chess are not in the order of the editions",
    doc: Doc {
        what: r#"One citation of the FIDE Laws of Chess that gives several days (`в сила от 1 юли 2011 с промените от 01.07.2019, 01.01.2020 и 01.10.2016`, `що набули чинності 01.01.2018 зі змінами від 01.07.2017`) where a day is earlier than a day written before it: an amendment older than the text it amends."#,
        why: r#"Amendments follow the edition they change; a list out of order says an older text changes a newer one, and the reader cannot tell which edition the regulation means."#,
        example: r#"```text
event { dates 2019-05-18..2019-05-19 }
section 3 { "Играе се по Правилата на ФИДЕ в сила от 01.01.2018 г. с промените от 01.07.2017 г." }
```"#,
        fix: r#"Cite the edition in force on the event's first day, by itself (`в сила от 1 януари 2023 г.`); if earlier editions are named, in the order they came into force."#,
        reference: r#"FIDE Laws of Chess, introduction of each edition; `docs/reference/fide-editions.md`."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary:
            "датите, посочени за Правилника на ФИДЕ за шахматната игра, не са в реда на изданията",
        doc: Doc {
            what: r#"Позоваване на Правилника на ФИДЕ за шахматната игра с няколко дати (`в сила от 1 юли 2011 с промените от 01.07.2019, 01.01.2020 и 01.10.2016`), в което дата е по-ранна от написана преди нея: промени, по-стари от текста, който променят."#,
            why: r#"Промените следват изданието, което изменят; списък не по ред твърди, че по-стар текст променя по-нов, и читателят не може да разбере кое издание има предвид регламентът."#,
            example: r#""#,
            fix: r#"Посочете само изданието, което е в сила в първия ден на турнира (`в сила от 1 януари 2023 г.`); ако се изброяват и по-стари издания — по реда на влизането им в сила."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, въведението на всяко издание; `docs/reference/fide-editions.md`."#,
        },
    },
    uk: Texts {
        summary: "дати, названі для Правил шахів ФІДЕ, не в порядку редакцій",
        doc: Doc {
            what: r#"Посилання на Правила шахів ФІДЕ з кількома датами (`що набули чинності 01.01.2018 зі змінами від 01.07.2017`), у якому дата раніша за ту, що написана перед нею: зміни, старші за текст, який вони змінюють."#,
            why: r#"Зміни йдуть за редакцією, яку змінюють; перелік не за порядком стверджує, що старіший текст змінює новіший, і читач не може зрозуміти, яку редакцію має на увазі регламент."#,
            example: r#""#,
            fix: r#"Назвіть лише редакцію, чинну в перший день турніру (`що набули чинності 1 січня 2023 року`); якщо називаєте й давніші — у порядку набуття ними чинності."#,
            reference: r#"Правила шахів ФІДЕ, вступ до кожної редакції; `docs/reference/fide-editions.md`."#,
        },
    },
};

impl Rule for LawsEditionsOutOfOrder {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let start = facts::start_date(reg);
        for text in reg.prose() {
            for citation in text.reading().laws_citations() {
                // The latest day written so far; a day before it is out of order.
                let mut latest: Option<&crate::prose::cited::CitedDay> = None;
                for d in &citation.days {
                    let Some(before) = latest else {
                        latest = Some(d);
                        continue;
                    };
                    if d.day >= before.day {
                        latest = Some(d);
                        continue;
                    }
                    let t = text.as_str();
                    let here = facts::span_in_literal(t, text.span, d.start, d.end);
                    let there = facts::span_in_literal(t, text.span, before.start, before.end);
                    let (late, early) = (before.day, d.day);
                    out.push(localized(|l| {
                        let (late, early) = (format_date(late, l), format_date(early, l));
                        let mut diag = Diagnostic::new(
                            Code::new(&INFO),
                            INFO.severity,
                            tr!(
                                l,
                                en: "{early} is cited for the Laws of Chess after the later {late}",
                                bg: "датата {early} е посочена за Правилника на ФИДЕ след по-късната {late}",
                                uk: "дату {early} названо для Правил шахів ФІДЕ після пізнішої {late}"
                            ),
                        )
                        .with_label(here, tr!(l, en: "earlier than {late}", bg: "по-рано от {late}", uk: "раніше за {late}"));
                        if there != here {
                            diag = diag.with_label(there, tr!(l, en: "cited before it", bg: "посочена преди нея", uk: "названа перед нею"));
                        }
                        diag.with_help(super::laws_edition_unknown::right_edition_help(start, l))
                    }));
                }
            }
        }
    }
}
