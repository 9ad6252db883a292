//! Per-player extras of standings: games rated, score, average rating of the opponents,
//! tournament performance (TPR), the rating change with the K factor the FIDE rules give for
//! what the data says about the player, and the title norms (B.01, 2024 rules) the result
//! meets or nearly meets.
//!
//! Every number is an integer: scores in hundredths, ratings whole. The tables come from
//! [`crate::vocab::fide::ratings`] and [`crate::vocab::fide::norms`].
//!
//! What the data does not say is assumed, and the assumption is written next to the number:
//!
//! * The number of rated games a player completed before the event is not known: a player with
//!   a rating is taken to have completed 30 (so not K 40 as a new player).
//! * Whether a player's published rating ever reached 2400 is not known: only the rating in the
//!   event counts (K 10 from 2400).
//! * Without a birth year the player is taken not to be a junior (K 40 under 18 needs it).
//! * Every game is a standard game; the K factors, the cap on rating differences (350 before
//!   July 2009, 400 since; once per event for the higher-rated player from July 2017 to
//!   February 2024; none from 2650 from October 2025) are those in force at the event's start
//!   ([`crate::vocab::fide::ratings::rating_rules`]); without a date, the newest.
//! * Norms: the opponents' ratings are those in the results; an opponent without one counts as
//!   1400 (1.4.6); only games played over the board count (1.4.2); at most the lowest-rated
//!   opponent is raised to the title's floor (1.4.6). Titles count when the data gives them;
//!   when no participant has a title at all, the title conditions are left undetermined.
//!   Federations are checked (1.4.3–1.4.4) only when every participant has a FIDE federation.

use super::rating::{junior_under, k_factor_under, player_ratings, KFactorFacts, PlayerRating};
use crate::model::Title;
use crate::results::{Pairing, Player, Tournament};
use crate::vocab::fide::norms::{self, NormRequirements, NORM_TITLES};
use crate::vocab::fide::ratings::average;
use crate::vocab::fide::ratings::{rating_rules, RatingRules};
use crate::vocab::points::Points;
use serde::Serialize;
use std::collections::BTreeMap;

/// What is known about a player besides the results: title, birth year, federation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerFacts {
    /// FIDE title, if known.
    pub title: Option<Title>,
    /// Birth year, if known.
    pub born: Option<i32>,
    /// FIDE federation (three letters), if known.
    pub federation: Option<String>,
    /// The K factor FIDE's rating list gives the player (`--fide-list`), if known: used as it
    /// is, nothing assumed.
    pub k: Option<u32>,
}

/// How the extras are computed for one event.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExtrasOptions {
    /// The event's year (for the junior K rule).
    pub year: Option<i16>,
    /// The event's first day: the rating rules of its period apply.
    pub date: Option<jiff::civil::Date>,
    /// The event starts on or after 1 October 2025: players rated 2650 or more use the real
    /// rating difference.
    pub uncapped_from_2650: bool,
    /// Whether titles are known at all (some participant has one, or the source lists titles).
    pub titles_known: bool,
    /// Where the titles, births and federations come from, for the notes.
    pub facts_source: String,
    /// The event is the final of a national championship: exempt from the federation
    /// conditions of B.01 1.4.3–1.4.4 (1.4.3 a).
    pub national_championship: bool,
}

/// Whether a result meets a norm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum NormVerdict {
    /// Every condition the data allows to check is met.
    Achieved,
    /// Met, provided the event is exempt from the federation conditions (B.01 1.4.3 a–d).
    AchievedIfExempt,
    /// The points, games and average are met; the title conditions cannot be checked (no
    /// titles in the data).
    PointsMet,
    /// Not met, but by half a point or a point, or by one titled opponent.
    NearMiss,
    /// Not met.
    NotMet,
}

