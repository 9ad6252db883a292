//! Single-fact mutations: each test starts from a base regulation on which the V4xx–V8xx checks
//! report nothing, changes exactly one fact, and asserts that the check for that fact fires.
//!
//! The individual base is seed 000 (`regulations/000-bg-women-2021.rgl`, its keywords rewritten
//! in English by `fmt --keywords en`, so the mutations read alike) with its real mistakes
//! repaired from the sources: the three ratings that read "2021" are the players' ratings from
//! the game headers of `tests/data/seed-results/bul_w_ch_2007_pernik_all_games.pgn` (Andreeva
//! 2090, Bednikova 2068, Stefanova 2034), so the average is 26172 / 12 = 2181 (women's category
//! VI); the norms are WIM norms (an IM norm needs an opponents' average of 2230); the ranking says
//! ties after the last tie-break are drawn by lot; and the appeals committee (size 3) has no
//! playing member; the club written "Lokomotiv 2021" is Lokomotiv 2000. The team base is a small four-team round robin written here.

use reglament::{compile, Options};

/// Seed 000 with English keywords.
fn seed_000() -> String {
    let text =
        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/regulations/000-bg-women-2021.rgl"));
    let file = reglament::source::SourceFile::new("000.rgl", text, "UTF-8");
    reglament::format::rewrite_keywords(&file, reglament::vocab::Lang::En).expect("it parses")
}

/// Replaces exactly one occurrence of `from` (panics if it does not occur exactly once).
fn replace_once(text: &str, from: &str, to: &str) -> String {
    assert_eq!(text.matches(from).count(), 1, "`{from}` must occur exactly once");
    text.replacen(from, to, 1)
}

/// Seed 000 with its mistakes repaired (see the module documentation).
fn individual_base() -> String {
    let mut t = seed_000();
    for (from, to) in [
        ("2021 club \"Spartak Pleven XXI\"", "2090 club \"Spartak Pleven XXI\""),
        ("2021 club \"Kapablanka\"", "2068 club \"Kapablanka\""),
        ("2021 club \"Vratza\"", "2034 club \"Vratza\""),
        ("average-rating 2182", "average-rating 2181"),
        ("norm IM points 7", "norm WIM points 7"),
        ("norm IM games 9", "norm WIM games 9"),
        ("norm IM games 10", "norm WIM games 10"),
        ("computed-by \"SWISS MANAGER\"", "computed-by \"SWISS MANAGER\"\n  when-tied lots"),
        (
            "member \"гм Маргарита Войска\" \"мм Сашо Николов\"",
            "size 3\n  member \"мм Сашо Николов\" \"гм Владимир Димитров\"",
        ),
        ("reserve \"фм Светла Йорданова\" \"гм Владимир Димитров\"", "reserve \"Иван Иванов\""),
    ] {
        t = replace_once(&t, from, to);
    }
    // The club the year replacement renamed (V608): Lokomotiv 2000, four players.
    t.replace("\"Lokomotiv 2021\"", "\"Lokomotiv 2000\"")
}

/// A four-team round robin, three boards, every fact consistent.
fn team_base() -> String {
    let mut teams = String::new();
    for (i, name) in ["Рокада", "ЦСКА", "Локомотив", "Спартак"].iter().enumerate()
    {
        let n = i + 1;
        teams.push_str(&format!(
            "  {n} \"{name}\" {{ 1 \"P{n}a Name\" 2100; 2 \"P{n}b Name\" 2000; 3 \"P{n}c Name\" 1900; reserve 4 \"P{n}d Name\" 1800 }}\n"
        ));
    }
    format!(
        "regulation \"Отборно първенство\" lang bg\n\
         event {{ dates 2009-06-08..2009-06-10 }}\n\
         system team round-robin rounds 3\n\
         team-composition {{ boards 3; reserves 1; minimum-present 2; foreign eu 1; foreign non-eu 1 }}\n\
         teams stated 4 {{\n{teams}}}\n\
         ranking {{\n  match-points 2 1 0\n  tiebreaks GP, DE:MP, EMGSB, board-points, black-board-1\n  board-points 3 2 1 among-tied\n  when-tied lots\n}}\n\
         appeals {{ chair \"Стефан Сергиев\"; member \"Живко Жеков\" \"Трифон Тодоров\"; reserve \"Огнян Тодоров\"; size 3; deadline 30 min after round; fee 100 BGN; refund if-upheld }}\n"
    )
}

