//! V707 `committee-member-plays`: a member or reserve of the appeals committee also plays in the event.

use crate::checks::{facts, finding, names, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V707: a member or reserve of the appeals committee also plays in the event.
pub struct CommitteeMemberPlays;

static INFO: CodeInfo = CodeInfo {
    code: "V707",
    name: "committee-member-plays",
    severity: WARNING,
    summary: "a member or reserve of the appeals committee also plays in the event",
    doc: Doc {
        what: r#"A chair, member or reserve of the appeals committee whose name matches a listed participant. Names are compared loosely: Cyrillic and Latin spellings, either name order, title prefixes (`гм`, `мм`, `фм`, `GM`) ignored, so "гм Маргарита Войска" matches "Voiska Margarita"."#,
        why: r#"A player on the committee may have to decide an appeal that changes her own standing or her rivals'. The regulation should name enough non-playing reserves, and say that a member involved in a dispute is replaced."#,
        example: r#"```text
players { 1 GM "Voiska Margarita" 2319 }
appeals { member "гм Маргарита Войска" "мм Сашо Николов" }
```"#,
        fix: r#"Name a committee member who does not play, or state that a playing member is replaced by a reserve in any appeal that concerns their results."#,
        reference: r#"FIDE Laws of Chess, Art. 11.10 (appeals) and the general principle that no one decides a case in which they have an interest; seed 000 names participant no. 1 as a member and participant no. 2 as a reserve."#,
    },
};

impl Rule for CommitteeMemberPlays {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(ap) = &reg.appeals else { return };
        let players = facts::participants(reg);
        let mut people: Vec<(&str, &crate::source::Spanned<String>)> = Vec::new();
        if let Some(c) = &ap.chair {
            people.push(("chair", c));
        }
        people.extend(ap.members.iter().map(|m| ("member", m)));
        people.extend(ap.reserves.iter().map(|m| ("reserve", m)));
        let keys: Vec<Vec<String>> = players.iter().map(|p| names::tokens(&p.name.value)).collect();
        for (role, person) in people {
            let key = names::tokens(&person.value);
            let Some(i) = keys.iter().position(|k| names::same_tokens(&key, k)) else { continue };
            let p = players[i];
            out.push(
                finding(&INFO, format!("committee {role} `{}` also plays in the event (`{}`, no. {})", person.value, p.name.value, p.number.value))
                    .with_label(person.span, format!("committee {role}"))
                    .with_label(p.name.span, "the same person in the participant list")
                    .with_help("name someone who does not play, or state that a playing member is replaced by a non-playing reserve in appeals that concern them"),
            );
        }
    }
}
