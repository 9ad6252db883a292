//! V804 `signatory-not-an-official`: someone signs the regulation who is not named among the officials or the appeals committee.

use crate::checks::{finding, names, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

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

impl Rule for SignatoryNotAnOfficial {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let mut known: Vec<&str> = reg.officials.iter().map(|o| o.name.value.as_str()).collect();
        if let Some(ap) = &reg.appeals {
            known.extend(ap.chair.iter().map(|c| c.value.as_str()));
            known.extend(ap.members.iter().map(|m| m.value.as_str()));
            known.extend(ap.reserves.iter().map(|m| m.value.as_str()));
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
            out.push(
                finding(&INFO, format!("`{}` signs as `{}` but is not named among the officials or the appeals committee", sig.name.value, sig.role.value))
                    .with_label(sig.name.span, "not in the officials list")
                    .with_help("add the signatory to `officials { … }`, or correct the name to match it"),
            );
        }
    }
}
