//! Reports of standings for the command line: aligned text tables and JSON of individual and
//! team standings, of an event's classifications as its regulation prescribes them (with the
//! ties the list leaves and what decides them), of "why does A rank above B", and of the
//! norms-and-ratings section. `reglament standings` prints them; the bulletin lays out the same
//! standings (`score::regulation::event_standings`) through its templates.
//!
//! The text reports are in the arbiter's language (`--lang`, else the regulation's, else
//! English); the words for what decides a tie come from [`super::i18n::tie_decision`], the same
//! as in the bulletin. JSON keeps its English keys and values.

use super::i18n;
use super::text_table::{aligned, Table};
use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::model::Lang;
use crate::results::Tournament;
use crate::score::extras::{Extras, NormVerdict};
use crate::score::rank::Step;
use crate::score::regulation::{
    EventStandings, MainStandings, RegulationStandings, RegulationTeamStandings, UnresolvedTie,
};
use crate::score::team::{Primary, TeamStandings};
use crate::score::why::Explanation;
use crate::score::Standings;
use crate::vocab::points::Points;
use crate::vocab::tiebreak::TieBreak;
use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;
use std::fmt::Write;

/// A report as one line of JSON, written straight through serde (no intermediate tree).
pub fn json_line(value: &impl Serialize) -> Vec<u8> {
    let mut out = Vec::with_capacity(1 << 16);
    // Serialising these types cannot fail: every key is a string and no value is a float NaN.
    if write_json_line(&mut out, value).is_err() {
        out.clear();
        out.extend_from_slice(b"null\n");
    }
    out
}

/// [`json_line`] written into `w` as it is produced (standard output through a buffer, with no
/// copy of the whole report in memory).
pub fn write_json_line(w: impl std::io::Write, value: &impl Serialize) -> std::io::Result<()> {
    use std::io::Write;
    // serde_json writes a few bytes at a time: into a buffer of this function's own type (its
    // writes inlined, not calls through `w`, which may be a `dyn Write`), passed on in blocks.
    let mut w = std::io::BufWriter::with_capacity(1 << 15, w);
    let mut serializer = serde_json::Serializer::with_formatter(&mut w, ScoreFormatter);
    value.serialize(&mut serializer)?;
    w.write_all(b"\n")?;
    w.flush()
}

/// serde_json's compact formatter, with every number that is a score in hundredths (how
/// `Points` serialises itself: hundredths / 100 as a float) written from its integer digits:
/// `12.0`, `7.5`, `112.75`, `-0.5`, the same text as the float formatting gives (the shortest
/// decimal that reads back as the same float is the one with at most two decimals, while the
/// value is far below 2^53 hundredths), without the float formatting.
struct ScoreFormatter;

impl serde_json::ser::Formatter for ScoreFormatter {
    /// The characters a terminal acts on escaped (`\u009b`): see [`crate::vocab::printable`].
    fn write_string_fragment<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        fragment: &str,
    ) -> std::io::Result<()> {
        crate::vocab::printable::write_json_fragment(w, fragment)
    }

    fn write_f64<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        value: f64,
    ) -> std::io::Result<()> {
        match hundredths_of(value) {
            Some(h) => w.write_all(hundredths_text(h, &mut [0u8; 24])),
            None => serde_json::ser::CompactFormatter.write_f64(w, value),
        }
    }
}

/// The hundredths `h` with `value == h / 100` exactly as `Points::to_f64` computes it, when
/// `|h|` is below 10^15 (where two decimals are the shortest exact text); else `None`.
fn hundredths_of(value: f64) -> Option<i64> {
    let scaled = (value * 100.0).round();
    if scaled.is_nan() || scaled.abs() >= 1e15 || (scaled == 0.0 && value.is_sign_negative()) {
        return None;
    }
    let h = scaled as i64;
    (h as f64 / 100.0 == value).then_some(h)
}

/// `h` hundredths as JSON writes the float: `12.0`, `7.5`, `112.75`, `-0.5`.
fn hundredths_text(h: i64, buf: &mut [u8; 24]) -> &[u8] {
    let mut at = buf.len();
    let mut push = |b: u8| {
        at -= 1;
        buf[at] = b;
    };
    let magnitude = h.unsigned_abs();
    let (mut whole, fraction) = (magnitude / 100, magnitude % 100);
    if fraction == 0 {
        push(b'0');
    } else if fraction % 10 == 0 {
        push(b'0' + (fraction / 10) as u8);
    } else {
        push(b'0' + (fraction % 10) as u8);
        push(b'0' + (fraction / 10) as u8);
    }
    push(b'.');
    loop {
        push(b'0' + (whole % 10) as u8);
        whole /= 10;
        if whole == 0 {
            break;
        }
    }
    if h < 0 {
        push(b'-');
    }
    &buf[at..]
}

/// A row's tie-break values as a JSON object, keyed by the labels in the list's order; a label
/// given twice is written twice, as the list gives it. A score becomes a JSON number here, for
/// output only (`Points` serialises itself as one); an undefined value is `null`.
struct Tiebreaks<'a> {
    labels: &'a [String],
    values: &'a [Option<Points>],
}

impl Serialize for Tiebreaks<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.labels.len().min(self.values.len())))?;
        for (label, value) in self.labels.iter().zip(self.values) {
            map.serialize_entry(label, value)?;
        }
        map.end()
    }
}

/// The rows of a report, serialised one by one as they are read (no vector of rows is built).
struct Rows<'a, R> {
    rows: &'a [R],
    labels: &'a [String],
}

impl Serialize for Rows<'_, crate::score::Row> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.rows.iter().map(|r| PlayerJson {
            name: &r.name,
            points: r.points,
            rank: r.rank,
            rank_to: r.rank_to,
            start: r.start,
            tiebreaks: Tiebreaks { labels: self.labels, values: &r.values },
        }))
    }
}

impl Serialize for Rows<'_, crate::score::team::TeamRow> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.rows.iter().map(|r| TeamJson {
            game_points: r.game_points,
            match_points: r.match_points,
            name: &r.name,
            points: r.points,
            rank: r.rank,
            rank_to: r.rank_to,
            start: r.start,
            tiebreaks: Tiebreaks { labels: self.labels, values: &r.values },
        }))
    }
}

fn show(v: Option<Points>) -> String {
    v.map_or_else(|| "-".to_string(), |p| p.to_string())
}

fn primary_code(p: Primary) -> &'static str {
    match p {
        Primary::MatchPoints => "MP",
        Primary::GamePoints => "GP",
    }
}

/// A tie-break value as a table cell: the value, or `-` when undefined.
#[derive(Clone, Copy)]
struct Value(Option<Points>);

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.text(&mut [0; 24]))
    }
}

