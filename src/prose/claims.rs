//! What prose claims about the field and how it writes numbers: the tournament category (`VI
//! категория`, `V-Ж категория`, `категория 5`), FIDE title abbreviations (`GM`, `WIM`), the
//! figures of a norm (`7 точки`, `6½ очки`, `9 партии`), Bulgarian ordinals in digits (`3-ти`,
//! `21-ви`) and whether a text names a pairing system (`по швейцарска система`, `всеки срещу
//! всеки`). Each is read from the text's tokens ([`crate::prose::text`]); offsets are byte
//! offsets into the text given.

use crate::prose::chars::{fold_char, Span};
use crate::prose::text::{tokens, Kind, Token};

/// The blanks between two tokens, or `None` when anything else (or a line break) lies between.
fn blanks(text: &str, a: &Token<'_>, b: &Token<'_>) -> Option<usize> {
    let between = &text[a.end..b.start];
    (!between.contains('\n') && between.chars().all(char::is_whitespace))
        .then(|| between.chars().count())
}

/// True for a word of Roman numeral letters, Latin or Cyrillic (`VI`, `ІІІ`, `Х`).
fn roman_letters(word: &str) -> bool {
    let n = word.chars().count();
    (1..=6).contains(&n)
        && word.chars().all(|c| matches!(fold_char(c), 'i' | 'v' | 'x' | 'l' | 'і' | 'х'))
}

/// The categories a text states: the category before the word (`VI категория`, `V-Ж
/// категория`, `VI - Ж категорія`) or in digits after it (`категория 5`). A Roman numeral
/// after the word (`категория VI`) is left to the caller's facts.
pub fn categories(text: &str) -> Vec<Span> {
    let t = tokens(text);
    let mut out = Vec::new();
    for (k, x) in t.iter().enumerate() {
        if !x.starts_any(&["категори", "категорі"]) {
            continue;
        }
        // Before: `VI`, `VI-Ж` (one token), `VI - Ж`.
        if k >= 1 && blanks(text, &t[k - 1], x).is_some_and(|n| n >= 1) {
            let w = &t[k - 1];
            let women_mark = |p: &str| matches!(p, "Ж" | "ж" | "W" | "w");
            let parts: Vec<&str> = w.text.split('-').collect();
            let spaced = k >= 3
                && women_mark(w.text)
                && t[k - 2].is_punct('-')
                && t[k - 3].kind == Kind::Word
                && roman_letters(t[k - 3].text);
            if spaced {
                out.push((t[k - 3].start, w.end));
                continue;
            }
            if w.kind == Kind::Word
                && roman_letters(parts[0])
                && (parts.len() == 1 || parts.len() == 2 && women_mark(parts[1]))
            {
                out.push((w.start, w.end));
                continue;
            }
        }
        // After: `категория 5`.
        let folded = crate::prose::text::folded_word(x.text);
        if !matches!(folded.chars().last(), Some('я' | 'и' | 'ї')) {
            continue;
        }
        if let Some(n) = t.get(k + 1) {
            let digits = n.kind == Kind::Number && n.text.len() <= 2;
            let bounded = !t.get(k + 2).is_some_and(|z| z.start == n.end && z.kind != Kind::Punct);
            if digits && bounded && blanks(text, x, n).is_some_and(|b| b >= 1) {
                out.push((n.start, n.end));
            }
        }
    }
    out
}

/// The FIDE title abbreviations a text writes (`GM`, `WIM`), as written.
pub fn titles(text: &str) -> Vec<&str> {
    tokens(text)
        .into_iter()
        .filter(|x| x.kind == Kind::Word)
        .flat_map(|x| x.text.split('-'))
        .filter(|w| matches!(*w, "WGM" | "WIM" | "WFM" | "WCM" | "GM" | "IM" | "FM" | "CM"))
        .collect()
}

/// Words a norm figure is counted in, lowercase (a word starting with one counts: `точките`).
const NORM_WORDS: &[&str] = &[
    "точки",
    "точка",
    "очки",
    "очка",
    "очок",
    "points",
    "партии",
    "партия",
    "партій",
    "партії",
    "games",
    "противнички",
    "противници",
    "противника",
    "съпернички",
    "суперниць",
    "суперників",
    "суперниці",
    "opponents",
];

/// The figures of a norm (`7 точки`, `6.5 очки`, `6½ точки`, `9 партии`, `5 т.`): the figure
/// and the word after it.
pub fn norm_figures(text: &str) -> Vec<(Span, Span)> {
    let t = tokens(text);
    let mut out = Vec::new();
    let mut k = 0;
    while k < t.len() {
        let n = &t[k];
        if n.kind != Kind::Number {
            k += 1;
            continue;
        }
        let mut end = n.end;
        let mut j = k + 1;
        // `6.5`, `6,5`: one decimal glued.
        if let (Some(sep), Some(d)) = (t.get(j), t.get(j + 1)) {
            if (sep.is_punct('.') || sep.is_punct(','))
                && sep.start == end
                && d.start == sep.end
                && d.kind == Kind::Number
                && d.text.len() == 1
            {
                end = d.end;
                j += 2;
            }
        }
        if t.get(j).is_some_and(|h| h.is_punct('½') && h.start == end) {
            end = t[j].end;
            j += 1;
        }
        let Some(w) = t.get(j).filter(|w| w.kind == Kind::Word) else {
            k = j.max(k + 1);
            continue;
        };
        if text[end..w.start].contains('\n') || !text[end..w.start].trim().is_empty() {
            k = j.max(k + 1);
            continue;
        }
        let counted = w.starts_any(NORM_WORDS)
            || w.is("т") && t.get(j + 1).is_some_and(|d| d.is_punct('.') && d.start == w.end);
        if counted {
            let word_end = if w.is("т") { w.end + 1 } else { w.end };
            out.push(((n.start, end), (w.start, word_end)));
            k = j + 1;
            continue;
        }
        k = j.max(k + 1);
    }
    out
}

