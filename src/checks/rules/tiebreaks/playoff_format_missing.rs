//! V410 `playoff-format-missing`: a play-off or Armageddon game decides ties, but its format is not stated.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::TieResolution;

/// V410: a play-off or Armageddon game decides ties, but its format is not stated.
pub struct PlayoffFormatMissing;

static INFO: CodeInfo = CodeInfo {
    code: "V410",
    name: "playoff-format-missing",
    severity: ERROR,
    summary: "a play-off or Armageddon game decides ties, but its format is not stated",
    doc: Doc {
        what: r#"`when-tied playoff` without any `playoff { stage … }`, or `when-tied armageddon` without an Armageddon stage: how many games, at what time control, who has which colour and what a draw means."#,
        why: r#"A play-off is played right after the last round; players and arbiters must know its games and time control in advance, and a play-off without a stated format cannot be scheduled or appealed against. An Armageddon game in particular needs its times for White and Black and the rule that a draw counts as a win for Black."#,
        example: r#"```text
subclassification board 1 { tiebreaks DE, WIN, BPG; when-tied armageddon }
```"#,
        fix: r#"Describe the stages: `playoff { stage players 2 games 2 base 10 min increment 10 s; stage players 2 armageddon base 5 min increment 2 s }`."#,
        reference: r#"FIDE Handbook C.07, Art. 1–3 (play-off rules must be published in advance of the event); seed 004 (4.2) announces an Armageddon game with no time control."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "класирането завършва с плейоф или армагедон, но форматът им не е посочен",
        doc: Doc {
            what: r#"`when-tied playoff` без нито един `playoff { stage … }` или `when-tied armageddon` без етап армагедон: колко партии, с каква контрола, кой с какъв цвят и какво значи реми."#,
            why: r#"Плейофът се играе веднага след последния кръг; състезателите и съдиите трябва да знаят предварително партиите и контролата му, а плейоф без обявен формат не може да се насрочи и не може да се обжалва. Армагедонът особено изисква времената за белите и черните и правилото, че реми е победа за черните."#,
            example: r#""#,
            fix: r#"Опишете етапите: `playoff { stage players 2 games 2 base 10 min increment 10 s; stage players 2 armageddon base 5 min increment 2 s }`."#,
            reference: r#"Наръчник на ФИДЕ, C.07, чл. 1–3 (правилата за плейоф се публикуват преди турнира); регламентът 004 (т. 4.2) обявява армагедон без контрола."#,
        },
    },
    uk: Texts {
        summary: "класифікація завершується плей-офом чи армагедоном, але їхній формат не вказано",
        doc: Doc {
            what: r#"`when-tied playoff` без жодного `playoff { stage … }` або `when-tied armageddon` без етапу армагедону: скільки партій, з яким контролем часу, хто яким кольором і що означає нічия."#,
            why: r#"Плей-оф грають одразу після останнього туру; учасники й судді мають заздалегідь знати його партії й контроль часу, а плей-оф без оголошеного формату неможливо ні призначити, ні оскаржити. Армагедон особливо вимагає часу для білих і чорних і правила, що нічия — перемога чорних."#,
            example: r#""#,
            fix: r#"Опишіть етапи: `playoff { stage players 2 games 2 base 10 min increment 10 s; stage players 2 armageddon base 5 min increment 2 s }`."#,
            reference: r#"Довідник ФІДЕ, C.07, ст. 1–3 (правила плей-офу оприлюднюють до турніру); регламент 004 (п. 4.2) оголошує армагедон без контролю часу."#,
        },
    },
};

impl Rule for PlayoffFormatMissing {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        for list in facts::tiebreak_lists(reg) {
            let stages = list.playoff;
            for w in list.when_tied {
                let (armageddon, missing) = match w.value {
                    TieResolution::Playoff => (false, stages.is_empty()),
                    TieResolution::Armageddon => (true, !stages.iter().any(|s| s.armageddon)),
                    _ => continue,
                };
                if !missing {
                    continue;
                }
                out.push(localized(|l| {
                    let name = facts::list_name_in(&list, l);
                    let what = match (armageddon, l) {
                        (false, crate::vocab::Lang::En) => "a play-off",
                        (true, crate::vocab::Lang::En) => "an Armageddon game",
                        (false, crate::vocab::Lang::Bg) => "плейоф",
                        (true, crate::vocab::Lang::Bg) => "армагедон",
                        (false, crate::vocab::Lang::Uk) => "плей-офом",
                        (true, crate::vocab::Lang::Uk) => "армагедоном",
                    };
                    finding(&INFO, tr!(
                        l,
                        en: "{name} ends with {what}, but its format is not stated",
                        bg: "{name} завършва с {what}, но форматът не е посочен",
                        uk: "{name} завершується {what}, але формат не вказано"
                    ))
                    .with_label(w.span, tr!(l, en: "no games or time control stated", bg: "не са посочени партии и контрола", uk: "не вказано ні партій, ні контролю часу"))
                    .with_help(tr!(
                        l,
                        en: "add `playoff {{ stage … }}` to the ranking (or to the sub-classification) with the games and time control (`stage players 2 armageddon base 5 min increment 2 s`)",
                        bg: "добавете `playoff {{ stage … }}` към класирането (или подкласирането) с партиите и контролата (`stage players 2 armageddon base 5 min increment 2 s`)",
                        uk: "додайте `playoff {{ stage … }}` до класифікації (чи підкласифікації) з партіями й контролем часу (`stage players 2 armageddon base 5 min increment 2 s`)"
                    ))
                }));
            }
        }
    }
}
