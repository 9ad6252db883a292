//! V104 `duplicate-participant`: the same player (or team) listed twice.

use crate::checks::{finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Player;
use crate::source::Span;
use crate::vocab::Lang;
use std::collections::HashMap;

/// Two list entries with the same name or the same FIDE ID.
pub struct DuplicateParticipant;

static INFO: CodeInfo = CodeInfo {
    code: "V104",
    name: "duplicate-participant",
    severity: ERROR,
    summary: "a participant is listed twice (same name or same FIDE ID)",
    doc: Doc {
        what: r#"Two entries of the player list with the same name (ignoring case, spacing and punctuation,
unless both have FIDE IDs and they differ: namesakes exist) or the same FIDE ID; in a team event, the same player in two rosters (or twice in one), and two
teams with the same name and the same city ("Локомотив" of Sofia and of Plovdiv are two
teams)."#,
        why: r#"A player cannot hold two pairing numbers or play for two teams. A duplicate usually hides a
copy-and-paste slip that dropped another participant, and it inflates the field, the average
rating and the category."#,
        example: r#"```text
players stated 4 {
  1 GM "Voiska Margarita" 2319
  2 FM "Jordanova Svetla" 2245
  3 GM "Voiska  Margarita" 2319
  4    "Raeva Elitsa" 2207
}
```"#,
        fix: r#"Remove the duplicate, or write the participant who was meant instead."#,
        reference: r#"FIDE Handbook C.05 / C.04 (one pairing number per participant); FIDE Rating Regulations (one
FIDE ID per player); the team-competition rules (a player registered for one team only)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "участник или отбор е вписан два пъти",
        doc: Doc {
            what: r#"Два записа в списъка с едно и също име (без значение от главни букви, интервали и препинателни знаци, освен ако двамата имат различни идентификационни номера във ФИДЕ: съименници има) или с един и същ номер във ФИДЕ; при отборно състезание — един състезател в два отбора (или два пъти в един) и два отбора с едно и също име от един и същ град („Локомотив“ от София и от Пловдив са два отбора)."#,
            why: r#"Състезателят не може да има два стартови номера или да играе за два отбора. Повторението обикновено крие грешка при копиране, заради която друг участник е изпаднал, и завишава състава, средния рейтинг и категорията."#,
            example: r#""#,
            fix: r#"Махнете повторението или напишете участника, който е имало предвид."#,
            reference: r#"Наръчник на ФИДЕ, C.05 / C.04 (по един стартов номер за участник); Правила за рейтинг на ФИДЕ (по един номер във ФИДЕ за състезател); правилата за отборни състезания (състезателят е картотекиран само за един отбор)."#,
        },
    },
    uk: Texts {
        summary: "учасника або команду вписано двічі",
        doc: Doc {
            what: r#"Два записи в списку з тим самим ім'ям (незалежно від великих літер, пропусків і розділових знаків, якщо лише обидва не мають різних ідентифікаторів ФІДЕ: тезки трапляються) або з тим самим ідентифікатором ФІДЕ; у командному змаганні — той самий гравець у двох командах (або двічі в одній) і дві команди з однаковою назвою з того самого міста („Локомотив“ з Києва та з Харкова — різні команди)."#,
            why: r#"Учасник не може мати двох стартових номерів чи грати за дві команди. Повтор зазвичай приховує помилку копіювання, через яку випав інший учасник, і завищує склад, середній рейтинг і категорію."#,
            example: r#""#,
            fix: r#"Вилучіть повтор або впишіть учасника, якого мали на увазі."#,
            reference: r#"Довідник ФІДЕ, C.05 / C.04 (один стартовий номер на учасника); Правила рейтингу ФІДЕ (один ідентифікатор на гравця); правила командних змагань (гравця заявлено лише за одну команду)."#,
        },
    },
};

impl Rule for DuplicateParticipant {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        if let Some(p) = &reg.players {
            find_duplicates(p.list.iter().map(|p| (p, None)), out);
        }
        if let Some(t) = &reg.teams {
            let mut by_name: HashMap<String, Span> = HashMap::new();
            for team in &t.list {
                // Clubs of the same name from different cities are different teams.
                let city = team.city.as_ref().map_or(String::new(), |c| name_key(&c.value));
                let key = format!("{}|{city}", name_key(&team.name.value));
                if team.name.value.trim().is_empty() {
                    continue;
                }
                if let Some(first) = by_name.get(&key) {
                    let name = &team.name.value;
                    out.push(localized(|l| {
                        finding(
                            &INFO,
                            tr!(
                                l,
                                en: "team `{name}` is listed twice",
                                bg: "отборът `{name}` е вписан два пъти",
                                uk: "команду `{name}` вписано двічі"
                            ),
                        )
                        .with_label(
                            team.name.span,
                            tr!(l, en: "listed again here", bg: "вписан отново тук", uk: "вписано вдруге тут"),
                        )
                        .with_label(
                            *first,
                            tr!(
                                l,
                                en: "first listed here",
                                bg: "вписан за пръв път тук",
                                uk: "вписано вперше тут"
                            ),
                        )
                        .with_help(tr!(
                            l,
                            en: "remove one of the entries, or write the team that was meant",
                            bg: "махнете единия запис или напишете отбора, който е имало предвид",
                            uk: "вилучіть один із записів або впишіть команду, яку мали на увазі"
                        ))
                    }));
                } else {
                    by_name.insert(key, team.name.span);
                }
            }
            let rosters = t.list.iter().flat_map(|team| {
                team.players
                    .iter()
                    .chain(team.reserves.iter())
                    .map(move |p| (p, Some(team.name.value.as_str())))
            });
            find_duplicates(rosters, out);
        }
    }
}

/// A name reduced to its letters and digits, lowercase, words separated by one space.
fn name_key(name: &str) -> String {
    name.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

/// " in `Team`", in a language.
fn in_team(team: Option<&str>, l: Lang) -> String {
    match (team, l) {
        (None, _) => String::new(),
        (Some(t), Lang::En) => format!(" in `{t}`"),
        (Some(t), Lang::Bg) => format!(" в `{t}`"),
        (Some(t), Lang::Uk) => format!(" у `{t}`"),
    }
}

fn find_duplicates<'a>(
    players: impl Iterator<Item = (&'a Player, Option<&'a str>)>,
    out: &mut Vec<Diagnostic>,
) {
    let mut by_name: HashMap<String, (&Player, Option<&str>)> = HashMap::new();
    let mut by_id: HashMap<u64, (&Player, Option<&str>)> = HashMap::new();
    for (p, team) in players {
        let key = name_key(&p.name.value);
        // Namesakes with different FIDE IDs are different people.
        let same_name =
            if key.is_empty() { None } else { by_name.get(&key).copied() }.filter(|(first, _)| {
                match (&first.fide_id, &p.fide_id) {
                    (Some(a), Some(b)) => a.value == b.value,
                    _ => true,
                }
            });
        let same_id = p.fide_id.as_ref().and_then(|id| by_id.get(&id.value).copied());
        let name = &p.name.value;
        if let Some((first, first_team)) = same_name {
            out.push(localized(|l| {
                let message = match (first_team, team) {
                    (Some(a), Some(b)) if a != b => tr!(
                        l,
                        en: "`{name}` is listed for both `{a}` and `{b}`",
                        bg: "`{name}` е вписан(а) и в `{a}`, и в `{b}`",
                        uk: "`{name}` вписано і до `{a}`, і до `{b}`"
                    ),
                    _ => tr!(
                        l,
                        en: "`{name}` is listed twice",
                        bg: "`{name}` е вписан(а) два пъти",
                        uk: "`{name}` вписано двічі"
                    ),
                };
                let (again, first_in) = (in_team(team, l), in_team(first_team, l));
                finding(&INFO, message)
                    .with_label(
                        p.name.span,
                        tr!(
                            l,
                            en: "listed again here{again}",
                            bg: "вписан(а) отново тук{again}",
                            uk: "вписано вдруге тут{again}"
                        ),
                    )
                    .with_label(
                        first.name.span,
                        tr!(
                            l,
                            en: "first listed here{first_in}",
                            bg: "вписан(а) за пръв път тук{first_in}",
                            uk: "вписано вперше тут{first_in}"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "remove one of the entries, or write the player who was meant",
                        bg: "махнете единия запис или напишете състезателя, който е имало предвид",
                        uk: "вилучіть один із записів або впишіть гравця, якого мали на увазі"
                    ))
            }));
        } else if let (Some((first, first_team)), Some(id)) = (same_id, &p.fide_id) {
            let (first_name, number) = (&first.name.value, id.value);
            out.push(localized(|l| {
                let (here, there) = (in_team(team, l), in_team(first_team, l));
                finding(
                    &INFO,
                    tr!(
                        l,
                        en: "`{first_name}` and `{name}` have the same FIDE ID {number}",
                        bg: "`{first_name}` и `{name}` имат един и същ номер във ФИДЕ {number}",
                        uk: "`{first_name}` і `{name}` мають той самий ідентифікатор ФІДЕ {number}"
                    ),
                )
                .with_label(
                    id.span,
                    tr!(
                        l,
                        en: "FIDE ID of `{name}`{here}",
                        bg: "номерът във ФИДЕ на `{name}`{here}",
                        uk: "ідентифікатор ФІДЕ `{name}`{here}"
                    ),
                )
                .with_label(
                    first.fide_id.as_ref().map_or(first.span, |f| f.span),
                    tr!(
                        l,
                        en: "FIDE ID of `{first_name}`{there}",
                        bg: "номерът във ФИДЕ на `{first_name}`{there}",
                        uk: "ідентифікатор ФІДЕ `{first_name}`{there}"
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "correct the FIDE ID of one of them (each player has exactly one)",
                    bg: "поправете номера във ФИДЕ на единия (всеки състезател има точно един)",
                    uk: "виправте ідентифікатор ФІДЕ одного з них (кожен гравець має рівно один)"
                ))
            }));
        }
        if !key.is_empty() {
            by_name.entry(key).or_insert((p, team));
        }
        if let Some(id) = &p.fide_id {
            by_id.entry(id.value).or_insert((p, team));
        }
    }
}
