//! A TRF for rating submission: what the rating officer needs besides the games, filled from the
//! regulation where the results do not give it, and what is still missing said as `T060`, one
//! finding per record.
//!
//! From the regulation: the city (022, the venue without its `гр.`/`м.` and what follows a
//! comma), the federation (032, the event's country as FIDE writes it), the dates (042, 052),
//! the chief arbiter and the deputies (102, 112: `IA`/`FA` from the category, the name, the FIDE
//! ID when given), the time control (122; TRF26 also 222, encoded), the dates of the rounds (132,
//! from the programme) and, for the players, the sex of a women's event. Text in Cyrillic is
//! written in Latin letters by the official system of its language (`vocab::translit`): rating
//! programs expect Latin names and places. A player's name in Cyrillic without a FIDE spelling
//! (`fide-name`) is transliterated too, and said.

use crate::diagnostic::Diagnostic;
use crate::model::{Lang, Regulation, Role};
use crate::results::Tournament;
use crate::vocab::fide::federations;
use crate::vocab::translit::{has_cyrillic, latin};

/// Fills the records the results leave empty from the regulation (see the module).
pub fn fill_from_regulation(t: &mut Tournament, reg: &Regulation) {
    let lang = reg.lang;
    if t.name.trim().is_empty() {
        let name = reg.event.name.as_ref().map_or(&reg.title.value, |n| &n.value);
        t.name = latin(name, lang);
    }
    if t.city.trim().is_empty() {
        if let Some(venue) = &reg.event.venue {
            t.city = latin(&city_of(&venue.value), lang);
        }
    }
    if t.federation.trim().is_empty() {
        let country = reg.event.country.as_ref().map(|c| c.value.clone()).or(match lang {
            Lang::Bg => Some("BG".to_string()),
            Lang::Uk => Some("UA".to_string()),
            Lang::En => None,
        });
        if let Some(code) = country.as_deref().and_then(federations::of_country) {
            t.federation = code.to_string();
        }
    }
    if let Some(d) = &reg.event.dates {
        t.start_date = t.start_date.or(Some(d.value.0));
        t.end_date = t.end_date.or(Some(d.value.1));
    }
    if t.chief_arbiter.trim().is_empty() {
        if let Some(chief) = reg.officials.iter().find(|o| o.role.value == Role::ChiefArbiter) {
            t.chief_arbiter = arbiter(chief, lang);
        }
    }
    if t.deputy_arbiters.is_empty() {
        t.deputy_arbiters = reg
            .officials
            .iter()
            .filter(|o| o.role.value == Role::DeputyArbiter)
            .map(|o| arbiter(o, lang))
            .collect();
    }
    if let Some(tc) = &reg.time_control {
        if t.time_control.trim().is_empty() && !tc.periods.is_empty() {
            t.time_control = crate::model::time_control::describe(tc);
        }
        let has_222 = t.other_records.iter().any(|r| r.starts_with("222"));
        if let (false, Some(code)) = (has_222, crate::model::time_control::encoded(tc)) {
            t.other_records.push(format!("222 {code}"));
        }
    }
    if t.round_dates.iter().all(|d| d.trim().is_empty()) {
        let dates: Vec<String> = (1..=t.rounds)
            .map(|r| {
                reg.round_entry(r).map_or(String::new(), |e| {
                    let d = e.date.value;
                    format!("{:02}/{:02}/{:02}", d.year() % 100, d.month(), d.day())
                })
            })
            .collect();
        if dates.iter().any(|d| !d.is_empty()) {
            t.round_dates = dates;
        }
    }
    if reg.is_for_women() {
        for p in t.players.iter_mut().filter(|p| p.sex.trim().is_empty() && !p.missing) {
            p.sex = "w".to_string();
        }
    }
}

/// The city of a venue: `гр. Перник` Перник, `м. Київ, Готельний комплекс «Русь»` Київ.
pub fn city_of(venue: &str) -> String {
    let first = venue.split(',').next().unwrap_or(venue).trim();
    const PREFIXES: &[&str] =
        &["гр.", "град ", "м.", "місто ", "с.", "село ", "смт ", "смт.", "city of "];
    let lower = first.to_lowercase();
    for p in PREFIXES {
        if lower.starts_with(p) {
            let rest: String = first.chars().skip(p.chars().count()).collect();
            return rest.trim().to_string();
        }
    }
    first.to_string()
}

/// An official as TRF records 102 and 112 write one: `IA Name Surname 2900424` (the title of an
/// international or FIDE arbiter from the category, the FIDE ID when given), in Latin letters.
fn arbiter(o: &crate::model::Official, lang: Lang) -> String {
    let category = o.category.as_ref().map(|c| c.value.to_lowercase()).unwrap_or_default();
    let title = if ["международ", "міжнарод", "international"].iter().any(|w| category.contains(w))
    {
        Some("IA")
    } else if ["фиде", "фіде", "fide"].iter().any(|w| category.contains(w)) {
        Some("FA")
    } else {
        None
    };
    let mut out = String::new();
    if let Some(t) = title {
        out.push_str(t);
        out.push(' ');
    }
    out.push_str(latin(o.name.value.trim(), lang).trim());
    if let Some(id) = &o.fide_id {
        out.push_str(&format!(" {}", id.value));
    }
    out
}

