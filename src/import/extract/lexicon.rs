//! Small text helpers of the readers: a line shortened for a review note, a value trimmed of the
//! punctuation that ends its clause.

/// A line of the document shortened for a comment: at most 70 characters, one line.
pub fn excerpt(text: &str) -> String {
    let t: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if t.chars().count() <= 70 {
        return t;
    }
    let mut s: String = t.chars().take(69).collect();
    s.push('…');
    s
}

/// A value as written, trimmed of blanks and of the punctuation that ends a clause.
pub fn strip_end(s: &str) -> String {
    s.trim().trim_end_matches(['.', ';', ',', ':', '–', '-', '—']).trim().to_string()
}

/// True for a word that is a verb by its form: a Bulgarian aorist or imperfect plural
/// (`започнаха`, `играеха`), a Ukrainian reflexive (`відбувся`, `змагалися`), a Ukrainian past
/// (`зібрав`, `провели`, `організувала`) or future (`прийматиме`), or one of the verbs news items
/// open with (`започна`, `стартира`, `събра`, `спечели`).
pub fn verb_like(w: &str) -> bool {
    const VERBS: &[&str] = &[
        "започна",
        "стартира",
        "събра",
        "спечели",
        "завърши",
        "приключи",
        "откри",
        "проведе",
        "организира",
        "приема",
        "посреща",
        "даде",
        "зібрав",
        "зібрала",
        "зібрали",
        "провели",
        "провів",
        "відбувся",
        "відбулася",
        "відбулись",
        "відбулися",
        "пройшов",
        "пройшла",
        "стартував",
        "стартувала",
        "завершився",
        "завершилася",
        "прийматиме",
        "приймає",
        "організувала",
        "організував",
        "організували",
        "перемогли",
        "переміг",
        "вибороли",
        "змагалися",
        "участваха",
        "участва",
        "играха",
        "бе",
        "беше",
    ];
    VERBS.contains(&w)
        || w.chars().count() >= 5
            && (w.ends_with("ся") || w.ends_with("сь") || w.ends_with("ха") && !w.ends_with("уха"))
        || w.chars().count() >= 6 && (w.ends_with("тиме") || w.ends_with("тимуть"))
}
