//! Hand-written scanners for what the prose checks look for in text: words, digit runs, money,
//! dates, weekdays, ordinals, norm figures, categories, title abbreviations and the names of a
//! pairing system.
//!
//! Each scanner finds exactly what one regular expression of the prose checks found (the
//! pattern is quoted in its documentation), with the same leftmost-first choices and the same
//! non-overlapping resumption, so the checks' findings did not change. Compiling those Unicode
//! patterns cost about 7 ms at every process start (`(?i)` with `\p{L}` classes and long
//! alternations), more than everything else `check` does; these scanners cost nothing to set up.
//!
//! Character classes: a letter (`\p{L}`) is [`is_letter`]; a digit is an ASCII digit (the
//! patterns' `\d` also took other scripts' decimal digits, which no number parser here reads);
//! white space is `char::is_whitespace` (`\s`, exactly). Case is ignored (`(?i)`) by comparing
//! each character lowercased with [`fold_char`], which keeps a character whose lowercase has
//! another UTF-8 length (so offsets in a folded text are the original's offsets). Offsets are
//! byte offsets into the text given.

/// A span of bytes: start and end (exclusive).
pub type Span = (usize, usize);

/// True for a letter (general category L): ASCII and Cyrillic letters exactly, others by
/// `char::is_alphabetic` without the letter-like numerals (Roman numeral signs).
#[inline]
pub fn is_letter(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic();
    }
    match c as u32 {
        0x400..=0x481 | 0x48A..=0x52F => true,
        0x482..=0x489 => false,
        _ => c.is_alphabetic() && !c.is_numeric(),
    }
}

/// True for a character of a word as `\b` sees it (`\w`): letters, digits, marks, connector
/// punctuation.
#[inline]
pub fn is_word(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphanumeric() || c == '_';
    }
    // Cyrillic without a table look-up: letters and combining marks, all but the thousands
    // sign `҂` (U+0482).
    if let 0x400..=0x52F = c as u32 {
        return c != '\u{482}';
    }
    c.is_alphabetic()
        || matches!(c as u32,
            0x300..=0x36F | 0x483..=0x489 | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF
            | 0xFE20..=0xFE2F | 0x200C | 0x200D | 0x203F | 0x2040 | 0x2054 | 0xFE33 | 0xFE34
            | 0xFE4D..=0xFE4F | 0xFF3F)
}

/// A character lowercased when its lowercase is one character of the same UTF-8 length
/// (`Д` → `д`, `I` → `i`); otherwise the character itself.
#[inline]
pub fn fold_char(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    match c {
        'А'..='Я' => return char::from_u32(c as u32 + 0x20).unwrap_or(c),
        'а'..='я' | 'ѐ'..='џ' => return c,
        'Ѐ'..='Џ' => return char::from_u32(c as u32 + 0x50).unwrap_or(c),
        _ => {}
    }
    let mut l = c.to_lowercase();
    match (l.next(), l.next()) {
        (Some(x), None) if x.len_utf8() == c.len_utf8() => x,
        _ => c,
    }
}

/// The text lowercased, exactly as `str::to_lowercase` does, without its table look-up for
/// ASCII and Russian-alphabet Cyrillic (every paragraph is lowercased by several checks).
pub fn lowercase(text: &str) -> String {
    let b = text.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let (c, d) = (b[i], b.get(i + 1).copied().unwrap_or(0));
        // ASCII, then the two-byte Cyrillic U+0400–U+045F, byte by byte.
        let pair = match (c, d) {
            (0..=0x7F, _) => {
                out.push(c.to_ascii_lowercase());
                i += 1;
                continue;
            }
            (0xD0, 0x80..=0x8F) => [0xD1, d + 0x10], // Ѐ–Џ → ѐ–џ
            (0xD0, 0x90..=0x9F) => [0xD0, d + 0x20], // А–П → а–п
            (0xD0, 0xA0..=0xAF) => [0xD1, d - 0x20], // Р–Я → р–я
            (0xD0, 0xB0..=0xBF) | (0xD1, 0x80..=0x9F) => [c, d], // а–п, р–я, ѐ–џ
            _ => {
                let Some(ch) = text[i..].chars().next() else { break };
                i += ch.len_utf8();
                let mut buf = [0; 4];
                match ch {
                    'Ґ' | 'ґ' => out.extend_from_slice('ґ'.encode_utf8(&mut buf).as_bytes()),
                    // Punctuation, spaces, dashes and quotes have no case.
                    '\u{a0}'..='\u{bf}' | '\u{2000}'..='\u{206f}' | '№' => {
                        out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes())
                    }
                    // The final sigma depends on its neighbours: the standard library decides.
                    'Σ' => return text.to_lowercase(),
                    _ => {
                        for l in ch.to_lowercase() {
                            out.extend_from_slice(l.encode_utf8(&mut buf).as_bytes());
                        }
                    }
                }
                continue;
            }
        };
        out.extend_from_slice(&pair);
        i += 2;
    }
    String::from_utf8(out).unwrap_or_else(|_| text.to_lowercase())
}

/// [`lowercase`] as a method of text: `paragraph.lowercase()` where `str::to_lowercase` would look
/// every Cyrillic letter up in the Unicode tables.
pub trait Lowercase {
    /// The text lowercased ([`lowercase`]).
    fn lowercase(&self) -> String;
}

impl Lowercase for str {
    fn lowercase(&self) -> String {
        lowercase(self)
    }
}

/// True when `c` is an uppercase letter (`char::is_uppercase`), without the table look-up for
/// ASCII and Russian-alphabet Cyrillic.
#[inline]
pub fn is_uppercase(c: char) -> bool {
    match c {
        'A'..='Z' | 'А'..='Я' | 'Ѐ'..='Џ' => true,
        '\0'..='\u{7f}' | 'а'..='я' | 'ѐ'..='џ' => false,
        _ => c.is_uppercase(),
    }
}

/// The character at `at`, if any.
#[inline]
fn char_at(text: &str, at: usize) -> Option<char> {
    text.get(at..).and_then(|t| t.chars().next())
}

/// The character before `at`, if any.
#[inline]
fn char_before(text: &str, at: usize) -> Option<char> {
    text[..at].chars().next_back()
}

