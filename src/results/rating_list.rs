//! Results completed from FIDE's rating list (`--fide-list`): each player found by FIDE ID,
//! else by name (Cyrillic or Latin, through `vocab::translit`'s one folding), and filled with
//! what the results leave out — FIDE ID, FIDE's spelling, title, federation, sex, birth year,
//! the rating when the results have none, and the K factor of the list. A player the list does
//! not have, has twice, or has under another federation is a finding with the closest names of
//! the list as a did-you-mean (`T071`–`T073`); a title that differs from the list's is replaced
//! and said (`T074`).
//!
//! And the identity of the players among themselves: one player under two start numbers (the
//! same FIDE ID, or the same name and birth) is `T075`, with or without a list.

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::results::fide_codes as codes;
use crate::results::{Player, Tournament};
use crate::source::Span;
use crate::vocab::fide::list::{Entry, Found, ListError, ListKind, Scan, Wanted};
use crate::vocab::title::Title;

/// The players of `t` to look for in a list, in start-number order (a gap in the numbering
/// is asked for with no name, and finds nothing).
pub fn wanted(t: &Tournament) -> Wanted {
    Wanted::new(t.players.iter().map(|p| {
        let name: &str = if p.missing {
            ""
        } else if !p.fide_name.trim().is_empty() {
            &p.fide_name
        } else {
            &p.name
        };
        (p.fide_id.filter(|_| !p.missing), name)
    }))
}

/// `T070`: the list at `list` cannot be read.
pub fn unreadable(list: &str, e: &ListError) -> Diagnostic {
    localized(|l| {
        let why = match e {
            ListError::NotAList { first_line } if first_line.is_empty() => {
                tr!(l, en: "it is empty", bg: "той е празен", uk: "він порожній")
            }
            ListError::NotAList { first_line } => tr!(
                l,
                en: "its first line is not a list's header: `{first_line}`",
                bg: "първият му ред не е заглавен ред на ранглиста: `{first_line}`",
                uk: "його перший рядок не є заголовком листа: `{first_line}`"
            ),
            ListError::LineTooLong { line } if *line > 0 => tr!(
                l,
                en: "line {line} is longer than 64 KiB",
                bg: "ред {line} е по-дълъг от 64 KiB",
                uk: "рядок {line} довший за 64 KiB"
            ),
            ListError::LineTooLong { .. } => tr!(
                l,
                en: "it has a run of more than 64 KiB without a line end or a tag",
                bg: "в него има над 64 KiB без край на ред или етикет",
                uk: "у ньому понад 64 KiB без кінця рядка чи тегу"
            ),
            ListError::TooManyPlayers => tr!(
                l,
                en: "it has more than 16 million lines",
                bg: "в него има над 16 милиона реда",
                uk: "у ньому понад 16 мільйонів рядків"
            ),
            ListError::Archive(e) => tr!(
                l,
                en: "the archive: {e}",
                bg: "архивът: {e}",
                uk: "архів: {e}"
            ),
            ListError::Xml(e) => tr!(l, en: "the XML: {e}", bg: "XML: {e}", uk: "XML: {e}"),
            ListError::Io(e) => e.clone(),
        };
        Diagnostic::error(
            codes::FIDE_LIST_UNREADABLE,
            tr!(
                l,
                en: "`{list}` cannot be read as FIDE's rating list: {why}",
                bg: "`{list}` не може да се прочете като ранглиста на ФИДЕ: {why}",
                uk: "`{list}` не читається як рейтинг-лист ФІДЕ: {why}"
            ),
        )
        .with_help(tr!(
            l,
            en: "give the list as FIDE publishes it (the `.zip`, or the `.txt` or `.xml` inside)",
            bg: "подайте ранглистата така, както ФИДЕ я публикува (`.zip` или файла `.txt` или `.xml` в него)",
            uk: "подайте лист так, як його публікує ФІДЕ (`.zip` або файл `.txt` чи `.xml` у ньому)"
        ))
    })
}

/// An entry as a finding names it: `Leko, Peter (703303, HUN, 1979)`.
fn described(e: &Entry) -> String {
    let mut s = format!("{} ({}", e.name, e.id);
    if !e.federation.is_empty() {
        s.push_str(", ");
        s.push_str(&e.federation);
    }
    if let Some(y) = e.birth_year {
        s.push_str(&format!(", {y}"));
    }
    s.push(')');
    s
}

