//! Numbers in prose: digits and Bulgarian and Ukrainian number words (`тридесет`, `двадесет и
//! пет`, `двадцять п'ять`), a number with the word after it (`9 (девет) кръга`), and lists of
//! numbers. Offsets are byte offsets into the text given.

use crate::prose::chars::{fold_char, is_uppercase, lowercase};
use crate::prose::text::{tokens, Kind, Token};
use std::sync::LazyLock;

/// A number found in prose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Number {
    /// Its value.
    pub value: u64,
    /// Where it is written.
    pub start: usize,
    /// End (exclusive).
    pub end: usize,
    /// Written in words (`девет`), not digits.
    pub in_words: bool,
}

/// Bulgarian and Ukrainian number words (including inflected and colloquial forms) with
/// their values.
const NUMBER_WORDS: &[(&str, u64)] = &[
    // Bulgarian.
    ("нула", 0),
    ("един", 1),
    ("една", 1),
    ("едно", 1),
    ("два", 2),
    ("две", 2),
    ("двама", 2),
    ("три", 3),
    ("трима", 3),
    ("четири", 4),
    ("четирима", 4),
    ("пет", 5),
    ("петима", 5),
    ("шест", 6),
    ("шестима", 6),
    ("седем", 7),
    ("седмина", 7),
    ("осем", 8),
    ("осмина", 8),
    ("девет", 9),
    ("деветима", 9),
    ("десет", 10),
    ("десетима", 10),
    ("единадесет", 11),
    ("единайсет", 11),
    ("дванадесет", 12),
    ("дванайсет", 12),
    ("тринадесет", 13),
    ("тринайсет", 13),
    ("четиринадесет", 14),
    ("четиринайсет", 14),
    ("петнадесет", 15),
    ("петнайсет", 15),
    ("шестнадесет", 16),
    ("шестнайсет", 16),
    ("седемнадесет", 17),
    ("седемнайсет", 17),
    ("осемнадесет", 18),
    ("осемнайсет", 18),
    ("деветнадесет", 19),
    ("деветнайсет", 19),
    ("двадесет", 20),
    ("двайсет", 20),
    ("тридесет", 30),
    ("трийсет", 30),
    ("четиридесет", 40),
    ("четирийсет", 40),
    ("петдесет", 50),
    ("шестдесет", 60),
    ("седемдесет", 70),
    ("осемдесет", 80),
    ("деветдесет", 90),
    ("сто", 100),
    ("двеста", 200),
    ("триста", 300),
    ("четиристотин", 400),
    ("петстотин", 500),
    ("шестстотин", 600),
    ("седемстотин", 700),
    ("осемстотин", 800),
    ("деветстотин", 900),
    ("хиляда", 1000),
    // Ukrainian.
    ("нуль", 0),
    ("один", 1),
    ("одна", 1),
    ("одне", 1),
    ("одного", 1),
    ("дві", 2),
    ("двох", 2),
    ("трьох", 3),
    ("чотири", 4),
    ("чотирьох", 4),
    ("п'ять", 5),
    ("п'яти", 5),
    ("шість", 6),
    ("шести", 6),
    ("сім", 7),
    ("семи", 7),
    ("вісім", 8),
    ("восьми", 8),
    ("дев'ять", 9),
    ("дев'яти", 9),
    ("десять", 10),
    ("десяти", 10),
    ("одинадцять", 11),
    ("одинадцяти", 11),
    ("дванадцять", 12),
    ("дванадцяти", 12),
    ("тринадцять", 13),
    ("тринадцяти", 13),
    ("чотирнадцять", 14),
    ("п'ятнадцять", 15),
    ("шістнадцять", 16),
    ("сімнадцять", 17),
    ("вісімнадцять", 18),
    ("дев'ятнадцять", 19),
    ("двадцять", 20),
    ("двадцяти", 20),
    ("тридцять", 30),
    ("тридцяти", 30),
    ("сорок", 40),
    ("п'ятдесят", 50),
    ("шістдесят", 60),
    ("сімдесят", 70),
    ("вісімдесят", 80),
    ("дев'яносто", 90),
    ("двісті", 200),
    ("чотириста", 400),
    ("п'ятсот", 500),
    ("тисяча", 1000),
];