impl Value {
    /// The cell's text: the points as [`Points`] displays them (`7.5`, `22.25`, `3`, `-0.5`),
    /// written from their digits into `buf`, or `-` when undefined.
    fn text(self, buf: &mut [u8; 24]) -> &str {
        let Some(p) = self.0 else { return "-" };
        let a = p.0.unsigned_abs();
        let (whole, hundredths) = (a / 100, a % 100);
        let mut at = buf.len();
        let mut put = |b: u8| {
            at -= 1;
            buf[at] = b;
        };
        if hundredths != 0 {
            if hundredths % 10 != 0 {
                put(b'0' + (hundredths % 10) as u8);
            }
            put(b'0' + (hundredths / 10) as u8);
            put(b'.');
        }
        let mut rest = whole;
        loop {
            put(b'0' + (rest % 10) as u8);
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        if p.0 < 0 {
            put(b'-');
        }
        // 18 digits at most (u64::MAX / 100), a point, two decimals and a sign: 22 bytes.
        std::str::from_utf8(&buf[at..]).unwrap_or("")
    }
}

/// A rank as a table cell: `3`, or `3-5` for a tie group.
#[derive(Clone, Copy)]
struct RankCell(u32, u32);

impl RankCell {
    /// The cell's text as it displays, written from the digits into `buf`.
    fn text(self, buf: &mut [u8; 21]) -> &str {
        let mut len = 0;
        let mut put = |part: &str| {
            buf[len..len + part.len()].copy_from_slice(part.as_bytes());
            len += part.len();
        };
        put(decimal(self.0, &mut [0; 10]));
        if self.1 > self.0 {
            put("-");
            put(decimal(self.1, &mut [0; 10]));
        }
        // Only ASCII digits and a hyphen were written.
        std::str::from_utf8(&buf[..len]).unwrap_or("")
    }
}

impl std::fmt::Display for RankCell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.1 > self.0 {
            write!(f, "{}-{}", self.0, self.1)
        } else {
            write!(f, "{}", self.0)
        }
    }
}

/// The individual standings table and the rules line, without the ties.
fn individual_table(s: &Standings, lang: Lang) -> String {
    let mut out = individual_cells(s, lang).finish();
    out.push_str(&rules_line(s, lang));
    out.push_str(&tiebreak_legend(&s.tiebreaks, &s.labels, lang));
    out
}

/// The C.07 edition in words.
fn edition_words(e: crate::score::edition::Edition, lang: Lang) -> String {
    e.words(lang)
}

/// The line naming the rules applied, after a blank line.
fn rules_line(s: &Standings, lang: Lang) -> String {
    let edition = edition_words(s.edition, lang);
    let rr = s.round_robin;
    match lang {
        Lang::En => format!("\nRules: C.07 {edition}{}\n", if rr { ", round robin" } else { "" }),
        Lang::Bg => {
            format!(
                "\nПравила: ФИДЕ C.07, {edition}{}\n",
                if rr { ", кръгова система" } else { "" }
            )
        }
        Lang::Uk => {
            format!("\nПравила: ФІДЕ C.07, {edition}{}\n", if rr { ", колова система" } else { "" })
        }
    }
}

/// The headings of the standings tables: rank, number, name, points.
fn headings(lang: Lang) -> [&'static str; 4] {
    match lang {
        Lang::En => ["Rank", "No", "Name", "Pts"],
        Lang::Bg => ["Място", "№", "Име", "Т."],
        Lang::Uk => ["Місце", "№", "Прізвище, ім’я", "Оч."],
    }
}

/// The tie-break columns' headings: the written labels in English, the names' abbreviations in
/// Bulgarian and Ukrainian (`ЛС`, `З-Б`, `Бух.-1`), as in the bulletin.
fn tiebreak_headings(tiebreaks: &[TieBreak], labels: &[String], lang: Lang) -> Vec<String> {
    if lang == Lang::En || tiebreaks.len() != labels.len() {
        return labels.to_vec();
    }
    tiebreaks.iter().map(|tb| i18n::tiebreak_heading(tb, lang)).collect()
}

/// The legend of the abbreviated headings (none in English, where the headings are the labels):
/// `Показатели: ЛС — Лична среща (DE); З-Б — …`.
fn tiebreak_legend(tiebreaks: &[TieBreak], labels: &[String], lang: Lang) -> String {
    if lang == Lang::En || tiebreaks.is_empty() || tiebreaks.len() != labels.len() {
        return String::new();
    }
    let items: Vec<String> = tiebreaks
        .iter()
        .map(|tb| {
            format!("{} — {}", i18n::tiebreak_heading(tb, lang), i18n::tiebreak_name(tb, lang))
        })
        .collect();
    let word = tr!(lang, en: "Tie-breaks", bg: "Показатели", uk: "Додаткові показники");
    format!("{word}: {}\n", items.join("; "))
}

/// The aligned table of the individual standings.
fn individual_cells(s: &Standings, lang: Lang) -> Table {
    let mut table = Table::new(2, s.rows.len() + 1, s.labels.len() + 4);
    let [rank, no, name, pts] = headings(lang);
    table.cell(rank).cell(no).cell(name).cell(pts);
    for heading in tiebreak_headings(&s.tiebreaks, &s.labels, lang) {
        table.cell(&heading);
    }
    table.end_row();
    let mut buf = [0u8; 24];
    for r in &s.rows {
        table.cell_str(RankCell(r.rank, r.rank_to).text(&mut [0; 21]));
        table.cell_str(decimal(r.start, &mut [0; 10])).cell_str(&r.name);
        table.cell_str(Value(Some(r.points)).text(&mut buf));
        for v in &r.values {
            table.cell_str(Value(*v).text(&mut buf));
        }
        table.end_row();
    }
    table
}

/// Individual standings as an aligned table, then the groups the list leaves tied.
pub fn individual_text(s: &Standings, lang: Lang) -> String {
    let mut out = Vec::new();
    // Writing into a vector cannot fail, and every piece written is a `str`.
    let _ = write_individual_text(&mut out, s, lang);
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// A group the list leaves tied: players, or teams.
fn unresolved_line(group: &[u32], teams: bool, lang: Lang) -> String {
    let v: Vec<String> = group.iter().map(|p| p.to_string()).collect();
    let v = v.join(", ");
    match (lang, teams) {
        (Lang::En, false) => format!(
            "Unresolved tie: {v} (decide by play-off or drawing of lots, C.07 Art. 4.2)"
        ),
        (Lang::En, true) => format!(
            "Unresolved tie: teams {v} (decide by play-off or drawing of lots, C.07 Art. 4.2)"
        ),
        (Lang::Bg, false) => format!(
            "Неразрешено равенство: {v} (решава се с бараж или жребий, ФИДЕ C.07, чл. 4.2)"
        ),
        (Lang::Bg, true) => format!(
            "Неразрешено равенство: отбори {v} (решава се с бараж или жребий, ФИДЕ C.07, чл. 4.2)"
        ),
        (Lang::Uk, false) => format!(
            "Нерозв’язана рівність: {v} (вирішується плей-офф або жеребкуванням, ФІДЕ C.07, ст. 4.2)"
        ),
        (Lang::Uk, true) => format!(
            "Нерозв’язана рівність: команди {v} (вирішується плей-офф або жеребкуванням, ФІДЕ C.07, ст. 4.2)"
        ),
    }
}

/// [`individual_text`] written to `w` line by line.
pub fn write_individual_text(
    w: &mut dyn std::io::Write,
    s: &Standings,
    lang: Lang,
) -> std::io::Result<()> {
    individual_cells(s, lang).write_to(w)?;
    w.write_all(rules_line(s, lang).as_bytes())?;
    w.write_all(tiebreak_legend(&s.tiebreaks, &s.labels, lang).as_bytes())?;
    for g in &s.unresolved {
        writeln!(w, "{}", unresolved_line(g, false, lang))?;
    }
    Ok(())
}

/// One player of the individual standings in JSON (fields in alphabetical order, as before).
#[derive(Serialize)]
struct PlayerJson<'a> {
    name: &'a str,
    points: Points,
    rank: u32,
    rank_to: u32,
    start: u32,
    tiebreaks: Tiebreaks<'a>,
}

