//! Facts a sentence announces, and whether it gives them: `такса за участие` with or without
//! an amount, `награден фонд` with or without one, `краен срок` with or without a date or a time,
//! `имейл` with or without an address, `в хотел в центъра` with or without the hotel's name
//! (the phrases are [`crate::vocab::announced::PHRASES`]).
//!
//! What gives each fact, in the same sentence:
//! * a fee: an amount of money (in the sentence, the next one, or a list the sentence opens
//!   with `:`), or a word that makes the entry free (`безплатно`); a fee of an appeal (`такса за
//!   контестация`) is not the entry's and is not read;
//! * a prize fund: an amount, as for a fee;
//! * a deadline: a date, a clock time or a number (`до 24 часа преди началото`);
//! * an e-mail: an address (`@`) anywhere in the text;
//! * a place: a name in quotation marks, a capitalised word after the place's word, or a street.

use crate::prose::text::{same_word, starts_word, token_at, Kind, Token};
use crate::vocab::announced::{Fact, APPEAL, CURRENCY, FREE, PHRASES};

/// A fact announced in a sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Announced {
    /// The fact.
    pub fact: Fact,
    /// Byte offset of the announcing words.
    pub start: usize,
    /// Byte offset of their end.
    pub end: usize,
    /// The sentence (or the text) gives the fact's value.
    pub given: bool,
}

fn word_matches(t: &Token<'_>, stem: &str) -> bool {
    if t.kind != Kind::Word {
        return false;
    }
    match stem.strip_prefix('=') {
        Some(whole) => same_word(t.text, whole),
        None => starts_word(t.text, stem),
    }
}

