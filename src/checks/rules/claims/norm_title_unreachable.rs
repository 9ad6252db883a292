//! V606 `norm-title-unreachable`: a norm is promised for a title the field cannot give: the opponents' average or the titled opponents fall short for every participant.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::{Format, Player, Title};
use crate::vocab::fide::norms::{self, NormRequirements};
use crate::vocab::points::Points;

/// V606: a norm is promised for a title the field cannot give: the opponents' average or the titled opponents fall short for every participant.
pub struct NormTitleUnreachable;

static INFO: CodeInfo = CodeInfo {
    code: "V606",
    name: "norm-title-unreachable",
    severity: ERROR,
    summary: "a norm is promised for a title the field cannot give: the opponents' average or the titled opponents fall short for every participant",
    doc: Doc {
        what: r#"A norm statement for a title whose conditions no participant can meet with this field: the best average of opponents any participant can face (strongest opponents, one raised to the rating floor, unrated counted at 1400) is below the title's minimum (GM 2380, IM 2230, WGM 2180, WIM 2030), or there are not enough titled opponents (half the games) or opponents of the norm's title level (a third, at least 3)."#,
        why: r#"A norm statement tells players what they can achieve. When the field is too weak for the title, the promise is empty; often the regulation meant another title (a women's title in a women's event)."#,
        example: r#"```text
players { … }   # 12 players averaging 2170
claims { norm IM points 7 games 11 titled 6 }
```"#,
        fix: r#"Name a title the field can give (the help names the one whose score matches), or remove the statement."#,
        reference: r#"FIDE Handbook B.01 (2024) 1.4.5 (titled opponents), 1.4.6 (rating floor; unrated = 1400), 1.4.7 and the minimum averages of the title table (GM 2380, IM 2230, WGM 2180, WIM 2030); `docs/reference/rating-time-title.md` §2.1–2.3."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "заявената норма е за звание, което никой участник не може да постигне",
        doc: Doc {
            what: r#"Заявена норма за звание, чиито условия никой участник не може да изпълни при този състав: най-високият среден рейтинг на противниците, който участник може да срещне (най-силните противници, един повдигнат до долната граница, без рейтинг — с 1400), е под минимума за званието (GM 2380, IM 2230, WGM 2180, WIM 2030), или няма достатъчно титулувани противници (половината партии) или противници със звание на нормата (една трета, поне 3)."#,
            why: r#"Заявената норма казва на състезателите какво могат да постигнат. Когато съставът е твърде слаб за званието, обещанието е празно; често регламентът е имал предвид друго звание (женско звание при женски турнир)."#,
            example: r#""#,
            fix: r#"Посочете звание, което съставът може да даде (съветът назовава онова, на което точките отговарят), или махнете заявлението."#,
            reference: r#"Наръчник на ФИДЕ, B.01 (2024), 1.4.5 (титулувани противници), 1.4.6 (долна граница; без рейтинг = 1400), 1.4.7 и минималните средни рейтинги в таблицата на званията (GM 2380, IM 2230, WGM 2180, WIM 2030); `docs/reference/rating-time-title.md` §2.1–2.3."#,
        },
    },
    uk: Texts {
        summary: "заявлена норма на звання, якого жоден учасник не може досягти",
        doc: Doc {
            what: r#"Заявлена норма на звання, умов якого жоден учасник не може виконати за такого складу: найвищий середній рейтинг суперників, якого може досягти учасник (найсильніші суперники, один піднятий до нижньої межі, без рейтингу — 1400), менший за мінімум для звання (GM 2380, IM 2230, WGM 2180, WIM 2030), або бракує титулованих суперників (половина партій) чи суперників зі званням норми (третина, щонайменше 3)."#,
            why: r#"Заявлена норма каже учасникам, чого вони можуть досягти. Коли склад заслабкий для звання, обіцянка порожня; часто положення мало на увазі інше звання (жіноче звання в жіночому турнірі)."#,
            example: r#""#,
            fix: r#"Вкажіть звання, яке склад може дати (порада називає те, якому відповідають очки), або вилучіть заяву."#,
            reference: r#"Довідник ФІДЕ, B.01 (2024), 1.4.5 (титуловані суперники), 1.4.6 (нижня межа; без рейтингу = 1400), 1.4.7 і мінімальні середні рейтинги в таблиці звань (GM 2380, IM 2230, WGM 2180, WIM 2030); `docs/reference/rating-time-title.md` §2.1–2.3."#,
        },
    },
};

impl Rule for NormTitleUnreachable {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(players) = &reg.players else { return };
        if players.list.len() < 2 {
            return;
        }
        let meetings = match facts::format(reg) {
            Some(Format::DoubleRoundRobin) => 2,
            _ => 1,
        };
        let average = facts::field_average(reg).map(|(a, _)| a);
        for norm in &reg.claims.norms {
            let Some(req) = norms::requirements(norm.title.value) else { continue };
            let Some(games) =
                norm.games.as_ref().map(|g| g.value).or_else(|| facts::games_per_player(reg))
            else {
                continue;
            };
            let reach = Reach::of(&players.list, &req, meetings, games);
            if reach.possible {
                continue;
            }
            let title = format!("{:?}", req.title);
            let (min, best) = (req.min_average, reach.best_average);
            let (need_t, most_t) = (norms::titled_needed(games), reach.most_titled);
            let (need_l, most_l) = (norms::title_level_needed(games), reach.most_level);
            let kind = if best < min {
                0
            } else if most_t < need_t {
                1
            } else {
                2
            };
            let reachable: Vec<(Title, NormRequirements)> = norms::NORM_TITLES
                .iter()
                .filter(|t| **t != req.title)
                .filter_map(|t| norms::requirements(*t).map(|r| (*t, r)))
                .filter(|(_, r)| Reach::of(&players.list, r, meetings, games).possible)
                .collect();
            let fitting = reachable.iter().find(|(_, r)| match (&norm.points, average) {
                (Some(p), Some(ra)) => norms::points_needed(r, ra, games) == Some(p.value),
                _ => false,
            });
            let stated = norm.points.as_ref().map(|p| p.value).unwrap_or(Points::ZERO);
            let avg = average.unwrap_or(0);
            out.push(localized(|l| {
                let message = match kind {
                    0 => tr!(
                        l,
                        en: "the `{title}` norm needs opponents averaging at least {min}, but the strongest opponents any participant can meet average {best}",
                        bg: "нормата за `{title}` изисква противници със среден рейтинг поне {min}, а най-силните противници, които участник може да срещне, са със среден рейтинг {best}",
                        uk: "норма `{title}` вимагає суперників із середнім рейтингом щонайменше {min}, а найсильніші суперники, яких може зустріти учасник, мають у середньому {best}"
                    ),
                    1 => tr!(
                        l,
                        en: "the `{title}` norm over {games} games needs {need_t} titled opponents, but a participant can meet at most {most_t}",
                        bg: "нормата за `{title}` от {games} партии изисква {need_t} титулувани противници, а участник може да срещне най-много {most_t}",
                        uk: "норма `{title}` з {games} партій вимагає {need_t} титулованих суперників, а учасник може зустріти щонайбільше {most_t}"
                    ),
                    _ => tr!(
                        l,
                        en: "the `{title}` norm over {games} games needs {need_l} opponents holding its title level, but a participant can meet at most {most_l}",
                        bg: "нормата за `{title}` от {games} партии изисква {need_l} противници със звание на нормата, а участник може да срещне най-много {most_l}",
                        uk: "норма `{title}` з {games} партій вимагає {need_l} суперників зі званням норми, а учасник може зустріти щонайбільше {most_l}"
                    ),
                };
                let help = match (fitting, reachable.first()) {
                    (Some((other, _)), _) => {
                        let other = format!("{other:?}");
                        tr!(
                            l,
                            en: "the stated {stated} points from {games} games are what a `{other}` norm needs at the field's average {avg}: write `norm {other}`",
                            bg: "заявените {stated} точки от {games} партии са точно нужните за норма `{other}` при средния рейтинг на участниците {avg}: напишете `norm {other}`",
                            uk: "заявлені {stated} очка з {games} партій — саме те, що потрібно для норми `{other}` за середнього рейтингу учасників {avg}: напишіть `norm {other}`"
                        )
                    }
                    (None, Some((other, r))) => {
                        let (other, m) = (format!("{other:?}"), r.min_average);
                        tr!(
                            l,
                            en: "the field can give a `{other}` norm (opponents averaging at least {m}); name a title it can give, or remove the statement",
                            bg: "съставът може да даде норма за `{other}` (противници със среден рейтинг поне {m}); посочете звание, което съставът може да даде, или махнете заявлението",
                            uk: "склад може дати норму `{other}` (суперники із середнім рейтингом щонайменше {m}); вкажіть звання, яке склад може дати, або вилучіть заяву"
                        )
                    }
                    (None, None) => tr!(
                        l,
                        en: "remove the norm statement, or correct the participant list",
                        bg: "махнете заявената норма или поправете списъка на участниците",
                        uk: "вилучіть заявлену норму або виправте список учасників"
                    ),
                };
                finding(&INFO, message)
                    .with_label(norm.title.span, tr!(l, en: "{title} out of reach", bg: "{title} е недостижимо", uk: "{title} недосяжне"))
                    .with_note(tr!(
                        l,
                        en: "B.01 1.4.6: at most one opponent rated below the floor is counted at the floor; unrated opponents count as 1400",
                        bg: "B.01, 1.4.6: най-много един противник под долната граница се брои с границата; противниците без рейтинг се броят с 1400",
                        uk: "B.01, 1.4.6: щонайбільше одного суперника нижче межі рахують за межею; суперників без рейтингу рахують як 1400"
                    ))
                    .with_help(help)
            }));
        }
    }
}

/// What the best-placed participant can reach for one norm title.
struct Reach {
    /// True when some participant meets every condition at once.
    possible: bool,
    /// The highest opponents' average any participant can face.
    best_average: u32,
    /// The most titled opponents any participant can meet.
    most_titled: u32,
    /// The most opponents of the norm's title level any participant can meet.
    most_level: u32,
}

impl Reach {
    fn of(players: &[Player], req: &NormRequirements, meetings: u32, games: u32) -> Reach {
        let mut reach = Reach { possible: false, best_average: 0, most_titled: 0, most_level: 0 };
        // Ratings strongest first (unrated at 1400), with the index of their player.
        let mut by_rating: Vec<(u32, usize)> = players
            .iter()
            .enumerate()
            .map(|(i, p)| (p.rating.as_ref().map(|r| r.value).unwrap_or(norms::UNRATED_AS), i))
            .collect();
        by_rating.sort_unstable_by(|a, b| b.cmp(a));
        let titled = |p: &Player| p.title.as_ref().is_some_and(|t| is_titled(t.value));
        let level = |p: &Player| p.title.as_ref().is_some_and(|t| holds_level(t.value, req.title));
        let titled_total = players.iter().filter(|p| titled(p)).count() as u32;
        let level_total = players.iter().filter(|p| level(p)).count() as u32;
        for (i, p) in players.iter().enumerate() {
            let strongest = by_rating.iter().filter(|(_, j)| *j != i).map(|(r, _)| *r);
            let best =
                norms::best_average_of_sorted(strongest, meetings, games, req.floor).unwrap_or(0);
            let can_meet = |total: u32, own: bool| {
                (total - u32::from(own)).saturating_mul(meetings).min(games)
            };
            let t = can_meet(titled_total, titled(p));
            let l = can_meet(level_total, level(p));
            reach.best_average = reach.best_average.max(best);
            reach.most_titled = reach.most_titled.max(t);
            reach.most_level = reach.most_level.max(l);
            if best >= req.min_average
                && t >= norms::titled_needed(games)
                && l >= norms::title_level_needed(games)
            {
                reach.possible = true;
            }
        }
        reach
    }
}

/// Titles that count as titled opponents for norms (B.01 1.4.5: not CM or WCM).
fn is_titled(t: Title) -> bool {
    !matches!(t, Title::CM | Title::WCM)
}

/// True when a title is at the norm's title level or above (B.01 1.4.5).
fn holds_level(t: Title, norm: Title) -> bool {
    match norm {
        Title::GM => t == Title::GM,
        Title::IM => matches!(t, Title::GM | Title::IM),
        Title::WGM => matches!(t, Title::GM | Title::IM | Title::WGM),
        _ => matches!(t, Title::GM | Title::IM | Title::WGM | Title::WIM),
    }
}