impl NormVerdict {
    /// A short word for the text table.
    pub fn as_str(self) -> &'static str {
        match self {
            NormVerdict::Achieved => "achieved",
            NormVerdict::AchievedIfExempt => "achieved if exempt from 1.4.3",
            NormVerdict::PointsMet => "points met, titles unknown",
            NormVerdict::NearMiss => "near miss",
            NormVerdict::NotMet => "not met",
        }
    }
}

/// One norm title checked against a player's result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NormCheck {
    /// The norm's title.
    pub title: Title,
    /// The verdict.
    pub verdict: NormVerdict,
    /// The player already holds this title or one that includes it.
    pub already_holds: bool,
    /// Games counted (played over the board, rated).
    pub games: u32,
    /// Points in them.
    pub points: Points,
    /// Ra: the opponents' average (B.01 1.4.6–1.4.7), after raising to the floor.
    pub average: Option<u32>,
    /// The lowest opponent's rating raised to the floor: (rating, floor).
    pub raised: Option<(u32, u32)>,
    /// Points needed at this Ra over these games (B.01 1.4.8–1.4.9); `None` when Ra is below
    /// the title's minimum.
    pub points_needed: Option<Points>,
    /// Titled opponents (CM/WCM do not count); `None` when titles are unknown.
    pub titled: Option<u32>,
    /// Titled opponents needed (1.4.5).
    pub titled_needed: u32,
    /// Opponents of the norm's title level.
    pub level: Option<u32>,
    /// Opponents of the norm's title level needed (1.4.5).
    pub level_needed: u32,
    /// Conditions not met, each with its numbers.
    pub shortfalls: Vec<String>,
}

/// The extras of one player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerExtra {
    /// Start number.
    pub start: u32,
    /// Name.
    pub name: String,
    /// Title, if known.
    pub title: Option<Title>,
    /// Rating in the event.
    pub rating: Option<u32>,
    /// Rated games against rated opponents (played over the board).
    pub games: u32,
    /// Score in them (1 / ½ / 0 per game).
    pub score: Points,
    /// Average rating of those opponents (rounded, .5 up).
    pub average_opponents: Option<u32>,
    /// Tournament performance: average + dp(p), p rounded to hundredths, over the games played
    /// over the board (the C.07 tie-break TPR of a round robin before 2026 may count forfeits
    /// too, so the two differ only when there are forfeits).
    pub performance: Option<i64>,
    /// Expected score (table 8.1.2 with the 400-point rule); `None` for unrated players.
    pub expected: Option<Points>,
    /// K factor used.
    pub k: Option<u32>,
    /// Why that K, with what was assumed.
    pub k_reason: String,
    /// The K is the rating list's (`--fide-list`), not worked out from the rating.
    pub k_from_list: bool,
    /// Rating change, rounded half away from zero.
    pub change: Option<i64>,
    /// The event's rating change K × Σ(W − We), not rounded (FIDE rounds the period's total).
    pub change_exact: Option<Points>,
    /// Σ(W − We).
    pub delta: Option<Points>,
    /// The four norm titles checked.
    pub norms: Vec<NormCheck>,
}

/// The extras of every player, with the notes on what was assumed or not checked.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Extras {
    /// One entry per player, in start-number order.
    pub players: Vec<PlayerExtra>,
    /// What was assumed or could not be checked.
    pub notes: Vec<Note>,
}

/// A note of the norms-and-ratings section, in every language; JSON writes the English.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Note(pub crate::vocab::lang::ByLang<String>);

impl Note {
    /// The note in a language.
    pub fn text(&self, lang: crate::vocab::Lang) -> &str {
        self.0.get(lang)
    }
}

impl Serialize for Note {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0.en)
    }
}

/// A note built once per language.
fn note(f: impl FnMut(crate::vocab::Lang) -> String) -> Note {
    Note(crate::vocab::lang::ByLang::from_fn(f))
}

/// True when `held` makes a norm of `norm` pointless (the title or a higher one is held).
fn includes(held: Title, norm: Title) -> bool {
    match held {
        Title::GM => true,
        Title::IM => matches!(norm, Title::IM | Title::WIM),
        Title::WGM => matches!(norm, Title::WGM | Title::WIM),
        Title::WIM => norm == Title::WIM,
        _ => false,
    }
}

