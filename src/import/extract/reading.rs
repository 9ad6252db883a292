//! The document as the readers read it: paragraphs (lines joined where a sentence runs on to the
//! next line, as wire copy and some Word documents break them), each with the topic of the
//! heading it stands under (`ДАТА И МЯСТО`, `Місце проведення`, `ПРОГРАМА:`, `• Учасники
//! змагань`), whether the heading is numbered or not, and the source line of every offset.

use crate::import::doc::Document;
use crate::prose;
use crate::prose::chars::Lowercase as _;
use crate::prose::quantity::Amount;
use crate::prose::text::folded_word;
use crate::prose::text::Token;
use crate::prose::when::{Clock, Dated};
use crate::vocab::Lang;

/// What the heading a paragraph stands under is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    /// No heading, or one about nothing the readers look for.
    None,
    /// The organiser.
    Organiser,
    /// The aim.
    Aim,
    /// When and where.
    Place,
    /// The playing system.
    System,
    /// The time control.
    TimeControl,
    /// Who may take part.
    Participants,
    /// The programme.
    Programme,
    /// The ranking and tie-breaks.
    Ranking,
    /// Entry fees.
    Fees,
    /// Prizes.
    Prizes,
    /// The officials.
    Officials,
    /// Appeals.
    Appeals,
}

/// Heading words and their topic; a heading is about the first topic one of whose words it
/// starts with (after its number).
const LABELS: &[(&str, Topic)] = &[
    ("организатор", Topic::Organiser),
    ("организатори", Topic::Organiser),
    ("организация", Topic::Organiser),
    ("організатор", Topic::Organiser),
    ("організація", Topic::Organiser),
    ("керівництво", Topic::Organiser),
    ("цел", Topic::Aim),
    ("цели", Topic::Aim),
    ("мета", Topic::Aim),
    ("дата", Topic::Place),
    ("дати", Topic::Place),
    ("място", Topic::Place),
    ("време и място", Topic::Place),
    ("термін", Topic::Place),
    ("терміни", Topic::Place),
    ("час та місце", Topic::Place),
    ("час і місце", Topic::Place),
    ("місце", Topic::Place),
    ("система", Topic::System),
    ("контрол", Topic::TimeControl),
    ("контроль", Topic::TimeControl),
    ("участници", Topic::Participants),
    ("право на участие", Topic::Participants),
    ("условия за участие", Topic::Participants),
    ("учасники", Topic::Participants),
    ("умови участі", Topic::Participants),
    ("програма", Topic::Programme),
    ("график", Topic::Programme),
    ("графік", Topic::Programme),
    ("розклад", Topic::Programme),
    ("регламент змагань", Topic::Programme),
    ("класиране", Topic::Ranking),
    ("класирането", Topic::Ranking),
    ("определяне на класирането", Topic::Ranking),
    ("визначення", Topic::Ranking),
    ("підведення підсумків", Topic::Ranking),
    ("такса", Topic::Fees),
    ("такси", Topic::Fees),
    ("стартов", Topic::Fees),
    ("внесок", Topic::Fees),
    ("фінансув", Topic::Fees),
    ("награди", Topic::Prizes),
    ("нагороди", Topic::Prizes),
    ("нагородження", Topic::Prizes),
    ("призов", Topic::Prizes),
    ("съдийско", Topic::Officials),
    ("съдии", Topic::Officials),
    ("судді", Topic::Officials),
    ("суддівська", Topic::Officials),
    ("контестации", Topic::Appeals),
    ("протести", Topic::Appeals),
    ("апеляц", Topic::Appeals),
];

/// Headings that start like a topic's but are about something else.
const NOT_LABELS: &[&str] = &["място за", "система за", "контрол на допинга"];

/// Words of a table's header row (`Дата Час Кръг`, `Дата | Час | Тур`): such a row is no heading.
const COLUMN_WORDS: &[&str] = &[
    "дата",
    "дата/ден",
    "ден",
    "день",
    "час",
    "часове",
    "време",
    "година",
    "кръг",
    "тур",
    "събитие",
    "дейност",
    "подія",
    "захід",
    "|",
    "date",
    "day",
    "time",
    "round",
    "event",
];

/// Prepositions and conjunctions a sentence does not end on.
const FUNCTION_WORDS: &[&str] = &[
    "в",
    "във",
    "на",
    "за",
    "от",
    "до",
    "по",
    "с",
    "със",
    "и",
    "а",
    "но",
    "у",
    "з",
    "із",
    "зі",
    "та",
    "і",
    "й",
    "що",
    "при",
    "към",
    "под",
    "над",
    "през",
    "як",
    "който",
    "която",
    "який",
];