/// Individual standings as JSON: `{"edition":…,"players":[{"name":"…","points":3.5,"rank":1,
/// "rank_to":1,"start":1,"tiebreaks":{"BH/C1":11.0,…}}…],"round_robin":…,"unresolved":…}`,
/// with the tie-breaks in the list's order; [`IndividualJson::with_extras`] adds
/// `players_extra` and `extras_notes`.
#[derive(Serialize)]
pub struct IndividualJson<'a> {
    edition: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    extras_notes: Option<&'a [crate::score::extras::Note]>,
    players: Rows<'a, crate::score::Row>,
    #[serde(skip_serializing_if = "Option::is_none")]
    players_extra: Option<&'a [crate::score::extras::PlayerExtra]>,
    round_robin: bool,
    unresolved: &'a [Vec<u32>],
}

impl<'a> IndividualJson<'a> {
    /// The same with the norms-and-ratings section (`--ratings`), if given.
    pub fn with_extras(mut self, extras: Option<&'a Extras>) -> Self {
        if let Some(e) = extras {
            self.players_extra = Some(&e.players);
            self.extras_notes = Some(&e.notes);
        }
        self
    }
}

impl IndividualJson<'_> {
    /// Writes the report as one line of JSON into `w`: the same bytes as [`write_json_line`]
    /// of it, with the rows written here rather than through serde (each label's key escaped
    /// once for every row, the scores and numbers written from their integers, a name without
    /// characters to escape copied as it is). The other fields still go through serde.
    pub fn write_line(&self, mut out: impl std::io::Write) -> std::io::Result<()> {
        use std::io::Write;
        // Written into one block of memory (plain copies, no error to check), handed to `out`
        // whenever it holds 64 KiB: as much as the buffer of standard output holds, which
        // then passes it on without copying it.
        const BLOCK: usize = 1 << 16;
        let mut w: Vec<u8> = Vec::with_capacity(BLOCK + 1024);
        w.write_all(b"{\"edition\":")?;
        serialize_into(&mut w, &self.edition)?;
        if let Some(notes) = self.extras_notes {
            w.write_all(b",\"extras_notes\":")?;
            serialize_into(&mut w, &notes)?;
        }
        w.write_all(b",\"players\":[")?;
        let keys: Vec<Vec<u8>> = self.players.labels.iter().map(|l| json_key(l)).collect();
        for (i, r) in self.players.rows.iter().enumerate() {
            if i > 0 {
                w.write_all(b",")?;
            }
            w.write_all(b"{\"name\":")?;
            write_json_str(&mut w, &r.name)?;
            w.write_all(b",\"points\":")?;
            write_points(&mut w, r.points)?;
            w.write_all(b",\"rank\":")?;
            write_u32(&mut w, r.rank)?;
            w.write_all(b",\"rank_to\":")?;
            write_u32(&mut w, r.rank_to)?;
            w.write_all(b",\"start\":")?;
            write_u32(&mut w, r.start)?;
            w.write_all(b",\"tiebreaks\":{")?;
            for (k, (key, value)) in keys.iter().zip(&r.values).enumerate() {
                if k > 0 {
                    w.write_all(b",")?;
                }
                w.write_all(key)?;
                match value {
                    Some(p) => write_points(&mut w, *p)?,
                    None => w.write_all(b"null")?,
                }
            }
            w.write_all(b"}}")?;
            if w.len() >= BLOCK {
                out.write_all(&w)?;
                w.clear();
            }
        }
        w.write_all(b"]")?;
        if let Some(extra) = self.players_extra {
            w.write_all(b",\"players_extra\":")?;
            serialize_into(&mut w, &extra)?;
        }
        w.write_all(b",\"round_robin\":")?;
        w.write_all(if self.round_robin { b"true" } else { b"false" })?;
        w.write_all(b",\"unresolved\":")?;
        serialize_into(&mut w, &self.unresolved)?;
        w.write_all(b"}\n")?;
        out.write_all(&w)?;
        out.flush()
    }
}

/// `value` serialised into `w` as [`write_json_line`] serialises it (without the line end).
fn serialize_into(w: &mut impl std::io::Write, value: &impl Serialize) -> std::io::Result<()> {
    let mut serializer = serde_json::Serializer::with_formatter(w, ScoreFormatter);
    value.serialize(&mut serializer).map_err(std::io::Error::from)
}

/// A map key as serde_json writes it, with the colon: `"BH/C1":`.
fn json_key(label: &str) -> Vec<u8> {
    let mut key = Vec::with_capacity(label.len() + 3);
    // Writing into a vector cannot fail.
    let _ = write_json_str(&mut key, label);
    key.push(b':');
    key
}

/// A JSON string as serde_json writes it through [`ScoreFormatter`]: copied between quotes when
/// nothing in it needs an escape (a `"`, a `\\`, or a character a terminal acts on:
/// [`crate::vocab::printable::json_needs_escape`]), else through serde_json.
fn write_json_str(w: &mut impl std::io::Write, text: &str) -> std::io::Result<()> {
    if !crate::vocab::printable::json_needs_escape(text.as_bytes()) {
        w.write_all(b"\"")?;
        w.write_all(text.as_bytes())?;
        w.write_all(b"\"")
    } else {
        serialize_into(w, &text)
    }
}

/// A score as [`Points`] serialises through [`ScoreFormatter`]: from its hundredths while
/// they are below 10^15 (where that is what the formatter writes: [`hundredths_text`]), else
/// through serde. Byte by byte into the block being written (this runs on every value).
#[inline]
fn write_points(w: &mut Vec<u8>, p: Points) -> std::io::Result<()> {
    let h = p.0;
    if h.unsigned_abs() >= 1_000_000_000_000_000 {
        return serialize_into(w, &p);
    }
    if h < 0 {
        w.push(b'-');
    }
    let magnitude = h.unsigned_abs();
    push_decimal(w, magnitude / 100);
    let fraction = (magnitude % 100) as u8;
    w.push(b'.');
    w.push(b'0' + fraction / 10);
    if fraction % 10 != 0 {
        w.push(b'0' + fraction % 10);
    }
    Ok(())
}

/// A `u32` in decimal, as serde_json writes it.
#[inline]
fn write_u32(w: &mut Vec<u8>, n: u32) -> std::io::Result<()> {
    push_decimal(w, u64::from(n));
    Ok(())
}

