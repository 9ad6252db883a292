//! FIDE's rating lists as FIDE publishes them, read in one pass.
//!
//! FIDE publishes every month a list of every registered player: a text file of fixed columns
//! and an XML file, each zipped, for standard, rapid and blitz separately and for the three
//! together (`players_list`). The text file's columns are found from its header line, whose
//! layout has changed over the years:
//!
//! ```text
//! ID number Name                              TitlFed  Mar11 GamesBorn  Flag          (to 2012)
//! ID Number      Name        …                Fed Sex Tit  WTit OTit           FOA JAN23 Gms K  B-day Flag
//! ID Number      Name        …                Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag
//! ```
//!
//! A field runs from its label's first column to the next label's; a label of three letters and
//! two digits (`Mar11`, `JAN23`) is the rating of that month's single list. The XML lists have one
//! `<player>` element a player (`fideid`, `name`, `country`, `sex`, `title`, `w_title`,
//! `o_title`, `foa_title`, `rating`, `games`, `k`, `rapid_rating`, …, `birthday`, `flag`).
//!
//! The reader keeps only what the event needs: the players it is asked for ([`Wanted`]) are
//! matched by FIDE ID and by name (their words folded by [`skeleton`], in any order: Cyrillic or
//! Latin, `Voyska` or `Voiska`), and for each the closest other names are kept as a did-you-mean.
//! Nothing else of the list stays in memory, so memory does not grow with the list (about 1.5
//! million players), and the list is read once (BENCHMARKS.md has the figures).

use super::super::suggest::THRESHOLD;
use super::super::title::Title;
use super::super::translit::skeleton;
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Seek};

/// The longest run of bytes without a line end (or, in XML, a `>`) the reader accepts: a line of
/// FIDE's lists is under 200 bytes; a file without line ends is not a list, and is not read into
/// memory whole to find that out.
pub const MAX_RUN: usize = 64 * 1024;

/// The most lines (or `<player>` elements) a list may have: FIDE's full list has about 1.5
/// million; ten times that is not a list of this planet's players.
pub const MAX_PLAYERS: u64 = 16_000_000;

/// At most this many list players of one name are kept for a wanted player (more is ambiguous
/// anyway), and at most [`NEAR`] closest other names.
const SAME_NAME: usize = 8;
/// The closest names kept for a did-you-mean.
pub const NEAR: usize = 3;

/// The three rating lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ListKind {
    /// Standard chess.
    Standard,
    /// Rapid chess.
    Rapid,
    /// Blitz chess.
    Blitz,
}

impl ListKind {
    fn index(self) -> usize {
        match self {
            ListKind::Standard => 0,
            ListKind::Rapid => 1,
            ListKind::Blitz => 2,
        }
    }

    /// The list a file name names (`rapid_jan23frl.txt`), if it names one.
    pub fn of_file_name(name: &str) -> Option<ListKind> {
        let lower = name.to_ascii_lowercase();
        let file = lower.rsplit(['/', '\\']).next().unwrap_or(&lower);
        if file.contains("rapid") {
            Some(ListKind::Rapid)
        } else if file.contains("blitz") {
            Some(ListKind::Blitz)
        } else if file.contains("standard") {
            Some(ListKind::Standard)
        } else {
            None
        }
    }
}

/// A player's rating in one list, with the games of the month and the K factor the list gives.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rated {
    /// The rating (`None`: unrated in this list).
    pub rating: Option<u32>,
    /// Rated games in the month.
    pub games: Option<u32>,
    /// The K factor of the player's next games (lists since 2013 have the column).
    pub k: Option<u32>,
}

/// One player of a list, as the list gives it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Entry {
    /// FIDE ID.
    pub id: u64,
    /// The name as FIDE writes it: `Voiska, Margarita`.
    pub name: String,
    /// Federation, three letters.
    pub federation: String,
    /// `M` or `F`, when the list has the column.
    pub sex: Option<char>,
    /// The title of the `Tit` column: the player's highest (an open title, or a women's title
    /// for a player who has only that).
    pub title: Option<Title>,
    /// The women's title (`WTit`), apart from an open one: a woman may be IM and WGM.
    pub woman_title: Option<Title>,
    /// Other titles as written (`FA`, `IA`, `FT`: arbiters, trainers), and `FOA` titles.
    pub other_titles: String,
    /// Birth year.
    pub birth_year: Option<i32>,
    /// Flag as written (`i` inactive, `w` woman, `wi`).
    pub flag: String,
    /// Standard, rapid and blitz, where the list has them.
    pub ratings: [Option<Rated>; 3],
}

impl Entry {
    /// The player's rating in a list, if the file has that list's column.
    pub fn rated(&self, kind: ListKind) -> Option<&Rated> {
        self.ratings[kind.index()].as_ref()
    }

