//! V302 `below-fide-standard-minimum`: too little time for a FIDE standard-rated game of the
//! strongest participant.

use crate::checks::{facts, finding, Rule, ERROR};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::time_control;
use crate::model::{RatedFor, Regulation};
use crate::vocab::fide::time::{self, GameClass};

/// A standard control shorter than the rating regulations require for the field.
pub struct BelowFideStandardMinimum;

static INFO: CodeInfo = CodeInfo {
    code: "V302",
    name: "below-fide-standard-minimum",
    severity: ERROR,
    summary: "the time control is shorter than FIDE standard rating requires for the highest-rated participant",
    doc: Doc {
        what: r#"A `rated fide-standard` event whose time per player (all periods + 60 × increment) is below the
minimum for a game of its highest-rated participant. From 1 January 2022: a player rated 2400
or more needs 120 min, 1800 or more 90 min, otherwise 60 min. Before 2022 the bands were 2200
and 1600. The edition is chosen by the event's first day."#,
        why: r#"Games that do not meet the minimum are not rated; in a round robin the highest-rated player
meets everyone, so every one of her games is lost for rating. A 60 min + 30 s event (90 min) is
fine for a field below 2400 but not once a 2400 player enters."#,
        example: r#"```text
event { dates 2024-06-07..2024-06-15 }
time-control { period 60 min; increment 30 s from-move 1 }
validity { rated fide-standard }
players { 1 GM "Cheparinov Ivan" 2650 … }
```"#,
        fix: r#"Lengthen the control to the minimum (90 min + 30 s gives 120 min), or do not claim FIDE standard
rating."#,
        reference: r#"FIDE Rating Regulations (1 March 2024, same bands as 1 January 2022) §1; the pre-2022 text used
2200/1600."#,
    },
};

impl Rule for BelowFideStandardMinimum {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(claim) = facts::rated_claim(reg, RatedFor::FideStandard) else { return };
        let Some(tc) = facts::time_control(reg) else { return };
        let Some(seconds) = time_control::per_player_seconds(tc) else { return };
        if time::classify_seconds(seconds) != GameClass::Standard {
            return; // V301 reports a control that is not standard at all
        }
        let rules = time::standard_rate_of_play(facts::start_date(reg));
        let top = facts::highest_rated(reg);
        let rating = top.and_then(|p| p.rating.as_ref()).map_or(0, |r| r.value);
        let (minimum, threshold) = rules.minimum_for(rating);
        if seconds >= minimum * 60 {
            return;
        }
        let t = time::describe_seconds_as_minutes(seconds);
        let who = match top {
            Some(p) if threshold > 0 => format!("`{}` ({rating})", p.name.value),
            _ => "any game".to_string(),
        };
        let band = if threshold > 0 {
            format!("a game with a player rated {threshold} or more")
        } else {
            "every game".to_string()
        };
        let first = tc.periods.first().map_or(tc.span, |p| p.minutes.span);
        let mut d = finding(
            &INFO,
            format!(
                "{} gives {t} per player, but {band} needs at least {minimum} min for FIDE standard rating",
                time_control::describe(tc)
            ),
        )
        .with_label(first, format!("T = {t}, {minimum} min needed"))
        .with_label(claim, "rated fide-standard");
        if let Some(r) = top.and_then(|p| p.rating.as_ref()).filter(|_| threshold > 0) {
            d = d.with_label(r.span, format!("{who} plays in this event"));
        }
        out.push(
            d.with_note(format!("{}: T = all periods + 60 × increment", rules.edition)).with_help(
                format!("give at least {minimum} min per player (base + 60 × increment), or do not claim FIDE standard rating"),
            ),
        );
    }
}