/// Titles that count as "titled" for B.01 1.4.5 (CM and WCM do not).
fn counts_as_titled(t: Title) -> bool {
    !matches!(t, Title::CM | Title::WCM)
}

/// Titles of the norm's level (1.4.5): GM → GM; IM → GM, IM; WGM → GM, IM, WGM; WIM → GM, IM,
/// WGM, WIM.
fn of_level(t: Title, norm: Title) -> bool {
    match norm {
        Title::GM => t == Title::GM,
        Title::IM => matches!(t, Title::GM | Title::IM),
        Title::WGM => matches!(t, Title::GM | Title::IM | Title::WGM),
        Title::WIM => matches!(t, Title::GM | Title::IM | Title::WGM | Title::WIM),
        _ => false,
    }
}

/// The K factor for a player and the reason, with the assumptions written out.
fn k_with_reason(
    rating: u32,
    facts: &PlayerFacts,
    year: Option<i16>,
    games: u32,
    rules: &RatingRules,
) -> (u32, String) {
    let junior = match (facts.born, year) {
        (Some(b), Some(y)) => junior_under(&b.to_string(), y, rules.junior_to_end_of_year),
        _ => false,
    };
    let facts_k = KFactorFacts { new_player: false, junior, reached_2400: false };
    let k = k_factor_under(rules, rating, facts_k, games);
    let base = if rating >= 2400 {
        format!("K {}: rated 2400 or more", rules.k_2400)
    } else if let (Some(kj), true) = (rules.k_junior, junior && rating < 2300) {
        format!(
            "K {kj}: born {}, so a junior in {} and rated below 2300",
            facts.born.unwrap_or(0),
            year.unwrap_or(0)
        )
    } else {
        let birth = match (facts.born, year, rules.k_junior) {
            (_, _, None) => "no junior K in this period".to_string(),
            (Some(b), Some(_), _) => format!("born {b}, not a junior"),
            _ => "birth year unknown, taken as not a junior".to_string(),
        };
        format!(
            "K {}: rated below 2400; assumed ≥ 30 earlier rated games and never rated 2400 \
             before; {birth}",
            rules.k_below_2400
        )
    };
    // The factor before the 700 cap (no games, no reduction).
    let full = k_factor_under(rules, rating, facts_k, 0);
    if k < full {
        (k, format!("{base}; reduced to {k} so that K × {games} games ≤ 700"))
    } else {
        (k, base)
    }
}

