//! The season checked as one: the regulations of one folder compared with each other (the `C`
//! codes, [`codes`]). Nothing new is declared: each regulation's own facts say who may play
//! (individual or team, sex, age group, category: from its title and name), when (its dated
//! programme, else its dates), who directs it, where it is played and which final it qualifies
//! for. Each finding belongs to the first of the two files (in the folder's order), is written
//! in its language, and points into the other file with a note ([`Diagnostic::related`]).

pub mod codes;

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::model::{Regulation, Role};
use crate::prose::scan;
use crate::source::{SourceFile, Span};
use jiff::civil::Date;
use std::collections::BTreeSet;

/// One regulation of the season: its decoded file and its model.
#[derive(Clone, Copy)]
pub struct Member<'a> {
    /// The file (findings point into it).
    pub file: &'a SourceFile,
    /// Its model.
    pub reg: &'a Regulation,
}

/// What the season check found: each finding with the index (in `members`) of the file it
/// belongs to. The findings are built in every language; the caller writes each in its file's.
pub fn check(members: &[Member<'_>]) -> Vec<(usize, Diagnostic)> {
    let mut events: Vec<Option<Event<'_>>> = members.iter().map(Event::of).collect();
    // Two versions of one regulation (a file and its corrected copy) are one event: the first
    // in the folder's order stands for it.
    for j in 0..events.len() {
        let is_version = (0..j).any(|i| match (&events[i], &events[j]) {
            (Some(a), Some(b)) => a.same_event(b),
            _ => false,
        });
        if is_version {
            events[j] = None;
        }
    }
    let mut out = Vec::new();
    for i in 0..events.len() {
        for j in i + 1..events.len() {
            let (Some(a), Some(b)) = (&events[i], &events[j]) else { continue };
            // Which of the two qualifies for the other, if either does.
            let linked = match (qualification(a, b), qualification(b, a)) {
                (Some(q), _) => Some((true, q)),
                (None, Some(q)) => Some((false, q)),
                _ => None,
            };
            pair(a, b, linked.as_ref(), &mut out, i);
        }
    }
    out.sort_by_key(|(i, d)| (*i, d.primary_span().map_or(0, |s| s.start), d.code));
    out
}

/// Who may play: the fields two events may share.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Audience {
    team: bool,
    /// `Some(true)` women and girls only, `Some(false)` men and boys only.
    women: Option<bool>,
    /// The youngest and oldest age in years.
    ages: (u16, u16),
    /// A closed category (workers, students, veterans of war, players with a disability).
    category: Option<&'static str>,
}

impl Audience {
    fn meets(&self, other: &Audience) -> bool {
        let sexes = match (self.women, other.women) {
            (Some(a), Some(b)) => a == b,
            _ => true,
        };
        let ages = self.ages.0 <= other.ages.1 && other.ages.0 <= self.ages.1;
        let categories = match (self.category, other.category) {
            (Some(a), Some(b)) => a == b,
            _ => true,
        };
        self.team == other.team && sexes && ages && categories
    }
}

/// One regulation as the season sees it.
struct Event<'a> {
    m: Member<'a>,
    country: Option<String>,
    period: (Date, Date),
    /// The days of play.
    days: BTreeSet<Date>,
    /// Where the dates are written (the event's dates, else the programme).
    dates_span: Span,
    audience: Audience,
    /// The officials of the roles that direct the play, each with the words of the name.
    officials: Vec<(Option<Vec<String>>, &'a crate::model::Official)>,
    /// The hall, when the venue names one.
    hall: Option<(BTreeSet<String>, Span)>,
    /// The title names a final.
    is_final: bool,
    /// The places it sends to a final, and where it says so.
    sends: Option<(u64, Span)>,
    /// The number it counts from a qualifier, and where.
    counts: Option<(u64, Span)>,
}