/// A paragraph.
#[derive(Clone, Debug)]
pub struct Paragraph {
    /// The text: its lines joined by a blank where a sentence ran on, else kept apart by `\n`.
    pub text: String,
    /// Where each source line starts in `text`: (offset, line index).
    pub lines: Vec<(usize, usize)>,
    /// The topic of the heading it stands under.
    pub topic: Topic,
    /// The paragraph is itself a heading (a label alone, with or without `:`).
    pub heading: bool,
    /// Where the text after a heading's label starts (`3. ДАТА И МЯСТО: Първенството …`).
    pub body: usize,
    /// It stands before the first numbered section or heading (the title area).
    pub before_sections: bool,
}

impl Paragraph {
    /// The source line (index) of a byte offset.
    pub fn line_at(&self, at: usize) -> usize {
        let k = self.lines.partition_point(|(o, _)| *o <= at);
        self.lines[k.saturating_sub(1)].1
    }

    /// The first source line.
    pub fn line(&self) -> usize {
        self.lines.first().map_or(0, |l| l.1)
    }

    /// The text after the heading's label.
    pub fn body(&self) -> &str {
        &self.text[self.body..]
    }
}

/// The document cut into paragraphs, before they are read.
#[derive(Clone, Debug)]
pub struct Layout {
    /// Bulgarian or Ukrainian.
    pub lang: Lang,
    /// The paragraphs, in order.
    pub paras: Vec<Paragraph>,
    /// The document is a regulation in numbered sections (not a news item or a post).
    pub sectioned: bool,
}

/// A paragraph and its one reading ([`prose::Reading`]): its tokens, sentences and values, read
/// once and shared by every extractor.
#[derive(Debug)]
pub struct Read<'p> {
    /// The paragraph.
    pub para: &'p Paragraph,
    /// Its reading.
    pub read: prose::Reading<'p>,
}

impl std::ops::Deref for Read<'_> {
    type Target = Paragraph;
    fn deref(&self) -> &Paragraph {
        self.para
    }
}

impl<'p> Read<'p> {
    /// The tokens of a sentence (or any byte range) of the paragraph.
    pub fn tokens_in(&self, start: usize, end: usize) -> &[Token<'p>] {
        self.read.tokens_in(start, end)
    }

    /// The paragraph's sentences, as byte ranges of its text.
    pub fn sentences(&self) -> &[(usize, usize)] {
        self.read.sentences()
    }

    /// The dates written within `start..end` of the text (a sentence), their offsets counted
    /// from `start`.
    pub fn dated_in(&self, start: usize, end: usize) -> Vec<Dated> {
        self.read
            .dated()
            .iter()
            .filter(|d| start <= d.start && d.end <= end)
            .map(|d| d.from_origin(start))
            .collect()
    }

    /// The clock times written within `start..end` of the text, their offsets counted from
    /// `start`.
    pub fn clocks_in(&self, start: usize, end: usize) -> Vec<Clock> {
        self.read
            .clocks()
            .iter()
            .filter(|c| start <= c.from && c.to <= end)
            .map(|c| Clock { from: c.from - start, to: c.to - start, ..*c })
            .collect()
    }

    /// The amounts of money written within `start..end` of the text, their offsets counted from
    /// `start`.
    pub fn amounts_in(&self, start: usize, end: usize) -> Vec<Amount> {
        self.read
            .amounts()
            .iter()
            .filter(|m| start <= m.start && m.end <= end)
            .map(|m| Amount { start: m.start - start, end: m.end - start, ..m.clone() })
            .collect()
    }

    /// The sentences of the text after the heading's label.
    pub fn body_sentences(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let body = self.body;
        self.read
            .sentences()
            .iter()
            .filter(move |(_, b)| *b > body)
            .map(move |(a, b)| ((*a).max(body), *b))
    }
}

/// The document read: every paragraph with its one reading.
#[derive(Debug)]
pub struct Reading<'p> {
    /// Bulgarian or Ukrainian.
    pub lang: Lang,
    /// The paragraphs, in order.
    pub paras: Vec<Read<'p>>,
    /// The document is a regulation in numbered sections (not a news item or a post).
    pub sectioned: bool,
}

impl<'p> Reading<'p> {
    /// Reads every paragraph of a layout once.
    pub fn new(layout: &'p Layout) -> Reading<'p> {
        let paras = layout
            .paras
            .iter()
            .map(|para| Read { para, read: prose::Reading::new(&para.text) })
            .collect();
        Reading { lang: layout.lang, paras, sectioned: layout.sectioned }
    }

    /// The paragraphs about a topic (their heading's and the paragraphs under it).
    pub fn about(&self, topic: Topic) -> impl Iterator<Item = &Read<'p>> {
        self.paras.iter().filter(move |p| p.topic == topic)
    }
}