/// The V4xx–V8xx codes reported on `text`; panics on input errors.
fn codes(text: &str) -> Vec<&'static str> {
    let c = compile(
        "mutation.rgl",
        text.as_bytes(),
        &Options { lang: Some(reglament::vocab::Lang::En), ..Options::default() },
    );
    assert!(
        !c.diagnostics.iter().any(|d| d.code.starts_with(['D', 'P', 'L'])),
        "input errors: {:#?}",
        c.diagnostics
    );
    c.diagnostics
        .iter()
        .map(|d| d.code.as_str())
        .filter(|c| ["V4", "V5", "V6", "V7", "V8"].iter().any(|f| c.starts_with(f)))
        .collect()
}

#[test]
fn the_bases_are_clean() {
    assert_eq!(codes(&individual_base()), Vec::<&str>::new());
    assert_eq!(codes(&team_base()), Vec::<&str>::new());
}

/// One mutation: what changes, and the code that must fire.
struct Mutation {
    what: &'static str,
    from: &'static str,
    to: &'static str,
    fires: &'static str,
}

const INDIVIDUAL: &[Mutation] = &[
    Mutation { what: "one rating changed", from: "2319 club", to: "2419 club", fires: "V601" },
    Mutation {
        what: "a rating typed as the year",
        from: "2034 club",
        to: "2021 club",
        fires: "V607",
    },
    Mutation {
        what: "the category raised",
        from: "category \"VІ-Ж\"",
        to: "category \"VII-Ж\"",
        fires: "V602",
    },
    Mutation {
        what: "norm points raised",
        from: "norm WIM points 7",
        to: "norm WIM points 8",
        fires: "V603",
    },
    Mutation {
        what: "titled opponents lowered",
        from: "points 7 games 11 titled 6",
        to: "points 7 games 11 titled 5",
        fires: "V604",
    },
    Mutation {
        what: "norm over 8 games",
        from: "norm WIM games 9 titled 5",
        to: "norm WIM games 8 titled 5",
        fires: "V605",
    },
    Mutation {
        what: "norm title raised to GM",
        from: "norm WIM points 7",
        to: "norm GM points 7",
        fires: "V606",
    },
    Mutation {
        what: "the fee's currency changed",
        from: "fee 30 BGN",
        to: "fee 30 EUR",
        fires: "V703",
    },
    Mutation {
        what: "the event moved to 2026 with a lev fee",
        from: "dates 2021-03-11..2021-03-20",
        to: "dates 2026-03-11..2026-03-20",
        fires: "V703",
    },
    Mutation { what: "the fee set to zero", from: "fee 30 BGN", to: "fee 0 BGN", fires: "V702" },
    Mutation { what: "the fee removed", from: "  fee 30 BGN\n", to: "", fires: "V701" },
    Mutation {
        what: "the deadline removed",
        from: "  deadline 1 h after decision\n",
        to: "",
        fires: "V704",
    },
    Mutation {
        what: "a committee member removed",
        from: "member \"мм Сашо Николов\" \"гм Владимир Димитров\"",
        to: "member \"мм Сашо Николов\"",
        fires: "V705",
    },
    Mutation {
        what: "the reserves removed",
        from: "  reserve \"Иван Иванов\"\n",
        to: "",
        fires: "V706",
    },
    Mutation {
        what: "a playing member named",
        from: "member \"мм Сашо Николов\" \"гм Владимир Димитров\"",
        to: "member \"мм Сашо Николов\" \"ммж Павлина Чилингирова\"",
        fires: "V707",
    },
    Mutation {
        what: "the system changed to Swiss (KS listed)",
        from: "system individual round-robin",
        to: "system individual swiss",
        fires: "V401",
    },
    Mutation {
        what: "a tie-break repeated",
        from: "tiebreaks DE, KS, SB, WIN, TPR",
        to: "tiebreaks DE, KS, SB, SB, TPR",
        fires: "V406",
    },
    Mutation {
        what: "a cut on WIN",
        from: "tiebreaks DE, KS, SB, WIN, TPR",
        to: "tiebreaks DE, KS, SB, WIN/C1, TPR",
        fires: "V407",
    },
    Mutation {
        what: "a team tie-break in an individual event",
        from: "tiebreaks DE, KS, SB, WIN, TPR",
        to: "tiebreaks DE, KS, EMGSB, WIN, TPR",
        fires: "V403",
    },
    Mutation {
        what: "a rating removed while TPR is listed",
        from: "\"Raeva Elitsa\"          2207",
        to: "\"Raeva Elitsa\"",
        fires: "V408",
    },
    Mutation {
        what: "nothing said after the last tie-break",
        from: "\n  when-tied lots",
        to: "",
        fires: "V409",
    },
    Mutation {
        what: "a play-off without its format",
        from: "when-tied lots",
        to: "when-tied playoff",
        fires: "V410",
    },
    Mutation {
        what: "a section number repeated",
        from: "section 14.3 {",
        to: "section 14.2 {",
        fires: "V802",
    },
    Mutation {
        what: "a section number skipped",
        from: "section 13 \"МЕДИЦИНСКО",
        to: "section 15 \"МЕДИЦИНСКО",
        fires: "V801",
    },
    Mutation {
        what: "the aim's year changed",
        from: "aim \"Да излъчи Държавната шампионка за 2021 год.\"",
        to: "aim \"Да излъчи Държавната шампионка за 2020 год.\"",
        fires: "V803",
    },
    Mutation {
        what: "a rating typed as the birth year",
        from: "2034 club \"Vratza\"",
        to: "1987 club \"Vratza\" born 1987",
        fires: "V607",
    },
    Mutation {
        what: "the refund rule removed",
        from: "  refund if-upheld\n",
        to: "",
        fires: "V708",
    },
    Mutation {
        what: "an Armageddon game without its format",
        from: "when-tied lots",
        to: "when-tied armageddon",
        fires: "V410",
    },
    Mutation {
        what: "a date of the event in the prose with last year",
        from: "20.03.2021 г.",
        to: "20.03.2020 г.",
        fires: "V803",
    },
    Mutation {
        what: "a signatory misspelt",
        from: "signature \"Зам. главен съдия\" \"Огнян Антонов",
        to: "signature \"Зам. главен съдия\" \"Огнян Атанасов",
        fires: "V804",
    },
    Mutation {
        what: "the average the prose refers to removed",
        from: "  average-rating 2181\n",
        to: "",
        fires: "V805",
    },
];

