//! The regulation as a document sees it: every fact already written out in the document
//! language (dates, weekdays, time controls, tie-break names), prose with placeholders filled.
//! Templates get these view structs, never the model itself.

use super::format_points;
use super::i18n::{self, labels, units, Labels, Unit};
use super::words::{self, Gender};
use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::model::TABLE_PLACEHOLDERS;
use crate::model::{
    Lang, Player, PlayoffStage, Regulation, Role, Section, SectionItem, TimeControl,
};
use crate::source::Spanned;
use crate::vocab::calendar::{format_date, weekday_index, weekday_name};
use crate::vocab::lang::{ph, Phrase};
use crate::vocab::tiebreak::TieBreak;
use serde::Serialize;

/// How a document is made.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DocumentOptions {
    /// The regulation has errors and is published as a draft: every page says so.
    pub draft: bool,
    /// Add the summary of facts as an appendix.
    pub facts: bool,
}

/// A regulation ready for a template.
#[derive(Clone, Debug, Serialize)]
pub struct RegulationView {
    /// Document language code (`bg`, `uk`, `en`).
    pub lang: &'static str,
    /// Title.
    pub title: String,
    /// The title as published, line by line (empty: print `title`).
    pub title_block: Vec<TitleLine>,
    /// The draft mark (`ПРОЕКТ`) when the document is a draft.
    pub draft: Option<&'static str>,
    /// Whether the summary of facts is printed as an appendix.
    pub show_facts: bool,
    /// The participants' heading in the event's gender (`Участнички`).
    pub participants_heading: &'static str,
    /// Edition number, if stated.
    pub edition: Option<String>,
    /// Approval line, if stated.
    pub approved: Option<String>,
    /// The labels in the document language.
    pub labels: &'static Labels,
    /// Groups of facts (event, system, time control, team composition, validity, strength), each
    /// a heading and label/value rows; empty groups are left out.
    pub groups: Vec<FactGroup>,
    /// The participant list, if any.
    pub players: Option<PlayersView>,
    /// The team list, if any.
    pub teams: Option<TeamsView>,
    /// The dated programme.
    pub schedule: Vec<ScheduleRow>,
    /// Scoring facts (points, computed by, when tied, play-off), if a ranking is stated.
    pub ranking: Option<FactGroup>,
    /// The ordered tie-breaks.
    pub tiebreaks: Vec<TieBreakRow>,
    /// The tie-breaks in one line: `Допълнителни показатели: 1. … (DE), 2. … (KS)`.
    pub tiebreak_line: Option<String>,
    /// Sub-classifications.
    pub subclassifications: Vec<SubClassificationView>,
    /// Officials.
    pub officials: Vec<OfficialRow>,
    /// The appeals procedure, if stated.
    pub appeals: Option<FactGroup>,
    /// Prizes.
    pub prizes: Vec<PrizeRow>,
    /// Which optional prize columns have any value.
    pub prize_columns: PrizeColumns,
    /// The prose sections flattened in written order: headings and paragraphs.
    pub prose: Vec<ProseBlock>,
    /// Signature lines.
    pub signatures: Vec<SignatureRow>,
    /// Warnings found while building the view (unfilled placeholders); not for templates.
    #[serde(skip)]
    pub diagnostics: Vec<Diagnostic>,
}

/// One line of a published title block.
#[derive(Clone, Debug, Serialize)]
pub struct TitleLine {
    /// The line as written.
    pub text: String,
    /// The line is the document's name in capitals (`Р Е Г Л А М Е Н Т`): printed largest.
    pub main: bool,
}

/// A heading with label/value rows.
#[derive(Clone, Debug, Serialize)]
pub struct FactGroup {
    /// Heading.
    pub heading: String,
    /// Rows.
    pub rows: Vec<FactRow>,
}

/// One label/value row.
#[derive(Clone, Debug, Serialize)]
pub struct FactRow {
    /// Label.
    pub label: String,
    /// Value, in words.
    pub value: String,
}

/// The participants.
#[derive(Clone, Debug, Serialize)]
pub struct PlayersView {
    /// The number the text states, if any.
    pub stated: Option<u32>,
    /// Rows in listed order.
    pub list: Vec<PlayerRow>,
    /// Which optional columns have any value.
    pub columns: Columns,
}

/// Which optional player columns are shown.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct Columns {
    /// Title.
    pub title: bool,
    /// Rating.
    pub rating: bool,
    /// Club.
    pub club: bool,
    /// FIDE ID.
    pub fide_id: bool,
    /// Sex.
    pub sex: bool,
    /// Birth year.
    pub born: bool,
}

/// One participant (missing values are empty strings).
#[derive(Clone, Debug, Serialize)]
pub struct PlayerRow {
    /// Number.
    pub number: u32,
    /// Title.
    pub title: String,
    /// Name.
    pub name: String,
    /// Rating.
    pub rating: String,
    /// Club.
    pub club: String,
    /// FIDE ID.
    pub fide_id: String,
    /// Sex.
    pub sex: String,
    /// Birth year.
    pub born: String,
}

/// The teams.
#[derive(Clone, Debug, Serialize)]
pub struct TeamsView {
    /// The number the text states, if any.
    pub stated: Option<u32>,
    /// Teams in listed order.
    pub list: Vec<TeamView>,
    /// Some team lists its players (else the teams are a numbered list of names).
    pub rosters: bool,
    /// Which optional player columns are shown.
    pub columns: Columns,
}

