//! V907 `chief-arbiter-not-named`: the regulation does not name the chief arbiter.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::vocab::lang::ph;

/// V907: the regulation does not name the chief arbiter.
pub struct ChiefArbiterNotNamed;

static INFO: CodeInfo = CodeInfo {
    code: "V907",
    name: "chief-arbiter-not-named",
    severity: Severity::Warning,
    summary: "the regulation does not name the chief arbiter",
    doc: Doc {
        what: r#"No `officials { chief-arbiter … }` and no prose naming one (`Главен съдия – …`, `Головний суддя …`). Severity by what the regulation claims: a club event (no rating, title or norm) a note; an official competition (a championship, national rating, qualification or relegation) a warning; a FIDE-rated event an error; an event with title norms an error."#,
        why: r#"The chief arbiter is responsible for the event and signs the rating and norm reports; FIDE rates an event only with a licensed chief arbiter, and players must know whom to turn to."#,
        example: r#"```text
regulation "Открит турнир" lang bg
validity { rated fide-standard }
```"#,
        fix: r#"Add `officials { chief-arbiter "Name" "category" }`."#,
        reference: r#"FIDE Rating Regulations 1.6 (the chief arbiter of a rated event is licensed); FIDE Title Regulations B.01 1.4 (norm events); FIDE Laws of Chess, Art. 12."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в регламента не е посочен главният съдия",
        doc: Doc {
            what: r#"Няма `officials { chief-arbiter … }` и в текста не е назован главен съдия. Сериозността зависи от това какво заявява регламентът: за клубен турнир (без рейтинг, звание или норми) — бележка; за официално състезание (първенство, национален рейтинг, квалификация или отпадане) — предупреждение; за турнир с рейтинг на ФИДЕ — грешка; за турнир с норми за звания — грешка."#,
            why: r#"Главният съдия отговаря за турнира и подписва отчетите за рейтинг и норми; ФИДЕ отчита турнир само с лицензиран главен съдия, а състезателите трябва да знаят към кого да се обърнат."#,
            example: r#""#,
            fix: r#"Добавете `officials { chief-arbiter "Име" "категория" }`."#,
            reference: r#"Правила за рейтинг на ФИДЕ, 1.6 (главният съдия на турнир с рейтинг е лицензиран); Правила за званията на ФИДЕ, B.01, 1.4; Правилник на ФИДЕ за шахматната игра, чл. 12."#,
        },
    },
    uk: Texts {
        summary: "у регламенті не вказано головного суддю",
        doc: Doc {
            what: r#"Немає `officials { chief-arbiter … }`, і в тексті не названо головного суддю. Серйозність залежить від того, що заявляє регламент: для клубного турніру (без рейтингу, звання чи норм) — примітка; для офіційного змагання (чемпіонат, національний рейтинг, кваліфікація або вибування) — попередження; для турніру з рейтингом ФІДЕ — помилка; для турніру з нормами на звання — помилка."#,
            why: r#"Головний суддя відповідає за турнір і підписує звіти про рейтинг і норми; ФІДЕ рахує турнір лише з ліцензованим головним суддею, а учасники мають знати, до кого звертатися."#,
            example: r#""#,
            fix: r#"Додайте `officials { chief-arbiter "Ім'я" "категорія" }`."#,
            reference: r#"Правила рейтингу ФІДЕ, 1.6 (головний суддя рейтингового турніру має ліцензію); Положення ФІДЕ про звання, B.01, 1.4; Правила шахів ФІДЕ, ст. 12."#,
        },
    },
};

impl Rule for ChiefArbiterNotNamed {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        if reg.officials.iter().any(|o| o.role.value == crate::model::Role::ChiefArbiter)
            || reg.is_broken("officials")
        {
            return;
        }
        if facts::prose_mentions(
            reg,
            &[
                "главен съдия",
                "главния съдия",
                "главният съдия",
                "гл. съдия",
                "гл.съдия",
                "головний суддя",
                "головного судді",
                "chief arbiter",
            ],
        ) {
            return;
        }
        let severity = facts::graded(
            reg,
            [Severity::Note, Severity::Warning, Severity::Error, Severity::Error],
        );
        out.push(facts::omission(
            reg,
            &INFO,
            severity,
            &facts::Omission {
                message: ph!(en: "the regulation does not name the chief arbiter", bg: "в регламента не е посочен главният съдия", uk: "у регламенті не вказано головного суддю"),
                label: ph!(en: "no `chief-arbiter`", bg: "няма `chief-arbiter`", uk: "немає `chief-arbiter`"),
                help: ph!(en: "add `officials { chief-arbiter \"Name\" \"category\" }`", bg: "добавете `officials { chief-arbiter \"Име\" \"категория\" }`", uk: "додайте `officials { chief-arbiter \"Ім'я\" \"категорія\" }`"),
            },
        ));
    }
}