/// The end of the run of characters satisfying `f` that starts at `at`.
#[inline]
fn run_end(text: &str, at: usize, f: impl Fn(char) -> bool) -> usize {
    text[at..].char_indices().find(|&(_, c)| !f(c)).map_or(text.len(), |(i, _)| at + i)
}

/// The end of the white space starting at `at` (`\s*`).
#[inline]
fn ws_end(text: &str, at: usize) -> usize {
    run_end(text, at, char::is_whitespace)
}

/// The end of the letters starting at `at` (`\p{L}*`).
#[inline]
fn letters_end(text: &str, at: usize) -> usize {
    run_end(text, at, is_letter)
}

/// The end of the ASCII digits starting at `at`.
#[inline]
fn digits_end(text: &str, at: usize) -> usize {
    let b = text.as_bytes();
    let mut e = at;
    while e < b.len() && b[e].is_ascii_digit() {
        e += 1;
    }
    e
}

/// True when exactly-`n` ASCII digits start at `at` (more may follow).
#[inline]
fn digits_at(text: &str, at: usize, n: usize) -> bool {
    text.as_bytes().get(at..at + n).is_some_and(|d| d.iter().all(u8::is_ascii_digit))
}

/// The end of `lit` (lowercase) when the text at `at` is `lit` with case ignored.
#[inline]
pub fn starts_ci(text: &str, at: usize, lit: &str) -> Option<usize> {
    let mut chars = text.get(at..)?.char_indices();
    for l in lit.chars() {
        let (_, c) = chars.next()?;
        if fold_char(c) != l {
            return None;
        }
    }
    Some(chars.next().map_or(text.len(), |(i, _)| at + i))
}

/// True when `a` and `b` are the same with case ignored.
fn eq_ci(a: &str, b: &str) -> bool {
    a.len() == b.len() && starts_ci(a, 0, b) == Some(a.len())
}

/// True for a character of a word (`[\p{L}'’ʼ]`).
#[inline]
fn is_word_char(c: char) -> bool {
    is_letter(c) || matches!(c, '\'' | '’' | 'ʼ')
}

/// Words (`[\p{L}'’ʼ]+`): letters with apostrophes inside, as `п'ять`.
pub fn words(text: &str) -> impl Iterator<Item = Span> + '_ {
    let mut at = 0;
    std::iter::from_fn(move || {
        let (i, _) = text[at..].char_indices().find(|&(_, c)| is_word_char(c))?;
        let start = at + i;
        at = run_end(text, start, is_word_char);
        Some((start, at))
    })
}

/// The end of the word that starts right at `at`, if one does.
pub fn word_at(text: &str, at: usize) -> Option<usize> {
    let e = run_end(text, at, is_word_char);
    (e > at).then_some(e)
}

/// Runs of ASCII digits (`\d+`).
pub fn digit_runs(text: &str) -> impl Iterator<Item = Span> + '_ {
    let b = text.as_bytes();
    let mut at = 0;
    std::iter::from_fn(move || {
        let start = at + b[at..].iter().position(u8::is_ascii_digit)?;
        at = digits_end(text, start);
        Some((start, at))
    })
}

/// A money amount as written: the whole, the integer part, the decimals, the currency.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Money {
    /// The amount and its currency.
    pub whole: Span,
    /// The integer part (`15 000`).
    pub int: Span,
    /// The decimals after `.` or `,`.
    pub frac: Option<Span>,
    /// The currency as written (`лв.`, `грн`, `€`).
    pub currency: Span,
}

/// Every match of `at` in text order, not overlapping, for patterns whose matches start with
/// an ASCII digit: `at` is tried at each digit; after a match the search goes on at its `end`,
/// otherwise at the next byte (as a regex's leftmost-first search does).
fn at_digits<T>(
    text: &str,
    at: impl Fn(&str, usize) -> Option<T>,
    end: impl Fn(&T) -> usize,
) -> Vec<T> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut pos = 0;
    while let Some(i) = b[pos..].iter().position(u8::is_ascii_digit) {
        let s = pos + i;
        match at(text, s) {
            Some(m) => {
                pos = end(&m);
                out.push(m);
            }
            None => pos = s + 1,
        }
    }
    out
}

/// Money (`(?i)(\d{1,3}(?:[ ]\d{3})+|\d+)(?:[.,](\d{1,2}))?\s*(?:\([^)]{1,40}\)\s*)?`
/// `(лв\.?|лева|лев|bgn|евро|eur|€|грн\.?|гривень|гривні|uah)`).
pub fn money(text: &str) -> Vec<Money> {
    at_digits(text, money_at, |m| m.whole.1)
}

/// The money match starting at `s`, trying the pattern's choices in its order.
fn money_at(text: &str, s: usize) -> Option<Money> {
    let run = digits_end(text, s);
    // `\d{1,3}(?:[ ]\d{3})+`, greedy.
    for d in (1..=3.min(run - s)).rev() {
        let mut ends = Vec::new();
        let mut e = s + d;
        while text.as_bytes().get(e) == Some(&b' ') && digits_at(text, e + 1, 3) {
            e += 4;
            ends.push(e);
        }
        for &e1 in ends.iter().rev() {
            if let Some(m) = money_tail(text, s, e1) {
                return Some(m);
            }
        }
    }
    // `\d+`, greedy.
    (s + 1..=run).rev().find_map(|e1| money_tail(text, s, e1))
}

/// The rest of a money match after its integer part `s..e1`.
fn money_tail(text: &str, s: usize, e1: usize) -> Option<Money> {
    let b = text.as_bytes();
    let mut fracs: [Option<Span>; 3] = [None; 3];
    let mut n = 0;
    if matches!(b.get(e1), Some(b'.' | b',')) {
        let de = digits_end(text, e1 + 1);
        for k in (1..=(de - e1 - 1).min(2)).rev() {
            fracs[n] = Some((e1 + 1, e1 + 1 + k));
            n += 1;
        }
    }
    let tries = fracs[..n].iter().map(|f| (*f, f.map_or(e1, |f| f.1))).chain([(None, e1)]);
    for (frac, e2) in tries {
        if let Some((cs, ce)) = money_currency(text, e2) {
            return Some(Money { whole: (s, ce), int: (s, e1), frac, currency: (cs, ce) });
        }
    }
    None
}

