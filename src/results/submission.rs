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

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::model::{Lang, Regulation, Role};
use crate::results::Tournament;
use crate::vocab::fide::federations;
use crate::vocab::lang::Noun;
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
                reg.round_entry(r).and_then(|e| e.day()).map_or(String::new(), |d| {
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
            p.sex = "w".into();
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
        let mut name =
            if has_cyrillic(&p.name) { latin(&p.name, lang) } else { p.name.to_string() };
        if surname_first && !name.contains(',') {
            let trimmed = name.trim();
            if let Some((surname, given)) = trimmed.split_once(char::is_whitespace) {
                name = format!("{surname}, {}", given.trim());
            }
        }
        if name != p.name {
            p.fide_name = name.into();
        }
    }
}

/// Up to five players as `3 Name`, then how many more.
fn some(players: &[(u32, String)], l: Lang) -> String {
    let mut shown: Vec<String> =
        players.iter().take(5).map(|(n, name)| format!("{n} {name}")).collect();
    if players.len() > 5 {
        let more = players.len() - 5;
        shown.push(tr!(l, en: "and {more} more", bg: "и още {more}", uk: "і ще {more}"));
    }
    shown.join("; ")
}

/// `T060`: what the rating officer needs that the TRF lacks, one finding per record. `named`
/// are the players whose Cyrillic names were transliterated (their names as the results write
/// them).
pub fn needs(t: &Tournament, transliterated: &[(u32, String)]) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut need = |record: &str, what: &dyn Fn(Lang) -> String, help: &dyn Fn(Lang) -> String| {
        out.push(localized(|l| {
            let what = what(l);
            Diagnostic::warning(
                crate::results::codes::TRF_RATING_NEEDS,
                tr!(
                    l,
                    en: "TRF record {record}: {what}",
                    bg: "запис {record} на TRF: {what}",
                    uk: "запис {record} TRF: {what}"
                ),
            )
            .with_help(help(l))
        }));
    };
    let regulation_help = |l| {
        tr!(
            l,
            en: "state it in the regulation (or give `--regulation`), or in the results",
            bg: "посочете го в регламента (или подайте `--regulation`) или в резултатите",
            uk: "укажіть це в регламенті (або подайте `--regulation`) чи в результатах"
        )
    };
    if t.city.trim().is_empty() {
        need(
            "022",
            &|l| tr!(l, en: "no city", bg: "няма град", uk: "немає міста"),
            &|l| {
                tr!(
                    l,
                    en: "give the venue in the regulation (`venue \"гр. Перник\"`)",
                    bg: "посочете мястото в регламента (`място \"гр. Перник\"`)",
                    uk: "укажіть місце в регламенті (`місце \"м. Київ\"`)"
                )
            },
        );
    }
    if !federations::is_code(t.federation.trim()) {
        need(
            "032",
            &|l| {
                tr!(
                    l,
                    en: "no federation of the event",
                    bg: "няма федерация на турнира",
                    uk: "немає федерації турніру"
                )
            },
            &|l| {
                tr!(
                    l,
                    en: "give the event's country in the regulation (`country BG`)",
                    bg: "посочете държавата на турнира в регламента (`държава BG`)",
                    uk: "укажіть країну турніру в регламенті (`країна UA`)"
                )
            },
        );
    }
    if t.start_date.is_none() || t.end_date.is_none() {
        need(
            "042/052",
            &|l| tr!(l, en: "no dates of the event", bg: "няма дати на турнира", uk: "немає дат турніру"),
            &regulation_help,
        );
    }
    let chief = t.chief_arbiter.trim();
    if chief.is_empty() {
        need(
            "102",
            &|l| tr!(l, en: "no chief arbiter", bg: "няма главен съдия", uk: "немає головного судді"),
            &|l| {
                tr!(
                    l,
                    en: "name the chief arbiter in the regulation (`officials {{ chief-arbiter \"…\" fide-id … }}`)",
                    bg: "назовете главния съдия в регламента (`съдии {{ главен-съдия \"…\" фиде-ид … }}`)",
                    uk: "назвіть головного суддю в регламенті (`судді {{ головний-суддя \"…\" фіде-ід … }}`)"
                )
            },
        );
    } else if !chief.chars().any(|c| c.is_ascii_digit()) {
        need(
            "102",
            &|l| {
                tr!(
                    l,
                    en: "the chief arbiter `{chief}` has no FIDE ID",
                    bg: "главният съдия `{chief}` няма номер във ФИДЕ",
                    uk: "головний суддя `{chief}` не має ідентифікатора ФІДЕ"
                )
            },
            &|l| {
                tr!(
                    l,
                    en: "write the FIDE ID after the name (`chief-arbiter \"…\" \"…\" fide-id 2900424`)",
                    bg: "напишете номера във ФИДЕ след името (`главен-съдия \"…\" \"…\" фиде-ид 2900424`)",
                    uk: "запишіть ідентифікатор ФІДЕ після імені (`головний-суддя \"…\" \"…\" фіде-ід 2900424`)"
                )
            },
        );
    }
    if t.time_control.trim().is_empty() {
        need(
            "122",
            &|l| tr!(l, en: "no time control", bg: "няма контрола на времето", uk: "немає контролю часу"),
            &|l| {
                tr!(
                    l,
                    en: "give the regulation's `time-control`",
                    bg: "посочете контролата на времето в регламента (`контрола`)",
                    uk: "укажіть контроль часу в регламенті (`контроль-часу`)"
                )
            },
        );
    }
    let dated = t.round_dates.iter().filter(|d| !d.trim().is_empty()).count();
    let rounds = t.rounds;
    if (dated as u32) < rounds {
        need(
            "132",
            &|l| {
                tr!(
                    l,
                    en: "{dated} of {rounds} rounds have a date",
                    bg: "{dated} от {rounds} кръга имат дата",
                    uk: "дату мають {dated} з {rounds} турів"
                )
            },
            &|l| {
                tr!(
                    l,
                    en: "date every round in the regulation's `schedule`",
                    bg: "дайте дата на всеки кръг в програмата на регламента (`програма`)",
                    uk: "дайте дату кожному туру в програмі регламенту (`програма`)"
                )
            },
        );
    }
    let listed: Vec<&crate::results::Player> = t.listed().collect();
    let without = |f: &dyn Fn(&crate::results::Player) -> bool| -> Vec<(u32, String)> {
        listed.iter().filter(|p| f(p)).map(|p| (p.start, p.name.to_string())).collect()
    };
    let no_federation = without(&|p| !federations::is_code(p.federation.trim()));
    if !no_federation.is_empty() {
        need(
            "001",
            &|l| {
                let (who, some) = (players(no_federation.len(), l), some(&no_federation, l));
                tr!(
                    l,
                    en: "no federation for {who}: {some}",
                    bg: "няма федерация за {who}: {some}",
                    uk: "немає федерації для {who}: {some}"
                )
            },
            &|l| {
                tr!(
                    l,
                    en: "give `fed \"BUL\"` in the results file or the regulation's list",
                    bg: "дайте `федерация \"BUL\"` във файла с резултати или в списъка на регламента",
                    uk: "дайте `федерація \"UKR\"` у файлі результатів або в списку регламенту"
                )
            },
        );
    }
    let no_id = without(&|p| p.fide_id.is_none() && p.rating.is_some());
    if !no_id.is_empty() {
        need(
            "001",
            &|l| {
                let (who, some) = (players(no_id.len(), l), some(&no_id, l));
                tr!(
                    l,
                    en: "no FIDE ID for {who} with a rating: {some}",
                    bg: "няма номер във ФИДЕ за {who} с рейтинг: {some}",
                    uk: "немає ідентифікатора ФІДЕ для {who} з рейтингом: {some}"
                )
            },
            &|l| {
                tr!(
                    l,
                    en: "give `fide-id N` in the results file or the regulation's list",
                    bg: "дайте `фиде-ид N` във файла с резултати или в списъка на регламента",
                    uk: "дайте `фіде-ід N` у файлі результатів або в списку регламенту"
                )
            },
        );
    }
    let no_sex = without(&|p| !matches!(p.sex.trim(), "m" | "w"));
    if !no_sex.is_empty() {
        need(
            "001",
            &|l| {
                let (who, some) = (players(no_sex.len(), l), some(&no_sex, l));
                tr!(
                    l,
                    en: "no sex for {who}: {some}",
                    bg: "няма пол за {who}: {some}",
                    uk: "немає статі для {who}: {some}"
                )
            },
            &|l| {
                tr!(
                    l,
                    en: "give `sex m` or `sex w` in the results file or the regulation's list",
                    bg: "дайте `пол м` или `пол ж` във файла с резултати или в списъка на регламента",
                    uk: "дайте `стать m` або `стать w` у файлі результатів або в списку регламенту"
                )
            },
        );
    }
    if !transliterated.is_empty() {
        need(
            "001",
            &|l| {
                let (who, some) = (players(transliterated.len(), l), some(transliterated, l));
                tr!(
                    l,
                    en: "{who} written in Cyrillic, transliterated: {some}",
                    bg: "имената на {who} са на кирилица, транслитерирани са: {some}",
                    uk: "імена {who} написано кирилицею, їх транслітеровано: {some}"
                )
            },
            &|l| {
                tr!(
                    l,
                    en: "give FIDE's spelling with `fide-name \"Surname, Given\"` in the results file",
                    bg: "дайте изписването на ФИДЕ с `фиде-име \"Фамилия, Име\"` във файла с резултати",
                    uk: "дайте написання ФІДЕ через `фіде-ім'я \"Прізвище, Ім’я\"` у файлі результатів"
                )
            },
        );
    }
    out
}