/// One team.
#[derive(Clone, Debug, Serialize)]
pub struct TeamView {
    /// Number.
    pub number: u32,
    /// Name.
    pub name: String,
    /// City, or empty.
    pub city: String,
    /// Players in board order.
    pub players: Vec<PlayerRow>,
    /// Reserves.
    pub reserves: Vec<PlayerRow>,
}

/// One programme entry.
#[derive(Clone, Debug, Serialize)]
pub struct ScheduleRow {
    /// ISO date (`2007-03-11`), for the `date` filter.
    pub iso_date: String,
    /// Date in words.
    pub date: String,
    /// Weekday of the date, from the calendar.
    pub weekday: String,
    /// Weekday as written in the source, if written.
    pub weekday_written: Option<String>,
    /// The first entry of its day (later entries of the day leave date and weekday blank, as
    /// the seeds' programmes do).
    pub first_of_day: bool,
    /// `14:30`, or empty.
    pub time: String,
    /// Activities in words, joined with `; `.
    pub activity: String,
}

/// One tie-break.
#[derive(Clone, Debug, Serialize)]
pub struct TieBreakRow {
    /// Position, from 1.
    pub position: usize,
    /// Descriptor (`BH/C1`).
    pub code: String,
    /// Human name with the descriptor: `Бухолц (BH/C1)`.
    pub name: String,
    /// Human name alone: `Бухолц`.
    pub human: String,
}

/// A sub-classification.
#[derive(Clone, Debug, Serialize)]
pub struct SubClassificationView {
    /// What it classifies, in words (`Дъска 1`, `Жени`).
    pub kind: String,
    /// Its tie-breaks.
    pub tiebreaks: Vec<TieBreakRow>,
    /// Other facts (board, when tied, play-off).
    pub rows: Vec<FactRow>,
}

/// Which optional prize columns are shown.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct PrizeColumns {
    /// Money.
    pub money: bool,
    /// Classification.
    pub classification: bool,
}

/// One official.
#[derive(Clone, Debug, Serialize)]
pub struct OfficialRow {
    /// Role in words.
    pub role: String,
    /// Name.
    pub name: String,
    /// Qualification as written, or empty.
    pub category: String,
}

/// One prize line.
#[derive(Clone, Debug, Serialize)]
pub struct PrizeRow {
    /// `1` or `4–6`.
    pub places: String,
    /// Awards as written, joined with `, `.
    pub awards: String,
    /// Money, or empty.
    pub money: String,
    /// The classification, or empty for the main one.
    pub classification: String,
}

/// A heading, a paragraph or a table of the prose.
#[derive(Clone, Debug, Serialize)]
pub struct ProseBlock {
    /// `heading`, `paragraph` or `table`.
    pub kind: &'static str,
    /// A paragraph that introduces the table after it: printed on the same page.
    pub keep: bool,
    /// For a table: which (`players`, `teams`, `schedule`, `tiebreaks`, `prizes`,
    /// `officials`); empty otherwise.
    pub table: &'static str,
    /// Nesting depth: 1 for top-level sections.
    pub level: usize,
    /// Section number as written: on headings, and on the first paragraph of a numbered section
    /// without a title (`14.1. Всички състезатели…`); empty otherwise.
    pub number: String,
    /// Heading title (headings), or empty.
    pub title: String,
    /// Paragraph text with placeholders filled (paragraphs), or empty.
    pub text: String,
}

/// A signature line.
#[derive(Clone, Debug, Serialize)]
pub struct SignatureRow {
    /// Role as written.
    pub role: String,
    /// Name.
    pub name: String,
}

/// Builds the view of a regulation as published (not a draft, no appendix of facts).
/// Unfilled placeholders give `R004` warnings in `diagnostics`.
pub fn regulation_view(reg: &Regulation) -> RegulationView {
    regulation_view_with(reg, &DocumentOptions::default())
}