impl<'a> Event<'a> {
    fn of(m: &Member<'a>) -> Option<Event<'a>> {
        let reg = m.reg;
        let period = crate::checks::facts::event_period(reg)?;
        let mut days: BTreeSet<Date> = reg.schedule.iter().filter_map(|e| e.day()).collect();
        if days.is_empty() {
            let mut d = period.0;
            while d <= period.1 && days.len() < 400 {
                days.insert(d);
                let Ok(n) = d.tomorrow() else { break };
                d = n;
            }
        }
        let dates_span = reg
            .event
            .dates
            .as_ref()
            .map(|d| d.span)
            .or_else(|| reg.schedule.iter().find_map(|e| e.date.as_ref().map(|d| d.span)))?;
        let mut title = reg.title.value.clone();
        for t in reg.title_block.iter().chain(&reg.event.name) {
            title.push(' ');
            title.push_str(&t.value);
        }
        let audience = audience(reg, &title, period.0);
        Some(Event {
            m: *m,
            country: crate::checks::currency::country(reg),
            period,
            days,
            dates_span,
            is_final: names_final(&title),
            sends: places_sent(reg),
            counts: places_counted(reg),
            officials: officials(reg),
            hall: hall(reg),
            audience,
        })
    }

    /// Two files of one event: the same dates and (nearly) the same title (a regulation and
    /// its corrected copy, a draft and its final version).
    fn same_event(&self, other: &Event<'_>) -> bool {
        let t = |s: &str| scan::lowercase(s).split_whitespace().collect::<Vec<_>>().join(" ");
        self.period == other.period
            && strsim::normalized_levenshtein(
                &t(&self.m.reg.title.value),
                &t(&other.m.reg.title.value),
            ) >= 0.85
    }

    fn overlap(&self, other: &Event<'_>) -> Option<Date> {
        self.days.intersection(&other.days).next().copied()
    }

    fn same_country(&self, other: &Event<'_>) -> bool {
        self.country.is_some() && self.country == other.country
    }
}

/// Who may play an event, from its title, name and facts.
fn audience(reg: &Regulation, title: &str, start: Date) -> Audience {
    let t = scan::lowercase(title);
    let words: Vec<&str> =
        t.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
    let has = |stems: &[&str]| words.iter().any(|w| stems.iter().any(|s| w.starts_with(s)));
    let female = reg.is_for_women() || has(&["девойк", "дівч", "жен", "жін", "момич"]);
    let male = has(&["мъже", "момчет", "юнош", "юнак", "чоловік", "хлопц"]);
    let women = match (female, male) {
        (true, false) => Some(true),
        (false, true) => Some(false),
        _ => None,
    };
    let mut ages = (0u16, 200u16);
    // `до 14 години`, `до 18 років`, `U14`, `под 12`.
    for (i, w) in words.iter().enumerate() {
        let n = |k: usize| words.get(k).and_then(|x| x.parse::<u16>().ok());
        if (*w == "до" || *w == "под" || *w == "under") && n(i + 1).is_some_and(|n| n <= 25) {
            ages.1 = ages.1.min(n(i + 1).unwrap_or(200).saturating_sub(1));
        }
        if let Some(rest) = w.strip_prefix('u').and_then(|r| r.parse::<u16>().ok()) {
            if rest <= 25 {
                ages.1 = ages.1.min(rest.saturating_sub(1));
            }
        }
    }
    // `2006 - 2007 р. н. та молодші`, `родени 2010 г. и по-малки`: the oldest birth year.
    if t.contains("молодш") || t.contains("по-мал") || t.contains("младш") {
        if let Some(y) = scan::digit_runs(&t)
            .filter(|(s, e)| e - s == 4)
            .filter_map(|(s, e)| t[s..e].parse::<i16>().ok())
            .filter(|y| (1900..=start.year()).contains(y))
            .min()
        {
            ages.1 = ages.1.min((start.year() - y).max(0) as u16);
        }
    }
    if has(&["ветеран", "сеньор", "сеніор"]) {
        ages.0 = ages.0.max(50);
    }
    if has(&["юнош", "юнак", "девойк", "дівч", "деца", "діт", "кадет", "младеж", "молод"])
        && ages.1 == 200
    {
        ages.1 = 20;
    }
    let category = if has(&["работнич", "синдикал", "робітнич"]) {
        Some("workers")
    } else if has(&["студент"]) {
        Some("students")
    } else if has(&["незрящ", "инвалид", "інвалід", "незряч"]) {
        Some("disability")
    } else if has(&["військов", "военнослуж"]) {
        Some("military")
    } else {
        None
    };
    Audience { team: crate::checks::facts::is_team_event(reg), women, ages, category }
}

/// The officials who direct the play (chief arbiter, deputies, arbiters, the director), each
/// with the words of the name.
fn officials(reg: &Regulation) -> Vec<(Option<Vec<String>>, &crate::model::Official)> {
    let roles = [Role::ChiefArbiter, Role::DeputyArbiter, Role::Arbiter, Role::Director];
    reg.officials
        .iter()
        .filter(|o| roles.contains(&o.role.value))
        .map(|o| (person(&o.name.value, reg.lang), o))
        .collect()
}

/// The words of a person's name, for comparing: lowercase, in Latin letters, titles and
/// initials left out, sorted (`IA Милен Петров` and `Петров Милен` are one person).
fn person(name: &str, lang: crate::vocab::Lang) -> Option<Vec<String>> {
    const TITLES: &[&str] = &[
        "ia", "fa", "na", "ipo", "io", "gm", "im", "fm", "wgm", "wim", "wfm", "cm", "dr", "mr",
        "ms", "gm", "mm", "ms", "dr",
    ];
    let latin = crate::vocab::translit::latin(name, lang).to_lowercase();
    let mut words: Vec<String> = latin
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() > 2 && !TITLES.contains(w))
        .map(str::to_string)
        .collect();
    words.sort();
    (words.len() >= 2).then_some(words)
}