/// `n` in decimal at the end of `w`: up to three digits pushed one by one (most numbers of a
/// table), longer ones through [`decimal_digits`].
#[inline]
fn push_decimal(w: &mut Vec<u8>, n: u64) {
    let digit = |d: u64| b'0' + (d % 10) as u8;
    match n {
        0..=9 => w.push(digit(n)),
        10..=99 => {
            w.push(digit(n / 10));
            w.push(digit(n));
        }
        100..=999 => {
            w.push(digit(n / 100));
            w.push(digit(n / 10));
            w.push(digit(n));
        }
        _ => w.extend_from_slice(decimal_digits(n, &mut [0u8; 20])),
    }
}

/// `n` in decimal, written into `buf`.
fn decimal(n: u32, buf: &mut [u8; 10]) -> &str {
    // Only ASCII digits are written.
    std::str::from_utf8(decimal_digits(u64::from(n), buf)).unwrap_or("")
}

/// The ASCII digits of `n`, written into the end of `buf` (room for them: 10 bytes hold a
/// `u32`, 20 a `u64`).
fn decimal_digits<const N: usize>(n: u64, buf: &mut [u8; N]) -> &[u8] {
    let mut at = buf.len();
    let mut rest = n;
    loop {
        at -= 1;
        buf[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    &buf[at..]
}

/// Individual standings as JSON (see [`IndividualJson`]).
pub fn individual_json(s: &Standings) -> IndividualJson<'_> {
    IndividualJson {
        edition: format!("{:?}", s.edition),
        extras_notes: None,
        players: Rows { rows: &s.rows, labels: &s.labels },
        players_extra: None,
        round_robin: s.round_robin,
        unresolved: &s.unresolved,
    }
}

/// The team standings table and the rules line, without the ties.
fn team_table(s: &TeamStandings, lang: Lang) -> String {
    let mut table = Table::new(2, s.rows.len() + 1, s.labels.len() + 5);
    let [rank, no, _, _] = headings(lang);
    let (team, mp, gp) = match lang {
        Lang::En => ("Team", "MP", "GP"),
        Lang::Bg => ("Отбор", "МТ", "ТП"),
        Lang::Uk => ("Команда", "КО", "ІО"),
    };
    table.cell(rank).cell(no).cell(team).cell(mp).cell(gp);
    for heading in tiebreak_headings(&s.tiebreaks, &s.labels, lang) {
        table.cell(&heading);
    }
    table.end_row();
    for r in &s.rows {
        table
            .cell(r.rank_label())
            .cell(r.start)
            .cell(&r.name)
            .cell(r.match_points)
            .cell(r.game_points);
        for v in &r.values {
            table.cell(Value(*v));
        }
        table.end_row();
    }
    let mut out = table.finish();
    let edition = edition_words(s.edition, lang);
    let rr = s.round_robin;
    let _ = match lang {
        Lang::En => writeln!(
            out,
            "\nPrimary score: {}; rules: C.07 {edition}{}",
            primary_code(s.primary),
            if rr { ", round robin" } else { "" }
        ),
        Lang::Bg => writeln!(
            out,
            "\nОсновен резултат: {}; правила: ФИДЕ C.07, {edition}{}",
            if s.primary == Primary::MatchPoints {
                "мачови точки"
            } else {
                "точки от партиите"
            },
            if rr { ", кръгова система" } else { "" }
        ),
        Lang::Uk => writeln!(
            out,
            "\nОсновний показник: {}; правила: ФІДЕ C.07, {edition}{}",
            if s.primary == Primary::MatchPoints {
                "командні очки"
            } else {
                "індивідуальні очки"
            },
            if rr { ", колова система" } else { "" }
        ),
    };
    out.push_str(&tiebreak_legend(&s.tiebreaks, &s.labels, lang));
    out
}

/// Team standings as an aligned table, then the groups the list leaves tied.
pub fn team_text(s: &TeamStandings, lang: Lang) -> String {
    let mut out = team_table(s, lang);
    for g in &s.unresolved {
        let _ = writeln!(out, "{}", unresolved_line(g, true, lang));
    }
    out
}

/// One team of the team standings in JSON (fields in alphabetical order, as before).
#[derive(Serialize)]
struct TeamJson<'a> {
    game_points: Points,
    match_points: Points,
    name: &'a str,
    points: Points,
    rank: u32,
    rank_to: u32,
    start: u32,
    tiebreaks: Tiebreaks<'a>,
}

/// A finding in a JSON report: code and message.
#[derive(Serialize)]
struct NoteJson<'a> {
    code: &'a str,
    message: &'a str,
}

/// Team standings as JSON: `{"boards":4,"edition":"Y2023","notes":[…],"primary":"MP",
/// "round_robin":false,"teams":[{"game_points":17.5,"match_points":10.0,"name":"…",
/// "points":10.0,"rank":1,"rank_to":1,"start":1,"tiebreaks":{"EDE":…}}…],"unresolved":[[7,13]]}`,
/// the tie-breaks in the list's order; [`TeamStandingsJson::with_extras`] adds the players'
/// norms and ratings.
#[derive(Serialize)]
pub struct TeamStandingsJson<'a> {
    boards: usize,
    edition: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    extras_notes: Option<&'a [crate::score::extras::Note]>,
    notes: Vec<NoteJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    players_extra: Option<&'a [crate::score::extras::PlayerExtra]>,
    primary: &'static str,
    round_robin: bool,
    teams: Rows<'a, crate::score::team::TeamRow>,
    unresolved: &'a [Vec<u32>],
}

impl<'a> TeamStandingsJson<'a> {
    /// The same with the norms-and-ratings section (`--ratings`), if given.
    pub fn with_extras(mut self, extras: Option<&'a Extras>) -> Self {
        if let Some(e) = extras {
            self.players_extra = Some(&e.players);
            self.extras_notes = Some(&e.notes);
        }
        self
    }
}

/// Team standings as JSON (see [`TeamStandingsJson`]).
pub fn team_json(s: &TeamStandings) -> TeamStandingsJson<'_> {
    TeamStandingsJson {
        boards: s.boards,
        edition: format!("{:?}", s.edition),
        extras_notes: None,
        notes: s
            .notes
            .iter()
            .map(|d| NoteJson { code: d.code.as_str(), message: &d.message })
            .collect(),
        players_extra: None,
        primary: primary_code(s.primary),
        round_robin: s.round_robin,
        teams: Rows { rows: &s.rows, labels: &s.labels },
        unresolved: &s.unresolved,
    }
}

fn group(group: &[u32]) -> String {
    let v: Vec<String> = group.iter().map(|p| p.to_string()).collect();
    v.join(", ")
}