/// A title as the results write it (`GM`, `WIM`).
fn code_of(t: Title) -> String {
    format!("{t:?}")
}

/// Where a player is written in the results' text: the first place its name is, else nothing.
fn span_of(text: &str, p: &Player) -> Option<Span> {
    let name = p.name.trim();
    if name.is_empty() {
        return None;
    }
    text.find(name).map(|at| Span::new(at, at + name.len()))
}

fn labelled(d: Diagnostic, span: Option<Span>, label: String) -> Diagnostic {
    match span {
        Some(s) => d.with_label(s, label),
        None => d,
    }
}

/// What the list says of `t`'s players, applied: every player found is completed, every one
/// not found (or found twice, or of another federation) reported. `kind` is the list whose
/// rating and K are taken; `text` is the results' text (for the findings' places).
pub fn apply(t: &mut Tournament, scan: &Scan, kind: ListKind, text: &str) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let found: Vec<Found> = scan.found.clone();
    for (p, f) in t.players.iter_mut().zip(found) {
        if p.missing {
            continue;
        }
        let span = span_of(text, p);
        let who = format!("{} {}", p.start, p.name);
        let did_you_mean = |l| -> Option<String> {
            let names: Vec<String> = f.near.iter().map(|(_, e)| described(e)).collect();
            (!names.is_empty()).then(|| {
                let names = names.join("; ");
                tr!(
                    l,
                    en: "closest on the list: {names}",
                    bg: "най-близо в ранглистата: {names}",
                    uk: "найближче в листі: {names}"
                )
            })
        };
        let entry = if let Some(id) = p.fide_id {
            match &f.by_id {
                Some(e) => Some(e.clone()),
                None => {
                    // The name may still be on the list under another ID.
                    let same: Vec<String> = f.by_name.iter().map(described).collect();
                    out.push(localized(|l| {
                        let d = Diagnostic::warning(
                            codes::FIDE_LIST_PLAYER_NOT_FOUND,
                            tr!(
                                l,
                                en: "{who}: FIDE ID {id} is not on the list",
                                bg: "{who}: номер във ФИДЕ {id} го няма в ранглистата",
                                uk: "{who}: ідентифікатора ФІДЕ {id} немає в листі"
                            ),
                        );
                        let d = labelled(
                            d,
                            span,
                            tr!(l, en: "this player", bg: "този състезател", uk: "цей гравець"),
                        );
                        let d = if same.is_empty() {
                            match did_you_mean(l) {
                                Some(n) => d.with_note(n),
                                None => d,
                            }
                        } else {
                            let same = same.join("; ");
                            d.with_note(tr!(
                                l,
                                en: "the list has this name under another ID: {same}",
                                bg: "в ранглистата това име е с друг номер: {same}",
                                uk: "у листі це ім'я має інший ідентифікатор: {same}"
                            ))
                        };
                        d.with_help(tr!(
                            l,
                            en: "check the FIDE ID, and that the list is FIDE's list of the event's month",
                            bg: "проверете номера във ФИДЕ и дали ранглистата е тази на ФИДЕ за месеца на турнира",
                            uk: "перевірте ідентифікатор ФІДЕ і чи лист — це лист ФІДЕ за місяць турніру"
                        ))
                    }));
                    None
                }
            }
        } else {
            let own = p.federation.trim().to_string();
            let same_federation: Vec<&Entry> = if own.is_empty() {
                f.by_name.iter().collect()
            } else {
                f.by_name.iter().filter(|e| e.federation == own).collect()
            };
            match (same_federation.len(), f.by_name.len()) {
                (1, _) => Some(same_federation[0].clone()),
                (0, 0) => {
                    out.push(localized(|l| {
                        let d = Diagnostic::warning(
                            codes::FIDE_LIST_PLAYER_NOT_FOUND,
                            tr!(
                                l,
                                en: "{who} is not on the list",
                                bg: "{who} го няма в ранглистата",
                                uk: "{who} немає в листі"
                            ),
                        );
                        let d = labelled(
                            d,
                            span,
                            tr!(l, en: "this player", bg: "този състезател", uk: "цей гравець"),
                        );
                        let d = match did_you_mean(l) {
                            Some(n) => d.with_note(n),
                            None => d,
                        };
                        d.with_help(tr!(
                            l,
                            en: "write the name as the list does, or give the player's FIDE ID",
                            bg: "изпишете името както в ранглистата или дайте номера във ФИДЕ на състезателя",
                            uk: "напишіть ім'я так, як у листі, або вкажіть ідентифікатор ФІДЕ гравця"
                        ))
                    }));
                    None
                }
                (0, 1) => {
                    let e = &f.by_name[0];
                    let (theirs, id) = (e.federation.clone(), e.id);
                    out.push(localized(|l| {
                        let d = Diagnostic::warning(
                            codes::FIDE_LIST_OTHER_FEDERATION,
                            tr!(
                                l,
                                en: "{who} ({own}): the list's only player of that name is of {theirs} (FIDE ID {id})",
                                bg: "{who} ({own}): единственият състезател с това име в ранглистата е от {theirs} (номер във ФИДЕ {id})",
                                uk: "{who} ({own}): єдиний гравець листа з цим іменем — з {theirs} (ідентифікатор ФІДЕ {id})"
                            ),
                        );
                        labelled(d, span, tr!(l, en: "this player", bg: "този състезател", uk: "цей гравець"))
                            .with_help(tr!(
                                l,
                                en: "correct the federation, or give the FIDE ID if it is the same person",
                                bg: "поправете федерацията или дайте номера във ФИДЕ, ако е същият човек",
                                uk: "виправте федерацію або вкажіть ідентифікатор ФІДЕ, якщо це та сама людина"
                            ))
                    }));
                    None
                }
                _ => {
                    let pool = if same_federation.is_empty() {
                        f.by_name.iter().collect::<Vec<_>>()
                    } else {
                        same_federation
                    };
                    let n = pool.len();
                    let names: Vec<String> = pool.iter().map(|e| described(e)).collect();
                    let names = names.join("; ");
                    out.push(localized(|l| {
                        let d = Diagnostic::warning(
                            codes::FIDE_LIST_NAME_AMBIGUOUS,
                            tr!(
                                l,
                                en: "{who}: {n} players of the list have this name: {names}",
                                bg: "{who}: в ранглистата {n} състезатели имат това име: {names}",
                                uk: "{who}: у листі {n} гравців мають це ім'я: {names}"
                            ),
                        );
                        labelled(
                            d,
                            span,
                            tr!(l, en: "this player", bg: "този състезател", uk: "цей гравець"),
                        )
                        .with_note(tr!(
                            l,
                            en: "nothing is taken from the list for this player",
                            bg: "за този състезател нищо не се взема от ранглистата",
                            uk: "для цього гравця з листа нічого не взято"
                        ))
                        .with_help(tr!(
                            l,
                            en: "give the player's FIDE ID",
                            bg: "дайте номера във ФИДЕ на състезателя",
                            uk: "укажіть ідентифікатор ФІДЕ гравця"
                        ))
                    }));
                    None
                }
            }
        };
        let Some(e) = entry else { continue };
        if let Some(d) = complete(p, &e, kind, span) {
            out.push(d);
        }
    }
    out
}