fn phrase_at(tokens: &[Token<'_>], i: usize, phrase: &[&str]) -> Option<usize> {
    // Words of a phrase may have a `.` between them (`ел. поща`).
    let mut j = i;
    for (k, stem) in phrase.iter().enumerate() {
        if k > 0 && tokens.get(j).is_some_and(|t| t.is_punct('.')) {
            j += 1;
        }
        if !tokens.get(j).is_some_and(|t| word_matches(t, stem)) {
            return None;
        }
        j += 1;
    }
    Some(j)
}

/// True when `tokens` state an amount of money as a sentence writes it: a number with a currency
/// within the next three words (`20 тисяч гривень`, `13.500 грн.`, `1500 лв.`), or the
/// amounts read by [`crate::prose::quantity`].
pub fn money_in(tokens: &[Token<'_>]) -> bool {
    tokens.iter().enumerate().any(|(i, t)| {
        t.kind == Kind::Number
            && tokens[i + 1..]
                .iter()
                .take(4)
                .any(|w| CURRENCY.iter().any(|c| w.starts(c)) || matches!(w.text, "€" | "$"))
    })
}

/// Every announced fact of a text, in text order (one per fact and sentence).
pub fn announced_in(
    text: &str,
    tokens: &[Token<'_>],
    sentences: &[(usize, usize)],
    amounts: &[crate::prose::quantity::Amount],
    dated: &[crate::prose::when::Dated],
    clocks: &[crate::prose::when::Clock],
) -> Vec<Announced> {
    let mut out: Vec<Announced> = Vec::new();
    let has_address = text.contains('@');
    for (n, &(s, e)) in sentences.iter().enumerate() {
        let (a, b) = (token_at(tokens, s), token_at(tokens, e));
        let words = &tokens[a..b];
        // Money in the sentence, in the next one, or in a list the sentence opens (`Призові
        // фонди складають:`).
        let next = sentences
            .get(n + 1)
            .map_or(&[][..], |&(ns, ne)| &tokens[token_at(tokens, ns)..token_at(tokens, ne)]);
        let money = amounts.iter().any(|m| s <= m.start && m.start < e)
            || money_in(words)
            || money_in(next)
            || text[s..e].trim_end().ends_with(':');
        let appeal = words.iter().any(|t| APPEAL.iter().any(|w| t.starts(w)));
        let in_sentence = |x: usize| s <= x && x < e;
        let mut i = 0;
        while i < words.len() {
            let hit = PHRASES.iter().find_map(|(fact, phrases)| {
                phrases.iter().find_map(|p| phrase_at(words, i, p).map(|end| (*fact, end)))
            });
            let Some((fact, end)) = hit else {
                i += 1;
                continue;
            };
            let (start, stop) = (words[i].start, words[end - 1].end);
            i = end;
            if out.iter().any(|x| x.fact == fact && in_sentence(x.start)) {
                continue;
            }
            let given = match fact {
                Fact::Fee if appeal => continue,
                Fact::Fee => money || words.iter().any(|t| FREE.iter().any(|w| t.starts(w))),
                Fact::PrizeFund => money,
                Fact::Deadline => {
                    dated.iter().any(|d| in_sentence(d.start))
                        || clocks.iter().any(|c| in_sentence(c.from))
                        || words.iter().any(|t| t.kind == Kind::Number)
                }
                Fact::Email => has_address,
                Fact::Hall => {
                    let rest = &words[end..];
                    let named = rest.first().is_some_and(|t| {
                        t.capitalised()
                            || t.kind == Kind::Punct
                                && matches!(t.text, "„" | "“" | "\"" | "«" | "”")
                    });
                    named
                        || words.iter().any(|t| {
                            t.is_any(&["ул", "вул", "бул", "улица", "вулиця", "вулиці", "просп"])
                        })
                }
            };
            out.push(Announced { fact, start, end: stop, given });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prose::Reading;

    fn read(text: &str) -> Vec<(Fact, &str, bool)> {
        let r = Reading::new(text);
        r.announced().iter().map(|a| (a.fact, &text[a.start..a.end], a.given)).collect()
    }

    #[test]
    fn reads_what_a_sentence_announces_and_whether_it_gives_it() {
        // bg-031 (Strazhitsa, the XXI tournament): a fee is required, no amount.
        assert_eq!(
            read("Право на участие имат всички състезатели, одобрени от организатора и заплатили такса за участие. Крайният срок за записване е 11 октомври."),
            [(Fact::Fee, "такса", false), (Fact::Deadline, "Крайният срок", true)]
        );
        // bg-036 (the Tarnovo Tsarstvo festival): fees, no amounts.
        assert_eq!(
            read("Организационна такса е различна за различните турнири, само гросмайсторите за мъже и жени са освободени от такса."),
            [(Fact::Fee, "такса", false)]
        );
        // uk-014 (the Lviv qualification tournament of 2019).
        assert_eq!(
            read("Допускаються шахісти за умови оплати турнірного внеску."),
            [(Fact::Fee, "внеску", false)]
        );
        // bg-005 (the Topalov cup, Varna 2015): both given.
        assert_eq!(
            read("Таксата за участие е 20 лева, а за учениците и пенсионерите - 10. Общият награден фонд е 840 лева."),
            [(Fact::Fee, "Таксата", true), (Fact::PrizeFund, "награден фонд", true)]
        );
        // uk-024, uk-042, uk-010: amounts in thousands, in the next sentence, after a colon.
        assert_eq!(
            read("Встановлено призовий фонд – 20 тисяч гривень."),
            [(Fact::PrizeFund, "призовий фонд", true)]
        );
        assert_eq!(
            read("Кубок Львова – з найбільшим призовим фондом. Рекордні 200 тисяч гривень надають партнери."),
            [(Fact::PrizeFund, "призовим фондом", true)]
        );
        assert_eq!(
            read("Призові фонди складають (без урахування оподаткування):"),
            [(Fact::PrizeFund, "Призові фонди", true)]
        );
        // bg-071 (the Voynov memorial, Vidin): a prize fund without an amount.
        assert_eq!(
            read("Бяхме осигурили и награден фонд, но най-важното беше приятелството."),
            [(Fact::PrizeFund, "награден фонд", false)]
        );
        assert_eq!(read("Участието е безплатно, без такса."), [(Fact::Fee, "такса", true)]);
        assert_eq!(read("Такса за контестация – 50 лв."), []);
        assert_eq!(read("Заявки на имейл: chess@example.org."), [(Fact::Email, "имейл", true)]);
        assert_eq!(read("Заявки се приемат по ел. поща."), [(Fact::Email, "ел. поща", false)]);
        assert_eq!(
            read("Турнирът ще се проведе в хотел в центъра на града."),
            [(Fact::Hall, "хотел", false)]
        );
        assert_eq!(
            read("Турнирът ще се проведе в хотел „Аквалайф“."),
            [(Fact::Hall, "хотел", true)]
        );
    }
}