const TEAM: &[Mutation] = &[
    Mutation {
        what: "minimum present above the boards",
        from: "minimum-present 2",
        to: "minimum-present 4",
        fires: "V501",
    },
    Mutation {
        what: "the reserves statement removed",
        from: "reserves 1; ",
        to: "",
        fires: "V502",
    },
    Mutation {
        what: "a foreign limit above the boards",
        from: "foreign eu 1",
        to: "foreign eu 5",
        fires: "V503",
    },
    Mutation {
        what: "a team two players short",
        from: "2 \"P2b Name\" 2000; 3 \"P2c Name\" 1900; ",
        to: "",
        fires: "V504",
    },
    Mutation {
        what: "a second reserve listed",
        from: "reserve 4 \"P3d Name\" 1800",
        to: "reserve 4 \"P3d Name\" 1800; reserve 5 \"P3e Name\" 1700",
        fires: "V505",
    },
    Mutation {
        what: "a weight missing",
        from: "board-points 3 2 1 among-tied",
        to: "board-points 3 2 among-tied",
        fires: "V405",
    },
    Mutation {
        what: "a rating tie-break ranking teams",
        from: "tiebreaks GP, DE:MP",
        to: "tiebreaks GP, TPR, DE:MP",
        fires: "V404",
    },
    Mutation {
        what: "the primary score repeated",
        from: "tiebreaks GP, DE:MP",
        to: "tiebreaks MP, DE:MP",
        fires: "V406",
    },
];

