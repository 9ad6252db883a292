//! V806 `blank-left-in-text`: a template's blank (`...`, `…`, `___`) left unfilled in the prose.

use crate::checks::{facts, finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V806: a template's blank left unfilled in the prose.
pub struct BlankLeftInText;

static INFO: CodeInfo = CodeInfo {
    code: "V806",
    name: "blank-left-in-text",
    severity: WARNING,
    summary: "a paragraph still holds a template's blank (`...`, `…` or `___`) where a name or a number belongs",
    doc: Doc {
        what: r#"A run of three or more dots, an ellipsis or three or more underscores that stands on its own after a word, at the end of a sentence or before punctuation: the place a template left for a name, a date or an amount."#,
        why: r#"A published regulation with a blank tells players that a fact (the doctor, the venue, the fee) was never decided. Seed 001 says "Лекар на състезанието е д-р ...": the tournament doctor was never named."#,
        example: r#"```text
section 14 { "Лекар на състезанието е д-р ..." }
```"#,
        fix: r#"Write the missing fact, or remove the sentence; if the fact is truly unknown at publication, say who decides it and when."#,
        reference: r#"FIDE Handbook C.01 (General Rules for Competitions) 6: the regulations give all the necessary information before the start; national practice (Bulgarian Chess Federation regulations name the tournament doctor)."#,
    },
};

/// Byte ranges of blanks in a paragraph.
fn blanks(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut i = 0;
    while i < chars.len() {
        let (start, c) = chars[i];
        let run_end = chars[i..].iter().take_while(|(_, d)| *d == c).count() + i;
        let run = run_end - i;
        let is_blank = (c == '.' && run >= 3) || c == '…' || (c == '_' && run >= 3);
        if is_blank {
            let before_space = i == 0 || chars[i - 1].1.is_whitespace() || chars[i - 1].1 == ':';
            let after = chars.get(run_end).map(|(_, d)| *d);
            let after_ok = after.is_none_or(|d| d.is_whitespace() || ",;:)".contains(d));
            if before_space && after_ok {
                let end = chars.get(run_end).map_or(text.len(), |(o, _)| *o);
                out.push((start, end));
            }
        }
        i = run_end.max(i + 1);
    }
    out
}

impl Rule for BlankLeftInText {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        for p in facts::paragraphs(reg) {
            for (start, end) in blanks(&p.text.value) {
                let span = facts::span_in_literal(&p.text.value, p.text.span, start, end);
                let shown: String = p.text.value[..start].chars().rev().take(30).collect();
                let shown: String = shown.chars().rev().collect();
                out.push(
                    finding(&INFO, format!("a blank is left unfilled after `{}`", shown.trim()))
                        .with_label(span, "blank")
                        .with_help("write the missing fact, or say who decides it and when"),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::blanks;

    #[test]
    fn finds_template_blanks_but_not_ordinary_punctuation() {
        assert_eq!(blanks("Лекар на състезанието е д-р ...").len(), 1);
        assert_eq!(blanks("Главен съдия: ………………").len(), 1);
        assert_eq!(blanks("Подпис: ____").len(), 1);
        assert!(blanks("Турнирът се провежда... по системата.").is_empty());
        assert!(blanks("В 14.30 ч. започва кръгът.").is_empty());
        assert!(blanks("").is_empty());
    }
}
