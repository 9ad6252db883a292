//! Scoring: standings of an individual event under the FIDE tie-break regulations (C.07).
//!
//! [`standings`] turns a [`Tournament`] and an ordered tie-break list into ranked rows: primary
//! score first, then each tie-break applied to the groups still tied ([`rank`]), with the
//! unplayed-round rules of the edition in force ([`edition`], [`unplayed`]).

pub mod codes;
pub mod de;
mod decisions;
pub mod edition;
pub mod extras;
pub mod individual;
pub mod rank;
pub mod rating;
pub mod regulation;
pub mod team;
pub mod unplayed;
pub mod why;

#[cfg(test)]
mod tests;

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::results::Tournament;
use crate::vocab::points::Points;
use crate::vocab::tiebreak::{Labelled, TieBreak, TieBreakKind, TieBreakList};
use de::DirectEncounter;
use edition::Edition;
use individual::Column;
use rank::Criterion;
use serde::Serialize;
use unplayed::Crosstable;

/// How to compute standings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScoreOptions {
    /// Rule edition; `None` = the one in force at the event's start date.
    pub edition: Option<Edition>,
    /// Force round robin (`Some(true)`) or Swiss (`Some(false)`); `None` = from the tournament.
    pub round_robin: Option<bool>,
    /// Participants still tied after the whole list share their rank (the regulations say so);
    /// otherwise the tie is reported as unresolved.
    pub share_ties: bool,
    /// Rating given to unrated players for the Art. 10 tie-breaks, if fixed in advance (the
    /// regulation's `unrated-rating`); a descriptor's own `/U<rating>` wins over it. Without
    /// either, a rating-based tie-break is dropped when unrated players take part.
    pub unrated_rating: Option<u32>,
}

/// One row of the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Row {
    /// Start number.
    pub start: u32,
    /// Name (kept inside the row up to 24 bytes: no allocation a row).
    pub name: compact_str::CompactString,
    /// Primary score.
    pub points: Points,
    /// Rank (the first place of the group when tied).
    pub rank: u32,
    /// Last place of the tie group (equal to `rank` when the player is alone).
    pub rank_to: u32,
    /// Tie-break values, in list order; `None` = undefined.
    pub values: Vec<Option<Points>>,
}

/// The computed standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Standings {
    /// Edition applied.
    pub edition: Edition,
    /// Round-robin rules applied (Art. 15.2).
    pub round_robin: bool,
    /// The tie-break list, as given.
    pub tiebreaks: Vec<TieBreak>,
    /// Each tie-break's words as written (`BH/C1`, `Бухолц`): the columns' headings.
    #[serde(skip)]
    pub labels: Vec<String>,
    /// Rows in rank order.
    pub rows: Vec<Row>,
    /// Groups (start numbers) the list did not separate and that do not share a rank: they are
    /// to be decided as the regulations prescribe (play-off, or drawing of lots, Art. 4.2).
    pub unresolved: Vec<Vec<u32>>,
    /// Remarks about the list (tie-breaks not computed, rules that forbid a tie-break, …).
    pub notes: Vec<Diagnostic>,
}

impl Standings {
    /// The row of a player.
    pub fn row(&self, start: u32) -> Option<&Row> {
        self.rows.iter().find(|r| r.start == start)
    }

    /// The value of tie-break `index` (list position) for a player.
    pub fn value(&self, start: u32, index: usize) -> Option<Points> {
        self.row(start)?.values.get(index).copied().flatten()
    }
}

/// True when standings of `t` under `list` are team standings: the event has teams, or the
/// list can only rank teams ([`TieBreakList::is_for_teams`]).
pub fn wants_team_standings(t: &Tournament, list: &TieBreakList) -> bool {
    !t.teams.is_empty() || list.is_for_teams()
}

/// The edition for a tournament under the options.
pub fn edition_for(t: &Tournament, options: &ScoreOptions) -> Edition {
    options.edition.or_else(|| t.start_date.map(Edition::for_date)).unwrap_or(Edition::Y2026)
}

/// A tie-break given by a value per player.
struct ValueCriterion {
    label: String,
    values: Values,
    lower_is_better: bool,
    /// The buffer a group's members are sorted in, with their keys.
    keyed: std::cell::Cell<Vec<Keyed>>,
}

/// A participant with the key it ranks by, packed so that ascending order is the ranking's
/// ([`packed`]).
type Keyed = u128;

/// `(key, who)` as one number that sorts as `(Reverse(key), who)`: higher keys first, an
/// undefined key after every defined one, then by start number. Bits 32–96 hold the key's
/// rank (`u64::MAX` − the key's order-keeping image in `u64`, or 2^64 when undefined), bits
/// 0–31 the participant.
fn packed(key: Option<i64>, who: u32) -> Keyed {
    let rank = match key {
        Some(v) => u128::from(u64::MAX - ((v as u64) ^ (1 << 63))),
        None => 1 << 64,
    };
    (rank << 32) | u128::from(who)
}