/// Fills what `p` does not give from the list's entry `e`; the list's title replaces a title
/// that differs (`T074`, returned).
fn complete(p: &mut Player, e: &Entry, kind: ListKind, span: Option<Span>) -> Option<Diagnostic> {
    p.fide_id = p.fide_id.or(Some(e.id));
    if !e.name.trim().is_empty() {
        p.fide_name = e.name.trim().into();
    }
    if p.federation.trim().is_empty() && !e.federation.is_empty() {
        p.federation = e.federation.as_str().into();
    }
    if p.sex.trim().is_empty() {
        match e.sex {
            Some('M') => p.sex = "m".into(),
            Some('F') => p.sex = "w".into(),
            _ => {}
        }
    }
    if p.birth.trim().is_empty() {
        if let Some(y) = e.birth_year {
            p.birth = y.to_string().into();
        }
    }
    if let Some(r) = e.rated(kind) {
        if p.rating.is_none_or(|x| x == 0) {
            p.rating = r.rating;
        }
        p.k_factor = r.k;
    }
    let listed = e.best_title();
    let written = Title::from_code(&p.title);
    let holds = |t: Title| e.title == Some(t) || e.woman_title == Some(t);
    let finding = match (written, listed) {
        (Some(w), _) if holds(w) => None,
        (Some(w), l) => {
            let (who, w) = (format!("{} {}", p.start, p.name), code_of(w));
            let l_text = l.map(code_of);
            Some(localized(|lang| {
                let listed = l_text.clone().unwrap_or_else(
                    || tr!(lang, en: "no title", bg: "без звание", uk: "без звання"),
                );
                let d = Diagnostic::warning(
                    codes::FIDE_LIST_TITLE_DIFFERS,
                    tr!(
                        lang,
                        en: "{who}: the results give the title {w}, the list {listed}; the list's is used",
                        bg: "{who}: резултатите дават звание {w}, а ранглистата — {listed}; използва се това от ранглистата",
                        uk: "{who}: у результатах звання {w}, у листі — {listed}; використано звання з листа"
                    ),
                );
                labelled(
                    d,
                    span,
                    tr!(lang, en: "this player", bg: "този състезател", uk: "цей гравець"),
                )
                .with_help(tr!(
                    lang,
                    en: "write the list's title",
                    bg: "запишете званието от ранглистата",
                    uk: "запишіть звання з листа"
                ))
            }))
        }
        (None, _) => None,
    };
    if finding.is_some() || written.is_none() {
        p.title = listed.map(code_of).unwrap_or_default().into();
    }
    finding
}