    /// The title to write for the player in a TRF or a table: the open title if any, else the
    /// women's title.
    pub fn best_title(&self) -> Option<Title> {
        match (self.title, self.woman_title) {
            (Some(t), _) if !is_womens(t) => Some(t),
            (t, w) => w.or(t),
        }
    }
}

/// True for the women's titles.
pub fn is_womens(t: Title) -> bool {
    matches!(t, Title::WGM | Title::WIM | Title::WFM | Title::WCM)
}

/// What kind of file the list was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Fixed columns found from the header line.
    Text,
    /// `<playerslist>` XML.
    Xml,
}

/// What the reader learnt about the list itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListInfo {
    /// Text or XML.
    pub format: Format,
    /// The text list's header line, as written.
    pub header: String,
    /// The month of a single list's rating column (`JAN23`): (year, month).
    pub month: Option<(i16, i8)>,
    /// The lists the file holds ratings of.
    pub kinds: Vec<ListKind>,
    /// The file inside a zip archive the list was read from.
    pub entry: Option<String>,
}

/// Why a file could not be read as a list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListError {
    /// The first line is not a list's header (no `ID` and `Name` columns) nor XML.
    NotAList {
        /// The first line, cut to 80 characters.
        first_line: String,
    },
    /// A line longer than [`MAX_RUN`] bytes.
    LineTooLong {
        /// The line's number, 1-based.
        line: u64,
    },
    /// More than [`MAX_PLAYERS`] lines.
    TooManyPlayers,
    /// A zip archive without a `.txt` or `.xml` file, or a damaged one.
    Archive(String),
    /// XML that is not well formed.
    Xml(String),
    /// Reading failed.
    Io(String),
}

/// The players an event asks the list for.
#[derive(Clone, Debug, Default)]
pub struct Wanted {
    players: Vec<WantedPlayer>,
    by_id: HashMap<u64, Vec<u32>>,
    /// The wanted IDs, sorted: a list line's ID is looked up by a binary search (no hashing on
    /// each of 1.5 million lines).
    ids: Vec<u64>,
    /// Wanted players by the first three letters of the skeleton of each of their words.
    by_prefix: HashMap<[u8; 3], Vec<u32>>,
    /// The same prefixes as bits of a table indexed by the three letters ([`prefix_index`]),
    /// tested for every word of every line of the list.
    prefix_bits: Vec<u64>,
}

/// The index of a three-letter prefix in [`Wanted::prefix_bits`]: each letter `0` (none),
/// `a`–`z`, `0`–`9`, or 37 for anything else (a letter outside ASCII), so 38³ places.
fn prefix_index(p: [u8; 3]) -> usize {
    let code = |b: u8| match b {
        0 => 0,
        b'a'..=b'z' => usize::from(b - b'a') + 1,
        b'0'..=b'9' => usize::from(b - b'0') + 27,
        _ => 37,
    };
    (code(p[0]) * 38 + code(p[1])) * 38 + code(p[2])
}

const PREFIXES: usize = 38 * 38 * 38;

#[derive(Clone, Debug)]
struct WantedPlayer {
    /// The skeletons of the name's words, sorted, joined by spaces.
    key: String,
}

/// What the list has for one wanted player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Found {
    /// The list's player with the wanted FIDE ID.
    pub by_id: Option<Entry>,
    /// The list's players whose name is the wanted name (up to eight).
    pub by_name: Vec<Entry>,
    /// The closest other names (similarity in thousandths, best first), for a did-you-mean.
    pub near: Vec<(u32, Entry)>,
}

/// The result of reading a list for an event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scan {
    /// What the list is.
    pub info: ListInfo,
    /// Players read.
    pub players: u64,
    /// For each wanted player, in the order given to [`Wanted::new`].
    pub found: Vec<Found>,
}

/// The first three bytes of a skeleton (fewer padded with zeros), for the buckets; `None` for
/// an empty one.
fn prefix3(s: &str) -> Option<[u8; 3]> {
    let b = s.as_bytes();
    let mut out = [0u8; 3];
    for (o, c) in out.iter_mut().zip(b) {
        *o = *c;
    }
    (!b.is_empty()).then_some(out)
}

/// [`prefix3`] of a word's [`skeleton`], computed without building the skeleton when the word
/// is ASCII (the list's names are): the same folding, letter by letter, stopped after three.
fn word_prefix3(word: &str) -> Option<[u8; 3]> {
    if !word.is_ascii() {
        return prefix3(&skeleton(word));
    }
    ascii_word_prefix3(word.as_bytes())
}

