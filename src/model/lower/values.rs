//! Value readers: the statement's argument cursor and the typed values it yields (strings, whole
//! numbers, scores, dates, times, quantities with units, keywords, on/off), each with its
//! diagnostic when the value is not of its kind.

use super::*;
use crate::vocab::lang::ByLang;
use crate::vocab::notation;

/// The year of the event's dates, read before lowering so that a date written without its year
/// (`11.03`) anywhere in the file can take it: the end of `event { dates … }`.
pub(super) fn event_year(doc: &Document) -> Option<i16> {
    for stmt in &doc.statements {
        let is_event = stmt
            .values
            .first()
            .and_then(|v| v.as_word())
            .is_some_and(|w| keywords::lookup(w, &[Kw::Event]).is_some());
        let Some(block) = stmt.block.as_ref().filter(|_| is_event) else { continue };
        for s in &block.statements {
            let is_dates = s
                .values
                .first()
                .and_then(|v| v.as_word())
                .is_some_and(|w| keywords::lookup(w, &[Kw::Dates]).is_some());
            if !is_dates {
                continue;
            }
            let end = match s.values.get(1).map(|v| &v.kind) {
                Some(ValueKind::DateRange(_, b)) => b,
                Some(ValueKind::Date(d)) => d,
                _ => continue,
            };
            if let Some(y) = notation::parse_date(end).and_then(|w| w.year) {
                return Some(y);
            }
        }
    }
    None
}

/// Parses a category: `6`, `VI`, `VI-Ж`, `ІХ` (Cyrillic homoglyphs), `VI-W`.
pub fn parse_category(text: &str) -> Option<(u32, bool)> {
    let t = text.trim();
    let (num, suffix) = match t.find(['-', ' ', '–']) {
        Some(i) => (&t[..i], t[i..].trim_start_matches(['-', ' ', '–'])),
        None => (t, ""),
    };
    let women = {
        let s = suffix.to_lowercase();
        s.starts_with('ж') || s.starts_with('w')
    };
    if !suffix.is_empty() && !women {
        return None;
    }
    if let Ok(n) = num.parse::<u32>() {
        return (1..=30).contains(&n).then_some((n, women));
    }
    let latin: String = num
        .chars()
        .map(|c| match c {
            'І' | 'і' | 'ı' => 'I',
            'Х' | 'х' => 'X',
            'Ѵ' => 'V',
            c => c.to_ascii_uppercase(),
        })
        .collect();
    let value = |c: char| match c {
        'I' => Some(1),
        'V' => Some(5),
        'X' => Some(10),
        'L' => Some(50),
        _ => None,
    };
    let mut total = 0i32;
    let chars: Vec<char> = latin.chars().collect();
    if chars.is_empty() {
        return None;
    }
    for (i, c) in chars.iter().enumerate() {
        let v = value(*c)?;
        let next = chars.get(i + 1).and_then(|n| value(*n)).unwrap_or(0);
        total += if v < next { -v } else { v };
    }
    (1..=30).contains(&total).then_some((total as u32, women))
}

/// The ISO 4217 code of a written currency (`лв.`, `лева`, `евро`, `€`, `грн`…): the
/// vocabulary's one table ([`crate::vocab::currency`]).
pub fn currency_code(text: &str) -> Option<&'static str> {
    crate::vocab::currency::code(text)
}

impl Lowerer {
    /// Reads the next value with `read`, which returns `None` when the value is of the wrong
    /// kind (reported as `L003`) and `Some(result)` otherwise; a missing value is `L002`.
    pub(super) fn take<T>(
        &mut self,
        a: &mut Args<'_>,
        what: &str,
        read: impl FnOnce(&mut Self, &Value) -> Option<Option<T>>,
    ) -> Option<T> {
        let Some(v) = a.peek() else {
            self.missing(a, what);
            return None;
        };
        a.next();
        match read(self, v) {
            Some(result) => result,
            None => {
                self.wrong_kind(a, v, what);
                None
            }
        }
    }

    pub(super) fn string(&mut self, a: &mut Args<'_>, what: &str) -> Option<Spanned<String>> {
        self.take(a, what, |_, v| match &v.kind {
            ValueKind::Str(s) => Some(Some(Spanned::new(s.clone(), v.span))),
            _ => None,
        })
    }

    pub(super) fn opt_string(&mut self, a: &mut Args<'_>) -> Option<Spanned<String>> {
        match a.peek() {
            Some(v @ Value { kind: ValueKind::Str(s), .. }) => {
                a.next();
                Some(Spanned::new(s.clone(), v.span))
            }
            _ => None,
        }
    }

