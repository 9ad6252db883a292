//! Counts in prose: the event's rounds (`в 9 кръга`, `у сім турів`) and its field (`следните
//! 10 състезателки`, `8 отбора`), told apart from round numbers and other counts.

use crate::prose::chars::lowercase;
use crate::prose::number::{counted, in_list, word_at, Counted, Number};
use crate::prose::text::{tokens, Kind, Token};

/// Words before a count that make it something else than the total (`по 3 кръга` a day,
/// `първите 5 кръга`, `до 5 туру`).
const NOT_A_TOTAL: &[&str] = &[
    "по",
    "първите",
    "първи",
    "последните",
    "останалите",
    "следващите",
    "всеки",
    "след",
    "до",
    "перші",
    "перших",
    "останні",
    "останніх",
    "наступні",
    "кожні",
    "після",
    "через",
    "first",
    "last",
    "every",
    // A bound is not the count (`с минимум пет кръга`, `не менше 7 турів`): bg-052.
    "минимум",
    "максимум",
    "поне",
    "малко",
    "много",
    "мінімум",
    "менше",
    "більше",
    "понад",
];

/// The last word of a text, lowercase (the last part of a hyphenated one).
fn last_word(text: &str) -> String {
    tokens(text)
        .iter()
        .rev()
        .find(|t| t.kind == Kind::Word)
        .map(|t| lowercase(t.text.rsplit('-').next().unwrap_or(t.text)))
        .unwrap_or_default()
}

/// Round counts written in prose: `в 9 кръга`, `9 (девет) кръга`, `у 11 турів`, `у сім турів`,
/// `9 здвоєних турів`. Round numbers (`1 тур`, `кръг 3`, `5, 6 і 7 тури`) and counts of
/// something else (`по 3 кръга на ден`, `първите 5 кръга`) are not counts of the event's rounds.
pub fn round_counts(text: &str) -> Vec<(Number, usize)> {
    round_counts_in(text, &tokens(text), &counted(text))
}

/// [`round_counts`] from the text's tokens and [`counted`] numbers.
pub fn round_counts_in(
    text: &str,
    t: &[Token<'_>],
    counted: &[Counted<'_>],
) -> Vec<(Number, usize)> {
    let mut out = Vec::new();
    for c in counted {
        let n = c.number.value;
        let mut word = c.word.clone();
        let mut end = c.end;
        // One adjective between the number and the noun: `9 здвоєних турів`, `7 двойни кръга`.
        if !is_round_noun(&word, n) {
            let rest = &text[c.end..];
            let at = c.end + rest.len() - rest.trim_start().len();
            let Some(word_end) = word_at(t, at) else { continue };
            word = lowercase(&text[at..word_end]);
            end = word_end;
        }
        if !is_round_noun(&word, n) || in_list(text, &c.number) {
            continue;
        }
        if NOT_A_TOTAL.contains(&last_word(&c.before).as_str()) {
            continue;
        }
        out.push((c.number, end));
    }
    out
}

/// A noun for rounds in the form a count of `n` takes.
fn is_round_noun(word: &str, n: u64) -> bool {
    match word {
        "кръга" | "кръгове" | "турів" | "rounds" => n > 1,
        "тури" => (2..=4).contains(&(n % 10)) && !(12..=14).contains(&(n % 100)),
        _ => false,
    }
}

/// Words before a participant count that mark it as the field (`следните 10 състезателки`,
/// `серед 10 учасниць`); other counts of people (`по 3 състезатели`, `5 души`) are not.
const FIELD_MARKS: &[&str] = &[
    "следните",
    "следващите",
    "общо",
    "участват",
    "играят",
    "наступні",
    "серед",
    "загалом",
    "беруть",
    "грають",
    "допускаються",
    "участь",
    "всичко",
    "the",
];

/// Participant counts written in prose (`следните 10 състезателки`, `серед 10 учасниць`,
/// `8 отбора`, `12 команд`), with whether the noun counts teams.
pub fn participant_counts(text: &str) -> Vec<(Number, usize, bool)> {
    participant_counts_in(text, &counted(text))
}

/// [`participant_counts`] from the text's [`counted`] numbers.
pub fn participant_counts_in(text: &str, counted: &[Counted<'_>]) -> Vec<(Number, usize, bool)> {
    let mut out = Vec::new();
    for c in counted {
        let team = match c.word.as_str() {
            "отбора" | "отбори" | "команд" | "команди" | "teams" => true,
            "участници"
            | "участника"
            | "участнички"
            | "състезатели"
            | "състезателя"
            | "състезателки"
            | "шахматисти"
            | "шахматиста"
            | "шахматистки"
            | "учасників"
            | "учасниць"
            | "учасники"
            | "учасниці"
            | "шахістів"
            | "шахісток"
            | "шахісти"
            | "players"
            | "participants" => false,
            _ => continue,
        };
        if c.number.value < 2 || in_list(text, &c.number) {
            continue;
        }
        let before = last_word(&c.before);
        let field = FIELD_MARKS.contains(&before.as_str())
            || c.before.trim_end().ends_with("право на участие имат")
            || c.before.trim_end().ends_with("в турнира участват");
        if field {
            out.push((c.number, c.end, team));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_counts_leave_out_round_numbers_and_other_counts() {
        let v = |t: &str| round_counts(t).iter().map(|(n, _)| n.value).collect::<Vec<_>>();
        assert_eq!(v("всеки срещу всеки в 9 кръга"), [9]);
        assert_eq!(v("в 9 (девет) кръга"), [9]);
        assert_eq!(v("за швейцарською системою у 11 турів"), [11]);
        assert_eq!(v("9 здвоєних турів (18 партій)"), [9]);
        assert_eq!(v("у сім турів"), [7]);
        assert_eq!(v("17, 18, 19 і 20 червня – 1, 2, 3 і 4 тури"), Vec::<u64>::new());
        assert_eq!(v("1 тур – 9 тур: 11.00 – 16.00"), Vec::<u64>::new());
        assert_eq!(v("по 3 кръга на ден"), Vec::<u64>::new());
        assert_eq!(v("(по 3 тури)"), Vec::<u64>::new());
        assert_eq!(v("по Швейцарската система с минимум пет кръга"), Vec::<u64>::new());
        assert_eq!(v("не менше 7 турів"), Vec::<u64>::new());
    }

    #[test]
    fn participant_counts_need_a_word_that_marks_the_field() {
        let v = |t: &str| {
            participant_counts(t).iter().map(|(n, _, t)| (n.value, *t)).collect::<Vec<_>>()
        };
        assert_eq!(v("Право на участие имат следните 10 състезателки:"), [(10, false)]);
        assert_eq!(v("серед 10 учасниць за коловою системою"), [(10, false)]);
        assert_eq!(v("отборите са от по 3 състезатели"), Vec::<(u64, bool)>::new());
        assert_eq!(v("в състав от 5 души"), Vec::<(u64, bool)>::new());
    }
}
