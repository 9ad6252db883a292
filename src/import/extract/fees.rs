//! Entry fees: `такса за участие в размер на 30 лева`, `дарение в размер на 25 лева`, `внесок
//! 500 грн`, `Таксата за участие е 20 лева, а за учениците и пенсионерите - 10.`, and the lines
//! that follow a fee with an amount for each category (`Членове на ШК „Абритус” – 10 лв.`,
//! `10 лв. – За деца, ученици …`). Prize funds, prizes and appeal fees are not entry fees.

use super::lexicon::strip_end;
use super::reading::Reading;
use super::{Draft, Words};
use crate::model::{EntryFee, Money};
use crate::prose::chars::Lowercase as _;
use crate::prose::Amount;
use crate::vocab::points::Points;

/// Words that make a sentence about the entry fee.
const FEE_WORDS: &[&str] = &[
    "такса",
    "таксата",
    "такси",
    "дарение",
    "внесок",
    "внеску",
    "внеском",
    "заплащат",
    "заплаща",
    "оплатять",
    "оплатити",
    "стартов",
];

/// Words that make an amount something else: a prize fund, prizes, an appeal's fee.
const NOT_FEE: &[&str] = &[
    "фонд",
    "награ",
    "приз",
    "премии",
    "премія",
    "контестац",
    "протест",
    "застав",
    "жодних",
    "освобождават",
    "звільня",
    "безплатн",
    "безкоштовн",
    "безоплатн",
];

/// A fee read: the amount as written (`20`, `7,50`), the currency, and who pays it.
struct Fee {
    amount: String,
    currency: &'static str,
    who: Option<String>,
    line: usize,
}

/// The amounts of one sentence, with who pays each.
fn fees_in(s: &str, amounts: &[Amount], line: usize, general: bool) -> Vec<Fee> {
    let lower = s.lowercase();
    let mut out = Vec::new();
    let mut prev_end = 0;
    for (k, a) in amounts.iter().enumerate() {
        let before = &lower[prev_end..a.start];
        if NOT_FEE.iter().any(|x| before.contains(x)) {
            prev_end = a.end;
            continue;
        }
        let who = if k == 0 && general {
            None
        } else {
            let words = strip_end(&s[prev_end..a.start]);
            let words = words
                .trim_start_matches([',', ' ', '!', '.'])
                .trim_start_matches("а ")
                .trim_start_matches("а за ")
                .trim()
                .to_string();
            let cut = ["заплащат", "заплаща", "внесок", "такса", "–", "-"];
            let mut w = words.clone();
            for c in cut {
                if let Some(i) = w.find(c) {
                    if i > 0 {
                        w = w[..i].to_string();
                    }
                }
            }
            let w = strip_end(&w);
            (!w.is_empty() && w.chars().filter(|c| c.is_alphabetic()).count() >= 3).then_some(w)
        };
        let amount = s[a.start..a.end]
            .chars()
            .take_while(|c| c.is_ascii_digit() || matches!(c, ',' | '.' | ' '))
            .collect::<String>();
        let amount = amount.trim().trim_end_matches(['.', ',']).replace(' ', "").replace(',', ".");
        out.push(Fee { amount, currency: a.currency, who, line });
        prev_end = a.end;
    }
    // `…, а за учениците и пенсионерите - 10.`: an amount after a fee, without its currency.
    if let Some(last) = amounts.last() {
        let rest = &s[last.end..];
        let t = rest.trim_end_matches(['.', ' ', '!']);
        let digits: String = t
            .chars()
            .rev()
            .take_while(char::is_ascii_digit)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        if !digits.is_empty() && t[..t.len() - digits.len()].trim_end().ends_with(['-', '–']) {
            let who =
                strip_end(t[..t.len() - digits.len()].trim_end().trim_end_matches(['-', '–']));
            let who = who.trim_start_matches([',', ' ']).trim_start_matches("а ").trim();
            let who = who.strip_prefix("за ").unwrap_or(who).trim().to_string();
            if !NOT_FEE.iter().any(|x| rest.lowercase().contains(x)) {
                out.push(Fee {
                    amount: digits,
                    currency: last.currency,
                    who: (!who.is_empty()).then_some(who),
                    line,
                });
            }
        }
    }
    out
}

/// The entry fees.
pub fn fees(r: &Reading, w: Words, f: &mut Draft) {
    let _ = w;
    let mut found: Vec<Fee> = Vec::new();
    let mut i = 0;
    while i < r.paras.len() {
        let p = &r.paras[i];
        let mut any = false;
        let mut announced = false;
        for &(a, b) in p.sentences() {
            let s = &p.text[a..b];
            let lower = s.lowercase();
            if !FEE_WORDS.iter().any(|x| lower.contains(x))
                || ["фонд", "контестац", "протест", "застав"].iter().any(|x| lower.contains(x))
            {
                continue;
            }
            announced = true;
            let general = lower.contains("всички")
                || lower.contains("за участие")
                || lower.contains("усі")
                || lower.contains("всі")
                || lower.contains("турнирна такса")
                || lower.contains("внесок");
            let amounts = p.amounts_in(a, b);
            let fees = fees_in(s, &amounts, p.line_at(a), general || found.is_empty());
            any |= !fees.is_empty();
            found.extend(fees);
        }
        // The lines after a fee: one amount for each category.
        if announced {
            let mut j = i + 1;
            while let Some(q) = r.paras.get(j) {
                let lower = q.text.lowercase();
                if NOT_FEE.iter().any(|x| lower.contains(x)) || q.heading {
                    break;
                }
                let amounts = q.read.amounts();
                if amounts.is_empty() {
                    break;
                }
                for a in amounts {
                    let before =
                        q.text[..a.start].trim().trim_end_matches(['–', '-', ',', ' ']).trim();
                    let after = q.text[a.end..].trim().trim_start_matches(['–', '-', ' ']).trim();
                    let who = if before.chars().filter(|c| c.is_alphabetic()).count() >= 3 {
                        before
                    } else {
                        after
                    };
                    let who = strip_end(who.trim_start_matches("За ").trim_start_matches("за "));
                    let amount = q.text[a.start..a.end]
                        .chars()
                        .take_while(|c| c.is_ascii_digit() || matches!(c, ',' | '.' | ' '))
                        .collect::<String>();
                    let amount = amount
                        .trim()
                        .trim_end_matches(['.', ','])
                        .replace(' ', "")
                        .replace(',', ".");
                    found.push(Fee {
                        amount,
                        currency: a.currency,
                        who: (!who.is_empty()).then_some(who),
                        line: q.line(),
                    });
                }
                j += 1;
            }
            let _ = any;
            i = j;
            continue;
        }
        i += 1;
    }
    for fee in found {
        // An amount the model cannot hold (`1.2.3`) stays in the prose.
        let Some(amount) = Points::parse(&fee.amount) else { continue };
        let money = Money { amount, currency: fee.currency.to_string() };
        let who = fee.who.map(|w| f.on(w, fee.line));
        let entry = EntryFee { amount: f.on(money, fee.line), who, span: f.at(fee.line) };
        let same = |e: &EntryFee| {
            e.amount.value == entry.amount.value
                && e.who.as_ref().map(|w| &w.value) == entry.who.as_ref().map(|w| &w.value)
        };
        if !f.reg.event.entry_fees.iter().any(same) {
            f.reg.event.entry_fees.push(entry);
        }
    }
}