/// Builds the view of a regulation with the given options. Unfilled placeholders give `R004`
/// warnings, lists that no section places `R007` (they are then printed in the appendix only).
pub fn regulation_view_with(reg: &Regulation, options: &DocumentOptions) -> RegulationView {
    let lang = reg.lang;
    let l = labels(lang);
    let gender = words::event_gender(reg);
    let mut diagnostics = Vec::new();
    let values = placeholder_values(reg, gender);
    let mut prose = Vec::new();
    for section in &reg.sections {
        flatten(section, 1, &values, &mut prose, &mut diagnostics);
    }
    // Without prose sections the facts are the document; otherwise an appendix on request.
    let show_facts = options.facts || reg.sections.is_empty();
    if !show_facts {
        unplaced_lists(reg, &prose, &mut diagnostics);
    }
    // The findings in the regulation's language, as `check` writes its own.
    for d in &mut diagnostics {
        d.localize(lang);
    }
    for i in 1..prose.len() {
        if prose[i].kind == "table" && prose[i - 1].kind == "paragraph" {
            prose[i - 1].keep = true;
        }
    }
    let ranking = reg.ranking.as_ref();
    let tiebreaks = ranking.map(|r| tiebreak_rows(&r.tiebreaks, lang)).unwrap_or_default();
    let prizes: Vec<PrizeRow> = reg
        .prizes
        .iter()
        .map(|p| {
            let (a, b) = p.places.value;
            PrizeRow {
                places: if a == b { a.to_string() } else { format!("{a}–{b}") },
                awards: join(&p.awards),
                money: p.money.as_ref().map(|m| words::money(&m.value, lang)).unwrap_or_default(),
                classification: text(&p.classification),
            }
        })
        .collect();
    let prize_columns = PrizeColumns {
        money: prizes.iter().any(|p| !p.money.is_empty()),
        classification: prizes.iter().any(|p| !p.classification.is_empty()),
    };
    let tiebreak_line = (!tiebreaks.is_empty()).then(|| {
        let list: Vec<String> =
            tiebreaks.iter().map(|t| format!("{}. {}", t.position, t.human)).collect();
        format!("{}: {}", l.tiebreaks, list.join(", "))
    });
    RegulationView {
        lang: lang.code(),
        title: reg.title.value.clone(),
        title_block: title_lines(reg),
        draft: options.draft.then_some(l.draft),
        show_facts,
        participants_heading: words::participants_heading(gender, lang),
        edition: reg.edition.as_ref().map(|e| e.value.to_string()),
        approved: reg.event.approved.as_ref().map(|a| a.value.clone()),
        labels: l,
        groups: fact_groups(reg, gender),
        players: reg.players.as_ref().map(|p| {
            let list: Vec<PlayerRow> = p.list.iter().map(|x| player_row(x, lang)).collect();
            PlayersView {
                stated: p.stated.as_ref().map(|s| s.value),
                columns: columns(&list),
                list,
            }
        }),
        teams: reg.teams.as_ref().map(|t| {
            let list: Vec<TeamView> = t
                .list
                .iter()
                .map(|team| TeamView {
                    number: team.number.value,
                    name: team.name.value.clone(),
                    city: text(&team.city),
                    players: team.players.iter().map(|x| player_row(x, lang)).collect(),
                    reserves: team.reserves.iter().map(|x| player_row(x, lang)).collect(),
                })
                .collect();
            let all: Vec<PlayerRow> =
                list.iter().flat_map(|t| t.players.iter().chain(&t.reserves)).cloned().collect();
            TeamsView {
                stated: t.stated.as_ref().map(|s| s.value),
                columns: columns(&all),
                rosters: !all.is_empty(),
                list,
            }
        }),
        schedule: reg
            .schedule
            .iter()
            .enumerate()
            .map(|(i, e)| ScheduleRow {
                first_of_day: e.day().is_some() && (i == 0 || reg.schedule[i - 1].day() != e.day()),
                iso_date: e.day().map(|d| d.to_string()).unwrap_or_default(),
                date: e.day().map(|d| format_date(d, lang)).unwrap_or_default(),
                // The weekday as the source writes it (a wrong one is the checks' business, not
                // the document's); the calendar's only where none is written.
                weekday: match (&e.weekday, e.day()) {
                    (Some(w), _) => w.value.0.clone(),
                    (None, Some(d)) => weekday_name(weekday_index(d), lang).to_string(),
                    (None, None) => String::new(),
                },
                weekday_written: e.weekday.as_ref().map(|w| w.value.0.clone()),
                time: i18n::time_span(
                    e.time.as_ref().map(|t| t.value),
                    e.until.as_ref().map(|t| t.value),
                    lang,
                ),
                activity: activity_words(e, lang),
            })
            .collect(),
        ranking: ranking.map(|r| {
            let mut rows = Vec::new();
            let triple = |(w, d, x): &(
                crate::vocab::points::Points,
                crate::vocab::points::Points,
                crate::vocab::points::Points,
            )| {
                format!(
                    "{} / {} / {} ({})",
                    format_points(*w, lang),
                    format_points(*d, lang),
                    format_points(*x, lang),
                    l.win_draw_loss
                )
            };
            if let Some(p) = &r.game_points {
                rows.push(row(l.game_points, triple(&p.value)));
            }
            if let Some(p) = &r.match_points {
                rows.push(row(l.match_points, triple(&p.value)));
                let primary = if r.game_points_primary { l.game_points } else { l.match_points };
                rows.push(row(l.primary_score, primary.to_string()));
            }
            if let Some(c) = &r.computed_by {
                rows.push(row(l.computed_by, c.value.clone()));
            }
            if !r.when_tied.is_empty() {
                rows.push(row(l.when_tied, resolutions(&r.when_tied, lang)));
            }
            if let Some(m) = &r.playoff_start_minutes {
                rows.push(row(l.playoff_start, i18n::duration(m.value, lang)));
            }
            for stage in &r.playoff {
                rows.push(row(l.playoff, playoff_stage(stage, gender, lang)));
            }
            FactGroup { heading: l.ranking.to_string(), rows }
        }),
        tiebreaks,
        tiebreak_line,
        subclassifications: reg
            .subclassifications
            .iter()
            .map(|s| {
                let mut rows = Vec::new();
                if !s.when_tied.is_empty() {
                    rows.push(row(l.when_tied, resolutions(&s.when_tied, lang)));
                }
                for stage in &s.playoff {
                    rows.push(row(l.playoff, playoff_stage(stage, gender, lang)));
                }
                SubClassificationView {
                    kind: i18n::subclassification_name(
                        &s.kind.value,
                        s.board.as_ref().map(|b| b.value),
                        lang,
                    ),
                    tiebreaks: tiebreak_rows(&s.tiebreaks, lang),
                    rows,
                }
            })
            .collect(),
        officials: reg
            .officials
            .iter()
            .map(|o| OfficialRow {
                role: i18n::role_name(o.role.value, lang).to_string(),
                name: o.name.value.clone(),
                category: text(&o.category),
            })
            .collect(),
        appeals: reg.appeals.as_ref().map(|a| {
            let mut rows = Vec::new();
            if let Some(c) = &a.chair {
                rows.push(row(l.chair, c.value.clone()));
            }
            if !a.members.is_empty() {
                rows.push(row(l.members, join(&a.members)));
            }
            if !a.reserves.is_empty() {
                rows.push(row(l.reserves, join(&a.reserves)));
            }
            if let Some(s) = &a.stated_size {
                rows.push(row(l.committee_size, s.value.to_string()));
            }
            if let Some(d) = &a.deadline {
                rows.push(row(l.deadline, deadline_words(d.value, lang)));
            }
            if let Some(f) = &a.fee {
                rows.push(row(l.fee, words::money(&f.value, lang)));
            }
            if let Some(r) = &a.refund_if_upheld {
                if r.value {
                    rows.push(row(l.refund, l.refund_if_upheld.to_string()));
                }
            }
            if let Some(f) = &a.final_decision {
                if f.value {
                    rows.push(row(l.final_decision, l.final_yes.to_string()));
                }
            }
            FactGroup { heading: l.appeals.to_string(), rows }
        }),
        prizes,
        prize_columns,
        prose,
        signatures: reg
            .signatures
            .iter()
            .map(|s| SignatureRow { role: s.role.value.clone(), name: s.name.value.clone() })
            .collect(),
        diagnostics,
    }
}

