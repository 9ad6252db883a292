//! Did-you-mean: the known spelling closest to a word that was not understood, by one measure
//! (Jaro–Winkler similarity) and one threshold, for every kind of name the product knows
//! (keywords, weekdays, tie-break codes, placeholders, rule codes and names). The similarity is
//! only ever used to choose a suggestion, never for a fact.

/// The least similarity (0–1) a candidate needs to be suggested.
pub const THRESHOLD: f64 = 0.8;

/// The candidate closest to `word` (compared case-insensitively), if it is close enough. On
/// equal similarity the earlier candidate wins, so the result follows the candidates' order.
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    closest_weighted(word, candidates.into_iter().map(|c| (c, 0.0)))
}

/// Like [`closest`], with a bonus added to each candidate's similarity (e.g. to prefer the
/// spelling of the file's own language among near-equal ones).
pub fn closest_weighted<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = (&'a str, f64)>,
) -> Option<&'a str> {
    let word = word.to_lowercase();
    let mut best: Option<(f64, &'a str)> = None;
    for (candidate, bonus) in candidates {
        let score = strsim::jaro_winkler(&word, &candidate.to_lowercase()) + bonus;
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, candidate));
        }
    }
    best.filter(|(score, _)| *score >= THRESHOLD).map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_the_closest_close_enough_spelling() {
        assert_eq!(closest("venu", ["venue", "dates", "organiser"]), Some("venue"));
        assert_eq!(closest("KSS", ["DE", "KS", "SB"]), Some("KS"));
        assert_eq!(closest("неделиа", ["понеделник", "неделя"]), Some("неделя"));
        assert_eq!(closest("xyz", ["venue", "dates"]), None);
    }

    #[test]
    fn a_bonus_decides_between_near_equal_spellings() {
        let plain = closest_weighted("субота", [("събота", 0.0), ("субота", 0.0)]);
        assert_eq!(plain, Some("субота"));
        let preferred = closest_weighted("сбота", [("събота", 0.02), ("субота", 0.0)]);
        assert_eq!(preferred, Some("събота"));
    }
}