/// [`word_prefix3`] of an ASCII word.
fn ascii_word_prefix3(word: &[u8]) -> Option<[u8; 3]> {
    let mut folded = word
        .iter()
        .copied()
        .filter(u8::is_ascii_alphanumeric)
        .map(|b| match b.to_ascii_lowercase() {
            b'y' | b'j' => b'i',
            b'h' => b'g',
            b'w' => b'v',
            c => c,
        })
        .peekable();
    let mut out = [0u8; 3];
    let mut n = 0;
    let mut last = None;
    while let Some(c) = folded.next() {
        let c = if c == b't' && matches!(folded.peek(), Some(b's' | b'z')) {
            folded.next();
            b'c'
        } else {
            c
        };
        if last == Some(c) {
            continue;
        }
        last = Some(c);
        out[n] = c;
        n += 1;
        if n == 3 {
            break;
        }
    }
    (n > 0).then_some(out)
}

/// The key of a name: the skeletons of its words, sorted, joined by spaces.
pub fn name_key(name: &str) -> String {
    let mut words: Vec<String> = name
        .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != 'ʼ' && c != '’')
        .map(skeleton)
        .filter(|w| !w.is_empty())
        .collect();
    words.sort_unstable();
    words.join(" ")
}

impl Wanted {
    /// The players to look for: each with its FIDE ID, if known, and its name as written.
    pub fn new<'a>(players: impl IntoIterator<Item = (Option<u64>, &'a str)>) -> Wanted {
        let mut w = Wanted::default();
        for (i, (id, name)) in players.into_iter().enumerate() {
            let i = i as u32;
            if let Some(id) = id {
                w.by_id.entry(id).or_default().push(i);
            }
            let key = name_key(name);
            for word in key.split(' ') {
                if let Some(p) = prefix3(word) {
                    let bucket = w.by_prefix.entry(p).or_default();
                    if bucket.last() != Some(&i) {
                        bucket.push(i);
                    }
                }
            }
            w.players.push(WantedPlayer { key });
        }
        w.ids = w.by_id.keys().copied().collect();
        w.ids.sort_unstable();
        w.prefix_bits = vec![0; PREFIXES.div_ceil(64)];
        for p in w.by_prefix.keys() {
            let i = prefix_index(*p);
            w.prefix_bits[i / 64] |= 1 << (i % 64);
        }
        w
    }

    fn has_prefix(&self, p: [u8; 3]) -> bool {
        let i = prefix_index(p);
        self.prefix_bits.get(i / 64).is_some_and(|b| b & (1 << (i % 64)) != 0)
    }

    /// The number of players asked for.
    pub fn len(&self) -> usize {
        self.players.len()
    }

    /// True when no player is asked for.
    pub fn is_empty(&self) -> bool {
        self.players.is_empty()
    }
}

/// Reads a list (text or XML, zipped or not) once, keeping what `wanted` needs. `file_name`
/// tells a single list's kind (`rapid_…`) when its header does not.
pub fn scan<R: Read + Seek>(
    mut input: R,
    file_name: &str,
    wanted: &Wanted,
) -> Result<Scan, ListError> {
    let mut magic = [0u8; 4];
    let n = read_up_to(&mut input, &mut magic).map_err(|e| ListError::Io(e.to_string()))?;
    input.seek(std::io::SeekFrom::Start(0)).map_err(|e| ListError::Io(e.to_string()))?;
    if n == 4 && magic == *b"PK\x03\x04" {
        let mut archive =
            zip::ZipArchive::new(input).map_err(|e| ListError::Archive(e.to_string()))?;
        let index = (0..archive.len())
            .find(|&i| {
                archive.name_for_index(i).is_some_and(|n| {
                    let n = n.to_ascii_lowercase();
                    !n.ends_with('/') && (n.ends_with(".txt") || n.ends_with(".xml"))
                })
            })
            .ok_or_else(|| ListError::Archive("no .txt or .xml file in the archive".into()))?;
        let entry = archive.by_index(index).map_err(|e| ListError::Archive(e.to_string()))?;
        let name = entry.name().to_string();
        let kind = ListKind::of_file_name(&name).or(ListKind::of_file_name(file_name));
        let mut scan = scan_text(BufReader::with_capacity(256 * 1024, entry), kind, wanted)?;
        scan.info.entry = Some(name);
        Ok(scan)
    } else {
        let kind = ListKind::of_file_name(file_name);
        scan_text(BufReader::with_capacity(256 * 1024, input), kind, wanted)
    }
}

fn read_up_to(r: &mut impl Read, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match r.read(&mut buf[n..]) {
            Ok(0) => break,
            Ok(k) => n += k,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(n)
}

/// Reads an unzipped list (text or XML) from `input`. `kind` is the list a single list's
/// rating column belongs to (standard when not known).
pub fn scan_text<R: BufRead>(
    mut input: R,
    kind: Option<ListKind>,
    wanted: &Wanted,
) -> Result<Scan, ListError> {
    // The first bytes tell XML from text (a byte-order mark skipped).
    let head = input.fill_buf().map_err(|e| ListError::Io(e.to_string()))?;
    let skip = if head.starts_with(b"\xEF\xBB\xBF") { 3 } else { 0 };
    input.consume(skip);
    let head = input.fill_buf().map_err(|e| ListError::Io(e.to_string()))?;
    let first = head.iter().position(|b| !b.is_ascii_whitespace()).map(|i| head[i]);
    if first == Some(b'<') {
        scan_xml(input, kind, wanted)
    } else {
        scan_columns(input, kind, wanted)
    }
}

/// Keeps what the list has for the wanted players while it is read.
struct Keeper<'a> {
    wanted: &'a Wanted,
    found: Vec<Found>,
    /// Reused: the name's skeleton words.
    words: Vec<String>,
}