/// Bulgarian ordinals in digits (`3-ти`, `21 - ви`, `1-ВО`): the number's digits and the
/// ending's two letters (the consonant, `в р т м`, and the vowel, `и а о`).
pub fn ordinals(text: &str) -> Vec<(Span, Span)> {
    let t = tokens(text);
    let mut out = Vec::new();
    for (k, n) in t.iter().enumerate() {
        if n.kind != Kind::Number || n.text.len() > 4 {
            continue;
        }
        // Not the end of a date, a decimal or a time (`01.08-ми` is no ordinal of 8).
        if k > 0
            && t[k - 1].end == n.start
            && (t[k - 1].is_punct('.') || t[k - 1].is_punct(',') || t[k - 1].is_punct(':'))
        {
            continue;
        }
        let (Some(dash), Some(w)) = (t.get(k + 1), t.get(k + 2)) else { continue };
        let spaced = |a: &Token<'_>, b: &Token<'_>| blanks(text, a, b).is_some_and(|b| b <= 1);
        if !(dash.is_punct('-') && spaced(n, dash) && spaced(dash, w) && w.kind == Kind::Word) {
            continue;
        }
        let mut cs = w.text.chars();
        let ending = matches!(cs.next(), Some('В' | 'в' | 'Р' | 'р' | 'Т' | 'т' | 'М' | 'м'))
            && matches!(cs.next(), Some('И' | 'и' | 'А' | 'а' | 'О' | 'о'))
            && cs.next().is_none();
        if ending {
            out.push(((n.start, n.end), (w.start, w.end)));
        }
    }
    out
}

/// Stems that name a pairing system before or after `система`.
const SYSTEM_STEMS: &[&str] = &["кръгов", "швейцарск", "колов", "швейцарськ"];

/// True when the text names a pairing system: `по швейцарска система`, `системата е кръгова`,
/// `всеки срещу всеки`, `кожен з кожним`, `round robin`, `swiss system`.
pub fn names_a_system(text: &str) -> bool {
    let t = tokens(text);
    let words: Vec<&Token<'_>> = t.iter().filter(|x| x.kind == Kind::Word).collect();
    words.windows(2).any(|w| {
        let joined = blanks(text, w[0], w[1]).is_some();
        joined
            && (w[0].starts_any(SYSTEM_STEMS) && w[1].starts("систем")
                || w[0].starts("систем") && w[1].starts_any(SYSTEM_STEMS)
                || w[0].is("round") && w[1].is("robin")
                || w[0].is("swiss") && w[1].is("system"))
    }) || words.iter().any(|w| w.is("round-robin"))
        || words.windows(3).any(|w| {
            w[0].is("всеки") && w[1].is("срещу") && w[2].is("всеки")
                || w[0].is("кожен") && w[1].is("з") && w[2].is("кожним")
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown<'a>(text: &'a str, spans: &[Span]) -> Vec<&'a str> {
        spans.iter().map(|(a, b)| &text[*a..*b]).collect()
    }

    #[test]
    fn categories_before_and_after_the_word() {
        let t = "Турнирът е VI категория; женският е от V-Ж категория, третият VI - Ж категорія, \
                 а юношеският — категория 5.";
        assert_eq!(shown(t, &categories(t)), ["VI", "V-Ж", "VI - Ж", "5"]);
        assert!(categories("категорията на съдиите").is_empty());
        assert!(categories("Иван категоричен").is_empty());
    }

    #[test]
    fn titles_norm_figures_and_ordinals() {
        assert_eq!(titles("GM Иванов, WIM Петрова и мм Георгиев"), ["GM", "WIM"]);
        let t = "Норма: 7 точки от 9 партии, 6½ очки, 5 т. и 6,5 точките.";
        let f: Vec<(&str, &str)> =
            norm_figures(t).iter().map(|(a, b)| (&t[a.0..a.1], &t[b.0..b.1])).collect();
        assert_eq!(
            f,
            [("7", "точки"), ("9", "партии"), ("6½", "очки"), ("5", "т."), ("6,5", "точките")]
        );
        let t = "21-ви, 3 - ти, 1-ВО и 01.08-ми, 12-те";
        let o: Vec<(&str, &str)> =
            ordinals(t).iter().map(|(a, b)| (&t[a.0..a.1], &t[b.0..b.1])).collect();
        assert_eq!(o, [("21", "ви"), ("3", "ти"), ("1", "ВО")]);
    }

    #[test]
    fn systems_named_and_not() {
        for t in [
            "по швейцарска система в 7 кръга",
            "системата кръгова",
            "всеки срещу всеки",
            "за коловою системою",
            "кожен з кожним",
            "Round Robin",
        ] {
            assert!(names_a_system(t), "{t}");
        }
        for t in ["системата на класиране", "кръгова маса", "швейцарски часовници"]
        {
            assert!(!names_a_system(t), "{t}");
        }
    }
}