fn row(label: &str, value: String) -> FactRow {
    FactRow { label: label.to_string(), value }
}

fn text(v: &Option<Spanned<String>>) -> String {
    v.as_ref().map(|s| s.value.clone()).unwrap_or_default()
}

fn join(v: &[Spanned<String>]) -> String {
    v.iter().map(|s| s.value.as_str()).collect::<Vec<_>>().join(", ")
}

/// What happens at a programme entry in the source's words where it gives them: an entry
/// whose activities carry wordings (`регистрация техническа-конференция "Регистрация и
/// техническа конференция"`) is the wordings alone; otherwise each activity in the language's
/// words, joined with `; `.
pub(crate) fn activity_words(e: &crate::model::ScheduleEntry, lang: Lang) -> String {
    let written: Vec<&str> = e.wordings.iter().flatten().map(|w| w.value.as_str()).collect();
    if !written.is_empty() {
        return written.join("; ");
    }
    e.activities.iter().map(|a| i18n::activity(&a.value, lang)).collect::<Vec<_>>().join("; ")
}

/// The published title's lines; the first line written in capitals is the main one.
fn title_lines(reg: &Regulation) -> Vec<TitleLine> {
    let capitals = |t: &str| {
        let letters: Vec<char> = t.chars().filter(|c| c.is_alphabetic()).collect();
        !letters.is_empty() && letters.iter().all(|c| c.is_uppercase())
    };
    let main = reg.title_block.iter().position(|l| capitals(&l.value));
    reg.title_block
        .iter()
        .enumerate()
        .map(|(i, l)| TitleLine { text: l.value.clone(), main: Some(i) == main })
        .collect()
}

/// `R007` for every list the regulation has that no section places: without the appendix of
/// facts it would not be printed at all.
fn unplaced_lists(reg: &Regulation, prose: &[ProseBlock], out: &mut Vec<Diagnostic>) {
    let placed = |name: &str| prose.iter().any(|b| b.kind == "table" && b.table == name);
    let lists: [(&str, bool, Phrase, Option<crate::source::Span>); 6] = [
        (
            "players",
            reg.players.as_ref().is_some_and(|p| !p.list.is_empty()),
            ph!(en: "participant list", bg: "списъкът на участниците не е поставен", uk: "список учасників"),
            reg.players.as_ref().and_then(|p| p.list.first().map(|x| x.name.span)),
        ),
        (
            "teams",
            reg.teams.as_ref().is_some_and(|t| !t.list.is_empty()),
            ph!(en: "team list", bg: "списъкът на отборите не е поставен", uk: "список команд"),
            reg.teams.as_ref().and_then(|t| t.list.first().map(|x| x.name.span)),
        ),
        (
            "schedule",
            !reg.schedule.is_empty(),
            ph!(en: "programme", bg: "програмата не е поставена", uk: "програму"),
            reg.schedule_span,
        ),
        (
            "tiebreaks",
            reg.ranking.as_ref().is_some_and(|r| !r.tiebreaks.is_empty()),
            ph!(en: "tie-break list", bg: "списъкът на допълнителните показатели не е поставен", uk: "перелік додаткових показників"),
            reg.ranking.as_ref().and_then(|r| r.tiebreaks.first().map(|t| t.span)),
        ),
        (
            "prizes",
            !reg.prizes.is_empty(),
            ph!(en: "prize list", bg: "списъкът на наградите не е поставен", uk: "перелік нагород"),
            reg.prizes.first().map(|p| p.span),
        ),
        (
            "officials",
            !reg.officials.is_empty(),
            ph!(en: "list of officials", bg: "списъкът на съдиите не е поставен", uk: "список суддів"),
            reg.officials.first().map(|o| o.name.span),
        ),
    ];
    for (name, present, what, span) in lists {
        // The tie-breaks, prizes and officials are usually written out in the prose already:
        // only the lists prose cannot hold are required to be placed.
        if !present || placed(name) || !matches!(name, "players" | "teams" | "schedule") {
            continue;
        }
        let d = localized(|l| {
            let what = what.get(l);
            let mut d = Diagnostic::warning(
                crate::render::codes::LIST_NOT_PLACED,
                tr!(
                    l,
                    en: "the {what} is placed in no section, so the document does not print it",
                    bg: "{what} в нито един раздел и не се отпечатва в документа",
                    uk: "{what} не вміщено в жоден розділ і не надруковано в документі"
                ),
            )
            .with_help(tr!(
                l,
                en: "write the paragraph \"{{{name}.table}}\" in the section that introduces it, or \
                 render with `--facts` to print it in the appendix",
                bg: "напишете абзаца \"{{{name}.table}}\" в раздела, който го въвежда, или създайте \
                 документа с `--facts`, за да се отпечата в приложението",
                uk: "напишіть абзац \"{{{name}.table}}\" у розділі, що його вводить, або створіть \
                 документ із `--facts`, щоб надрукувати його в додатку"
            ));
            if let Some(span) = span {
                d = d
                    .with_label(span, tr!(l, en: "this list", bg: "този списък", uk: "цей список"));
            }
            d
        });
        out.push(d);
    }
}