/// The words of a hall: the venue's words that are not the town's or a locality mark, when it
/// names a hall, club, hotel or school at all.
fn hall(reg: &Regulation) -> Option<(BTreeSet<String>, Span)> {
    let venue = reg.event.venue.as_ref()?;
    let v = scan::lowercase(&venue.value);
    const HALLS: &[&str] = &[
        "зала",
        "зал",
        "клуб",
        "хотел",
        "готел",
        "дом",
        "центр",
        "център",
        "палат",
        "училищ",
        "школ",
        "читалищ",
        "гимназ",
        "ліце",
        "hall",
        "club",
        "hotel",
        "school",
        "парк",
    ];
    let city = reg.event.city.as_ref().map(|c| scan::lowercase(&c.value)).unwrap_or_default();
    let words: BTreeSet<String> = v
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() >= 3)
        .filter(|w| !["гр", "град", "місто", "вул", "ул", "бул"].contains(w) && !city.contains(*w))
        .map(str::to_string)
        .collect();
    let is_hall = words.iter().any(|w| HALLS.iter().any(|h| w.starts_with(h)));
    (is_hall && words.len() >= 2).then_some((words, venue.span))
}

/// The share of words two halls have in common (of the smaller).
fn same_hall(a: &BTreeSet<String>, b: &BTreeSet<String>) -> bool {
    let common = a.intersection(b).count();
    let smaller = a.len().min(b.len());
    common >= 2 && common * 10 >= smaller * 7
}

/// A qualifier's places to a final: the number, the sentence's span in the qualifier, the final
/// and the number its regulation counts from the qualifier (with where), when it says.
struct Qualification {
    places: u64,
    sentence: Span,
    counted: Option<(u64, Span)>,
}

/// The texts of a regulation where qualification is written: `validity { qualification }` and
/// every paragraph, each with where its value starts in the file.
fn qualification_texts(reg: &Regulation) -> Vec<(&str, Span)> {
    let mut out: Vec<(&str, Span)> = Vec::new();
    if let Some(q) = reg.validity.as_ref().and_then(|v| v.qualification.as_ref()) {
        out.push((&q.value, q.span));
    }
    for p in crate::checks::facts::paragraphs(reg) {
        out.push((&p.text.value, p.text.span));
    }
    out
}