impl<'a> Keeper<'a> {
    fn new(wanted: &'a Wanted) -> Keeper<'a> {
        Keeper { wanted, found: vec![Found::default(); wanted.players.len()], words: Vec::new() }
    }

    /// Whether a list player (its ID and name) concerns a wanted player: by ID, or by a word of
    /// the name sharing its first three folded letters with a wanted name's word.
    fn interested(&mut self, id: u64, name: &[u8]) -> bool {
        if self.wanted.ids.binary_search(&id).is_ok() {
            return true;
        }
        if self.wanted.by_prefix.is_empty() {
            return false;
        }
        // The list's first word (FIDE writes the surname first): every word of every wanted
        // name has its bucket, so a list name made of a wanted name's words, in any order,
        // always has its first word among them. Only three letters of it are folded here.
        let first =
            name.split(|b| !b.is_ascii_alphanumeric() && b.is_ascii()).find(|w| !w.is_empty());
        let Some(first) = first else { return false };
        let prefix = if first.is_ascii() {
            ascii_word_prefix3(first)
        } else {
            let word = text(first);
            word.split(|c: char| !c.is_alphanumeric())
                .find(|w| !w.is_empty())
                .and_then(word_prefix3)
        };
        prefix.is_some_and(|p| self.wanted.has_prefix(p))
    }

    /// Records a list player the keeper is interested in.
    fn keep(&mut self, entry: Entry) {
        if let Some(ids) = self.wanted.by_id.get(&entry.id) {
            for &i in ids {
                self.found[i as usize].by_id = Some(entry.clone());
            }
        }
        self.words.clear();
        for w in
            entry.name.split(|c: char| !c.is_alphanumeric() && c != '\'').filter(|w| !w.is_empty())
        {
            let s = skeleton(w);
            if !s.is_empty() {
                self.words.push(s);
            }
        }
        self.words.sort_unstable();
        let key = self.words.join(" ");
        let mut seen: Vec<u32> = Vec::new();
        for w in &self.words {
            let Some(bucket) = prefix3(w).and_then(|p| self.wanted.by_prefix.get(&p)) else {
                continue;
            };
            for &i in bucket {
                if seen.contains(&i) {
                    continue;
                }
                seen.push(i);
                let want = &self.wanted.players[i as usize];
                let found = &mut self.found[i as usize];
                if want.key == key {
                    if found.by_name.len() < SAME_NAME {
                        found.by_name.push(entry.clone());
                    }
                    continue;
                }
                let score = strsim::jaro_winkler(&want.key, &key);
                if score < THRESHOLD {
                    continue;
                }
                let score = (score * 1000.0).round() as u32;
                let at =
                    found.near.iter().position(|(s, _)| *s < score).unwrap_or(found.near.len());
                if at < NEAR {
                    found.near.insert(at, (score, entry.clone()));
                    found.near.truncate(NEAR);
                }
            }
        }
    }
}

/// A field of the text layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Id,
    Name,
    Title,
    WomanTitle,
    OtherTitle,
    Foa,
    Federation,
    Sex,
    Rating(Option<ListKind>),
    Games(Option<ListKind>),
    K(Option<ListKind>),
    Birth,
    Flag,
    Other,
}

/// The columns of a text list: each field from its label's column to the next label's.
#[derive(Clone, Debug)]
struct Layout {
    fields: Vec<(Field, usize, usize)>,
    month: Option<(i16, i8)>,
}

const MONTHS: [&str; 12] =
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/// `Mar11`, `JAN23`: the month of a single list's rating column.
fn month_label(label: &str) -> Option<(i16, i8)> {
    let b = label.as_bytes();
    if b.len() != 5 || !b[3].is_ascii_digit() || !b[4].is_ascii_digit() {
        return None;
    }
    let m = MONTHS.iter().position(|m| m.eq_ignore_ascii_case(&label[..3]))? as i8 + 1;
    let yy = i16::from(b[3] - b'0') * 10 + i16::from(b[4] - b'0');
    // FIDE's lists start in 1971: a two-digit year from 70 is of the 1900s.
    let year = if yy >= 70 { 1900 + yy } else { 2000 + yy };
    Some((year, m))
}

