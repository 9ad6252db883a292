//! V103 `participant-count-mismatch`: the stated number of participants is not the list's.

use crate::checks::{finding, Rule, ERROR};
use crate::diagnostic::{CodeInfo, Doc};
use crate::diagnostic::{Diagnostic, Edit};
use crate::model::Regulation;
use crate::source::{Span, Spanned};

/// `players stated N` (or `teams stated N`) with a list of a different length.
pub struct ParticipantCountMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V103",
    name: "participant-count-mismatch",
    severity: ERROR,
    summary: "the stated number of participants differs from the number listed",
    doc: Doc {
        what: r#"A `players stated N { … }` or `teams stated N { … }` block whose list holds a different number
of entries than N."#,
        why: r#"The text ("право на участие имат следните 12 състезателки") and the list are read by different
people: players check the list, arbiters plan the pairings from the number. When they differ one
of them is wrong, and the round count, the category and the norm requirements all depend on it."#,
        example: r#"```text
players stated 12 {
  1 GM "Voiska Margarita" 2319
  … 11 players in all …
}
```"#,
        fix: r#"Correct the stated number, or add the missing participant to the list (or remove the extra one)."#,
        reference: r#"FIDE Handbook C.05 (the pairing tables are chosen by the number of participants) and the
regulation's own participant clause."#,
    },
};

impl Rule for ParticipantCountMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        if let Some(p) = &reg.players {
            compare(p.stated.as_ref(), p.list.len(), p.span, "players", out);
        }
        if let Some(t) = &reg.teams {
            compare(t.stated.as_ref(), t.list.len(), t.span, "teams", out);
        }
    }
}

fn compare(
    stated: Option<&Spanned<u32>>,
    listed: usize,
    block: Span,
    noun: &str,
    out: &mut Vec<Diagnostic>,
) {
    let Some(stated) = stated else { return };
    if listed == 0 || usize::try_from(stated.value).is_ok_and(|s| s == listed) {
        return;
    }
    out.push(
        finding(&INFO, format!("`stated {}` but {listed} {noun} are listed", stated.value))
            .with_label(stated.span, format!("{listed} listed"))
            .with_label(block, format!("{listed} {noun}"))
            .with_help(format!(
                "write `stated {listed}`, or add or remove {noun} so that the list has {}",
                stated.value
            ))
            .with_fix(
                format!("state {listed}, the number listed"),
                vec![Edit::replace(stated.span, listed.to_string())],
            ),
    );
}