/// "Why does A rank above B", one line per criterion, players named from `t`.
pub fn why_text(e: &Explanation, t: &Tournament, lang: Lang) -> String {
    let name = |p: u32| t.player(p).map(|x| x.name.clone()).unwrap_or_default();
    let (a, b) = (e.first, e.second);
    let mut out = String::new();
    let show = |v: Option<Points>| v.map_or("—".to_string(), |x| x.to_string());
    for s in &e.steps {
        let scope = if s.group.len() < t.players.len() {
            let g = group(&s.group);
            match lang {
                Lang::En => format!(" (among {g})"),
                Lang::Bg => format!(" (между {g})"),
                Lang::Uk => format!(" (серед {g})"),
            }
        } else {
            String::new()
        };
        let verdict = match (s.first_above, lang) {
            (Some(true), Lang::En) => format!("{a} ranks above {b}"),
            (Some(false), Lang::En) => format!("{b} ranks above {a}"),
            (None, Lang::En) => "equal".to_string(),
            (Some(true), Lang::Bg) => format!("{a} е пред {b}"),
            (Some(false), Lang::Bg) => format!("{b} е пред {a}"),
            (None, Lang::Bg) => "равни".to_string(),
            (Some(true), Lang::Uk) => format!("{a} вище за {b}"),
            (Some(false), Lang::Uk) => format!("{b} вище за {a}"),
            (None, Lang::Uk) => "рівні".to_string(),
        };
        let vs = match lang {
            Lang::En => "vs",
            Lang::Bg => "срещу",
            Lang::Uk => "проти",
        };
        let _ = writeln!(
            out,
            "{}{scope}: {a} {} {vs} {b} {} — {verdict}",
            s.criterion,
            show(s.first_value),
            show(s.second_value)
        );
    }
    let (na, nb) = (name(a), name(b));
    let _ = match (e.first_above(), lang) {
        (Some(true), Lang::En) => writeln!(out, "{a} {na} ranks above {b} {nb}"),
        (Some(false), Lang::En) => writeln!(out, "{b} {nb} ranks above {a} {na}"),
        (None, Lang::En) => writeln!(out, "{a} {na} and {b} {nb} are tied after the whole list"),
        (Some(true), Lang::Bg) => writeln!(out, "{a} {na} се класира пред {b} {nb}"),
        (Some(false), Lang::Bg) => writeln!(out, "{b} {nb} се класира пред {a} {na}"),
        (None, Lang::Bg) => {
            writeln!(out, "{a} {na} и {b} {nb} остават равни след всички показатели")
        }
        (Some(true), Lang::Uk) => writeln!(out, "{a} {na} посідає місце вище за {b} {nb}"),
        (Some(false), Lang::Uk) => writeln!(out, "{b} {nb} посідає місце вище за {a} {na}"),
        (None, Lang::Uk) => {
            writeln!(out, "{a} {na} і {b} {nb} залишаються рівними після всіх показників")
        }
    };
    out
}

/// One step of an explanation in JSON.
#[derive(Serialize)]
struct StepJson<'a> {
    criterion: &'a str,
    first: Option<Points>,
    first_above: Option<bool>,
    group: &'a [u32],
    second: Option<Points>,
}

fn steps_json(steps: &[Step]) -> Vec<StepJson<'_>> {
    steps
        .iter()
        .map(|s| StepJson {
            criterion: &s.criterion,
            first: s.first_value,
            first_above: s.first_above,
            group: &s.group,
            second: s.second_value,
        })
        .collect()
}

/// "Why does A rank above B" in JSON.
#[derive(Serialize)]
pub struct WhyJson<'a> {
    first: u32,
    first_above: Option<bool>,
    second: u32,
    steps: Vec<StepJson<'a>>,
}

/// "Why does A rank above B" as JSON.
pub fn why_json(e: &Explanation) -> WhyJson<'_> {
    WhyJson {
        first: e.first,
        first_above: e.first_above(),
        second: e.second,
        steps: steps_json(&e.steps),
    }
}

/// "Why does team A rank above team B", one line per criterion.
pub fn team_why_text(t: &Tournament, a: u32, b: u32, steps: &[Step], lang: Lang) -> String {
    let name =
        |n: u32| t.teams.iter().find(|x| x.number == n).map_or(String::new(), |x| x.name.clone());
    let (na, nb) = (name(a), name(b));
    let mut out = match lang {
        Lang::En => format!("Team {a} ({na}) against team {b} ({nb}):\n"),
        Lang::Bg => format!("Отбор {a} ({na}) срещу отбор {b} ({nb}):\n"),
        Lang::Uk => format!("Команда {a} ({na}) проти команди {b} ({nb}):\n"),
    };
    for step in steps {
        let verdict = match (step.first_above, lang) {
            (Some(true), Lang::En) => format!("team {a} ranks above"),
            (Some(false), Lang::En) => format!("team {b} ranks above"),
            (None, Lang::En) => "equal".to_string(),
            (Some(true), Lang::Bg) => format!("отбор {a} е пред"),
            (Some(false), Lang::Bg) => format!("отбор {b} е пред"),
            (None, Lang::Bg) => "равни".to_string(),
            (Some(true), Lang::Uk) => format!("команда {a} вище"),
            (Some(false), Lang::Uk) => format!("команда {b} вище"),
            (None, Lang::Uk) => "рівні".to_string(),
        };
        let (against, of) = match lang {
            Lang::En => ("against", "group of"),
            Lang::Bg => ("срещу", "група от"),
            Lang::Uk => ("проти", "група з"),
        };
        let _ = writeln!(
            out,
            "  {}: {} {against} {} — {verdict} ({of} {})",
            step.criterion,
            show(step.first_value),
            show(step.second_value),
            step.group.len()
        );
    }
    if steps.last().is_none_or(|s| s.first_above.is_none()) {
        out.push_str(match lang {
            Lang::En => "  still tied after the whole list\n",
            Lang::Bg => "  остават равни след всички показатели\n",
            Lang::Uk => "  залишаються рівними після всіх показників\n",
        });
    }
    out
}

/// "Why does team A rank above team B" as JSON.
pub fn team_why_json(a: u32, b: u32, steps: &[Step]) -> WhyJson<'_> {
    let verdict = steps.last().and_then(|s| s.first_above);
    WhyJson { first: a, first_above: verdict, second: b, steps: steps_json(steps) }
}

fn shown<T: std::fmt::Display>(v: Option<T>) -> String {
    v.map_or_else(|| "-".to_string(), |x| x.to_string())
}

/// A norm's verdict in words, for the text report.
fn verdict_words(v: NormVerdict, lang: Lang) -> &'static str {
    match (v, lang) {
        (_, Lang::En) => v.as_str(),
        (NormVerdict::Achieved, Lang::Bg) => "изпълнена",
        (NormVerdict::AchievedIfExempt, Lang::Bg) => "изпълнена, ако турнирът е освободен от 1.4.3",
        (NormVerdict::PointsMet, Lang::Bg) => "точките са набрани, званията не са известни",
        (NormVerdict::NearMiss, Lang::Bg) => "почти изпълнена",
        (NormVerdict::NotMet, Lang::Bg) => "не е изпълнена",
        (NormVerdict::Achieved, Lang::Uk) => "виконано",
        (NormVerdict::AchievedIfExempt, Lang::Uk) => "виконано, якщо турнір звільнено від 1.4.3",
        (NormVerdict::PointsMet, Lang::Uk) => "очки набрано, звання невідомі",
        (NormVerdict::NearMiss, Lang::Uk) => "майже виконано",
        (NormVerdict::NotMet, Lang::Uk) => "не виконано",
    }
}