/// `\s*(?:\([^)]{1,40}\)\s*)?(CURRENCY)` at `at`: the currency's span.
fn money_currency(text: &str, at: usize) -> Option<Span> {
    let p = ws_end(text, at);
    if text[p..].starts_with('(') {
        let inner = p + 1;
        let close = text[inner..].char_indices().take(41).enumerate().find(|(_, (_, c))| *c == ')');
        if let Some((k, (i, _))) = close {
            if (1..=40).contains(&k) {
                let p2 = ws_end(text, inner + i + 1);
                if let Some(ce) = currency_at(text, p2) {
                    return Some((p2, ce));
                }
            }
        }
    }
    currency_at(text, p).map(|ce| (p, ce))
}

/// `(?i)(лв\.?|лева|лев|bgn|евро|eur|€|грн\.?|гривень|гривні|uah)` at `at`: its end.
fn currency_at(text: &str, at: usize) -> Option<usize> {
    let dot = |e: usize| if text[e..].starts_with('.') { e + 1 } else { e };
    if let Some(e) = starts_ci(text, at, "лв") {
        return Some(dot(e));
    }
    for lit in ["лева", "лев", "bgn", "евро", "eur", "€"] {
        if let Some(e) = starts_ci(text, at, lit) {
            return Some(e);
        }
    }
    if let Some(e) = starts_ci(text, at, "грн") {
        return Some(dot(e));
    }
    ["гривень", "гривні", "uah"].iter().find_map(|lit| starts_ci(text, at, lit))
}

/// A date in digits: the whole, day, month and year when written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NumericDate {
    /// The whole date.
    pub whole: Span,
    /// The day's digits.
    pub day: Span,
    /// The month's digits.
    pub month: Span,
    /// The year's digits.
    pub year: Option<Span>,
}

/// `\s?` then `c` at `at`: the end after `c`.
fn opt_ws_then(text: &str, at: usize, c: char) -> Option<usize> {
    if let Some(w) = char_at(text, at).filter(|w| w.is_whitespace()) {
        if text[at + w.len_utf8()..].starts_with(c) {
            return Some(at + w.len_utf8() + c.len_utf8());
        }
    }
    text[at..].starts_with(c).then(|| at + c.len_utf8())
}

/// `\s?` then an ASCII digit at `at`: where the digit starts.
fn opt_ws_digit(text: &str, at: usize) -> Option<usize> {
    if let Some(w) = char_at(text, at).filter(|w| w.is_whitespace()) {
        if digits_at(text, at + w.len_utf8(), 1) {
            return Some(at + w.len_utf8());
        }
    }
    digits_at(text, at, 1).then_some(at)
}

/// Dates in digits (`(\d{1,2})\s?\.\s?(\d{1,2})(?:\s?\.\s?(\d{4})|\.)?`): `20.03.2021`,
/// `11.03`, `28.03.`.
pub fn numeric_dates(text: &str) -> Vec<NumericDate> {
    at_digits(text, numeric_date_at, |m| m.whole.1)
}

/// The date in digits starting at `s`.
fn numeric_date_at(text: &str, s: usize) -> Option<NumericDate> {
    let run = digits_end(text, s);
    for d in (1..=2.min(run - s)).rev() {
        let Some(p) = opt_ws_then(text, s + d, '.') else { continue };
        let Some(m) = opt_ws_digit(text, p) else { continue };
        let m_end = m + (digits_end(text, m) - m).min(2);
        let year = opt_ws_then(text, m_end, '.')
            .and_then(|q| opt_ws_digit(text, q))
            .filter(|&y| digits_at(text, y, 4))
            .map(|y| (y, y + 4));
        let end = match year {
            Some(y) => y.1,
            None if text[m_end..].starts_with('.') => m_end + 1,
            None => m_end,
        };
        return Some(NumericDate { whole: (s, end), day: (s, s + d), month: (m, m_end), year });
    }
    None
}

/// A date with the month in a word: the whole, the day, the month word (with its dot) and
/// the year when written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WordDate {
    /// The whole date.
    pub whole: Span,
    /// The day's digits.
    pub day: Span,
    /// The word after the day (`юли`, `март.`), a month or not.
    pub month: Span,
    /// The year's digits.
    pub year: Option<Span>,
}

/// Ordinal endings after a day (`(?i)-?(?:ви|ри|ти|ми|во|ро|то|мо|го|е)`) at `at`: their end.
fn day_suffix_at(text: &str, at: usize) -> Option<usize> {
    ["ви", "ри", "ти", "ми", "во", "ро", "то", "мо", "го", "е"]
        .iter()
        .find_map(|lit| starts_ci(text, at, lit))
}

/// Dates with a month word (`(?i)(\d{1,2})(?:-?(?:ви|ри|ти|ми|во|ро|то|мо|го|е))?\s+`
/// `([\p{L}]+\.?)(?:,?\s+(\d{4}))?`): `17-ти юли 2022`, `25 січня`. The word after the day
/// need not be a month; the caller checks.
pub fn word_dates(text: &str) -> Vec<WordDate> {
    at_digits(text, word_date_at, |m| m.whole.1)
}

/// The date with a month word starting at `s`.
fn word_date_at(text: &str, s: usize) -> Option<WordDate> {
    let run = digits_end(text, s);
    for d in (1..=2.min(run - s)).rev() {
        let p = s + d;
        let dashed = text[p..].starts_with('-').then(|| day_suffix_at(text, p + 1)).flatten();
        for p1 in [dashed, day_suffix_at(text, p), Some(p)].into_iter().flatten() {
            let e = ws_end(text, p1);
            if e == p1 {
                continue;
            }
            let le = letters_end(text, e);
            if le == e {
                continue;
            }
            let word_end = if text[le..].starts_with('.') { le + 1 } else { le };
            let year_at = |q: usize| {
                let y = ws_end(text, q);
                (y > q && digits_at(text, y, 4)).then_some((y, y + 4))
            };
            let year = text[word_end..]
                .starts_with(',')
                .then(|| year_at(word_end + 1))
                .flatten()
                .or_else(|| year_at(word_end));
            let end = year.map_or(word_end, |y| y.1);
            return Some(WordDate { whole: (s, end), day: (s, p), month: (e, word_end), year });
        }
    }
    None
}

/// A month and year without a day: the whole, the month word, the year.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MonthYear {
    /// The whole (with `месец` or `м.` before it).
    pub whole: Span,
    /// The word before the year, a month or not.
    pub month: Span,
    /// The year's digits.
    pub year: Span,
}

