//! The standings tables of the bulletin: the main classification (players or teams) and the board
//! classifications, with the tie-break columns and the ties the list leaves.

use super::*;

pub(super) fn tie_views(
    ties: &[crate::score::regulation::UnresolvedTie],
    name: impl Fn(u32) -> String,
    lang: Lang,
) -> Vec<TieView> {
    ties.iter()
        .map(|tie| TieView {
            places: rank_label(tie.places.0, tie.places.1),
            who: tie
                .players
                .iter()
                .map(|p| format!("{p} {}", name(*p)))
                .collect::<Vec<_>>()
                .join("; "),
            decision: crate::render::i18n::tie_decision(&tie.decision, lang),
            outcome: tie.outcome.as_ref().map(|o| {
                let names: Vec<String> =
                    o.order.iter().map(|p| format!("{p} {}", name(*p))).collect();
                crate::render::i18n::recorded_outcome(
                    o.method,
                    &names,
                    tie.places.0,
                    o.note.as_deref(),
                    lang,
                )
            }),
        })
        .collect()
}

/// The tie-break columns' headings: the abbreviation of the tie-break's name in the language
/// (`ЛС`, `З-Б`, `Бух.-1`; the FIDE descriptor in English), with the name and the descriptor for
/// the legend (`Зонеборн-Бергер (SB)`).
pub(super) fn tiebreak_headings(list: &[TieBreak], lang: Lang) -> Vec<Heading> {
    list.iter()
        .map(|tb| Heading {
            code: crate::render::i18n::tiebreak_heading(tb, lang),
            name: if lang == Lang::En {
                crate::render::i18n::tiebreak_label(tb, lang)
            } else {
                crate::render::i18n::tiebreak_name(tb, lang)
            },
        })
        .collect()
}

/// The tie-break values of every row, one style per column: `½` when every value of the column
/// is a multiple of ½ (`35½`), otherwise decimals with a comma for all (`37,75`, `35,50`).
fn value_columns(rows: &[Vec<Option<Points>>], lang: Lang) -> Vec<Vec<String>> {
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let mut out: Vec<Vec<String>> = rows.iter().map(|r| vec![String::new(); r.len()]).collect();
    for c in 0..columns {
        let values: Vec<Option<i64>> =
            rows.iter().map(|r| r.get(c).copied().flatten().map(|p| p.0)).collect();
        let halves = values.iter().flatten().all(|v| v % 50 == 0);
        let texts: Vec<String> = if halves {
            values.iter().map(|v| value_text(v.map(Points), lang)).collect()
        } else {
            super::norms::column(&values, lang, false)
                .into_iter()
                .map(|t| if t.is_empty() { "–".to_string() } else { t })
                .collect()
        };
        for (r, t) in texts.into_iter().enumerate() {
            if let Some(cell) = out[r].get_mut(c) {
                *cell = t;
            }
        }
    }
    out
}

/// An individual classification (the main one, or a board's).
/// The standings table of an individual classification as a document shows it (the main one,
/// or a board's): ranks (`1–3` for ties the list leaves), names, points, the tie-break columns
/// headed by their codes in one number style each, and the ties with what decides them. Shared
/// by the bulletin and any other document that prints standings.
pub fn individual_view(
    title: String,
    s: &RegulationStandings,
    t: &Tournament,
    lang: Lang,
) -> ClassificationView {
    let labels = crate::render::i18n::bulletin_labels(lang);
    let values =
        value_columns(&s.standings.rows.iter().map(|r| r.values.clone()).collect::<Vec<_>>(), lang);
    let rows = s
        .standings
        .rows
        .iter()
        .zip(values)
        .map(|(r, values)| StandingRow {
            rank: rank_label(r.rank, r.rank_to),
            number: r.start,
            name: super::crosstable::fitted_name(&player_name(t, r.start)),
            title: t.player(r.start).map(|p| title_text(&p.title, lang)).unwrap_or_default(),
            federation: t
                .player(r.start)
                .map(|p| crate::render::words::federation_name(&p.federation, lang))
                .unwrap_or_default(),
            rating: player_rating(t, r.start),
            scores: vec![format_points(r.points, lang)],
            values,
            tied: r.rank_to > r.rank,
            team: t
                .teams
                .iter()
                .find(|team| team.players.contains(&r.start))
                .map(|team| team.name.clone())
                .unwrap_or_default(),
        })
        .collect::<Vec<_>>();
    ClassificationView {
        title,
        score_columns: vec![Heading {
            code: labels.points.to_string(),
            name: labels.points.to_string(),
        }],
        tiebreak_columns: tiebreak_headings(&s.standings.tiebreaks, lang),
        team_column: rows.iter().any(|r| !r.team.is_empty()),
        title_column: rows.iter().any(|r| !r.title.is_empty()),
        federation_column: rows.iter().any(|r| !r.federation.is_empty()),
        federation_width: super::federation_width(
            labels.federation,
            rows.iter().map(|r| r.federation.as_str()),
        ),
        rows,
        ties: tie_views(&s.ties, |p| player_name(t, p), lang),
    }
}

/// The team standings table as a document shows it: match and game points (game points once:
/// not again as a tie-break column when the list starts with them), the tie-break columns, the
/// ties. Shared by the bulletin and any other document that prints team standings.
pub fn team_view(s: &RegulationTeamStandings, lang: Lang) -> ClassificationView {
    let labels = crate::render::i18n::bulletin_labels(lang);
    let (mp, gp) = match lang {
        Lang::Bg => (("МТ", "Мачови точки"), ("ТП", "Точки от партиите")),
        Lang::Uk => (("КО", "Командні очки"), ("ІО", "Індивідуальні очки")),
        Lang::En => (("MP", "Match points"), ("GP", "Game points")),
    };
    // Game points are a score column; a GP tie-break would repeat it.
    let keep: Vec<bool> = s
        .standings
        .tiebreaks
        .iter()
        .map(|tb| !matches!(tb.kind, crate::vocab::tiebreak::TieBreakKind::Gp))
        .collect();
    let values = value_columns(
        &s.standings
            .rows
            .iter()
            .map(|r| r.values.iter().zip(&keep).filter(|(_, k)| **k).map(|(v, _)| *v).collect())
            .collect::<Vec<_>>(),
        lang,
    );
    let rows = s
        .standings
        .rows
        .iter()
        .zip(values)
        .map(|(r, values)| StandingRow {
            rank: rank_label(r.rank, r.rank_to),
            number: r.start,
            name: r.name.clone(),
            title: String::new(),
            federation: String::new(),
            rating: String::new(),
            scores: vec![format_points(r.match_points, lang), format_points(r.game_points, lang)],
            values,
            tied: r.is_tied(),
            team: String::new(),
        })
        .collect();
    let kept: Vec<TieBreak> = s
        .standings
        .tiebreaks
        .iter()
        .zip(&keep)
        .filter(|(_, k)| **k)
        .map(|(tb, _)| tb.clone())
        .collect();
    let team_name = |n: u32| s.standings.row(n).map(|r| r.name.clone()).unwrap_or_default();
    ClassificationView {
        title: labels.team_standings.to_string(),
        score_columns: vec![
            Heading { code: mp.0.to_string(), name: mp.1.to_string() },
            Heading { code: gp.0.to_string(), name: gp.1.to_string() },
        ],
        tiebreak_columns: tiebreak_headings(&kept, lang),
        rows,
        ties: tie_views(&s.ties, team_name, lang),
        team_column: false,
        title_column: false,
        federation_column: false,
        federation_width: 4,
    }
}
