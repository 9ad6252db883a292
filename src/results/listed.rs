//! The players of a regulation's list in the results: a listed player as a results player, and a
//! results player completed from the list entry that names the same person (the full name as the
//! federation writes it, title, FIDE ID, federation, club, sex and birth year wherever the
//! results do not give them).

use crate::model::{self, Sex};
use crate::results::spelling::names_match;
use crate::results::Player;

/// A listed player as a results player (start number `start`).
pub fn player_of(listed: &model::Player, start: u32) -> Player {
    let mut p = Player { start, name: listed.name.value.as_str().into(), ..Player::default() };
    p.rating = listed.rating.as_ref().map(|r| r.value);
    complete(&mut p, listed);
    p
}

/// Fills what `p` does not give from the list entry `listed` (the rating stays the results':
/// the one the games were rated with).
pub fn complete(p: &mut Player, listed: &model::Player) {
    if p.title.is_empty() {
        if let Some(t) = &listed.title {
            p.title = format!("{:?}", t.value).into();
        }
    }
    if p.fide_id.is_none() {
        p.fide_id = listed.fide_id.as_ref().map(|f| f.value);
    }
    if p.federation.is_empty() {
        if let Some(f) = &listed.federation {
            p.federation = f.value.trim().into();
        }
    }
    if p.club.is_empty() {
        if let Some(c) = &listed.club {
            p.club = c.value.trim().into();
        }
    }
    if p.sex.is_empty() {
        if let Some(s) = &listed.sex {
            p.sex = match s.value {
                Sex::M => "m",
                Sex::W => "w",
            }
            .into();
        }
    }
    if p.birth.is_empty() {
        if let Some(b) = &listed.born {
            p.birth = b.value.to_string().into();
        }
    }
    if p.rating.is_none() {
        p.rating = listed.rating.as_ref().map(|r| r.value);
    }
}

/// The list entries a name can name (a short name `Muzychuk,M` names `Музичук Марія`; a full
/// name names its own entry), in list order.
pub fn candidates<'a>(name: &str, list: &'a [model::Player]) -> Vec<&'a model::Player> {
    let exact: Vec<&model::Player> =
        list.iter().filter(|p| p.name.value.trim() == name.trim()).collect();
    if !exact.is_empty() {
        return exact;
    }
    list.iter()
        .filter(|p| names_match(name, &p.name.value) || names_match(&p.name.value, name))
        .collect()
}

/// The name a results file or a game record writes for a listed player, kept as FIDE's spelling
/// when the list writes the name in Cyrillic and the record spells it out in Latin letters with
/// whole given names (`Osmak,Iulija` for `Осьмак Юлія`; not `Muzychuk,M`, an abbreviation).
pub fn fide_spelling(written: &str, listed: &str) -> Option<String> {
    use crate::vocab::translit::has_cyrillic;
    let words = crate::results::spelling::name_words(written);
    let spelled_out = words.len() >= 2 && words.iter().all(|w| w.chars().count() >= 2);
    (spelled_out && !has_cyrillic(written) && has_cyrillic(listed)).then(|| written.to_string())
}
