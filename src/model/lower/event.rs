//! The `event` block: organiser, venue, dates and the other facts of the event as a whole; the
//! officials, the appeals and the prizes.

use super::*;

impl Lowerer {
    pub(super) fn event(&mut self, stmt: &Statement, ev: &mut Event) {
        const KWS: &[Kw] = keywords::EVENT;
        for s in self.block(stmt, "event") {
            let Some(kw) = self.head(s, KWS, "event") else { continue };
            self.unexpected_block(s, "event entry");
            let mut a = Args::new(s, 1);
            match kw {
                Kw::Organiser => {
                    if let Some(v) = self.string(&mut a, "the organiser's name") {
                        ev.organisers.push(v);
                    }
                    while !a.is_done() {
                        if let Some(v) = self.string(&mut a, "the organiser's name") {
                            ev.organisers.push(v);
                        }
                    }
                }
                Kw::CoOrganiser => {
                    while !a.is_done() {
                        if let Some(v) = self.string(&mut a, "a co-organiser's name") {
                            ev.co_organisers.push(v);
                        }
                    }
                }
                Kw::Aim => {
                    let v = self.string(&mut a, "the aim");
                    let mut slot = ev.aim.take();
                    self.set_once(&mut slot, "aim", v);
                    ev.aim = slot;
                }
                Kw::City => {
                    let v = self.string(&mut a, "the locality");
                    let mut slot = ev.city.take();
                    self.set_once(&mut slot, "city", v);
                    ev.city = slot;
                }
                Kw::EntryFee => {
                    if let Some(amount) = self.money(&mut a, "the entry fee") {
                        let who = self.opt_string(&mut a);
                        ev.entry_fees.push(EntryFee { amount, who, span: s.span });
                    }
                }
                Kw::Venue => {
                    let v = self.string(&mut a, "the venue");
                    let mut slot = ev.venue.take();
                    self.set_once(&mut slot, "venue", v);
                    ev.venue = slot;
                }
                Kw::Address => {
                    let v = self.string(&mut a, "the address");
                    let mut slot = ev.address.take();
                    self.set_once(&mut slot, "address", v);
                    ev.address = slot;
                }
                Kw::Dates => {
                    match a.next() {
                        Some(v @ Value { kind: ValueKind::DateRange(x, y), .. }) => {
                            if let Some((from, to)) = self.parse_range(x, y, v.span) {
                                if to < from {
                                    self.diags.push(localized(|l| {
                                        Diagnostic::error(
                                            crate::model::codes::INVALID_DATE,
                                            tr!(
                                                l,
                                                en: "the event ends before it starts",
                                                bg: "турнирът свършва, преди да е започнал",
                                                uk: "турнір закінчується раніше, ніж починається"
                                            ),
                                        )
                                        .with_label(
                                            v.span,
                                            tr!(
                                                l,
                                                en: "{from} is after {to}",
                                                bg: "{from} е след {to}",
                                                uk: "{from} пізніше за {to}"
                                            ),
                                        )
                                        .with_help(tr!(
                                            l,
                                            en: "swap the two dates",
                                            bg: "разменете двете дати",
                                            uk: "поміняйте дати місцями"
                                        ))
                                    }));
                                }
                                let mut slot = ev.dates.take();
                                self.set_once(
                                    &mut slot,
                                    "dates",
                                    Some(Spanned::new((from, to), v.span)),
                                );
                                ev.dates = slot;
                            }
                        }
                        Some(v @ Value { kind: ValueKind::Date(x), .. }) => {
                            if let Some(d) = self.parse_date(x, v.span) {
                                ev.dates = Some(Spanned::new((d, d), v.span));
                            }
                        }
                        Some(v) => self.wrong_kind(&a, v, "a date range `YYYY-MM-DD..YYYY-MM-DD`"),
                        None => self.missing(&a, "a date range `YYYY-MM-DD..YYYY-MM-DD`"),
                    }
                    self.skip_year_mark(&mut a);
                }
                Kw::Arrival => ev.arrival = self.date(&mut a, "the arrival date"),
                Kw::Departure => ev.departure = self.date(&mut a, "the departure date"),
                Kw::Country => match a.next() {
                    Some(v) if v.as_word().is_some() || matches!(v.kind, ValueKind::Str(_)) => {
                        ev.country = Some(Spanned::new(value_text(v).to_uppercase(), v.span))
                    }
                    Some(v) => self.wrong_kind(&a, v, "a country code such as `BG`"),
                    None => self.missing(&a, "a country code such as `BG`"),
                },
                Kw::Approved => ev.approved = self.string(&mut a, "the approval line"),
                Kw::Name => {
                    let v = self.string(&mut a, "the event's name");
                    let mut slot = ev.name.take();
                    self.set_once(&mut slot, "name", v);
                    ev.name = slot;
                }
                _ => {}
            }
            self.finish(&mut a);
        }
    }

