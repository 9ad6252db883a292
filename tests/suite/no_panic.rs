//! Property tests: no input makes the pipeline panic. Arbitrary bytes, and "token soup" built
//! from the language's own pieces (which reaches far deeper into lowering than random bytes).

use proptest::prelude::*;
use reglament::{compile, Options};

const PIECES: &[&str] = &[
    "regulation \"T\" lang bg\n",
    "event",
    "system",
    "players",
    "schedule",
    "ranking",
    "time-control",
    "claims",
    "appeals",
    "prizes",
    "section",
    "teams",
    "team-composition",
    "officials",
    "validity",
    "subclassification",
    "{",
    "}",
    "\n",
    ";",
    ",",
    "\"x\"",
    "\"\"\"y\"\"\"",
    "2021-03-11",
    "2021-02-30",
    "2021-03-11..2021-03-20",
    "14:30",
    "25:00",
    "11",
    "0",
    "½",
    "7.5",
    "4294967296",
    "99999999999999999999",
    "round",
    "кръг",
    "тур",
    "неделя",
    "min",
    "s",
    "h",
    "period",
    "increment",
    "from-move",
    "tiebreaks",
    "BH/C1",
    "KS/L-1",
    "DE",
    "XYZ/Q",
    "fee",
    "BGN",
    "лв.",
    "grn",
    "norm",
    "IM",
    "GM",
    "points",
    "games",
    "titled",
    "average-rating",
    "category",
    "\"VI-Ж\"",
    "stated",
    "round-robin",
    "swiss",
    "rounds",
    "playoff",
    "stage",
    "when-tied",
    "board-points",
    "among-tied",
    "allow",
    "V101",
    "{rounds}",
    "\"{rouns}\"",
    "#c\n",
    "\\\n",
    "board",
    "foreign",
    "eu",
    "deadline",
    "after",
    "decision",
];

proptest! {
    #![proptest_config(crate::common::proptest_config(400))]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..2048)) {
        let c = compile("fuzz.rgl", &bytes, &Options::default());
        // Every diagnostic span lies inside the decoded text.
        for d in &c.diagnostics {
            for l in &d.labels {
                prop_assert!(l.span.start <= l.span.end && l.span.end <= c.file.text.len().max(1));
            }
        }
    }

    #[test]
    fn token_soup_never_panics(idx in proptest::collection::vec(0..PIECES.len(), 0..120)) {
        let mut text = String::from("regulation \"T\" lang bg\n");
        for i in idx {
            text.push_str(PIECES[i]);
            text.push(' ');
        }
        let c = compile("soup.rgl", text.as_bytes(), &Options::default());
        for d in &c.diagnostics {
            prop_assert!(d.code.len() == 4, "code {}", d.code);
            for l in &d.labels {
                prop_assert!(l.span.end <= c.file.text.len());
            }
        }
    }
}
