//! V205 `round-before-previous-round`: round N+1 is scheduled before round N.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// Rounds whose dates and times do not follow their numbers.
pub struct RoundBeforePreviousRound;

static INFO: CodeInfo = CodeInfo {
    code: "V205",
    name: "round-before-previous-round",
    severity: ERROR,
    summary: "a round starts before, or at the same time as, the round numbered before it",
    doc: Doc {
        what: r#"Two rounds where the higher-numbered one starts no later than the lower-numbered one (by date,
and by time on the same day)."#,
        why: r#"Round N+1 is paired from the results of round N, so it cannot start first. The numbers or the
dates are wrong."#,
        example: r#"```text
schedule {
  2007-03-12 понеделник 14:30 round 3
  2007-03-13 вторник    14:30 round 2
}
```"#,
        fix: r#"Correct the date or time, or the round numbers."#,
        reference: r#"FIDE Handbook C.04 (each Swiss round is paired from the previous results); C.05 (round-robin
rounds are played in table order)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "кръг започва не по-късно от предходния",
        doc: Doc {
            what: r#"Два кръга, при които кръгът с по-висок номер започва не по-късно от този с по-нисък (по дата, а в същия ден — по час)."#,
            why: r#"Кръг N+1 се чифтосва по резултатите от кръг N, затова не може да започне пръв. Грешни са номерата или датите."#,
            example: r#""#,
            fix: r#"Поправете датата или часа или номерата на кръговете."#,
            reference: r#"Наръчник на ФИДЕ, C.04 (всеки кръг по швейцарска система се чифтосва по предишните резултати); C.05 (кръговете по кръговата система се играят по реда на таблицата)."#,
        },
    },
    uk: Texts {
        summary: "тур починається не пізніше за попередній",
        doc: Doc {
            what: r#"Два тури, у яких тур з більшим номером починається не пізніше за тур з меншим (за датою, а того самого дня — за часом)."#,
            why: r#"Тур N+1 складають за результатами туру N, тож він не може початися першим. Хибні номери або дати."#,
            example: r#""#,
            fix: r#"Виправте дату чи час або номери турів."#,
            reference: r#"Довідник ФІДЕ, C.04 (кожен тур швейцарської системи складають за попередніми результатами); C.05 (тури колового турніру грають за порядком таблиці)."#,
        },
    },
};

impl Rule for RoundBeforePreviousRound {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let mut rounds = facts::scheduled_rounds(reg);
        rounds.sort_by_key(|r| r.number);
        rounds.dedup_by_key(|r| r.number);
        for pair in rounds.windows(2) {
            let (prev, next) = (&pair[0], &pair[1]);
            let too_early = match (prev.start(), next.start()) {
                (Some(a), Some(b)) => b <= a,
                _ => matches!((next.date(), prev.date()), (Some(n), Some(p)) if n < p),
            };
            if too_early {
                let when = |r: &facts::ScheduledRound<'_>| match r.start() {
                    Some(t) => t.strftime("%Y-%m-%d %H:%M").to_string(),
                    None => r.date().map(|d| d.to_string()).unwrap_or_default(),
                };
                let (n, wn, p, wp) = (next.number, when(next), prev.number, when(prev));
                out.push(localized(|l| {
                    finding(
                        &INFO,
                        tr!(
                            l,
                            en: "round {n} ({wn}) is not after round {p} ({wp})",
                            bg: "кръг {n} ({wn}) не е след кръг {p} ({wp})",
                            uk: "тур {n} ({wn}) не пізніше за тур {p} ({wp})"
                        ),
                    )
                    .with_label(
                        next.entry.date.as_ref().map_or(next.entry.span, |d| d.span),
                        tr!(
                            l,
                            en: "round {n} starts here",
                            bg: "тук започва кръг {n}",
                            uk: "тут починається тур {n}"
                        ),
                    )
                    .with_label(
                        prev.entry.date.as_ref().map_or(prev.entry.span, |d| d.span),
                        tr!(
                            l,
                            en: "round {p} starts here",
                            bg: "тук започва кръг {p}",
                            uk: "тут починається тур {p}"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "correct the date or time of one of the rounds, or their numbers",
                        bg: "поправете датата или часа на единия кръг или номерата им",
                        uk: "виправте дату чи час одного з турів або їхні номери"
                    ))
                }));
            }
        }
    }
}
