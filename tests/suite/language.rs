//! The regulation language: grammar constructs, every parse and lowering diagnostic (one fixture
//! per code, with a snapshot of its rendered report), and the documented example.

use reglament::diagnostic::render::{render_human, HumanOptions};
use reglament::source::SourceFile;
use reglament::syntax::ast::ValueKind;
use reglament::{compile, syntax, Options};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn values(stmt: &syntax::ast::Statement) -> Vec<ValueKind> {
    stmt.values.iter().map(|v| v.kind.clone()).collect()
}

#[test]
fn every_grammar_construct_parses_to_the_expected_tree() {
    let text =
        std::fs::read_to_string(root().join("tests/fixtures/grammar/constructs.rgl")).unwrap();
    let file = SourceFile::new("constructs.rgl", text, "UTF-8");
    let doc = syntax::parse(&file).expect("the constructs fixture parses");
    let s = &doc.statements;
    assert_eq!(s.len(), 6, "comments and blank lines are not statements");
    // Escapes in plain strings; words and numbers after the string.
    assert_eq!(
        values(&s[0]),
        vec![
            ValueKind::Word("regulation".into()),
            ValueKind::Str("Заглавие \"в кавички\"\nнов ред".into()),
            ValueKind::Word("lang".into()),
            ValueKind::Word("bg".into()),
            ValueKind::Word("edition".into()),
            ValueKind::Number("42".into()),
        ]
    );
    // A one-line block with `;`, a raw string, a date range with blanks around `..`.
    let event = s[1].block.as_ref().expect("event has a block");
    assert_eq!(event.statements.len(), 2);
    assert_eq!(
        values(&event.statements[0])[1],
        ValueKind::Str("Зала \"Одесос\", хотел Астор".into())
    );
    assert_eq!(
        values(&event.statements[1])[1],
        ValueKind::DateRange("2024-06-07".into(), "2024-06-08".into())
    );
    // Commas are optional separators; a trailing comment is ignored.
    assert_eq!(values(&s[2]).len(), 5);
    // A backslash continues a statement on the next line.
    let players = s[3].block.as_ref().unwrap();
    assert_eq!(players.statements.len(), 2);
    assert_eq!(values(&players.statements[0]).len(), 6);
    // Dates, weekday words, one-digit hours.
    let entry = &s[4].block.as_ref().unwrap().statements[0];
    assert_eq!(values(entry)[0], ValueKind::Date("2024-06-07".into()));
    assert_eq!(values(entry)[2], ValueKind::Time("9:30".into()));
    // ½, tie-break descriptors as words, percentages as numbers.
    let ranking = s[5].block.as_ref().unwrap();
    assert_eq!(values(&ranking.statements[0])[2], ValueKind::Number("½".into()));
    assert_eq!(
        values(&ranking.statements[1])[1..],
        [
            ValueKind::Word("BH/C1".into()),
            ValueKind::Word("KS/L-1".into()),
            ValueKind::Word("BH:MP/C1/P".into()),
            ValueKind::Number("50%".into()),
        ]
    );
    // Spans are byte offsets into the text.
    let venue = &event.statements[0].values[1];
    assert!(file.slice(venue.span).starts_with("\"\"\"Зала"));
}

#[test]
fn every_parse_and_lowering_code_has_a_fixture_that_reports_it() {
    let dir = root().join("tests/fixtures/codes");
    let mut fixtures: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rgl"))
        .filter(|p| {
            p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with(['P', 'L']))
        })
        .collect();
    fixtures.sort();
    let mut covered = Vec::new();
    for path in &fixtures {
        let code = path.file_stem().unwrap().to_str().unwrap().to_string();
        let bytes = std::fs::read(path).unwrap();
        let name = format!("tests/fixtures/codes/{code}.rgl");
        let compiled = compile(&name, &bytes, &Options::default());
        // The checks run on what lowering could read; the input findings are the fixture's.
        let input: Vec<_> =
            compiled.diagnostics.iter().filter(|d| d.code.starts_with(['D', 'P', 'L'])).collect();
        let codes: Vec<&str> = input.iter().map(|d| d.code.as_str()).collect();
        assert_eq!(codes, vec![code.as_str()], "{name} should report exactly {code}");
        let rendered: String = input
            .iter()
            .map(|d| render_human(&compiled.file, d, HumanOptions { color: false }))
            .collect();
        insta::assert_snapshot!(format!("diagnostic_{code}"), rendered);
        covered.push(code);
    }
    let registered: Vec<&str> = reglament::syntax::codes::CODES
        .iter()
        .chain(reglament::model::codes::CODES.iter())
        .map(|c| c.as_str())
        .collect();
    for code in registered {
        assert!(covered.iter().any(|c| c == code), "no fixture for {code}");
    }
}

#[test]
fn the_example_in_grammar_md_checks_clean() {
    let md = std::fs::read_to_string(root().join("grammar/GRAMMAR.md")).unwrap();
    let start = md.find("## A complete example").expect("GRAMMAR.md has the example");
    let body = &md[start..];
    let open = body.find("```text\n").unwrap() + "```text\n".len();
    let close = body[open..].find("```").unwrap();
    let example = &body[open..open + close];
    let compiled = compile("GRAMMAR.md", example.as_bytes(), &Options::default());
    assert!(compiled.model.is_some());
    assert_eq!(compiled.diagnostics, vec![], "the documented example must check clean");
    let reg = compiled.model.unwrap();
    assert_eq!(reg.players.unwrap().list.len(), 4);
    assert_eq!(reg.schedule.len(), 5);
}

