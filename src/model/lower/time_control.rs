//! The `time-control` block.

use super::*;

impl Lowerer {
    pub(super) fn time_control(&mut self, stmt: &Statement) -> TimeControl {
        let mut tc = TimeControl { span: stmt.span, ..TimeControl::default() };
        const KWS: &[Kw] = &[
            Kw::Period,
            Kw::Increment,
            Kw::Delay,
            Kw::DefaultTime,
            Kw::QuickplayFinish,
            Kw::Clock,
            Kw::NoDrawBefore,
            Kw::Scoresheet,
        ];
        for s in self.block(stmt, "time-control") {
            let Some(kw) = self.head(s, KWS, "time-control") else { continue };
            let mut a = Args::new(s, 1);
            match kw {
                Kw::Period => {
                    if let Some(minutes) =
                        self.quantity(&mut a, "the minutes of the period", Unit::Minutes)
                    {
                        let mut moves = None;
                        if self.peek_kw(&a, &[Kw::Moves]).is_some() {
                            a.next();
                            moves = self.uint(&mut a, "the number of moves");
                        } else if let Some(Value { kind: ValueKind::Number(_), .. }) = a.peek() {
                            moves = self.uint(&mut a, "the number of moves");
                            if self.peek_kw(&a, &[Kw::Moves]).is_some() {
                                a.next();
                            }
                        }
                        tc.periods.push(Period { minutes, moves });
                    }
                }
                Kw::Increment => {
                    let inc = self.quantity(&mut a, "the increment", Unit::Seconds);
                    self.set_once(&mut tc.increment_seconds, "increment", inc);
                    if self.peek_kw(&a, &[Kw::FromMove]).is_some() {
                        a.next();
                        tc.increment_from_move = self.uint(&mut a, "the first move with increment");
                    }
                }
                Kw::Delay => tc.delay_seconds = self.quantity(&mut a, "the delay", Unit::Seconds),
                Kw::DefaultTime => {
                    tc.default_minutes = self.quantity(&mut a, "the default time", Unit::Minutes)
                }
                Kw::QuickplayFinish => tc.quickplay_finish = self.on_off(&mut a),
                Kw::Clock => tc.clock = self.string(&mut a, "the clock type"),
                Kw::NoDrawBefore => tc.no_draw_before = self.uint(&mut a, "a move number"),
                Kw::Scoresheet => tc.scoresheet = self.string(&mut a, "the scoresheet rule"),
                _ => {}
            }
            self.finish(&mut a);
        }
        tc
    }
}
