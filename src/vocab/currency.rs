//! Currencies as regulations write them: every spelling and the ISO 4217 code it stands for.
//! One table, read by the language (`fee 30 лв.`), the prose reader (money in a sentence) and
//! the import.

/// Every spelling (lowercase, without a final dot) and its ISO 4217 code.
pub const SPELLINGS: &[(&str, &str)] = &[
    ("bgn", "BGN"),
    ("лв", "BGN"),
    ("лева", "BGN"),
    ("лев", "BGN"),
    ("lev", "BGN"),
    ("leva", "BGN"),
    ("eur", "EUR"),
    ("евро", "EUR"),
    ("€", "EUR"),
    ("euro", "EUR"),
    ("євро", "EUR"),
    ("uah", "UAH"),
    ("грн", "UAH"),
    ("гривень", "UAH"),
    ("гривні", "UAH"),
    ("гривня", "UAH"),
    ("₴", "UAH"),
    ("hryvnia", "UAH"),
    ("usd", "USD"),
    ("$", "USD"),
];

/// The ISO 4217 code of a written currency (`лв.`, `лева`, `евро`, `€`, `грн`…).
pub fn code(text: &str) -> Option<&'static str> {
    let t = text.trim().to_lowercase();
    let t = t.trim_end_matches('.');
    SPELLINGS.iter().find(|(s, _)| *s == t).map(|(_, c)| *c)
}

#[cfg(test)]
mod tests {
    #[test]
    fn spellings_read_to_their_codes() {
        assert_eq!(super::code("лв."), Some("BGN"));
        assert_eq!(super::code("ГРН"), Some("UAH"));
        assert_eq!(super::code("€"), Some("EUR"));
        assert_eq!(super::code("rubles"), None);
    }
}