/// The first whole number of 1–64 in a sentence that is not a year, a date or a time.
fn small_number(s: &str) -> Option<u64> {
    crate::prose::numbers(s)
        .into_iter()
        .filter(|n| (1..=64).contains(&n.value))
        .find(|n| {
            let after = &s[n.end..];
            !after.starts_with(['.', ':', ',']) || after[1..].starts_with(' ')
        })
        .map(|n| n.value)
}

/// `q` qualifies for `f`: `q` says how many go to a final, and `f` is a final for the same
/// players in the same season.
fn qualification(q: &Event<'_>, f: &Event<'_>) -> Option<Qualification> {
    if !f.is_final || q.is_final || !q.audience.meets(&f.audience) {
        return None;
    }
    let gap = (f.period.0 - q.period.0).get_days().abs();
    if gap > 366 || !q.same_country(f) {
        return None;
    }
    let (places, sentence) = q.sends?;
    Some(Qualification { places, sentence, counted: f.counts })
}

/// True when a title names a final (not a semi-final).
fn names_final(title: &str) -> bool {
    let l = scan::lowercase(title);
    (l.contains("финал") || l.contains("фінал"))
        && !l.contains("полуфинал")
        && !l.contains("півфінал")
}

/// The places a regulation sends to a final (`Първите 4 се класират за финала`), and where.
fn places_sent(reg: &Regulation) -> Option<(u64, Span)> {
    const SENDS: &[&str] = &[
        "класира",
        "право на участие",
        "право да участва",
        "получава",
        "продължава",
        "излъчва",
        "квалифицира",
        "виход",
        "право участі",
        "потрапля",
        "отримую",
        "кваліфіку",
        "проход",
    ];
    qualification_texts(reg).into_iter().find_map(|(text, span)| {
        let base = literal_base(text, span)?;
        crate::prose::text::sentences(text).into_iter().find_map(|(s, e)| {
            let l = scan::lowercase(&text[s..e]);
            let final_named =
                (l.contains("финал") || l.contains("фінал")) && !l.contains("полуфинал за");
            let sends = SENDS.iter().any(|w| l.contains(w));
            let n = small_number(&text[s..e])?;
            (final_named && sends).then_some((n, Span::new(base + s, base + e)))
        })
    })
}

/// The number a final's regulation counts from a qualifier (`по 3 от полуфинала`), and where.
fn places_counted(reg: &Regulation) -> Option<(u64, Span)> {
    const FROM: &[&str] =
        &["полуфинал", "квалификац", "зонал", "півфінал", "відбірк", "відбор", "кваліфікац"];
    qualification_texts(reg).into_iter().find_map(|(text, span)| {
        let base = literal_base(text, span)?;
        crate::prose::text::sentences(text).into_iter().find_map(|(s, e)| {
            let l = scan::lowercase(&text[s..e]);
            if !FROM.iter().any(|w| l.contains(w)) {
                return None;
            }
            Some((small_number(&text[s..e])?, Span::new(base + s, base + e)))
        })
    })
}

/// Where a string literal's value starts in the file (`None` when it has escapes).
fn literal_base(value: &str, literal: Span) -> Option<usize> {
    let len = literal.end.saturating_sub(literal.start);
    if len == value.len() + 6 {
        Some(literal.start + 3)
    } else if len == value.len() + 2 {
        Some(literal.start + 1)
    } else {
        None
    }
}

