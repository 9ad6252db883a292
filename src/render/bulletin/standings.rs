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
        })
        .collect()
}

pub(super) fn tiebreak_headings(list: &[TieBreak], labels: &[String], lang: Lang) -> Vec<Heading> {
    list.iter()
        .zip(labels)
        .map(|(tb, label)| Heading {
            code: label.clone(),
            name: tiebreak_kind_name(&tb.kind, lang),
        })
        .collect()
}

/// An individual classification (the main one, or a board's).
pub(super) fn individual_view(
    title: String,
    s: &RegulationStandings,
    t: &Tournament,
    lang: Lang,
) -> ClassificationView {
    let labels = crate::render::i18n::bulletin_labels(lang);
    let rows = s
        .standings
        .rows
        .iter()
        .map(|r| StandingRow {
            rank: rank_label(r.rank, r.rank_to),
            number: r.start,
            name: player_name(t, r.start),
            rating: player_rating(t, r.start),
            scores: vec![format_points(r.points, lang)],
            values: r.values.iter().map(|v| value_text(*v, lang)).collect(),
            tied: r.rank_to > r.rank,
        })
        .collect();
    ClassificationView {
        title,
        score_columns: vec![Heading {
            code: labels.points.to_string(),
            name: labels.points.to_string(),
        }],
        tiebreak_columns: tiebreak_headings(&s.standings.tiebreaks, &s.labels, lang),
        rows,
        ties: tie_views(&s.ties, |p| player_name(t, p), lang),
    }
}

pub(super) fn team_view(s: &RegulationTeamStandings, lang: Lang) -> ClassificationView {
    let labels = crate::render::i18n::bulletin_labels(lang);
    let (mp, gp) = match lang {
        Lang::Bg => (("МТ", "Мачови точки"), ("ТП", "Точки от партиите")),
        Lang::Uk => (("КО", "Командні очки"), ("ІО", "Індивідуальні очки")),
        Lang::En => (("MP", "Match points"), ("GP", "Game points")),
    };
    let rows = s
        .standings
        .rows
        .iter()
        .map(|r| StandingRow {
            rank: rank_label(r.rank, r.rank_to),
            number: r.start,
            name: r.name.clone(),
            rating: String::new(),
            scores: vec![format_points(r.match_points, lang), format_points(r.game_points, lang)],
            values: r.values.iter().map(|v| value_text(*v, lang)).collect(),
            tied: r.is_tied(),
        })
        .collect();
    let team_name = |n: u32| s.standings.row(n).map(|r| r.name.clone()).unwrap_or_default();
    ClassificationView {
        title: labels.team_standings.to_string(),
        score_columns: vec![
            Heading { code: mp.0.to_string(), name: mp.1.to_string() },
            Heading { code: gp.0.to_string(), name: gp.1.to_string() },
        ],
        tiebreak_columns: tiebreak_headings(&s.standings.tiebreaks, &s.labels, lang),
        rows,
        ties: tie_views(&s.ties, team_name, lang),
    }
}
