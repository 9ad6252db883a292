//! V710 `arbiter-on-appeals-committee`: an arbiter of the event sits on its appeals committee.

use crate::checks::{names, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};

/// V710: an arbiter of the event sits on its appeals committee.
pub struct ArbiterOnAppealsCommittee;

static INFO: CodeInfo = CodeInfo {
    code: "V710",
    name: "arbiter-on-appeals-committee",
    severity: Severity::Error,
    summary: "an arbiter of the event sits on its appeals committee",
    doc: Doc {
        what: r#"The chief arbiter, a deputy or an arbiter named in `officials` whose name matches the chair, a member or a reserve of the appeals committee. Names are compared loosely (Cyrillic and Latin spellings, either order, titles ignored). Chief arbiter and deputies are errors, other arbiters warnings."#,
        why: r#"The committee hears appeals against the arbiters' decisions: an arbiter on it judges their own decision. The chief arbiter may advise the committee but is not a member."#,
        example: r#"```text
officials { chief-arbiter "Милен Петров" "IA" }
appeals { chair "Милен Петров"; member "…" "…" }
```"#,
        fix: r#"Name another member (or a reserve) in the arbiter's place."#,
        reference: r#"FIDE Laws of Chess, Art. 11.10; FIDE Handbook C.01 (General Rules for Competitions), the Appeals Committee is independent of the arbiters."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "съдия на турнира е член на Турнирния комитет",
        doc: Doc {
            what: r#"Главният съдия, заместник или съдия от `officials`, чието име съвпада с председателя, член или резерва на комитета по контестациите. Имената се сравняват свободно (кирилица и латиница, кой да е ред, званията не се броят). Главният съдия и заместниците са грешка, останалите съдии — предупреждение."#,
            why: r#"Комитетът разглежда контестации срещу решенията на съдиите: съдия в него съди собственото си решение. Главният съдия може да съветва комитета, но не е негов член."#,
            example: r#""#,
            fix: r#"На мястото на съдията посочете друг член (или резерва)."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, чл. 11.10; Наръчник на ФИДЕ, C.01: апелативният орган е независим от съдиите."#,
        },
    },
    uk: Texts {
        summary: "суддя турніру входить до апеляційного комітету",
        doc: Doc {
            what: r#"Головний суддя, заступник чи суддя з `officials`, ім'я якого збігається з головою, членом чи запасним членом апеляційного комітету. Імена порівнюються вільно (кирилиця й латиниця, будь-який порядок, звання не враховуються). Головний суддя й заступники — помилка, інші судді — попередження."#,
            why: r#"Комітет розглядає протести на рішення суддів: суддя в ньому судить власне рішення. Головний суддя може радити комітету, але не входить до нього."#,
            example: r#""#,
            fix: r#"Замість судді вкажіть іншого члена (або запасного)."#,
            reference: r#"Правила шахів ФІДЕ, ст. 11.10; Довідник ФІДЕ, C.01: апеляційний орган незалежний від суддів."#,
        },
    },
};

impl Rule for ArbiterOnAppealsCommittee {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(ap) = &reg.appeals else { return };
        let mut people: Vec<(u8, &crate::source::Spanned<String>)> = Vec::new();
        people.extend(ap.chair.iter().map(|c| (0u8, c)));
        people.extend(ap.members.iter().map(|m| (1u8, m)));
        people.extend(ap.reserves.iter().map(|m| (2u8, m)));
        let keys: Vec<(u8, &crate::source::Spanned<String>, Vec<String>)> =
            people.into_iter().map(|(r, p)| (r, p, names::tokens(&p.value))).collect();
        for o in &reg.officials {
            use crate::model::Role;
            let role = o.role.value;
            if !matches!(role, Role::ChiefArbiter | Role::DeputyArbiter | Role::Arbiter) {
                continue;
            }
            let key = names::tokens(&o.name.value);
            for (seat, person, k) in &keys {
                if !names::same_tokens(&key, k) {
                    continue;
                }
                let severity =
                    if role == Role::Arbiter { Severity::Warning } else { Severity::Error };
                let name = o.name.value.clone();
                let seat = *seat;
                out.push(localized(|l| {
                    let r = match (role, l) {
                        (Role::ChiefArbiter, crate::vocab::Lang::En) => "the chief arbiter",
                        (Role::DeputyArbiter, crate::vocab::Lang::En) => "a deputy chief arbiter",
                        (_, crate::vocab::Lang::En) => "an arbiter",
                        (Role::ChiefArbiter, crate::vocab::Lang::Bg) => "главният съдия",
                        (Role::DeputyArbiter, crate::vocab::Lang::Bg) => "заместник главният съдия",
                        (_, crate::vocab::Lang::Bg) => "съдия на турнира",
                        (Role::ChiefArbiter, crate::vocab::Lang::Uk) => "головний суддя",
                        (Role::DeputyArbiter, crate::vocab::Lang::Uk) => {
                            "заступник головного судді"
                        }
                        (_, crate::vocab::Lang::Uk) => "суддя турніру",
                    };
                    let s = match (seat, l) {
                        (0, crate::vocab::Lang::En) => "chairs",
                        (1, crate::vocab::Lang::En) => "is a member of",
                        (_, crate::vocab::Lang::En) => "is a reserve of",
                        (0, crate::vocab::Lang::Bg) => "е председател на",
                        (1, crate::vocab::Lang::Bg) => "е член на",
                        (_, crate::vocab::Lang::Bg) => "е резерва на",
                        (0, crate::vocab::Lang::Uk) => "очолює",
                        (1, crate::vocab::Lang::Uk) => "є членом",
                        (_, crate::vocab::Lang::Uk) => "є запасним членом",
                    };
                    Diagnostic::new(
                        Code::new(&INFO),
                        severity,
                        tr!(
                            l,
                            en: "{r} `{name}` {s} the appeals committee",
                            bg: "{r} `{name}` {s} комитета по контестациите",
                            uk: "{r} `{name}` {s} апеляційного комітету"
                        ),
                    )
                    .with_label(person.span, tr!(l, en: "on the committee", bg: "в комитета", uk: "у комітеті"))
                    .with_label(
                        o.name.span,
                        tr!(l, en: "an arbiter of the event", bg: "съдия на турнира", uk: "суддя турніру"),
                    )
                    .with_help(tr!(
                        l,
                        en: "name someone who is not an arbiter of the event in this seat",
                        bg: "на това място посочете човек, който не е съдия на турнира",
                        uk: "на це місце вкажіть людину, яка не є суддею турніру"
                    ))
                }));
            }
        }
    }
}