impl Layout {
    /// The layout a header line gives, or `None` when it is not a list's header.
    fn of_header(header: &str, kind: Option<ListKind>) -> Option<Layout> {
        // Labels and their columns; glued labels of the old layout split (`TitlFed`, `GamesBorn`).
        let mut labels: Vec<(usize, &str)> = Vec::new();
        let mut at = 0;
        for word in header.split(' ') {
            if !word.is_empty() {
                let mut w = word;
                let mut col = at;
                for glued in ["Titl", "Games"] {
                    if w.len() > glued.len() && w.starts_with(glued) {
                        labels.push((col, &w[..glued.len()]));
                        col += glued.len();
                        w = &w[glued.len()..];
                    }
                }
                labels.push((col, w));
            }
            at += word.len() + 1;
        }
        let single = kind.unwrap_or(ListKind::Standard);
        let mut month = None;
        let mut fields: Vec<(Field, usize)> = Vec::new();
        for (col, label) in &labels {
            let l = label.to_ascii_lowercase();
            let field = match l.as_str() {
                "id" => Field::Id,
                "number" if fields.last().is_some_and(|f| f.0 == Field::Id) => continue,
                "name" => Field::Name,
                "tit" | "titl" => Field::Title,
                "wtit" => Field::WomanTitle,
                "otit" => Field::OtherTitle,
                "foa" => Field::Foa,
                "fed" => Field::Federation,
                "sex" => Field::Sex,
                "srtng" => Field::Rating(Some(ListKind::Standard)),
                "rrtng" => Field::Rating(Some(ListKind::Rapid)),
                "brtng" => Field::Rating(Some(ListKind::Blitz)),
                "rtng" | "rating" => Field::Rating(Some(single)),
                "sgm" => Field::Games(Some(ListKind::Standard)),
                "rgm" => Field::Games(Some(ListKind::Rapid)),
                "bgm" => Field::Games(Some(ListKind::Blitz)),
                "gms" | "games" | "game" => Field::Games(Some(single)),
                "sk" => Field::K(Some(ListKind::Standard)),
                "rk" => Field::K(Some(ListKind::Rapid)),
                "bk" => Field::K(Some(ListKind::Blitz)),
                "k" => Field::K(Some(single)),
                "b-day" | "born" | "bday" => Field::Birth,
                "flag" => Field::Flag,
                _ => match month_label(label) {
                    Some(m) => {
                        month = Some(m);
                        Field::Rating(Some(single))
                    }
                    None => Field::Other,
                },
            };
            fields.push((field, *col));
        }
        let has = |f: Field| fields.iter().any(|x| x.0 == f);
        if !has(Field::Id) || !has(Field::Name) {
            return None;
        }
        let mut out = Vec::with_capacity(fields.len());
        for (i, (f, start)) in fields.iter().enumerate() {
            let end = fields.get(i + 1).map_or(usize::MAX, |n| n.1);
            out.push((*f, *start, end));
        }
        Some(Layout { fields: out, month })
    }

    fn span(&self, field: Field) -> Option<(usize, usize)> {
        self.fields.iter().find(|f| f.0 == field).map(|f| (f.1, f.2))
    }

    fn kinds(&self) -> Vec<ListKind> {
        let mut kinds = Vec::new();
        for k in [ListKind::Standard, ListKind::Rapid, ListKind::Blitz] {
            if self.fields.iter().any(|f| f.0 == Field::Rating(Some(k))) {
                kinds.push(k);
            }
        }
        kinds
    }
}

/// Columns `from..to` of a line, trimmed (bytes; the caller makes the line one byte a column).
fn cut(line: &[u8], (from, to): (usize, usize)) -> &[u8] {
    let end = to.min(line.len());
    if from >= end {
        return &[];
    }
    line[from..end].trim_ascii()
}

fn number<T: std::str::FromStr>(bytes: &[u8]) -> Option<T> {
    std::str::from_utf8(bytes).ok()?.parse().ok()
}