/// The section "Norms and ratings": one row per player (games, score, Ra, TPR, K, change), the
/// norms met or nearly met, then the notes.
pub fn extras_text(e: &Extras, lang: Lang) -> String {
    if e.players.iter().all(|p| p.rating.is_none() && p.average_opponents.is_none()) {
        return match lang {
            Lang::En => "Norms and ratings: no player has a rating in the results; nothing to compute\n",
            Lang::Bg => "Норми и рейтинг: никой състезател няма рейтинг в резултатите; няма какво да се изчисли\n",
            Lang::Uk => "Норми та рейтинг: жоден шахіст не має рейтингу в результатах; нічого обчислювати\n",
        }
        .to_string();
    }
    let header: [&str; 9] = match lang {
        Lang::En => ["No", "Name", "Rtg", "G", "Score", "Ra", "TPR", "K", "+/-"],
        Lang::Bg => ["№", "Име", "Рейт.", "П.", "Резултат", "Ra", "Перф.", "K", "+/-"],
        Lang::Uk => ["№", "Прізвище, ім’я", "Рейт.", "П.", "Результат", "Ra", "Перф.", "K", "+/-"],
    };
    let mut rows: Vec<Vec<String>> = vec![header.iter().map(|s| s.to_string()).collect()];
    for p in &e.players {
        rows.push(vec![
            p.start.to_string(),
            p.name.clone(),
            shown(p.rating),
            p.games.to_string(),
            p.score.to_string(),
            shown(p.average_opponents),
            shown(p.performance),
            shown(p.k),
            p.change.map_or_else(|| "-".to_string(), |c| format!("{c:+}")),
        ]);
    }
    let mut out = String::from(match lang {
        Lang::En => "Norms and ratings\n",
        Lang::Bg => "Норми и рейтинг\n",
        Lang::Uk => "Норми та рейтинг\n",
    });
    out.push_str(&aligned(&rows, 1));
    let mut any = false;
    for p in &e.players {
        // Norms of a title the player holds (or includes) stay in the JSON only.
        for n in p.norms.iter().filter(|n| n.verdict != NormVerdict::NotMet && !n.already_holds) {
            any = true;
            let (title, verdict, ra) = (n.title, verdict_words(n.verdict, lang), shown(n.average));
            let (points, games) = (n.points, n.games);
            let _ = match lang {
                Lang::En => write!(
                    out,
                    "{} {}: {title:?} norm {verdict} — {points}/{games} at Ra {ra}",
                    p.start, p.name
                ),
                Lang::Bg => write!(
                    out,
                    "{} {}: норма {title:?} — {verdict}: {points}/{games} при Ra {ra}",
                    p.start, p.name
                ),
                Lang::Uk => write!(
                    out,
                    "{} {}: норма {title:?} — {verdict}: {points}/{games} при Ra {ra}",
                    p.start, p.name
                ),
            };
            if let Some((from, to)) = n.raised {
                let _ = match lang {
                    Lang::En => write!(out, " (lowest opponent {from} raised to {to})"),
                    Lang::Bg => write!(out, " (най-ниският рейтинг {from} е повдигнат до {to})"),
                    Lang::Uk => write!(out, " (найнижчий рейтинг {from} піднято до {to})"),
                };
            }
            let needed = shown(n.points_needed);
            let _ = match lang {
                Lang::En => write!(out, ", {needed} needed"),
                Lang::Bg => write!(out, ", необходими {needed}"),
                Lang::Uk => write!(out, ", потрібно {needed}"),
            };
            if let (Some(t), Some(l)) = (n.titled, n.level) {
                let (tn, ln) = (n.titled_needed, n.level_needed);
                let _ = match lang {
                    Lang::En => write!(out, ", titled {t}/{tn}, {title:?} level {l}/{ln}"),
                    Lang::Bg => write!(out, ", със звание {t}/{tn}, на ниво {title:?} {l}/{ln}"),
                    Lang::Uk => write!(out, ", зі званням {t}/{tn}, рівня {title:?} {l}/{ln}"),
                };
            }
            // The shortfalls are written in English by the engine; in Bulgarian and Ukrainian
            // the counts above say what is short.
            if !n.shortfalls.is_empty() && lang == Lang::En {
                let _ = write!(out, "; short: {}", n.shortfalls.join("; "));
            }
            out.push('\n');
        }
    }
    if !any {
        out.push_str(match lang {
            Lang::En => "No norm achieved or nearly achieved.\n",
            Lang::Bg => "Няма изпълнена или почти изпълнена норма.\n",
            Lang::Uk => "Жодної виконаної чи майже виконаної норми.\n",
        });
    }
    let note = match lang {
        Lang::En => "Note",
        Lang::Bg => "Бележка",
        Lang::Uk => "Примітка",
    };
    for n in &e.notes {
        let _ = writeln!(out, "{note}: {}", n.text(lang));
    }
    out
}

/// The ties the list leaves, with what the regulation prescribes, then the extras.
fn ties_and_extras(
    out: &mut String,
    ties: &[UnresolvedTie],
    teams: bool,
    extras: &Extras,
    lang: Lang,
) {
    for tie in ties {
        let (from, to, who) = (tie.places.0, tie.places.1, group(&tie.players));
        let decision = i18n::tie_decision(&tie.decision, lang);
        let open = teams && tie.outcome.is_none();
        let _ = match lang {
            Lang::En => writeln!(
                out,
                "Places {from}–{to}: {}{who} tied — {}{decision}",
                if teams { "teams " } else { "" },
                if open { "unresolved: " } else { "" }
            ),
            Lang::Bg => writeln!(
                out,
                "Места {from}–{to}: {}{who} са равни — {}{decision}",
                if teams { "отбори " } else { "" },
                if open { "неразрешено: " } else { "" }
            ),
            Lang::Uk => writeln!(
                out,
                "Місця {from}–{to}: {}{who} рівні — {}{decision}",
                if teams { "команди " } else { "" },
                if open { "нерозв’язано: " } else { "" }
            ),
        };
        if let Some(o) = &tie.outcome {
            let _ = match lang {
                Lang::En => {
                    writeln!(out, "  decided (recorded): {}", recorded_outcome(o, Lang::En))
                }
                _ => {
                    let names: Vec<String> = o.order.iter().map(|n| n.to_string()).collect();
                    let words = i18n::recorded_outcome(
                        o.method,
                        &names,
                        tie.places.0,
                        o.note.as_deref(),
                        lang,
                    );
                    writeln!(out, "  {words}")
                }
            };
        }
    }
    if !extras.players.is_empty() {
        out.push('\n');
        out.push_str(&extras_text(extras, lang));
    }
}

/// The point system's line.
fn points_line(p: &crate::results::PointSystem, lang: Lang) -> String {
    let (w, d, l) = (p.win, p.draw, p.loss);
    match lang {
        Lang::En => format!("Points: win {w} draw {d} loss {l}"),
        Lang::Bg => format!("Точки: победа {w}, реми {d}, загуба {l}"),
        Lang::Uk => format!("Очки: перемога {w}, нічия {d}, поразка {l}"),
    }
}

/// One classification of a regulation as text: the table, the point system, the ties with what
/// decides them, and the norms and ratings.
pub fn classification_text(s: &RegulationStandings, lang: Lang) -> String {
    let mut out = individual_table(&s.standings, lang);
    let _ = writeln!(out, "{}", points_line(&s.points, lang));
    ties_and_extras(&mut out, &s.ties, false, &s.extras, lang);
    out
}