    pub(super) fn officials(&mut self, stmt: &Statement, out: &mut Vec<Official>) {
        const KWS: &[Kw] = &[Kw::ChiefArbiter, Kw::Deputy, Kw::Arbiter, Kw::Doctor, Kw::Director];
        for s in self.block(stmt, "officials") {
            let Some(kw) = self.head(s, KWS, "officials") else { continue };
            let mut a = Args::new(s, 1);
            let role = match kw {
                Kw::ChiefArbiter => Role::ChiefArbiter,
                Kw::Deputy => Role::DeputyArbiter,
                Kw::Arbiter => Role::Arbiter,
                Kw::Doctor => Role::Doctor,
                _ => Role::Director,
            };
            let role_span = s.values[0].span;
            if let Some(name) = self.string(&mut a, "the official's name") {
                let category = self.opt_string(&mut a);
                let mut fide_id = None;
                if self.peek_kw(&a, &[Kw::FideId]).is_some() {
                    a.next();
                    fide_id = self
                        .uint(&mut a, "a FIDE ID")
                        .map(|n| Spanned::new(u64::from(n.value), n.span));
                }
                out.push(Official { role: Spanned::new(role, role_span), name, category, fide_id });
            }
            self.finish(&mut a);
        }
    }

    pub(super) fn appeals(&mut self, stmt: &Statement) -> Appeals {
        let mut ap = Appeals { span: stmt.span, ..Appeals::default() };
        const KWS: &[Kw] = &[
            Kw::Chair,
            Kw::Member,
            Kw::Reserve,
            Kw::Reserves,
            Kw::Size,
            Kw::Deadline,
            Kw::Fee,
            Kw::Refund,
            Kw::Final,
        ];
        for s in self.block(stmt, "appeals") {
            let Some(kw) = self.head(s, KWS, "appeals") else { continue };
            let mut a = Args::new(s, 1);
            match kw {
                Kw::Chair => ap.chair = self.string(&mut a, "the chair's name"),
                Kw::Member => {
                    while !a.is_done() {
                        if let Some(n) = self.string(&mut a, "a member's name") {
                            ap.members.push(n);
                        }
                    }
                }
                Kw::Reserve | Kw::Reserves => {
                    while !a.is_done() {
                        if let Some(n) = self.string(&mut a, "a reserve's name") {
                            ap.reserves.push(n);
                        }
                    }
                }
                Kw::Size => ap.stated_size = self.uint(&mut a, "the committee size"),
                Kw::Deadline => {
                    if let Some(q) = self.quantity(&mut a, "the deadline", Unit::Minutes) {
                        let mut from = DeadlineFrom::Decision;
                        if self.peek_kw(&a, &[Kw::After]).is_some() {
                            a.next();
                            if let Some(k) = self.keyword(
                                &mut a,
                                &[Kw::Decision, Kw::Round],
                                "`decision` or `round`",
                            ) {
                                if k.value == Kw::Round {
                                    from = DeadlineFrom::Round;
                                }
                            }
                        }
                        ap.deadline = Some(Spanned::new((q.value, from), s.span));
                    }
                }
                Kw::Fee => ap.fee = self.money(&mut a, "the fee"),
                Kw::Refund => {
                    let upheld = self.keyword(&mut a, &[Kw::IfUpheld], "`if-upheld`");
                    ap.refund_if_upheld = upheld.map(|k| Spanned::new(true, k.span));
                }
                _ => ap.final_decision = Some(Spanned::new(true, s.span)),
            }
            self.finish(&mut a);
        }
        ap
    }

    pub(super) fn prizes(&mut self, stmt: &Statement, out: &mut Vec<Prize>) {
        for s in self.block(stmt, "prizes") {
            let Some(_) = self.head(s, &[Kw::Place], "prizes") else { continue };
            let mut a = Args::new(s, 1);
            let Some(first) = self.uint(&mut a, "the place") else { continue };
            let mut last = first.clone();
            if let Some(Value { kind: ValueKind::Number(_), .. }) = a.peek() {
                if let Some(l) = self.uint(&mut a, "the last place") {
                    last = l;
                }
            }
            let mut prize = Prize {
                places: Spanned::new((first.value, last.value), first.span.join(last.span)),
                awards: Vec::new(),
                money: None,
                classification: None,
                span: s.span,
            };
            while let Some(v) = a.peek() {
                match &v.kind {
                    ValueKind::Str(t) => {
                        a.next();
                        prize.awards.push(Spanned::new(t.clone(), v.span));
                    }
                    ValueKind::Word(w) => {
                        match keywords::lookup(w, &[Kw::Money, Kw::Classification]) {
                            Some(Kw::Money) => {
                                a.next();
                                prize.money = self.money(&mut a, "the amount");
                            }
                            Some(_) => {
                                a.next();
                                prize.classification = self.string(&mut a, "the classification");
                            }
                            None => {
                                a.next();
                                prize.awards.push(Spanned::new(w.clone(), v.span));
                            }
                        }
                    }
                    _ => break,
                }
            }
            self.finish(&mut a);
            out.push(prize);
        }
    }
}
