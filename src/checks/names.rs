//! Loose comparison of people's names as regulations write them: Cyrillic or Latin, surname
//! first or last, with title prefixes (`гм`, `мм`, `фм`, `GM`, `д-р`) and trailing roles
//! (`Петър Генов, международен гросмайстор`).
//!
//! Both names are transliterated (Bulgarian/Ukrainian Cyrillic → Latin), reduced to a
//! spelling-tolerant skeleton (`j`/`y` → `i`, `ts` → `c`, `zh` → `z`, …) and compared token by
//! token, order-independent: "гм Маргарита Войска" and "Voiska Margarita" are the same person.

/// Words that precede a name and are not part of it (titles, degrees), lowercase, no dots.
const PREFIXES: &[&str] = &[
    "гм", "мм", "фм", "км", "мгм", "жгм", "жмм", "жфм", "гмж", "ммж", "фмж", "гр", "gm", "im",
    "fm", "cm", "wgm", "wim", "wfm", "wcm", "д-р", "др", "dr", "проф", "prof", "инж", "г-н",
    "г-жа", "пан", "пані", "ia", "fa", "na", "ма", "фа", "на",
];

/// One Cyrillic letter in Latin (Bulgarian streamlined system; Ukrainian letters added).
fn cyrillic_to_latin(c: char) -> Option<&'static str> {
    Some(match c {
        'а' => "a",
        'б' => "b",
        'в' => "v",
        'г' | 'ґ' => "g",
        'д' => "d",
        'е' | 'э' => "e",
        'є' => "ye",
        'ж' => "zh",
        'з' => "z",
        'и' | 'і' | 'ы' => "i",
        'ї' => "yi",
        'й' => "y",
        'к' => "k",
        'л' => "l",
        'м' => "m",
        'н' => "n",
        'о' => "o",
        'п' => "p",
        'р' => "r",
        'с' => "s",
        'т' => "t",
        'у' => "u",
        'ф' => "f",
        'х' => "h",
        'ц' => "ts",
        'ч' => "ch",
        'ш' => "sh",
        'щ' => "sht",
        'ъ' => "a",
        'ь' => "",
        'ю' => "yu",
        'я' => "ya",
        'ё' => "yo",
        _ => return None,
    })
}

/// A spelling-tolerant skeleton of one Latin (or transliterated) word.
fn skeleton(word: &str) -> String {
    let mut latin = String::new();
    for c in word.chars().flat_map(char::to_lowercase) {
        if let Some(l) = cyrillic_to_latin(c) {
            latin.push_str(l);
        } else if c.is_ascii_alphabetic() {
            latin.push(c);
        }
    }
    // One pass, longest pattern first at each position.
    const FOLDS: [(&str, &str); 15] = [
        ("shch", "st"),
        ("sht", "st"),
        ("sch", "s"),
        ("tch", "c"),
        ("ch", "c"),
        ("sh", "s"),
        ("zh", "z"),
        ("kh", "h"),
        ("ts", "c"),
        ("tz", "c"),
        ("ph", "f"),
        ("x", "ks"),
        ("w", "v"),
        ("j", "i"),
        ("y", "i"),
    ];
    let mut out = String::with_capacity(latin.len());
    let mut rest = latin.as_str();
    while let Some(c) = rest.chars().next() {
        let (to, len) = FOLDS
            .iter()
            .find(|(from, _)| rest.starts_with(from))
            .map(|(from, to)| (*to, from.len()))
            .unwrap_or(("", 0));
        let piece = if len > 0 { to } else { &rest[..c.len_utf8()] };
        // Doubled letters are often single in the other alphabet ("Nikolla").
        for ch in piece.chars() {
            if !out.ends_with(ch) {
                out.push(ch);
            }
        }
        rest = &rest[len.max(c.len_utf8())..];
    }
    out
}

/// The name part of a written name: before a comma or an opening parenthesis.
fn name_part(written: &str) -> &str {
    written.split([',', '(', '–']).next().unwrap_or(written)
}

/// The skeleton tokens of a name, prefixes removed. Initials become one-letter tokens.
pub fn tokens(written: &str) -> Vec<String> {
    let mut out = Vec::new();
    for raw in name_part(written).split_whitespace() {
        let word = raw.trim_matches(|c: char| !c.is_alphanumeric() && c != '-' && c != '.');
        let bare = crate::prose::chars::lowercase(word.trim_end_matches('.'));
        if PREFIXES.contains(&bare.as_str()) {
            continue;
        }
        for part in word.split('.') {
            let sk = skeleton(part);
            if !sk.is_empty() {
                out.push(sk);
            }
        }
    }
    out
}

/// True when two written tokens (skeletons) name the same word; one-letter tokens are initials.
fn token_matches(a: &str, b: &str) -> bool {
    if a.len() == 1 || b.len() == 1 {
        return a.chars().next() == b.chars().next();
    }
    // One letter apart only in long words: "Petkov" and "Petrov" are different people.
    a == b || (a.len().min(b.len()) >= 8 && strsim::levenshtein(a, b) <= 1)
}

/// True when two written names are probably the same person: every token of the shorter name
/// matches a distinct token of the longer one, at least one of them a full word, and both names
/// have at least two tokens (a surname alone is too weak).
pub fn same_person(a: &str, b: &str) -> bool {
    same_tokens(&tokens(a), &tokens(b))
}

/// [`same_person`] on names already reduced with [`tokens`] (to compare one name with many).
pub fn same_tokens(ta: &[String], tb: &[String]) -> bool {
    let (short, long) = if ta.len() <= tb.len() { (ta, tb) } else { (tb, ta) };
    if short.len() < 2 {
        return false;
    }
    let mut used = vec![false; long.len()];
    let mut full_words = 0;
    for s in short {
        // Prefer full-word matches before initials.
        let pick = long
            .iter()
            .enumerate()
            .filter(|(i, l)| !used[*i] && token_matches(s, l))
            .max_by_key(|(_, l)| l.len().min(s.len()));
        match pick {
            Some((i, l)) => {
                used[i] = true;
                if s.len() > 1 && l.len() > 1 {
                    full_words += 1;
                }
            }
            None => return false,
        }
    }
    full_words >= 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cyrillic_with_title_matches_latin_in_any_order() {
        assert!(same_person("гм Маргарита Войска", "Voiska Margarita"));
        assert!(same_person("фм Светла Йорданова", "Jordanova Svetla"));
        assert!(same_person("Петър Генов, международен гросмайстор", "гм Петър Генов"));
        assert!(same_person("Д-р Стефан Сергиев", "Стефан Сергиев"));
        assert!(same_person("Р. М. Антонова", "Антонова Р.М."));
        assert!(same_person("Pavlina Chilingirova", "Чилингирова Павлина"));
    }

    #[test]
    fn different_people_do_not_match() {
        assert!(!same_person("гм Маргарита Войска", "Genova Ruzka"));
        assert!(!same_person("Ружка Генова", "Genova Lybka"));
        assert!(!same_person("мм Сашо Николов", "Nikolova Adriana"));
        assert!(!same_person("Генов", "Genov Petar"));
        assert!(!same_person("Милен Петров", "Огнян Антонов"));
        assert!(!same_person("Milen Petkov, IA", "Milen Petrov"));
    }
}
