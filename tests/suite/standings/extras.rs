//! Per-player extras of standings (TPR, rating change with the FIDE K rules, title norms under
//! B.01 2024) on the real games behind seed 000 and 003, on the reference's worked examples
//! (`docs/reference/rating-time-title.md` §2.4 and §3.3) and through the command lines.

use crate::common::{self, reglament};
use reglament::model::Title;
use reglament::results::{Game, Outcome, Pairing, Player, Tournament};
use reglament::score::extras::{
    player_extras, Extras, ExtrasOptions, NormVerdict, PlayerExtra, PlayerFacts,
};
use reglament::score::regulation::{regulation_standings, RegulationOptions, RegulationStandings};
use reglament::vocab::fide::norms;
use reglament::vocab::points::Points;
use reglament::vocab::Lang;

fn seed(reg: &str, res: &str) -> RegulationStandings {
    let reg = common::regulation(&format!("regulations/{reg}"));
    let r = common::results(&format!("results/{res}"), Some(&reg));
    regulation_standings(&reg, &r.tournament, &RegulationOptions { edition: None, lots: r.lots })
}

fn seed_000() -> RegulationStandings {
    seed("000-bg-women-2021.corrected.rgl", "000-bul-w-ch-2007.rgr")
}

fn player(e: &Extras, start: u32) -> &PlayerExtra {
    e.players.iter().find(|p| p.start == start).unwrap_or_else(|| panic!("no player {start}"))
}

fn verdict(p: &PlayerExtra, title: Title) -> NormVerdict {
    p.norms.iter().find(|n| n.title == title).map(|n| n.verdict).unwrap_or(NormVerdict::NotMet)
}

#[test]
fn seed_000_tpr_equals_the_standings_column_for_every_player() {
    let s = seed_000();
    let column = s.labels.iter().position(|l| l == "TPR").expect("seed 000 lists TPR");
    assert_eq!(s.extras.players.len(), 12);
    for row in &s.standings.rows {
        let e = player(&s.extras, row.start);
        assert_eq!(e.games, 11, "{}", row.name);
        assert_eq!(
            e.performance.map(Points::whole),
            row.values[column],
            "TPR of {} ({})",
            row.name,
            row.start
        );
        // The extras' score is the game score; here the point system is 1 / ½ / 0 too.
        assert_eq!(e.score, row.points, "{}", row.name);
    }
    // Hand check of one row: Voiska 7½/11 against everyone else; the ratings of all twelve
    // add up to 26172, so Ra = (26172 − 2319) / 11 = 2168.45 → 2168; p = 0.68 → dp 133 → 2301.
    let voiska = player(&s.extras, 1);
    assert_eq!(voiska.average_opponents, Some(2168));
    assert_eq!(voiska.performance, Some(2301));
}

#[test]
fn seed_000_rating_changes_use_the_rules_of_2007_and_sum_to_zero() {
    let s = seed_000();
    // March 2007: the rules before July 2009. Every player is rated 2034–2319, below 2400: K 15
    // for all twelve (not the 20 of the rules from July 2014).
    assert!(s.extras.players.iter().all(|p| p.k == Some(15)), "{:?}", s.extras.players);
    // With one K for everybody and no difference above the cap, the expected scores of the two
    // players of a game add up to exactly 1 (PD(H) + PD(L) = 1), so the unrounded changes
    // K × Σ(score − expected) add up to exactly 0.
    let exact: i64 = s.extras.players.iter().filter_map(|p| p.change_exact).map(|c| c.0).sum();
    assert_eq!(exact, 0, "sum of the unrounded changes");
    let expected: i64 = s.extras.players.iter().filter_map(|p| p.expected).map(|e| e.0).sum();
    assert_eq!(expected, 66 * 100, "66 games, one point expected per game");
    // Chilingirova 7½/11 at 2184: Σ(score − PD) = 7.50 − 5.55 = 1.95 (recomputed from the
    // reference table 8.1.2 outside this program) → 15 × 1.95 = 29.25, the largest gain.
    assert_eq!(player(&s.extras, 8).change_exact, Some(Points(2925)));
    assert_eq!(player(&s.extras, 8).change, Some(29));
}