/// A [`Column`] kept in 9 bytes a participant instead of 16: the values, and which are defined.
struct Values {
    value: Vec<i64>,
    defined: Vec<bool>,
}

impl Values {
    fn of(column: Column) -> Values {
        let value = column.iter().map(|v| v.map_or(0, |p| p.0)).collect();
        let defined = column.iter().map(Option::is_some).collect();
        Values { value, defined }
    }

    /// The value of participant `who` (start number), if defined.
    fn get(&self, who: u32) -> Option<Points> {
        let i = who.checked_sub(1)? as usize;
        self.defined.get(i).copied()?.then(|| Points(self.value[i]))
    }
}

impl ValueCriterion {
    fn new(label: String, column: Column, lower_is_better: bool) -> Box<ValueCriterion> {
        Box::new(ValueCriterion {
            label,
            values: Values::of(column),
            lower_is_better,
            keyed: std::cell::Cell::new(Vec::new()),
        })
    }

    /// The key it ranks by: higher first, undefined last.
    fn key(&self, who: u32) -> Option<i64> {
        let v = self.values.get(who)?;
        Some(if self.lower_is_better { -v.0 } else { v.0 })
    }
}

impl Criterion for ValueCriterion {
    fn split(&self, group: &[u32]) -> Vec<Vec<u32>> {
        rank::split_by_key(group, |p| self.key(p))
    }

    fn shown(&self, who: u32, _group: &[u32]) -> Option<Points> {
        self.values.get(who)
    }

    /// As [`rank::split_by_key`] (higher keys first, undefined last, then by start number),
    /// sorting the group itself.
    fn split_in_place_into(&self, group: &mut [u32], lengths: &mut Vec<usize>) {
        // Each member's key looked up once, not at every comparison; start numbers are
        // distinct, so the order is total and an unstable sort gives the same. The keyed
        // copy is one buffer reused from group to group.
        let mut keyed = self.keyed.take();
        keyed.clear();
        keyed.extend(group.iter().map(|&p| packed(self.key(p), p)));
        keyed.sort_unstable();
        for (slot, &k) in group.iter_mut().zip(&keyed) {
            *slot = k as u32;
        }
        lengths.extend(keyed.chunk_by(|a, b| a >> 32 == b >> 32).map(<[_]>::len));
        self.keyed.set(keyed);
    }

    fn name(&self) -> String {
        self.label.clone()
    }
}

/// Everything needed to rank: the crosstable and one criterion per list entry.
pub(crate) struct Engine<'a> {
    pub(crate) edition: Edition,
    pub(crate) criteria: Vec<Box<dyn Criterion + 'a>>,
    pub(crate) notes: Vec<Diagnostic>,
}

