//! V910 `announced-not-given`: a sentence announces a fact (an entry fee, a prize fund, a
//! deadline, an e-mail address) and the regulation never gives it.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::vocab::announced::Fact;
use crate::vocab::Lang;
use std::collections::BTreeSet;

/// V910: a fact announced and never given.
pub struct AnnouncedNotGiven;

static INFO: CodeInfo = CodeInfo {
    code: "V910",
    name: "announced-not-given",
    severity: Severity::Warning,
    summary: "a sentence announces a fee, a prize fund, a deadline or an e-mail address that the regulation never gives",
    doc: Doc {
        what: r#"A sentence that names an entry fee (`заплатили такса за участие`, `оплати турнірного внеску`), a prize fund (`награден фонд`), a deadline (`краен срок`, `кінцевий термін`) or an e-mail address (`имейл`, `електронна пошта`) when no sentence of the regulation gives it: no amount (or `безплатно`) for the fee, no amount for the fund, no date, time or number for the deadline, no address with `@` anywhere, and, for the fee, no `entry-fee`. A fee of an appeal is V70x's. The message says which fact the sentence announces; the words are in `vocab::announced`."#,
        why: r#"A player reads that a fee is due, or that entries go by e-mail, and cannot find how much or where: the federation gets questions, or no entries, and a fee nobody stated cannot be asked at the venue."#,
        example: r#"```text
section 3 { "Право на участие имат всички състезатели, одобрени от организатора и заплатили такса за участие." }
```"#,
        fix: r#"Give the value where the fact is announced (`такса за участие 20 лв.`, `заявки на chess@example.org`), or say that there is none (`участието е безплатно`)."#,
        reference: r#"Proofreading against the facts: a regulation announces entries, fees and prizes with their values; the corpus's answer keys list such facts as `mentioned_not_stated` (`tests/corpus/README.md`)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "изречение споменава такса, награден фонд, краен срок или имейл адрес, които регламентът не посочва",
        doc: Doc {
            what: r#"Изречение, което споменава такса за участие (`заплатили такса за участие`), награден фонд (`награден фонд`), краен срок (`краен срок`) или имейл адрес (`имейл`, `ел. поща`), когато никое изречение на регламента не го посочва: няма сума (или `безплатно`) за таксата, няма сума за фонда, няма дата, час или число за срока, никъде няма адрес с `@`, а за таксата — и няма `entry-fee`. Таксата за контестация е на V70x. Съобщението казва кой факт обявява изречението; думите са във `vocab::announced`."#,
            why: r#"Състезателят чете, че трябва да плати такса или че заявките се пращат по имейл, и не намира колко или къде: федерацията получава въпроси или не получава заявки, а такса, която никой не е посочил, не може да се иска в залата."#,
            example: r#""#,
            fix: r#"Посочете стойността там, където се споменава фактът (`такса за участие 20 лв.`, `заявки на chess@example.org`), или кажете, че няма такава (`участието е безплатно`)."#,
            reference: r#"Коректура спрямо фактите: регламентът обявява заявките, таксите и наградите заедно със стойностите им; ключовете на корпуса изброяват такива факти като `mentioned_not_stated` (`tests/corpus/README.md`)."#,
        },
    },
    uk: Texts {
        summary: "речення згадує внесок, призовий фонд, кінцевий термін чи адресу електронної пошти, яких регламент не вказує",
        doc: Doc {
            what: r#"Речення, яке згадує турнірний внесок (`за умови оплати турнірного внеску`), призовий фонд (`призовий фонд`), кінцевий термін (`кінцевий термін`) чи адресу електронної пошти (`електронна пошта`), коли жодне речення регламенту її не вказує: немає суми (чи `безкоштовно`) для внеску, немає суми для фонду, немає дати, часу чи числа для терміну, ніде немає адреси з `@`, а для внеску — ще й немає `entry-fee`. Внесок за протест — це V70x. Повідомлення каже, який факт оголошує речення; слова — у `vocab::announced`."#,
            why: r#"Учасник читає, що треба сплатити внесок чи що заявки надсилають електронною поштою, і не знаходить, скільки чи куди: федерація отримує запитання або не отримує заявок, а внесок, якого ніхто не вказав, не можна вимагати на місці."#,
            example: r#""#,
            fix: r#"Вкажіть значення там, де згадано факт (`турнірний внесок 200 грн`, `заявки на chess@example.org`), або скажіть, що його немає (`участь безкоштовна`)."#,
            reference: r#"Коректура щодо фактів: регламент оголошує заявки, внески й призи разом з їхніми значеннями; ключі корпусу перелічують такі факти як `mentioned_not_stated` (`tests/corpus/README.md`)."#,
        },
    },
};

/// What the sentence announces and what is missing, in `l`.
fn message(fact: Fact, l: Lang) -> String {
    match fact {
        Fact::Fee => {
            tr!(l, en: "an entry fee is mentioned, but its amount is not given", bg: "споменава се такса за участие, но размерът ѝ не е посочен", uk: "згадано турнірний внесок, але його розміру не вказано")
        }
        Fact::PrizeFund => {
            tr!(l, en: "a prize fund is mentioned, but its amount is not given", bg: "споменава се награден фонд, но размерът му не е посочен", uk: "згадано призовий фонд, але його розміру не вказано")
        }
        Fact::Deadline => {
            tr!(l, en: "a deadline is mentioned, but no date is given", bg: "споменава се краен срок, но датата не е посочена", uk: "згадано кінцевий термін, але дати не вказано")
        }
        Fact::Email => {
            tr!(l, en: "an e-mail address is mentioned, but none is given", bg: "споменава се имейл адрес, но самият адрес не е посочен", uk: "згадано електронну пошту, але адреси не вказано")
        }
        Fact::Hall => {
            tr!(l, en: "a place is mentioned by its kind, but not named", bg: "мястото е споменато само по вид, без име", uk: "місце згадано лише за видом, без назви")
        }
    }
}

fn help(fact: Fact, l: Lang) -> String {
    match fact {
        Fact::Fee => {
            tr!(l, en: "give the amount (`30 лв.`, `200 грн`), or say the entry is free", bg: "посочете сумата (`30 лв.`) или че участието е безплатно", uk: "вкажіть суму (`200 грн`) або що участь безкоштовна")
        }
        Fact::PrizeFund => {
            tr!(l, en: "give the fund's amount, or leave the fund out", bg: "посочете размера на фонда или не го споменавайте", uk: "вкажіть розмір фонду або не згадуйте його")
        }
        Fact::Deadline => {
            tr!(l, en: "give the deadline's date (and time)", bg: "посочете датата (и часа) на срока", uk: "вкажіть дату (і час) терміну")
        }
        Fact::Email => {
            tr!(l, en: "write the address itself", bg: "напишете самия адрес", uk: "напишіть саму адресу")
        }
        Fact::Hall => {
            tr!(l, en: "name the place or give its address", bg: "назовете мястото или посочете адреса му", uk: "назвіть місце або вкажіть його адресу")
        }
    }
}

impl Rule for AnnouncedNotGiven {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        // A fact given anywhere in the file is given: by a fact, by a sentence, or (an e-mail)
        // by an address in any text.
        let mut given: BTreeSet<Fact> = BTreeSet::new();
        if !reg.event.entry_fees.is_empty() {
            given.insert(Fact::Fee);
        }
        if reg.texts().any(|t| t.as_str().contains('@')) {
            given.insert(Fact::Email);
        }
        for t in reg.prose() {
            given.extend(t.reading().announced().iter().filter(|a| a.given).map(|a| a.fact));
        }
        // The place is V902's (it says where it is announced); each other fact once, where the
        // regulation first announces it.
        let mut reported: BTreeSet<Fact> = BTreeSet::new();
        let prose: Vec<_> = reg.prose().collect();
        for (i, t) in prose.iter().enumerate() {
            // The amount may open the next paragraph (`Рекордні 200 тисяч гривень надають …`).
            let money_next = prose
                .get(i + 1)
                .is_some_and(|n| crate::prose::announced::money_in(n.reading().tokens()));
            // A hidden e-mail's sentence is V849's.
            let hidden = !t.reading().leftovers().is_empty();
            for a in t.reading().announced() {
                if a.given
                    || a.fact == Fact::Hall
                    || given.contains(&a.fact)
                    || (a.fact == Fact::Email && hidden)
                    || (matches!(a.fact, Fact::Fee | Fact::PrizeFund) && money_next)
                    || !reported.insert(a.fact)
                {
                    continue;
                }
                let span = facts::span_in_literal(t.as_str(), t.span, a.start, a.end);
                let fact = a.fact;
                out.push(localized(|l| {
                    Diagnostic::new(Code::new(&INFO), INFO.severity, message(fact, l))
                        .with_label(
                            span,
                            tr!(l, en: "announced here", bg: "споменато тук", uk: "згадано тут"),
                        )
                        .with_help(help(fact, l))
                }));
            }
        }
    }
}
