//! The names federations give tie-breaks, in Bulgarian, Ukrainian and English, with the common
//! short spellings (`BH-1`, `BHC1`, `Бх-1`), each mapped to its FIDE C.07 descriptor. One table,
//! read by the command line (`--tiebreaks "Бухолц,SB"`) and by the import (a list item of a
//! regulation's tie-breaks), so the two accept the same words.
//!
//! A name is compared after [`normalise`]: lowercase, without blanks, hyphens, dashes, dots,
//! apostrophes and the word "coefficient" (`коефициент`, `коефіцієнт`), so that `Бухолц- Медиана`,
//! `бухолц-медиана` and `Бухолц медиана` are one name.

/// A name and the descriptor it stands for (TRF-2026 record 202 syntax).
pub struct Name {
    /// The name, as [`normalise`] leaves it.
    pub name: &'static str,
    /// The C.07 descriptor (`BH/C1`).
    pub descriptor: &'static str,
}

const fn n(name: &'static str, descriptor: &'static str) -> Name {
    Name { name, descriptor }
}

/// Every accepted name. Longer names come before the shorter ones they contain only where both
/// exist; the look-up is exact, so the order matters only for did-you-mean ties.
pub const NAMES: &[Name] = &[
    // Buchholz (C.07 8.1) and its cut and median variants.
    n("бухолц", "BH"),
    n("бухголц", "BH"),
    n("бухгольц", "BH"),
    n("бухгольца", "BH"),
    n("бухгольця", "BH"),
    n("бх", "BH"),
    n("buchholz", "BH"),
    n("бухолц1", "BH/C1"),
    n("бухгольц1", "BH/C1"),
    n("бх1", "BH/C1"),
    n("bh1", "BH/C1"),
    n("bhc1", "BH/C1"),
    n("усеченбухолц", "BH/C1"),
    n("редуциранбухолц1", "BH/C1"),
    n("редуциранбухолц", "BH/C1"),
    n("съкратенбухолц", "BH/C1"),
    n("скороченийбухгольц", "BH/C1"),
    n("скороченийбухгольца", "BH/C1"),
    n("скороченийбухгольця", "BH/C1"),
    n("скороченийбухгольця1", "BH/C1"),
    n("скороченийбухгольц1", "BH/C1"),
    n("buchholzcut1", "BH/C1"),
    n("бухолц2", "BH/C2"),
    n("бухгольц2", "BH/C2"),
    n("бх2", "BH/C2"),
    n("bh2", "BH/C2"),
    n("bhc2", "BH/C2"),
    n("скороченийбухгольця2", "BH/C2"),
    n("скороченийбухгольц2", "BH/C2"),
    n("редуциранбухолц2", "BH/C2"),
    n("бухолц3", "BH/C3"),
    n("бх3", "BH/C3"),
    n("bh3", "BH/C3"),
    n("bhc3", "BH/C3"),
    n("скороченийбухгольця3", "BH/C3"),
    n("скороченийбухгольц3", "BH/C3"),
    n("buchholzcut2", "BH/C2"),
    n("бухолцмедиана", "BH/M1"),
    n("медианбухолц", "BH/M1"),
    n("медианенбухолц", "BH/M1"),
    n("медіаннийбухгольц", "BH/M1"),
    n("бухгольцмедіана", "BH/M1"),
    n("усередненийбухгольц", "BH/M1"),
    n("усередненийбухгольца", "BH/M1"),
    n("усередненийбухгольця", "BH/M1"),
    n("bhm1", "BH/M1"),
    n("medianbuchholz", "BH/M1"),
    n("среденбухолцнапротивниците", "AOB"),
    n("середнійбухгольцсуперників", "AOB"),
    n("предварителенбухолц", "FB"),
    n("попереднійбухгольц", "FB"),
    n("forebuchholz", "FB"),
    // Sonneborn-Berger (9.1).
    n("зонеборнбергер", "SB"),
    n("зоннеборнбергер", "SB"),
    n("зоннеборнабергера", "SB"),
    n("бергер", "SB"),
    n("бергера", "SB"),
    n("sonnebornberger", "SB"),
    n("berger", "SB"),
    // Koya (9.2).
    n("койя", "KS"),
    n("системакойя", "KS"),
    n("koya", "KS"),
    // Direct encounter (6), wins (7.1, 7.2), Black (7.3, 7.4), progressive scores (7.5).
    n("личнасреща", "DE"),
    n("личнатасреща", "DE"),
    n("резултатотсрещитепомеждуим", "DE"),
    n("особистазустріч", "DE"),
    n("особистізустрічі", "DE"),
    n("результатособистихзустрічей", "DE"),
    n("результатособистоїзустрічі", "DE"),
    n("результатомособистоїзустрічі", "DE"),
    n("результатомособистихзустрічей", "DE"),
    n("резултатмеждусъстезателите", "DE"),
    n("резултатотсрещите", "DE"),
    n("резултатотдиректнасреща", "DE"),
    n("директнасреща", "DE"),
    n("directencounter", "DE"),
    n("победи", "WIN"),
    n("бройпобеди", "WIN"),
    n("перемоги", "WIN"),
    n("кількістьперемог", "WIN"),
    n("кількістюперемог", "WIN"),
    n("wins", "WIN"),
    n("numberofwins", "WIN"),
    n("бройпартиисчерните", "BPG"),
    n("бройпартиисчерни", "BPG"),
    n("кількістьпартійчорними", "BPG"),
    n("бройпобедисчерните", "BWG"),
    n("бройпобедисчерни", "BWG"),
    n("кількістьперемогчорними", "BWG"),
    n("натрупване", "PS"),
    n("прогресивенрезултат", "PS"),
    n("прогресивен", "PS"),
    n("прогресивний", "PS"),
    n("прогресивнийпідрахунок", "PS"),
    n("progressive", "PS"),
    n("progressivescores", "PS"),
    // Ratings (10.1, 10.2).
    n("среденрейтингнапротивниците", "ARO"),
    n("среденрейтинг", "ARO"),
    n("середнійрейтингсуперників", "ARO"),
    n("середнійрейтинг", "ARO"),
    n("перформанс", "TPR"),
    n("пърформанс", "TPR"),
    n("нивонапостижение", "TPR"),
    n("турниренперформанс", "TPR"),
    n("турнірнийперформанс", "TPR"),
    n("performance", "TPR"),
];

