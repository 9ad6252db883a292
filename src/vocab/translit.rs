//! Cyrillic names in Latin letters, as the two countries' official systems write them: the
//! Bulgarian Transliteration Act (2009, the "streamlined system": `щ` sht, `ъ` a, `-ия` at a
//! word's end ia) and the Ukrainian Cabinet of Ministers' resolution no. 55 (2010: `г` h, `и` y,
//! `є ї й ю я` ye yi y yu ya at a word's start, ie i i iu ia elsewhere, `ь` and the apostrophe
//! dropped, `зг` zgh). A FIDE TRF is read by rating programs that expect Latin names and places;
//! a name or a city written only in Cyrillic goes into the file this way (and `trf` says so).
//!
//! [`skeleton`] is for matching, not writing: it folds the spellings that systems and
//! federations disagree on (`y`/`i`/`j`, `h`/`g`, `ts`/`c`, doubled letters), so that a game
//! record's `Gritsayeva,O` matches a list's `Грицаєва Оксана` and `Osmak,Iulija` `Осьмак Юлія`.

use super::Lang;

/// Which of the two systems a text is written in: Ukrainian when it has a letter only Ukrainian
/// has (`і ї є ґ`), Bulgarian when it has `ъ`, else the language given (Bulgarian for English).
fn system_of(text: &str, lang: Lang) -> Lang {
    if text.chars().any(|c| matches!(c, 'і' | 'ї' | 'є' | 'ґ' | 'І' | 'Ї' | 'Є' | 'Ґ')) {
        Lang::Uk
    } else if text.chars().any(|c| matches!(c, 'ъ' | 'Ъ')) {
        Lang::Bg
    } else if lang == Lang::Uk {
        Lang::Uk
    } else {
        Lang::Bg
    }
}

/// True when the text has a Cyrillic letter.
pub fn has_cyrillic(text: &str) -> bool {
    text.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c))
}

/// The Latin letters of one lowercase Cyrillic letter; `initial` when it starts a word.
fn letter(c: char, system: Lang, initial: bool) -> Option<&'static str> {
    let uk = system == Lang::Uk;
    Some(match c {
        'а' => "a",
        'б' => "b",
        'в' => "v",
        'г' if uk => "h",
        'г' => "g",
        'ґ' => "g",
        'д' => "d",
        'е' => "e",
        'є' if initial => "ye",
        'є' => "ie",
        'ж' => "zh",
        'з' => "z",
        'и' if uk => "y",
        'и' => "i",
        'і' => "i",
        'ї' if initial => "yi",
        'ї' => "i",
        'й' if uk && !initial => "i",
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
        'х' if uk => "kh",
        'х' => "h",
        'ц' => "ts",
        'ч' => "ch",
        'ш' => "sh",
        'щ' if uk => "shch",
        'щ' => "sht",
        'ъ' => "a",
        'ь' if uk => "",
        'ь' => "y",
        'ю' if uk && !initial => "iu",
        'ю' => "yu",
        'я' if uk && !initial => "ia",
        'я' => "ya",
        // Russian letters, should a name have them.
        'ы' => "y",
        'э' => "e",
        'ё' => "yo",
        _ => return None,
    })
}

/// `text` with every Cyrillic letter written in Latin letters by the official system of its
/// language (see the module); other characters are kept. Capitals stay capitals: `Жукова`
/// gives `Zhukova`, `ЩИТ` gives `SHTIT`.
pub fn latin(text: &str, lang: Lang) -> String {
    let system = system_of(text, lang);
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    for (i, &c) in chars.iter().enumerate() {
        let lower = c.to_lowercase().next().unwrap_or(c);
        let prev = i.checked_sub(1).map(|j| chars[j]);
        let initial = prev.is_none_or(|p| !p.is_alphabetic() && p != '\'' && p != 'ʼ');
        if matches!(c, '\'' | 'ʼ' | '’')
            && system == Lang::Uk
            && prev.is_some_and(has_cyrillic_char)
        {
            continue;
        }
        // Bulgarian `-ия` at a word's end: `ia`; Ukrainian `зг`: `zgh`.
        let next = chars.get(i + 1).map(|n| n.to_lowercase().next().unwrap_or(*n));
        let after = chars.get(i + 2);
        let text = if system == Lang::Bg
            && lower == 'и'
            && next == Some('я')
            && after.is_none_or(|a| !a.is_alphabetic())
        {
            Some("i")
        } else if system == Lang::Bg
            && lower == 'я'
            && prev.is_some_and(|p| matches!(p, 'и' | 'И'))
            && next.is_none_or(|n| !n.is_alphabetic())
        {
            Some("a")
        } else if system == Lang::Uk && lower == 'г' && prev.is_some_and(|p| matches!(p, 'з' | 'З'))
        {
            Some("gh")
        } else {
            letter(lower, system, initial)
        };
        let Some(text) = text else {
            out.push(c);
            continue;
        };
        if c.is_uppercase() {
            let shout = chars.get(i + 1).is_some_and(|n| n.is_uppercase())
                || (prev.is_some_and(|p| p.is_uppercase())
                    && next.is_none_or(|n| !n.is_alphabetic()));
            let mut letters = text.chars();
            if let Some(first) = letters.next() {
                out.extend(first.to_uppercase());
                if shout {
                    out.extend(letters.flat_map(char::to_uppercase));
                } else {
                    out.extend(letters);
                }
            }
        } else {
            out.push_str(text);
        }
    }
    out
}

