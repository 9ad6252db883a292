//! What a web page left in a text copied from it, and sentences of another language than the
//! regulation's.
//!
//! A **leftover** is an entry of [`crate::vocab::leftovers::LEFTOVERS`] found in the text: a
//! content system's sentence anywhere (`This email address is being protected from spambots.
//! You need JavaScript enabled to view it.` where the entry address was), or a button's,
//! counter's or menu's words that make a whole line (`СПОДЕЛИ`, `Переглядів: 1687`, `Начало |
//! новини …`). Words are compared without case and with look-alike letters read as Cyrillic, as
//! every reader compares them; `#` in an entry stands for a number.
//!
//! A **sentence of another language** is English prose in a Bulgarian or Ukrainian text (a run
//! of at least five Latin words, three of them English function words, so that names such as
//! `Swiss Manager` or `FIDE Laws of Chess` are not one; or six with two of them), or a Russian sentence in a Ukrainian or
//! Bulgarian one (a sentence of at least three Cyrillic words, none with a letter only
//! Ukrainian has, two of them with a letter only Russian has or, in a Ukrainian text, Russian
//! words such as `что`, `будет`, `турнира`).

use crate::prose::chars::fold_char;
use crate::prose::text::{folded_word, same_word, token_at, tokens, Kind as TokenKind, Token};
use crate::vocab::leftovers::{
    Kind, Placement, ENGLISH_WORDS, LEFTOVERS, RUSSIAN_ONLY_LETTERS, RUSSIAN_WORDS,
    UKRAINIAN_ONLY_LETTERS,
};
use crate::vocab::Lang;
use std::sync::LazyLock;

/// A leftover found in a text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    /// Byte offset of its first character.
    pub start: usize,
    /// Byte offset of its end.
    pub end: usize,
    /// What the page element was.
    pub kind: Kind,
    /// The bytes a fix deletes: the leftover with the blank after it (or before it, at the
    /// end of a text), or its whole line with the line break.
    pub delete: (usize, usize),
    /// The leftover is the whole text.
    pub whole: bool,
}

/// The language of a sentence that is not the regulation's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Foreign {
    /// English.
    English,
    /// Russian.
    Russian,
}

/// A sentence (or a run of words) of another language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForeignRun {
    /// Byte offset of its first character.
    pub start: usize,
    /// Byte offset of its end.
    pub end: usize,
    /// Its language.
    pub language: Foreign,
}

/// An entry's words, read once.
struct Pattern {
    words: Vec<Piece>,
    placement: Placement,
    kind: Kind,
}

#[derive(Debug, PartialEq)]
enum Piece {
    Word(String),
    Number,
    Punct(String),
}

static PATTERNS: LazyLock<Vec<Pattern>> = LazyLock::new(|| {
    LEFTOVERS
        .iter()
        .map(|l| {
            let mut words: Vec<Piece> = tokens(l.pattern)
                .iter()
                .map(|t| match t.kind {
                    TokenKind::Word => Piece::Word(folded_word(t.text)),
                    TokenKind::Number => Piece::Punct(t.text.to_string()),
                    TokenKind::Punct if t.text == "#" => Piece::Number,
                    TokenKind::Punct => Piece::Punct(t.text.to_string()),
                })
                .collect();
            if l.placement == Placement::Line {
                trim_end_marks(&mut words, |p| matches!(p, Piece::Punct(s) if is_end_mark(s)));
            }
            Pattern { words, placement: l.placement, kind: l.kind }
        })
        .collect()
});

fn is_end_mark(s: &str) -> bool {
    matches!(s, "." | ":" | "!" | "…")
}

fn trim_end_marks<T>(v: &mut Vec<T>, is_mark: impl Fn(&T) -> bool) {
    while v.last().is_some_and(&is_mark) {
        v.pop();
    }
}

fn matches(piece: &Piece, t: &Token<'_>) -> bool {
    match piece {
        Piece::Word(w) => t.kind == TokenKind::Word && same_word(t.text, w),
        Piece::Number => t.kind == TokenKind::Number,
        Piece::Punct(p) => t.kind != TokenKind::Word && t.text == p,
    }
}

