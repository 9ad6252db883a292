//! V212 `technical-meeting-after-first-round`: the technical meeting is not before round 1.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Activity;

/// A technical meeting scheduled at or after the start of round 1.
pub struct TechnicalMeetingAfterFirstRound;

static INFO: CodeInfo = CodeInfo {
    code: "V212",
    name: "technical-meeting-after-first-round",
    severity: ERROR,
    summary: "the technical meeting is scheduled at or after the start of round 1",
    doc: Doc {
        what: r#"A `technical-meeting` entry that is not earlier than `round 1` (by date, and by time on the same
day)."#,
        why: r#"The technical meeting confirms the participants, draws the pairing numbers and announces the
rules before play; after round 1 has started it cannot do any of that."#,
        example: r#"```text
schedule {
  2007-03-11 неделя 14:30 round 1
  2007-03-11 неделя 15:00 technical-meeting
}
```"#,
        fix: r#"Schedule the technical meeting before round 1 (the same morning or the day before)."#,
        reference: r#"FIDE Handbook C.01 (General Regulations for Competitions: the technical meeting precedes the
first round); C.05 (pairing numbers drawn before the first round)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "техническата конференция не е преди първия кръг",
        doc: Doc {
            what: r#"Ред `technical-meeting`, който не е по-рано от `round 1` (по дата, а в същия ден — по час)."#,
            why: r#"Техническата конференция потвърждава участниците, тегли стартовите номера и обявява правилата преди играта; след началото на първия кръг тя не може да направи нищо от това."#,
            example: r#""#,
            fix: r#"Насрочете техническата конференция преди първия кръг (същата сутрин или предния ден)."#,
            reference: r#"Наръчник на ФИДЕ, C.01 (Общи правила за състезания: техническата конференция е преди първия кръг); C.05 (стартовите номера се теглят преди първия кръг)."#,
        },
    },
    uk: Texts {
        summary: "технічна нарада не раніше за перший тур",
        doc: Doc {
            what: r#"Рядок `technical-meeting`, який не раніший за `round 1` (за датою, а того самого дня — за часом)."#,
            why: r#"Технічна нарада підтверджує учасників, проводить жеребкування стартових номерів і оголошує правила до гри; після початку першого туру вона нічого з цього зробити не може."#,
            example: r#""#,
            fix: r#"Призначте технічну нараду до першого туру (того ж ранку або напередодні)."#,
            reference: r#"Довідник ФІДЕ, C.01 (Загальні правила змагань: технічна нарада відбувається до першого туру); C.05 (жеребкування стартових номерів до першого туру)."#,
        },
    },
};

impl Rule for TechnicalMeetingAfterFirstRound {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some((meeting, meeting_span)) =
            facts::first_activity(reg, |a| *a == Activity::TechnicalMeeting)
        else {
            return;
        };
        let Some(first) = facts::scheduled_rounds(reg).into_iter().find(|r| r.number == 1) else {
            return;
        };
        let late = match (&meeting.time, first.start()) {
            (Some(_), Some(start)) => facts::moment(meeting).is_some_and(|m| m >= start),
            _ => matches!(
                (meeting.date.as_ref().map(|d| d.value), first.date()),
                (Some(m), Some(f)) if m > f
            ),
        };
        if late {
            out.push(localized(|l| {
                finding(
                    &INFO,
                    tr!(
                        l,
                        en: "the technical meeting is not before round 1",
                        bg: "техническата конференция не е преди първия кръг",
                        uk: "технічна нарада не раніше за перший тур"
                    ),
                )
                .with_label(
                    meeting_span,
                    tr!(l, en: "technical meeting", bg: "техническа конференция", uk: "технічна нарада"),
                )
                .with_label(
                    first.span,
                    tr!(
                        l,
                        en: "round 1 starts earlier",
                        bg: "първият кръг започва по-рано",
                        uk: "перший тур починається раніше"
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "schedule the technical meeting before round 1",
                    bg: "насрочете техническата конференция преди първия кръг",
                    uk: "призначте технічну нараду до першого туру"
                ))
            }));
        }
    }
}
