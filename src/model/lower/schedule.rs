//! The `schedule` block: entries with their date (or none, when the document gives only a
//! time), the weekday as written, the time it starts and ends, and the activity.

use super::*;
use crate::vocab::notation;

impl Lowerer {
    pub(super) fn schedule(&mut self, stmt: &Statement) -> Vec<ScheduleEntry> {
        const ACTS: &[Kw] = &[
            Kw::Arrival,
            Kw::Departure,
            Kw::Registration,
            Kw::TechnicalMeeting,
            Kw::Lots,
            Kw::Round,
            Kw::FreeDay,
            Kw::Playoff,
            Kw::Closing,
            Kw::Opening,
        ];
        let mut out = Vec::new();
        for s in self.block(stmt, "schedule") {
            let mut a = Args::new(s, 0);
            a.kw = "schedule entry".into();
            // A row may start with its time (`10:00 round 1`) when the document gives no date.
            // (`11.03` is a date there: a time starts a row only as `10:00`, `10-00`.)
            let undated = match a.peek() {
                Some(Value { kind: ValueKind::Time(_), .. }) => true,
                Some(Value { kind: ValueKind::Word(w), .. }) => {
                    keywords::lookup(w, &[Kw::Until]).is_some()
                }
                _ => false,
            };
            let date = if undated {
                None
            } else {
                let Some(date) = self.date(&mut a, "a date") else { continue };
                Some(date)
            };
            let mut weekday = None;
            if let Some(v @ Value { kind: ValueKind::Word(w), .. }) =
                a.peek().filter(|_| date.is_some())
            {
                if keywords::lookup(w, ACTS).is_none()
                    && keywords::lookup(w, &[Kw::Until]).is_none()
                {
                    a.next();
                    match calendar::weekday_from_word(w) {
                        Some(i) => weekday = Some(Spanned::new((w.clone(), i), v.span)),
                        None => {
                            let langs = self.suggestion_langs();
                            let best = suggest::closest(
                                w,
                                langs.iter().flat_map(|l| calendar::weekday_words_in(*l)),
                            );
                            self.diags.push(localized(|l| {
                                let d = Diagnostic::error(
                                    crate::model::codes::UNKNOWN_WEEKDAY,
                                    tr!(
                                        l,
                                        en: "`{w}` is not a weekday",
                                        bg: "`{w}` не е ден от седмицата",
                                        uk: "`{w}` не є днем тижня"
                                    ),
                                )
                                .with_label(
                                    v.span,
                                    tr!(
                                        l,
                                        en: "weekday or activity expected",
                                        bg: "очаква се ден от седмицата или събитие",
                                        uk: "очікується день тижня або подія"
                                    ),
                                );
                                match best {
                                    Some(c) => d.with_help(tr!(
                                        l,
                                        en: "did you mean `{c}`?",
                                        bg: "може би `{c}`?",
                                        uk: "можливо, `{c}`?"
                                    )),
                                    None => d,
                                }
                            }));
                        }
                    }
                }
            }
            // The time as written: `14:30`, `14-00`, `14:30 ч.`, or the number `14.30`.
            let mut time = None;
            match a.peek() {
                Some(v @ Value { kind: ValueKind::Time(t), .. }) => {
                    a.next();
                    time = self.time_value(v, t);
                }
                Some(v @ Value { kind: ValueKind::Number(t), .. })
                    if notation::parse_time(t).is_some() =>
                {
                    a.next();
                    time = self.time_value(v, t);
                }
                _ => {}
            }
            if time.is_some()
                && a.peek().and_then(|v| v.as_word()).is_some_and(notation::is_hour_mark)
            {
                a.next();
            }
            // `until 09:30`: when it ends (or, alone, the time it closes).
            let mut until = None;
            if let Some(Value { kind: ValueKind::Word(w), .. }) = a.peek() {
                if keywords::lookup(w, &[Kw::Until]).is_some() {
                    a.next();
                    match a.peek() {
                        Some(v @ Value { kind: ValueKind::Time(t), .. }) => {
                            a.next();
                            until = self.time_value(v, t);
                        }
                        Some(v @ Value { kind: ValueKind::Number(t), .. })
                            if notation::parse_time(t).is_some() =>
                        {
                            a.next();
                            until = self.time_value(v, t);
                        }
                        _ => self.missing(&a, "the time it ends"),
                    }
                    if a.peek().and_then(|v| v.as_word()).is_some_and(notation::is_hour_mark) {
                        a.next();
                    }
                }
            }
            let mut activities: Vec<Spanned<Activity>> = Vec::new();
            let mut wordings: Vec<Option<Spanned<String>>> = Vec::new();
            // A string right after an activity keyword is the source's wording of it.
            let mut after_keyword = false;
            while let Some(v) = a.peek() {
                while wordings.len() < activities.len() {
                    wordings.push(None);
                }
                match &v.kind {
                    ValueKind::Str(text) if after_keyword => {
                        a.next();
                        after_keyword = false;
                        if let Some(last) = wordings.last_mut() {
                            *last = Some(Spanned::new(text.clone(), v.span));
                        }
                    }
                    ValueKind::Str(text) => {
                        a.next();
                        activities.push(Spanned::new(Activity::Other(text.clone()), v.span));
                        wordings.push(None);
                    }
                    ValueKind::Word(_) => {
                        let Some(k) = self.keyword(&mut a, ACTS, "an activity") else { continue };
                        let act = match k.value {
                            Kw::Arrival => Activity::Arrival,
                            Kw::Departure => Activity::Departure,
                            Kw::Registration => Activity::Registration,
                            Kw::TechnicalMeeting => Activity::TechnicalMeeting,
                            Kw::Lots => Activity::Lots,
                            Kw::FreeDay => Activity::FreeDay,
                            Kw::Playoff => Activity::Playoff,
                            Kw::Closing => Activity::Closing,
                            Kw::Opening => Activity::Opening,
                            _ => match self.uint(&mut a, "the round number") {
                                Some(n) => {
                                    activities.push(Spanned::new(
                                        Activity::Round(n.value),
                                        k.span.join(n.span),
                                    ));
                                    wordings.push(None);
                                    after_keyword = true;
                                    continue;
                                }
                                None => continue,
                            },
                        };
                        activities.push(Spanned::new(act, k.span));
                        wordings.push(None);
                        after_keyword = true;
                    }
                    _ => break,
                }
            }
            wordings.resize(activities.len(), None);
            if activities.is_empty() && a.is_done() {
                self.missing(&a, "what happens (e.g. `round 1`)");
            }
            self.finish(&mut a);
            out.push(ScheduleEntry {
                date,
                weekday,
                time,
                until,
                activities,
                wordings,
                span: s.span,
            });
        }
        out
    }
}
