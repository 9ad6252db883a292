//! Places in prose: the locality an event is held in (`в гр.Перник`, `у м. Львові`, `в курорта
//! Албена`, `в Русе`, `у селі Омельник`), in its dictionary form when the vocabulary knows it
//! ([`crate::vocab::places`]), as written otherwise; and the quoted stretches of a text, inside
//! which a town is part of a name (`„Плевен XXI“`, `купа „Разлог 2025“`).

use crate::prose::text::{tokens, Kind, Token};
use crate::vocab::places;

/// What stands before a locality and says it is one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marker {
    /// `гр.`, `град`, `м.`, `місто`, `міста`, `місті`.
    Town,
    /// `с.`, `село`, `селі`, `смт`.
    Village,
    /// `к.к.`, `курорта`, `курорті`.
    Resort,
}

/// A locality found in a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The dictionary form (`Львів`), or the words as written when the vocabulary does not
    /// know them.
    pub name: String,
    /// Byte offset of its start (the marker's, when there is one).
    pub start: usize,
    /// Byte offset of its end.
    pub end: usize,
    /// The vocabulary knows it.
    pub known: bool,
    /// The word before it that says it is a locality.
    pub marker: Option<Marker>,
}

/// The stretches of a text inside quotation marks (`„…“`, `«…»`, `"…"`, `“…”`, and `<<…>>`
/// where an encoding without guillemets wrote them so), as byte ranges.
pub fn quoted(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut open: Option<(usize, char)> = None;
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let next_is = |k: usize, c: char| chars.get(k + 1).is_some_and(|&(_, n)| n == c);
    let mut skip = false;
    for (k, &(i, c)) in chars.iter().enumerate() {
        if std::mem::take(&mut skip) {
            continue;
        }
        let prev_blank = k == 0 || chars[k - 1].1.is_whitespace() || "(/".contains(chars[k - 1].1);
        match (open, c) {
            (None, '<') if next_is(k, '<') => {
                open = Some((i, '<'));
                skip = true;
            }
            (Some((s, '<')), '>') if next_is(k, '>') => {
                out.push((s, i + 2));
                open = None;
                skip = true;
            }
            (Some((_, '<')), _) => {}
            (None, '„' | '«') => open = Some((i, c)),
            (None, '“' | '"' | '”') if prev_blank => open = Some((i, c)),
            (Some((s, o)), '“' | '”' | '»' | '"')
                if !(o == '«' && c != '»' || c == '"' && o != '"' && o != '„' && o != '“') =>
            {
                out.push((s, i + c.len_utf8()));
                open = None;
            }
            _ => {}
        }
    }
    out
}

/// A word made of tokens glued by hyphens or apostrophes (`Івано-Франківську`).
struct Compound {
    text_start: usize,
    text_end: usize,
    capital: bool,
}

fn compounds(text: &str, t: &[Token<'_>]) -> Vec<(Compound, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < t.len() {
        if t[i].kind != Kind::Word {
            i += 1;
            continue;
        }
        let start = t[i].start;
        let mut end = t[i].end;
        let mut j = i + 1;
        while j + 1 < t.len()
            && t[j].is_punct('-')
            && t[j].start == end
            && t[j + 1].kind == Kind::Word
            && t[j + 1].start == t[j].end
        {
            end = t[j + 1].end;
            j += 2;
        }
        let capital = text[start..].chars().next().is_some_and(char::is_uppercase);
        out.push((Compound { text_start: start, text_end: end, capital }, i));
        i = j;
    }
    out
}

