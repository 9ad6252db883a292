//! The Laws of Chess as a regulation cites them: `Правилата на ФИДЕ в сила от 1 юли 2011 с
//! промените от 01.07.2019, 01.01.2020 и 01.10.2016`, `«Правилами шахів ФІДЕ» від 01 липня 2017
//! року`, `за правилами ФІДЕ (редакція від 01.01.2018 р.)`, `Laws of Chess effective from
//! 1 January 2023`: the name of the Laws and the days cited for it, each with what the text says
//! of the day (in force from it, amended on it, adopted on it).
//!
//! A day is cited when a word that dates an edition stands between the name and it (`в сила`,
//! `чинності`, `діють`, `редакція`, `effective`, `промените`, `приети`), or when only `от`,
//! `від`, `з`, `of` or `from` does; the days after the first are cited when only a list's
//! commas and conjunctions, an amendment's words or a year's abbreviation stand between them.
//! The event's own dates in the same sentence (`по правилата на ФИДЕ на 12 май 2024 г.`) are
//! not cited. Only whole days are read: a year alone (`Правила ФІДЕ 2018`) names no edition.

use crate::prose::text::{Kind, Token};
use crate::prose::when::{Dated, When};
use crate::vocab::calendar::MONTHS;
use jiff::civil::Date;

/// What the text says of a cited day.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The edition in force from that day (`в сила от`, `що діють з`, `effective from`, `від`).
    InForce,
    /// The Laws as amended on that day (`с промените от`, `зі змінами від`).
    Amended,
    /// The edition adopted on that day (`приети на`, `затверджені`, `approved on`).
    Adopted,
}

/// One day cited for the Laws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CitedDay {
    /// The day.
    pub day: Date,
    /// What the text says of it.
    pub role: Role,
    /// Byte offset of where the day is written.
    pub start: usize,
    /// Byte offset of its end.
    pub end: usize,
}

/// A citation of the Laws of Chess with the days cited for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LawsCitation {
    /// Byte offset of the name's first word (`Правилата`, `Laws`).
    pub start: usize,
    /// Byte offset of the end of the name.
    pub end: usize,
    /// The days cited, in written order (none when the text names no day).
    pub days: Vec<CitedDay>,
}

/// The words a name of the Laws starts with.
const NAME_STEMS: &[&str] = &["правил", "закон", "laws", "rules"];
/// A word that makes them FIDE's Laws of Chess (within the name's next few words).
const LAWS_WORDS: &[&str] = &["фиде", "фіде", "fide", "шахмат", "шахів", "шахов", "chess"];
/// Words that make the name another FIDE text: the rating, title or tie-break regulations, or
/// a federation's own rules.
const OTHER_TEXTS: &[&str] = &[
    "рейтинг",
    "звани",
    "званн",
    "звань",
    "титл",
    "норм",
    "показател",
    "показник",
    "класиран",
    "класифікац",
    "rating",
    "title",
    "tie",
    "турнирн",
    "турнірн",
    "състезателн",
    "змагань",
    "бфш",
    "бсфш",
    "фшу",
];
/// Words that date an edition between the name and its day.
const DATING_STEMS: &[&str] = &[
    "сила",
    "чинн",
    "дію",
    "діюч",
    "действ",
    "валидн",
    "редакц",
    "издание",
    "изданието",
    "effect",
    "force",
    "edition",
    "version",
    "считано",
    "набул",
    "набрал",
    "влез",
    "промен",
    "изменен",
    "змін",
    "доповнен",
    "amend",
    "приет",
    "прият",
    "утвърд",
    "затвердж",
    "ухвал",
    "прийнят",
    "adopted",
    "approved",
];
/// Words that say the day is an amendment's (`с промените, направени на`, `зі змінами, внесеними`).
const AMENDMENT_STEMS: &[&str] =
    &["промен", "изменен", "змін", "доповнен", "amend", "внесен", "направен", "made"];
/// Words that say the day is the adoption's.
const ADOPTION_STEMS: &[&str] =
    &["приет", "прият", "утвърд", "затвердж", "ухвал", "прийнят", "adopted", "approved"];
/// The prepositions that may stand alone between the name and its day.
const DAY_PREPOSITIONS: &[&str] = &["от", "від", "з", "із", "of", "from", "since"];
/// Words that may stand between two cited days of one list (`, 01.01.2020 и 01.10.2016`, `с
/// промените от`): conjunctions, prepositions and a year's abbreviation.
const LIST_WORDS: &[&str] = &[
    "и",
    "і",
    "й",
    "та",
    "and",
    "с",
    "със",
    "з",
    "зі",
    "із",
    "with",
    "от",
    "від",
    "from",
    "of",
    "on",
    "г",
    "гг",
    "р",
    "рр",
    "року",
    "година",
    "последващите",
    "наступними",
    "следващите",
    "by",
];

