//! How results and names are written in results files and game records: the spellings of a
//! game's result (`1-0`, `½-½`, `+-`, `white-forfeit`, …) and the loose matching of a short
//! name (`Genova,Ly`) with a full one (`Genova Lybka`).

use super::Outcome;

/// Parses a results outcome spelling, giving (White's / home's, Black's / away's) outcomes.
pub fn parse_result(text: &str) -> Option<(Outcome, Outcome)> {
    use Outcome::*;
    let t: String = text.trim().to_lowercase().chars().filter(|c| !c.is_whitespace()).collect();
    Some(match t.as_str() {
        "1-0" | "white" => (Win, Loss),
        "0-1" | "black" => (Loss, Win),
        "½-½" | "1/2-1/2" | "0.5-0.5" | "=-=" | "draw" => (Draw, Draw),
        "+-" | "+/-" | "white-forfeit" => (ForfeitWin, ForfeitLoss),
        "-+" | "-/+" | "black-forfeit" => (ForfeitLoss, ForfeitWin),
        "--" | "-/-" | "double-forfeit" => (ForfeitLoss, ForfeitLoss),
        _ => return None,
    })
}

/// The canonical spelling of a game result (White's / home's outcome given).
pub fn result_spelling(white: Outcome, black: Outcome) -> &'static str {
    use Outcome::*;
    match (white, black) {
        (Win, _) => "1-0",
        (Loss, _) => "0-1",
        (Draw, _) => "½-½",
        (ForfeitWin, _) => "+-",
        (ForfeitLoss, ForfeitWin) => "-+",
        _ => "--",
    }
}

/// Words of a name, lowercase, without punctuation: `"Voiska, Margarita"` → `[voiska, margarita]`.
pub fn name_words(name: &str) -> Vec<String> {
    name.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| w.to_lowercase())
        .collect()
}

/// True when a short name (`Genova,Ly`) can name a full one (`Genova Lybka`): same surname and
/// every given-name word of the short one a prefix of the full one's word at that place. Words
/// are compared by their [`skeleton`](crate::vocab::translit::skeleton), so that a game record's
/// Latin spelling names a list's Cyrillic one (`Gritsayeva,O` is `Грицаєва Оксана`, `Osmak,Iulija`
/// is `Осьмак Юлія`).
pub fn names_match(short: &str, full: &str) -> bool {
    use crate::vocab::translit::skeleton;
    let a: Vec<String> = name_words(short).iter().map(|w| skeleton(w)).collect();
    let b: Vec<String> = name_words(full).iter().map(|w| skeleton(w)).collect();
    let (Some(sa), Some(sb)) = (a.first(), b.first()) else { return false };
    if sa != sb || sa.is_empty() {
        return false;
    }
    a.iter().skip(1).zip(b.iter().skip(1)).all(|(x, y)| y.starts_with(x.as_str()))
        && a.len() <= b.len()
}