/// A line's number (`3.`, `IV.`, `•`, `-`, `1)`) and where its text starts.
fn after_number(line: &str) -> usize {
    let t = line.trim_start();
    let lead = line.len() - t.len();
    let mut at = 0;
    let b = t.as_bytes();
    while at < b.len() && (b[at].is_ascii_digit() || b[at] == b'.') {
        at += 1;
    }
    if at == 0 {
        let roman: usize = t
            .chars()
            .take_while(|c| matches!(c, 'I' | 'V' | 'X' | 'І' | 'Х'))
            .map(char::len_utf8)
            .sum();
        if roman > 0 && t[roman..].starts_with('.') {
            at = roman + 1;
        }
    }
    if at == 0 {
        for bullet in ["•", "∙", "·", "-", "–", "—", "*", "?", "✓", "❖", "►", "▪"]
        {
            if let Some(rest) = t.strip_prefix(bullet) {
                at = t.len() - rest.len();
                break;
            }
        }
    } else if t[at..].starts_with(')') {
        at += 1;
    }
    let rest = &t[at..];
    lead + at + (rest.len() - rest.trim_start().len())
}

/// The topic of a label (`ДАТА И МЯСТО НА ПРОВЕЖДАНЕ`, `Місце проведення`), if it is one.
pub fn topic_of(label: &str) -> Option<Topic> {
    let words: Vec<String> = label.split_whitespace().map(folded_word).collect();
    if words.is_empty() || words.len() > 8 {
        return None;
    }
    let joined = words.join(" ");
    if NOT_LABELS.iter().any(|n| joined.starts_with(n)) {
        return None;
    }
    if words.len() >= 2 && words.iter().all(|w| COLUMN_WORDS.contains(&w.as_str())) {
        return None;
    }
    LABELS.iter().find(|(w, _)| joined.starts_with(w)).map(|(_, t)| *t)
}

/// A heading line: its topic and where the text after its label starts (`None` when the line
/// is not a heading). A heading is a label alone (`ПРОГРАМА`, `Мета`, `• Місце проведення`,
/// `Програма:`) or a label, a colon and text (`1. ОРГАНИЗАТОРИ: Шахматен клуб ЦСКА.`).
fn heading(line: &str) -> Option<(Topic, usize, bool)> {
    let start = after_number(line);
    let rest = &line[start..];
    let (label, body) = match rest.find(':') {
        Some(c) => (&rest[..c], start + c + 1),
        None => (rest, line.len()),
    };
    // `1. ОРГАНИЗАТОР ДОП се организират от …`: a numbered line whose label is its words in
    // capitals, the text following without a colon.
    if rest.find(':').is_none() && start > line.len() - line.trim_start().len() {
        let caps: usize = rest
            .split_inclusive(' ')
            .take_while(|w| {
                let letters: Vec<char> = w.chars().filter(|c| c.is_alphabetic()).collect();
                !letters.is_empty() && letters.iter().all(|c| c.is_uppercase())
            })
            .map(str::len)
            .sum();
        let label = rest[..caps].trim();
        if caps > 0 && caps < rest.len() && label.split_whitespace().count() <= 6 {
            if let Some(topic) = topic_of(label) {
                return Some((topic, start + caps, false));
            }
        }
    }
    let label = label.trim();
    let words = label.split_whitespace().count();
    let letters: Vec<char> = label.chars().filter(|c| c.is_alphabetic()).collect();
    if words == 0 || words > 8 || letters.is_empty() {
        return None;
    }
    let alone = body >= line.len() || line[body..].trim().is_empty();
    // A label alone must be short and not a sentence; with a colon it may head a sentence.
    if alone && (label.ends_with(['.', ';']) || words > 6) {
        return None;
    }
    if !alone && rest.find(':').is_none() {
        return None;
    }
    let topic = topic_of(label)?;
    let body =
        body + line[body.min(line.len())..].len() - line[body.min(line.len())..].trim_start().len();
    Some((topic, body.min(line.len()), alone))
}

/// True when a line is an item of a bulleted list or a table row.
fn bullet_like(line: &str) -> bool {
    line.trim_start().starts_with(|c: char| "•∙·-–—*?✓►▪".contains(c)) || line.contains('\t')
}

/// True when a line looks like a row of a list or table (a number, a bullet, a time, a tab).
fn row_like(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with(|c: char| c.is_ascii_digit() || "•∙·-–—*?✓►▪(".contains(c)) || line.contains('\t')
}

