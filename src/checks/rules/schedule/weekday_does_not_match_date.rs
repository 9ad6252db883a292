//! V207 `weekday-does-not-match-date`: the weekday written beside a date is not that date's.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::{CodeInfo, Doc};
use crate::diagnostic::{Diagnostic, Edit};
use crate::model::{Lang, Regulation, ScheduleEntry};
use crate::vocab::calendar::{weekday_index, weekday_name};
use jiff::civil::Date;

/// A schedule weekday that the calendar contradicts.
pub struct WeekdayDoesNotMatchDate;

/// How many years back to look for a year in which every written weekday fits.
const YEARS_BACK: i16 = 40;
/// How many fitting years to name.
const YEARS_NAMED: usize = 3;

static INFO: CodeInfo = CodeInfo {
    code: "V207",
    name: "weekday-does-not-match-date",
    severity: ERROR,
    summary: "the weekday written in the schedule is not the weekday of that date",
    doc: Doc {
        what: r#"A schedule entry whose written weekday (Bulgarian or Ukrainian, in full, inflected or
abbreviated) differs from the calendar's weekday for its date. When every weekday in the
schedule is wrong, a note says what probably happened: when the programme lies partly outside
the event's dates and moving it by one to three days fits every weekday and brings it inside,
the day numbers are off; otherwise the note names the years (searching 40 years back) in which
all the weekdays would fit, since a programme copied from an earlier year's regulation with only
the year changed is the usual cause."#,
        why: r#"Players and arbiters plan by the weekday as often as by the date. A contradiction means one of
them is wrong, and nobody can tell which from the document alone. A whole column of wrong
weekdays is the mark of a regulation reused from an earlier year."#,
        example: r#"```text
event { dates 2021-03-11..2021-03-20 }
schedule {
  2021-03-11 неделя 14:30 round 1    # 11 March 2021 was a Thursday
}
```"#,
        fix: r#"Write the weekday of the date (`четвъртък`), or correct the date if the weekday is the true one."#,
        reference: r#"The Gregorian calendar; FIDE Handbook C.01 (the regulations give the date of every round)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "денят от седмицата в програмата не съответства на датата",
        doc: Doc {
            what: r#"Ред от програмата, в който написаният ден от седмицата (на български или украински, изцяло, в друга форма или съкратено) е различен от деня, който календарът дава за датата. Когато всички дни в програмата са грешни, бележка казва какво вероятно е станало: ако програмата е отчасти извън датите на турнира и преместването ѝ с един до три дни напасва всички дни и я вкарва в тези дати, сгрешени са числата; иначе бележката посочва годините (до 40 години назад), в които всички дни биха съвпаднали — обичайната причина е програма, преписана от миналогодишния регламент само със сменена година."#,
            why: r#"Състезателите и съдиите планират по деня от седмицата толкова често, колкото и по датата. Противоречието значи, че едното е грешно, а от самия документ не може да се разбере кое. Цяла колона грешни дни е белег на регламент, преизползван от предишна година."#,
            example: r#""#,
            fix: r#"Напишете деня от седмицата на датата (`четвъртък`) или поправете датата, ако денят е верният."#,
            reference: r#"Григорианският календар; Наръчник на ФИДЕ, C.01 (регламентът дава датата на всеки кръг)."#,
        },
    },
    uk: Texts {
        summary: "день тижня в програмі не відповідає даті",
        doc: Doc {
            what: r#"Рядок програми, у якому записаний день тижня (болгарською чи українською, повністю, в іншій формі чи скорочено) відрізняється від дня, що його календар дає для дати. Коли всі дні в програмі хибні, примітка пояснює, що ймовірно сталося: якщо програма частково поза датами турніру, а зсув на один–три дні узгоджує всі дні й повертає її в ці дати, хибні числа; інакше примітка називає роки (до 40 років назад), у які всі дні збіглися б — звична причина: програму переписали з торішнього положення, змінивши лише рік."#,
            why: r#"Учасники й судді планують за днем тижня так само часто, як за датою. Суперечність означає, що щось одне хибне, а з самого документа не зрозуміти, що саме. Цілий стовпчик хибних днів — ознака положення, взятого з попереднього року."#,
            example: r#""#,
            fix: r#"Напишіть день тижня, що відповідає даті (`четвер`), або виправте дату, якщо правильний саме день."#,
            reference: r#"Григоріанський календар; Довідник ФІДЕ, C.01 (положення дає дату кожного туру)."#,
        },
    },
};

impl Rule for WeekdayDoesNotMatchDate {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let written: Vec<&ScheduleEntry> =
            reg.schedule.iter().filter(|e| e.weekday.is_some() && e.date.is_some()).collect();
        let wrong: Vec<&ScheduleEntry> = written.iter().copied().filter(|e| !fits(e, 0)).collect();
        let all_wrong = written.len() >= 2 && wrong.len() == written.len();
        for (i, entry) in wrong.iter().enumerate() {
            let (Some(weekday), Some(date_written)) = (&entry.weekday, &entry.date) else {
                continue;
            };
            let date = date_written.value;
            let actual = weekday_index(date);
            let w = &weekday.value.0;
            let file_lang = reg.lang;
            out.push(localized(|l| {
                let named = weekday_name(actual, l);
                let local =
                    weekday_name(actual, if file_lang == Lang::En { Lang::Bg } else { file_lang });
                let english = weekday_name(actual, Lang::En);
                let message = match l {
                    Lang::En if file_lang == Lang::En => {
                        format!("`{w}` is written for {date}, which is a {english}")
                    }
                    Lang::En => {
                        format!("`{w}` is written for {date}, which is a {english} ({local})")
                    }
                    Lang::Bg => format!("за {date} е написано `{w}`, а това е {named}"),
                    Lang::Uk => format!("для {date} написано `{w}`, а це {named}"),
                };
                let mut d = finding(&INFO, message)
                    .with_label(
                        weekday.span,
                        tr!(l, en: "{date} is {local}", bg: "{date} е {local}", uk: "{date} — це {local}"),
                    )
                    .with_label(date_written.span, tr!(l, en: "this date", bg: "тази дата", uk: "ця дата"))
                    .with_help(tr!(
                        l,
                        en: "write `{local}`, or correct the date",
                        bg: "напишете `{local}` или поправете датата",
                        uk: "напишіть `{local}` або виправте дату"
                    ));
                let replacement = crate::vocab::notation::in_case_of(w, local);
                d = d.with_fix(
                    tr!(
                        l,
                        en: "write `{replacement}`",
                        bg: "напишете `{replacement}`",
                        uk: "напишіть `{replacement}`"
                    ),
                    vec![Edit::replace(weekday.span, replacement.clone())],
                );
                if i == 0 && all_wrong {
                    if let Some(note) = shifted_days_note(reg, &written, l)
                        .or_else(|| fitting_years_note(&written, l))
                    {
                        d = d.with_note(note);
                    }
                }
                d
            }));
        }
    }
}

/// True when the written weekday fits the entry's date moved `years_back` years earlier.
fn fits(entry: &ScheduleEntry, years_back: i16) -> bool {
    let (Some(weekday), Some(d)) = (&entry.weekday, entry.day()) else { return true };
    match Date::new(d.year() - years_back, d.month(), d.day()) {
        Ok(moved) => weekday_index(moved) == weekday.value.1,
        Err(_) => false,
    }
}

/// "every written weekday fits the dates one day earlier …" when the programme lies partly outside
/// the event's dates and moving every entry by the same few days both fits the weekdays and
/// brings the programme inside the event: the day numbers, not the year, are wrong.
fn shifted_days_note(reg: &Regulation, written: &[&ScheduleEntry], l: Lang) -> Option<String> {
    let (first, last) = crate::checks::facts::event_days(reg)?;
    let inside = |d: Date| d >= first && d <= last;
    if facts::schedule_dates(reg).all(inside) {
        return None;
    }
    for shift in [-1i64, 1, -2, 2, -3, 3] {
        let moved = |d: Date| d.checked_add(jiff::Span::new().days(shift)).ok();
        let weekdays_fit = written.iter().all(|e| {
            let w = e.weekday.as_ref().map(|w| w.value.1);
            e.day().and_then(moved).is_some_and(|d| Some(weekday_index(d)) == w)
        });
        let all_inside = facts::schedule_dates(reg).all(|d| moved(d).is_some_and(inside));
        if weekdays_fit && all_inside {
            let n = shift.unsigned_abs();
            let days = match (n, l) {
                (1, Lang::En) => "one day".to_string(),
                (n, Lang::En) => format!("{n} days"),
                (1, Lang::Bg) => "един ден".to_string(),
                (n, Lang::Bg) => format!("{n} дни"),
                (1, Lang::Uk) => "один день".to_string(),
                (n, Lang::Uk) => format!("{n} дні"),
            };
            let earlier = shift < 0;
            return Some(match (earlier, l) {
                (true, Lang::En) | (false, Lang::En) => {
                    let direction = if earlier { "earlier" } else { "later" };
                    format!("every written weekday fits the dates {days} {direction}, which also lie within the event's dates {first} .. {last}: the day numbers of the programme are probably off by {days}")
                }
                (e, Lang::Bg) => {
                    let direction = if e { "по-рано" } else { "по-късно" };
                    format!("всеки написан ден от седмицата съвпада с датите с {days} {direction}, които са и в датите на турнира {first} .. {last}: числата в програмата вероятно са сгрешени с {days}")
                }
                (e, Lang::Uk) => {
                    let direction = if e { "раніше" } else { "пізніше" };
                    format!("кожен записаний день тижня збігається з датами на {days} {direction}, які теж у межах дат турніру {first} .. {last}: числа в програмі, ймовірно, зсунуто на {days}")
                }
            });
        }
    }
    None
}

/// "every weekday in the schedule is wrong for 2021, but all of them fit 2018, 2007 and 2001 …"
/// when some earlier year fits them all.
fn fitting_years_note(written: &[&ScheduleEntry], l: Lang) -> Option<String> {
    let first_year = written.iter().filter_map(|e| e.day()).map(|d| d.year()).min()?;
    let years: Vec<String> = (1..=YEARS_BACK)
        .filter(|k| written.iter().all(|e| fits(e, *k)))
        .take(YEARS_NAMED)
        .map(|k| (first_year - k).to_string())
        .collect();
    let and = match l {
        Lang::En => "and",
        Lang::Bg => "и",
        Lang::Uk => "і",
    };
    let list = match years.as_slice() {
        [] => return None,
        [one] => one.clone(),
        [init @ .., last] => format!("{} {and} {last}", init.join(", ")),
    };
    Some(tr!(
        l,
        en: "every weekday in the schedule is wrong for {first_year}, but all of them fit {list}: the programme was probably copied from an earlier year's regulation with only the year changed",
        bg: "всички дни от седмицата в програмата са грешни за {first_year}, но всички съвпадат за {list}: програмата вероятно е преписана от регламент от по-ранна година само със сменена година",
        uk: "усі дні тижня в програмі хибні для {first_year}, але всі збігаються для {list}: програму, ймовірно, переписано з положення попереднього року, змінивши лише рік"
    ))
}