fn deadline_words((minutes, from): (u32, crate::model::DeadlineFrom), lang: Lang) -> String {
    format!("{} {}", i18n::duration(minutes, lang), i18n::deadline_from(from, lang))
}

fn resolutions(r: &[Spanned<crate::model::TieResolution>], lang: Lang) -> String {
    r.iter().map(|x| i18n::resolution_name(&x.value, lang)).collect::<Vec<_>>().join(", ")
}

fn tiebreak_rows(list: &[Spanned<TieBreak>], lang: Lang) -> Vec<TieBreakRow> {
    list.iter()
        .enumerate()
        .map(|(i, t)| TieBreakRow {
            position: i + 1,
            code: i18n::tiebreak_code(&t.value, lang),
            name: i18n::tiebreak_name(&t.value, lang),
            human: i18n::tiebreak_label(&t.value, lang),
        })
        .collect()
}

fn player_row(p: &Player, lang: Lang) -> PlayerRow {
    PlayerRow {
        number: p.number.value,
        title: p
            .title
            .as_ref()
            .map(|t| words::title_short(t.value, lang).to_string())
            .unwrap_or_default(),
        name: p.name.value.clone(),
        rating: p.rating.as_ref().map(|r| r.value.to_string()).unwrap_or_default(),
        club: text(&p.club),
        fide_id: p.fide_id.as_ref().map(|r| r.value.to_string()).unwrap_or_default(),
        sex: p.sex.as_ref().map(|s| i18n::sex_name(s.value, lang).to_string()).unwrap_or_default(),
        born: p.born.as_ref().map(|r| r.value.to_string()).unwrap_or_default(),
    }
}

fn columns(rows: &[PlayerRow]) -> Columns {
    let any = |f: fn(&PlayerRow) -> &String| rows.iter().any(|r| !f(r).is_empty());
    Columns {
        title: any(|r| &r.title),
        rating: any(|r| &r.rating),
        club: any(|r| &r.club),
        fide_id: any(|r| &r.fide_id),
        sex: any(|r| &r.sex),
        born: any(|r| &r.born),
    }
}

/// A time control in words: `90 минути за 40 хода, 15 минути до края на партията, + 30
/// секунди на ход от ход 1`.
pub fn time_control_words(tc: &TimeControl, lang: Lang) -> String {
    let mut parts: Vec<String> = Vec::new();
    for p in &tc.periods {
        let minutes = units(p.minutes.value, Unit::Minute, lang);
        parts.push(match (&p.moves, lang) {
            (Some(m), Lang::Bg) => format!("{minutes} за {}", units(m.value, Unit::Move, lang)),
            (Some(m), Lang::Uk) => format!("{minutes} на {}", units(m.value, Unit::Move, lang)),
            (Some(m), Lang::En) => format!("{minutes} for {}", units(m.value, Unit::Move, lang)),
            (None, Lang::Bg) => format!("{minutes} до края на партията"),
            (None, Lang::Uk) => format!("{minutes} до кінця партії"),
            (None, Lang::En) => format!("{minutes} for the rest of the game"),
        });
    }
    if let Some(inc) = &tc.increment_seconds {
        let seconds = units(inc.value, Unit::Second, lang);
        let from = tc.increment_from_move.as_ref().map(|m| m.value).unwrap_or(1);
        parts.push(match (lang, from) {
            (Lang::Bg, 1) => format!("с добавка {seconds} на ход от първия ход"),
            (Lang::Bg, _) => format!("с добавка {seconds} на ход от ход {from}"),
            (Lang::Uk, 1) => format!("з додаванням {seconds} на хід, починаючи з першого ходу"),
            (Lang::Uk, _) => format!("з додаванням {seconds} на хід, починаючи з ходу {from}"),
            (Lang::En, _) => format!("plus {seconds} per move from move {from}"),
        });
    }
    parts.join(", ")
}