#[test]
fn seed_000_wim_norms_go_to_raeva_and_nikolova() {
    let s = seed_000();
    let wim = norms::requirements(Title::WIM).expect("WIM has norms");
    // The corrected regulation claims a WIM norm of 7 points from 11 games with 6 titled
    // opponents. Titled players: 1 GM, 2 FM, 3, 4, 7, 8 IM (six; FM counts as titled but not
    // at WIM level). An untitled player meets all six: titled 6 ≥ 6, WIM level 5 ≥ 4.
    //
    // Raeva (5): 7½/11, Ra = (26172 − 2207) / 11 = 2178.6 → 2179; the table for 11 games gives
    // 7 points at Ra 2148–2184 (64 % → dp 102 → Rp 2281 ≥ 2250). 7½ ≥ 7: WIM norm.
    // Nikolova (6): 7/11, Ra = (26172 − 2204) / 11 = 2178.9 → 2179; 7 needed: WIM norm.
    for start in [5, 6] {
        let p = player(&s.extras, start);
        let n = p.norms.iter().find(|n| n.title == Title::WIM).expect("WIM checked");
        assert_eq!(n.verdict, NormVerdict::Achieved, "{}: {n:?}", p.name);
        assert_eq!(n.average, Some(2179));
        assert_eq!(n.points_needed, Some(Points::whole(7)));
        assert_eq!(norms::points_needed(&wim, 2179, 11), Some(Points::whole(7)));
        assert_eq!((n.titled, n.titled_needed), (Some(6), 6));
        assert_eq!((n.level, n.level_needed), (Some(5), 4));
        assert_eq!(n.raised, None, "the lowest opponent, 2034, is above the WIM floor 1850");
        assert!(!n.already_holds);
        // Ra 2179 is one point below the WGM minimum average 2180.
        assert_eq!(verdict(p, Title::WGM), NormVerdict::NotMet);
    }
    // The titled players with 7½ (Voiska 1, Genova Lybka 4, Chilingirova 8) have the points but
    // only five titled opponents (they do not meet themselves): 5 < 6, a near miss; they hold
    // GM or IM anyway.
    for start in [1, 4, 8] {
        let p = player(&s.extras, start);
        let n = p.norms.iter().find(|n| n.title == Title::WIM).expect("WIM checked");
        assert_eq!(n.verdict, NormVerdict::NearMiss, "{}", p.name);
        assert_eq!(n.titled, Some(5));
        assert!(n.already_holds);
    }
    // Nobody else makes any norm: 5 points or less at Ra ≤ 2194 is short of 7.
    let made: Vec<(u32, Title)> = s
        .extras
        .players
        .iter()
        .flat_map(|p| {
            p.norms
                .iter()
                .filter(|n| n.verdict == NormVerdict::Achieved)
                .map(|n| (p.start, n.title))
        })
        .collect();
    assert_eq!(made, vec![(5, Title::WIM), (6, Title::WIM)]);
    // The claim "7 points from 11 games" against the averages actually met: 2168 (Voiska) to
    // 2194 (Stefanova, (26172 − 2034) / 11 = 2194.4); 11 games give 7 at 2148–2184 and 6½ at
    // 2185–2213, so the three lowest-rated players would have needed only 6½.
    assert!(
        s.extras.notes.iter().any(|n| n.text(Lang::En)
            == "the regulation states a WIM norm of 7 points from 11 games; B.01 asks 6.5 to 7 \
                at the players' averages 2168–2194"),
        "{:?}",
        s.extras.notes
    );
}

