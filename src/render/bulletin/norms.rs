//! The norms and rating changes of the players.

use super::*;

/// Hundredths in one style for a whole column: as few decimals as the column needs (none,
/// one or two), a decimal comma in bg/uk; signed when `signed`.
pub(super) fn column(values: &[Option<i64>], lang: Lang, signed: bool) -> Vec<String> {
    let present = || values.iter().flatten();
    let decimals = if present().all(|v| v % 100 == 0) {
        0
    } else if present().all(|v| v % 10 == 0) {
        1
    } else {
        2
    };
    let sep = if lang == Lang::En { "." } else { "," };
    values
        .iter()
        .map(|v| {
            let Some(v) = v else { return String::new() };
            let sign = if *v < 0 {
                "−"
            } else if signed && *v > 0 {
                "+"
            } else {
                ""
            };
            let a = v.unsigned_abs();
            match decimals {
                0 => format!("{sign}{}", a / 100),
                1 => format!("{sign}{}{sep}{}", a / 100, (a % 100) / 10),
                _ => format!("{sign}{}{sep}{:02}", a / 100, a % 100),
            }
        })
        .collect()
}

/// Hundredths with two decimals (a decimal comma in bg/uk), signed when `signed`: `+0,36`.
pub(super) fn hundredths(v: Option<i64>, lang: Lang, signed: bool) -> String {
    let Some(v) = v else { return String::new() };
    let sign = if v < 0 {
        "−"
    } else if signed && v > 0 {
        "+"
    } else {
        ""
    };
    let sep = if lang == Lang::En { "." } else { "," };
    let a = v.unsigned_abs();
    format!("{sign}{}{sep}{:02}", a / 100, a % 100)
}