#[test]
fn bulgarian_and_english_keywords_lower_to_the_same_model() {
    let en = "regulation \"T\" lang bg\nranking {\n  points win 1 draw ½ loss 0\n  tiebreaks DE, KS, SB, WIN, TPR\n  when-tied lots\n}\n";
    let bg = "регламент \"T\" език bg\nкласиране {\n  точки победа 1 реми ½ загуба 0\n  показатели DE, KS, SB, WIN, TPR\n  при-равенство жребий\n}\n";
    let uk = "регламент \"T\" мова bg\nкласифікація {\n  очки перемога 1 нічия ½ поразка 0\n  показники DE, KS, SB, WIN, TPR\n  при-рівності жеребкування\n}\n";
    let model = |text: &str| {
        let c =
            compile("x.rgl", text.as_bytes(), &Options { no_checks: true, ..Options::default() });
        assert!(c.diagnostics.is_empty(), "{:?}", c.diagnostics);
        let r = c.model.unwrap().ranking.unwrap();
        let tbs: Vec<String> = r.tiebreaks.iter().map(|t| t.value.to_string()).collect();
        (r.game_points.map(|p| p.value), tbs)
    };
    assert_eq!(model(en), model(bg));
    assert_eq!(model(en), model(uk));
}

#[test]
fn lowering_collects_every_error_not_just_the_first() {
    let text = "regulation \"T\" lang bg\nevent {\n  venu \"x\"\n  dates 2021-02-30..2021-03-01\n}\nschedule {\n  2021-03-11 четвъртък 25:00 round 1\n}\n";
    let c = compile("x.rgl", text.as_bytes(), &Options::default());
    let codes: Vec<&str> =
        c.diagnostics.iter().map(|d| d.code.as_str()).filter(|c| c.starts_with('L')).collect();
    assert_eq!(codes, vec!["L001", "L004", "L005"]);
}

#[test]
fn hostile_inputs_never_panic() {
    let cases: Vec<Vec<u8>> = vec![
        vec![],
        b"\x00\x01\x02binary".to_vec(),
        "{{{{{{{{".repeat(1000).into_bytes(),
        "regulation \"x\" lang bg\n".repeat(2000).into_bytes(),
        "\"".repeat(10_001).into_bytes(),
        "regulation \"x\" lang bg\nschedule {\n 9999-99-99 x 99:99 round 99999999999999999999\n}\n"
            .as_bytes()
            .to_vec(),
    ];
    for bytes in cases {
        let c = compile("hostile.rgl", &bytes, &Options::default());
        let _ = c.has_errors();
    }
}

/// pest runs without its stack probe, so the nesting limit (P005, 32 blocks) is what keeps deep
/// input off the end of the stack: it must count every block pest enters, even where a naive
/// scan would see a comment or an open string. The cases are ones where it did not: a comment
/// ended by a lone carriage return (pest's NEWLINE), and a `"""` never closed, which pest reads
/// as the empty string `""` and a `"` that opens a plain string.
#[test]
fn the_nesting_limit_counts_every_block_pest_can_enter() {
    let deep = "a{".repeat(100_000);
    for head in ["# a comment\r", "x \"\"\" y\" "] {
        let text = format!("regulation \"T\" lang bg\n{head}{deep}");
        // Offset of the 33rd `{`, the first block too deep.
        let at = text.match_indices('{').nth(32).map(|(i, _)| i).unwrap();
        let file = SourceFile::new("deep.rgl", text, "UTF-8");
        let d = syntax::parse(&file).expect_err("too deep");
        assert_eq!(d.code.as_str(), "P005", "{head:?}: {}", d.message);
        assert_eq!(d.labels[0].span.start, at, "{head:?}");
    }
}

#[allow(dead_code)]
fn exists(p: &Path) -> bool {
    p.exists()
}

#[test]
fn sections_keep_written_order_and_subclassifications_carry_their_playoff() {
    let text = "regulation \"T\" lang bg\nsection 4 {\n  \"първи\"\n  section 4.1 { \"вътре\" }\n  \"след\"\n}\nsubclassification board 1 {\n  tiebreaks DE, WIN, BPG\n  when-tied armageddon\n  playoff { stage players 2 armageddon base 5 min increment 2 s }\n}\n";
    let c = compile("x.rgl", text.as_bytes(), &Options { no_checks: true, ..Options::default() });
    assert!(c.diagnostics.is_empty(), "{:?}", c.diagnostics);
    let reg = c.model.unwrap();
    use reglament::model::SectionItem;
    assert_eq!(
        reg.sections[0].items,
        vec![SectionItem::Paragraph(0), SectionItem::Subsection(0), SectionItem::Paragraph(1)]
    );
    let sc = &reg.subclassifications[0];
    assert_eq!(sc.board.as_ref().map(|b| b.value), Some(1));
    assert_eq!(sc.playoff.len(), 1);
    assert!(sc.playoff[0].armageddon);
    assert_eq!(sc.playoff[0].base_minutes.as_ref().map(|m| m.value), Some(5));
    assert_eq!(sc.playoff[0].increment_seconds.as_ref().map(|m| m.value), Some(2));
}