#[test]
fn seed_003_points_verdicts_without_titles() {
    let s = seed("003-uk-women-2013.corrected.rgl", "003-ukr-w-ch-2013.rgr");
    let e = &s.extras;
    assert_eq!(e.players.len(), 10);
    // The results file gives two titles (IM Muzychuk, GM Zhukova): the titled-opponent
    // conditions are checked, and no player meets them with at most two titled opponents.
    assert!(!e.notes.iter().any(|n| n.text(Lang::En).contains("titled-opponent conditions")));
    // Muzychuk 7½/9 at Ra (sum of the others) 2314: IM needs 6½ at 2284–2324 (9 games) → points
    // met; GM needs Ra ≥ 2380 → not met.
    let m = player(e, 1);
    assert_eq!(m.average_opponents, Some(2314));
    assert!(p_already_holds(m, Title::IM), "an IM already");
    assert_eq!(verdict(m, Title::GM), NormVerdict::NotMet);
    // Zhukova 6/9 at 2315: IM needs 6½ (a near miss), WGM needs 6 at 2275–2319 (met).
    let z = player(e, 2);
    assert_eq!(z.average_opponents, Some(2315));
    assert_eq!(verdict(z, Title::IM), NormVerdict::NotMet, "one titled opponent (IM Muzychuk)");
    assert_eq!(verdict(z, Title::WGM), NormVerdict::NotMet);
    // K 10 for the two rated 2400+, K 20 for the rest.
    assert_eq!(e.players.iter().filter(|p| p.k == Some(10)).count(), 2);
}

/// True when the player already holds `title` (or one that includes it): the norm is checked
/// but not listed.
fn p_already_holds(p: &reglament::score::extras::PlayerExtra, title: Title) -> bool {
    p.norms.iter().any(|n| n.title == title && n.already_holds)
}

// ---------------------------------------------------------------------------------------------
// Hand-built fixtures with known answers.

fn game(round: u32, opponent: u32, outcome: Outcome) -> Game {
    Game { round, opponent: Some(opponent), color: None, outcome, rated: true }
}

fn reverse(o: Outcome) -> Outcome {
    match o {
        Outcome::Win => Outcome::Loss,
        Outcome::Loss => Outcome::Win,
        x => x,
    }
}

/// A tournament where player 1 plays every other player once with the given outcomes (player
/// `i + 2` rated `ratings[i]`), the others' games against each other left out.
fn one_against_all(own: u32, ratings: &[u32], outcomes: &[Outcome]) -> Tournament {
    let mut players =
        vec![Player { start: 1, name: "Player".into(), rating: Some(own), ..Player::default() }];
    for (i, (r, o)) in ratings.iter().zip(outcomes).enumerate() {
        let start = i as u32 + 2;
        players[0].games.push(game(i as u32 + 1, start, *o));
        players.push(Player {
            start,
            name: format!("Opponent {start}").into(),
            rating: Some(*r),
            games: vec![game(i as u32 + 1, 1, reverse(*o))],
            ..Player::default()
        });
    }
    Tournament {
        rounds: ratings.len() as u32,
        players,
        pairing: Pairing::RoundRobin,
        ..Tournament::default()
    }
}

fn options(year: i16) -> ExtrasOptions {
    ExtrasOptions { year: Some(year), titles_known: true, ..ExtrasOptions::default() }
}

#[test]
fn rating_change_of_the_worked_example() {
    // Reference §3.3: a 2000 player (K 20) beats a 2100 player: D = 100 → PD .36 → 20 × .64 =
    // 12.8 → +13. The same player draws a 1500: D = 500 capped to 400 → PD .92 → 20 × (.5 − .92)
    // = −8.4 → −8.
    let win = one_against_all(2000, &[2100], &[Outcome::Win]);
    let e = player_extras(&win, &[], &options(2026));
    assert_eq!(player(&e, 1).k, Some(20));
    assert_eq!(player(&e, 1).change, Some(13));
    assert_eq!(player(&e, 2).change, Some(-13));
    let draw = one_against_all(2000, &[1500], &[Outcome::Draw]);
    let e = player_extras(&draw, &[], &options(2026));
    assert_eq!(player(&e, 1).change, Some(-8));
    assert_eq!(player(&e, 1).expected, Some(Points(92)));
    // Born 2010, so 16 in 2026 and rated below 2300: K 40 → 40 × .64 = 25.6 → +26.
    let junior = PlayerFacts { born: Some(2010), ..PlayerFacts::default() };
    let e = player_extras(&win, &[junior], &options(2026));
    assert_eq!(player(&e, 1).k, Some(40));
    assert_eq!(player(&e, 1).change, Some(26));
    assert!(player(&e, 1).k_reason.starts_with("K 40"), "{}", player(&e, 1).k_reason);
    // Born 2007: 19 in 2026, K 20 again.
    let adult = PlayerFacts { born: Some(2007), ..PlayerFacts::default() };
    assert_eq!(player(&player_extras(&win, &[adult], &options(2026)), 1).k, Some(20));
}