/// Ordinal words (`първи`, `втори кръг`, `ПЕТИ КРЪГ`, `перший`, `другого туру`) in the
/// forms a programme or a title writes them, with their values.
const ORDINALS: &[(&[&str], u32)] = &[
    (
        &[
            "първи",
            "първа",
            "първо",
            "първия",
            "първият",
            "първата",
            "перший",
            "перша",
            "перше",
            "першого",
            "першому",
            "першій",
            "першої",
        ],
        1,
    ),
    (
        &[
            "втори",
            "втора",
            "второ",
            "втория",
            "вторият",
            "втората",
            "другий",
            "друга",
            "друге",
            "другого",
            "другому",
            "другій",
        ],
        2,
    ),
    (
        &[
            "трети",
            "трета",
            "трето",
            "третия",
            "третият",
            "третата",
            "третій",
            "третя",
            "третє",
            "третього",
            "третьому",
        ],
        3,
    ),
    (
        &[
            "четвърти",
            "четвърта",
            "четвърто",
            "четвъртия",
            "четвъртият",
            "четвертий",
            "четверта",
            "четверте",
            "четвертого",
            "четвертому",
        ],
        4,
    ),
    (
        &[
            "пети",
            "пета",
            "пето",
            "петия",
            "петият",
            "п'ятий",
            "п'ята",
            "п'яте",
            "п'ятого",
            "п'ятому",
        ],
        5,
    ),
    (&["шести", "шеста", "шесто", "шестия", "шостий", "шоста", "шосте", "шостого", "шостому"], 6),
    (&["седми", "седма", "седмо", "седмия", "сьомий", "сьома", "сьоме", "сьомого", "сьомому"], 7),
    (&["осми", "осма", "осмо", "осмия", "восьмий", "восьма", "восьме", "восьмого", "восьмому"], 8),
    (
        &[
            "девети",
            "девета",
            "девето",
            "деветия",
            "дев'ятий",
            "дев'ята",
            "дев'яте",
            "дев'ятого",
            "дев'ятому",
        ],
        9,
    ),
    (
        &[
            "десети",
            "десета",
            "десето",
            "десетия",
            "десятий",
            "десята",
            "десяте",
            "десятого",
            "десятому",
        ],
        10,
    ),
    (&["единадесети", "единайсти", "единадесета", "одинадцятий", "одинадцята", "одинадцятого"], 11),
    (&["дванадесети", "дванайсти", "дванадесета", "дванадцятий", "дванадцята", "дванадцятого"], 12),
    (&["тринадесети", "тринайсти", "тринадцятий", "тринадцятого"], 13),
];

/// The value of an ordinal word (lowercase, apostrophes as `'`): `втори` → 2, `сьомого` → 7.
pub fn ordinal_word(word: &str) -> Option<u32> {
    ORDINALS.iter().find(|(forms, _)| forms.contains(&word)).map(|(_, n)| *n)
}

/// The number words sorted by spelling (a binary search is faster than hashing these short
/// words, and every word of every paragraph is looked up).
static NUMBER_WORD_VALUES: LazyLock<Vec<(&'static str, u64)>> = LazyLock::new(|| {
    let mut v = NUMBER_WORDS.to_vec();
    v.sort_unstable();
    v
});

/// The first and last letters of the number words, sorted: most words of a paragraph are
/// told apart from every number word by these two letters alone, without comparing strings.
static NUMBER_WORD_ENDS: LazyLock<Vec<u64>> = LazyLock::new(|| {
    let mut v: Vec<u64> = NUMBER_WORDS.iter().filter_map(|(w, _)| ends_key(w)).collect();
    v.sort_unstable();
    v.dedup();
    v
});

/// A word's first and last characters as one key.
fn ends_key(word: &str) -> Option<u64> {
    let mut chars = word.chars();
    let first = chars.next()?;
    let last = chars.next_back().unwrap_or(first);
    Some(u64::from(first) << 32 | u64::from(last))
}

/// The value of a lowercase number word with plain apostrophes.
fn number_word_value(word: &str) -> Option<u64> {
    // Every number word is Cyrillic, 6 to 26 bytes long.
    if !(6..=30).contains(&word.len()) || word.as_bytes()[0] < 0xC0 {
        return None;
    }
    NUMBER_WORD_ENDS.binary_search(&ends_key(word)?).ok()?;
    let v = &*NUMBER_WORD_VALUES;
    v.binary_search_by(|(w, _)| (*w).cmp(word)).ok().map(|i| v[i].1)
}