/// Computes the extras of every player of `t` (its point system is irrelevant: game scores are
/// 1 / ½ / 0). `facts[i]` belongs to start number `i + 1` (missing entries: nothing known).
pub fn player_extras(t: &Tournament, facts: &[PlayerFacts], options: &ExtrasOptions) -> Extras {
    let none = PlayerFacts::default();
    let fact =
        |start: u32| start.checked_sub(1).and_then(|i| facts.get(i as usize)).unwrap_or(&none);
    let mut rules = rating_rules(options.date);
    rules.uncapped_from_2650 |= options.uncapped_from_2650;
    let ratings: BTreeMap<u32, PlayerRating> = player_ratings(
        t,
        |p| {
            let f = fact(p.start);
            let junior = match (f.born, options.year) {
                (Some(b), Some(y)) => junior_under(&b.to_string(), y, rules.junior_to_end_of_year),
                _ => false,
            };
            KFactorFacts { new_player: false, junior, reached_2400: false }
        },
        &rules,
    )
    .into_iter()
    .map(|r| (r.start, r))
    .collect();
    let federations_known =
        t.listed().all(|p| fact(p.start).federation.as_deref().is_some_and(|f| !f.is_empty()));
    let players = t
        .listed()
        .map(|p| {
            let f = fact(p.start);
            let r = ratings.get(&p.start);
            let (games, score, opponents) = rated_games(t, p);
            let (k, k_reason) = match (r, f.k) {
                (Some(_), Some(k)) => (Some(k), format!("K {k}: FIDE's rating list")),
                (Some(r), None) => {
                    let (k, reason) = k_with_reason(r.rating, f, options.year, r.games, &rules);
                    (Some(k), reason)
                }
                (None, _) => (None, "unrated: no rating change computed".to_string()),
            };
            // The list's K replaces the one worked out: the change is K × Σ(W − We) again.
            let listed_k = r.and(f.k);
            let change_exact = r.map(|r| match listed_k {
                Some(k) => (r.score - r.expected) * i64::from(k),
                None => r.change_exact,
            });
            let change = r.map(|r| match listed_k {
                Some(_) => crate::vocab::fide::ratings::div_round_half_away(
                    (r.score - r.expected) * i64::from(listed_k.unwrap_or(0)),
                    100,
                ),
                None => r.change,
            });
            PlayerExtra {
                start: p.start,
                name: p.name.to_string(),
                title: f.title,
                rating: p.rating.filter(|r| *r > 0),
                games,
                score: Points(score),
                average_opponents: average(&opponents),
                performance: r
                    .and_then(|r| r.performance)
                    .or_else(|| super::rating::performance_rating(score, &opponents)),
                expected: r.map(|r| Points(r.expected)),
                k,
                k_reason,
                k_from_list: listed_k.is_some(),
                change,
                change_exact: change_exact.map(Points),
                delta: r.map(|r| Points(r.score - r.expected)),
                norms: NORM_TITLES
                    .iter()
                    .filter_map(|title| norms::requirements(*title))
                    .map(|req| {
                        let check_federations = federations_known && !options.national_championship;
                        norm_check(t, p, &req, fact, options.titles_known, check_federations)
                    })
                    .collect(),
            }
        })
        .collect();
    use crate::diagnostic::l10n::tr;
    let (k_new, k_low, k_top, since) = (rules.k_new, rules.k_below_2400, rules.k_2400, rules.since);
    let cap = rules.cap;
    let once = rules.cap_once_per_event;
    let mut notes = vec![
        note(|l| {
            let rule = match (once, l) {
                (true, crate::vocab::Lang::En) => format!("the {cap}-point rule once per event"),
                (false, crate::vocab::Lang::En) => format!("the {cap}-point rule in every game"),
                (true, crate::vocab::Lang::Bg) => {
                    format!("правилото за {cap} точки веднъж в турнира")
                }
                (false, crate::vocab::Lang::Bg) => {
                    format!("правилото за {cap} точки във всяка партия")
                }
                (true, crate::vocab::Lang::Uk) => {
                    format!("правило {cap} пунктів один раз у турнірі")
                }
                (false, crate::vocab::Lang::Uk) => format!("правило {cap} пунктів у кожній партії"),
            };
            let since = match l {
                crate::vocab::Lang::En => since.to_string(),
                _ => jiff::civil::Date::strptime("%Y-%m-%d", since)
                    .map(|d| crate::vocab::calendar::format_date(d, l))
                    .unwrap_or_else(|_| since.to_string()),
            };
            tr!(
                l,
                en: "K factors ({k_new} new, {k_low} below 2400, {k_top} from 2400) and {rule} of the rating regulations in force from {since}; the change is K × Σ(W − We), not rounded (the list rounds the period's total)",
                bg: "коефициенти K ({k_new} за нови, {k_low} под 2400, {k_top} от 2400) и {rule} от правилата за рейтинга, в сила от {since}; промяната е K × Σ(W − We) без закръгляване (ранглистата закръгля сумата за периода)",
                uk: "коефіцієнти K ({k_new} для нових, {k_low} до 2400, {k_top} від 2400) і {rule} за правилами рейтингу, чинними з {since}; зміна — це K × Σ(W − We) без округлення (рейтинг-лист округлює суму за період)"
            )
        }),
        note(|l| {
            tr!(
                l,
                en: "K assumes a rated player completed 30 rated games before the event and was never rated 2400 before it; without a birth year a player is not taken as a junior",
                bg: "за K се приема, че всеки състезател с рейтинг е изиграл 30 рейтингови партии преди турнира и никога не е имал рейтинг 2400; без година на раждане състезателят не се смята за юноша",
                uk: "для K вважається, що кожен шахіст із рейтингом зіграв 30 рейтингових партій до турніру й ніколи не мав рейтингу 2400; без року народження шахіста не вважають юніором"
            )
        }),
        note(|l| {
            tr!(
                l,
                en: "norms under B.01 as applied from 1 January 2024: games played over the board only, an unrated opponent counts as 1400, the lowest-rated opponent is raised to the floor",
                bg: "нормите са по B.01 в редакцията от 1 януари 2024 г.: броят се само изиграните на дъската партии, противник без рейтинг се брои с 1400, най-ниският рейтинг на противник се повдига до долната граница",
                uk: "норми за B.01 у редакції з 1 січня 2024 р.: враховуються лише партії, зіграні за дошкою, суперник без рейтингу рахується як 1400, найнижчий рейтинг суперника піднімається до нижньої межі"
            )
        }),
    ];
    if !options.titles_known {
        let source = options.facts_source.clone();
        notes.push(note(|l| {
            let source = if source.is_empty() {
                tr!(l, en: "the data", bg: "данните", uk: "даних")
            } else {
                source.clone()
            };
            tr!(
                l,
                en: "no titles in {source}: the titled-opponent conditions of B.01 1.4.5 are not checked",
                bg: "в {source} няма звания: условията на B.01 1.4.5 за противници със звание не се проверяват",
                uk: "у {source} немає звань: умови B.01 1.4.5 щодо суперників зі званнями не перевіряються"
            )
        }));
    }
    if options.national_championship {
        notes.push(note(|l| {
            tr!(
                l,
                en: "federation conditions (B.01 1.4.3–1.4.4) not applied: the final of a national championship is exempt (1.4.3 a)",
                bg: "условията за федерациите на противниците (B.01 1.4.3–1.4.4) не се прилагат: финалът на национално първенство е освободен от тях (1.4.3 a)",
                uk: "умови щодо федерацій суперників (B.01 1.4.3–1.4.4) не застосовуються: фінал національного чемпіонату звільнено від них (1.4.3 a)"
            )
        }));
    } else if !federations_known {
        notes.push(note(|l| {
            tr!(
                l,
                en: "federation conditions (B.01 1.4.3–1.4.4) not checked: the data gives no FIDE federation for every player (a club is not a federation); the final of a national championship is exempt from 1.4.3 anyway (1.4.3 a)",
                bg: "условията за федерациите на противниците (B.01 1.4.3–1.4.4) не са проверени: данните не дават федерация по ФИДЕ за всеки състезател (клубът не е федерация); финалът на национално първенство така или иначе е освободен от 1.4.3 (1.4.3 a)",
                uk: "умови щодо федерацій суперників (B.01 1.4.3–1.4.4) не перевірено: дані не вказують федерації ФІДЕ для кожного шахіста (клуб — не федерація); фінал національного чемпіонату й так звільнено від 1.4.3 (1.4.3 a)"
            )
        }));
    }
    notes.push(note(|l| {
        tr!(
            l,
            en: "not applied: the 13-game cap (1.7), extra games for full points above the norm (1.4.1), dropping unrated opponents who scored 0 in a round robin (1.4.2 b)",
            bg: "не се прилагат: горната граница от 13 партии (1.7), допълнителните партии при точки над нормата (1.4.1), изключването на противници без рейтинг с 0 точки в кръгов турнир (1.4.2 b)",
            uk: "не застосовуються: межа в 13 партій (1.7), додаткові партії за очки понад норму (1.4.1), виключення суперників без рейтингу, які набрали 0 у коловому турнірі (1.4.2 b)"
        )
    }));
    Extras { players, notes }
}