/// The findings of one pair (`a` before `b` in the folder), belonging to `a`'s file `ia`.
fn pair(
    a: &Event<'_>,
    b: &Event<'_>,
    linked: Option<&(bool, Qualification)>,
    out: &mut Vec<(usize, Diagnostic)>,
    ia: usize,
) {
    let fb = b.m.file;
    let other = fb.name.clone();
    let overlap = a.overlap(b);
    // C001: the same players on the same days (a qualifier and its final: C005 says it).
    if let (Some(day), None, true) = (overlap, linked, a.same_country(b)) {
        if a.audience.meets(&b.audience) {
            out.push((
                ia,
                localized(|l| {
                    Diagnostic::of(
                        codes::SAME_PLAYERS_SAME_DAYS,
                        tr!(
                            l,
                            en: "the same players may be asked to play here and in `{other}` on {day}",
                            bg: "едни и същи състезатели може да трябва да играят тук и в `{other}` на {day}",
                            uk: "тим самим шахістам, можливо, доведеться грати тут і в `{other}` {day}"
                        ),
                    )
                    .with_label(a.dates_span, tr!(l, en: "this event's dates", bg: "датите на този турнир", uk: "дати цього турніру"))
                    .with_related(fb, b.dates_span, tr!(l, en: "the other event, for the same players", bg: "другият турнир, за същите състезатели", uk: "інший турнір, для тих самих шахістів"))
                    .with_help(tr!(
                        l,
                        en: "move one of the events, or say in its name who may play (an age group, a category)",
                        bg: "преместете единия турнир или посочете в наименованието му кой може да играе (възрастова група, категория)",
                        uk: "перенесіть один із турнірів або зазначте в назві, хто може грати (вікову групу, категорію)"
                    ))
                }),
            ));
        }
    }
    if let Some(day) = overlap {
        // C002: one official in both.
        let (oa, ob) = (&a.officials, &b.officials);
        let mut seen = BTreeSet::new();
        for (ka, x) in oa {
            for (kb, y) in ob {
                let by_id = matches!((x.fide_id.as_ref(), y.fide_id.as_ref()), (Some(i), Some(j)) if i.value == j.value);
                let ids_differ = matches!((x.fide_id.as_ref(), y.fide_id.as_ref()), (Some(i), Some(j)) if i.value != j.value);
                let by_name = ka.is_some() && ka == kb && !ids_differ;
                if !(by_id || by_name) || !seen.insert(x.name.span.start) {
                    continue;
                }
                let name = x.name.value.clone();
                out.push((
                    ia,
                    localized(|l| {
                        Diagnostic::of(
                            codes::OFFICIAL_IN_TWO_EVENTS,
                            tr!(
                                l,
                                en: "`{name}` is appointed here and in `{other}`, both played on {day}",
                                bg: "`{name}` е определен тук и в `{other}`, а и двата турнира се играят на {day}",
                                uk: "`{name}` призначено тут і в `{other}`, а обидва турніри грають {day}"
                            ),
                        )
                        .with_label(x.name.span, tr!(l, en: "appointed here", bg: "определен тук", uk: "призначено тут"))
                        .with_related(fb, y.name.span, tr!(l, en: "and here, on the same days", bg: "и тук, в същите дни", uk: "і тут, у ті самі дні"))
                        .with_help(tr!(
                            l,
                            en: "appoint another official to one of the events, or move it",
                            bg: "определете друг съдия за единия турнир или го преместете",
                            uk: "призначте на один із турнірів іншого суддю або перенесіть його"
                        ))
                    }),
                ));
            }
        }
        // C003: one hall for both.
        if let (Some((ha, sa)), Some((hb, sb))) = (&a.hall, &b.hall) {
            if a.same_country(b) && same_hall(ha, hb) {
                out.push((
                    ia,
                    localized(|l| {
                        Diagnostic::of(
                            codes::HALL_BOOKED_TWICE,
                            tr!(
                                l,
                                en: "this hall is booked for `{other}` too on {day}",
                                bg: "тази зала е заета и за `{other}` на {day}",
                                uk: "цей зал зайнято й для `{other}` {day}"
                            ),
                        )
                        .with_label(*sa, tr!(l, en: "booked here", bg: "заета тук", uk: "зайнято тут"))
                        .with_related(fb, *sb, tr!(l, en: "and here, on the same days", bg: "и тук, в същите дни", uk: "і тут, у ті самі дні"))
                        .with_help(tr!(
                            l,
                            en: "book another hall for one of the events, or move it",
                            bg: "наемете друга зала за единия турнир или го преместете",
                            uk: "знайдіть інший зал для одного з турнірів або перенесіть його"
                        ))
                    }),
                ));
            }
        }
    }
    let Some((a_qualifies, q)) = linked else { return };
    let a_qualifies = *a_qualifies;
    let (qe, fe) = if a_qualifies { (a, b) } else { (b, a) };
    let orient =
        |qspan: Span, fspan: Span| if a_qualifies { (qspan, fspan) } else { (fspan, qspan) };
    // C004: the places.
    if let Some((counted, fspan)) = q.counted {
        if counted != q.places {
            let n = q.places;
            let (here, there) = orient(q.sentence, fspan);
            let (qn, fnm) = (qe.m.file.name.clone(), fe.m.file.name.clone());
            out.push((
                ia,
                localized(|l| {
                    Diagnostic::of(
                        codes::QUALIFIER_PLACES_MISMATCH,
                        tr!(
                            l,
                            en: "`{qn}` sends {n} to the final, but the final's regulation `{fnm}` counts {counted}",
                            bg: "`{qn}` праща {n} на финала, а регламентът на финала `{fnm}` брои {counted}",
                            uk: "`{qn}` надсилає до фіналу {n}, а положення фіналу `{fnm}` рахує {counted}"
                        ),
                    )
                    .with_label(here, if a_qualifies { sends(l, n) } else { counts(l, counted) })
                    .with_related(b.m.file, there, if a_qualifies { counts(l, counted) } else { sends(l, n) })
                    .with_help(tr!(
                        l,
                        en: "make the two regulations say the same number of places",
                        bg: "нека двата регламента казват един и същ брой места",
                        uk: "зробіть так, щоб обидва положення називали ту саму кількість місць"
                    ))
                }),
            ));
        }
    }
    // C005: the final before the qualifier ends.
    if fe.period.0 <= qe.period.1 {
        let (qn, fnm) = (qe.m.file.name.clone(), fe.m.file.name.clone());
        let (end, start) = (qe.period.1, fe.period.0);
        let (here, there) = orient(qe.dates_span, fe.dates_span);
        out.push((
            ia,
            localized(|l| {
                Diagnostic::of(
                    codes::FINAL_BEFORE_QUALIFIER_ENDS,
                    tr!(
                        l,
                        en: "the final `{fnm}` starts on {start}, but its qualifier `{qn}` ends on {end}",
                        bg: "финалът `{fnm}` започва на {start}, а квалификацията му `{qn}` свършва на {end}",
                        uk: "фінал `{fnm}` починається {start}, а його відбір `{qn}` завершується {end}"
                    ),
                )
                .with_label(here, if a_qualifies { qualifier_dates(l) } else { final_dates(l) })
                .with_related(b.m.file, there, if a_qualifies { final_dates(l) } else { qualifier_dates(l) })
                .with_help(tr!(
                    l,
                    en: "start the final after the qualifier's last day",
                    bg: "започнете финала след последния ден на квалификацията",
                    uk: "почніть фінал після останнього дня відбору"
                ))
            }),
        ));
    }
}

fn sends(l: crate::vocab::Lang, n: u64) -> String {
    tr!(l, en: "the qualifier sends {n} to the final", bg: "квалификацията праща {n} на финала", uk: "відбір надсилає до фіналу {n}")
}

fn counts(l: crate::vocab::Lang, n: u64) -> String {
    tr!(l, en: "the final counts {n} from the qualifier", bg: "финалът брои {n} от квалификацията", uk: "фінал рахує {n} з відбору")
}

fn qualifier_dates(l: crate::vocab::Lang) -> String {
    tr!(l, en: "the qualifier's dates", bg: "датите на квалификацията", uk: "дати відбору")
}

fn final_dates(l: crate::vocab::Lang) -> String {
    tr!(l, en: "the final's dates", bg: "датите на финала", uk: "дати фіналу")
}