    pub(super) fn uint(&mut self, a: &mut Args<'_>, what: &str) -> Option<Spanned<u32>> {
        self.take(a, what, |l, v| match &v.kind {
            ValueKind::Number(n) => Some(match n.parse::<u32>() {
                Ok(x) => Some(Spanned::new(x, v.span)),
                Err(e) => {
                    let too_large = matches!(e.kind(), std::num::IntErrorKind::PosOverflow);
                    let max = u32::MAX;
                    let w = ByLang::from_fn(|lang| l.what(what, lang));
                    let comma = n.contains(',');
                    l.diags.push(localized(|lang| {
                        let what = w.get(lang);
                        let (message, help) = if too_large {
                            (
                                tr!(
                                    lang,
                                    en: "`{n}` is too large: at most {max} is allowed",
                                    bg: "`{n}` е твърде голямо: допуска се най-много {max}",
                                    uk: "`{n}` завелике: допускається щонайбільше {max}"
                                ),
                                tr!(
                                    lang,
                                    en: "write the real number; no count in a regulation comes near it",
                                    bg: "напишете истинското число; никой брой в регламент не е близо до това",
                                    uk: "напишіть справжнє число; жодна кількість у положенні не буває такою"
                                ),
                            )
                        } else {
                            (
                                tr!(
                                    lang,
                                    en: "`{n}` is not a whole number",
                                    bg: "`{n}` не е цяло число",
                                    uk: "`{n}` не є цілим числом"
                                ),
                                tr!(
                                    lang,
                                    en: "write a whole number such as `11`",
                                    bg: "напишете цяло число, напр. `11`",
                                    uk: "напишіть ціле число, напр. `11`"
                                ),
                            )
                        };
                        let mut d = Diagnostic::error(crate::model::codes::INVALID_NUMBER, message)
                            .with_label(
                                v.span,
                                tr!(lang, en: "{what} expected", bg: "очаква се {what}", uk: "очікується {what}"),
                            )
                            .with_help(help);
                        if comma {
                            d = d.with_note(tr!(
                                lang,
                                en: "a comma between digits is a decimal comma (`7,5` is 7½); to write \
                                 several numbers, separate them with blanks (`2 1 0`) or with `, ` \
                                 (`2, 1, 0`)",
                                bg: "запетая между цифри е десетична запетая (`7,5` е 7½); няколко \
                                 числа се разделят с интервали (`2 1 0`) или със запетая и интервал \
                                 (`2, 1, 0`)",
                                uk: "кома між цифрами — десяткова кома (`7,5` — це 7½); кілька чисел \
                                 розділяють пробілами (`2 1 0`) або комою з пробілом (`2, 1, 0`)"
                            ));
                        }
                        d
                    }));
                    None
                }
            }),
            _ => None,
        })
    }

    pub(super) fn points(&mut self, a: &mut Args<'_>, what: &str) -> Option<Spanned<Points>> {
        self.take(a, what, |l, v| match &v.kind {
            ValueKind::Number(n) => Some(match Points::parse(n) {
                Some(p) => Some(Spanned::new(p, v.span)),
                None => {
                    let w = ByLang::from_fn(|lang| l.what(what, lang));
                    l.diags.push(localized(|lang| {
                        let what = w.get(lang);
                        Diagnostic::error(
                            crate::model::codes::INVALID_NUMBER,
                            tr!(
                                lang,
                                en: "`{n}` is not a score",
                                bg: "`{n}` не е резултат в точки",
                                uk: "`{n}` не є кількістю очок"
                            ),
                        )
                        .with_label(
                            v.span,
                            tr!(lang, en: "{what} expected", bg: "очаква се {what}", uk: "очікується {what}"),
                        )
                        .with_help(tr!(
                            lang,
                            en: "write a score such as `1`, `0.5` or `½`",
                            bg: "напишете точки, напр. `1`, `0.5` или `½`",
                            uk: "напишіть очки, напр. `1`, `0.5` або `½`"
                        ))
                    }));
                    None
                }
            }),
            _ => None,
        })
    }