/// The value of one number word (apostrophes unified, case ignored). Lowercase words without a
/// typographic apostrophe are looked up as they are, without a copy.
pub fn number_word(word: &str) -> Option<u64> {
    // Every number word is at least three Cyrillic letters, and lowercasing keeps the length of
    // Cyrillic letters; most words of a paragraph are told apart by their first and last letters
    // before anything is copied or compared.
    if word.len() < 6 || !matches!(word.as_bytes()[0], 0xD0 | 0xD1) {
        return None;
    }
    let mut chars = word.chars();
    let first = fold_char(chars.next()?);
    let last = chars.next_back().map_or(first, fold_char);
    NUMBER_WORD_ENDS.binary_search(&(u64::from(first) << 32 | u64::from(last))).ok()?;
    let plain = !word.chars().any(|c| is_uppercase(c) || matches!(c, '’' | 'ʼ' | '`'));
    if plain {
        return number_word_value(word);
    }
    let w = lowercase(word).replace(['’', 'ʼ', '`'], "'");
    number_word_value(&w)
}

/// The words of a token (a hyphenated token is several words: `двадесет-пет`, `по-малко`), with
/// their spans.
fn words_of<'a>(t: &Token<'a>) -> impl Iterator<Item = (usize, usize, &'a str)> {
    let base = t.start;
    let text = t.text;
    let mut at = 0;
    text.split('-').map(move |w| {
        let s = base + at;
        at += w.len() + 1;
        (s, s + w.len(), w)
    })
}

/// Numbers written in words: `тридесет`, `двадесет и пет`, `двадцять п'ять`, `сто и двадесет`.
/// A run of number words adds up when each is smaller than the one before (`двадесет и пет` =
/// 25); anything else ends the number.
pub fn words_numbers(text: &str) -> Vec<Number> {
    words_numbers_in(text, &tokens(text))
}

/// [`words_numbers`] from the text's tokens.
pub fn words_numbers_in(text: &str, t: &[Token<'_>]) -> Vec<Number> {
    let found: Vec<(usize, usize, u64)> = t
        .iter()
        .filter(|x| x.kind == Kind::Word)
        .flat_map(words_of)
        .filter(|&(s, e, _)| e - s <= 30)
        .filter_map(|(s, e, w)| number_word(w).map(|v| (s, e, v)))
        .collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < found.len() {
        let (start, mut end, v) = found[i];
        let (mut total, mut last) = (v, v);
        let mut j = i + 1;
        while let Some(&(s, e, v)) = found.get(j) {
            let gap = text[end..s].trim();
            let joined = gap.is_empty() || (matches!(gap, "и" | "і") && last >= 10);
            if joined && v < last && (last >= 100 || (last % 10 == 0 && v < 10)) {
                total += v;
                last = v;
                end = e;
                j += 1;
            } else {
                break;
            }
        }
        out.push(Number { value: total, start, end, in_words: true });
        i = j;
    }
    out
}

/// Every number in a text, in digits (whole numbers) or words, in written order.
pub fn numbers(text: &str) -> Vec<Number> {
    numbers_in(text, &tokens(text))
}

/// [`numbers`] from the text's tokens.
pub fn numbers_in(text: &str, t: &[Token<'_>]) -> Vec<Number> {
    let mut out: Vec<Number> = t
        .iter()
        .filter(|x| x.kind == Kind::Number)
        .filter_map(|x| {
            Some(Number {
                value: x.text.parse().ok()?,
                start: x.start,
                end: x.end,
                in_words: false,
            })
        })
        .collect();
    out.extend(words_numbers_in(text, t));
    out.sort_by_key(|n| n.start);
    out
}

/// A number and the word that follows it (`9 кръга`, `девет кръга`, `9 (девет) кръга`): the
/// value, where the number starts, and the following word with its span. A number in words
/// in brackets after the digits is skipped over (`30 (тридесет) лв.`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counted<'a> {
    /// The number.
    pub number: Number,
    /// The word after it, lowercase.
    pub word: String,
    /// The word as written.
    pub written: &'a str,
    /// Where the word ends.
    pub end: usize,
    /// The text before the number (up to 40 characters), lowercase.
    pub before: String,
}

/// Every number followed by a word.
pub fn counted(text: &str) -> Vec<Counted<'_>> {
    let t = tokens(text);
    counted_in(text, &t, &numbers_in(text, &t))
}

