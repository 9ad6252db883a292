//! V909 `participants-not-stated`: the regulation does not say who may take part.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::vocab::lang::ph;

/// V909: the regulation does not say who may take part.
pub struct ParticipantsNotStated;

static INFO: CodeInfo = CodeInfo {
    code: "V909",
    name: "participants-not-stated",
    severity: Severity::Warning,
    summary: "the regulation does not say who may take part",
    doc: Doc {
        what: r#"No `players` or `teams` block, no `validity { qualification … }` and no prose about who may take part (`право на участие`, `участници`, `допускаються`, `учасники`). Severity by what the regulation claims: a club event (no rating, title or norm) a note; an official competition (a championship, national rating, qualification or relegation) a warning; a FIDE-rated event a warning; an event with title norms an error."#,
        why: r#"Entrants must know whether they qualify; for a norm event the field decides whether a norm is possible at all."#,
        example: r#"```text
regulation "Открит турнир" lang bg
system individual swiss rounds 9
```"#,
        fix: r#"List the participants (`players stated N { … }`), or say who qualifies in a section (`section "Участници" { "…" }`)."#,
        reference: r#"FIDE Handbook C.01 (General Rules for Competitions) 6: the regulations state the conditions of participation; FIDE Title Regulations B.01 1.4 (composition of the field)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в регламента не е посочено кой има право на участие",
        doc: Doc {
            what: r#"Няма блок `players` или `teams`, няма `validity { qualification … }` и в текста не се казва кой има право на участие. Сериозността зависи от това какво заявява регламентът: за клубен турнир (без рейтинг, звание или норми) — бележка; за официално състезание (първенство, национален рейтинг, квалификация или отпадане) — предупреждение; за турнир с рейтинг на ФИДЕ — предупреждение; за турнир с норми за звания — грешка."#,
            why: r#"Кандидатите трябва да знаят дали имат право да играят; при турнир с норми съставът определя дали норма изобщо е възможна."#,
            example: r#""#,
            fix: r#"Изброете участниците (`players stated N { … }`) или опишете кой се класира в отделен раздел (`section "Участници" { "…" }`)."#,
            reference: r#"Наръчник на ФИДЕ, C.01, т. 6: регламентът посочва условията за участие; Правила за званията на ФИДЕ, B.01, 1.4 (състав на турнира)."#,
        },
    },
    uk: Texts {
        summary: "у регламенті не вказано, хто має право брати участь",
        doc: Doc {
            what: r#"Немає блоку `players` чи `teams`, немає `validity { qualification … }`, і в тексті не сказано, хто допускається до участі. Серйозність залежить від того, що заявляє регламент: для клубного турніру (без рейтингу, звання чи норм) — примітка; для офіційного змагання (чемпіонат, національний рейтинг, кваліфікація або вибування) — попередження; для турніру з рейтингом ФІДЕ — попередження; для турніру з нормами на звання — помилка."#,
            why: r#"Охочі мають знати, чи мають вони право грати; для турніру з нормами склад учасників визначає, чи норма взагалі можлива."#,
            example: r#""#,
            fix: r#"Перелічіть учасників (`players stated N { … }`) або опишіть умови допуску в окремому розділі (`section "Учасники" { "…" }`)."#,
            reference: r#"Довідник ФІДЕ, C.01, п. 6: положення вказує умови участі; Положення ФІДЕ про звання, B.01, 1.4 (склад турніру)."#,
        },
    },
};

impl Rule for ParticipantsNotStated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        if reg.players.is_some()
            || reg.teams.is_some()
            || reg.is_broken("players")
            || reg.is_broken("teams")
        {
            return;
        }
        if reg.validity.as_ref().is_some_and(|v| v.qualification.is_some()) {
            return;
        }
        if facts::prose_mentions(
            reg,
            &["участ", "допуска", "допуск", "право на игра", "participant", "entr"],
        ) {
            return;
        }
        let severity = facts::graded(
            reg,
            [Severity::Note, Severity::Warning, Severity::Warning, Severity::Error],
        );
        out.push(facts::omission(
            reg,
            &INFO,
            severity,
            &facts::Omission {
                message: ph!(en: "the regulation does not say who may take part", bg: "в регламента не е посочено кой има право на участие", uk: "у регламенті не вказано, хто має право брати участь"),
                label: ph!(en: "no `players` or `teams`", bg: "няма `players` или `teams`", uk: "немає `players` чи `teams`"),
                help: ph!(en: "list the participants, or say who qualifies in a section about participation", bg: "изброете участниците или опишете в отделен раздел кой има право на участие", uk: "перелічіть учасників або опишіть умови допуску в окремому розділі"),
            },
        ));
    }
}
