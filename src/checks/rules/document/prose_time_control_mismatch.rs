//! V825 `prose-time-control-mismatch`: a time or a number of moves in the prose about the time control is not in the `time-control` facts.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::model::Regulation;
use crate::prose;

/// V825: a time or a number of moves in the prose about the time control is not in the `time-control` facts.
pub struct ProseTimeControlMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V825",
    name: "prose-time-control-mismatch",
    severity: Severity::Error,
    summary: "a time or a number of moves in the prose about the time control is not in the `time-control` facts",
    doc: Doc {
        what: r#"In a paragraph that gives the time control (it names the control, `контрол…`, `време за игра`, `контроль часу`, or gives minutes together with moves), a quantity of minutes or hours, of seconds, or of moves that no fact holds: not a period, the default time, the increment or delay, a play-off stage's time or the play-off's start, nor a period's moves. `2 часа` is 120 minutes."#,
        why: r#"The time control decides whether a game is rated and on which list; a text that gives 90 minutes where the facts give 60 changes the event, and the arbiter will set the clocks by one of them."#,
        example: r#"```text
time-control { period 60 min moves 40; period 30 min; increment 30 s from-move 1 }
section 5 { "Контролата за игра е 90 минути за 40 хода и 30 минути до края на партията, с по 30 секунди на ход." }
```"#,
        fix: r#"Correct whichever is wrong; write `{time_control}` in the prose instead of the figures."#,
        reference: r#"FIDE Laws of Chess, Art. 6 and Appendices A and B; FIDE Rating Regulations 1.3 (minimum time for rated games)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary:
            "време или брой ходове в текста за контролата липсва във фактите на `time-control`",
        doc: Doc {
            what: r#"В абзац, който описва контролата (назовава я — `контрол…`, `време за игра` — или дава минути заедно с ходове), количество минути или часове, секунди или ходове, което не е във фактите: нито период, нито допустимото закъснение, нито добавката, нито време на етап от плейофа или началото му, нито ходовете на период. `2 часа` са 120 минути."#,
            why: r#"Контролата определя дали партията се отчита за рейтинг и за коя ранглиста; текст, който дава 90 минути там, където фактите дават 60, променя турнира, а съдията ще нагласи часовниците по едното от двете."#,
            example: r#""#,
            fix: r#"Поправете грешното; в текста напишете `{time_control}` вместо числата."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, чл. 6 и приложения А и Б; Правила за рейтинг на ФИДЕ, 1.3 (минимално време за партии с рейтинг)."#,
        },
    },
    uk: Texts {
        summary:
            "час або кількість ходів у тексті про контроль часу відсутні у фактах `time-control`",
        doc: Doc {
            what: r#"В абзаці, що описує контроль часу (називає його — `контроль часу` — або дає хвилини разом із ходами), кількість хвилин чи годин, секунд або ходів, якої немає у фактах: ні періоду, ні допустимого запізнення, ні додавання, ні часу етапу плей-офу чи його початку, ні ходів періоду. `2 години` — це 120 хвилин."#,
            why: r#"Контроль часу визначає, чи рахується партія в рейтинг і в який рейтинг-лист; текст, що дає 90 хвилин там, де факти дають 60, змінює турнір, а суддя налаштує годинники за чимось одним."#,
            example: r#""#,
            fix: r#"Виправте помилкове; у тексті напишіть `{time_control}` замість чисел."#,
            reference: r#"Правила шахів ФІДЕ, ст. 6 і додатки A та B; Правила рейтингу ФІДЕ, 1.3 (мінімальний час рейтингових партій)."#,
        },
    },
};

impl Rule for ProseTimeControlMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(tc) = facts::time_control(reg) else { return };
        let (minutes, seconds, moves) = known(reg, tc);
        for (p, read) in reg.paragraphs() {
            let text = &p.text.value;
            let lower = read.lower();
            let durations = prose::durations_in(text, read.counted(), reg.lang);
            let move_counts = prose::moves_in(read.counted());
            let names_control =
                ["контрол", "време за игра", "времето за игра", "контроль часу", "time control"]
                    .iter()
                    .any(|w| lower.contains(w));
            let gives_control = names_control || (!move_counts.is_empty() && !durations.is_empty());
            if !gives_control {
                continue;
            }
            let mut wrong: Vec<(usize, usize, String)> = Vec::new();
            for d in &durations {
                let ok = match d.unit {
                    prose::TimeUnit::Seconds => seconds.contains(&d.seconds),
                    _ => d.seconds % 60 == 0 && minutes.contains(&(d.seconds / 60)),
                };
                if !ok {
                    let shown = &text[d.start..d.end];
                    wrong.push((d.start, d.end, shown.to_string()));
                }
            }
            for (n, start, end) in &move_counts {
                if !moves.contains(n) {
                    let shown = &text[*start..*end];
                    wrong.push((*start, *end, shown.to_string()));
                }
            }
            for (start, end, shown) in wrong {
                let span = facts::span_in_literal(text, p.text.span, start, end);
                out.push(localized(|l| {
                    let described = crate::model::time_control::describe_in(tc, l);
                    Diagnostic::new(Code::new(&INFO), INFO.severity, tr!(
                        l,
                        en: "the text gives `{shown}` for the time control, which no `time-control` fact holds",
                        bg: "в текста за контролата пише `{shown}`, а такова число няма във фактите на `time-control`",
                        uk: "у тексті про контроль часу написано `{shown}`, а такого числа немає у фактах `time-control`"
                    ))
                    .with_label(span, tr!(l, en: "not in the facts", bg: "липсва във фактите", uk: "немає у фактах"))
                    .with_label(tc.span, tr!(l, en: "the facts: {described}", bg: "фактите: {described}", uk: "факти: {described}"))
                    .with_help(tr!(
                        l,
                        en: "correct the one that is wrong, and write `{{time_control}}` in the text instead of the figures",
                        bg: "поправете грешното и в текста напишете `{{time_control}}` вместо числата",
                        uk: "виправте помилкове, а в тексті напишіть `{{time_control}}` замість чисел"
                    ))
                }));
            }
        }
    }
}

/// The minutes, seconds and move numbers the facts hold, for the time control and everything
/// prose about it may mention (default time, play-off stages and start, lineup deadline).
fn known(reg: &Regulation, tc: &crate::model::TimeControl) -> (Vec<u64>, Vec<u64>, Vec<u64>) {
    let mut minutes: Vec<u64> = tc.periods.iter().map(|p| u64::from(p.minutes.value)).collect();
    minutes.push(u64::from(tc.total_base_minutes()));
    minutes.extend(tc.default_minutes.iter().map(|m| u64::from(m.value)));
    let mut seconds: Vec<u64> = Vec::new();
    seconds
        .extend(tc.increment_seconds.iter().chain(&tc.delay_seconds).map(|s| u64::from(s.value)));
    let mut moves: Vec<u64> =
        tc.periods.iter().filter_map(|p| p.moves.as_ref()).map(|m| u64::from(m.value)).collect();
    moves.extend(
        tc.increment_from_move.iter().chain(&tc.no_draw_before).map(|m| u64::from(m.value)),
    );
    // The moves a later period starts after (`след 40-ия ход`) and their running totals.
    let mut total = 0;
    for p in &tc.periods {
        if let Some(m) = &p.moves {
            total += u64::from(m.value);
            moves.push(total);
        }
    }
    let mut stages: Vec<&crate::model::PlayoffStage> = Vec::new();
    if let Some(r) = &reg.ranking {
        stages.extend(&r.playoff);
        minutes.extend(r.playoff_start_minutes.iter().map(|m| u64::from(m.value)));
    }
    for s in &reg.subclassifications {
        stages.extend(&s.playoff);
    }
    for s in stages {
        minutes.extend(s.base_minutes.iter().map(|m| u64::from(m.value)));
        seconds.extend(s.increment_seconds.iter().map(|m| u64::from(m.value)));
    }
    if let Some(t) = &reg.team_rules {
        minutes.extend(t.lineup_deadline_minutes.iter().map(|m| u64::from(m.value)));
    }
    (minutes, seconds, moves)
}