pub(crate) fn prepare<'a>(
    ct: &'a Crosstable,
    t: &Tournament,
    list: &[Labelled],
    options: &ScoreOptions,
) -> Engine<'a> {
    let own: Vec<Option<u32>> = t.players.iter().map(|p| p.rating.filter(|r| *r > 0)).collect();
    let unrated: Vec<&crate::results::Player> =
        t.listed().filter(|p| p.rating.filter(|r| *r > 0).is_none()).collect();
    let mut notes = Vec::new();
    let mut columns = individual::Columns::new(ct);
    // The BH and SB entries in one pass over the games.
    columns.prepare(list.iter().map(|l| &l.tiebreak));
    let mut by_fixed: Vec<(Option<u32>, Vec<Option<u32>>)> = Vec::new();
    let mut criteria: Vec<Box<dyn Criterion + 'a>> = vec![ValueCriterion::new(
        "points".to_string(),
        ct.score.iter().map(|s| Some(*s)).collect(),
        false,
    )];
    for Labelled { tiebreak: tb, label } in list {
        if tb.kind == TieBreakKind::De {
            criteria.push(Box::new(DirectEncounter::new(
                ct,
                tb.played || ct.round_robin,
                label.clone(),
            )));
            continue;
        }
        let fixed = tb.unrated.or(options.unrated_rating);
        if tb.kind.uses_ratings() && !unrated.is_empty() && fixed.is_none() {
            notes.push(dropped_for_unrated(label, &unrated));
            criteria.push(ValueCriterion::new(label.clone(), vec![None; ct.len()], false));
            continue;
        }
        // One rating vector per rating fixed for the unrated (usually one for the whole list).
        let at = match by_fixed.iter().position(|(f, _)| *f == fixed) {
            Some(at) => at,
            None => {
                by_fixed.push((fixed, own.iter().map(|r| r.or(fixed)).collect()));
                by_fixed.len() - 1
            }
        };
        let ratings = &by_fixed[at].1;
        if ct.edition == Edition::Y2026 && ct.round_robin && tb.kind.is_buchholz_family() {
            notes.push(localized(|l| {
                Diagnostic::warning(
                    codes::BUCHHOLZ_COMPUTED_IN_ROUND_ROBIN,
                    tr!(
                        l,
                        en: "`{label}` must not be used in a round robin from March 2026",
                        bg: "`{label}` не може да се използва в кръгов турнир от март 2026 г.",
                        uk: "`{label}` не можна використовувати в коловому турнірі з березня 2026 р."
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "use DE, SB, WIN or KS in a round robin",
                    bg: "използвайте DE, SB, WIN или KS в кръгов турнир",
                    uk: "використайте DE, SB, WIN або KS у коловому турнірі"
                ))
            }));
        }
        let values = match columns.column(ratings, tb) {
            Some(v) => v,
            None => {
                notes.push(localized(|l| {
                    Diagnostic::warning(
                        codes::TIEBREAK_NOT_INDIVIDUAL,
                        tr!(
                            l,
                            en: "`{label}` is not an individual tie-break; it separates nobody",
                            bg: "`{label}` не е индивидуален показател; не разделя никого",
                            uk: "`{label}` не є особистим показником; він нікого не розділяє"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "remove it from the list of an individual event",
                        bg: "махнете го от списъка на индивидуален турнир",
                        uk: "приберіть його зі списку особистого турніру"
                    ))
                }));
                vec![None; ct.len()]
            }
        };
        criteria.push(ValueCriterion::new(label.clone(), values, individual::lower_is_better(tb)));
    }
    Engine { edition: ct.edition, criteria, notes }
}

/// `S002`: a rating-based tie-break dropped because unrated players take part and no rating is
/// fixed for them (C.07 Art. 10). Shared by the individual and the team standings.
pub(crate) fn dropped_for_unrated(label: &str, unrated: &[&crate::results::Player]) -> Diagnostic {
    localized(|l| {
        let names: Vec<String> =
            unrated.iter().take(3).map(|p| crate::results::trf::who(p.start, &p.name, l)).collect();
        let names = names.join(", ");
        let extra = unrated.len().saturating_sub(3);
        let more = if extra > 0 {
            tr!(l, en: " and {extra} more", bg: " и още {extra}", uk: " і ще {extra}")
        } else {
            String::new()
        };
        Diagnostic::warning(
            codes::RATING_TIEBREAK_WITH_UNRATED_PLAYERS,
            tr!(
                l,
                en: "`{label}` is dropped: unrated players take part and no rating is fixed for them",
                bg: "`{label}` отпада: участват състезатели без рейтинг и не е определен рейтинг за тях",
                uk: "`{label}` відпадає: грають гравці без рейтингу, і рейтинг для них не встановлено"
            ),
        )
        .with_note(tr!(
            l,
            en: "unrated: {names}{more}",
            bg: "без рейтинг: {names}{more}",
            uk: "без рейтингу: {names}{more}"
        ))
        .with_note(tr!(
            l,
            en: "C.07 Art. 10: rating-based tie-breaks \"must be dropped when unrated players are present, unless detailed rules are included in the tournament regulations\"; the column separates nobody",
            bg: "C.07, чл. 10: показателите по рейтинг „трябва да отпаднат, когато участват състезатели без рейтинг, освен ако регламентът не съдържа подробни правила“; колоната не разделя никого",
            uk: "C.07, ст. 10: показники за рейтингом „мають відпасти, коли грають гравці без рейтингу, якщо регламент не містить докладних правил“; колонка нікого не розділяє"
        ))
        .with_help(tr!(
            l,
            en: "fix the rating unrated players count with: `{label}/U1000`, or `unrated-rating 1000` in the regulation's `ranking` block",
            bg: "определете рейтинга, с който се броят състезателите без рейтинг: `{label}/U1000` или `без-рейтинг 1000` в блока `класиране` на регламента",
            uk: "визначте рейтинг, з яким рахують гравців без рейтингу: `{label}/U1000` або `без-рейтингу 1000` у блоці `класифікація` регламенту"
        ))
    })
}