/// A word and a year (`(?i)(?:месец\s+|м\.\s*)?([\p{L}]+)\s+(\d{4})`): `месец май 2021`,
/// `м. юни 2020`. The word need not be a month; the caller checks.
pub fn month_years(text: &str) -> Vec<MonthYear> {
    let rest = |p: usize| {
        let le = letters_end(text, p);
        let we = ws_end(text, le);
        (le > p && we > le && digits_at(text, we, 4)).then_some(((p, le), (we, we + 4)))
    };
    let mut out = Vec::new();
    // Nothing to find without a year.
    if !text.as_bytes().windows(4).any(|w| w.iter().all(u8::is_ascii_digit)) {
        return out;
    }
    let mut pos = 0;
    for (s, c) in text.char_indices() {
        if s < pos {
            continue;
        }
        let mut found = None;
        if fold_char(c) == 'м' {
            if let Some(e) = starts_ci(text, s, "месец") {
                let w = ws_end(text, e);
                if w > e {
                    found = rest(w);
                }
            }
            if found.is_none() && text[s + c.len_utf8()..].starts_with('.') {
                found = rest(ws_end(text, s + c.len_utf8() + 1));
            }
        }
        // Inside a word the letters end where they end from the word's start: nothing new.
        if found.is_none()
            && is_letter(c)
            && (s == pos || !char_before(text, s).is_some_and(is_letter))
        {
            found = rest(s);
        }
        if let Some((month, year)) = found {
            out.push(MonthYear { whole: (s, year.1), month, year });
            pos = year.1;
        }
    }
    out
}

/// The day before a range mark at the end of `head`
/// (`(?i)(?:^|[\s(])(?:от|з|від|from)?\s*(\d{1,2})\s*(?:-|–|—|÷|до|по)\s*$`): `20–`,
/// `от 20 до `, `з 4 по `.
pub fn bare_day(head: &str) -> Option<Span> {
    let t = head.trim_end_matches(char::is_whitespace);
    let before_mark = if let Some(x) = t.strip_suffix(['-', '–', '—', '÷']) {
        x
    } else {
        let at = t.char_indices().rev().nth(1)?.0;
        if eq_ci(&t[at..], "до") || eq_ci(&t[at..], "по") {
            &t[..at]
        } else {
            return None;
        }
    };
    let u = before_mark.trim_end_matches(char::is_whitespace);
    let digits = u.bytes().rev().take_while(u8::is_ascii_digit).count();
    if !(1..=2).contains(&digits) {
        return None;
    }
    let ds = u.len() - digits;
    let p = &head[..ds];
    let opened = |x: &str| x.is_empty() || x.ends_with(|c: char| c.is_whitespace() || c == '(');
    let word_before = ["от", "з", "від", "from"].iter().any(|w| {
        let n = w.chars().count();
        match p.char_indices().rev().nth(n - 1) {
            Some((at, _)) => eq_ci(&p[at..], w) && opened(&p[..at]),
            None => false,
        }
    });
    (opened(p) || word_before).then_some((ds, u.len()))
}

/// The full weekday names of the vocabulary ([`crate::vocab::calendar::WEEKDAY_NAMES`]) but
/// the Ukrainian Friday, whose apostrophe is not a letter (`ятниця` below).
fn weekday_names() -> impl Iterator<Item = &'static str> {
    crate::vocab::calendar::WEEKDAY_NAMES
        .iter()
        .flat_map(|f| f.iter())
        .copied()
        .filter(|n| !n.contains('\''))
}

/// The first letters of the weekday names and of `ятниця` (`п'ятниця` after its apostrophe).
const WEEKDAY_FIRST_LETTERS: &[char] = &['п', 'в', 'с', 'ч', 'н', 'я', 'm', 't', 'w', 'f', 's'];

/// Weekday names standing as words (`(?i)(?:^|[^\p{L}])(понеделник|…|п['’ʼ]ятниця|…)`
/// `(?:$|[^\p{L}])`), in written order.
pub fn weekdays(text: &str) -> Vec<Span> {
    let mut out = Vec::new();
    let mut at = 0;
    while let Some((i, _)) = text[at..].char_indices().find(|&(_, c)| is_letter(c)) {
        let start = at + i;
        let end = letters_end(text, start);
        at = end;
        let run = &text[start..end];
        // Most words are told apart by their first letter before the names are compared.
        if !run.chars().next().is_some_and(|c| WEEKDAY_FIRST_LETTERS.contains(&fold_char(c))) {
            continue;
        }
        if weekday_names().any(|n| eq_ci(run, n)) {
            out.push((start, end));
        } else if ["ятниця", "ятницю", "ятниці"].iter().any(|n| eq_ci(run, n)) {
            // `п'ятниця`: `п` standing alone before the apostrophe.
            let Some(apo) = char_before(text, start).filter(|c| matches!(c, '\'' | '’' | 'ʼ'))
            else {
                continue;
            };
            let p_at = start - apo.len_utf8();
            let Some(p) = char_before(text, p_at).filter(|&p| fold_char(p) == 'п') else {
                continue;
            };
            let from = p_at - p.len_utf8();
            if !char_before(text, from).is_some_and(is_letter) {
                out.push((from, end));
            }
        }
    }
    out
}

/// A month name or a year and the token after it (`(?i)(?:^|[^\p{L}\d])(MONTH|\d{4})`
/// `(?:\s*(?:г|год|р|року|рік)\.?)?[\s,.]{1,6}(\p{L}+|\d{4})`, resumed after the first token):
/// the two spans, for finding `март март` and `2021 г. 2021`.
pub fn month_or_year_pairs(text: &str) -> Vec<(Span, Span)> {
    let mut out = Vec::new();
    let mut pos = 0;
    while pos < text.len() {
        let mut found = None;
        if pos == 0 {
            found = pair_at(text, 0);
        }
        if found.is_none() {
            found = text[pos..].char_indices().find_map(|(i, c)| {
                if is_letter(c) || c.is_ascii_digit() {
                    return None;
                }
                pair_at(text, pos + i + c.len_utf8())
            });
        }
        let Some((a, b)) = found else { break };
        out.push((a, b));
        pos = a.1;
    }
    out
}