fn gm() -> PlayerFacts {
    PlayerFacts { title: Some(Title::GM), ..PlayerFacts::default() }
}

#[test]
fn gm_norm_of_the_reference_example() {
    // Reference §2.4: a 9-round round robin at Ra 2450 needs 6½/9 for a GM norm (72 % → dp 166
    // → Rp 2616); 6/9 gives 67 % → dp 125 → 2575 < 2600.
    let ratings = [2450; 9];
    let mut outcomes = vec![Outcome::Win; 4];
    outcomes.extend([Outcome::Draw; 5]); // 4 + 2½ = 6½
    let mut facts = vec![PlayerFacts::default()];
    facts.extend(std::iter::repeat_n(gm(), 9));
    let t = one_against_all(2300, &ratings, &outcomes);
    let e = player_extras(&t, &facts, &options(2026));
    let n = &player(&e, 1).norms[0];
    assert_eq!(n.title, Title::GM);
    assert_eq!((n.games, n.points, n.average), (9, Points::halves(13), Some(2450)));
    assert_eq!(n.points_needed, Some(Points::halves(13)));
    assert_eq!((n.titled, n.level), (Some(9), Some(9)));
    assert_eq!(n.verdict, NormVerdict::Achieved);
    assert_eq!(player(&e, 1).performance, Some(2616));

    // 6/9: half a point short, a near miss.
    outcomes[0] = Outcome::Draw;
    let t = one_against_all(2300, &ratings, &outcomes);
    let e = player_extras(&t, &facts, &options(2026));
    assert_eq!(player(&e, 1).norms[0].verdict, NormVerdict::NearMiss);
    assert_eq!(player(&e, 1).performance, Some(2575));

    // 6½ again, but only two GMs among the opponents (the rest IMs): the GM level needs 3.
    outcomes[0] = Outcome::Win;
    let im = PlayerFacts { title: Some(Title::IM), ..PlayerFacts::default() };
    let mut few = vec![PlayerFacts::default(), gm(), gm()];
    few.extend(std::iter::repeat_n(im, 7));
    let t = one_against_all(2300, &ratings, &outcomes);
    let e = player_extras(&t, &few, &options(2026));
    let n = &player(&e, 1).norms[0];
    assert_eq!((n.level, n.level_needed), (Some(2), 3));
    assert_eq!(n.verdict, NormVerdict::NearMiss);
    // The IM norm (GM and IM opponents: all nine) is met.
    assert_eq!(player(&e, 1).norms[1].title, Title::IM);
    assert_eq!(player(&e, 1).norms[1].verdict, NormVerdict::Achieved);
}