/// `S004`: the event has no start date, so the tie-break rules of `edition` were assumed.
pub(crate) fn edition_assumed(edition: Edition) -> Diagnostic {
    localized(|l| {
        let edition = edition.words(l);
        Diagnostic::note_level(
            codes::EDITION_ASSUMED,
            tr!(
                l,
                en: "the event has no start date; the {edition} tie-break rules were assumed",
                bg: "турнирът няма начална дата; приети са правилата за показателите {edition}",
                uk: "турнір не має дати початку; прийнято правила показників {edition}"
            ),
        )
        .with_help(tr!(
            l,
            en: "add TRF record 042 or pass `--edition`",
            bg: "добавете запис 042 в TRF или подайте `--edition`",
            uk: "додайте запис 042 у TRF або подайте `--edition`"
        ))
    })
}

/// True when the tournament is ranked with round-robin rules under the options.
pub fn is_round_robin(t: &Tournament, options: &ScoreOptions) -> bool {
    options.round_robin.unwrap_or_else(|| t.is_round_robin())
}

/// Computes the standings of `t` with the tie-break `list`.
pub fn standings(t: &Tournament, list: &[TieBreak], options: &ScoreOptions) -> Standings {
    let list: Vec<Labelled> = list.iter().cloned().map(Labelled::canonical).collect();
    standings_labelled(t, &list, options)
}

/// As [`standings`], each tie-break with the words to show for it (as the user wrote it).
pub fn standings_labelled(t: &Tournament, list: &[Labelled], options: &ScoreOptions) -> Standings {
    let edition = edition_for(t, options);
    let round_robin = is_round_robin(t, options);
    let ct = Crosstable::new(t, edition, round_robin);
    let mut engine = prepare(&ct, t, list, options);
    if !t.abnormal_points.is_empty() {
        let count = t.abnormal_points.len();
        engine.notes.push(localized(|l| {
            Diagnostic::warning(
                codes::ABNORMAL_POINTS_IGNORED,
                tr!(
                    l,
                    en: "{count} record(s) `299` (abnormal point assignments) are not applied to individual scores",
                    bg: "записите `299` (необичайно присъждане на точки), {count} на брой, не се прилагат към индивидуалните точки",
                    uk: "записи `299` (незвичайне нарахування очок), усього {count}, не застосовуються до особистих очок"
                ),
            )
            .with_help(tr!(
                l,
                en: "check the players' totals by hand; team events apply them",
                bg: "проверете сборовете на състезателите на ръка; отборните турнири ги прилагат",
                uk: "перевірте суми гравців вручну; командні турніри їх застосовують"
            ))
        }));
    }
    if options.edition.is_none() && t.start_date.is_none() {
        engine.notes.insert(0, edition_assumed(edition));
    }
    let refs: Vec<&dyn Criterion> = engine.criteria.iter().map(|c| c.as_ref()).collect();
    // A gap in the numbering (a start number without a line) gets no row.
    let mut order: Vec<u32> = t.listed().map(|p| p.start).collect();
    let ends = rank::rank_in_place(&mut order, &refs);
    // Column values: DE shows the score among the tied players when it was first applied.
    let shown = |p: u32| -> Vec<Option<Points>> {
        list.iter()
            .zip(engine.criteria.iter().skip(1))
            .map(|(l, c)| {
                if l.tiebreak.kind == TieBreakKind::De {
                    Some(c.recorded(p).unwrap_or(Points::ZERO))
                } else {
                    c.shown(p, &[p])
                }
            })
            .collect()
    };
    let mut rows = Vec::with_capacity(ct.len());
    let mut unresolved = Vec::new();
    let mut place = 1u32;
    let mut from = 0;
    for &end in &ends {
        let g = &order[from..end];
        from = end;
        let size = g.len() as u32;
        if size > 1 && !options.share_ties {
            unresolved.push(g.to_vec());
        }
        for p in g {
            rows.push(Row {
                start: *p,
                name: compact_str::CompactString::default(),
                points: ct.score_of(*p),
                rank: place,
                rank_to: place + size - 1,
                values: shown(*p),
            });
        }
        place += size;
    }
    // The names are copied in start order (one pass through the players as they lie in memory,
    // each row found by its start number's place), not by reaching into each player's entry in
    // rank order.
    let mut row_of = vec![u32::MAX; t.players.len()];
    for (i, r) in rows.iter().enumerate() {
        if let Some(slot) = r.start.checked_sub(1).and_then(|s| row_of.get_mut(s as usize)) {
            *slot = i as u32;
        }
    }
    for (player, &i) in t.players.iter().zip(&row_of) {
        if let Some(row) = rows.get_mut(i as usize) {
            row.name.clone_from(&player.name);
        }
    }
    Standings {
        edition: engine.edition,
        round_robin,
        tiebreaks: list.iter().map(|l| l.tiebreak.clone()).collect(),
        labels: list.iter().map(|l| l.label.clone()).collect(),
        rows,
        unresolved,
        notes: engine.notes,
    }
}