fn playoff_stage(s: &PlayoffStage, gender: Gender, lang: Lang) -> String {
    let mut parts: Vec<String> = Vec::new();
    if let Some((n, or_more)) = s.players {
        let who = words::players(n, gender, lang);
        let more = if or_more { i18n_or_more(lang) } else { "" };
        parts.push(format!("{who}{more}:"));
    }
    if let Some(g) = s.games {
        parts.push(units(g, Unit::Game, lang));
    }
    if s.until_first_win {
        parts.push(
            match lang {
                Lang::Bg => "до първа победа",
                Lang::Uk => "до першої перемоги",
                Lang::En => "until the first win",
            }
            .to_string(),
        );
    }
    if s.round_robin {
        parts.push(i18n::format_name(crate::model::Format::RoundRobin, lang).to_string());
    }
    if s.armageddon {
        parts.push(
            i18n::resolution_name(&crate::model::TieResolution::Armageddon, lang).to_string(),
        );
    }
    match (&s.base_minutes, &s.increment_seconds) {
        (Some(b), Some(i)) => parts.push(format!(
            "{} + {}",
            units(b.value, Unit::Minute, lang),
            units(i.value, Unit::Second, lang)
        )),
        (Some(b), None) => parts.push(units(b.value, Unit::Minute, lang)),
        (None, Some(i)) => parts.push(format!("+ {}", units(i.value, Unit::Second, lang))),
        (None, None) => {}
    }
    parts.join(", ").replacen(":,", ":", 1)
}

fn i18n_or_more(lang: Lang) -> &'static str {
    match lang {
        Lang::Bg => " или повече",
        Lang::Uk => " або більше",
        Lang::En => " or more",
    }
}

/// Every group of facts, in document order; empty groups are left out.
fn fact_groups(reg: &Regulation, gender: Gender) -> Vec<FactGroup> {
    let lang = reg.lang;
    let l = labels(lang);
    let mut groups = Vec::new();
    let mut push = |heading: &str, rows: Vec<FactRow>| {
        if !rows.is_empty() {
            groups.push(FactGroup { heading: heading.to_string(), rows });
        }
    };
    let e = &reg.event;
    let mut rows = Vec::new();
    if !e.organisers.is_empty() {
        rows.push(row(l.organiser, join(&e.organisers)));
    }
    if !e.co_organisers.is_empty() {
        rows.push(row(l.co_organisers, join(&e.co_organisers)));
    }
    if let Some(x) = &e.aim {
        rows.push(row(l.aim, x.value.clone()));
    }
    if let Some(x) = &e.venue {
        rows.push(row(l.venue, x.value.clone()));
    }
    if let Some(x) = &e.address {
        rows.push(row(l.address, x.value.clone()));
    }
    if let Some(d) = &e.dates {
        rows.push(row(l.dates, date_range(d.value, lang)));
    }
    if let Some(d) = &e.arrival {
        rows.push(row(l.arrival, format_date(d.value, lang)));
    }
    if let Some(d) = &e.departure {
        rows.push(row(l.departure, format_date(d.value, lang)));
    }
    if let Some(c) = &e.country {
        rows.push(row(l.country, words::country_name(&c.value, lang)));
    }
    push(l.event, rows);

    let mut rows = Vec::new();
    if let Some(s) = &reg.system {
        rows.push(row(l.competitors, i18n::competitors_name(s.competitors, lang).to_string()));
        if let Some(f) = &s.format {
            rows.push(row(l.format, i18n::format_name(f.value, lang).to_string()));
        }
        if let Some(r) = &s.rounds {
            rows.push(row(l.rounds, r.value.to_string()));
        }
        if let Some(x) = &s.lots {
            rows.push(row(l.lots, x.value.clone()));
        }
        if let Some(x) = &s.software {
            rows.push(row(l.software, x.value.clone()));
        }
    }
    push(l.system, rows);

    let mut rows = Vec::new();
    if let Some(tc) = &reg.time_control {
        let words = time_control_words(tc, lang);
        if !words.is_empty() {
            rows.push(row(l.periods, words));
        }
        if let Some(x) = &tc.delay_seconds {
            rows.push(row(l.delay, units(x.value, Unit::Second, lang)));
        }
        if let Some(x) = &tc.default_minutes {
            rows.push(row(l.default_time, units(x.value, Unit::Minute, lang)));
        }
        if let Some(x) = &tc.quickplay_finish {
            let v = if x.value { l.applies } else { l.does_not_apply };
            rows.push(row(l.quickplay_finish, v.to_string()));
        }
        if let Some(x) = &tc.clock {
            rows.push(row(l.clock, x.value.clone()));
        }
        if let Some(x) = &tc.no_draw_before {
            rows.push(row(
                l.no_draw_before,
                format!("{} {}", l.not_before, words::move_ordinal(x.value, lang)),
            ));
        }
        if let Some(x) = &tc.scoresheet {
            rows.push(row(l.scoresheet, x.value.clone()));
        }
    }
    push(l.time_control, rows);

    let mut rows = Vec::new();
    if let Some(t) = &reg.team_rules {
        if let Some(x) = &t.boards {
            rows.push(row(l.boards, x.value.to_string()));
        }
        if let Some(x) = &t.reserves {
            rows.push(row(l.reserves_allowed, x.value.to_string()));
        }
        if let Some(x) = &t.minimum_present {
            rows.push(row(l.minimum_present, x.value.to_string()));
        }
        for (kind, limit) in &t.foreign_limits {
            rows.push(row(
                l.foreign_limit,
                format!("{}: {}", i18n::team_rule_word(&kind.value, lang), limit.value),
            ));
        }
        if let Some(x) = &t.board_order {
            rows.push(row(l.board_order, i18n::team_rule_word(&x.value, lang)));
        }
        if let Some(x) = &t.lineup_deadline_minutes {
            rows.push(row(l.lineup_deadline, i18n::duration(x.value, lang)));
        }
    }
    push(l.team_rules, rows);

    let mut rows = Vec::new();
    if let Some(v) = &reg.validity {
        if !v.rated.is_empty() {
            let list: Vec<&str> = v.rated.iter().map(|r| i18n::rated_name(r.value, lang)).collect();
            rows.push(row(l.rated, list.join(", ")));
        }
        if let Some(x) = &v.qualification {
            rows.push(row(l.qualification, x.value.clone()));
        }
        if let Some(x) = &v.relegated {
            rows.push(row(l.relegated, x.value.to_string()));
        }
    }
    push(l.validity, rows);

    let mut rows = Vec::new();
    let c = &reg.claims;
    if let Some(x) = &c.average_rating {
        rows.push(row(l.average_rating, x.value.to_string()));
    }
    if let Some(x) = &c.category {
        rows.push(row(l.category, x.value.0.clone()));
    }
    for n in &c.norms {
        // "норма за международен майстор: 7 точки от 11 партии, 6 противнички със звание"
        let mut parts = Vec::new();
        match (&n.points, &n.games) {
            (Some(p), Some(g)) => parts.push(match lang {
                Lang::Bg => format!(
                    "{} от {}",
                    points_words(p.value, lang),
                    units(g.value, Unit::Game, lang)
                ),
                Lang::Uk => format!(
                    "{} з {}",
                    points_words(p.value, lang),
                    units(g.value, Unit::Game, lang)
                ),
                Lang::En => format!(
                    "{} of {}",
                    points_words(p.value, lang),
                    units(g.value, Unit::Game, lang)
                ),
            }),
            (Some(p), None) => parts.push(points_words(p.value, lang)),
            (None, Some(g)) => parts.push(units(g.value, Unit::Game, lang)),
            (None, None) => {}
        }
        if let Some(t) = &n.titled {
            parts.push(words::titled_opponents(t.value, gender, lang));
        }
        let name = words::norm_words(n.title.value, lang);
        rows.push(row(
            l.norms,
            if parts.is_empty() { name } else { format!("{name}: {}", parts.join(", ")) },
        ));
    }
    push(l.claims, rows);
    groups
}

