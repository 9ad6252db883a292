//! V105 `pairing-numbers-not-consecutive`: pairing numbers are not exactly 1..n.

use crate::checks::{finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;
use crate::source::{Span, Spanned};
use std::collections::{HashMap, HashSet};

/// A list whose numbers repeat, start at 0 or exceed the number of entries.
pub struct PairingNumbersNotConsecutive;

static INFO: CodeInfo = CodeInfo {
    code: "V105",
    name: "pairing-numbers-not-consecutive",
    severity: ERROR,
    summary: "the participants' pairing numbers are not exactly 1 to n",
    doc: Doc {
        what: r#"A player list (or team list) of n entries whose numbers are not exactly 1, 2, …, n: a number
given twice, a 0, or a number above n (which means another number is missing)."#,
        why: r#"The numbers are the pairing numbers of the Berger tables (or the starting ranks of a Swiss).
Round-robin pairings for n participants use exactly the numbers 1..n; a repeated or missing
number leaves someone without a place in the tables."#,
        example: r#"```text
players stated 4 {
  1 GM "Voiska Margarita" 2319
  2 FM "Jordanova Svetla" 2245
  2 IM "Genova Ruzka"     2243
  5    "Raeva Elitsa"     2207
}
```"#,
        fix: r#"Number the participants 1 to n without gaps or repeats."#,
        reference: r#"FIDE Handbook C.05 Annex 1 (Berger tables, pairing numbers 1..n); C.04.2 (initial ranking list
numbered from 1)."#,
    },
};

impl Rule for PairingNumbersNotConsecutive {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        if let Some(p) = &reg.players {
            let numbers: Vec<(&Spanned<u32>, &str)> =
                p.list.iter().map(|p| (&p.number, p.name.value.as_str())).collect();
            check_list(&numbers, "players", out);
        }
        if let Some(t) = &reg.teams {
            let numbers: Vec<(&Spanned<u32>, &str)> =
                t.list.iter().map(|t| (&t.number, t.name.value.as_str())).collect();
            check_list(&numbers, "teams", out);
        }
    }
}

fn check_list(numbers: &[(&Spanned<u32>, &str)], noun: &str, out: &mut Vec<Diagnostic>) {
    let n = u32::try_from(numbers.len()).unwrap_or(u32::MAX);
    let mut seen: HashMap<u32, Span> = HashMap::with_capacity(numbers.len());
    let given: HashSet<u32> = numbers.iter().map(|(num, _)| num.value).collect();
    // The missing numbers, at most the first few named (a list numbered from 20001 would
    // otherwise copy 20,000 numbers into each of 20,000 findings).
    const NAMED: usize = 10;
    let missing: Vec<u32> = (1..=n).filter(|k| !given.contains(k)).take(NAMED + 1).collect();
    let missing_count = (1..=n).filter(|k| !given.contains(k)).count();
    let missing_text = match missing.as_slice() {
        [] => String::new(),
        [one] => format!("; number {one} is missing"),
        many => {
            let named: Vec<String> = many.iter().take(NAMED).map(u32::to_string).collect();
            let more = missing_count.saturating_sub(NAMED);
            let tail = if more > 0 { format!(" and {more} more") } else { String::new() };
            format!("; numbers {}{tail} are missing", named.join(", "))
        }
    };
    for (num, name) in numbers {
        if let Some(first) = seen.get(&num.value) {
            out.push(
                finding(&INFO, format!("pairing number {} is given twice", num.value))
                    .with_label(num.span, format!("`{name}` also has {}", num.value))
                    .with_label(*first, "first given here")
                    .with_help(format!("number the {n} {noun} 1 to {n}{missing_text}")),
            );
        } else if num.value == 0 || num.value > n {
            out.push(
                finding(
                    &INFO,
                    format!("pairing number {} is outside 1..{n} for {n} {noun}", num.value),
                )
                .with_label(num.span, format!("`{name}` numbered {}", num.value))
                .with_help(format!("number the {n} {noun} 1 to {n}{missing_text}")),
            );
        }
        seen.entry(num.value).or_insert(num.span);
    }
}
