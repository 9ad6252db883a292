//! V831 `laws-edition-unknown`: a day cited for the FIDE Laws of Chess on which no edition came
//! into force (or, cited as the adoption, on which none was adopted).

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::prose::cited::Role;
use crate::vocab::calendar::format_date;
use crate::vocab::fide::editions::{self, LAWS};
use jiff::civil::Date;

/// V831: a day cited for the Laws of Chess that is no edition's.
pub struct LawsEditionUnknown;

static INFO: CodeInfo = CodeInfo {
    code: "V831",
    name: "laws-edition-unknown",
    severity: Severity::Warning,
    summary: "a day cited for the FIDE Laws of Chess on which no edition came into force",
    doc: Doc {
        what: r#"A day the prose cites for the FIDE Laws of Chess (`Правилата на ФИДЕ в сила от …`, `Правила шахів ФІДЕ, що набули чинності …`, `Laws of Chess effective from …`, `с промените от …`) on which no edition came into force. FIDE's editions came into force on 1 January 1989, 1 July 1997, 1 July 2001, 1 July 2005, 1 July 2009, 1 July 2014, 1 July 2017, 1 January 2018 and 1 January 2023; FIDE publishes each change as a new edition, so an amendment's day is an edition's day too. A day cited as the adoption (`приети на`, `затверджені`) must be one an edition was adopted on (7 August 2022 for the 2023 Laws). Days before 1989 are not checked."#,
        why: r#"A reader cannot tell which Laws apply: the rules on late arrival, illegal moves, electronic devices and draw claims differ from edition to edition, and an arbiter's decision rests on the edition the regulation names."#,
        example: r#"```text
event { dates 2024-05-18..2024-05-19 }
section 3 { "Турнирът се провежда по Правилата на ФИДЕ в сила от 1 юли 2011 г." }
```"#,
        fix: r#"Cite the edition in force on the event's first day by the day it came into force (`в сила от 1 януари 2023 г.`), or name no day."#,
        reference: r#"FIDE Laws of Chess, introduction of each edition (its date of entry into force); `docs/reference/fide-editions.md` gives the source of every date."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "посочена е дата на Правилника на ФИДЕ за шахматната игра, на която не е влизало в сила нито едно негово издание",
        doc: Doc {
            what: r#"Дата, която текстът посочва за Правилника на ФИДЕ за шахматната игра (`Правилата на ФИДЕ в сила от …`, `с промените от …`), на която не е влизало в сила нито едно издание. Изданията на ФИДЕ са влизали в сила на 1 януари 1989 г., 1 юли 1997 г., 1 юли 2001 г., 1 юли 2005 г., 1 юли 2009 г., 1 юли 2014 г., 1 юли 2017 г., 1 януари 2018 г. и 1 януари 2023 г.; ФИДЕ обнародва всяка промяна като ново издание, затова и датата на промените е дата на издание. Дата, посочена като дата на приемане (`приети на`), трябва да е ден, в който е прието издание (7 август 2022 г. за Правилника от 2023 г.). Дати преди 1989 г. не се проверяват."#,
            why: r#"Читателят не може да разбере кой правилник се прилага: правилата за закъснение, неправилни ходове, електронни устройства и искания за реми се различават в отделните издания, а решението на съдията се основава на изданието, което регламентът посочва."#,
            example: r#""#,
            fix: r#"Посочете изданието, което е в сила в първия ден на турнира, с датата на влизането му в сила (`в сила от 1 януари 2023 г.`), или не посочвайте дата."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, въведението на всяко издание (датата на влизане в сила); `docs/reference/fide-editions.md` дава източника на всяка дата."#,
        },
    },
    uk: Texts {
        summary: "для Правил шахів ФІДЕ вказано дату, коли жодна їхня редакція не набувала чинності",
        doc: Doc {
            what: r#"Дата, яку текст називає для Правил шахів ФІДЕ (`Правила шахів ФІДЕ, що набули чинності …`, `зі змінами від …`), коли жодна редакція не набувала чинності. Редакції ФІДЕ набували чинності 1 січня 1989 р., 1 липня 1997 р., 1 липня 2001 р., 1 липня 2005 р., 1 липня 2009 р., 1 липня 2014 р., 1 липня 2017 р., 1 січня 2018 р. і 1 січня 2023 р.; кожну зміну ФІДЕ оприлюднює як нову редакцію, тож і дата змін — це дата редакції. Дата, названа датою ухвалення (`затверджені`, `ухвалені`), має бути днем, коли редакцію ухвалили (7 серпня 2022 р. для Правил 2023 року). Дати до 1989 року не перевіряються."#,
            why: r#"Читач не може зрозуміти, які Правила діють: правила про запізнення, неправильні ходи, електронні пристрої та вимоги нічиєї в різних редакціях різні, а рішення судді спирається на редакцію, яку називає регламент."#,
            example: r#""#,
            fix: r#"Назвіть редакцію, чинну в перший день турніру, датою набуття нею чинності (`що набули чинності 1 січня 2023 року`), або не називайте дати."#,
            reference: r#"Правила шахів ФІДЕ, вступ до кожної редакції (дата набуття чинності); `docs/reference/fide-editions.md` наводить джерело кожної дати."#,
        },
    },
};

impl Rule for LawsEditionUnknown {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let first_known = LAWS[0].in_force;
        let start = facts::start_date(reg);
        for text in reg.prose() {
            for citation in text.reading().laws_citations() {
                let mut wrong: Vec<(crate::source::Span, Date, Role)> = Vec::new();
                for d in &citation.days {
                    if d.day < first_known || is_edition(d.day, d.role) {
                        continue;
                    }
                    let span = facts::span_in_literal(text.as_str(), text.span, d.start, d.end);
                    if !wrong.iter().any(|w| w.0 == span && w.1 == d.day) {
                        wrong.push((span, d.day, d.role));
                    }
                }
                let Some(&(_, first_day, first_role)) = wrong.first() else { continue };
                let name =
                    facts::span_in_literal(text.as_str(), text.span, citation.start, citation.end);
                out.push(localized(|l| {
                    let day = format_date(first_day, l);
                    let message = match (first_role, wrong.len()) {
                        (Role::Adopted, 1) => tr!(
                            l,
                            en: "no edition of the FIDE Laws of Chess was adopted on {day}",
                            bg: "на {day} не е прието нито едно издание на Правилника на ФИДЕ за шахматната игра",
                            uk: "{day} не ухвалено жодної редакції Правил шахів ФІДЕ"
                        ),
                        (_, 1) => tr!(
                            l,
                            en: "no edition of the FIDE Laws of Chess came into force on {day}",
                            bg: "на {day} не е влязло в сила нито едно издание на Правилника на ФИДЕ за шахматната игра",
                            uk: "{day} не набула чинності жодна редакція Правил шахів ФІДЕ"
                        ),
                        (_, n) => tr!(
                            l,
                            en: "{n} days cited for the FIDE Laws of Chess are no edition's",
                            bg: "{n} от датите, посочени за Правилника на ФИДЕ за шахматната игра, не са дати на негови издания",
                            uk: "{n} дат, названих для Правил шахів ФІДЕ, не є датами їхніх редакцій"
                        ),
                    };
                    let mut d = Diagnostic::new(Code::new(&INFO), INFO.severity, message);
                    for (k, (span, day, role)) in wrong.iter().enumerate() {
                        if wrong[..k].iter().any(|w| w.0 == *span) {
                            continue;
                        }
                        let shared = wrong.iter().filter(|w| w.0 == *span).count() > 1;
                        d = d.with_label(*span, if shared {
                            tr!(l, en: "none of these days is an edition's", bg: "нито една от тези дати не е дата на издание", uk: "жодна з цих дат не є датою редакції")
                        } else {
                            label(*day, *role, l)
                        });
                    }
                    d = d.with_label(name, tr!(l, en: "the Laws cited", bg: "посоченият правилник", uk: "названі Правила"));
                    let list = editions_list(l);
                    d.with_note(tr!(
                        l,
                        en: "FIDE's editions came into force on {list}",
                        bg: "изданията на ФИДЕ са влизали в сила на {list}",
                        uk: "редакції ФІДЕ набували чинності {list}"
                    ))
                    .with_help(right_edition_help(start, l))
                }));
            }
        }
    }
}

/// True when `day`, cited in `role`, is an edition's day: the day one came into force, or for
/// an adoption a day consistent with one's adoption as its source gives it.
fn is_edition(day: Date, role: Role) -> bool {
    match role {
        Role::Adopted => LAWS.iter().filter_map(|e| e.approved).any(|a| {
            a.year == day.year()
                && a.month.is_none_or(|m| m == day.month())
                && a.day.is_none_or(|d| d == day.day())
        }),
        Role::InForce | Role::Amended => editions::entered_on(LAWS, day).is_some(),
    }
}

/// What a wrong day's label says: the edition adopted on that day and when it came into force,
/// or the edition in force on it.
fn label(day: Date, role: Role, l: crate::vocab::Lang) -> String {
    if role != Role::Adopted {
        if let Some(e) = editions::approved_on(LAWS, day) {
            let from = format_date(e.in_force, l);
            return tr!(
                l,
                en: "the day the edition in force from {from} was adopted",
                bg: "денят, в който е прието изданието в сила от {from}",
                uk: "день ухвалення редакції, чинної з {from}"
            );
        }
    }
    match editions::in_force(LAWS, day) {
        Some(e) => {
            let from = format_date(e.in_force, l);
            tr!(
                l,
                en: "no edition; on that day the one in force from {from} applied",
                bg: "няма такова издание; на тази дата е в сила изданието от {from}",
                uk: "такої редакції немає; того дня діяла редакція, чинна з {from}"
            )
        }
        None => tr!(l, en: "no edition", bg: "няма такова издание", uk: "такої редакції немає"),
    }
}

/// Every edition's day, written in a language.
fn editions_list(l: crate::vocab::Lang) -> String {
    LAWS.iter().map(|e| format_date(e.in_force, l)).collect::<Vec<_>>().join(", ")
}

/// The help: the edition in force on the event's first day, or, without dates, the latest.
pub(super) fn right_edition_help(start: Option<Date>, l: crate::vocab::Lang) -> String {
    match start.and_then(|s| editions::in_force(LAWS, s).map(|e| (s, e))) {
        Some((s, e)) => {
            let (first, from) = (format_date(s, l), format_date(e.in_force, l));
            tr!(
                l,
                en: "on the event's first day, {first}, the Laws in force were those of {from}: cite that day",
                bg: "в първия ден на турнира, {first}, е в сила Правилникът от {from}: посочете тази дата",
                uk: "у перший день турніру, {first}, діяли Правила, чинні з {from}: назвіть цю дату"
            )
        }
        None => {
            let from = LAWS.last().map(|e| format_date(e.in_force, l)).unwrap_or_default();
            tr!(
                l,
                en: "cite the edition by the day it came into force (the latest: {from}), or name no day",
                bg: "посочете изданието с датата на влизането му в сила (последното: {from}) или не посочвайте дата",
                uk: "назвіть редакцію датою набуття нею чинності (остання: {from}) або не називайте дати"
            )
        }
    }
}