/// The month or year at `g` and the token after it.
fn pair_at(text: &str, g: usize) -> Option<(Span, Span)> {
    let a_end = if digits_at(text, g, 4) {
        g + 4
    } else {
        // The month names written after a day (Bulgarian, Ukrainian genitive), told apart
        // by their first letter before they are compared.
        let first = fold_char(char_at(text, g)?);
        let months = crate::vocab::calendar::MONTHS
            .iter()
            .flat_map(|m| [m.bg, m.uk])
            .filter(|m| m.starts_with(first));
        months.into_iter().find_map(|m| starts_ci(text, g, m))?
    };
    let w = ws_end(text, a_end);
    for yw in ["г", "год", "р", "року", "рік"] {
        if let Some(e) = starts_ci(text, w, yw) {
            if text[e..].starts_with('.') {
                if let Some(b) = separated_token(text, e + 1) {
                    return Some(((g, a_end), b));
                }
            }
            if let Some(b) = separated_token(text, e) {
                return Some(((g, a_end), b));
            }
        }
    }
    separated_token(text, a_end).map(|b| ((g, a_end), b))
}

/// `[\s,.]{1,6}(\p{L}+|\d{4})` at `at`: the token's span.
fn separated_token(text: &str, at: usize) -> Option<Span> {
    let is_sep = |c: char| c.is_whitespace() || c == ',' || c == '.';
    let n = text[at..].chars().take(7).take_while(|&c| is_sep(c)).count();
    if !(1..=6).contains(&n) {
        return None;
    }
    let q = run_end(text, at, is_sep);
    let le = letters_end(text, q);
    if le > q {
        Some((q, le))
    } else {
        digits_at(text, q, 4).then_some((q, q + 4))
    }
}

/// True when the text names a pairing system (`(?i)(кръгов|швейцарск|колов|швейцарськ)\p{L}*`
/// `\s+систем|систем\p{L}*\s+(кръгов|швейцарск|колов|швейцарськ)|всеки срещу всеки|`
/// `кожен з кожним|round[ -]robin|swiss system`).
pub fn names_a_system(text: &str) -> bool {
    const STEMS: [&str; 4] = ["кръгов", "швейцарск", "колов", "швейцарськ"];
    let then_ws = |e: usize| {
        let le = letters_end(text, e);
        let we = ws_end(text, le);
        (we > le).then_some(we)
    };
    text.char_indices().any(|(s, c)| match fold_char(c) {
        'к' | 'ш' => {
            STEMS.iter().any(|stem| {
                starts_ci(text, s, stem)
                    .and_then(then_ws)
                    .is_some_and(|w| starts_ci(text, w, "систем").is_some())
            }) || starts_ci(text, s, "кожен з кожним").is_some()
        }
        'с' => starts_ci(text, s, "систем")
            .and_then(then_ws)
            .is_some_and(|w| STEMS.iter().any(|stem| starts_ci(text, w, stem).is_some())),
        'в' => starts_ci(text, s, "всеки срещу всеки").is_some(),
        'r' => {
            starts_ci(text, s, "round robin").is_some()
                || starts_ci(text, s, "round-robin").is_some()
        }
        's' => starts_ci(text, s, "swiss system").is_some(),
        _ => false,
    })
}

/// Bulgarian ordinals in digits (`(?:^|[^\d.,:])(\d{1,4})\s?-\s?([ВвРрТтМм][ИиАаОо])`
/// `(?:[^\p{L}]|$)`): the number's digits and the ending's two letters. A match takes the
/// character after the ending, so the next ordinal must start after it (`1-ви 2-ри` finds the
/// first only, as the pattern did).
pub fn ordinals(text: &str) -> Vec<(Span, Span)> {
    let mut out = Vec::new();
    let mut pos = 0;
    for (p, run) in digit_runs(text) {
        if p < pos {
            continue;
        }
        let opened = match char_before(text, p) {
            None => true,
            Some(c) => !matches!(c, '0'..='9' | '.' | ',' | ':') && p - c.len_utf8() >= pos,
        };
        if !opened || run - p > 4 {
            continue;
        }
        let Some(q) = opt_ws_then(text, run, '-') else { continue };
        let pair = |at: usize| {
            let mut cs = text[at..].chars();
            let ok = matches!(cs.next(), Some('В' | 'в' | 'Р' | 'р' | 'Т' | 'т' | 'М' | 'м'))
                && matches!(cs.next(), Some('И' | 'и' | 'А' | 'а' | 'О' | 'о'));
            ok.then_some(at + 4)
        };
        let spaced =
            char_at(text, q).filter(|c| c.is_whitespace()).and_then(|w| pair(q + w.len_utf8()));
        let Some(r) = spaced.or_else(|| pair(q)) else { continue };
        let end = match char_at(text, r) {
            None => r,
            Some(c) if !is_letter(c) => r + c.len_utf8(),
            Some(_) => continue,
        };
        out.push(((p, run), (r - 4, r)));
        pos = end;
    }
    out
}

/// A Roman numeral letter with case ignored (`(?i)[IVXLІХ]`, Latin and Cyrillic).
fn is_roman(c: char) -> bool {
    matches!(fold_char(c), 'i' | 'v' | 'x' | 'l' | 'і' | 'х')
}

/// Categories (`(?i)(?:^|[\s(])([IVXLІХ]{1,6}(?:\s*-\s*[ЖW])?)\s+категори|`
/// `категори[яиї]\s+([IVXLІХ]{1,6}|(\d{1,2}))\b`): the category before the word (`VI категория`,
/// `V-Ж категория`) or in digits after it (`категория 5`). A Roman numeral after the word is
/// matched but not given, as the pattern's caller did.
pub fn categories(text: &str) -> Vec<Span> {
    let mut out = Vec::new();
    let mut pos = 0;
    for (s, c) in text.char_indices() {
        if s < pos {
            continue;
        }
        let mut found = None;
        if s == 0 {
            found = category_before(text, 0);
        }
        if found.is_none() && (c.is_whitespace() || c == '(') {
            found = category_before(text, s + c.len_utf8());
        }
        if found.is_none() {
            found = category_after(text, s);
        }
        if let Some((group, end)) = found {
            out.extend(group);
            pos = end;
        }
    }
    out
}

/// `\s+категори` at `at`: its end.
fn then_category_word(text: &str, at: usize) -> Option<usize> {
    let w = ws_end(text, at);
    if w == at {
        return None;
    }
    starts_ci(text, w, "категори")
}

