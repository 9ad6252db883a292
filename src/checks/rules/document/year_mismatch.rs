//! V803 `year-mismatch`: a year in the title, the aim or a date of the event in the prose disagrees with the event dates.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use jiff::civil::Date;

/// V803: a year in the title, the aim or a date of the event in the prose disagrees with the event dates.
pub struct YearMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V803",
    name: "year-mismatch",
    severity: ERROR,
    summary: "a year in the title, the aim or a date of the event in the prose disagrees with the event dates",
    doc: Doc {
        what: r#"A year written in the title or the aim (`2021 г.`, `2021 год.`, `2013 року`, or inside a date `20.03.2021`) that is not a year of the event dates, or a date `dd.mm.yyyy` in the prose that names a day of the event (its day and month fall within the event dates) with another year. Birth years (`2006 - 2007 р. н.`, `родени 2008 г.`) and dates outside the event's days (an entry deadline, the edition of the Laws) are not compared."#,
        why: r#"Regulations are often made by editing last year's text; a year left from the old text makes it unclear which edition of the event the document governs, and dates with the wrong year cannot be trusted."#,
        example: r#"```text
regulation "… 2021" lang bg
event { dates 2022-03-11..2022-03-20 }
section 3 { "от 11.03 – 20.03.2021 г." }
```"#,
        fix: r#"Correct the year in the text, or the event dates if they are the ones that are wrong."#,
        reference: r#"Consistency of the document with its own facts; `docs/reference/rating-time-title.md` §5 lists real header/body date disagreements in Bulgarian regulations."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "година в заглавието, целта или дата на турнира в текста се разминава с датите на турнира",
        doc: Doc {
            what: r#"Година, написана в заглавието или в целта (`2021 г.`, `2021 год.`, `2013 року` или в дата `20.03.2021`), която не е година от датите на турнира, или дата `дд.мм.гггг` в текста, която назовава ден от турнира (денят и месецът ѝ са в датите на турнира) с друга година. Години на раждане (`2006 - 2007 р. н.`, `родени 2008 г.`) и дати извън дните на турнира (срок за заявки, редакция на Правилника) не се сравняват."#,
            why: r#"Регламентите често се правят с редакция на миналогодишния текст; оставена стара година прави неясно за кое издание на турнира е документът, а датите с грешна година не може да им се вярва."#,
            example: r#""#,
            fix: r#"Поправете годината в текста или датите на турнира, ако те са грешните."#,
            reference: r#"Съгласуваност на документа със собствените му факти; `docs/reference/rating-time-title.md` §5 изброява реални разминавания между заглавие и текст в български регламенти."#,
        },
    },
    uk: Texts {
        summary: "рік у назві, меті чи дата турніру в тексті не збігається з датами турніру",
        doc: Doc {
            what: r#"Рік, написаний у назві чи меті (`2021 г.`, `2013 року` або в даті `20.03.2021`), що не є роком дат турніру, або дата `дд.мм.рррр` у тексті, яка називає день турніру (її день і місяць у межах дат турніру) з іншим роком. Роки народження (`2006 - 2007 р. н.`) і дати поза днями турніру (строк заявок, редакція Правил) не порівнюються."#,
            why: r#"Положення часто роблять, редагуючи торішній текст; залишений старий рік робить незрозумілим, до якого турніру належить документ, а датам із хибним роком не можна довіряти."#,
            example: r#""#,
            fix: r#"Виправте рік у тексті або дати турніру, якщо хибні саме вони."#,
            reference: r#"Узгодженість документа з власними фактами; `docs/reference/rating-time-title.md` §5 перелічує реальні розбіжності між заголовком і текстом у болгарських регламентах."#,
        },
    },
};

impl Rule for YearMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some((start, end)) = facts::event_period(reg) else { return };
        let (first, last) = (i32::from(start.year()), i32::from(end.year()));
        // 0: the title, 1: the aim, 2: the text.
        let mut texts: Vec<(u8, &crate::source::Spanned<String>, bool)> =
            vec![(0, &reg.title, false)];
        if let Some(aim) = &reg.event.aim {
            texts.push((1, aim, false));
        }
        for p in reg.sections.iter().flat_map(all_paragraphs) {
            texts.push((2, p, true));
        }
        let dates_span = reg.event.dates.as_ref().map(|d| d.span);
        for (what, text, prose) in texts {
            for y in years_in(&text.value) {
                if (first..=last).contains(&y.year) {
                    continue;
                }
                let relevant = if prose {
                    // Only a date whose day and month are a day of the event.
                    y.day_month.is_some_and(|(m, d)| {
                        [first, last].iter().any(|&yr| {
                            i16::try_from(yr)
                                .ok()
                                .and_then(|yr| Date::new(yr, m, d).ok())
                                .is_some_and(|day| start <= day && day <= end)
                        })
                    })
                } else {
                    y.day_month.is_some() || y.year_word
                };
                if !relevant {
                    continue;
                }
                let held =
                    if first == last { format!("{first}") } else { format!("{first}–{last}") };
                let year = y.year;
                let span = facts::span_in_literal(&text.value, text.span, y.from, y.to);
                out.push(localized(|l| {
                    let w = match (what, l) {
                        (0, crate::vocab::Lang::En) => "the title says",
                        (1, crate::vocab::Lang::En) => "the aim says",
                        (_, crate::vocab::Lang::En) => "the text says",
                        (0, crate::vocab::Lang::Bg) => "в заглавието пише",
                        (1, crate::vocab::Lang::Bg) => "в целта пише",
                        (_, crate::vocab::Lang::Bg) => "в текста пише",
                        (0, crate::vocab::Lang::Uk) => "у назві написано",
                        (1, crate::vocab::Lang::Uk) => "у меті написано",
                        (_, crate::vocab::Lang::Uk) => "у тексті написано",
                    };
                    let mut d = finding(
                        &INFO,
                        tr!(
                            l,
                            en: "{w} {year}, but the event is held in {held}",
                            bg: "{w} {year}, а турнирът се провежда през {held} г.",
                            uk: "{w} {year}, а турнір проводиться {held} року"
                        ),
                    )
                    .with_label(span, format!("{year}"));
                    if let Some(s) = dates_span {
                        d = d.with_label(
                            s,
                            tr!(
                                l,
                                en: "the event dates: {start}..{end}",
                                bg: "датите на турнира: {start}..{end}",
                                uk: "дати турніру: {start}..{end}"
                            ),
                        );
                    }
                    d.with_help(tr!(
                        l,
                        en: "write {held}, or correct the event dates",
                        bg: "напишете {held} или поправете датите на турнира",
                        uk: "напишіть {held} або виправте дати турніру"
                    ))
                }));
            }
        }
    }
}

/// Every paragraph of a section and its subsections.
fn all_paragraphs(s: &crate::model::Section) -> Vec<&crate::source::Spanned<String>> {
    let mut out: Vec<_> = s.paragraphs.iter().map(|p| &p.text).collect();
    for sub in &s.subsections {
        out.extend(all_paragraphs(sub));
    }
    out
}

/// A four-digit year found in a text.
#[derive(Debug, PartialEq, Eq)]
struct WrittenYear {
    /// The year.
    year: i32,
    /// Byte range in the text.
    from: usize,
    to: usize,
    /// Month and day when the year ends a numeric date `dd.mm.yyyy`.
    day_month: Option<(i8, i8)>,
    /// Followed by a year word (`г.`, `год.`, `р.`, `року`, `year`).
    year_word: bool,
}

/// Words around a year that make it a birth year, not the event's.
const BIRTH_MARKS: &[&str] =
    &["р. н", "р.н", "г.р", "г. р", "рођ", "родени", "роден", "народж", "born"];

/// Years 1900–2099 written in `text` (birth years left out).
fn years_in(text: &str) -> Vec<WrittenYear> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i + 4 <= bytes.len() {
        let is_year = bytes[i..i + 4].iter().all(u8::is_ascii_digit)
            && (i == 0 || !bytes[i - 1].is_ascii_digit())
            && bytes.get(i + 4).is_none_or(|b| !b.is_ascii_digit());
        if !is_year {
            i += 1;
            continue;
        }
        let year: i32 = text[i..i + 4].parse().unwrap_or(0);
        let two = |at: usize| -> Option<i8> {
            let s = text.get(at..at + 2)?;
            s.bytes().all(|b| b.is_ascii_digit()).then(|| s.parse().ok()).flatten()
        };
        // dd.mm.yyyy (one-digit day or month accepted: 1.3.2021).
        let day_month = (i >= 2 && bytes[i - 1] == b'.')
            .then(|| {
                let (m, m_start) = match (i >= 3).then(|| two(i - 3)).flatten() {
                    Some(m) => (m, i - 3),
                    None => (text.get(i - 2..i - 1)?.parse().ok()?, i - 2),
                };
                if m_start < 2 || bytes[m_start - 1] != b'.' {
                    return None;
                }
                let d = match (m_start >= 3).then(|| two(m_start - 3)).flatten() {
                    Some(d) => d,
                    None => text.get(m_start - 2..m_start - 1)?.parse().ok()?,
                };
                Some((m, d))
            })
            .flatten();
        // Only the words next to the year are read (lowercasing all the text before and after
        // every year made the rule quadratic in a long paragraph): 96 bytes hold the 20
        // characters looked at on each side.
        let after = text[i + 4..].trim_start();
        let after = &after[..crate::prose::number::floor_char(after, 96)];
        let rest = crate::prose::chars::lowercase(after);
        let year_word = ["г.", "г ", "год", "р.", "р ", "рок", "рік", "year"]
            .iter()
            .any(|w| rest.starts_with(w))
            || rest == "г"
            || rest == "р";
        let before = crate::prose::chars::lowercase(
            &text[crate::prose::number::floor_char(text, i.saturating_sub(96))..i],
        );
        let before_tail: String =
            before.chars().rev().take(20).collect::<Vec<_>>().into_iter().rev().collect();
        let rest_head: String = rest.chars().take(16).collect();
        let birth = BIRTH_MARKS.iter().any(|m| before_tail.contains(m) || rest_head.contains(m));
        if (1900..2100).contains(&year) && !birth {
            out.push(WrittenYear { year, from: i, to: i + 4, day_month, year_word });
        }
        i += 4;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::years_in;

    #[test]
    fn finds_years_dates_and_year_words_but_not_birth_years() {
        let y = |t: &str| {
            years_in(t).into_iter().map(|y| (y.year, y.day_month, y.year_word)).collect::<Vec<_>>()
        };
        assert_eq!(y("Да излъчи шампионката за 2021 год."), vec![(2021, None, true)]);
        assert_eq!(y("чемпіонату України 2013 року"), vec![(2013, None, true)]);
        assert_eq!(y("от 11.03 – 20.03.2021 г. в Перник"), vec![(2021, Some((3, 20)), true)]);
        assert_eq!(y("на 7.6.2024"), vec![(2024, Some((6, 7)), false)]);
        assert_eq!(y("отпадат в Б група за 2010 г."), vec![(2010, None, true)]);
        assert_eq!(y("Локомотив 2000"), vec![(2000, None, false)]);
        assert_eq!(y("юнаків та дівчат 2006 - 2007 р. н. та молодші"), vec![]);
        assert_eq!(y("за родени 2008 г. и по-млади"), vec![]);
    }
}