/// The norms and ratings table; `None` when no player has a rating. `rules` are the rating
/// rules of the event's period, named in the note.
pub(super) fn norms_view(
    extras: &Extras,
    rules: &RatingRules,
    gender: crate::render::words::Gender,
    lang: Lang,
) -> Option<NormsView> {
    let women = gender == crate::render::words::Gender::Feminine;
    // The words that take the event's gender.
    let (opponents_bg, opponents_uk) = if women {
        ("противничките", "суперниць")
    } else {
        ("противниците", "суперників")
    };
    if extras.players.iter().all(|p| p.rating.is_none()) {
        return None;
    }
    let opt = |v: Option<u32>| v.map(|x| x.to_string()).unwrap_or_default();
    let mut achieved = Vec::new();
    let mut titles_unknown = false;
    let expected = column(
        &extras.players.iter().map(|p| p.expected.map(|e| e.0)).collect::<Vec<_>>(),
        lang,
        false,
    );
    let delta = column(
        &extras.players.iter().map(|p| p.delta.map(|e| e.0)).collect::<Vec<_>>(),
        lang,
        true,
    );
    let changes: Vec<Option<i64>> =
        extras.players.iter().map(|p| p.change_exact.map(|c| c.0)).collect();
    let total: i64 = changes.iter().flatten().sum();
    let mut with_total = changes.clone();
    with_total.push(Some(total));
    let change_text = column(&with_total, lang, true);
    let rows = extras
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let met: Vec<String> = p
                .norms
                .iter()
                .filter(|n| !n.already_holds)
                .filter_map(|n| {
                    let qualifier = match (n.verdict, lang) {
                        (NormVerdict::Achieved, _) => "",
                        (NormVerdict::AchievedIfExempt, Lang::Bg) => {
                            " (ако турнирът е освободен от изискването за чуждестранни противници, ФИДЕ B.01, 1.4.3)"
                        }
                        (NormVerdict::AchievedIfExempt, Lang::Uk) => {
                            " (якщо турнір звільнено від вимоги щодо іноземних суперників, ФІДЕ B.01, 1.4.3)"
                        }
                        (NormVerdict::AchievedIfExempt, Lang::En) => " (if exempt from B.01 1.4.3)",
                        (NormVerdict::PointsMet, _) => {
                            // The conditions on titled opponents cannot be checked: said once.
                            titles_unknown = true;
                            return None;
                        }
                        _ => return None,
                    };
                    let ra = opt(n.average);
                    let pts = format_points(n.points, lang);
                    let need = n.points_needed.map(|x| format_points(x, lang)).unwrap_or_default();
                    let norm = crate::render::words::norm_words(n.title, lang);
                    let games = crate::render::i18n::games(n.games, lang);
                    achieved.push(match lang {
                        Lang::Bg => format!(
                            "{} {}: {norm}{qualifier} — {pts} от {games} при среден рейтинг на {opponents_bg} {ra} (необходими {need})",
                            p.start, p.name
                        ),
                        Lang::Uk => format!(
                            "{} {}: {norm}{qualifier} — {pts} з {games} при середньому рейтингу {opponents_uk} {ra} (потрібно {need})",
                            p.start, p.name
                        ),
                        Lang::En => format!(
                            "{} {}: {norm}{qualifier} — {pts} from {games} at Ra {ra} ({need} needed)",
                            p.start, p.name
                        ),
                    });
                    Some(crate::render::words::title_short(n.title, lang).to_string())
                })
                .collect();
            NormsRow {
                number: p.start,
                name: p.name.clone(),
                title: p.title.map(|x| crate::render::words::title_short(x, lang).to_string()).unwrap_or_default(),
                rating: opt(p.rating),
                games: p.games.to_string(),
                score: format_points(p.score, lang),
                expected: expected[i].clone(),
                delta: delta[i].clone(),
                average: opt(p.average_opponents),
                performance: p.performance.map(|x| x.to_string()).unwrap_or_default(),
                k: opt(p.k),
                change: change_text[i].clone(),
                norms: met.join(", "),
            }
        })
        .collect();
    let since = rules.since;
    let cap = rules.cap;
    let once = rules.cap_once_per_event;
    let (k_new, k_low, k_top) = (rules.k_new, rules.k_below_2400, rules.k_2400);
    let date = jiff::civil::Date::strptime("%Y-%m-%d", since)
        .map(|d| crate::vocab::calendar::format_date(d, lang))
        .unwrap_or_else(|_| since.to_string());
    let (new_bg, each_bg, new_uk, each_uk) = if women {
        ("нови състезателки", "всяка", "нових шахісток", "кожна")
    } else {
        ("нови състезатели", "всеки", "нових шахістів", "кожен")
    };
    let rated: Vec<&crate::score::extras::PlayerExtra> =
        extras.players.iter().filter(|p| p.k.is_some()).collect();
    let all_listed = !rated.is_empty() && rated.iter().all(|p| p.k_from_list);
    let some_listed = rated.iter().any(|p| p.k_from_list);
    let once_bg = if once { " само веднъж в турнира" } else { "" };
    let once_uk = if once { " лише один раз у турнірі" } else { "" };
    let once_en = if once { " once per event" } else { "" };
    let mut note = if all_listed {
        match lang {
            Lang::Bg => format!(
                "Промените в рейтинга са изчислени по правилата на ФИДЕ, в сила от {date}, с коефициента K на {} от ранглистата на ФИДЕ; разлика в рейтингите над {cap} точки се брои за {cap}{once_bg}. Промяната е K × (W − We) без закръгляване: ФИДЕ закръгля сумата за рейтинговия период.",
                if women { "всяка състезателка" } else { "всеки състезател" }
            ),
            Lang::Uk => format!(
                "Зміни рейтингу обчислено за правилами ФІДЕ, чинними з {date}, з коефіцієнтом K {} з рейтинг-листа ФІДЕ; різниця рейтингів понад {cap} пунктів враховується як {cap}{once_uk}. Зміна — це K × (W − We) без округлення: ФІДЕ округлює суму за рейтинговий період.",
                if women { "кожної шахістки" } else { "кожного шахіста" }
            ),
            Lang::En => format!(
                "Rating changes under the FIDE rules in force from {date}, with each player's K from FIDE's rating list; a difference above {cap} counts as {cap}{once_en}. The change is K × (W − We), not rounded: FIDE rounds the rating period's total."
            ),
        }
    } else {
        let mut n = match lang {
            Lang::Bg => format!(
                "Промените в рейтинга са изчислени по правилата на ФИДЕ, в сила от {date}: K = {k_low} под 2400, {k_top} от 2400, {k_new} за {new_bg}. K се определя от рейтинга в турнира: приема се, че {each_bg} има поне 30 рейтингови партии и, при рейтинг под 2400, никога не е {}; разлика в рейтингите над {cap} точки се брои за {cap}{once_bg}. Промяната е K × (W − We) без закръгляване: ФИДЕ закръгля сумата за рейтинговия период.",
                if women {
                    format!("имала рейтинг 2400 (която е имала, запазва K {k_top})")
                } else {
                    format!("имал рейтинг 2400 (който е имал, запазва K {k_top})")
                }
            ),
            Lang::Uk => format!(
                "Зміни рейтингу обчислено за правилами ФІДЕ, чинними з {date}: K = {k_low} до 2400, {k_top} від 2400, {k_new} для {new_uk}. K визначено за рейтингом у турнірі: вважається, що {each_uk} має щонайменше 30 рейтингових партій і, якщо рейтинг менший за 2400, ніколи не {}; різниця рейтингів понад {cap} пунктів враховується як {cap}{once_uk}. Зміна — це K × (W − We) без округлення: ФІДЕ округлює суму за рейтинговий період.",
                if women {
                    format!("мала рейтингу 2400 (та, що мала, зберігає K {k_top})")
                } else {
                    format!("мав рейтингу 2400 (той, хто мав, зберігає K {k_top})")
                }
            ),
            Lang::En => format!(
                "Rating changes under the FIDE rules in force from {date}: K = {k_low} below 2400, {k_top} from 2400, {k_new} for new players. K is worked out from the rating in the event: each player is taken to have 30 rated games and, below 2400, never to have been rated 2400 (one who was keeps K {k_top}); a difference above {cap} counts as {cap}{once_en}. The change is K × (W − We), not rounded: FIDE rounds the rating period's total."
            ),
        };
        if some_listed {
            n.push(' ');
            n.push_str(match lang {
                Lang::Bg if women => {
                    "За състезателките, намерени в ранглистата на ФИДЕ, K е този от ранглистата."
                }
                Lang::Bg => {
                    "За състезателите, намерени в ранглистата на ФИДЕ, K е този от ранглистата."
                }
                Lang::Uk if women => {
                    "Для шахісток, знайдених у рейтинг-листі ФІДЕ, K — той, що в листі."
                }
                Lang::Uk => "Для шахістів, знайдених у рейтинг-листі ФІДЕ, K — той, що в листі.",
                Lang::En => "For the players found on FIDE's rating list, K is the list's.",
            });
        }
        n
    };
    if titles_unknown {
        note.push(' ');
        note.push_str(match lang {
            Lang::Bg if women => "Званията на участничките не са известни, затова условията за норми не могат да бъдат проверени и норми не се посочват.",
            Lang::Bg => "Званията на участниците не са известни, затова условията за норми не могат да бъдат проверени и норми не се посочват.",
            Lang::Uk if women => "Звання учасниць невідомі, тому умови виконання норм перевірити неможливо, і норми не зазначаються.",
            Lang::Uk => "Звання учасників невідомі, тому умови виконання норм перевірити неможливо, і норми не зазначаються.",
            Lang::En => "The players' titles are not known, so the norm conditions cannot be checked and no norms are given.",
        });
    }
    if achieved.is_empty() && !titles_unknown {
        // Checked and none met: said, so that an empty column is not read as "not checked".
        let none = match lang {
            Lang::Bg if women => "Никоя участничка не е изпълнила норма за звание.",
            Lang::Bg => "Никой участник не е изпълнил норма за звание.",
            Lang::Uk if women => "Жодна учасниця не виконала норми на звання.",
            Lang::Uk => "Жоден учасник не виконав норми на звання.",
            Lang::En => "No player achieved a title norm.",
        };
        note = format!("{none} {note}");
    }
    Some(NormsView {
        rows,
        achieved,
        total_change: change_text[extras.players.len()].clone(),
        note,
    })
}