/// `([IVXLІХ]{1,6}(?:\s*-\s*[ЖW])?)\s+категори` at `g`: the category and the match's end.
fn category_before(text: &str, g: usize) -> Option<(Option<Span>, usize)> {
    let n = text[g..].chars().take(7).take_while(|&c| is_roman(c)).count();
    if !(1..=6).contains(&n) {
        return None;
    }
    let re = run_end(text, g, is_roman);
    let w1 = ws_end(text, re);
    if text[w1..].starts_with('-') {
        let w2 = ws_end(text, w1 + 1);
        if let Some(c) = char_at(text, w2).filter(|&c| matches!(fold_char(c), 'ж' | 'w')) {
            let d_end = w2 + c.len_utf8();
            if let Some(e) = then_category_word(text, d_end) {
                return Some((Some((g, d_end)), e));
            }
        }
    }
    then_category_word(text, re).map(|e| (Some((g, re)), e))
}

/// `категори[яиї]\s+([IVXLІХ]{1,6}|(\d{1,2}))\b` at `s`: the digits when the category is in
/// digits, and the match's end.
fn category_after(text: &str, s: usize) -> Option<(Option<Span>, usize)> {
    let e = starts_ci(text, s, "категори")?;
    let c = char_at(text, e).filter(|&c| matches!(fold_char(c), 'я' | 'и' | 'ї'))?;
    let e2 = e + c.len_utf8();
    let we = ws_end(text, e2);
    if we == e2 {
        return None;
    }
    let boundary = |at: usize| !char_at(text, at).is_some_and(is_word);
    let n = text[we..].chars().take(7).take_while(|&c| is_roman(c)).count();
    let re = run_end(text, we, is_roman);
    if (1..=6).contains(&n) && boundary(re) {
        return Some((None, re));
    }
    let de = digits_end(text, we);
    ((1..=2).contains(&(de - we)) && boundary(de)).then_some((Some((we, de)), de))
}

/// The title abbreviations (`\b(WGM|WIM|WFM|WCM|GM|IM|FM|CM)\b`), as written.
pub fn titles(text: &str) -> impl Iterator<Item = &str> + '_ {
    let mut at = 0;
    std::iter::from_fn(move || loop {
        let (i, _) = text[at..].char_indices().find(|&(_, c)| is_word(c))?;
        let start = at + i;
        at = run_end(text, start, is_word);
        let w = &text[start..at];
        if matches!(w, "WGM" | "WIM" | "WFM" | "WCM" | "GM" | "IM" | "FM" | "CM") {
            return Some(w);
        }
    })
}