fn matches_at(pattern: &[Piece], tokens: &[Token<'_>]) -> bool {
    pattern.len() <= tokens.len() && pattern.iter().zip(tokens).all(|(p, t)| matches(p, t))
}

/// Every known leftover of a web page in `text` (its tokens given), in text order, none
/// overlapping another.
pub fn leftovers_in(text: &str, tokens: &[Token<'_>]) -> Vec<Found> {
    let mut out: Vec<Found> = Vec::new();
    // Whole lines first: a line that is a button or a counter.
    let mut line_start = 0;
    for line in text.split_inclusive('\n') {
        let (ls, le) = (line_start, line_start + line.len());
        line_start = le;
        let words = &tokens[token_at(tokens, ls)..token_at(tokens, le)];
        let mut bare: Vec<Token<'_>> = words.to_vec();
        trim_end_marks(&mut bare, |t| t.kind == TokenKind::Punct && is_end_mark(t.text));
        let (Some(first), Some(last)) = (words.first(), words.last()) else { continue };
        let hit = PATTERNS.iter().find(|p| match p.placement {
            Placement::Line => p.words.len() == bare.len() && matches_at(&p.words, &bare),
            Placement::LineStart => matches_at(&p.words, &bare),
            Placement::Anywhere => false,
        });
        if let Some(p) = hit {
            let whole = text[..ls].trim().is_empty() && text[le..].trim().is_empty();
            // The line with its break; the last line takes the break before it instead.
            let delete = if le == text.len() && !line.ends_with('\n') && ls > 0 {
                (text[..ls].trim_end().len(), le)
            } else {
                (ls, le)
            };
            out.push(Found { start: first.start, end: last.end, kind: p.kind, delete, whole });
        }
    }
    // Sentences a content system writes, anywhere outside those lines.
    let mut i = 0;
    while i < tokens.len() {
        let t = &tokens[i];
        if out.iter().any(|f| f.start <= t.start && t.start < f.end) {
            i += 1;
            continue;
        }
        let hit = PATTERNS
            .iter()
            .filter(|p| p.placement == Placement::Anywhere)
            .find(|p| matches_at(&p.words, &tokens[i..]));
        let Some(p) = hit else {
            i += 1;
            continue;
        };
        let n = p.words.len();
        let (start, end) = (t.start, tokens[i + n - 1].end);
        let after = end + (text[end..].len() - text[end..].trim_start().len());
        let before = text[..start].trim_end().len();
        let delete = if after < text.len() || before == 0 { (start, after) } else { (before, end) };
        let whole = text[..start].trim().is_empty() && text[end..].trim().is_empty();
        out.push(Found { start, end, kind: p.kind, delete, whole });
        i += n;
    }
    out.sort_by_key(|f| f.start);
    out
}

fn is_latin_word(t: &Token<'_>) -> bool {
    t.kind == TokenKind::Word
        && t.text.chars().all(|c| c.is_ascii_alphabetic() || c == '-' || c == '\'')
}

fn is_cyrillic_word(t: &Token<'_>) -> bool {
    t.kind == TokenKind::Word && t.text.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c))
}

fn has_letter(t: &Token<'_>, letters: &[char]) -> bool {
    t.text.chars().any(|c| letters.contains(&fold_char(c)))
}