/// A regulation's team classification as text.
pub fn team_classification_text(s: &RegulationTeamStandings, lang: Lang) -> String {
    let mut out = team_table(&s.standings, lang);
    ties_and_extras(&mut out, &s.ties, true, &s.extras, lang);
    out
}

/// A classification's heading: `main`, `teams`, `board 1` in the language.
fn classification_heading(name: &str, lang: Lang) -> String {
    let labels = i18n::bulletin_labels(lang);
    match (name, lang) {
        (_, Lang::En) => name.to_string(),
        ("main", _) => labels.standings.to_string(),
        ("teams", _) => labels.team_standings.to_string(),
        (other, _) => match other.strip_prefix("board ") {
            Some(n) => format!("{} {n}", labels.board),
            None => other.to_string(),
        },
    }
}

/// Every classification of an event, each under a `== … ==` heading (teams first).
pub fn event_text(e: &EventStandings, lang: Lang) -> String {
    let mut parts = Vec::new();
    match &e.main {
        MainStandings::Team(s) => parts.push(format!(
            "== {} ==\n{}",
            classification_heading("teams", lang),
            team_classification_text(s, lang)
        )),
        MainStandings::Individual(s) => parts.push(format!(
            "== {} ==\n{}",
            classification_heading(&s.classification, lang),
            classification_text(s, lang)
        )),
    }
    for b in &e.boards {
        parts.push(format!(
            "== {} ==\n{}",
            classification_heading(&b.classification, lang),
            classification_text(b, lang)
        ));
    }
    parts.join("\n")
}

/// One classification of an event in JSON.
#[derive(Serialize)]
#[serde(untagged)]
pub enum ClassificationJson<'a> {
    /// The team classification.
    Team {
        /// `teams`.
        classification: &'static str,
        /// The norms and ratings notes.
        extras_notes: &'a [crate::score::extras::Note],
        /// The players' norms and ratings.
        players_extra: &'a [crate::score::extras::PlayerExtra],
        /// The standings.
        standings: &'a TeamStandings,
        /// The ties the list leaves.
        ties: &'a [UnresolvedTie],
    },
    /// An individual classification (the main one or a board's).
    Individual {
        /// Its name.
        classification: &'a str,
        /// The norms and ratings notes.
        extras_notes: &'a [crate::score::extras::Note],
        /// The players' norms and ratings.
        players_extra: &'a [crate::score::extras::PlayerExtra],
        /// The standings.
        standings: IndividualJson<'a>,
        /// The ties the list leaves.
        ties: &'a [UnresolvedTie],
    },
}

/// Every classification of an event as a JSON array of
/// `{"classification","extras_notes","players_extra","standings","ties"}`.
pub fn event_json(e: &EventStandings) -> Vec<ClassificationJson<'_>> {
    let mut out = Vec::new();
    match &e.main {
        MainStandings::Team(s) => out.push(ClassificationJson::Team {
            classification: "teams",
            extras_notes: &s.extras.notes,
            players_extra: &s.extras.players,
            standings: &s.standings,
            ties: &s.ties,
        }),
        MainStandings::Individual(s) => out.push(classification_json(s)),
    }
    out.extend(e.boards.iter().map(classification_json));
    out
}

fn classification_json(s: &RegulationStandings) -> ClassificationJson<'_> {
    ClassificationJson::Individual {
        classification: &s.classification,
        extras_notes: &s.extras.notes,
        players_extra: &s.extras.players,
        standings: individual_json(&s.standings),
        ties: &s.ties,
    }
}

/// A recorded outcome in words: `drawing of lots, in the order 3, 2, 8 (note)`.
fn recorded_outcome(o: &crate::results::RecordedDecision, l: Lang) -> String {
    let method = match o.method {
        crate::results::DecisionMethod::Playoff => {
            tr!(l, en: "play-off", bg: "бараж", uk: "додатковий матч")
        }
        crate::results::DecisionMethod::Armageddon => {
            tr!(l, en: "Armageddon game", bg: "армагедон", uk: "армагедон")
        }
        crate::results::DecisionMethod::Lots => {
            tr!(l, en: "drawing of lots", bg: "жребий", uk: "жереб")
        }
    };
    let order: Vec<String> = o.order.iter().map(|n| n.to_string()).collect();
    let order = order.join(", ");
    let note = o.note.as_ref().map(|n| format!(" ({n})")).unwrap_or_default();
    tr!(
        l,
        en: "{method}, in the order {order}{note}",
        bg: "{method}, в реда {order}{note}",
        uk: "{method}, у порядку {order}{note}"
    )
}

