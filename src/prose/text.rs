//! The pieces every reader works on: tokens (words, numbers, punctuation) with their byte spans,
//! words compared without case and with the Latin letters that look like Cyrillic ones read as
//! Cyrillic (`cек.` with a Latin `c`, `РEГЛАМЕНТ` with a Latin `E`), and sentences (split after
//! `.`, `!`, `?` or `;` before a capital, but not after an initial or an abbreviation such as
//! `гр.`, `ул.`, `м.`).

use crate::prose::chars::{fold_char, is_letter};

/// The kind of a token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Letters, with apostrophes and hyphens inside (`п'ять`, `по-късно`, `Івано-Франківськ`).
    Word,
    /// ASCII digits.
    Number,
    /// Any other character that is not a blank.
    Punct,
}

/// A token and where it is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// Its kind.
    pub kind: Kind,
    /// The text as written.
    pub text: &'a str,
    /// Byte offset of its start.
    pub start: usize,
    /// Byte offset of its end.
    pub end: usize,
}

impl Token<'_> {
    /// True for a word equal to `lit` (lowercase) with case and look-alike letters ignored.
    pub fn is(&self, lit: &str) -> bool {
        self.kind == Kind::Word && same_word(self.text, lit)
    }

    /// True for a word equal to one of `lits`.
    pub fn is_any(&self, lits: &[&str]) -> bool {
        self.kind == Kind::Word && lits.iter().any(|l| same_word(self.text, l))
    }

    /// True for a word that starts with `stem` (lowercase), case and look-alikes ignored.
    pub fn starts(&self, stem: &str) -> bool {
        self.kind == Kind::Word && starts_word(self.text, stem)
    }

    /// True for a word that starts with one of `stems`.
    pub fn starts_any(&self, stems: &[&str]) -> bool {
        self.kind == Kind::Word && stems.iter().any(|s| starts_word(self.text, s))
    }

    /// True for the punctuation character `c`.
    pub fn is_punct(&self, c: char) -> bool {
        self.kind == Kind::Punct && self.text.starts_with(c)
    }

    /// The value of a number token (digits only), if it fits.
    pub fn number(&self) -> Option<u32> {
        if self.kind == Kind::Number && self.text.len() <= 9 {
            self.text.parse().ok()
        } else {
            None
        }
    }

    /// True when the word starts with a capital letter.
    pub fn capitalised(&self) -> bool {
        self.kind == Kind::Word && self.text.chars().next().is_some_and(char::is_uppercase)
    }
}

/// The Cyrillic letter a Latin letter looks like (`c` → `с`, `E` → `Е`), lowercase.
pub fn lookalike(c: char) -> Option<char> {
    Some(match c {
        'A' | 'a' => 'а',
        'B' => 'в',
        'C' | 'c' => 'с',
        'E' | 'e' => 'е',
        'H' => 'н',
        'I' | 'i' => 'і',
        'K' | 'k' => 'к',
        'M' => 'м',
        'O' | 'o' => 'о',
        'P' | 'p' => 'р',
        'T' => 'т',
        'X' | 'x' => 'х',
        'y' => 'у',
        _ => return None,
    })
}

/// True when the written character is `lit` (lowercase): with case ignored, a Latin look-alike
/// standing for a Cyrillic letter, and every apostrophe read as `'`.
#[inline]
pub fn same_char(written: char, lit: char) -> bool {
    let w = fold_char(written);
    if w == lit {
        return true;
    }
    if matches!(written, '’' | 'ʼ' | '`' | '\'') && lit == '\'' {
        return true;
    }
    ('\u{400}'..='\u{4ff}').contains(&lit) && lookalike(written) == Some(lit)
}

/// True when `written` is the word `lit` (lowercase).
pub fn same_word(written: &str, lit: &str) -> bool {
    let mut w = written.chars();
    for l in lit.chars() {
        match w.next() {
            Some(c) if same_char(c, l) => {}
            _ => return false,
        }
    }
    w.next().is_none()
}

/// True when `written` starts with `stem` (lowercase).
pub fn starts_word(written: &str, stem: &str) -> bool {
    let mut w = written.chars();
    stem.chars().all(|l| w.next().is_some_and(|c| same_char(c, l)))
}

/// A word's text lowercase with look-alikes and apostrophes read as Cyrillic and `'`.
pub fn folded_word(written: &str) -> String {
    let cyrillic = written.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c));
    written
        .chars()
        .map(|c| match c {
            '’' | 'ʼ' | '`' => '\'',
            c if cyrillic => lookalike(c).unwrap_or_else(|| fold_char(c)),
            c => fold_char(c),
        })
        .flat_map(char::to_lowercase)
        .collect()
}

fn is_word_char(c: char) -> bool {
    is_letter(c) || matches!(c, '\'' | '’' | 'ʼ')
}