/// Played, rated games of `p` against rated opponents: count, score (hundredths), opponents'
/// ratings.
fn rated_games(t: &Tournament, p: &Player) -> (u32, i64, Vec<u32>) {
    let mut score = 0;
    let mut opponents = Vec::new();
    for g in p.games.iter().filter(|g| g.outcome.is_played() && g.rated) {
        let Some(rating) =
            g.opponent.and_then(|o| t.player(o)).and_then(|o| o.rating).filter(|r| *r > 0)
        else {
            continue;
        };
        opponents.push(rating);
        score += game_score(g.outcome);
    }
    (opponents.len() as u32, score, opponents)
}

fn game_score(o: crate::results::Outcome) -> i64 {
    match o {
        crate::results::Outcome::Win => 100,
        crate::results::Outcome::Draw => 50,
        _ => 0,
    }
}

/// One norm title against a player's result.
fn norm_check<'a>(
    t: &Tournament,
    p: &Player,
    req: &NormRequirements,
    fact: impl Fn(u32) -> &'a PlayerFacts,
    titles_known: bool,
    federations_known: bool,
) -> NormCheck {
    // Games played over the board (rated), with the opponent.
    let games: Vec<(u32, i64)> = p
        .games
        .iter()
        .filter(|g| g.outcome.is_played() && g.rated)
        .filter_map(|g| Some((g.opponent?, game_score(g.outcome))))
        .collect();
    let n = games.len() as u32;
    let points = Points(games.iter().map(|g| g.1).sum());
    let mut ratings: Vec<u32> = games
        .iter()
        .map(|(o, _)| {
            t.player(*o).and_then(|x| x.rating).filter(|r| *r > 0).unwrap_or(norms::UNRATED_AS)
        })
        .collect();
    let mut raised = None;
    if let Some(lowest) = ratings.iter_mut().min() {
        if *lowest < req.floor {
            raised = Some((*lowest, req.floor));
            *lowest = req.floor;
        }
    }
    let ra = average(&ratings);
    // In a double round robin each opponent is met twice: distinct opponents count, and half
    // the number (rounded up) is needed (1.4.5).
    let double = t.pairing == Pairing::DoubleRoundRobin;
    let mut met: Vec<u32> = games.iter().map(|g| g.0).collect();
    if double {
        met.sort_unstable();
        met.dedup();
    }
    let halve = |x: u32| if double { x.div_ceil(2) } else { x };
    let titled_needed = halve(norms::titled_needed(n));
    let level_needed = halve(norms::title_level_needed(n));
    let title_of = |o: u32| fact(o).title;
    let (titled, level) = if titles_known {
        let titled = met.iter().filter(|o| title_of(**o).is_some_and(counts_as_titled)).count();
        let level =
            met.iter().filter(|o| title_of(**o).is_some_and(|x| of_level(x, req.title))).count();
        (Some(titled as u32), Some(level as u32))
    } else {
        (None, None)
    };
    let points_needed = ra.and_then(|ra| norms::points_needed(req, ra, n));
    let mut shortfalls = Vec::new();
    // Near-miss measure: how far each failed condition is.
    let mut near = true;
    if n < norms::MIN_GAMES {
        shortfalls.push(format!("{n} games; at least {} needed (1.4.1)", norms::MIN_GAMES));
        near = false;
    }
    match (ra, points_needed) {
        (None, _) => {
            shortfalls.push("no games".to_string());
            near = false;
        }
        (Some(ra), None) => {
            shortfalls.push(format!("Ra {ra} below the minimum {} (1.4.7)", req.min_average));
            near = false;
        }
        (Some(ra), Some(need)) if points < need => {
            shortfalls.push(format!("{points} points; {need} needed at Ra {ra} over {n} games"));
            near &= need.hundredths() - points.hundredths() <= 100;
        }
        _ => {}
    }
    let mut opponents_short = 0;
    if let (Some(have), Some(lv)) = (titled, level) {
        if have < titled_needed {
            shortfalls.push(format!("{have} titled opponents; {titled_needed} needed (1.4.5)"));
            opponents_short += titled_needed - have;
        }
        if lv < level_needed {
            shortfalls.push(format!(
                "{lv} opponents of {:?} level; {level_needed} needed (1.4.5)",
                req.title
            ));
            opponents_short += level_needed - lv;
        }
    }
    near &= opponents_short <= 1;
    let mut federation_short = false;
    if federations_known {
        let own = fact(p.start).federation.clone().unwrap_or_default();
        let mut by_federation: BTreeMap<String, u32> = BTreeMap::new();
        for (o, _) in &games {
            *by_federation.entry(fact(*o).federation.clone().unwrap_or_default()).or_default() += 1;
        }
        let foreign = by_federation.keys().filter(|f| **f != own).count();
        let own_count = by_federation.get(&own).copied().unwrap_or(0);
        let most = by_federation.values().copied().max().unwrap_or(0);
        if foreign < 2 {
            shortfalls
                .push(format!("opponents from {foreign} other federations; 2 needed (1.4.3)"));
            federation_short = true;
        }
        if own_count > 3 * n / 5 {
            shortfalls.push(format!(
                "{own_count} opponents from the player's federation; at most {} (1.4.4)",
                3 * n / 5
            ));
            federation_short = true;
        }
        if most > 2 * n / 3 {
            shortfalls.push(format!(
                "{most} opponents from one federation; at most {} (1.4.4)",
                2 * n / 3
            ));
            federation_short = true;
        }
    }
    let only_federations = federation_short
        && shortfalls.len()
            == shortfalls.iter().filter(|s| s.contains("1.4.3") || s.contains("1.4.4")).count();
    let verdict = if shortfalls.is_empty() {
        if titles_known {
            NormVerdict::Achieved
        } else {
            NormVerdict::PointsMet
        }
    } else if only_federations {
        NormVerdict::AchievedIfExempt
    } else if near && !federation_short {
        NormVerdict::NearMiss
    } else {
        NormVerdict::NotMet
    };
    NormCheck {
        title: req.title,
        verdict,
        already_holds: fact(p.start).title.is_some_and(|h| includes(h, req.title)),
        games: n,
        points,
        average: ra,
        raised,
        points_needed,
        titled,
        titled_needed,
        level,
        level_needed,
        shortfalls,
    }
}

