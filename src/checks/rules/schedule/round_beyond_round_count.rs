//! V203 `round-beyond-round-count`: the schedule has a round the event does not have.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// `round 0`, or a round number above the stated number of rounds.
pub struct RoundBeyondRoundCount;

static INFO: CodeInfo = CodeInfo {
    code: "V203",
    name: "round-beyond-round-count",
    severity: ERROR,
    summary: "the schedule has a round numbered 0 or above the number of rounds",
    doc: Doc {
        what: r#"A `round N` in the schedule with N = 0 or N greater than the number of rounds in the `system`
statement."#,
        why: r#"Either the round count or the programme is wrong; players and arbiters read different numbers
of rounds from the same document."#,
        example: r#"```text
system individual round-robin rounds 3
schedule {
  2007-03-14 сряда 14:30 round 4
}
```"#,
        fix: r#"Correct the round number, or the `rounds` value in the `system` statement."#,
        reference: r#"FIDE Handbook C.01 (the regulations give the number of rounds and the schedule of each)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в програмата има кръг с номер 0 или над броя на кръговете",
        doc: Doc {
            what: r#"`round N` в програмата, при което N = 0 или N е по-голямо от броя кръгове в `system`."#,
            why: r#"Грешен е или броят на кръговете, или програмата; състезателите и съдиите четат различен брой кръгове в един и същ документ."#,
            example: r#""#,
            fix: r#"Поправете номера на кръга или стойността `rounds` в `system`."#,
            reference: r#"Наръчник на ФИДЕ, C.01 (регламентът дава броя на кръговете и програмата на всеки)."#,
        },
    },
    uk: Texts {
        summary: "у програмі є тур з номером 0 або понад кількість турів",
        doc: Doc {
            what: r#"`round N` у програмі, де N = 0 або N більше за кількість турів у `system`."#,
            why: r#"Хибна або кількість турів, або програма; учасники й судді читають різну кількість турів в одному документі."#,
            example: r#""#,
            fix: r#"Виправте номер туру або значення `rounds` у `system`."#,
            reference: r#"Довідник ФІДЕ, C.01 (положення дає кількість турів і програму кожного)."#,
        },
    },
};

impl Rule for RoundBeyondRoundCount {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let stated = reg.system.as_ref().and_then(|s| s.rounds.as_ref());
        for r in facts::scheduled_rounds(reg) {
            if r.number == 0 {
                out.push(localized(|l| {
                    finding(
                        &INFO,
                        tr!(
                            l,
                            en: "rounds are numbered from 1, not 0",
                            bg: "кръговете се номерират от 1, а не от 0",
                            uk: "тури нумерують від 1, а не від 0"
                        ),
                    )
                    .with_label(r.span, tr!(l, en: "round 0", bg: "кръг 0", uk: "тур 0"))
                    .with_help(tr!(
                        l,
                        en: "number the rounds from 1",
                        bg: "номерирайте кръговете от 1",
                        uk: "нумеруйте тури від 1"
                    ))
                }));
            } else if let Some(s) = stated {
                if r.number > s.value {
                    let (n, count) = (r.number, s.value);
                    out.push(localized(|l| {
                        let c = facts::rounds_text(u64::from(count), l);
                        finding(&INFO, tr!(
                            l,
                            en: "round {n} is scheduled but the event has {c}",
                            bg: "в програмата има кръг {n}, а турнирът е от {c}",
                            uk: "у програмі є тур {n}, а турнір має {c}"
                        ))
                        .with_label(r.span, tr!(l, en: "beyond round {count}", bg: "след кръг {count}", uk: "після туру {count}"))
                        .with_label(s.span, tr!(l, en: "{c} stated", bg: "обявени: {c}", uk: "заявлено: {c}"))
                        .with_help(tr!(
                            l,
                            en: "correct the round number, or write `rounds {n}` if the event really has it",
                            bg: "поправете номера на кръга или напишете `rounds {n}`, ако турнирът наистина го има",
                            uk: "виправте номер туру або напишіть `rounds {n}`, якщо турнір справді його має"
                        ))
                    }));
                }
            }
        }
    }
}