/// The tokens of a text, in order: words (letters with inner apostrophes and hyphens), numbers (ASCII
/// digits) and single punctuation characters; blanks are skipped.
pub fn tokens(text: &str) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let mut it = text.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        if c.is_whitespace() {
            continue;
        }
        let kind = if is_letter(c) {
            Kind::Word
        } else if c.is_ascii_digit() {
            Kind::Number
        } else {
            out.push(Token {
                kind: Kind::Punct,
                text: &text[i..i + c.len_utf8()],
                start: i,
                end: i + c.len_utf8(),
            });
            continue;
        };
        let mut end = i + c.len_utf8();
        while let Some(&(j, d)) = it.peek() {
            let more = match kind {
                Kind::Word => {
                    (is_word_char(d) || d == '-')
                        && (is_letter(d)
                            || text[j + d.len_utf8()..].chars().next().is_some_and(is_letter))
                }
                _ => d.is_ascii_digit(),
            };
            if !more {
                break;
            }
            end = j + d.len_utf8();
            it.next();
        }
        out.push(Token { kind, text: &text[i..end], start: i, end });
    }
    out
}

/// Abbreviations before a name: a dot after them never ends a sentence (`гр. София`).
const BEFORE_NAME: &[&str] = &[
    "гр", "град", "м", "с", "ул", "вул", "бул", "пл", "ж.к", "жк", "к.к", "кк", "св", "пр", "обл",
    "д-р", "др", "инж", "проф", "доц", "гм", "мм", "фм", "ім", "о", "с.м", "р-н", "вл", "ст",
];

/// True when the dot at `dot` (the byte offset of a `.`) ends an abbreviation or an initial
/// that stands before a name, so the capital after it does not start a sentence.
fn abbreviation_before(text: &str, dot: usize) -> bool {
    let head = &text[..dot];
    let word_start = head
        .char_indices()
        .rev()
        .find(|(_, c)| !(is_letter(*c) || *c == '.' || *c == '-'))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let word = &head[word_start..];
    if word.is_empty() {
        return false;
    }
    // An initial: one capital letter (`П. П. Петренко`, `Н.Б.`).
    let last: Vec<char> = word.rsplit('.').next().unwrap_or("").chars().collect();
    if last.len() == 1 && last[0].is_uppercase() {
        return true;
    }
    let lower = folded_word(word);
    BEFORE_NAME.contains(&lower.as_str())
}

/// The sentences of a text, as byte ranges, blanks around each left out: split after `.`,
/// `!`, `?`, `;` or `…` followed by a blank and a capital letter, a digit or a quotation mark,
/// except after an initial or an abbreviation that stands before a name.
pub fn sentences(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    for (i, c) in text.char_indices() {
        if !matches!(c, '.' | '!' | '?' | ';' | '…') {
            continue;
        }
        let after = i + c.len_utf8();
        let rest = &text[after..];
        let trimmed = rest.trim_start();
        let gap = rest.len() - trimmed.len();
        if gap == 0 {
            continue;
        }
        let Some(next) = trimmed.chars().next() else { continue };
        let opens = next.is_uppercase() || matches!(next, '„' | '“' | '"' | '«' | '•' | '-' | '–');
        if !opens || (c == '.' && abbreviation_before(text, i)) {
            continue;
        }
        // Digits after a dot are a date or a number (`05.03.2023 г. 10.00`), not a sentence.
        let _ = bytes;
        push_trimmed(text, start, after, &mut out);
        start = after + gap;
    }
    push_trimmed(text, start, text.len(), &mut out);
    out
}

fn push_trimmed(text: &str, start: usize, end: usize, out: &mut Vec<(usize, usize)>) {
    let s = &text[start..end];
    let lead = s.len() - s.trim_start().len();
    let t = s.trim();
    if !t.is_empty() {
        out.push((start + lead, start + lead + t.len()));
    }
}

/// The index of the first token at or after byte `at`.
pub fn token_at(tokens: &[Token<'_>], at: usize) -> usize {
    tokens.partition_point(|t| t.start < at)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_keep_apostrophes_inside_words_and_split_the_rest() {
        let t: Vec<&str> =
            tokens("п'ять турів, 15хв. + 5 cек. «Дебют»").iter().map(|t| t.text).collect();
        assert_eq!(
            t,
            ["п'ять", "турів", ",", "15", "хв", ".", "+", "5", "cек", ".", "«", "Дебют", "»"]
        );
        let toks = tokens("5 cек.");
        assert!(toks[1].is("сек"), "a Latin c reads as Cyrillic");
        assert!(tokens("РEГЛАМЕНТ")[0].is("регламент"));
        assert!(!tokens("Swiss")[0].is("ѕwiss"));
        assert!(tokens("П’ЯТЬ")[0].is("п'ять"));
    }

    #[test]
    fn sentences_end_at_a_capital_but_not_after_an_abbreviation_or_an_initial() {
        let text =
            "Турнирът се провежда в гр. София, ул. „Чехов“ 16. Главен съдия е П. П. Петренко. \
                    Таксата е 15лв. Ученици заплащат 12 лв.";
        let s: Vec<&str> = sentences(text).iter().map(|(a, b)| &text[*a..*b]).collect();
        assert_eq!(
            s,
            [
                "Турнирът се провежда в гр. София, ул. „Чехов“ 16.",
                "Главен съдия е П. П. Петренко.",
                "Таксата е 15лв.",
                "Ученици заплащат 12 лв."
            ]
        );
        let text = "Контрола 1 ч. 30 мин. на състезател. Начало 10.00 ч.";
        assert_eq!(sentences(text).len(), 2);
    }
}