/// The facts of a tournament's own players (TRF or results file): title codes, birth dates and
/// federations as written. Federations are taken only when they look like FIDE codes (three
/// capital letters).
pub fn facts_from_results(t: &Tournament) -> Vec<PlayerFacts> {
    t.players
        .iter()
        .map(|p| PlayerFacts {
            title: Title::from_code(&p.title),
            born: p.birth.trim().get(..4).and_then(|y| y.parse().ok()).filter(|y| *y > 1800),
            federation: Some(p.federation.trim())
                .filter(|f| f.len() == 3 && f.chars().all(|c| c.is_ascii_uppercase()))
                .map(str::to_string),
            k: p.k_factor,
        })
        .collect()
}

/// The options for a tournament: its year, the 2650 rule by its start date, titles known when
/// any participant has one.
pub fn options_for(t: &Tournament, facts: &[PlayerFacts], source: &str) -> ExtrasOptions {
    let cut = crate::vocab::fide::editions::B02_2025.in_force;
    ExtrasOptions {
        year: t.start_date.map(|d| d.year()),
        date: t.start_date,
        uncapped_from_2650: t.start_date.is_some_and(|d| d >= cut),
        titles_known: facts.iter().any(|f| f.title.is_some()),
        facts_source: source.to_string(),
        national_championship: false,
    }
}

/// The extras of a results file's own players (titles, births and federations from the file).
pub fn from_results(t: &Tournament, source: &str) -> Extras {
    let facts = facts_from_results(t);
    let options = options_for(t, &facts, source);
    player_extras(t, &facts, &options)
}