impl Layout {
    /// Cuts a document's lines into paragraphs.
    pub fn new(doc: &Document) -> Layout {
        let mut paras: Vec<Paragraph> = Vec::new();
        let mut topic = Topic::None;
        let mut seen_heading = false;
        let mut open: Option<Paragraph> = None;
        let lines = &doc.lines;
        for (i, line) in lines.iter().enumerate() {
            let text = line.text.trim_end();
            if text.trim().is_empty() {
                if let Some(p) = open.take() {
                    paras.push(p);
                }
                continue;
            }
            let numbered = crate::import::doc::numbered(text)
                .is_some_and(|n| n.rest.starts_with(char::is_uppercase));
            if let Some((t, body, _alone)) = heading(text) {
                if let Some(p) = open.take() {
                    paras.push(p);
                }
                topic = t;
                seen_heading = true;
                let p = Paragraph {
                    text: text.to_string(),
                    lines: vec![(0, i)],
                    topic,
                    heading: true,
                    body,
                    before_sections: false,
                };
                open = Some(p);
                continue;
            }
            if numbered {
                // A numbered section about something else ends the topic.
                if let Some(p) = open.take() {
                    paras.push(p);
                }
                topic = Topic::None;
                seen_heading = true;
            }
            // A sentence running on from the line before: join.
            if let Some(p) = open.as_mut() {
                let prev = p.text.trim_end();
                let last_line = &p.text[p.lines.last().map_or(0, |l| l.0)..];
                let last_word = prev.rsplit(' ').next().unwrap_or("");
                // A line that ends on a preposition or a conjunction goes on on the next.
                let unfinished = FUNCTION_WORDS.contains(&last_word);
                let runs_on = !prev.ends_with(['.', ':', ';', '!', '?', '»', '"', '“'])
                    && (unfinished || !row_like(text) && text.starts_with(char::is_lowercase))
                    && !bullet_like(last_line)
                    && !last_line.contains('\t');
                if runs_on {
                    let at = p.text.len() + 1;
                    p.text.push(' ');
                    p.text.push_str(text.trim_start());
                    p.lines.push((at, i));
                    continue;
                }
                if let Some(p) = open.take() {
                    paras.push(p);
                }
            }
            // `Фестивалите ще се проведат според следния график:`, `У програмі фестивалю:`: the
            // lines after are a programme.
            let lower = text.lowercase();
            let introduces_programme = text.trim_end().ends_with(':')
                && ["график", "графік", "програм", "розклад"].iter().any(|w| lower.contains(w));
            open = Some(Paragraph {
                text: text.to_string(),
                lines: vec![(0, i)],
                topic,
                heading: false,
                body: 0,
                before_sections: !seen_heading,
            });
            if introduces_programme {
                topic = Topic::Programme;
            }
        }
        if let Some(p) = open.take() {
            paras.push(p);
        }
        Layout { lang: doc.lang, paras, sectioned: !doc.sections.is_empty() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Layout {
        let lines: Vec<String> = text.lines().map(String::from).collect();
        Layout::new(&Document::new(&lines))
    }

    #[test]
    fn headings_give_topics_and_sentences_run_on() {
        let r = read(
            "Р Е Г Л А М Е Н Т\n1. ОРГАНИЗАТОР:\nБългарската федерация по шахмат.\n\
             3. ДАТА И МЯСТО НА ПРОВЕЖДАНЕ: 03-04.09.2022г., гр.София\n• Місце проведення\n\
             Шаховий клуб «ЛША», м.Львів\nТурнирът ще продължи до 25 август в хотел \"Скалите\" в\n\
             Белоградчик. Предвидени са девет кръга.\nПрограма\n09:00 Регистрация",
        );
        let topics: Vec<(Topic, &str)> = r.paras.iter().map(|p| (p.topic, p.body())).collect();
        assert_eq!(topics[0], (Topic::None, "Р Е Г Л А М Е Н Т"));
        assert!(r.paras[0].before_sections);
        assert_eq!(topics[1].0, Topic::Organiser);
        assert_eq!(topics[2], (Topic::Organiser, "Българската федерация по шахмат."));
        assert_eq!(topics[3], (Topic::Place, "03-04.09.2022г., гр.София"));
        assert_eq!(topics[5], (Topic::Place, "Шаховий клуб «ЛША», м.Львів"));
        let joined = &r.paras[6];
        assert!(
            joined.text.ends_with("в Белоградчик. Предвидени са девет кръга."),
            "{}",
            joined.text
        );
        assert_eq!(joined.line_at(joined.text.len() - 3), 7);
        assert_eq!(topics[8], (Topic::Programme, "09:00 Регистрация"));
    }

    #[test]
    fn a_tables_header_row_is_no_heading() {
        assert_eq!(topic_of("Дата Час Кръг"), None);
        assert_eq!(topic_of("Дата"), Some(Topic::Place));
        let r =
            read("10. Програма\nДата Час Кръг\n08 юни - понеделник 11:00 Техническа конференция");
        assert!(r.paras.iter().all(|p| p.topic == Topic::Programme));
    }
}