fn run(base: &str, mutations: &[Mutation]) {
    let before = codes(base);
    for m in mutations {
        assert!(!before.contains(&m.fires), "{}: the base already reports {}", m.what, m.fires);
        let mutated = replace_once(base, m.from, m.to);
        let after = codes(&mutated);
        assert!(after.contains(&m.fires), "{}: expected {}, got {after:?}", m.what, m.fires);
    }
}

#[test]
fn individual_mutations_fire_their_checks() {
    run(&individual_base(), INDIVIDUAL);
}

#[test]
fn team_mutations_fire_their_checks() {
    run(&team_base(), TEAM);
}

#[test]
fn buchholz_in_a_round_robin_from_march_2026() {
    let base = individual_base();
    let rr_2026 =
        replace_once(&base, "dates 2021-03-11..2021-03-20", "dates 2026-03-11..2026-03-20");
    let with_bh =
        replace_once(&rr_2026, "tiebreaks DE, KS, SB, WIN, TPR", "tiebreaks DE, BH, SB, WIN, TPR");
    assert!(!codes(&rr_2026).contains(&"V402"));
    assert!(codes(&with_bh).contains(&"V402"));
    // The same list a year earlier is allowed (C.07 before March 2026).
    let with_bh_2025 =
        replace_once(&with_bh, "dates 2026-03-11..2026-03-20", "dates 2025-03-11..2025-03-20");
    assert!(!codes(&with_bh_2025).contains(&"V402"));
}

#[test]
fn the_euro_amount_in_the_help_is_exact() {
    // 30 BGN / 1.95583 = 15.3387… → 15.34 EUR (half-up to cents).
    let text = replace_once(
        &individual_base(),
        "dates 2021-03-11..2021-03-20",
        "dates 2026-03-11..2026-03-20",
    );
    let c = compile(
        "mutation.rgl",
        text.as_bytes(),
        &Options { lang: Some(reglament::vocab::Lang::En), ..Options::default() },
    );
    let v703: Vec<_> = c.diagnostics.iter().filter(|d| d.code == "V703").collect();
    assert_eq!(v703.len(), 1);
    assert_eq!(
        v703[0].message,
        "the appeal fee is in BGN, but the currency in BG on 2026-03-11 is EUR"
    );
    assert!(
        v703[0].help.as_deref().unwrap_or("").starts_with("write `15.34 EUR`"),
        "{:?}",
        v703[0].help
    );
}

/// Every rule runs on every model without panicking: the base with each line removed in turn
/// (blocks lose their closing brace, facts disappear), and with hostile values.
#[test]
fn no_rule_panics_on_damaged_or_hostile_input() {
    let base = individual_base();
    let lines: Vec<&str> = base.lines().collect();
    for skip in 0..lines.len() {
        let text: String = lines
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != skip)
            .map(|(_, l)| format!("{l}\n"))
            .collect();
        let _ = compile("damaged.rgl", text.as_bytes(), &Options::default());
    }
    for (from, to) in [
        ("2319 club", "4294967295 club"),
        ("2319 club", "0 club"),
        ("norm WIM points 7 games 11", "norm WIM points 7 games 4294967295"),
        ("norm WIM points 7 games 11", "norm GM points 0 games 0"),
        ("norm WIM points 7 games 11", "norm WIM points 99999 games 11"),
        ("section 14.3 {", "section 4294967295.4294967295 {"),
        ("section 13 \"МЕДИЦИНСКО", "section 18446744073709551616 \"МЕДИЦИНСКО"),
        (
            "system individual round-robin rounds 11",
            "system individual double-round-robin rounds 4294967295",
        ),
        ("fee 30 BGN", "fee 999999999999.99 BGN"),
        ("category \"VІ-Ж\"", "category \"XXX\""),
        ("average-rating 2181", "average-rating 4294967295"),
    ] {
        let text = replace_once(&base, from, to);
        let _ = compile("hostile.rgl", text.as_bytes(), &Options::default());
    }
    let team = team_base();
    for (from, to) in [
        ("boards 3", "boards 4294967295"),
        ("reserves 1", "reserves 4294967295"),
        ("board-points 3 2 1 among-tied", "board-points among-tied"),
    ] {
        let text = replace_once(&team, from, to);
        let _ = compile("hostile.rgl", text.as_bytes(), &Options::default());
    }
}
