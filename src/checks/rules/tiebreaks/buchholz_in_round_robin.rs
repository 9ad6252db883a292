//! V402 `buchholz-in-round-robin`: a Buchholz-family tie-break (BH, AOB, FB) in a round robin starting on or after 1 March 2026.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use jiff::civil::Date;

/// V402: a Buchholz-family tie-break (BH, AOB, FB) in a round robin starting on or after 1 March 2026.
pub struct BuchholzInRoundRobin;

static INFO: CodeInfo = CodeInfo {
    code: "V402",
    name: "buchholz-in-round-robin",
    severity: ERROR,
    summary: "a Buchholz-family tie-break (BH, AOB, FB) in a round robin starting on or after 1 March 2026",
    doc: Doc {
        what: r#"`BH`, `AOB` or `FB` (with any modifiers) in a tie-break list of a round robin whose first day is 1 March 2026 or later."#,
        why: r#"In a round robin everyone meets everyone, so a Buchholz sum is the total of all other scores minus one's own: it only restates the primary score backwards. The March 2026 edition of the Tie-Break Regulations therefore bars the Buchholz family from round robins."#,
        example: r#"```text
event { dates 2026-03-10..2026-03-18 }
system individual round-robin rounds 9
ranking { points 1 ½ 0; tiebreaks DE, BH, SB; when-tied lots }
```"#,
        fix: r#"Use the round-robin tie-breaks: `DE`, `SB`, `WIN`, `KS`."#,
        reference: r#"FIDE Handbook C.07, edition in force from 1 March 2026 (TieBreakRegulations032026), Art. 8 and the round-robin provisions; see also the edition table in `docs/reference/fide-tiebreaks-berger-trf.md` §0 and §1.9."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "показател от семейството на Бухолц при кръгова система от март 2026 г.",
        doc: Doc {
            what: r#"`BH`, `AOB` или `FB` (с каквито и да е модификатори) в списъка на кръгов турнир, чийто първи ден е 1 март 2026 г. или по-късно."#,
            why: r#"При кръгова система всеки играе с всеки, затова сумата на Бухолц е сборът на всички останали резултати минус собствения: тя само преразказва основния резултат наобратно. Затова редакцията на Правилата за допълнителните показатели от март 2026 г. забранява семейството на Бухолц при кръгова система."#,
            example: r#""#,
            fix: r#"Използвайте показателите за кръгова система: `DE`, `SB`, `WIN`, `KS`."#,
            reference: r#"Наръчник на ФИДЕ, C.07, редакция в сила от 1 март 2026 г. (TieBreakRegulations032026), чл. 8 и разпоредбите за кръгова система; вж. и таблицата на редакциите в `docs/reference/fide-tiebreaks-berger-trf.md` §0 и §1.9."#,
        },
    },
    uk: Texts {
        summary: "показник родини Бухгольца в коловому турнірі з березня 2026 року",
        doc: Doc {
            what: r#"`BH`, `AOB` чи `FB` (з будь-якими модифікаторами) у переліку колового турніру, перший день якого 1 березня 2026 року або пізніше."#,
            why: r#"У коловому турнірі кожен грає з кожним, тож сума Бухгольца — це сума всіх інших результатів мінус власний: вона лише переказує основний результат навпаки. Тому редакція Положення про додаткові показники з березня 2026 року забороняє родину Бухгольца в колових турнірах."#,
            example: r#""#,
            fix: r#"Використайте показники для колових турнірів: `DE`, `SB`, `WIN`, `KS`."#,
            reference: r#"Довідник ФІДЕ, C.07, редакція чинна з 1 березня 2026 року (TieBreakRegulations032026), ст. 8 і положення для колових турнірів; див. також таблицю редакцій у `docs/reference/fide-tiebreaks-berger-trf.md` §0 і §1.9."#,
        },
    },
};

impl Rule for BuchholzInRoundRobin {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        if !facts::is_round_robin(reg) {
            return;
        }
        let Some((start, _)) = facts::event_period(reg) else { return };
        if start < FROM {
            return;
        }
        for list in facts::tiebreak_lists(reg) {
            for tb in list.tiebreaks.iter().filter(|t| t.value.kind.is_buchholz_family()) {
                let t = tb.value.to_string();
                out.push(localized(|l| {
                    finding(&INFO, tr!(
                        l,
                        en: "`{t}` is barred in round robins starting from 1 March 2026; this one starts on {start}",
                        bg: "`{t}` е забранен при кръгови турнири от 1 март 2026 г.; този започва на {start}",
                        uk: "`{t}` заборонено в колових турнірах з 1 березня 2026 року; цей починається {start}"
                    ))
                    .with_label(tb.span, tr!(l, en: "Buchholz-family tie-break in a round robin", bg: "показател от семейството на Бухолц при кръгова система", uk: "показник родини Бухгольца в коловому турнірі"))
                    .with_note(tr!(
                        l,
                        en: "in a round robin a Buchholz sum only restates the primary score; C.07 (March 2026) bars BH, AOB and FB there",
                        bg: "при кръгова система сумата на Бухолц само преразказва основния резултат; C.07 (март 2026 г.) забранява там BH, AOB и FB",
                        uk: "у коловому турнірі сума Бухгольца лише переказує основний результат; C.07 (березень 2026 року) забороняє там BH, AOB і FB"
                    ))
                    .with_help(tr!(l, en: "replace it with `SB`, `KS`, `WIN` or `DE`", bg: "заменете го с `SB`, `KS`, `WIN` или `DE`", uk: "замініть його на `SB`, `KS`, `WIN` або `DE`"))
                }));
            }
        }
    }
}

/// First day of the C.07 edition that bars the Buchholz family from round robins.
const FROM: Date = crate::vocab::fide::editions::C07_2026.in_force;