/// The marker before the token at `i`, if any (`гр.`, `м.`, `місті`, `курорта`).
fn marker_before(t: &[Token<'_>], i: usize) -> Option<Marker> {
    let prev = |k: usize| i.checked_sub(k).and_then(|x| t.get(x));
    // `гр.`, `м.`, `с.`, `к.к.` (`м`, `с` in lower case: `П.С.Бланк` is a name).
    if prev(1).is_some_and(|x| x.is_punct('.')) {
        let w = prev(2)?;
        let initials = prev(3).is_some_and(|x| x.is_punct('.'));
        if w.is_any(&["гр"]) || w.text == "м" && !initials {
            return Some(Marker::Town);
        }
        if w.text == "с" && !initials {
            return Some(Marker::Village);
        }
        if w.is_any(&["к"]) && prev(3).is_some_and(|x| x.is_punct('.')) {
            return Some(Marker::Resort);
        }
        return None;
    }
    let w = prev(1)?;
    if w.is_any(&["град", "града", "місто", "міста", "місті", "город"])
    {
        return Some(Marker::Town);
    }
    if w.is_any(&["село", "селі", "села", "смт", "селище", "селищі"]) {
        return Some(Marker::Village);
    }
    if w.is_any(&["курорта", "курорт", "курорті", "кк"]) {
        return Some(Marker::Resort);
    }
    None
}

/// Lowercase nouns that end Bulgarian place names (`Червен бряг`, `Нови пазар`, `Бобов дол`).
const TOPONYM_NOUNS: &[&str] =
    &["бряг", "пазар", "дол", "баня", "поле", "извор", "река", "могили", "пясъци", "ріг"];

/// A name as written, in title case when written in capitals (`СЛЪНЧЕВ БРЯГ` → `Слънчев Бряг`).
fn as_written(words: &str) -> String {
    let letters: Vec<char> = words.chars().filter(|c| c.is_alphabetic()).collect();
    if letters.len() > 1 && letters.iter().all(|c| c.is_uppercase()) {
        let mut out = String::new();
        let mut first = true;
        for c in words.chars() {
            if c.is_alphabetic() {
                if first {
                    out.push(c);
                } else {
                    out.extend(c.to_lowercase());
                }
                first = false;
            } else {
                out.push(c);
                first = c.is_whitespace() || c == '-';
            }
        }
        return out;
    }
    words.to_string()
}

/// Every locality written in a text, in order: a known one in any of its forms (outside
/// quotation marks), or the capitalised words after a marker (`с. Чавдар`, `в курорта Албена`).
pub fn localities(text: &str) -> Vec<Found> {
    let t = tokens(text);
    let cs = compounds(text, &t);
    let quotes = quoted(text);
    let in_quotes = |at: usize| quotes.iter().any(|(a, b)| *a < at && at < *b);
    let mut out = Vec::new();
    let mut k = 0;
    while k < cs.len() {
        let (c, ti) = (&cs[k], cs[k].1);
        if !c.0.capital || in_quotes(c.0.text_start) {
            k += 1;
            continue;
        }
        let marker = marker_before(&t, ti);
        // The longest window of words that is a known form.
        let mut found = None;
        for n in (1..=places::MOST_WORDS).rev() {
            if k + n > cs.len() {
                continue;
            }
            let window = &text[c.0.text_start..cs[k + n - 1].0.text_end];
            // (A full stop only inside a form of the table: `Св. Св. Константин и Елена`.)
            if window.contains(['\n', ',', '(', ')', '„', '"', '«']) {
                continue;
            }
            if let Some(l) = places::locality(window) {
                if l.words == n {
                    found = Some((l.name.to_string(), cs[k + n - 1].0.text_end, n, true));
                    break;
                }
            }
        }
        // `Львові-Брюховичі`: a settlement joined to its town by a hyphen.
        if found.is_none() {
            let word = &text[c.0.text_start..c.0.text_end];
            if let Some((head, tail)) = word.split_once('-') {
                if let (Some(l), true) =
                    (places::locality(head), tail.starts_with(char::is_uppercase))
                {
                    let tail =
                        places::locality(tail).map_or(tail.to_string(), |t| t.name.to_string());
                    found = Some((format!("{}-{tail}", l.name), c.0.text_end, 1, true));
                }
            }
        }
        if found.is_none() && marker.is_some() {
            // Unknown: one capitalised word, and a second one if it is capitalised too.
            let mut end = c.0.text_end;
            let mut n = 1;
            if let Some(next) = cs.get(k + 1) {
                let between = &text[end..next.0.text_start];
                let word = &text[next.0.text_start..next.0.text_end];
                let toponym = TOPONYM_NOUNS.iter().any(|n| crate::prose::text::same_word(word, n));
                if (next.0.capital || toponym)
                    && between.trim().is_empty()
                    && !between.contains('\n')
                {
                    end = next.0.text_end;
                    n = 2;
                }
            }
            found = Some((as_written(&text[c.0.text_start..end]), end, n, false));
        }
        if let Some((name, end, n, known)) = found {
            let start = match marker {
                Some(_) => {
                    t[ti.saturating_sub(
                        if t.get(ti.wrapping_sub(1)).is_some_and(|x| x.is_punct('.')) {
                            2
                        } else {
                            1
                        },
                    )]
                    .start
                }
                None => c.0.text_start,
            };
            // `Львові-Брюховичі`: a settlement joined to its town.
            let (mut name, mut end) = (name, end);
            if let Some(rest) = text[end..].strip_prefix('-') {
                let tail: String = rest.chars().take_while(|ch| ch.is_alphabetic()).collect();
                if tail.chars().next().is_some_and(char::is_uppercase) {
                    let tail_name =
                        places::locality(&tail).map_or(tail.clone(), |l| l.name.to_string());
                    end += 1 + tail.len();
                    name = format!("{name}-{tail_name}");
                }
            }
            out.push(Found { name, start, end, known, marker });
            k += n;
            continue;
        }
        k += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str) -> Vec<String> {
        localities(text).into_iter().map(|f| f.name).collect()
    }

    #[test]
    fn localities_in_every_form() {
        for (text, want) in [
            ("Първенството се провежда от 11.03 – 20.03.2021 г. в гр.Перник.", "Перник"),
            (
                "Турнір проводиться 22 грудня 2018 року в м. Львові у приміщенні клуба «Лак»",
                "Львів",
            ),
            ("01–07.10.2008 Г. БОРОВЕЦ", "Боровец"),
            ("08 – 14.06.2009 г., к.к. СЛЪНЧЕВ БРЯГ", "Слънчев бряг"),
            (
                "в зала \"Одесос\" на хотел Астор Гардън, к.к. Св. Св. Константин и Елена",
                "Св. Св. Константин и Елена",
            ),
            ("У Житомирі відбудеться чемпіонат України з шахів", "Житомир"),
            ("будуть проведені у селі Омельник Кременчуцького району", "Омельник"),
            ("ще се проведе в курорта Слънев бряг", "Слънев бряг"),
            ("03–09.11.2018 Г. в с. Чавдар, археологически парк", "Чавдар"),
            ("Адреса: м. Львові-Брюховичі, вул. Широка 4.", "Львів-Брюховичі"),
            ("Змагання проводяться в місті Шепетівка, в приміщенні", "Шепетівка"),
            ("16 лютого у Мукачеві відбудеться чемпіонат Закарпаття", "Мукачево"),
            ("Змагання відбудуться в місті Батумі, Грузія.", "Батумі"),
        ] {
            assert_eq!(names(text), [want], "{text}");
        }
        // A town inside a name is no venue.
        assert!(names("организиран от клуба „Плевен XXI”").is_empty());
        assert_eq!(names("купа „Разлог 2025“ в ресторант „Мурата“ в Разлог"), ["Разлог"]);
    }

    #[test]
    fn quotation_marks_pair_up() {
        let text = "зала „22 септември“ и \"Скалите\" и «Дебют»";
        let q: Vec<&str> = quoted(text).iter().map(|(a, b)| &text[*a..*b]).collect();
        assert_eq!(q, ["„22 септември“", "\"Скалите\"", "«Дебют»"]);
        let text = "комплексу <<Русь>> (вул. Госпітальна, 4) і 3 < 4";
        let q: Vec<&str> = quoted(text).iter().map(|(a, b)| &text[*a..*b]).collect();
        assert_eq!(q, ["<<Русь>>"]);
    }
}