/// Words a norm figure is counted in, lowercase.
const NORM_WORDS: &[&str] = &[
    "точки",
    "точка",
    "т.",
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

/// Norm figures (`(?i)(\d+(?:[.,]\d)?½?)\s*(точки|точка|т\.|очки|…|opponents)`): the figure
/// (`7`, `6.5`, `6½`) and the word after it.
pub fn norm_figures(text: &str) -> Vec<(Span, Span)> {
    let mut out = Vec::new();
    let mut pos = 0;
    for (s, run) in digit_runs(text) {
        if s < pos {
            continue;
        }
        let mut e = run;
        if matches!(text.as_bytes().get(e), Some(b'.' | b',')) && digits_at(text, e + 1, 1) {
            e += 2;
        }
        if text[e..].starts_with('½') {
            e += '½'.len_utf8();
        }
        let w = ws_end(text, e);
        if let Some(we) = NORM_WORDS.iter().find_map(|lit| starts_ci(text, w, lit)) {
            out.push(((s, e), (w, we)));
            pos = we;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    //! Each scanner against the regular expression it replaced, on every regulation, seed text
    //! and fixture of the repository (line by line and whole) and on edge cases.
    use super::*;
    use regex::Regex;

    #[test]
    fn the_weekday_first_letters_are_those_of_the_names() {
        let mut firsts: Vec<char> =
            weekday_names().chain(["ятниця"]).filter_map(|n| n.chars().next()).collect();
        firsts.sort_unstable();
        firsts.dedup();
        let mut listed = WEEKDAY_FIRST_LETTERS.to_vec();
        listed.sort_unstable();
        assert_eq!(listed, firsts);
    }

    fn span(m: Option<regex::Match<'_>>) -> Option<Span> {
        m.map(|m| (m.start(), m.end()))
    }

    fn re(p: &str) -> Regex {
        Regex::new(p).unwrap_or_else(|e| panic!("{p}: {e}"))
    }

    struct Reference {
        word: Regex,
        digits: Regex,
        money: Regex,
        numeric_date: Regex,
        word_date: Regex,
        month_year: Regex,
        bare_day: Regex,
        weekday: Regex,
        token: Regex,
        system: Regex,
        ordinal: Regex,
        category: Regex,
        title: Regex,
        norm: Regex,
    }

    fn reference() -> Reference {
        Reference {
            word: re(r"[\p{L}'’ʼ]+"),
            digits: re(r"\d+"),
            money: re(
                r"(?i)(\d{1,3}(?:[ ]\d{3})+|\d+)(?:[.,](\d{1,2}))?\s*(?:\([^)]{1,40}\)\s*)?(лв\.?|лева|лев|bgn|евро|eur|€|грн\.?|гривень|гривні|uah)",
            ),
            numeric_date: re(r"(\d{1,2})\s?\.\s?(\d{1,2})(?:\s?\.\s?(\d{4})|\.)?"),
            word_date: re(
                r"(?i)(\d{1,2})(?:-?(?:ви|ри|ти|ми|во|ро|то|мо|го|е))?\s+([\p{L}]+\.?)(?:,?\s+(\d{4}))?",
            ),
            month_year: re(r"(?i)(?:месец\s+|м\.\s*)?([\p{L}]+)\s+(\d{4})"),
            bare_day: re(r"(?i)(?:^|[\s(])(?:от|з|від|from)?\s*(\d{1,2})\s*(?:-|–|—|÷|до|по)\s*$"),
            weekday: re(
                r"(?i)(?:^|[^\p{L}])(понеделник|вторник|сряда|четвъртък|петък|събота|неделя|понеділок|понеділка|вівторок|вівторка|середа|середу|середи|четвер|четверга|п['’ʼ]ятниця|п['’ʼ]ятницю|п['’ʼ]ятниці|субота|суботу|суботи|неділя|неділю|неділі|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:$|[^\p{L}])",
            ),
            token: re(
                r"(?i)(?:^|[^\p{L}\d])(януари|февруари|март|април|май|юни|юли|август|септември|октомври|ноември|декември|січня|лютого|березня|квітня|травня|червня|липня|серпня|вересня|жовтня|листопада|грудня|\d{4})(?:\s*(?:г|год|р|року|рік)\.?)?[\s,.]{1,6}(\p{L}+|\d{4})",
            ),
            system: re(
                r"(?i)(кръгов|швейцарск|колов|швейцарськ)\p{L}*\s+систем|систем\p{L}*\s+(кръгов|швейцарск|колов|швейцарськ)|всеки срещу всеки|кожен з кожним|round[ -]robin|swiss system",
            ),
            ordinal: re(r"(?:^|[^\d.,:])(\d{1,4})\s?-\s?([ВвРрТтМм][ИиАаОо])(?:[^\p{L}]|$)"),
            category: re(
                r"(?i)(?:^|[\s(])([IVXLІХ]{1,6}(?:\s*-\s*[ЖW])?)\s+категори|категори[яиї]\s+([IVXLІХ]{1,6}|(\d{1,2}))\b",
            ),
            title: re(r"\b(WGM|WIM|WFM|WCM|GM|IM|FM|CM)\b"),
            norm: re(
                r"(?i)(\d+(?:[.,]\d)?½?)\s*(точки|точка|т\.|очки|очка|очок|points|партии|партия|партій|партії|games|противнички|противници|противника|съпернички|суперниць|суперників|суперниці|opponents)",
            ),
        }
    }

    /// Captures resumed after group `g`'s end, as the weekday and repeat loops did.
    fn resumed<'t>(r: &Regex, text: &'t str, g: usize) -> Vec<regex::Captures<'t>> {
        let mut out = Vec::new();
        let mut at = 0;
        while let Some(c) = r.captures_at(text, at) {
            let Some(m) = c.get(g) else { break };
            at = m.end();
            out.push(c);
            if at >= text.len() {
                break;
            }
        }
        out
    }

    fn assert_same(r: &Reference, text: &str) {
        assert_eq!(lowercase(text), text.to_lowercase(), "lowercase of {text:?}");
        for c in text.chars() {
            assert_eq!(is_uppercase(c), c.is_uppercase(), "uppercase {c:?}");
        }
        let spans =
            |re: &Regex| re.find_iter(text).map(|m| (m.start(), m.end())).collect::<Vec<_>>();
        assert_eq!(words(text).collect::<Vec<_>>(), spans(&r.word), "words in {text:?}");
        assert_eq!(digit_runs(text).collect::<Vec<_>>(), spans(&r.digits), "digits in {text:?}");
        let want: Vec<Money> = r
            .money
            .captures_iter(text)
            .map(|c| Money {
                whole: span(c.get(0)).unwrap_or_default(),
                int: span(c.get(1)).unwrap_or_default(),
                frac: span(c.get(2)),
                currency: span(c.get(3)).unwrap_or_default(),
            })
            .collect();
        assert_eq!(money(text), want, "money in {text:?}");
        let want: Vec<NumericDate> = r
            .numeric_date
            .captures_iter(text)
            .map(|c| NumericDate {
                whole: span(c.get(0)).unwrap_or_default(),
                day: span(c.get(1)).unwrap_or_default(),
                month: span(c.get(2)).unwrap_or_default(),
                year: span(c.get(3)),
            })
            .collect();
        assert_eq!(numeric_dates(text), want, "numeric dates in {text:?}");
        let want: Vec<WordDate> = r
            .word_date
            .captures_iter(text)
            .map(|c| WordDate {
                whole: span(c.get(0)).unwrap_or_default(),
                day: span(c.get(1)).unwrap_or_default(),
                month: span(c.get(2)).unwrap_or_default(),
                year: span(c.get(3)),
            })
            .collect();
        assert_eq!(word_dates(text), want, "word dates in {text:?}");
        let want: Vec<MonthYear> = r
            .month_year
            .captures_iter(text)
            .map(|c| MonthYear {
                whole: span(c.get(0)).unwrap_or_default(),
                month: span(c.get(1)).unwrap_or_default(),
                year: span(c.get(2)).unwrap_or_default(),
            })
            .collect();
        assert_eq!(month_years(text), want, "month-years in {text:?}");
        // Every head of up to 16 bytes before each position, as `ranges` cuts them.
        for (at, _) in text.char_indices().chain([(text.len(), ' ')]) {
            let from = {
                let mut f = at.saturating_sub(16);
                while !text.is_char_boundary(f) {
                    f -= 1;
                }
                f
            };
            let head = &text[from..at];
            let want = r.bare_day.captures(head).and_then(|c| span(c.get(1)));
            assert_eq!(bare_day(head), want, "bare day in {head:?}");
        }
        let want: Vec<Span> =
            resumed(&r.weekday, text, 1).iter().filter_map(|c| span(c.get(1))).collect();
        assert_eq!(weekdays(text), want, "weekdays in {text:?}");
        let want: Vec<(Span, Span)> = resumed(&r.token, text, 1)
            .iter()
            .filter_map(|c| Some((span(c.get(1))?, span(c.get(2))?)))
            .collect();
        assert_eq!(month_or_year_pairs(text), want, "month or year pairs in {text:?}");
        assert_eq!(names_a_system(text), r.system.is_match(text), "system in {text:?}");
        let want: Vec<(Span, Span)> = r
            .ordinal
            .captures_iter(text)
            .filter_map(|c| Some((span(c.get(1))?, span(c.get(2))?)))
            .collect();
        assert_eq!(ordinals(text), want, "ordinals in {text:?}");
        let want: Vec<Span> = r
            .category
            .captures_iter(text)
            .filter_map(|c| span(c.get(1).or_else(|| c.get(3))))
            .collect();
        assert_eq!(categories(text), want, "categories in {text:?}");
        let want: Vec<&str> = r.title.find_iter(text).map(|m| m.as_str()).collect();
        assert_eq!(titles(text).collect::<Vec<_>>(), want, "titles in {text:?}");
        let want: Vec<(Span, Span)> = r
            .norm
            .captures_iter(text)
            .filter_map(|c| Some((span(c.get(1))?, span(c.get(2))?)))
            .collect();
        assert_eq!(norm_figures(text), want, "norm figures in {text:?}");
    }

    /// Texts that exercise each pattern's choices.
    const EDGE_CASES: &[&str] = &[
        "",
        " ",
        "12.03.2021",
        "12 . 03 . 2021 г.",
        "12.03",
        "от 11.03 – 20.03.2021 г.",
        "(28.03.- 03.02.)",
        "123.45.6789 1.2.33333",
        "В 14.30 ч. започва 1 кръг, 9:45 ч.",
        "12 март 2021 г.",
        "17-ти юли 2022, 1-ви май, 2-ри юни,2023 3ти март 4-е април 5 е 6-ТИ ЮЛИ",
        "25 січня 2026 року, з 4 по 13 червня 2021 року",
        "месец май 2021 г., м. юни 2020, м.юли 2019, Месец 2021, хм.май 2021, Xмесец май 2021",
        "200 лв., 400 грн, 30 (тридесет) лв., 15 000 грн., 1 0000 лв, 200,00 лв., 200,005 лв",
        "12345 000 лв 1 234 567 лева 5 000 000 € 10 EUR 10 bgn 10 ЛВ. 7,5 UAH 3 (три) ()лв",
        "5 гривень, 6 гривні, 7 (сім гривень) грн, 8 ( 40 знака ................................ ) лв",
        "20–28.04.2012 Г., от 20 до 22.04.2011 г., 5 – 9 юни 2024, от 1 до , (3 -",
        "FROM 3 TO, з 4 по, від 5 до, раз 12-, abc12-, 123-, (7—, x( 8 ÷ ",
        "Събота, 17-ти юли 2022 г. и 18.12.2016 (НЕДЕЛЯ): п'ятниця, П’ЯТНИЦЮ, суботап'ятниця, ап'ятниця",
        "неделянеделя субота,неделя четвер четверга четверг Monday, FRIDAY sunday1",
        "март март, 2021 г. 2021, 2021 р.2021, 2021г.,,,,,, 2021, май 2021 2021, 12345 2021",
        "януари  януари, листопада. листопада, 2021 року 2021 рік, 2021год 2021, Март МАРТ",
        "по швейцарската система, Кръгова Система, за коловою системою, системата е кръгова",
        "всеки срещу всеки, Кожен з кожним, round-robin, Round Robin, Swiss System, швейцарски франкове",
        "1-ви 2-ри, 1-во, 2-ро, 3 - ти, 4 -ТИ, 5- ми, 12345-ти, 1.2-ри, 7-ма, 8-мия, 9-ти2-ри",
        "VI категория, V-Ж категория, (IV категорія), категория 5, категория 123, категория VII",
        "категорія XIVXIVX, Lviv категории, категории 12а, категории 5-та, категория 5½, ІІ категорії",
        "Норма за WIM – 7.0 точки от 11 партии (при наличие на 6 противнички), WGM2, GM-норма, _IM",
        "6½ точки, 6.5 точки, 7,5 т., 7.55 точки, 9 games, 3 opponents, 5 очок, 11 партій",
        "двадцять п'ять учасників, дев’ять, п'ятниця, ʼ'’, don't",
        "Іван ІІ Ґанок ґанок Ѐ ѐ Ӂ ӂ ½ ² Ⅻ ǅ İ K ſ µ ª º",
        "12\u{a0}000 лв, 12\t.03, 12\n.\n03.\n2021, 3\u{2003}март",
        "ΣΑΣ ΟΔΟΣ Σ, ÀÉ Ґанок ЇЖАК",
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32",
    ];

    #[test]
    fn lowercase_is_the_standard_one_for_every_latin_cyrillic_and_punctuation_character() {
        let all: String = (0..0x530u32)
            .chain(0x1E00..0x2200)
            .filter_map(char::from_u32)
            .flat_map(|c| [c, 'x', c, ' '])
            .collect();
        assert_eq!(lowercase(&all), all.to_lowercase());
        for c in all.chars() {
            assert_eq!(is_uppercase(c), c.is_uppercase(), "{c:?}");
        }
    }

    #[test]
    fn word_and_letter_tests_agree_with_their_unicode_definitions_on_latin_and_cyrillic() {
        // `\\w` and `\\p{L}` as the patterns these scanners replace defined them.
        for c in (0..0x530u32).chain(0x1E00..0x2200).filter_map(char::from_u32) {
            let word = c.is_alphabetic()
                || c.is_ascii_digit()
                || c == '_'
                || matches!(c as u32, 0x300..=0x36F | 0x483..=0x489 | 0x1DC0..=0x1DFF
                    | 0x20D0..=0x20FF | 0x200C | 0x200D | 0x203F | 0x2040 | 0x2054);
            assert_eq!(is_word(c), word, "{c:?}");
            assert_eq!(is_letter(c), c.is_alphabetic() && !c.is_numeric(), "{c:?}");
        }
    }

    #[test]
    fn every_repeated_month_is_found_by_its_first_letter() {
        // The month names of the calendar (Bulgarian, Ukrainian genitive): each is looked for
        // after a day by its first letter in `pair_at`.
        use crate::vocab::{calendar::month_in_date, Lang};
        for m in (1..=12).flat_map(|i| [month_in_date(i, Lang::Bg), month_in_date(i, Lang::Uk)]) {
            let text = format!("{m} {}", m.to_uppercase());
            assert_eq!(month_or_year_pairs(&text).len(), 1, "{m}");
        }
    }

    #[test]
    fn scanners_find_what_the_patterns_found_on_edge_cases() {
        let r = reference();
        for t in EDGE_CASES {
            assert_same(&r, t);
        }
    }

    #[test]
    fn scanners_find_what_the_patterns_found_in_every_repository_text() {
        let r = reference();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = Vec::new();
        let mut dirs =
            vec![root.join("regulations"), root.join("tests/fixtures"), root.join("tests/data")];
        while let Some(d) = dirs.pop() {
            for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
                let p = e.path();
                if p.is_dir() {
                    dirs.push(p);
                } else if p.extension().is_some_and(|x| x == "rgl" || x == "txt") {
                    files.push(p);
                }
            }
        }
        assert!(files.len() > 100, "the repository's texts: {}", files.len());
        for f in files {
            let Ok(text) = std::fs::read_to_string(&f) else { continue };
            for line in text.lines() {
                assert_same(&r, line);
            }
            assert_same(&r, &text);
        }
    }
}