    /// A date in any written form (`2021-03-11`, `11.03.2021`, `11.03.2021г.`, `11.03`): a date
    /// without its year takes the year of the event's dates, when the file gives them.
    pub(super) fn parse_date(&mut self, text: &str, span: Span) -> Option<Date> {
        let Some(written) = notation::parse_date(text) else {
            self.diags.push(localized(|l| {
                Diagnostic::error(
                    crate::model::codes::INVALID_DATE,
                    tr!(l, en: "`{text}` is not a date", bg: "`{text}` не е дата", uk: "`{text}` не є датою"),
                )
                .with_label(span, tr!(l, en: "a date expected", bg: "очаква се дата", uk: "очікується дата"))
                .with_note(date_forms(l))
                .with_help(tr!(
                    l,
                    en: "write the date as `2021-03-11` or `11.03.2021`",
                    bg: "напишете датата като `2021-03-11` или `11.03.2021`",
                    uk: "напишіть дату як `2021-03-11` або `11.03.2021`"
                ))
            }));
            return None;
        };
        let Some(year) = written.year.or(self.year) else {
            let (day, month) = (written.day, written.month);
            self.diags.push(localized(|l| {
                Diagnostic::error(
                    crate::model::codes::INVALID_DATE,
                    tr!(
                        l,
                        en: "`{text}` does not say the year",
                        bg: "в `{text}` липсва годината",
                        uk: "у `{text}` не вказано рік"
                    ),
                )
                .with_label(span, tr!(l, en: "which year?", bg: "коя година?", uk: "який рік?"))
                .with_note(tr!(
                    l,
                    en: "a day and month alone take the year of `event {{ dates … }}`, and this file \
                     gives none",
                    bg: "ден и месец без година вземат годината от датите на турнира \
                     (`event {{ dates … }}`), а този файл не ги посочва",
                    uk: "день і місяць без року беруть рік із дат турніру (`event {{ dates … }}`), \
                     а цей файл їх не вказує"
                ))
                .with_help(tr!(
                    l,
                    en: "write `{day:02}.{month:02}.YYYY` or `YYYY-{month:02}-{day:02}`",
                    bg: "напишете `{day:02}.{month:02}.ГГГГ` или `ГГГГ-{month:02}-{day:02}`",
                    uk: "напишіть `{day:02}.{month:02}.РРРР` або `РРРР-{month:02}-{day:02}`"
                ))
            }));
            return None;
        };
        self.calendar_date(year, written.month, written.day, text, span)
    }

    fn calendar_date(&mut self, y: i16, m: i8, d: i8, text: &str, span: Span) -> Option<Date> {
        match Date::new(y, m, d) {
            Ok(date) => Some(date),
            Err(_) => {
                self.diags.push(localized(|l| {
                    Diagnostic::error(
                        crate::model::codes::INVALID_DATE,
                        tr!(
                            l,
                            en: "`{text}` is not a date in the calendar",
                            bg: "`{text}` не е дата от календара",
                            uk: "`{text}` не є календарною датою"
                        ),
                    )
                    .with_label(
                        span,
                        tr!(l, en: "no such day", bg: "такъв ден няма", uk: "такого дня немає"),
                    )
                    .with_note(date_forms(l))
                    .with_help(tr!(
                        l,
                        en: "write a real date, such as `2021-03-11` or `11.03.2021`",
                        bg: "напишете съществуваща дата, напр. `2021-03-11` или `11.03.2021`",
                        uk: "напишіть наявну дату, напр. `2021-03-11` або `11.03.2021`"
                    ))
                }));
                None
            }
        }
    }

    /// The two ends of a written range; the start may leave out what the end says (`08 – 14.06.2009`,
    /// `11.03 – 20.03.2021`).
    pub(super) fn parse_range(&mut self, from: &str, to: &str, span: Span) -> Option<(Date, Date)> {
        let end = self.parse_date(to, span)?;
        let start = if let Some(written) = notation::parse_date(from) {
            let year = written.year.unwrap_or(end.year());
            self.calendar_date(year, written.month, written.day, from, span)?
        } else {
            let day = from.trim().trim_end_matches('.').parse::<i8>().ok();
            match day {
                Some(d) => self.calendar_date(end.year(), end.month(), d, from, span)?,
                None => return self.parse_date(from, span).map(|d| (d, end)),
            }
        };
        Some((start, end))
    }

    /// Skips a year mark after a date (`г.`, `р.`, `року`).
    pub(super) fn skip_year_mark(&mut self, a: &mut Args<'_>) {
        if a.peek().and_then(|v| v.as_word()).is_some_and(notation::is_year_mark) {
            a.next();
        }
    }

    pub(super) fn date(&mut self, a: &mut Args<'_>, what: &str) -> Option<Spanned<Date>> {
        let d = self.take(a, what, |l, v| match &v.kind {
            ValueKind::Date(t) => Some(l.parse_date(t, v.span).map(|d| Spanned::new(d, v.span))),
            ValueKind::Number(t) if notation::parse_date(t).is_some() => {
                Some(l.parse_date(t, v.span).map(|d| Spanned::new(d, v.span)))
            }
            _ => None,
        });
        self.skip_year_mark(a);
        d
    }