/// Points in words: `7 точки`, `7½ точки`, `½ точка`.
fn points_words(p: crate::vocab::points::Points, lang: Lang) -> String {
    let n = format_points(p, lang);
    let whole_one = p.0 == 100;
    let word = match lang {
        Lang::Bg => {
            if whole_one {
                "точка"
            } else {
                "точки"
            }
        }
        Lang::Uk => {
            if p.0 % 100 != 0 {
                "очка"
            } else {
                let k = (p.0 / 100) as u32;
                return units(k, Unit::Point, lang);
            }
        }
        Lang::En => {
            if whole_one {
                "point"
            } else {
                "points"
            }
        }
    };
    format!("{n} {word}")
}

fn date_range(dates: (jiff::civil::Date, jiff::civil::Date), lang: Lang) -> String {
    crate::render::words::date_range(dates, lang)
}

/// The value of every placeholder the regulation can fill, by name.
fn placeholder_values(reg: &Regulation, _gender: Gender) -> Vec<(&'static str, String)> {
    let lang = reg.lang;
    let mut v: Vec<(&'static str, Option<String>)> = Vec::new();
    let dates = reg.event.dates.as_ref().map(|d| d.value);
    for name in crate::model::PLACEHOLDERS {
        let value = match *name {
            "title" => Some(reg.title.value.clone()),
            "year" => dates.map(|(s, _)| s.year().to_string()),
            "edition" => reg.edition.as_ref().map(|e| e.value.to_string()),
            "organiser" => (!reg.event.organisers.is_empty()).then(|| join(&reg.event.organisers)),
            "venue" => reg.event.venue.as_ref().map(|x| x.value.clone()),
            "address" => reg.event.address.as_ref().map(|x| x.value.clone()),
            "dates" => dates.map(|d| date_range(d, lang)),
            "start" => dates.map(|(s, _)| format_date(s, lang)),
            "end" => dates.map(|(_, e)| format_date(e, lang)),
            "system" => reg
                .system
                .as_ref()
                .and_then(|s| s.format.as_ref())
                .map(|f| i18n::format_name(f.value, lang).to_string()),
            "rounds" => {
                reg.system.as_ref().and_then(|s| s.rounds.as_ref()).map(|r| r.value.to_string())
            }
            "players.count" => reg.players.as_ref().map(|p| {
                p.stated.as_ref().map(|s| s.value).unwrap_or(p.list.len() as u32).to_string()
            }),
            "teams.count" => reg.teams.as_ref().map(|t| {
                t.stated.as_ref().map(|s| s.value).unwrap_or(t.list.len() as u32).to_string()
            }),
            "boards" => {
                reg.team_rules.as_ref().and_then(|t| t.boards.as_ref()).map(|b| b.value.to_string())
            }
            "time_control" => reg
                .time_control
                .as_ref()
                .map(|tc| time_control_words(tc, lang))
                .filter(|w| !w.is_empty()),
            "average_rating" => reg.claims.average_rating.as_ref().map(|a| a.value.to_string()),
            "category" => reg.claims.category.as_ref().map(|c| c.value.0.clone()),
            "fee" => reg
                .appeals
                .as_ref()
                .and_then(|a| a.fee.as_ref())
                .map(|f| words::money(&f.value, lang)),
            "deadline" => reg
                .appeals
                .as_ref()
                .and_then(|a| a.deadline.as_ref())
                .map(|d| deadline_words(d.value, lang)),
            "chief_arbiter" => reg
                .officials
                .iter()
                .find(|o| o.role.value == Role::ChiefArbiter)
                .map(|o| o.name.value.clone()),
            _ => None,
        };
        v.push((name, value));
    }
    v.into_iter().filter_map(|(n, x)| x.map(|x| (n, x))).collect()
}

/// Appends a section's heading and items (paragraphs filled, subsections recursively).
fn flatten(
    section: &Section,
    level: usize,
    values: &[(&'static str, String)],
    out: &mut Vec<ProseBlock>,
    diagnostics: &mut Vec<Diagnostic>,
) {
    let mut number = text(&section.number);
    let title = text(&section.title);
    let starts_with_paragraph = matches!(section.items.first(), Some(SectionItem::Paragraph(_)));
    if !title.is_empty() || (!number.is_empty() && !starts_with_paragraph) {
        out.push(ProseBlock {
            kind: "heading",
            keep: false,
            table: "",
            level,
            number: std::mem::take(&mut number),
            title,
            text: String::new(),
        });
    }
    for item in &section.items {
        match *item {
            SectionItem::Paragraph(i) => {
                let Some(p) = section.paragraphs.get(i) else { continue };
                let mut filled = p.text.value.clone();
                for ph in p
                    .placeholders
                    .iter()
                    .filter(|p| !TABLE_PLACEHOLDERS.contains(&p.value.as_str()))
                {
                    match values.iter().find(|(n, _)| *n == ph.value) {
                        Some((_, value)) => {
                            filled = filled.replace(&format!("{{{}}}", ph.value), value);
                        }
                        None => {
                            let name = &ph.value;
                            let d = localized(|l| {
                                Diagnostic::warning(
                                    crate::render::codes::UNFILLED_PLACEHOLDER,
                                    tr!(
                                        l,
                                        en: "the placeholder `{{{name}}}` has no value in this regulation",
                                        bg: "полето `{{{name}}}` няма стойност в този регламент",
                                        uk: "поле `{{{name}}}` не має значення в цьому положенні"
                                    ),
                                )
                                .with_label(
                                    ph.span,
                                    tr!(l, en: "kept as written", bg: "оставено както е написано", uk: "залишено як написано"),
                                )
                                .with_help(tr!(
                                    l,
                                    en: "state the fact `{name}` stands for, or write the value in the prose",
                                    bg: "посочете факта, който `{name}` означава, или напишете стойността в текста",
                                    uk: "вкажіть факт, який позначає `{name}`, або напишіть значення в тексті"
                                ))
                            });
                            diagnostics.push(d);
                        }
                    }
                }
                // A table placeholder places its table here: text around it stays paragraphs.
                for piece in split_tables(&filled) {
                    match piece {
                        Piece::Text(text) => out.push(ProseBlock {
                            kind: "paragraph",
                            keep: false,
                            table: "",
                            level,
                            // The number of an untitled section goes on its first paragraph.
                            number: std::mem::take(&mut number),
                            title: String::new(),
                            text,
                        }),
                        Piece::Table(table) => out.push(ProseBlock {
                            kind: "table",
                            keep: false,
                            table,
                            level,
                            number: std::mem::take(&mut number),
                            title: String::new(),
                            text: String::new(),
                        }),
                    }
                }
            }
            SectionItem::Subsection(i) => {
                if let Some(sub) = section.subsections.get(i) {
                    flatten(sub, level + 1, values, out, diagnostics);
                }
            }
        }
    }
}

/// A paragraph cut at its table placeholders.
enum Piece {
    Text(String),
    Table(&'static str),
}

/// Splits a filled paragraph at `{players.table}`-style placeholders; blank text between them
/// is dropped.
fn split_tables(text: &str) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut rest = text;
    loop {
        let next = TABLE_PLACEHOLDERS
            .iter()
            .filter_map(|name| rest.find(&format!("{{{name}}}")).map(|at| (at, *name)))
            .min_by_key(|(at, _)| *at);
        let Some((at, name)) = next else { break };
        let before = rest[..at].trim();
        if !before.is_empty() {
            out.push(Piece::Text(before.to_string()));
        }
        let table = name.strip_suffix(".table").unwrap_or(name);
        out.push(Piece::Table(table));
        rest = &rest[at + name.len() + 2..];
    }
    let tail = rest.trim();
    if !tail.is_empty() || out.is_empty() {
        out.push(Piece::Text(if out.is_empty() { text.to_string() } else { tail.to_string() }));
    }
    out
}
