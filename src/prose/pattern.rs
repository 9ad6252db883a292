//! Small patterns over tokens, for the phrasings a reader looks for (`не по-късно от N часа
//! след`, `в N кръга`, `съставени от N основни състезатели`): a sequence of elements, each a word
//! from a list, a word starting with a stem, a number, a punctuation mark, an optional element or
//! a bounded gap. Matching is tried at each token and backtracks only over the bounded gaps, so
//! it is linear in the text for a given pattern; nothing is compiled at run time.

use crate::prose::number::number_word;
use crate::prose::text::{tokens, Kind, Token};

/// One element of a pattern.
#[derive(Clone, Copy, Debug)]
pub enum P<'a> {
    /// A word equal to one of these (lowercase; case and look-alike letters ignored).
    W(&'a [&'a str]),
    /// A word starting with one of these stems.
    S(&'a [&'a str]),
    /// A number in digits.
    N,
    /// A number in digits or one number word (`девет`, `сім`).
    Nw,
    /// Any word.
    Word,
    /// A punctuation mark among these characters.
    Pu(&'a str),
    /// Any one token.
    Any,
    /// Up to this many tokens, as few as will do (lazy).
    Gap(usize),
    /// The element, or nothing.
    Opt(&'a P<'a>),
}

/// A match: the tokens it covers and, for each element, the token it matched (`None` for a gap,
/// or an optional element that matched nothing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    /// The first token.
    pub start: usize,
    /// After the last token.
    pub end: usize,
    /// The token each element matched.
    pub at: Vec<Option<usize>>,
}

impl Match {
    /// The token element `k` matched.
    pub fn token<'t>(&self, t: &'t [Token<'t>], k: usize) -> Option<&'t Token<'t>> {
        self.at.get(k).copied().flatten().and_then(|i| t.get(i))
    }

    /// The number element `k` matched (digits or a number word).
    pub fn number(&self, t: &[Token<'_>], k: usize) -> Option<u32> {
        let tok = self.at.get(k).copied().flatten().and_then(|i| t.get(i))?;
        value(tok)
    }

    /// The byte range the match covers.
    pub fn span(&self, t: &[Token<'_>]) -> (usize, usize) {
        let s = t.get(self.start).map_or(0, |x| x.start);
        let e = self.end.checked_sub(1).and_then(|i| t.get(i)).map_or(s, |x| x.end);
        (s, e)
    }
}

/// The value of a number token or number word.
pub fn value(tok: &Token<'_>) -> Option<u32> {
    match tok.kind {
        Kind::Number => tok.number(),
        Kind::Word => number_word(tok.text).and_then(|v| u32::try_from(v).ok()),
        Kind::Punct => None,
    }
}

fn one(p: &P<'_>, tok: &Token<'_>) -> bool {
    match p {
        P::W(ws) => tok.is_any(ws),
        P::S(ss) => tok.starts_any(ss),
        P::N => tok.kind == Kind::Number,
        P::Nw => value(tok).is_some(),
        P::Word => tok.kind == Kind::Word,
        P::Pu(cs) => {
            tok.kind == Kind::Punct && tok.text.chars().next().is_some_and(|c| cs.contains(c))
        }
        P::Any => true,
        P::Gap(_) | P::Opt(_) => false,
    }
}

fn go(t: &[Token<'_>], i: usize, pat: &[P<'_>], at: &mut Vec<Option<usize>>) -> Option<usize> {
    let Some((first, rest)) = pat.split_first() else { return Some(i) };
    match first {
        P::Gap(n) => {
            at.push(None);
            for skip in 0..=*n {
                if i + skip > t.len() {
                    break;
                }
                let mark = at.len();
                if let Some(end) = go(t, i + skip, rest, at) {
                    return Some(end);
                }
                at.truncate(mark);
            }
            at.pop();
            None
        }
        P::Opt(inner) => {
            let mark = at.len();
            if t.get(i).is_some_and(|tok| one(inner, tok)) {
                at.push(Some(i));
                if let Some(end) = go(t, i + 1, rest, at) {
                    return Some(end);
                }
                at.truncate(mark);
            }
            at.push(None);
            if let Some(end) = go(t, i, rest, at) {
                return Some(end);
            }
            at.truncate(mark);
            None
        }
        p => {
            let tok = t.get(i)?;
            if !one(p, tok) {
                return None;
            }
            at.push(Some(i));
            let end = go(t, i + 1, rest, at);
            if end.is_none() {
                at.pop();
            }
            end
        }
    }
}

/// The match of `pat` starting at token `i`, if any.
pub fn match_at(t: &[Token<'_>], i: usize, pat: &[P<'_>]) -> Option<Match> {
    let mut at = Vec::with_capacity(pat.len());
    let end = go(t, i, pat, &mut at)?;
    Some(Match { start: i, end, at })
}

/// The first match of `pat` in the tokens.
pub fn find(t: &[Token<'_>], pat: &[P<'_>]) -> Option<Match> {
    (0..t.len()).find_map(|i| match_at(t, i, pat))
}

/// Every match of `pat`, left to right, not overlapping.
pub fn find_all(t: &[Token<'_>], pat: &[P<'_>]) -> Vec<Match> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < t.len() {
        match match_at(t, i, pat) {
            Some(m) => {
                i = m.end.max(i + 1);
                out.push(m);
            }
            None => i += 1,
        }
    }
    out
}

/// The first match of `pat` in a text, with the text's tokens.
pub fn find_in<'a>(text: &'a str, pat: &[P<'_>]) -> Option<(Vec<Token<'a>>, Match)> {
    let t = tokens(text);
    let m = find(&t, pat)?;
    Some((t, m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_match_phrasings_with_gaps_and_numbers() {
        let pat = [
            P::W(&["не"]),
            P::W(&["по-късно", "пізніше"]),
            P::Opt(&P::W(&["от"])),
            P::Nw,
            P::S(&["час", "годин", "мин", "хв"]),
            P::Gap(2),
            P::W(&["след", "після"]),
        ];
        let text = "Контестации се подават не по-късно от 1 час след съдийското решение";
        let (t, m) = find_in(text, &pat).unwrap();
        assert_eq!(m.number(&t, 3), Some(1));
        assert_eq!(m.token(&t, 6).map(|x| x.text), Some("след"));
        let (t, m) =
            find_in("у сім турів", &[P::W(&["в", "у"]), P::Nw, P::S(&["тур", "кръг"])]).unwrap();
        assert_eq!(m.number(&t, 1), Some(7));
        assert!(find_in("в 7 мин", &[P::W(&["в"]), P::Nw, P::S(&["тур", "кръг"])]).is_none());
    }
}