/// Every run of English prose and every Russian sentence in a text written in `lang`
/// (`sentences` are the text's sentences), in text order. An English text has none.
pub fn foreign_in(
    tokens: &[Token<'_>],
    sentences: &[(usize, usize)],
    lang: Lang,
) -> Vec<ForeignRun> {
    if lang == Lang::En {
        return Vec::new();
    }
    let mut out = Vec::new();
    // English: runs of Latin words, with the punctuation a sentence has between them.
    let mut i = 0;
    while i < tokens.len() {
        if !is_latin_word(&tokens[i]) {
            i += 1;
            continue;
        }
        let mut j = i;
        let mut last_word = i;
        let (mut words, mut english) = (0, 0);
        while j < tokens.len() {
            let t = &tokens[j];
            if is_latin_word(t) {
                words += 1;
                if ENGLISH_WORDS.iter().any(|w| same_word(t.text, w)) {
                    english += 1;
                }
                last_word = j;
            } else if !(t.kind == TokenKind::Punct
                && matches!(t.text, "," | "." | "!" | "?" | ":" | "'" | "’"))
            {
                break;
            }
            j += 1;
        }
        if (words >= 5 && english >= 3) || (words >= 6 && english >= 2) {
            let mut end = tokens[last_word].end;
            if let Some(next) = tokens.get(last_word + 1) {
                if next.kind == TokenKind::Punct && matches!(next.text, "." | "!" | "?") {
                    end = next.end;
                }
            }
            out.push(ForeignRun { start: tokens[i].start, end, language: Foreign::English });
        }
        i = j.max(i + 1);
    }
    // Russian: whole sentences.
    for &(s, e) in sentences {
        let words: Vec<&Token<'_>> = tokens[token_at(tokens, s)..token_at(tokens, e)]
            .iter()
            .filter(|t| is_cyrillic_word(t))
            .collect();
        if words.len() < 3 || words.iter().any(|t| has_letter(t, UKRAINIAN_ONLY_LETTERS)) {
            continue;
        }
        let russian = words
            .iter()
            .filter(|t| match lang {
                // Bulgarian writes `ъ` everywhere; only `ы`, `э`, `ё` are Russian's.
                Lang::Bg => has_letter(t, &RUSSIAN_ONLY_LETTERS[..3]),
                _ => {
                    has_letter(t, RUSSIAN_ONLY_LETTERS)
                        || RUSSIAN_WORDS.iter().any(|w| same_word(t.text, w))
                }
            })
            .count();
        if russian >= 2 {
            out.push(ForeignRun { start: s, end: e, language: Foreign::Russian });
        }
    }
    out.sort_by_key(|f| f.start);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn left(text: &str) -> Vec<(&str, Kind)> {
        leftovers_in(text, &tokens(text)).iter().map(|f| (&text[f.start..f.end], f.kind)).collect()
    }

    fn foreign(text: &str, lang: Lang) -> Vec<(&str, Foreign)> {
        let s = crate::prose::text::sentences(text);
        foreign_in(&tokens(text), &s, lang)
            .iter()
            .map(|f| (&text[f.start..f.end], f.language))
            .collect()
    }

    #[test]
    fn finds_what_pages_leave() {
        // bg-010 (the Bulgarian team youth championship of 2018 in Kranevo).
        let t = "Заявки за участие изпращайте до главния съдия Здравко Недев –This email address is being protected from spambots. You need JavaScript enabled to view it. и до Минко Шишков";
        let found = leftovers_in(t, &tokens(t));
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].kind, Kind::HiddenEmail);
        let (a, b) = found[0].delete;
        assert_eq!(
            format!("{}{}", &t[..a], &t[b..]),
            "Заявки за участие изпращайте до главния съдия Здравко Недев –и до Минко Шишков"
        );
        // bg-021 (Panagyurishte, the New Year tournament of 2016).
        assert_eq!(left("СПОДЕЛИ"), [("СПОДЕЛИ", Kind::Share)]);
        // uk-051 (Borshchiv, `Батьківський край` 2018).
        assert_eq!(
            left("Коментарі: 0\nПереглядів: 1687"),
            [("Коментарі: 0", Kind::Counter), ("Переглядів: 1687", Kind::Counter)]
        );
        assert_eq!(left("Поділитися:"), [("Поділитися:", Kind::Share)]);
        assert_eq!(left("IMG_1428"), [("IMG_1428", Kind::ImageName)]);
        assert_eq!(
            left("Начало | новини детски | Шахматен турнир за деца ще се проведе в Пловдив"),
            [(
                "Начало | новини детски | Шахматен турнир за деца ще се проведе в Пловдив",
                Kind::Menu
            )]
        );
    }

    #[test]
    fn words_a_sentence_uses_are_not_leftovers() {
        assert!(left("Сподели опита си с треньора.").is_empty());
        assert!(left("Победителите ще споделят наградния фонд.").is_empty());
        assert!(left("Начало на първи кръг: 10:00 ч.").is_empty());
        assert!(left("Коментарі до правил надає головний суддя.").is_empty());
        assert!(left("Началото е в 13.30 часа.").is_empty());
    }

    #[test]
    fn finds_english_and_russian_sentences() {
        assert_eq!(
            foreign(
                "Регистрация до 9:30 ч. The tournament is open to all players of the region.",
                Lang::Bg
            ),
            [("The tournament is open to all players of the region.", Foreign::English)]
        );
        assert_eq!(
            foreign(
                "Турнір проводиться у 9 турів. Турнир будет проходить по швейцарской системе.",
                Lang::Uk
            ),
            [("Турнир будет проходить по швейцарской системе.", Foreign::Russian)]
        );
        // Names and program names in Latin letters are not English prose.
        assert!(
            foreign("Жеребкування – програма Swiss Manager, рейтинг FIDE.", Lang::Uk).is_empty()
        );
        assert!(foreign("Играе се по FIDE Laws of Chess.", Lang::Bg).is_empty());
        assert!(foreign("Резултатите ще бъдат публикувани на www.chess-results.com.", Lang::Bg)
            .is_empty());
        // A Ukrainian sentence without `і`, `ї`, `є` is not Russian.
        assert!(foreign("Контроль часу 10 хвилин + 5 секунд на хід.", Lang::Uk).is_empty());
        // Bulgarian is not Russian.
        assert!(
            foreign("Турнирът ще се играе по швейцарска система в 7 кръга.", Lang::Bg).is_empty()
        );
        assert!(foreign("The games are played under FIDE Laws.", Lang::En).is_empty());
    }
}
