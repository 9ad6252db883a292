//! The words that announce a fact of the event which a sentence then has to give: an entry fee
//! (`такса за участие`, `турнірний внесок`), a prize fund (`награден фонд`, `призовий фонд`), a
//! deadline (`краен срок`, `кінцевий термін`), an e-mail address (`имейл`, `електронна пошта`),
//! and the kinds of place a venue is (`хотел`, `зала`, `приміщення`). Read by
//! `prose::announced`; each phrase is a list of word stems, compared without case.

/// A fact a sentence announces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Fact {
    /// An entry fee: given by an amount, or by saying it is free.
    Fee,
    /// A prize fund: given by an amount.
    PrizeFund,
    /// A deadline: given by a date, a time or a number of days or hours.
    Deadline,
    /// An e-mail address: given by an address (`@`).
    Email,
    /// A place by its kind (a hotel, a hall): given by a name or an address.
    Hall,
}

/// Each fact's phrases: the stems of their words, in order (`["наград", "фонд"]` reads
/// `наградния фонд`, `наградният фонд`). A stem of one word with `=` before it must be the
/// whole word.
pub const PHRASES: &[(Fact, &[&[&str]])] = &[
    (
        Fact::Fee,
        &[
            &["=такса"],
            &["=таксата"],
            &["=такси"],
            &["=таксите"],
            &["=внесок"],
            &["=внеску"],
            &["=внеском"],
            &["=внески"],
            &["=entry", "=fee"],
        ],
    ),
    (Fact::PrizeFund, &[&["наград", "фонд"], &["призов", "фонд"], &["=prize", "=fund"]]),
    (
        Fact::Deadline,
        &[
            &["=краен", "срок"],
            &["=крайния", "срок"],
            &["=крайният", "срок"],
            &["кінцев", "термін"],
            &["крайн", "термін"],
            &["кінцев", "строк"],
            &["=deadline"],
        ],
    ),
    (
        Fact::Email,
        &[
            &["=e-mail"],
            &["=email"],
            &["=имейл"],
            &["=имейла"],
            &["=мейл"],
            &["=мейли"],
            &["=мейла"],
            &["=ел", "=поща"],
            &["електронн", "пошт"],
            &["електронн", "поща"],
        ],
    ),
    (
        Fact::Hall,
        &[
            &["=хотел"],
            &["=хотела"],
            &["=хотелі"],
            &["=готелі"],
            &["=готель"],
            &["=зала"],
            &["=залата"],
            &["=залі"],
            &["=ресторант"],
            &["=ресторанті"],
            &["=приміщенні"],
            &["=читалище"],
            &["=читалището"],
        ],
    ),
];

/// Words that make an entry fee's sentence give it: the entry is free.
pub const FREE: &[&str] = &["безплат", "безвъзмезд", "безкоштовн", "free"];

/// Words that make a fee the appeal's (V70x read it from the appeals block), not the entry's.
pub const APPEAL: &[&str] =
    &["контестаци", "обжалва", "жалб", "протест", "апеляц", "апелатив", "appeal"];

/// Currency words after a number that make it money (`20 тисяч гривень`, `13.500 грн.`).
pub const CURRENCY: &[&str] = &[
    "грн",
    "гривн",
    "гривен",
    "гривень",
    "лв",
    "лев",
    "евро",
    "євро",
    "eur",
    "bgn",
    "uah",
    "usd",
    "долар",
];