/// Every citation of the Laws in a text read into `tokens`, with the days cited for each, read
/// from the text's dates (`dated`, [`crate::prose::when::dated_in`]) and its sentences.
pub fn laws_citations_in(
    text: &str,
    tokens: &[Token<'_>],
    sentences: &[(usize, usize)],
    dated: &[Dated],
) -> Vec<LawsCitation> {
    let mut out: Vec<LawsCitation> = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let Some((name_end, after)) = name_at(tokens, i) else {
            i += 1;
            continue;
        };
        let start = tokens[i].start;
        let sentence_end =
            sentences.iter().find(|s| s.0 <= start && start < s.1).map_or(text.len(), |s| s.1);
        let days = cited_days(tokens, after, sentence_end, dated);
        out.push(LawsCitation { start, end: name_end, days });
        i = after.max(i + 1);
    }
    out
}

/// The name of the Laws at token `i`: where it ends (a byte offset) and the token after it.
fn name_at(t: &[Token<'_>], i: usize) -> Option<(usize, usize)> {
    let head = t.get(i)?;
    if head.kind != Kind::Word || !head.starts_any(NAME_STEMS) {
        return None;
    }
    // `Турнірними правилами`, `Турнирните правила`: another text of FIDE's.
    if i >= 1 && t[i - 1].starts_any(OTHER_TEXTS) {
        return None;
    }
    let mut end = head.end;
    let mut after = i + 1;
    let mut laws = false;
    for (k, tok) in t.iter().enumerate().skip(i + 1).take(5) {
        if tok.kind == Kind::Punct && !tok.text.starts_with(['»', '“', '"', '”', '\''])
            || tok.is_any(&["и", "і", "та", "й", "and"])
            || tok.starts_any(NAME_STEMS)
        {
            break;
        }
        if tok.kind == Kind::Word && tok.starts_any(OTHER_TEXTS) {
            return None;
        }
        if tok.kind == Kind::Word && tok.starts_any(LAWS_WORDS) {
            laws = true;
            end = tok.end;
            after = k + 1;
        }
    }
    // `Laws of Chess` needs no FIDE; `правилата` alone is no name.
    laws.then_some((end, after))
}

/// The days cited after a name's token `after`, up to the sentence's end.
fn cited_days(
    t: &[Token<'_>],
    after: usize,
    sentence_end: usize,
    dated: &[Dated],
) -> Vec<CitedDay> {
    let mut out: Vec<CitedDay> = Vec::new();
    let Some(from) = t.get(after).map(|x| x.start) else { return out };
    // Every whole day written after the name in the sentence: the reader's dates, then the
    // English ones it does not read (`1 January 2023`).
    let mut days: Vec<(usize, usize, Vec<Date>)> = dated
        .iter()
        .filter(|d| d.start >= from && d.end <= sentence_end)
        .filter_map(|d| {
            let list: Vec<Date> = match &d.when {
                When::Day(x) => vec![x.date()?],
                When::Days(xs) => xs.iter().map(|x| x.date()).collect::<Option<Vec<_>>>()?,
                When::Range(..) => return None,
            };
            Some((d.start, d.end, list))
        })
        .collect();
    days.extend(english_days(t, after, sentence_end).into_iter().map(|(s, e, d)| (s, e, vec![d])));
    days.sort_by_key(|d| d.0);
    let mut prev = after;
    for (start, end, list) in days {
        let first = crate::prose::text::token_at(t, start);
        let gap = &t[prev.min(first)..first];
        let ok = if out.is_empty() {
            gap.len() <= 10
                && (gap.iter().any(|x| x.starts_any(DATING_STEMS))
                    || gap.iter().all(|x| {
                        x.kind == Kind::Punct
                            || x.is_any(DAY_PREPOSITIONS)
                            || x.starts_any(LAWS_WORDS)
                            || x.is_any(&["на", "за", "the"])
                    }) && gap.iter().any(|x| x.is_any(DAY_PREPOSITIONS)))
        } else {
            gap.len() <= 6
                && gap.iter().all(|x| {
                    x.kind == Kind::Punct || x.is_any(LIST_WORDS) || x.starts_any(AMENDMENT_STEMS)
                })
        };
        if !ok {
            break;
        }
        let role = if gap.iter().any(|x| x.starts_any(AMENDMENT_STEMS)) {
            Role::Amended
        } else if gap.iter().any(|x| x.starts_any(ADOPTION_STEMS)) {
            Role::Adopted
        } else {
            out.last().map_or(Role::InForce, |d| d.role)
        };
        // A rising list (`01.07.2019 и 01.01.2020`) is one date expression: its days share its span.
        out.extend(list.into_iter().map(|day| CitedDay { day, role, start, end }));
        prev = crate::prose::text::token_at(t, end);
    }
    out
}

/// Days written in English (`1 January 2023`, `January 1, 2023`, `1st of July 2017`) after token
/// `from` up to byte `until`: start, end and the day.
fn english_days(t: &[Token<'_>], from: usize, until: usize) -> Vec<(usize, usize, Date)> {
    let month = |x: &Token<'_>| {
        (x.kind == Kind::Word)
            .then(|| MONTHS.iter().position(|m| x.is(&m.en.to_lowercase())))
            .flatten()
            .map(|i| i as i8 + 1)
    };
    let number = |x: Option<&Token<'_>>| x.and_then(|x| x.number());
    let mut out = Vec::new();
    let mut i = from;
    while i < t.len() && t[i].start < until {
        // DAY [st|nd|rd|th] [of] MONTH YEAR
        if let Some(day) = number(t.get(i)) {
            let mut k = i + 1;
            if t.get(k).is_some_and(|x| x.is_any(&["st", "nd", "rd", "th"])) {
                k += 1;
            }
            if t.get(k).is_some_and(|x| x.is("of")) {
                k += 1;
            }
            if let (Some(m), Some(y)) = (t.get(k).and_then(month), number(t.get(k + 1))) {
                if let Ok(d) = Date::new(y as i16, m, day as i8) {
                    out.push((t[i].start, t[k + 1].end, d));
                    i = k + 2;
                    continue;
                }
            }
        }
        // MONTH DAY, YEAR
        if let Some(m) = t.get(i).and_then(month) {
            if let Some(day) = number(t.get(i + 1)) {
                let k = if t.get(i + 2).is_some_and(|x| x.is_punct(',')) { i + 3 } else { i + 2 };
                if let Some(y) = number(t.get(k)) {
                    if let Ok(d) = Date::new(y as i16, m, day as i8) {
                        out.push((t[i].start, t[k].end, d));
                        i = k + 1;
                        continue;
                    }
                }
            }
        }
        i += 1;
    }
    out.retain(|d| d.1 <= until);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prose::Reading;
    use jiff::civil::date;

    fn cited(text: &str) -> Vec<Vec<(Date, Role)>> {
        let r = Reading::new(text);
        r.laws_citations()
            .iter()
            .map(|c| c.days.iter().map(|d| (d.day, d.role)).collect())
            .collect()
    }

    #[test]
    fn reads_the_days_cited_for_the_laws() {
        // The Bulgarian example (a held-out page; its shape only).
        assert_eq!(
            cited("Турнирът се провежда по Правилата на ФИДЕ в сила от 1 юли 2011 с промените от 01.07.2019, 01.01.2020 и 01.10.2016 г."),
            vec![vec![
                (date(2011, 7, 1), Role::InForce),
                (date(2019, 7, 1), Role::Amended),
                (date(2020, 1, 1), Role::Amended),
                (date(2016, 10, 1), Role::Amended),
            ]]
        );
        // uk-037 (chess.kh.ua/events/view/1364).
        assert_eq!(
            cited("Змагання проводяться згідно з «Правилами шахів ФІДЕ» від 01 липня 2017 року в 9 турів ."),
            vec![vec![(date(2017, 7, 1), Role::InForce)]]
        );
        // uk-039 (chess.kh.ua/events/view/964, the Gagarinets club's Swiss of August 2020).
        assert_eq!(
            cited("Змагання проводяться в 9 турів за швейцарською системою з комп’ютерним жеребкуванням згідно з «Правилами шахів», що діють з 1 липня 2009 року зі змінами, внесеними 01.07.2017 р., 01.01.2018 р., та 01.10.2014 р."),
            vec![vec![
                (date(2009, 7, 1), Role::InForce),
                (date(2017, 7, 1), Role::Amended),
                (date(2018, 1, 1), Role::Amended),
                (date(2014, 10, 1), Role::Amended),
            ]]
        );
        // uk-014 (the Lviv qualification tournament of 23 February 2019).
        assert_eq!(
            cited("Турнір – відбудеться за швейцарською системою у 9 турів за правилами ФІДЕ (редакція від 01.01.2018 р.)."),
            vec![vec![(date(2018, 1, 1), Role::InForce)]]
        );
        // Seed 003 (the Ukrainian women's championship 2013).
        assert_eq!(
            cited("Змагання проводяться у відповідності з Правилами шахової гри та Турнірними правилами ФІДЕ, що діють з 1 липня 2009 року."),
            vec![vec![(date(2009, 7, 1), Role::InForce)]]
        );
        assert_eq!(
            cited(
                "The games are played under the FIDE Laws of Chess effective from 1 January 2023."
            ),
            vec![vec![(date(2023, 1, 1), Role::InForce)]]
        );
        assert_eq!(
            cited("Играе се по Правилника за шахматната игра на ФИДЕ, приет на 07.08.2022 г."),
            vec![vec![(date(2022, 8, 7), Role::Adopted)]]
        );
    }

    #[test]
    fn the_event_dates_and_other_texts_are_not_cited() {
        assert_eq!(
            cited("Турнирът се играе по правилата на ФИДЕ на 12.05.2024 г. в зала „Арена“."),
            vec![Vec::new()]
        );
        assert!(cited("Класирането е по Правилата за рейтинг на ФИДЕ от 01.03.2024 г.").is_empty());
        assert!(cited("Правилата на БФШ в сила от 01.01.2020 г.").is_empty());
        assert!(cited("Правила ФІДЕ 2018 року").iter().all(Vec::is_empty));
        assert!(cited("Правилата се обявяват на 12.05.2024 г.").is_empty());
    }
}