#[test]
fn the_lowest_opponent_is_raised_to_the_floor_and_federations_count() {
    // Eight GMs at 2450 and one opponent at 1900: the 1900 counts as the GM floor 2200, so
    // Ra = (8 × 2450 + 2200) / 9 = 2422.2 → 2422; the table gives 7 points at 2380–2433.
    let mut ratings = [2450; 9];
    ratings[8] = 1900;
    let outcomes = [Outcome::Win, Outcome::Win, Outcome::Win, Outcome::Win, Outcome::Win]
        .into_iter()
        .chain([Outcome::Draw; 4])
        .collect::<Vec<_>>(); // 7
    let with_fed = |f: &str| PlayerFacts { federation: Some(f.to_string()), ..gm() };
    let mut facts = vec![PlayerFacts { federation: Some("BUL".into()), ..PlayerFacts::default() }];
    facts.extend(std::iter::repeat_n(with_fed("BUL"), 9));
    let t = one_against_all(2300, &ratings, &outcomes);
    let e = player_extras(&t, &facts, &options(2026));
    let n = &player(&e, 1).norms[0];
    assert_eq!(n.raised, Some((1900, 2200)));
    assert_eq!(n.average, Some(2422));
    assert_eq!(n.points_needed, Some(Points::whole(7)));
    // All nine opponents from the player's own federation: 1.4.3 (two foreign federations) and
    // 1.4.4 (at most 3/5 = 5 compatriots, at most 2/3 = 6 from one federation) fail, so the
    // norm stands only if the event is exempt (a national championship final, 1.4.3 a).
    assert_eq!(n.verdict, NormVerdict::AchievedIfExempt, "{:?}", n.shortfalls);
    assert_eq!(n.shortfalls.len(), 3);
    // Three federations, three opponents each: every federation condition is met.
    let mut mixed = vec![facts[0].clone()];
    for f in ["BUL", "SRB", "ROU"] {
        mixed.extend(std::iter::repeat_n(with_fed(f), 3));
    }
    let e = player_extras(&t, &mixed, &options(2026));
    assert_eq!(player(&e, 1).norms[0].verdict, NormVerdict::Achieved);
}

// ---------------------------------------------------------------------------------------------
// The command lines.

#[test]
fn regulation_command_prints_the_section_and_the_json_array() {
    let args = [
        "standings",
        "regulations/000-bg-women-2021.corrected.rgl",
        "--results",
        "results/000-bul-w-ch-2007.rgr",
        "--lang",
        "en",
    ];
    let run = reglament(&args);
    let (code, out) = (run.code, run.out);
    assert_eq!(code, 0, "{}", run.err);
    let section = out.split("Norms and ratings\n").nth(1).expect("section after the standings");
    assert!(section.contains("5 Raeva Elitsa: WIM norm achieved — 7.5/11 at Ra 2179"), "{section}");
    assert!(section.contains("6 Nikolova Adriana: WIM norm achieved — 7/11 at Ra 2179"));
    let json = reglament(&[&args[..], &["--format", "json"]].concat()).out;
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let extra = &v[0]["players_extra"];
    assert_eq!(extra.as_array().map(Vec::len), Some(12));
    assert_eq!(extra[4]["start"], 5);
    assert_eq!(extra[4]["performance"], 2312);
    assert_eq!(extra[4]["norms"][3]["title"], "WIM");
    assert_eq!(extra[4]["norms"][3]["verdict"], "achieved");
}

#[test]
fn trf_command_with_ratings_adds_the_extras() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/trf/rr_uzchess_cup_masters_2025_10p_9r_from_pgn.trf"
    );
    let args = ["standings", "--trf", file, "--tiebreaks", "TPR", "--format", "json"];
    let run = reglament(&[&args[..], &["--ratings"]].concat());
    let (code, out) = (run.code, run.out);
    assert_eq!(code, 0, "{}", run.err);
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let extra = v["players_extra"].as_array().expect("players_extra");
    assert_eq!(extra.len(), 10);
    for row in v["players"].as_array().expect("players") {
        let start = row["start"].as_u64().expect("start");
        let e = extra.iter().find(|e| e["start"].as_u64() == Some(start)).expect("extra");
        assert_eq!(e["performance"].as_f64(), row["tiebreaks"]["TPR"].as_f64(), "player {start}");
        // All are GMs rated 2644–2782: K 10, and every norm is of a title they hold.
        assert_eq!(e["k"], 10);
    }
    // Without the flag, no extras.
    let plain = reglament(&args).out;
    assert!(!plain.contains("players_extra"));
}

#[test]
fn results_without_ratings_give_a_one_line_section() {
    // The illustrative team results of seed 001 carry no ratings.
    let out = reglament(&[
        "standings",
        "regulations/001-bg-team-women-2009.corrected.rgl",
        "--results",
        "results/001-illustrative.rgr",
        "--lang",
        "en",
    ])
    .out;
    assert!(out
        .contains("Norms and ratings: no player has a rating in the results; nothing to compute"));
    assert!(!out.contains("Norms and ratings\n"));
}
