//! Tie-break names in a regulation's list, read through the vocabulary's one table of names
//! ([`crate::vocab::tiebreak::names`]): an item of the list (`Редуциран коефициент Бухолц-1`,
//! `скорочений коефіцієнт Бухгольця 1 (без одного найгіршого результату)`, `По-голям брой
//! победи`, `Резултат от срещите между състезателите от същата точкова група`) names the
//! tie-break whose name it starts with, or, for a name of five letters or more, contains; the
//! longest such name wins. A word cut short (`Бух`) names nothing.

use crate::vocab::tiebreak::names::{normalise, NAMES};

/// Words an item may start with that are not part of the name (`за кількістю перемог`, `по
/// коефициент Бухолц`).
const LEADING: &[&str] = &["за", "по", "при", "чрез", "з", "із", "від"];

/// The C.07 descriptor an item of a tie-break list names, if any.
pub fn descriptor(item: &str) -> Option<&'static str> {
    // What is in brackets explains the name (`(без одного найгіршого результату)`).
    let mut plain = String::new();
    let mut depth = 0usize;
    for c in item.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            c if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    let mut words: Vec<&str> = plain.split_whitespace().collect();
    while words.len() > 1
        && LEADING.iter().any(|l| words[0].eq_ignore_ascii_case(l) || words[0].to_lowercase() == *l)
    {
        words.remove(0);
    }
    let key: String = normalise(&words.join(" "))
        .chars()
        .filter(|c| !matches!(c, '„' | '“' | '”' | '"' | '«' | '»' | ',' | ';' | ':' | '/' | '*'))
        .collect();
    if key.is_empty() {
        return None;
    }
    if let Some(n) = NAMES.iter().find(|n| n.name == key) {
        return Some(n.descriptor);
    }
    NAMES
        .iter()
        .filter(|n| key.starts_with(n.name) || n.name.chars().count() >= 5 && key.contains(n.name))
        .max_by_key(|n| (key.starts_with(n.name), n.name.len()))
        .map(|n| n.descriptor)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_as_federations_write_them() {
        for (item, want) in [
            ("Лична среща в точковата група", "DE"),
            ("Редуциран коефициент Бухолц-1", "BH/C1"),
            ("Бухолц", "BH"),
            ("Брой победи", "WIN"),
            ("Коефициент Бергер", "SB"),
            ("Бухолц- Медиана", "BH/M1"),
            ("Натрупване", "PS"),
            ("Зонеборн-Бергер", "SB"),
            ("коефициент „Бухолц медиана“", "BH/M1"),
            ("пърформанс", "TPR"),
            ("скорочений коефіцієнт Бухгольця 1 (без одного найгіршого результату)", "BH/C1"),
            ("скорочений коефіцієнт Бухгольця 2 (без двох найгірших результатів)", "BH/C2"),
            ("скорочений коефіцієнт Бухгольця 3 (без трьох найгірших результатів)", "BH/C3"),
            ("за кількістю перемог", "WIN"),
            ("Резултат между състезателите в една и съща точк", "DE"),
            ("резултат от директна среща между състезателите", "DE"),
            ("Бухолц медиана", "BH/M1"),
            ("По-голям брой победи.", "WIN"),
            ("Резултат от срещите между състезателите от същата точкова група.", "DE"),
            ("Система Койя (Броят на точките спечелени срещу всички състезатели)", "KS"),
            ("Ниво на постижение (перформанс).", "TPR"),
            ("усереднений коефіцієнт Бухгольця", "BH/M1"),
        ] {
            assert_eq!(descriptor(item), Some(want), "{item}");
        }
        for item in ["Бух", "за результатом особи", "Класирането е според точките", ""]
        {
            assert_eq!(descriptor(item), None, "{item}");
        }
    }
}
