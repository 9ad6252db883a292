//! The standings as a document of their own (`reglament standings … --format md|html`): the
//! same tables the results bulletin prints ([`crate::render::bulletin::individual_view`],
//! [`crate::render::bulletin::team_view`], laid out by the shared `standings_table.*.j2`
//! macros), under the event's title, without the rest of the bulletin.

use crate::model::{Lang, Regulation};
use crate::render::bulletin::{individual_view, team_view, ClassificationView};
use crate::render::i18n::{bulletin_labels, BulletinLabels};
use crate::results::Tournament;
use crate::score::regulation::{EventStandings, MainStandings};
use serde::Serialize;

/// The standings document, ready for `standings.{html,md}.j2`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StandingsView {
    /// Document language code (`bg`, `uk`, `en`).
    pub lang: String,
    /// The fixed words, translated (the bulletin's).
    pub labels: BulletinLabels,
    /// The event's name.
    pub title: String,
    /// The dates of the games, written out.
    pub dates: Option<String>,
    /// The venue.
    pub venue: Option<String>,
    /// The main classification, then the board classifications.
    pub classifications: Vec<ClassificationView>,
    /// The heading of the first column of the main table (`Name` or `Team`).
    pub first_heading: String,
    /// The mark of illustrative results (`ПРИМЕРНИ РЕЗУЛТАТИ`), on every page.
    pub sample: Option<&'static str>,
    /// What the results file says of its illustrative results, as written.
    pub sample_note: Option<String>,
}

/// The standings of `t` as a document: in the regulation's language, under its event's title
/// (with a regulation), or in `lang` under the results' own name.
pub fn standings_view(
    reg: Option<&Regulation>,
    t: &Tournament,
    standings: &EventStandings,
    lang: Lang,
) -> StandingsView {
    let lang = reg.map_or(lang, |r| r.lang);
    let labels = bulletin_labels(lang);
    let title = reg
        .map(|r| r.event.name.as_ref().map_or_else(|| r.title.value.clone(), |n| n.value.clone()))
        .unwrap_or_else(|| t.name.trim().to_string());
    let dates = match (t.start_date, t.end_date) {
        (Some(a), b) => Some((a, b.unwrap_or(a))),
        _ => reg.and_then(|r| r.event.dates.as_ref().map(|d| d.value)),
    }
    .map(|(from, to)| {
        let f = |d| crate::vocab::calendar::format_date(d, lang);
        if from == to {
            f(from)
        } else {
            format!("{} – {}", f(from), f(to))
        }
    });
    let venue = reg
        .and_then(|r| r.event.venue.as_ref().map(|v| v.value.clone()))
        .or_else(|| Some(t.city.trim().to_string()).filter(|c| !c.is_empty()));
    let applied = match reg {
        Some(r) => crate::score::regulation::apply_regulation(r, t),
        None => t.clone(),
    };
    let (main, first_heading) = match &standings.main {
        MainStandings::Individual(s) => {
            (individual_view(labels.standings.to_string(), s, &applied, lang), labels.name)
        }
        MainStandings::Team(s) => (team_view(s, lang), labels.team),
    };
    let mut classifications = vec![main];
    for b in &standings.boards {
        let number = b.classification.strip_prefix("board ").unwrap_or(&b.classification);
        let title = format!("{} {number}", labels.board);
        classifications.push(individual_view(title, b, &applied, lang));
    }
    StandingsView {
        lang: lang.code().to_string(),
        labels: labels.clone(),
        title,
        dates,
        venue,
        classifications,
        first_heading: first_heading.to_string(),
        sample: t.illustrative.is_some().then_some(labels.sample),
        sample_note: t.illustrative.clone().filter(|n| !n.trim().is_empty()),
    }
}
