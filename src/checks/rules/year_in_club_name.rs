//! V608 `year-in-club-name`: a club name that contains the event's year.

use crate::checks::{facts, finding, Rule, WARNING};
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Regulation;

/// V608: a club name that contains the event's year.
pub struct YearInClubName;

static INFO: CodeInfo = CodeInfo {
    code: "V608",
    name: "year-in-club-name",
    severity: WARNING,
    summary: "a participant's club name contains the year of the event, as if a year had been replaced throughout the text",
    doc: Doc {
        what: r#"A club or federation written beside a participant that contains the event's year as a separate number (`Lokomotiv 2021` in a 2021 event)."#,
        why: r#"When a regulation is made from last year's by replacing the year everywhere, club names that contain a year are rewritten too, and so are ratings and dates. Seed 000 lists four players of "Lokomotiv 2021" in a regulation dated 2021; the club is Lokomotiv 2000, and the same replacement turned three ratings into 2021 and moved the event from 2007."#,
        example: r#"```text
event { dates 2021-03-11..2021-03-20 }
players { 3 IM "Genova Ruzka" 2243 club "Lokomotiv 2021" }
```"#,
        fix: r#"Write the club's registered name; then check every other year, rating and date in the text."#,
        reference: r#"National practice: clubs are registered with the federation (e.g. the Bulgarian Chess Federation's club register); the regulation must name them as registered."#,
    },
};

impl Rule for YearInClubName {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some((first, last)) = facts::event_period(reg) else { return };
        let years = [first.year().to_string(), last.year().to_string()];
        for p in facts::participants(reg) {
            let Some(club) = &p.club else { continue };
            let has_year = club
                .value
                .split(|c: char| !c.is_ascii_digit())
                .any(|number| years.iter().any(|y| y == number));
            if has_year {
                out.push(
                    finding(
                        &INFO,
                        format!("club `{}` of `{}` contains the event's year", club.value, p.name.value),
                    )
                    .with_label(club.span, "a year inside a club name")
                    .with_help("write the club's registered name, and check the text for other years replaced by mistake"),
                );
            }
        }
    }
}