/// A name as the table keeps it: lowercase, without blanks, hyphens and dashes, dots,
/// apostrophes and the word "coefficient".
pub fn normalise(written: &str) -> String {
    let lower = written.trim().to_lowercase();
    let lower = ["коефициентна", "коефициент", "коефіцієнт"]
        .iter()
        .fold(lower, |text, word| text.replacen(word, "", 1));
    lower
        .chars()
        .filter(|c| {
            !c.is_whitespace() && !matches!(c, '-' | '–' | '—' | '.' | '\'' | '’' | 'ʼ' | '_')
        })
        .collect()
}

/// The descriptor a written name stands for (`Бухолц- Медиана` → `BH/M1`), if the table has it.
pub fn descriptor(written: &str) -> Option<&'static str> {
    let key = normalise(written);
    NAMES.iter().find(|n| n.name == key).map(|n| n.descriptor)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_as_federations_write_them() {
        for (written, descriptor) in [
            ("Бухолц", "BH"),
            ("Бухолц- Медиана", "BH/M1"),
            ("Бх-1", "BH/C1"),
            ("BH-1", "BH/C1"),
            ("BHC1", "BH/C1"),
            ("Зонеборн-Бергер", "SB"),
            ("коефіцієнт Бергера", "SB"),
            ("усереднений Бухгольц", "BH/M1"),
            ("Брой победи", "WIN"),
            ("Натрупване", "PS"),
            ("особиста зустріч", "DE"),
        ] {
            assert_eq!(super::descriptor(written), Some(descriptor), "{written}");
        }
        assert_eq!(super::descriptor("Бухолцц"), None);
    }

    #[test]
    fn every_entry_is_normalised_and_names_a_valid_descriptor() {
        for n in NAMES {
            assert_eq!(normalise(n.name), n.name, "{} is not normalised", n.name);
            assert!(super::super::TieBreak::parse(n.descriptor).is_ok(), "{}", n.descriptor);
        }
    }
}
