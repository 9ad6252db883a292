//! Recorded outcomes of ties (a results file's `decided`): a play-off, an Armageddon game or a
//! drawing of lots that decided a tie the tie-break list left. Applied to a classification, the
//! tied rows take their places in the recorded order; an outcome that names no tie the list
//! leaves is not applied (`S110`), and one decided by another method than the regulation
//! prescribes is applied with a warning (`S111`).

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::results::{DecisionMethod, RecordedDecision};
use crate::vocab::Lang;

/// A tie the list left, as the decisions see it: who, which places, and the method the
/// regulation prescribes (`None`: shared places).
pub(crate) struct Group<'a> {
    /// Start numbers (team numbers in team standings).
    pub players: &'a [u32],
    /// First and last place.
    pub places: (u32, u32),
    /// The method the regulation prescribes; `None` when the places are shared.
    pub prescribed: Option<DecisionMethod>,
}

fn method_words(m: Option<DecisionMethod>, l: Lang) -> String {
    match m {
        Some(DecisionMethod::Playoff) => {
            tr!(l, en: "a play-off", bg: "бараж", uk: "додатковий матч")
        }
        Some(DecisionMethod::Armageddon) => {
            tr!(l, en: "an Armageddon game", bg: "армагедон", uk: "армагедон")
        }
        Some(DecisionMethod::Lots) => tr!(l, en: "a drawing of lots", bg: "жребий", uk: "жереб"),
        None => tr!(l, en: "shared places", bg: "поделени места", uk: "поділені місця"),
    }
}

fn numbers(list: &[u32]) -> String {
    list.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", ")
}

/// Applies the decisions recorded for classification `board` (`None`: the main one) to `rows`
/// (in rank order): each decision naming exactly the competitors of a group puts them in its
/// order, on the group's places one by one. Returns, for each group, the decision applied.
pub(crate) fn apply<R: Clone>(
    decisions: &[RecordedDecision],
    board: Option<u32>,
    groups: &[Group<'_>],
    rows: &mut [R],
    start: impl Fn(&R) -> u32,
    set_rank: impl Fn(&mut R, u32),
    diagnostics: &mut Vec<Diagnostic>,
) -> Vec<Option<RecordedDecision>> {
    let mut applied: Vec<Option<RecordedDecision>> = vec![None; groups.len()];
    for d in decisions.iter().filter(|d| d.board == board) {
        let same = |g: &Group<'_>| {
            g.players.len() == d.order.len() && g.players.iter().all(|p| d.order.contains(p))
        };
        let Some(i) = groups.iter().position(same) else {
            let named = numbers(&d.order);
            diagnostics.push(localized(|l| {
                let left: Vec<String> = groups
                    .iter()
                    .map(|g| {
                        let (from, to, who) = (g.places.0, g.places.1, numbers(g.players));
                        tr!(l, en: "places {from}–{to}: {who}", bg: "места {from}–{to}: {who}", uk: "місця {from}–{to}: {who}")
                    })
                    .collect();
                let left = left.join("; ");
                Diagnostic::warning(
                    crate::score::codes::DECISION_NAMES_NO_TIE,
                    tr!(
                        l,
                        en: "the recorded outcome names {named}, who are not a tie the tie-break list leaves; it is not applied",
                        bg: "записаният изход назовава {named}, които не са равенство, оставено от списъка на показателите; не се прилага",
                        uk: "записаний результат називає {named}, які не є рівністю, що її лишає список показників; його не застосовано"
                    ),
                )
                .with_label(
                    d.span,
                    tr!(l, en: "recorded outcome", bg: "записан изход", uk: "записаний результат"),
                )
                .with_help(tr!(
                    l,
                    en: "name exactly the tied competitors the standings report, in the order decided",
                    bg: "назовете точно равните участници, които класирането съобщава, в решения ред",
                    uk: "назвіть саме тих рівних учасників, яких повідомляє таблиця, у вирішеному порядку"
                ))
                .with_note(if left.is_empty() {
                    tr!(
                        l,
                        en: "the list leaves no tie in this classification",
                        bg: "списъкът не оставя равенство в това класиране",
                        uk: "список не лишає рівності в цьому заліку"
                    )
                } else {
                    tr!(
                        l,
                        en: "the list leaves: {left}",
                        bg: "списъкът оставя: {left}",
                        uk: "список лишає: {left}"
                    )
                })
            }));
            continue;
        };
        if applied[i].is_some() {
            let named = numbers(&d.order);
            diagnostics.push(localized(|l| {
                Diagnostic::warning(
                    crate::score::codes::DECISION_NAMES_NO_TIE,
                    tr!(
                        l,
                        en: "the tie of {named} is decided twice; the first outcome is applied",
                        bg: "равенството на {named} е решено два пъти; прилага се първият изход",
                        uk: "рівність {named} вирішено двічі; застосовано перший результат"
                    ),
                )
                .with_label(
                    d.span,
                    tr!(
                        l,
                        en: "second recorded outcome",
                        bg: "втори записан изход",
                        uk: "другий записаний результат"
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "keep one `decided` statement per tie",
                    bg: "оставете по едно изречение `решение` за равенство",
                    uk: "лишіть одне речення `рішення` на рівність"
                ))
            }));
            continue;
        }
        let g = &groups[i];
        if g.prescribed != Some(d.method) {
            let (from, to) = g.places;
            diagnostics.push(localized(|l| {
                let (used, prescribed) = (method_words(Some(d.method), l), method_words(g.prescribed, l));
                Diagnostic::warning(
                    crate::score::codes::DECISION_NOT_AS_PRESCRIBED,
                    tr!(
                        l,
                        en: "the tie for places {from}–{to} was decided by {used}, but the regulation prescribes {prescribed}",
                        bg: "равенството за места {from}–{to} е решено чрез {used}, а регламентът предписва {prescribed}",
                        uk: "рівність за місця {from}–{to} вирішено через {used}, а регламент передбачає {prescribed}"
                    ),
                )
                .with_label(
                    d.span,
                    tr!(l, en: "recorded outcome", bg: "записан изход", uk: "записаний результат"),
                )
                .with_help(tr!(
                    l,
                    en: "record the method actually used, with the reason in the note",
                    bg: "запишете действително използвания метод, с причината в бележката",
                    uk: "запишіть метод, який справді використали, з причиною в примітці"
                ))
            }));
        }
        // The tied rows' slots, in rank order, filled in the decided order.
        let slots: Vec<usize> =
            (0..rows.len()).filter(|&r| g.players.contains(&start(&rows[r]))).collect();
        let ordered: Vec<R> =
            d.order.iter().filter_map(|p| rows.iter().find(|r| start(r) == *p).cloned()).collect();
        for (k, (slot, mut row)) in slots.iter().zip(ordered).enumerate() {
            set_rank(&mut row, g.places.0 + k as u32);
            rows[*slot] = row;
        }
        applied[i] = Some(d.clone());
    }
    applied
}