/// `T075`: the same player under two start numbers (the same FIDE ID, or the same name and
/// the same birth date or year). One finding for each repeated player.
pub fn players_twice(t: &Tournament, text: &str) -> Vec<Diagnostic> {
    use std::collections::HashMap;
    let mut out = Vec::new();
    let mut by_id: HashMap<u64, u32> = HashMap::new();
    let mut by_name: HashMap<(String, String), u32> = HashMap::new();
    for p in t.listed() {
        let first = match p.fide_id.filter(|id| *id > 0) {
            Some(id) => by_id.insert(id, p.start).map(|f| (f, true)),
            None => None,
        };
        let first = first.or_else(|| {
            let birth = p.birth.trim();
            (!birth.is_empty() && !p.name.trim().is_empty())
                .then(|| {
                    // The name's words as written (case and punctuation aside), in any order:
                    // a spelling variant is another matter (the list's did-you-mean).
                    let mut words = crate::results::spelling::name_words(&p.name);
                    words.sort_unstable();
                    let key = (words.join(" "), birth.to_string());
                    by_name.insert(key, p.start).map(|f| (f, false))
                })
                .flatten()
        });
        let Some((first, same_id)) = first else { continue };
        let Some(other) = t.player(first) else { continue };
        let (a, b) = (format!("{} {}", other.start, other.name), format!("{} {}", p.start, p.name));
        let how_id = p.fide_id.unwrap_or(0);
        let birth = p.birth.to_string();
        let span =
            text.match_indices(p.name.trim()).nth(1).map(|(at, s)| Span::new(at, at + s.len()));
        out.push(localized(|l| {
            let why = if same_id {
                tr!(l, en: "the same FIDE ID {how_id}", bg: "един и същ номер във ФИДЕ {how_id}", uk: "той самий ідентифікатор ФІДЕ {how_id}")
            } else {
                tr!(l, en: "the same name and birth {birth}", bg: "едно и също име и раждане {birth}", uk: "те саме ім'я й народження {birth}")
            };
            let d = Diagnostic::error(
                codes::RESULTS_PLAYER_TWICE,
                tr!(
                    l,
                    en: "{a} and {b} are one player ({why})",
                    bg: "{a} и {b} са един и същ състезател ({why})",
                    uk: "{a} і {b} — той самий гравець ({why})"
                ),
            );
            labelled(d, span, tr!(l, en: "the second entry", bg: "вторият запис", uk: "другий запис"))
                .with_help(tr!(
                    l,
                    en: "remove the duplicate and move its games to the other start number",
                    bg: "махнете повторения запис и прехвърлете партиите му към другия стартов номер",
                    uk: "приберіть повторений запис і перенесіть його партії на інший стартовий номер"
                ))
        }));
    }
    out
}
