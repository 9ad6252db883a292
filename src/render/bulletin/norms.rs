//! The norms and rating changes of the players.

use super::*;

/// The norms and ratings table; `None` when no player has a rating.
pub(super) fn norms_view(extras: &Extras, lang: Lang) -> Option<NormsView> {
    if extras.players.iter().all(|p| p.rating.is_none()) {
        return None;
    }
    let opt = |v: Option<u32>| v.map(|x| x.to_string()).unwrap_or_default();
    let mut achieved = Vec::new();
    let rows = extras
        .players
        .iter()
        .map(|p| {
            let met: Vec<String> = p
                .norms
                .iter()
                .filter(|n| !n.already_holds)
                .filter_map(|n| {
                    let title = format!("{:?}", n.title);
                    let qualifier = match (n.verdict, lang) {
                        (NormVerdict::Achieved, _) => "",
                        (NormVerdict::AchievedIfExempt, Lang::Bg) => " (ако е освободен от 1.4.3)",
                        (NormVerdict::AchievedIfExempt, Lang::Uk) => " (якщо звільнено від 1.4.3)",
                        (NormVerdict::AchievedIfExempt, Lang::En) => " (if exempt from 1.4.3)",
                        (NormVerdict::PointsMet, Lang::Bg) => " (точки; званията не са известни)",
                        (NormVerdict::PointsMet, Lang::Uk) => " (очки; звання невідомі)",
                        (NormVerdict::PointsMet, Lang::En) => " (points; titles unknown)",
                        _ => return None,
                    };
                    let ra = opt(n.average);
                    let pts = format_points(n.points, lang);
                    let need = n.points_needed.map(|x| format_points(x, lang)).unwrap_or_default();
                    achieved.push(match lang {
                        Lang::Bg => format!(
                            "{} {}: норма {title}{qualifier} — {pts} от {} при Ra {ra} (нужни {need})",
                            p.start, p.name, crate::render::i18n::games(n.games, lang)
                        ),
                        Lang::Uk => format!(
                            "{} {}: норма {title}{qualifier} — {pts} з {} при Ra {ra} (потрібно {need})",
                            p.start, p.name, crate::render::i18n::games(n.games, lang)
                        ),
                        Lang::En => format!(
                            "{} {}: {title} norm{qualifier} — {pts} from {} at Ra {ra} ({need} needed)",
                            p.start, p.name, crate::render::i18n::games(n.games, lang)
                        ),
                    });
                    // The table names only the norms met on every condition checked (or
                    // pending the federation exemption, starred); the lines say the rest.
                    match n.verdict {
                        NormVerdict::Achieved => Some(title),
                        NormVerdict::AchievedIfExempt => Some(format!("{title}*")),
                        _ => None,
                    }
                })
                .collect();
            NormsRow {
                number: p.start,
                name: p.name.clone(),
                title: p.title.map(|x| format!("{x:?}")).unwrap_or_default(),
                rating: opt(p.rating),
                games: p.games.to_string(),
                score: format_points(p.score, lang),
                average: opt(p.average_opponents),
                performance: p.performance.map(|x| x.to_string()).unwrap_or_default(),
                k: opt(p.k),
                change: p.change.map(|c| format!("{c:+}")).unwrap_or_default(),
                norms: met.join(", "),
            }
        })
        .collect();
    let note = match lang {
        Lang::Bg => "Рейтинговите промени са по правилата на ФИДЕ от 1 март 2024 г.; K предполага поне 30 изиграни рейтингови партии преди турнира. Нормите са по ФИДЕ B.01: само изиграни партии, най-ниският рейтинг се вдига до минимума.",
        Lang::Uk => "Зміни рейтингу — за правилами ФІДЕ від 1 березня 2024 р.; K передбачає щонайменше 30 рейтингових партій до турніру. Норми — за ФІДЕ B.01: лише зіграні партії, найнижчий рейтинг піднімається до мінімуму.",
        Lang::En => "Rating changes under the FIDE rules in force from 1 March 2024; K assumes at least 30 rated games before the event. Norms under FIDE B.01: games played over the board only, the lowest rating raised to the floor.",
    };
    Some(NormsView { rows, achieved, note: note.to_string() })
}