/// Text of a field: UTF-8 when it is, else each byte a Latin-1 letter (the older lists).
fn text(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(s) => s.to_string(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// A title as the lists write it: `GM`, `WGM`, or the old lists' `g`, `wg`, `m`, `wm`, ….
fn title(bytes: &[u8]) -> Option<Title> {
    Title::from_code(std::str::from_utf8(bytes).ok()?)
}

/// One byte a column: a line with UTF-8 letters of more than one byte is turned into one byte
/// a character (Latin-1 where it fits, `?` otherwise) so that the columns after the name stay.
fn one_byte_a_column<'b>(line: &'b [u8], buffer: &'b mut Vec<u8>) -> &'b [u8] {
    if line.is_ascii() {
        return line;
    }
    match std::str::from_utf8(line) {
        Ok(s) => {
            buffer.clear();
            buffer.extend(s.chars().map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?')));
            buffer
        }
        Err(_) => line,
    }
}

fn entry_of_line(line: &[u8], layout: &Layout) -> Entry {
    let mut e = Entry::default();
    let mut rated = [Rated::default(); 3];
    let mut has = [false; 3];
    let single = layout.kinds().first().copied().unwrap_or(ListKind::Standard);
    for &(field, from, to) in &layout.fields {
        let v = cut(line, (from, to));
        match field {
            Field::Id => e.id = number(v).unwrap_or(0),
            Field::Name => e.name = text(v),
            Field::Title => e.title = title(v),
            Field::WomanTitle => e.woman_title = title(v),
            Field::OtherTitle | Field::Foa => {
                if !v.is_empty() {
                    if !e.other_titles.is_empty() {
                        e.other_titles.push(' ');
                    }
                    e.other_titles.push_str(&text(v));
                }
            }
            Field::Federation => e.federation = text(v),
            Field::Sex => e.sex = v.first().map(|b| char::from(b.to_ascii_uppercase())),
            Field::Rating(k) => {
                let k = k.unwrap_or(single).index();
                has[k] = true;
                rated[k].rating = number(v).filter(|r: &u32| *r > 0);
            }
            Field::Games(k) => rated[k.unwrap_or(single).index()].games = number(v),
            Field::K(k) => {
                rated[k.unwrap_or(single).index()].k = number(v).filter(|k: &u32| *k > 0)
            }
            Field::Birth => {
                e.birth_year = v.get(..4).and_then(number).filter(|y: &i32| *y > 1800);
            }
            Field::Flag => e.flag = text(v),
            Field::Other => {}
        }
    }
    if e.woman_title.is_none() && e.title.is_some_and(is_womens) {
        e.woman_title = e.title;
    }
    if e.sex.is_none() && e.flag.contains('w') {
        e.sex = Some('F');
    }
    for k in 0..3 {
        if has[k] {
            e.ratings[k] = Some(rated[k]);
        }
    }
    e
}

/// Reads lines of at most [`MAX_RUN`] bytes into `line` (without the line end); `Ok(false)` at
/// the end of the input.
fn next_line<R: BufRead>(
    input: &mut R,
    line: &mut Vec<u8>,
    number: u64,
) -> Result<bool, ListError> {
    line.clear();
    loop {
        let buf = input.fill_buf().map_err(|e| ListError::Io(e.to_string()))?;
        if buf.is_empty() {
            return Ok(!line.is_empty());
        }
        let (used, done) = match memchr::memchr(b'\n', buf) {
            Some(i) => {
                line.extend_from_slice(&buf[..i]);
                (i + 1, true)
            }
            None => {
                line.extend_from_slice(buf);
                (buf.len(), false)
            }
        };
        input.consume(used);
        if line.len() > MAX_RUN {
            return Err(ListError::LineTooLong { line: number });
        }
        if done {
            if line.last() == Some(&b'\r') {
                line.pop();
            }
            return Ok(true);
        }
    }
}

fn scan_columns<R: BufRead>(
    mut input: R,
    kind: Option<ListKind>,
    wanted: &Wanted,
) -> Result<Scan, ListError> {
    let mut line = Vec::with_capacity(256);
    let mut number = 1u64;
    // The header: the first line that is not blank.
    let layout = loop {
        if !next_line(&mut input, &mut line, number)? {
            return Err(ListError::NotAList { first_line: String::new() });
        }
        if !line.trim_ascii().is_empty() {
            let header = text(&line);
            match Layout::of_header(&header, kind) {
                Some(l) => break (l, header),
                None => {
                    return Err(ListError::NotAList {
                        first_line: header.chars().take(80).collect(),
                    })
                }
            }
        }
        number += 1;
    };
    let (layout, header) = layout;
    let id_span = layout.span(Field::Id).unwrap_or((0, 0));
    let name_span = layout.span(Field::Name).unwrap_or((0, 0));
    let mut keeper = Keeper::new(wanted);
    let mut players = 0u64;
    let mut wide = Vec::new();
    // A line is read where it lies in the reader's buffer; only one that straddles the end of
    // the buffer is copied (`next_line`).
    let mut one = |row: &[u8], players: &mut u64| -> Result<(), ListError> {
        let row = row.strip_suffix(b"\r").unwrap_or(row);
        if row.trim_ascii().is_empty() {
            return Ok(());
        }
        *players += 1;
        if *players > MAX_PLAYERS {
            return Err(ListError::TooManyPlayers);
        }
        let row = one_byte_a_column(row, &mut wide);
        let Some(id) = number_of(cut(row, id_span)) else { return Ok(()) };
        if keeper.interested(id, cut(row, name_span)) {
            keeper.keep(entry_of_line(row, &layout));
        }
        Ok(())
    };
    loop {
        let buf = input.fill_buf().map_err(|e| ListError::Io(e.to_string()))?;
        if buf.is_empty() {
            break;
        }
        match memchr::memchr(b'\n', buf) {
            Some(i) if i <= MAX_RUN => {
                number += 1;
                one(&buf[..i], &mut players)?;
                input.consume(i + 1);
            }
            Some(_) => return Err(ListError::LineTooLong { line: number + 1 }),
            None => {
                if !next_line(&mut input, &mut line, number + 1)? {
                    break;
                }
                number += 1;
                one(&line, &mut players)?;
            }
        }
    }
    let found = keeper.found;
    let kinds = layout.kinds();
    Ok(Scan {
        info: ListInfo { format: Format::Text, header, month: layout.month, kinds, entry: None },
        players,
        found,
    })
}

/// An ID's digits, without allocating.
fn number_of(bytes: &[u8]) -> Option<u64> {
    if bytes.is_empty() || bytes.len() > 12 {
        return None;
    }
    let mut n = 0u64;
    for &b in bytes {
        if !b.is_ascii_digit() {
            return None;
        }
        n = n * 10 + u64::from(b - b'0');
    }
    Some(n)
}

/// A reader that refuses a run of more than [`MAX_RUN`] bytes without a `>` or a line end, so
/// that XML without them is not gathered into memory by the parser.
struct Runs<R> {
    inner: R,
    run: usize,
}

impl<R: Read> Read for Runs<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        let got = &buf[..n];
        match memchr::memrchr2(b'>', b'\n', got) {
            Some(i) => self.run = n - i - 1,
            None => self.run += n,
        }
        if self.run > MAX_RUN {
            return Err(std::io::Error::new(std::io::ErrorKind::InvalidData, "run too long"));
        }
        Ok(n)
    }
}

fn scan_xml<R: BufRead>(
    input: R,
    kind: Option<ListKind>,
    wanted: &Wanted,
) -> Result<Scan, ListError> {
    use quick_xml::events::Event;
    let single = kind.unwrap_or(ListKind::Standard);
    let mut reader = quick_xml::Reader::from_reader(BufReader::with_capacity(
        256 * 1024,
        Runs { inner: input, run: 0 },
    ));
    let mut buf = Vec::with_capacity(1024);
    let mut keeper = Keeper::new(wanted);
    let mut players = 0u64;
    // The current element inside a `<player>`, and the player's fields as read.
    let mut inside = false;
    let mut tag = Vec::<u8>::new();
    let mut fields: Vec<(Vec<u8>, String)> = Vec::new();
    let mut used = 0usize;
    let mut seen_root = false;
    let mut kinds: Vec<ListKind> = Vec::new();
    loop {
        let event = reader.read_event_into(&mut buf).map_err(|e| match e {
            quick_xml::Error::Io(io) if io.kind() == std::io::ErrorKind::InvalidData => {
                ListError::LineTooLong { line: 0 }
            }
            e => ListError::Xml(e.to_string()),
        })?;
        match event {
            Event::Start(e) => {
                let name = e.local_name();
                let name = name.as_ref();
                if !seen_root {
                    seen_root = true;
                    if name != b"playerslist" {
                        return Err(ListError::NotAList {
                            first_line: format!("<{}>", String::from_utf8_lossy(name)),
                        });
                    }
                } else if name == b"player" {
                    inside = true;
                    used = 0;
                } else if inside {
                    tag.clear();
                    tag.extend_from_slice(name);
                }
            }
            Event::Text(t) if inside && !tag.is_empty() => {
                let value = t.decode().map_err(|e| ListError::Xml(e.to_string()))?;
                let value = quick_xml::escape::unescape(&value)
                    .map_err(|e| ListError::Xml(e.to_string()))?;
                if used < fields.len() {
                    fields[used].0.clear();
                    fields[used].0.extend_from_slice(&tag);
                    fields[used].1.clear();
                    fields[used].1.push_str(&value);
                } else {
                    fields.push((tag.clone(), value.into_owned()));
                }
                used += 1;
            }
            Event::GeneralRef(r) if inside && !tag.is_empty() => {
                // `&amp;` and the like between text events: appended to the field's text.
                let name = r.decode().map_err(|e| ListError::Xml(e.to_string()))?;
                let ch = match name.as_ref() {
                    "amp" => "&",
                    "lt" => "<",
                    "gt" => ">",
                    "quot" => "\"",
                    "apos" => "'",
                    _ => "",
                };
                if used > 0 && fields[used - 1].0 == tag {
                    fields[used - 1].1.push_str(ch);
                } else if used < fields.len() {
                    fields[used].0.clear();
                    fields[used].0.extend_from_slice(&tag);
                    fields[used].1.clear();
                    fields[used].1.push_str(ch);
                    used += 1;
                } else {
                    fields.push((tag.clone(), ch.to_string()));
                    used += 1;
                }
            }
            Event::Empty(_) => {}
            Event::End(e) => {
                if e.local_name().as_ref() == b"player" && inside {
                    inside = false;
                    players += 1;
                    if players > MAX_PLAYERS {
                        return Err(ListError::TooManyPlayers);
                    }
                    let get = |name: &[u8]| {
                        fields[..used].iter().find(|f| f.0 == name).map(|f| f.1.as_str())
                    };
                    let id = get(b"fideid").and_then(|v| number_of(v.trim().as_bytes()));
                    let Some(id) = id else { continue };
                    let name = get(b"name").unwrap_or("").trim().to_string();
                    if kinds.is_empty() {
                        kinds = xml_kinds(&fields[..used], single);
                    }
                    if keeper.interested(id, name.as_bytes()) {
                        keeper.keep(entry_of_xml(id, name, &fields[..used], single));
                    }
                } else {
                    tag.clear();
                }
            }
            Event::Eof => break,
            _ => {}
        }
        buf.clear();
    }
    if !seen_root {
        return Err(ListError::NotAList { first_line: String::new() });
    }
    Ok(Scan {
        info: ListInfo {
            format: Format::Xml,
            header: String::new(),
            month: None,
            kinds,
            entry: None,
        },
        players,
        found: keeper.found,
    })
}

fn xml_kinds(fields: &[(Vec<u8>, String)], single: ListKind) -> Vec<ListKind> {
    let has = |n: &[u8]| fields.iter().any(|f| f.0 == n);
    let mut kinds = Vec::new();
    if has(b"rating") {
        kinds.push(single);
    }
    if has(b"rapid_rating") && !kinds.contains(&ListKind::Rapid) {
        kinds.push(ListKind::Rapid);
    }
    if has(b"blitz_rating") && !kinds.contains(&ListKind::Blitz) {
        kinds.push(ListKind::Blitz);
    }
    kinds
}

fn entry_of_xml(id: u64, name: String, fields: &[(Vec<u8>, String)], single: ListKind) -> Entry {
    let get = |n: &[u8]| fields.iter().find(|f| f.0 == n).map(|f| f.1.trim()).unwrap_or("");
    let num = |n: &[u8]| get(n).parse::<u32>().ok();
    let rated = |r: &[u8], g: &[u8], k: &[u8]| {
        fields.iter().any(|f| f.0 == r).then(|| Rated {
            rating: num(r).filter(|v| *v > 0),
            games: num(g),
            k: num(k).filter(|v| *v > 0),
        })
    };
    let mut e = Entry {
        id,
        name,
        federation: get(b"country").to_string(),
        sex: get(b"sex").chars().next().map(|c| c.to_ascii_uppercase()),
        title: title(get(b"title").as_bytes()),
        woman_title: title(get(b"w_title").as_bytes()),
        other_titles: [get(b"o_title"), get(b"foa_title")]
            .iter()
            .filter(|s| !s.is_empty())
            .copied()
            .collect::<Vec<_>>()
            .join(" "),
        birth_year: get(b"birthday").get(..4).and_then(|y| y.parse().ok()).filter(|y| *y > 1800),
        flag: get(b"flag").to_string(),
        ratings: [None, None, None],
    };
    e.ratings[single.index()] = rated(b"rating", b"games", b"k");
    if let Some(r) = rated(b"rapid_rating", b"rapid_games", b"rapid_k") {
        e.ratings[ListKind::Rapid.index()] = Some(r);
    }
    if let Some(r) = rated(b"blitz_rating", b"blitz_games", b"blitz_k") {
        e.ratings[ListKind::Blitz.index()] = Some(r);
    }
    if e.woman_title.is_none() && e.title.is_some_and(is_womens) {
        e.woman_title = e.title;
    }
    e
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn month_labels() {
        assert_eq!(month_label("Mar11"), Some((2011, 3)));
        assert_eq!(month_label("JAN23"), Some((2023, 1)));
        assert_eq!(month_label("SRtng"), None);
    }

    #[test]
    fn glued_labels_of_the_old_layout_are_split() {
        let h = "ID number Name                              TitlFed  Mar11 GamesBorn  Flag";
        let l = Layout::of_header(h, None).expect("a header");
        assert_eq!(l.span(Field::Title), Some((44, 48)));
        assert_eq!(l.span(Field::Federation), Some((48, 53)));
        assert_eq!(l.span(Field::Games(Some(ListKind::Standard))), Some((59, 64)));
        assert_eq!(l.span(Field::Birth), Some((64, 70)));
        assert_eq!(l.month, Some((2011, 3)));
    }

    #[test]
    fn prefixes_are_those_of_the_skeletons() {
        for w in [
            "Voiska",
            "Tsvetkova",
            "Jordanova",
            "Hrytsaieva",
            "Li",
            "A",
            "Ttsar",
            "Wong",
            "Muzychuk",
            "Чилингирова",
            "Čilingirova",
            "Osmak",
            "Tzvetan",
            "yyy",
            "1990",
        ] {
            assert_eq!(word_prefix3(w), prefix3(&skeleton(w)), "{w}");
        }
    }

    #[test]
    fn ids_without_allocating() {
        assert_eq!(number_of(b"14114550"), Some(14114550));
        assert_eq!(number_of(b""), None);
        assert_eq!(number_of(b"12a"), None);
    }
}