fn has_cyrillic_char(c: char) -> bool {
    ('\u{400}'..='\u{4ff}').contains(&c)
}

/// A word folded for matching across spellings: Latin letters (Cyrillic transliterated),
/// without the soft sign, lowercase, `y` and `j` read as `i`, `h` as `g`, `ts` as `c`, `w` as `v`, no doubled letters
/// and nothing but letters and digits.
pub fn skeleton(word: &str) -> String {
    // The soft sign has no letter in most Latin spellings (`Осьмак` Osmak).
    let word: String = word.chars().filter(|c| !matches!(c, 'ь' | 'Ь')).collect();
    let latin = if has_cyrillic(&word) { latin(&word, Lang::En) } else { word };
    let folded: String = latin
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric())
        .map(|c| match c {
            'y' | 'j' => 'i',
            'h' => 'g',
            'w' => 'v',
            _ => fold_accent(c),
        })
        .collect();
    let folded = folded.replace("ts", "c").replace("tz", "c");
    let mut out = String::with_capacity(folded.len());
    for c in folded.chars() {
        if !out.ends_with(c) {
            out.push(c);
        }
    }
    out
}

/// A Latin letter without its accent (`č` c, `ö` o, `ł` l), for the common European ones.
fn fold_accent(c: char) -> char {
    match c {
        'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' | 'ą' | 'ă' => 'a',
        'č' | 'ć' | 'ç' => 'c',
        'ď' => 'd',
        'é' | 'è' | 'ê' | 'ë' | 'ě' | 'ę' => 'e',
        'í' | 'ì' | 'î' | 'ï' => 'i',
        'ł' | 'ľ' | 'ĺ' => 'l',
        'ň' | 'ń' | 'ñ' => 'n',
        'ó' | 'ò' | 'ô' | 'ö' | 'õ' | 'ő' => 'o',
        'ř' => 'r',
        'š' | 'ś' | 'ș' | 'ş' => 's',
        'ť' | 'ț' | 'ţ' => 't',
        'ú' | 'ù' | 'û' | 'ü' | 'ů' | 'ű' => 'u',
        'ý' => 'i',
        'ž' | 'ź' | 'ż' => 'z',
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bulgarian_names_and_places_by_the_2009_act() {
        assert_eq!(latin("Милен Петров", Lang::Bg), "Milen Petrov");
        assert_eq!(latin("гр. Перник", Lang::Bg), "gr. Pernik");
        assert_eq!(latin("Огнян Антонов", Lang::Bg), "Ognyan Antonov");
        assert_eq!(latin("Щерев", Lang::Bg), "Shterev");
        assert_eq!(latin("Георгиев Българанов", Lang::Bg), "Georgiev Balgaranov");
        assert_eq!(latin("София", Lang::Bg), "Sofia");
        assert_eq!(latin("Любка Генова", Lang::Bg), "Lyubka Genova");
        assert_eq!(latin("Войска", Lang::Bg), "Voyska");
    }

    #[test]
    fn ukrainian_names_and_places_by_the_2010_resolution() {
        assert_eq!(latin("Київ", Lang::Uk), "Kyiv");
        assert_eq!(latin("Марія Музичук", Lang::Uk), "Mariia Muzychuk");
        assert_eq!(latin("Юлія Осьмак", Lang::Uk), "Yuliia Osmak");
        assert_eq!(latin("Грицаєва", Lang::Uk), "Hrytsaieva");
        assert_eq!(latin("Згурський", Lang::Uk), "Zghurskyi");
        assert_eq!(latin("Знам'янка", Lang::Uk), "Znamianka");
        assert_eq!(latin("Щербина", Lang::Uk), "Shcherbyna");
        assert_eq!(latin("Р. М. Антонова", Lang::Uk), "R. M. Antonova");
        // The letters of the text decide: a Ukrainian name in a Bulgarian document.
        assert_eq!(latin("Київ", Lang::Bg), "Kyiv");
    }

    #[test]
    fn capitals_and_other_characters_are_kept() {
        assert_eq!(latin("ЖУКОВА", Lang::Uk), "ZHUKOVA");
        assert_eq!(latin("Жукова, Наталія", Lang::Uk), "Zhukova, Nataliia");
        assert_eq!(latin("Lokomotiv 2000", Lang::Bg), "Lokomotiv 2000");
        assert_eq!(latin("ШК „Ю. Бендерев”", Lang::Bg), "SHK „Yu. Benderev”");
    }

    #[test]
    fn skeletons_match_the_spellings_federations_use() {
        let same = |a: &str, b: &str| assert_eq!(skeleton(a), skeleton(b), "{a} / {b}");
        same("Gritsayeva", "Грицаєва");
        same("Gaponenko", "Гапоненко");
        same("Zhukova", "Жукова");
        same("Dolzhikova", "Должикова");
        same("Osmak", "Осьмак");
        same("Iulija", "Юлія");
        same("Mariya", "Марія");
        same("Voiska", "Войска");
        same("Tantsiura", "Танцюра");
        assert_ne!(skeleton("Genova"), skeleton("Генадиева"));
    }
}