/// [`counted`] from the text's tokens and [`numbers`] (computed once for every reader, see
/// [`crate::prose::Reading`]).
pub fn counted_in<'a>(text: &'a str, t: &[Token<'a>], nums: &[Number]) -> Vec<Counted<'a>> {
    let mut out = Vec::new();
    for (i, n) in nums.iter().enumerate() {
        // A number in words in brackets right after digits belongs to the digits.
        if n.in_words && i > 0 && text[..n.start].trim_end().ends_with('(') {
            continue;
        }
        let mut rest_at = n.end;
        let rest = &text[rest_at..];
        let trimmed = rest.trim_start();
        if let Some(inner) = trimmed.strip_prefix('(') {
            if let Some(close) = inner.find(')') {
                rest_at += rest.len() - trimmed.len() + 1 + close + 1;
            }
        }
        let after = &text[rest_at..];
        let skip = after.len() - after.trim_start().len();
        // Only blanks between the number and its word (no punctuation).
        if after[..skip].contains(['\n']) {
            continue;
        }
        let word_start = rest_at + skip;
        let Some(word_end) = word_at(t, word_start) else { continue };
        let before_start = floor_char(text, n.start.saturating_sub(60));
        out.push(Counted {
            number: *n,
            word: lowercase(&text[word_start..word_end]),
            written: &text[word_start..word_end],
            end: word_end,
            before: lowercase(&text[before_start..n.start]),
        });
    }
    out
}

/// The end of the word that starts at byte `at` (its first part when it is hyphenated), if a
/// word token starts there.
pub fn word_at(t: &[Token<'_>], at: usize) -> Option<usize> {
    let k = crate::prose::text::token_at(t, at);
    let w = t.get(k).filter(|x| x.start == at && x.kind == Kind::Word)?;
    Some(at + w.text.find('-').unwrap_or(w.text.len()))
}

/// The greatest char boundary at or below `at`.
pub fn floor_char(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// True when the number is one item of a list (`1, 2, 3 и 4 тура`, `5, 6 і 7 тури`): a comma
/// or a conjunction after another number right before it.
pub fn in_list(text: &str, n: &Number) -> bool {
    let before = text[..n.start].trim_end();
    if let Some(b) = before.strip_suffix(',') {
        return b.trim_end().ends_with(|c: char| c.is_ascii_digit());
    }
    for conj in [" и", " і", " та", " and", " или", " або", "-", "–"] {
        if let Some(b) = before.strip_suffix(conj) {
            return b.trim_end().ends_with(|c: char| c.is_ascii_digit());
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_words_add_up() {
        let v = |t: &str| words_numbers(t).iter().map(|n| n.value).collect::<Vec<_>>();
        assert_eq!(v("такса от тридесет лева"), [30]);
        assert_eq!(v("двадесет и пет участници"), [25]);
        assert_eq!(v("двадцять п'ять учасників"), [25]);
        assert_eq!(v("у сім турів"), [7]);
        assert_eq!(v("девет или десет"), [9, 10]);
        assert_eq!(v("сто и двадесет"), [120]);
    }

    #[test]
    fn every_number_word_is_found_in_every_case() {
        for (w, v) in NUMBER_WORDS {
            assert_eq!(number_word(w), Some(*v), "{w}");
            assert_eq!(number_word(&w.to_uppercase()), Some(*v), "{w}");
            assert_eq!(number_word(&w.replace('\'', "’")), Some(*v), "{w}");
            let mut title = w.chars();
            let title: String =
                title.next().into_iter().flat_map(char::to_uppercase).chain(title).collect();
            assert_eq!(number_word(&title.replace('\'', "ʼ")), Some(*v), "{title}");
        }
        for w in ["петък", "дева", "сега", "тримата", "пет.", "сто1", "hundred", "пе"]
        {
            assert_eq!(number_word(w), None, "{w}");
        }
    }

    #[test]
    fn counted_words_skip_the_bracketed_number_word() {
        let c = counted("в размер на 30 (тридесет) лв. в 9 (девет) кръга");
        let pairs: Vec<(u64, &str)> = c.iter().map(|c| (c.number.value, c.word.as_str())).collect();
        assert_eq!(pairs, [(30, "лв"), (9, "кръга")]);
    }
}
