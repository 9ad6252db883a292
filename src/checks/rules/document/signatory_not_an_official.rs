//! V804 `signatory-not-an-official`: someone signs the regulation who is not named among the officials or the appeals committee.

use crate::checks::{finding, names, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V804: someone signs the regulation who is not named among the officials or the appeals committee.
pub struct SignatoryNotAnOfficial;

static INFO: CodeInfo = CodeInfo {
    code: "V804",
    name: "signatory-not-an-official",
    severity: WARNING,
    summary:
        "someone signs the regulation who is not named among the officials or the appeals committee",
    doc: Doc {
        what: r#"A `signature` whose name matches no official (`officials { … }`) and no chair, member or reserve of the appeals committee. Names are compared loosely (Cyrillic/Latin, name order, titles and trailing qualifications such as ", международен съдия" ignored)."#,
        why: r#"The signatures vouch for the document; a signatory who holds no stated role, or whose name is spelt differently from the officials list, makes it unclear who is responsible for the event."#,
        example: r#"```text
officials { chief-arbiter "Милен Петров" }
signature "Главен съдия" "Милен Петков, международен съдия"
```"#,
        fix: r#"Add the signatory to `officials`, or correct the name to match it."#,
        reference: r#"Document consistency: the officials who sign are those the regulation appoints (seed 000 and 001 signature blocks)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "подписал документа не е сред съдиите или членовете на комитета",
        doc: Doc {
            what: r#"`signature`, чието име не съвпада с никой от съдиите (`officials { … }`) и с никой председател, член или резерва на комитета по контестациите. Имената се сравняват свободно (кирилица/латиница, ред на имената, без званията и добавките като „, международен съдия“)."#,
            why: r#"Подписите удостоверяват документа; подписал без обявена роля или с име, написано различно от това в списъка на съдиите, прави неясно кой отговаря за турнира."#,
            example: r#""#,
            fix: r#"Добавете подписалия в `officials` или поправете името така, че да съвпада."#,
            reference: r#"Съгласуваност на документа: подписват съдиите, които регламентът назначава (подписите в регламентите 000 и 001)."#,
        },
    },
    uk: Texts {
        summary: "особа, що підписала документ, не є ні суддею, ні членом комітету",
        doc: Doc {
            what: r#"`signature`, ім'я в якому не збігається з жодним суддею (`officials { … }`) і жодним головою, членом чи запасним апеляційного комітету. Імена порівнюються вільно (кирилиця/латиниця, порядок, без звань і доповнень на кшталт „, суддя міжнародної категорії“)."#,
            why: r#"Підписи засвідчують документ; підписант без оголошеної ролі або з ім'ям, написаним інакше, ніж у списку суддів, робить незрозумілим, хто відповідає за турнір."#,
            example: r#""#,
            fix: r#"Додайте підписанта до `officials` або виправте ім'я, щоб воно збігалося."#,
            reference: r#"Узгодженість документа: підписують судді, яких призначає положення (підписи в регламентах 000 і 001)."#,
        },
    },
};

impl Rule for SignatoryNotAnOfficial {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let mut known: Vec<&str> = reg.officials.iter().map(|o| o.name.value.as_str()).collect();
        if let Some(ap) = &reg.appeals {
            known.extend(ap.chair.iter().map(|c| c.value.as_str()));
            known.extend(ap.members.iter().map(|m| m.value.as_str()));
            known.extend(ap.reserves.iter().map(|m| m.value.as_str()));
        }
        if reg.is_broken("officials") {
            return;
        }
        let keys: Vec<Vec<String>> = known.iter().map(|k| names::tokens(k)).collect();
        for sig in &reg.signatures {
            let tokens = names::tokens(&sig.name.value);
            let found = keys.iter().any(|k| {
                names::same_tokens(&tokens, k) || (tokens.len() == 1 && k.contains(&tokens[0]))
            });
            if found {
                continue;
            }
            let (name, role) = (&sig.name.value, &sig.role.value);
            out.push(localized(|l| {
                finding(&INFO, tr!(
                    l,
                    en: "`{name}` signs as `{role}` but is not named among the officials or the appeals committee",
                    bg: "`{name}` подписва като `{role}`, но не е посочен сред съдиите или в комитета по контестациите",
                    uk: "`{name}` підписує як `{role}`, але не названий ні серед суддів, ні в апеляційному комітеті"
                ))
                .with_label(sig.name.span, tr!(l, en: "not in the officials list", bg: "не е в списъка на съдиите", uk: "немає в списку суддів"))
                .with_help(tr!(
                    l,
                    en: "add the signatory to `officials {{ … }}`, or correct the name to match it",
                    bg: "добавете подписалия в `officials {{ … }}` или поправете името така, че да съвпада",
                    uk: "додайте підписанта до `officials {{ … }}` або виправте ім'я, щоб воно збігалося"
                ))
            }));
        }
    }
}
