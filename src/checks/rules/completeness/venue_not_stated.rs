//! V902 `venue-not-stated`: the regulation does not say where the event is held.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::vocab::announced::Fact;
use crate::vocab::lang::ph;

/// V902: the regulation does not say where the event is held.
pub struct VenueNotStated;

static INFO: CodeInfo = CodeInfo {
    code: "V902",
    name: "venue-not-stated",
    severity: Severity::Warning,
    summary: "the regulation does not say where the event is held",
    doc: Doc {
        what: r#"No `event { venue … }` or `address`, and no section about the venue (`място`, `місце проведення`). Severity by what the regulation claims: a club event (no rating, title or norm) a warning; an official competition (a championship, national rating, qualification or relegation) a warning; a FIDE-rated event an error; an event with title norms an error. A sentence that names only a kind of place (`в хотел в центъра`, `у залі`) is marked: it announces the venue without giving it."#,
        why: r#"Players must know where to come; for a rated event the venue goes into the tournament report, and a norm certificate names it."#,
        example: r#"```text
regulation "Открит турнир" lang bg
event { dates 2025-05-01..2025-05-05 }
```"#,
        fix: r#"Add `venue "…"` (and `address "…"`) to the `event` block."#,
        reference: r#"FIDE Handbook C.01 (General Rules for Competitions) 6; FIDE Title Regulations B.01, the norm report (IT1) names the venue."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в регламента не е посочено къде се провежда турнирът",
        doc: Doc {
            what: r#"Няма `event { venue … }` или `address` и няма раздел за мястото на провеждане. Сериозността зависи от това какво заявява регламентът: за клубен турнир (без рейтинг, звание или норми) — предупреждение; за официално състезание (първенство, национален рейтинг, квалификация или отпадане) — предупреждение; за турнир с рейтинг на ФИДЕ — грешка; за турнир с норми за звания — грешка. Изречение, което назовава само вида място (`в хотел в центъра`), се отбелязва: то обявява мястото, без да го посочва."#,
            why: r#"Състезателите трябва да знаят къде да дойдат; при турнир с рейтинг мястото се вписва в отчета, а удостоверението за норма го посочва."#,
            example: r#""#,
            fix: r#"Добавете `venue "…"` (и `address "…"`) в блока `event`."#,
            reference: r#"Наръчник на ФИДЕ, C.01, т. 6; Правила за званията на ФИДЕ, B.01 — отчетът за норма (IT1) посочва мястото."#,
        },
    },
    uk: Texts {
        summary: "у регламенті не вказано, де проводиться турнір",
        doc: Doc {
            what: r#"Немає `event { venue … }` чи `address`, і немає розділу про місце проведення. Серйозність залежить від того, що заявляє регламент: для клубного турніру (без рейтингу, звання чи норм) — попередження; для офіційного змагання (чемпіонат, національний рейтинг, кваліфікація або вибування) — попередження; для турніру з рейтингом ФІДЕ — помилка; для турніру з нормами на звання — помилка. Речення, яке називає лише вид місця (`у залі`, `в готелі`), позначено: воно оголошує місце, не вказуючи його."#,
            why: r#"Учасники мають знати, куди прибути; для рейтингового турніру місце вноситься до звіту, а сертифікат норми його вказує."#,
            example: r#""#,
            fix: r#"Додайте `venue "…"` (і `address "…"`) до блоку `event`."#,
            reference: r#"Довідник ФІДЕ, C.01, п. 6; Положення ФІДЕ про звання, B.01 — звіт про норму (IT1) вказує місце."#,
        },
    },
};

impl Rule for VenueNotStated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let stated =
            reg.event.venue.is_some() || reg.event.city.is_some() || reg.event.address.is_some();
        if stated || reg.is_broken("event") {
            return;
        }
        if facts::prose_mentions(
            reg,
            &[
                "място",
                "местo",
                "місце проведення",
                "місце та",
                "venue",
                " в гр.",
                " гр. ",
                "м. ",
                "м.київ",
                "к.к.",
            ],
        ) {
            return;
        }
        let severity = facts::graded(
            reg,
            [Severity::Warning, Severity::Warning, Severity::Error, Severity::Error],
        );
        // A sentence that names a kind of place and not the place (`в хотел в центъра`).
        let announced = reg.prose().find_map(|t| {
            let a = t.reading().announced().iter().find(|a| a.fact == Fact::Hall && !a.given)?;
            Some(facts::span_in_literal(t.as_str(), t.span, a.start, a.end))
        });
        let what = ph!(
            en: "names a kind of place, not which one: no name or address",
            bg: "назовава вида място, но не кое е то: няма име или адрес",
            uk: "називає вид місця, але не яке саме: немає назви чи адреси"
        );
        out.push(facts::omission_announced(
            reg,
            &INFO,
            severity,
            &facts::Omission {
                message: ph!(en: "the regulation does not say where the event is held", bg: "в регламента не е посочено къде се провежда турнирът", uk: "у регламенті не вказано, де проводиться турнір"),
                label: ph!(en: "no `event { venue … }`", bg: "няма `event { venue … }`", uk: "немає `event { venue … }`"),
                help: ph!(en: "add `venue \"…\"` to the `event` block", bg: "добавете `venue \"…\"` в блока `event`", uk: "додайте `venue \"…\"` до блоку `event`"),
            },
            announced.map(|s| (s, &what)),
        ));
    }
}
