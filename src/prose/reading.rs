//! One reading of a text: its tokens (words, numbers, punctuation, with their spans and their
//! folded forms through [`Token`]'s comparisons), its sentences, and the values it states —
//! numbers and what they count, dates and date ranges, clock times, money — each read from the
//! same tokens, once, when first asked for. The checks hold one reading per text of a file
//! (`checks::Context`), the import one per paragraph of a document, so a sentence is never
//! tokenised twice and the two can never read it differently.

use crate::prose::announced::{announced_in, Announced};
use crate::prose::chars::lowercase;
use crate::prose::cited::{laws_citations_in, LawsCitation};
use crate::prose::count::{participant_counts_in, round_counts_in};
use crate::prose::leftover::{foreign_in, leftovers_in, ForeignRun, Found};
use crate::prose::number::{counted_in, numbers_in, Counted, Number};
use crate::prose::quantity::{amounts_in, default_times_in, durations_in, Amount, DefaultTime};
use crate::prose::text::{sentences, token_at, tokens, Token};
use crate::prose::when::{clocks_in, dated_in, ranges_in, Clock, Dated, Range};
use crate::vocab::Lang;
use std::cell::OnceCell;

/// A text read once.
#[derive(Debug)]
pub struct Reading<'t> {
    text: &'t str,
    tokens: Vec<Token<'t>>,
    lower: OnceCell<String>,
    sentences: OnceCell<Vec<(usize, usize)>>,
    numbers: OnceCell<Vec<Number>>,
    counted: OnceCell<Vec<Counted<'t>>>,
    dated: OnceCell<Vec<Dated>>,
    ranges: OnceCell<Vec<Range>>,
    clocks: OnceCell<Vec<Clock>>,
    amounts: OnceCell<Vec<Amount>>,
    rounds: OnceCell<Vec<(Number, usize)>>,
    fields: OnceCell<Vec<(Number, usize, bool)>>,
    laws: OnceCell<Vec<LawsCitation>>,
    default_times: OnceCell<Vec<DefaultTime>>,
    leftovers: OnceCell<Vec<Found>>,
    announced: OnceCell<Vec<Announced>>,
    foreign: OnceCell<Vec<ForeignRun>>,
}

impl<'t> Reading<'t> {
    /// Reads a text's tokens; every value is read from them when first asked for.
    pub fn new(text: &'t str) -> Reading<'t> {
        Reading {
            text,
            tokens: tokens(text),
            lower: OnceCell::new(),
            sentences: OnceCell::new(),
            numbers: OnceCell::new(),
            counted: OnceCell::new(),
            dated: OnceCell::new(),
            ranges: OnceCell::new(),
            clocks: OnceCell::new(),
            amounts: OnceCell::new(),
            rounds: OnceCell::new(),
            fields: OnceCell::new(),
            laws: OnceCell::new(),
            default_times: OnceCell::new(),
            leftovers: OnceCell::new(),
            announced: OnceCell::new(),
            foreign: OnceCell::new(),
        }
    }

    /// The text.
    pub fn text(&self) -> &'t str {
        self.text
    }

    /// Its tokens, in order.
    pub fn tokens(&self) -> &[Token<'t>] {
        &self.tokens
    }

    /// The tokens between two byte offsets (a sentence's, a clause's).
    pub fn tokens_in(&self, start: usize, end: usize) -> &[Token<'t>] {
        let a = token_at(&self.tokens, start);
        let b = token_at(&self.tokens, end);
        &self.tokens[a..b.max(a)]
    }

    /// The text in lowercase ([`lowercase`]; its offsets are the text's for ASCII and Cyrillic).
    pub fn lower(&self) -> &str {
        self.lower.get_or_init(|| lowercase(self.text))
    }

    /// Its sentences, as byte ranges ([`sentences`]).
    pub fn sentences(&self) -> &[(usize, usize)] {
        self.sentences.get_or_init(|| sentences(self.text))
    }

    /// Every number, in digits or words.
    pub fn numbers(&self) -> &[Number] {
        self.numbers.get_or_init(|| numbers_in(self.text, &self.tokens))
    }

    /// Every number followed by a word (`9 кръга`, `30 (тридесет) лв.`).
    pub fn counted(&self) -> &[Counted<'t>] {
        self.counted.get_or_init(|| counted_in(self.text, &self.tokens, self.numbers()))
    }

    /// Every date expression: days, lists of days and ranges, with their weekdays.
    pub fn dated(&self) -> &[Dated] {
        self.dated.get_or_init(|| dated_in(self.text, &self.tokens))
    }

    /// Every date range as written, reversed or not.
    pub fn ranges(&self) -> &[Range] {
        self.ranges.get_or_init(|| ranges_in(self.text, &self.tokens))
    }

    /// Every clock time and time range outside the dates.
    pub fn clocks(&self) -> &[Clock] {
        self.clocks.get_or_init(|| {
            let skip: Vec<(usize, usize)> = self.dated().iter().map(|d| (d.start, d.end)).collect();
            clocks_in(self.text, &self.tokens, &skip)
        })
    }