/// The names players get in the TRF ([`crate::results::Player::fide_name`]): FIDE's spelling
/// when given; else the name in Latin letters (a Cyrillic one transliterated) and, with
/// `surname_first`, as FIDE writes names, `Surname, Given`: the first word is the surname, as
/// Bulgarian and Ukrainian lists write names (`Voiska Margarita` `Voiska, Margarita`). A name
/// that has a comma already is kept as it is.
pub fn latin_names(t: &mut Tournament, lang: Lang, surname_first: bool) {
    for p in t.players.iter_mut().filter(|p| p.fide_name.trim().is_empty() && !p.missing) {
        let mut name = if has_cyrillic(&p.name) { latin(&p.name, lang) } else { p.name.clone() };
        if surname_first && !name.contains(',') {
            let trimmed = name.trim();
            if let Some((surname, given)) = trimmed.split_once(char::is_whitespace) {
                name = format!("{surname}, {}", given.trim());
            }
        }
        if name != p.name {
            p.fide_name = name;
        }
    }
}

/// Up to five players as `3 Name`, then how many more.
fn some(players: &[(u32, String)]) -> String {
    let mut shown: Vec<String> =
        players.iter().take(5).map(|(n, name)| format!("{n} {name}")).collect();
    if players.len() > 5 {
        shown.push(format!("and {} more", players.len() - 5));
    }
    shown.join("; ")
}

/// `T060`: what the rating officer needs that the TRF lacks, one finding per record. `named`
/// are the players whose Cyrillic names were transliterated (their names as the results write
/// them).
pub fn needs(t: &Tournament, transliterated: &[(u32, String)]) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut need = |record: &str, what: String, help: &str| {
        out.push(
            Diagnostic::warning(
                crate::results::codes::TRF_RATING_NEEDS,
                format!("TRF record {record}: {what}"),
            )
            .with_help(help.to_string()),
        );
    };
    let regulation_help = "state it in the regulation (or give `--regulation`), or in the results";
    if t.city.trim().is_empty() {
        need("022", "no city".into(), "give the venue in the regulation (`venue \"гр. Перник\"`)");
    }
    if !federations::is_code(t.federation.trim()) {
        need(
            "032",
            "no federation of the event".into(),
            "give the event's country in the regulation (`country BG`)",
        );
    }
    if t.start_date.is_none() || t.end_date.is_none() {
        need("042/052", "no dates of the event".into(), regulation_help);
    }
    if t.chief_arbiter.trim().is_empty() {
        need(
            "102",
            "no chief arbiter".into(),
            "name the chief arbiter in the regulation (`officials { chief-arbiter \"…\" fide-id … }`)",
        );
    } else if !t.chief_arbiter.chars().any(|c| c.is_ascii_digit()) {
        need(
            "102",
            format!("the chief arbiter `{}` has no FIDE ID", t.chief_arbiter.trim()),
            "write the FIDE ID after the name (`chief-arbiter \"…\" \"…\" fide-id 2900424`)",
        );
    }
    if t.time_control.trim().is_empty() {
        need("122", "no time control".into(), "give the regulation's `time-control`");
    }
    let dated = t.round_dates.iter().filter(|d| !d.trim().is_empty()).count();
    if (dated as u32) < t.rounds {
        need(
            "132",
            format!("{dated} of {} rounds have a date", t.rounds),
            "date every round in the regulation's `schedule`",
        );
    }
    let listed: Vec<&crate::results::Player> = t.listed().collect();
    let without = |f: &dyn Fn(&crate::results::Player) -> bool| -> Vec<(u32, String)> {
        listed.iter().filter(|p| f(p)).map(|p| (p.start, p.name.clone())).collect()
    };
    let no_federation = without(&|p| !federations::is_code(p.federation.trim()));
    if !no_federation.is_empty() {
        need(
            "001",
            format!("no federation for {}: {}", players(no_federation.len()), some(&no_federation)),
            "give `fed \"BUL\"` in the results file or the regulation's list",
        );
    }
    let no_id = without(&|p| p.fide_id.is_none() && p.rating.is_some());
    if !no_id.is_empty() {
        need(
            "001",
            format!("no FIDE ID for {} with a rating: {}", players(no_id.len()), some(&no_id)),
            "give `fide-id N` in the results file or the regulation's list",
        );
    }
    let no_sex = without(&|p| !matches!(p.sex.trim(), "m" | "w"));
    if !no_sex.is_empty() {
        need(
            "001",
            format!("no sex for {}: {}", players(no_sex.len()), some(&no_sex)),
            "give `sex m` or `sex w` in the results file or the regulation's list",
        );
    }
    if !transliterated.is_empty() {
        need(
            "001",
            format!(
                "{} written in Cyrillic, transliterated: {}",
                players(transliterated.len()),
                some(transliterated)
            ),
            "give FIDE's spelling with `fide-name \"Surname, Given\"` in the results file",
        );
    }
    out
}

fn players(n: usize) -> String {
    if n == 1 {
        "1 player".to_string()
    } else {
        format!("{n} players")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_city_of_a_venue() {
        assert_eq!(city_of("гр. Перник"), "Перник");
        assert_eq!(city_of("м. Київ, Готельний комплекс «Русь»"), "Київ");
        assert_eq!(city_of("Sunny Beach"), "Sunny Beach");
        assert_eq!(latin(&city_of("гр. Перник"), Lang::Bg), "Pernik");
    }
}