/// One `S100` note per tie the regulation's list leaves in the event: who, which places, and
/// what the regulation prescribes.
pub fn tie_notes(e: &EventStandings) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let (ties, teams) = match &e.main {
        MainStandings::Team(s) => (&s.ties, true),
        MainStandings::Individual(s) => (&s.ties, false),
    };
    let all = ties
        .iter()
        .map(|t| (t, teams))
        .chain(e.boards.iter().flat_map(|b| b.ties.iter().map(|t| (t, false))));
    for (tie, teams) in all {
        let names: Vec<String> =
            tie.players.iter().zip(&tie.names).map(|(n, name)| format!("{n} `{name}`")).collect();
        let names = names.join(", ");
        let (from, to) = tie.places;
        let who = |l| {
            if teams {
                tr!(l, en: "teams {names}", bg: "отбори {names}", uk: "команди {names}")
            } else {
                names.clone()
            }
        };
        if let Some(o) = &tie.outcome {
            out.push(localized(|l| {
                let (who, outcome) = (who(l), recorded_outcome(o, l));
                Diagnostic::note_level(
                    crate::score::codes::TIE_NOT_BROKEN_BY_REGULATION,
                    tr!(
                        l,
                        en: "{who} were tied for places {from}–{to} after the whole list; decided as the results record: {outcome}",
                        bg: "{who} бяха равни за места {from}–{to} след целия списък; решено, както резултатите записват: {outcome}",
                        uk: "{who} були рівні за місця {from}–{to} після всього списку; вирішено, як записано в результатах: {outcome}"
                    ),
                )
            }));
            continue;
        }
        out.push(localized(|l| {
            let (who, decision) = (who(l), i18n::tie_decision(&tie.decision, l));
            Diagnostic::note_level(
                crate::score::codes::TIE_NOT_BROKEN_BY_REGULATION,
                tr!(
                    l,
                    en: "{who} still tied for places {from}–{to} after the whole list: {decision}",
                    bg: "{who} са все още равни за места {from}–{to} след целия списък: {decision}",
                    uk: "{who} досі рівні за місця {from}–{to} після всього списку: {decision}"
                ),
            )
            .with_help(tr!(
                l,
                en: "hold what the regulation prescribes and record the outcome",
                bg: "проведете предписаното от регламента и запишете изхода",
                uk: "проведіть передбачене регламентом і запишіть результат"
            ))
        }));
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::vocab::points::Points;

    /// A table cell's points written from their digits read as `Points` displays them.
    #[test]
    fn value_cells_are_the_displayed_points() {
        let large = (0..2000).map(|i: i64| i * 7_919_993 + (i % 100));
        for h in (-20_000..20_000).chain(large).chain([i64::MIN, i64::MAX, 0]) {
            let cell = super::Value(Some(Points(h))).text(&mut [0; 24]).to_string();
            assert_eq!(cell, Points(h).to_string(), "{h}");
        }
        assert_eq!(super::Value(None).to_string(), "-");
    }

    /// The individual JSON written by hand is serde's, byte for byte: on real TRF files with
    /// two tie-break lists (with and without the norms-and-ratings section), and on rows with
    /// names to escape, undefined values and scores too large for two decimals.
    #[test]
    fn individual_json_written_by_hand_is_serdes() {
        use crate::score::{Row, ScoreOptions};
        let same = |report: &super::IndividualJson<'_>| {
            let mut ours = Vec::new();
            report.write_line(&mut ours).unwrap();
            assert_eq!(
                String::from_utf8(ours).unwrap(),
                String::from_utf8(super::json_line(report)).unwrap()
            );
        };
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/trf");
        let mut files = 0;
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "trf")
                || path.to_string_lossy().contains("team")
            {
                continue;
            }
            let bytes = std::fs::read(&path).unwrap();
            let (t, _) = crate::results::trf::read_trf_bytes("t.trf", &bytes);
            for list in ["BH/C1,BH,SB,DE,ARO,TPR,PTP,APRO", "PTP/C1,KS,STD,FB,RTNG"] {
                let list = crate::vocab::tiebreak::TieBreakList::parse(list).unwrap();
                let options =
                    ScoreOptions { unrated_rating: Some(1000), ..ScoreOptions::default() };
                let s = crate::score::standings_labelled(&t, &list.items, &options);
                assert!(!s.rows.is_empty(), "{}", path.display());
                same(&super::individual_json(&s));
                let extras = crate::score::extras::from_results(&t, "the TRF file");
                same(&super::individual_json(&s).with_extras(Some(&extras)));
            }
            files += 1;
        }
        assert!(files >= 20, "{files} files");
        let labels: Vec<String> =
            ["BH", "\"odd\\label\u{1}\"", "SB"].iter().map(|s| s.to_string()).collect();
        let tbs = crate::vocab::tiebreak::TieBreakList::parse("BH,SB,SB").unwrap().tiebreaks();
        let row = |start: u32, name: &str, points: i64, values: Vec<Option<Points>>| Row {
            start,
            name: name.into(),
            points: Points(points),
            rank: start,
            rank_to: start + 1,
            values,
        };
        let s = crate::score::Standings {
            edition: crate::score::edition::Edition::Y2026,
            round_robin: true,
            tiebreaks: tbs,
            labels,
            rows: vec![
                row(
                    1,
                    "Quote \" and \\ and \t tab",
                    1_000_000_000_000_000,
                    vec![None, Some(Points(-5)), Some(Points(i64::MIN))],
                ),
                row(
                    2,
                    "Ünïcødé 名前 \u{7f}",
                    -999_999_999_999_999,
                    vec![Some(Points(i64::MAX)), None],
                ),
                row(u32::MAX - 1, "", 0, vec![]),
            ],
            unresolved: vec![vec![1, 2], vec![3]],
            notes: Vec::new(),
        };
        same(&super::individual_json(&s));
    }

    /// The numbers and scores of the JSON rows, pushed digit by digit, are what serde and the
    /// score formatter write.
    #[test]
    fn pushed_numbers_and_scores_are_the_formatted_ones() {
        let edges = [99_999_999, 100_000_000, u32::MAX];
        for n in (0..3000u32).chain((0..300).map(|i| i * 14_316_557)).chain(edges) {
            let mut w = Vec::new();
            super::write_u32(&mut w, n).unwrap();
            assert_eq!(String::from_utf8(w).unwrap(), n.to_string());
        }
        let scores = (-3000..3000i64)
            .chain((0..300).map(|i| i * 3_333_333_333_333_337 - 500_000_000_000_000_000))
            .chain((0..3000).map(|i| i * 337 - 500_000))
            .chain([999_999, 1_000_000, -999_999, -1_000_000, -999_950, -1_000_050])
            .chain([999_999_999_999_999, -999_999_999_999_999, i64::MIN, i64::MAX]);
        for h in scores {
            let mut w = Vec::new();
            super::write_points(&mut w, Points(h)).unwrap();
            let expected = super::json_line(&Points(h));
            assert_eq!(w, expected[..expected.len() - 1], "{h}");
        }
    }

    /// The eight-bytes-at-a-time test finds what the byte-by-byte one finds.
    #[test]
    fn needs_escape_is_the_character_test() {
        let alphabet: [&[u8]; 8] =
            [b"a", b" ", b"\"", b"\\", b"\x1f", b"\x7f", "\u{9b}".as_bytes(), "„".as_bytes()];
        let mut text = Vec::new();
        let mut checked = 0;
        for len in 0..=8u32 {
            for code in (0..8usize.pow(len)).step_by(1 + 3 * len as usize) {
                text.clear();
                let mut rest = code;
                for _ in 0..len {
                    text.extend_from_slice(alphabet[rest % 8]);
                    rest /= 8;
                }
                let by_chars = std::str::from_utf8(&text)
                    .unwrap()
                    .chars()
                    .any(|c| c == '"' || c == '\\' || crate::vocab::printable::acts(c));
                assert_eq!(crate::vocab::printable::json_needs_escape(&text), by_chars, "{text:?}");
                checked += 1;
            }
        }
        assert_eq!(checked, 782_642);
    }

    /// Rank cells and start numbers written from their digits read as they display.
    #[test]
    fn rank_cells_are_the_displayed_ranks() {
        let numbers =
            (0..3000).chain((0..300).map(|i| i * 14_316_557)).chain([u32::MAX - 1, u32::MAX]);
        for n in numbers {
            assert_eq!(super::decimal(n, &mut [0; 10]), n.to_string());
            for to in [0, n, n.saturating_add(1), n.saturating_add(77), u32::MAX] {
                let cell = super::RankCell(n, to);
                assert_eq!(cell.text(&mut [0; 21]), cell.to_string(), "{n}-{to}");
            }
        }
    }

    /// Scores written from their digits read exactly as serde_json's float formatting writes
    /// them, for every hundredths value near zero and a spread of large ones.
    #[test]
    fn scores_are_written_as_the_float_formatting_writes_them() {
        let large = (0..2000).map(|i: i64| i * 7_919_993 + (i % 100));
        let huge = [999_999_999_999_999, -999_999_999_999_999, 1_000_000_000_000_000, i64::MAX];
        for h in (-20_000..20_000).chain(large).chain(huge) {
            let ours = super::json_line(&Points(h));
            let theirs = serde_json::to_vec(&Points(h)).unwrap();
            assert_eq!(ours[..ours.len() - 1], theirs[..], "{h}");
        }
        for v in [-0.0f64, 0.1, 1e-7, 1e300, f64::NAN] {
            let ours = super::json_line(&v);
            assert_eq!(ours[..ours.len() - 1], serde_json::to_vec(&v).unwrap()[..], "{v}");
        }
    }
}
