//! V706 `committee-without-reserves`: an appeals committee is named without reserves.

use crate::checks::{finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V706: an appeals committee is named without reserves.
pub struct CommitteeWithoutReserves;

static INFO: CodeInfo = CodeInfo {
    code: "V706",
    name: "committee-without-reserves",
    severity: WARNING,
    summary: "an appeals committee is named without reserves",
    doc: Doc {
        what: r#"An `appeals` block naming a chair or members but no `reserve`."#,
        why: r#"A member who is involved in the dispute (a player, a captain, a club official) cannot decide it; without reserves the committee cannot sit in its full composition for that appeal."#,
        example: r#"```text
appeals { chair "гм Петър Генов"; member "гм Маргарита Войска" "мм Сашо Николов" }
```"#,
        fix: r#"Name one or two reserves: `reserve "…" "…"`."#,
        reference: r#"Practice of FIDE and national events: reserves replace members involved in a dispute; seeds 000 and 001 name two reserves each."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "комитетът по контестациите е без резерви",
        doc: Doc {
            what: r#"Блок `appeals`, който посочва председател или членове, но няма `reserve`."#,
            why: r#"Член, замесен в спора (състезател, капитан, клубен ръководител), не може да го решава; без резерви комитетът не може да заседава в пълния си състав по тази контестация."#,
            example: r#""#,
            fix: r#"Посочете един или двама резерви: `reserve "…" "…"`."#,
            reference: r#"Практиката на ФИДЕ и на националните турнири: резервите заместват членовете, замесени в спора; регламентите 000 и 001 посочват по двама резерви."#,
        },
    },
    uk: Texts {
        summary: "апеляційний комітет без запасних членів",
        doc: Doc {
            what: r#"Блок `appeals`, що називає голову чи членів, але не має `reserve`."#,
            why: r#"Член, причетний до суперечки (учасник, капітан, представник клубу), не може її вирішувати; без запасних комітет не зможе засідати в повному складі щодо цього протесту."#,
            example: r#""#,
            fix: r#"Назвіть одного чи двох запасних: `reserve "…" "…"`."#,
            reference: r#"Практика ФІДЕ й національних турнірів: запасні замінюють членів, причетних до суперечки; регламенти 000 і 001 називають по двоє запасних."#,
        },
    },
};

impl Rule for CommitteeWithoutReserves {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(ap) = &reg.appeals else { return };
        if (ap.chair.is_some() || !ap.members.is_empty()) && ap.reserves.is_empty() {
            let span = ap
                .members
                .last()
                .map(|m| m.span)
                .or(ap.chair.as_ref().map(|c| c.span))
                .unwrap_or(ap.span);
            out.push(localized(|l| {
                finding(&INFO, tr!(l, en: "the appeals committee has no reserves", bg: "комитетът по контестациите е без резерви", uk: "апеляційний комітет не має запасних членів"))
                    .with_label(span, tr!(l, en: "no reserve named", bg: "не е посочен резерва", uk: "запасного не названо"))
                    .with_help(tr!(
                        l,
                        en: "add `reserve \"…\"` with one or two people who can replace a member involved in an appeal",
                        bg: "добавете `reserve \"…\"` с един или двама души, които могат да заместят член, замесен в контестацията",
                        uk: "додайте `reserve \"…\"` з однією чи двома особами, що можуть замінити члена, причетного до протесту"
                    ))
            }));
        }
    }
}