    /// A clock time as written: `14:30`, `14-00`, `14:30ч.`, or the number `14.30`.
    pub(super) fn time_value(&mut self, v: &Value, text: &str) -> Option<Spanned<Time>> {
        let Some((h, m)) = notation::parse_time(text) else {
            self.diags.push(localized(|l| {
                Diagnostic::error(
                    crate::model::codes::INVALID_TIME,
                    tr!(
                        l,
                        en: "`{text}` is not a time of day",
                        bg: "`{text}` не е час от денонощието",
                        uk: "`{text}` не є часом доби"
                    ),
                )
                .with_label(
                    v.span,
                    tr!(l, en: "a time expected", bg: "очаква се час", uk: "очікується час"),
                )
                .with_note(time_forms(l))
                .with_help(tr!(
                    l,
                    en: "write a time such as `14:30`",
                    bg: "напишете час, напр. `14:30`",
                    uk: "напишіть час, напр. `14:30`"
                ))
            }));
            return None;
        };
        match Time::new(h, m, 0, 0) {
            Ok(t) => Some(Spanned::new(t, v.span)),
            Err(_) => {
                self.diags.push(localized(|l| {
                    Diagnostic::error(
                        crate::model::codes::INVALID_TIME,
                        tr!(
                            l,
                            en: "`{text}` is not a time of day",
                            bg: "`{text}` не е час от денонощието",
                            uk: "`{text}` не є часом доби"
                        ),
                    )
                    .with_label(
                        v.span,
                        tr!(
                            l,
                            en: "hours run 0–23 and minutes 0–59",
                            bg: "часовете са от 0 до 23, минутите от 0 до 59",
                            uk: "години — від 0 до 23, хвилини — від 0 до 59"
                        ),
                    )
                    .with_note(time_forms(l))
                    .with_help(tr!(
                        l,
                        en: "write a time such as `14:30`",
                        bg: "напишете час, напр. `14:30`",
                        uk: "напишіть час, напр. `14:30`"
                    ))
                }));
                None
            }
        }
    }

    pub(super) fn keyword(
        &mut self,
        a: &mut Args<'_>,
        allowed: &[Kw],
        what: &str,
    ) -> Option<Spanned<Kw>> {
        match a.next() {
            Some(v @ Value { kind: ValueKind::Word(w), .. }) => {
                match keywords::lookup(w, allowed) {
                    Some(k) => Some(Spanned::new(k, v.span)),
                    None => {
                        self.unknown_word(v, &a.kw.clone(), allowed);
                        None
                    }
                }
            }
            Some(v) => {
                self.wrong_kind(a, v, what);
                None
            }
            None => {
                self.missing(a, what);
                None
            }
        }
    }

    pub(super) fn peek_kw(&self, a: &Args<'_>, allowed: &[Kw]) -> Option<Kw> {
        a.peek().and_then(|v| v.as_word()).and_then(|w| keywords::lookup(w, allowed))
    }