/// `1 player`, `12 players`, in a language.
fn players(n: usize, l: Lang) -> String {
    const PLAYER: Noun = Noun {
        en: ["player", "players"],
        bg: ["състезател", "състезатели"],
        uk: ["гравця", "гравців", "гравців"],
    };
    format!("{n} {}", PLAYER.form(l, n as u64))
}

/// `T078`: what FIDE's rating officer would send back, as errors: rated players without a FIDE
/// ID, a chief arbiter without one. (A round not entered, an empty round-robin cell and a player
/// twice are errors of the results already: `T076`, `T077`, `T075`.) Empty when the file can go.
pub fn refusals(t: &Tournament) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let rated: Vec<(u32, String)> = t
        .listed()
        .filter(|p| p.fide_id.is_none() && p.rating.is_some_and(|r| r > 0))
        .map(|p| (p.start, p.name.to_string()))
        .collect();
    if !rated.is_empty() {
        let n = rated.len();
        let some: Vec<String> = rated.iter().take(3).map(|(s, n)| format!("{s} {n}")).collect();
        let more = if n > 3 { ", …" } else { "" };
        let some = format!("{}{more}", some.join(", "));
        out.push(localized(|l| {
            let who = Noun {
                en: ["rated player has", "rated players have"],
                bg: ["състезател с рейтинг няма", "състезатели с рейтинг нямат"],
                uk: ["рейтингований гравець не має", "рейтинговані гравці не мають", "рейтингованих гравців не мають"],
            }
            .count(l, n as u64);
            Diagnostic::error(
                crate::results::fide_codes::TRF_REFUSED_FOR_RATING,
                tr!(
                    l,
                    en: "{who} no FIDE ID ({some}): FIDE would send the file back",
                    bg: "{who} номер във ФИДЕ ({some}): ФИДЕ би върнала файла",
                    uk: "{who} ідентифікатора ФІДЕ ({some}): ФІДЕ повернула б файл"
                ),
            )
            .with_note(tr!(
                l,
                en: "nothing is written",
                bg: "нищо не е записано",
                uk: "нічого не записано"
            ))
            .with_help(tr!(
                l,
                en: "give the FIDE IDs (`fide-id …`, or `--fide-list` with FIDE's list of the month); `--draft` writes the file anyway",
                bg: "дайте номерата във ФИДЕ (`fide-id …` или `--fide-list` с ранглистата на ФИДЕ за месеца); с `--draft` файлът се записва въпреки това",
                uk: "дайте ідентифікатори ФІДЕ (`fide-id …` або `--fide-list` з рейтинг-листом ФІДЕ за місяць); з `--draft` файл записується все одно"
            ))
        }));
    }
    let chief = t.chief_arbiter.trim().to_string();
    if !chief.chars().any(|c| c.is_ascii_digit()) {
        out.push(localized(|l| {
            let message = if chief.is_empty() {
                tr!(
                    l,
                    en: "the file names no chief arbiter: FIDE would send it back",
                    bg: "във файла няма главен съдия: ФИДЕ би го върнала",
                    uk: "у файлі немає головного судді: ФІДЕ повернула б його"
                )
            } else {
                tr!(
                    l,
                    en: "the chief arbiter `{chief}` has no FIDE ID: FIDE would send the file back",
                    bg: "главният съдия `{chief}` няма номер във ФИДЕ: ФИДЕ би върнала файла",
                    uk: "головний суддя `{chief}` не має ідентифікатора ФІДЕ: ФІДЕ повернула б файл"
                )
            };
            Diagnostic::error(crate::results::fide_codes::TRF_REFUSED_FOR_RATING, message)
                .with_note(tr!(l, en: "nothing is written", bg: "нищо не е записано", uk: "нічого не записано"))
                .with_help(tr!(
                    l,
                    en: "name the chief arbiter with the FIDE ID in the regulation (`chief-arbiter \"…\" fide-id …`); `--draft` writes the file anyway",
                    bg: "назовете главния съдия с номера му във ФИДЕ в регламента (`главен-съдия \"…\" фиде-ид …`); с `--draft` файлът се записва въпреки това",
                    uk: "назвіть головного суддю з ідентифікатором ФІДЕ в регламенті (`головний-суддя \"…\" фіде-ід …`); з `--draft` файл записується все одно"
                ))
        }));
    }
    out
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
