//! V803 `year-mismatch`: a year in the title, the aim or a date in the prose disagrees with the event dates.

use crate::checks::{derived, finding, Rule, ERROR};
use crate::diagnostic::codes::CodeInfo;
use crate::diagnostic::Diagnostic;
use crate::model::Regulation;

/// V803: a year in the title, the aim or a date in the prose disagrees with the event dates.
pub struct YearMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V803",
    name: "year-mismatch",
    severity: ERROR,
    summary: "a year in the title, the aim or a date in the prose disagrees with the event dates",
    explanation: "## What it finds\n\nA year written in the title or the aim (`2021 г.`, `2021 год.`, `2013 року`, or inside a date `20.03.2021`) that is not a year of the event dates, or a date `dd.mm.yyyy` in the prose whose year is neither an event year nor the year before (registration deadlines may fall in the previous year).\n\n## Why it matters\n\nRegulations are often made by editing last year's text; a year left from the old text makes it unclear which edition of the event the document governs, and dates with the wrong year cannot be trusted.\n\n## Example\n\n```text\nregulation \"… 2021\" lang bg\nevent { dates 2022-03-11..2022-03-20 }\n```\n\n## Fix\n\nCorrect the year in the text, or the event dates if they are the ones that are wrong.\n\n## Reference\n\nConsistency of the document with its own facts; `shared/reference/rating-time-title.md` §5 lists real header/body date disagreements in Bulgarian regulations.\n",
};

impl Rule for YearMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some((start, end)) = derived::event_days(reg) else { return };
        let (first, last) = (i32::from(start.year()), i32::from(end.year()));
        let mut texts: Vec<(&str, &crate::source::Spanned<String>, bool)> =
            vec![("the title", &reg.title, false)];
        if let Some(aim) = &reg.event.aim {
            texts.push(("the aim", aim, false));
        }
        for p in reg.sections.iter().flat_map(all_paragraphs) {
            texts.push(("the text", p, true));
        }
        let dates_span = reg.event.dates.as_ref().map(|d| d.span);
        for (what, text, prose) in texts {
            for (year, from, to) in years_in(&text.value, prose) {
                let earliest = if prose { first - 1 } else { first };
                if (earliest..=last).contains(&year) {
                    continue;
                }
                let held =
                    if first == last { format!("{first}") } else { format!("{first}–{last}") };
                let mut d =
                    finding(&INFO, format!("{what} says {year}, but the event is held in {held}"))
                        .with_label(
                            derived::span_in_literal(&text.value, text.span, from, to),
                            format!("{year}"),
                        );
                if let Some(s) = dates_span {
                    d = d.with_label(s, format!("the event dates: {start}..{end}"));
                }
                out.push(d.with_help(format!("write {held}, or correct the event dates")));
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

/// Years written in `text`, with their byte ranges. In prose only numeric dates (`20.03.2021`)
/// count; in titles and aims also a year followed by a year word (`г.`, `год.`, `р.`, `року`).
fn years_in(text: &str, prose_only_dates: bool) -> Vec<(i32, usize, usize)> {
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
        let in_date = i >= 3
            && bytes[i - 1] == b'.'
            && bytes[i - 2].is_ascii_digit()
            && bytes[i - 3].is_ascii_digit();
        let rest = text[i + 4..].trim_start().to_lowercase();
        let year_word = ["г.", "г ", "год", "р.", "р ", "рок", "рік", "year"]
            .iter()
            .any(|w| rest.starts_with(w))
            || rest == "г"
            || rest == "р";
        if (1900..2100).contains(&year) && (in_date || (!prose_only_dates && year_word)) {
            out.push((year, i, i + 4));
        }
        i += 4;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::years_in;

    #[test]
    fn finds_years_in_dates_and_before_year_words() {
        let y =
            |t: &str, p: bool| years_in(t, p).into_iter().map(|(y, _, _)| y).collect::<Vec<_>>();
        assert_eq!(y("Да излъчи шампионката за 2021 год.", false), vec![2021]);
        assert_eq!(y("чемпіонату України 2013 року", false), vec![2013]);
        assert_eq!(y("от 11.03 – 20.03.2021 г. в Перник", true), vec![2021]);
        assert_eq!(y("отпадат в Б група за 2010 г.", true), Vec::<i32>::new());
        assert_eq!(y("Локомотив 2000", false), Vec::<i32>::new());
        assert_eq!(y("що діють з 1 липня 2009 року", true), Vec::<i32>::new());
    }
}