    /// A number followed by an optional unit (`90 min`, `30 s`, `1 h`); returns the value in
    /// `default` units converted to `want` units.
    pub(super) fn quantity(
        &mut self,
        a: &mut Args<'_>,
        what: &str,
        want: Unit,
    ) -> Option<Spanned<u32>> {
        let n = self.uint(a, what)?;
        let unit = match self.peek_kw(a, &[Kw::Seconds, Kw::Minutes, Kw::Hours]) {
            Some(k) => {
                a.next();
                match k {
                    Kw::Seconds => Unit::Seconds,
                    Kw::Hours => Unit::Hours,
                    _ => Unit::Minutes,
                }
            }
            None => {
                // Read in the statement's usual unit; say so, and offer to write it.
                let unit_kw = match want {
                    Unit::Seconds => Kw::Seconds,
                    Unit::Minutes => Kw::Minutes,
                    Unit::Hours => Kw::Hours,
                };
                let lang = keywords::language_of(&a.kw).unwrap_or(self.lang);
                let unit = unit_kw.spelling(lang);
                let v = n.value;
                self.diags.push(localized(|l| {
                    let read_as = match (want, l) {
                        (Unit::Seconds, Lang::En) => "seconds",
                        (Unit::Minutes, Lang::En) => "minutes",
                        (Unit::Hours, Lang::En) => "hours",
                        (Unit::Seconds, Lang::Bg) => "секунди",
                        (Unit::Minutes, Lang::Bg) => "минути",
                        (Unit::Hours, Lang::Bg) => "часове",
                        (Unit::Seconds, Lang::Uk) => "секунди",
                        (Unit::Minutes, Lang::Uk) => "хвилини",
                        (Unit::Hours, Lang::Uk) => "години",
                    };
                    Diagnostic::warning(
                        crate::model::codes::MISSING_UNIT,
                        tr!(
                            l,
                            en: "`{v}` has no unit: read as {read_as}",
                            bg: "`{v}` е без мерна единица: прочетено като {read_as}",
                            uk: "`{v}` без одиниці виміру: прочитано як {read_as}"
                        ),
                    )
                    .with_label(
                        n.span,
                        tr!(
                            l,
                            en: "read as `{v} {unit}`",
                            bg: "прочетено като `{v} {unit}`",
                            uk: "прочитано як `{v} {unit}`"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "write `{v} {unit}`",
                        bg: "напишете `{v} {unit}`",
                        uk: "напишіть `{v} {unit}`"
                    ))
                    .with_fix(
                        tr!(
                            l,
                            en: "write `{v} {unit}`",
                            bg: "напишете `{v} {unit}`",
                            uk: "напишіть `{v} {unit}`"
                        ),
                        vec![crate::diagnostic::Edit::insert(n.span.end, format!(" {unit}"))],
                    )
                }));
                want
            }
        };
        let secs = match unit {
            Unit::Seconds => n.value as u64,
            Unit::Minutes => n.value as u64 * 60,
            Unit::Hours => n.value as u64 * 3600,
        };
        let value = match want {
            Unit::Seconds => secs,
            Unit::Minutes => secs / 60,
            Unit::Hours => secs / 3600,
        };
        Some(Spanned::new(value.min(u32::MAX as u64) as u32, n.span.join(a.end_span_before())))
    }

    pub(super) fn on_off(&mut self, a: &mut Args<'_>) -> Option<Spanned<bool>> {
        let k = self.keyword(a, &[Kw::On, Kw::Off], "`on` or `off`")?;
        Some(Spanned::new(k.value == Kw::On, k.span))
    }

    pub(super) fn money(&mut self, a: &mut Args<'_>, what: &str) -> Option<Spanned<Money>> {
        let amount = self.points(a, what)?;
        match a.next() {
            Some(v) => {
                let text = value_text(v);
                match currency_code(&text) {
                    Some(code) => Some(Spanned::new(
                        Money { amount: amount.value, currency: code.to_string() },
                        amount.span.join(v.span),
                    )),
                    None => {
                        self.diags.push(localized(|l| {
                            Diagnostic::error(
                                crate::model::codes::UNKNOWN_CURRENCY,
                                tr!(
                                    l,
                                    en: "unknown currency `{text}`",
                                    bg: "непозната валута `{text}`",
                                    uk: "невідома валюта `{text}`"
                                ),
                            )
                            .with_label(
                                v.span,
                                tr!(
                                    l,
                                    en: "currency expected",
                                    bg: "очаква се валута",
                                    uk: "очікується валюта"
                                ),
                            )
                            .with_help(tr!(
                                l,
                                en: "write `BGN` (лв.), `EUR` (евро) or `UAH` (грн)",
                                bg: "напишете `лв.`, `евро` или `грн`",
                                uk: "напишіть `грн`, `євро` або `лв.`"
                            ))
                        }));
                        None
                    }
                }
            }
            None => {
                self.missing(a, "the currency");
                None
            }
        }
    }
}

/// How a date may be written, in a note's language.
fn date_forms(l: Lang) -> String {
    tr!(
        l,
        en: "a date is written `2021-03-11`, `11.03.2021` (optionally with `г.` or `р.`), or `11.03` \
         when the event's dates give the year",
        bg: "датата се пише `2021-03-11`, `11.03.2021` (може и с `г.`) или `11.03`, когато годината \
         личи от датите на турнира",
        uk: "дату пишуть `2021-03-11`, `11.03.2021` (можна з `р.`) або `11.03`, коли рік видно з дат \
         турніру"
    )
}

/// How a clock time may be written, in a note's language.
fn time_forms(l: Lang) -> String {
    tr!(
        l,
        en: "a time is written `14:30`, `14.30`, `14-30` or `9:30`, optionally followed by `ч.` or `год`",
        bg: "часът се пише `14:30`, `14.30`, `14-30` или `9:30`, може и с `ч.` след него",
        uk: "час пишуть `14:30`, `14.30`, `14-30` або `9:30`, можна з `год` після нього"
    )
}