    /// Every amount of money.
    pub fn amounts(&self) -> &[Amount] {
        self.amounts.get_or_init(|| amounts_in(self.text, &self.tokens))
    }

    /// Every count of the event's rounds (`в 9 кръга`), with where its noun ends
    /// ([`crate::prose::round_counts`]).
    pub fn round_counts(&self) -> &[(Number, usize)] {
        self.rounds.get_or_init(|| round_counts_in(self.text, &self.tokens, self.counted()))
    }

    /// Every stated field (`142 състезатели`, `12 команд`), with where its noun ends and whether
    /// it counts teams ([`crate::prose::participant_counts`]).
    pub fn participant_counts(&self) -> &[(Number, usize, bool)] {
        self.fields.get_or_init(|| participant_counts_in(self.text, self.counted()))
    }

    /// Every default time the text states (`Запізнення на тур - 10 хвилин`;
    /// [`crate::prose::quantity::default_times_in`]), read in `lang`, the text's language (the
    /// first call's language is kept).
    pub fn default_times(&self, lang: Lang) -> &[DefaultTime] {
        self.default_times.get_or_init(|| {
            let durations = durations_in(self.text, self.counted(), lang);
            default_times_in(&self.tokens, self.sentences(), &durations)
        })
    }

    /// Every citation of the Laws of Chess with the days cited for it (`Правилата на ФИДЕ в сила
    /// от 1 юли 2011`, `Правилами шахів ФІДЕ від 01 липня 2017 року`;
    /// [`crate::prose::cited`]).
    pub fn laws_citations(&self) -> &[LawsCitation] {
        self.laws.get_or_init(|| {
            laws_citations_in(self.text, &self.tokens, self.sentences(), self.dated())
        })
    }

    /// Every known leftover of a web page (`СПОДЕЛИ`, `This email address is being protected
    /// from spambots…`; [`crate::prose::leftover`]).
    pub fn leftovers(&self) -> &[Found] {
        self.leftovers.get_or_init(|| leftovers_in(self.text, &self.tokens))
    }

    /// Every fact a sentence announces (a fee, a prize fund, a deadline, an e-mail, a place) and
    /// whether it gives it ([`crate::prose::announced`]).
    pub fn announced(&self) -> &[Announced] {
        self.announced.get_or_init(|| {
            announced_in(
                self.text,
                &self.tokens,
                self.sentences(),
                self.amounts(),
                self.dated(),
                self.clocks(),
            )
        })
    }

    /// Every run of English prose and every Russian sentence in a text written in `lang`
    /// ([`crate::prose::leftover::foreign_in`]; the first call's language is kept).
    pub fn foreign(&self, lang: Lang) -> &[ForeignRun] {
        self.foreign.get_or_init(|| foreign_in(&self.tokens, self.sentences(), lang))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_reading_gives_every_value_from_the_same_tokens() {
        let text = "Турнирът се провежда от 11.03 – 20.03.2021 г. в 9 (девет) кръга. \
                    Начало в 14:30 ч. Таксата е 30 лв.";
        let r = Reading::new(text);
        assert_eq!(r.sentences().len(), 3);
        assert_eq!(r.ranges()[0].days().map(|d| d.0.to_string()), Some("2021-03-11".into()));
        assert_eq!(r.dated().len(), 1);
        assert_eq!(r.clocks().len(), 1);
        assert_eq!(r.amounts()[0].currency, "BGN");
        let counted: Vec<(u64, &str)> =
            r.counted().iter().map(|c| (c.number.value, c.word.as_str())).collect();
        assert!(counted.contains(&(9, "кръга")), "{counted:?}");
        let s = r.sentences()[1];
        assert_eq!(r.tokens_in(s.0, s.1).first().map(|t| t.text), Some("Начало"));
    }

    #[test]
    fn default_times_are_read_after_the_word_for_lateness() {
        let minutes = |text: &str| -> Vec<u64> {
            Reading::new(text).default_times(Lang::Uk).iter().map(|d| d.minutes).collect()
        };
        // uk-037 (chess.kh.ua/events/view/1364): the control and the default time in two sentences.
        assert_eq!(minutes("Контроль часу - 10 + 5. Запізнення на тур - 10 хвилин"), [10]);
        // Its corrected copy: one sentence, the clauses split by `;`.
        assert_eq!(
            minutes("Контроль часу 10 хвилин + 5 секунд; запізнення на тур - 10 хвилин; турнірний внесок - 200 грн."),
            [10]
        );
        assert_eq!(minutes("Дозволений час спізнення – 30 хвилин."), [30]);
        assert_eq!(minutes("Допуска се 15 минути закъснение."), [15]);
        assert_eq!(
            minutes("Закъснелите за техническата конференция губят правото си на участие."),
            [0u64; 0]
        );
        assert_eq!(minutes("Контролата е 15 минути + 10 секунди."), [0u64; 0]);
    }
}
