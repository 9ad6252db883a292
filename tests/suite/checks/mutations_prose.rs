//! Mutation tests for the checks of what real regulations get wrong (issue 8): omissions
//! (V9xx), prose against facts (V82x), prose hygiene (V84x), the new conflicts (V308, V506,
//! V710, V711), `allow` of an unknown code (V807), and recovery (a lowering error no longer
//! hides the checks).
//!
//! The bases are real corrected regulations that report no finding at all: seeds 000 (Bulgarian,
//! individual round robin, FIDE-rated with norms), 003 (Ukrainian) and 004 (Bulgarian team event),
//! and the GRAMMAR.md example (English keywords, `lang bg`, no prose about officials or appeals).
//! Each mutation kind is generated from a base's text and model (a block dropped, a number changed
//! in the prose only or in the fact only, a Latin letter put into a Cyrillic word, the chief
//! arbiter put on the committee, …) and must be caught by the check made for it, on every base
//! it applies to. Other findings may come along; only the intended one is asserted.

use reglament::diagnostic::Severity;
use reglament::model::Regulation;
use reglament::source::Span;
use reglament::{compile, Compiled, Options};

const BASES: &[&str] = &[
    "regulations/000-bg-women-2021.corrected.rgl",
    "regulations/003-uk-women-2013.corrected.rgl",
    "regulations/004-bg-workers-festival-2024.corrected.rgl",
    "tests/fixtures/mutations/grammar-example-rated.rgl",
];

/// One kind of mutation: what it does, the code that must catch it, and how to make it.
struct Kind {
    what: &'static str,
    expect: &'static str,
    make: fn(&str, &Regulation) -> Option<String>,
}

/// The text with `span` replaced.
fn replaced(text: &str, span: Span, with: &str) -> String {
    format!("{}{with}{}", &text[..span.start], &text[span.end..])
}

/// The span of the whole line holding `span`, newline included.
fn line_of(text: &str, span: Span) -> Span {
    let start = text[..span.start].rfind('\n').map_or(0, |i| i + 1);
    let end = text[span.end..].find('\n').map_or(text.len(), |i| span.end + i + 1);
    Span::new(start, end)
}

/// The text with the first `from` (inside a paragraph string) replaced by `to`.
fn in_prose(text: &str, reg: &Regulation, from: &str, to: &str) -> Option<String> {
    let para = reglament::checks::facts::paragraphs(reg)
        .into_iter()
        .find(|p| p.text.value.contains(from))?;
    let at = text[para.text.span.start..para.text.span.end].find(from)? + para.text.span.start;
    Some(replaced(text, Span::new(at, at + from.len()), to))
}

/// A new paragraph at the end of the last section.
fn with_paragraph(text: &str, reg: &Regulation, paragraph: &str) -> Option<String> {
    let last = reg.sections.last()?;
    let close = text[..last.span.end].rfind('}')?;
    Some(format!("{}  \"{paragraph}\"\n{}", &text[..close], &text[close..]))
}

/// The text without the top-level block that starts with any spelling of the English keyword
/// `english` (up to its matching `}` and the end of that line).
fn drop_block(text: &str, english: &str) -> Option<String> {
    let k = reglament::model::keywords::english(english)?;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let word = line.split(|c: char| c.is_whitespace() || c == '{').next().unwrap_or("");
        if !line.starts_with(char::is_whitespace)
            && reglament::model::keywords::lookup(word, &[k]).is_some()
        {
            let open = at + line.find('{')?;
            let (mut depth, mut in_string, mut end) = (0i32, false, None);
            for (i, c) in text[open..].char_indices() {
                match c {
                    '"' => in_string = !in_string,
                    '{' if !in_string => depth += 1,
                    '}' if !in_string => {
                        depth -= 1;
                        if depth == 0 {
                            end = Some(open + i + 1);
                            break;
                        }
                    }
                    _ => {}
                }
            }
            let end = end?;
            let end = text[end..].find('\n').map_or(text.len(), |i| end + i + 1);
            return Some(format!("{}{}", &text[..at], &text[end..]));
        }
        at += line.len();
    }
    None
}

/// The keyword spelling of this file for an English keyword.
fn kw(reg: &Regulation, english: &str) -> &'static str {
    reglament::model::keywords::english(english).map_or("?", |k| reg.kw(k))
}

const KINDS: &[Kind] = &[
    Kind {
        what: "drop the officials block",
        expect: "V907",
        make: |t, r| {
            if reglament::checks::facts::prose_mentions(r, &["главен съдия", "головний суддя"])
            {
                return None;
            }
            r.officials.first()?;
            drop_block(t, "officials")
        },
    },
    Kind {
        what: "drop the appeals block",
        expect: "V908",
        make: |t, r| {
            if reglament::checks::facts::prose_mentions(
                r,
                &["контестаци", "протест", "обжалва", "апеляц"],
            ) {
                return None;
            }
            Some(replaced(t, r.appeals.as_ref()?.span, ""))
        },
    },
    Kind {
        what: "drop the tie-break list",
        expect: "V906",
        make: |t, r| {
            if reglament::checks::facts::prose_mentions(
                r,
                &["показател", "показник", "коефіцієнт", "бухолц", "бергер"],
            ) {
                return None;
            }
            let first = r.ranking.as_ref()?.tiebreaks.first()?;
            Some(replaced(t, line_of(t, first.span), ""))
        },
    },
    Kind {
        what: "drop the system statement",
        expect: "V903",
        make: |t, r| {
            let mut out = replaced(t, line_of(t, r.system.as_ref()?.span), "");
            // Paragraphs that name the system still state it: empty them too.
            for p in reglament::checks::facts::paragraphs(r) {
                let v = p.text.value.to_lowercase();
                if ["кръгов", "колов", "швейцар"].iter().any(|w| v.contains(w)) {
                    out = out.replace(&t[p.text.span.start..p.text.span.end], "\"\"");
                }
            }
            Some(out)
        },
    },
    Kind {
        what: "drop the number of rounds",
        expect: "V904",
        make: |t, r| {
            let rounds = r.system.as_ref()?.rounds.as_ref()?;
            let (s, e) = (rounds.span.start, rounds.span.end);
            // `rounds 3` or `9 турів`: the keyword before or after the number goes too.
            let before = t[..s].trim_end();
            let after = &t[e..];
            let kw_before = before.rsplit(char::is_whitespace).next().unwrap_or("");
            let span = if reglament::model::keywords::lookup(
                kw_before,
                &[reglament::model::keywords::Kw::Rounds],
            )
            .is_some()
            {
                Span::new(before.len() - kw_before.len(), e)
            } else {
                let word = after.trim_start().split(char::is_whitespace).next().unwrap_or("");
                Span::new(s, e + (after.len() - after.trim_start().len()) + word.len())
            };
            let cut = replaced(t, span, "");
            // Prose that says the count (`в {rounds} кръга`) would still state it.
            Some(cut.replace("{rounds}", "няколко"))
        },
    },
    Kind {
        what: "drop the venue",
        expect: "V902",
        make: |t, r| {
            if r.event.address.is_some() {
                return None;
            }
            let venue = r.event.venue.as_ref()?;
            // Prose that says where (`ДАТА И МЯСТО`, `в гр. Перник`) still states the venue.
            if reglament::checks::facts::prose_mentions(
                r,
                &["място", "місце", " гр.", "м. ", "к.к."],
            ) {
                return None;
            }
            Some(replaced(t, line_of(t, venue.span), ""))
        },
    },
    Kind {
        what: "drop the time control",
        expect: "V905",
        make: |t, r| {
            let fide = r.validity.as_ref().is_some_and(|v| {
                v.rated.iter().any(|x| x.value != reglament::model::RatedFor::National)
            });
            if fide {
                return None; // V307's case
            }
            let tc = r.time_control.as_ref()?;
            let cut = replaced(t, tc.span, "");
            // Paragraphs that give the control in words still state it: drop them.
            let mut out = cut;
            for p in reglament::checks::facts::paragraphs(r) {
                if p.text.value.contains("минути") || p.text.value.contains("хвилин") {
                    out = out.replace(&t[p.text.span.start..p.text.span.end], "\"\"");
                }
            }
            Some(out)
        },
    },
    Kind {
        what: "drop the time control of a FIDE-rated event",
        expect: "V307",
        make: |t, r| {
            let fide = r.validity.as_ref().is_some_and(|v| {
                v.rated.iter().any(|x| x.value != reglament::model::RatedFor::National)
            });
            fide.then(|| {
                replaced(t, r.time_control.as_ref().map(|tc| tc.span).unwrap_or_default(), "")
            })
        },
    },
    Kind {
        what: "write a round count in the prose that is not the fact",
        expect: "V821",
        make: |t, r| {
            let n = r.system.as_ref()?.rounds.as_ref()?.value + 2;
            in_prose(t, r, "{rounds}", &n.to_string())
        },
    },
    Kind {
        what: "write a participant count in the prose that is not the list's",
        expect: "V822",
        make: |t, r| {
            let n = reglament::checks::facts::participant_count(r)?.count + 1;
            in_prose(t, r, "{players.count}", &n.to_string())
        },
    },
    Kind {
        what: "end the prose's date range a day early",
        expect: "V823",
        make: |t, r| {
            let (_, end) = r.event.dates.as_ref()?.value;
            let (from, to) = (
                format!("{:02}.{:02}.{}", end.day(), end.month(), end.year()),
                format!("{:02}.{:02}.{}", end.day() - 1, end.month(), end.year()),
            );
            in_prose(t, r, &from, &to)
        },
    },
    Kind {
        what: "raise the appeal fee in the fact only",
        expect: "V824",
        make: |t, r| {
            let fee = r.appeals.as_ref()?.fee.as_ref()?;
            let amount = fee.value.amount.to_string();
            if !reglament::checks::facts::paragraphs(r)
                .iter()
                .any(|p| p.text.value.contains(&format!("{amount} (")))
            {
                return None;
            }
            let written = &t[fee.span.start..fee.span.end];
            Some(replaced(t, fee.span, &written.replacen(&amount, &format!("{amount}0"), 1)))
        },
    },
    Kind {
        what: "lengthen the first period in the fact only",
        expect: "V825",
        make: |t, r| {
            let p = r.time_control.as_ref()?.periods.first()?;
            let m = p.minutes.value;
            if !reglament::checks::facts::paragraphs(r).iter().any(|x| {
                x.text.value.contains(&format!("{m} минути"))
                    || x.text.value.contains(&format!("{m} хвилин"))
            }) {
                return None;
            }
            let written = &t[p.minutes.span.start..p.minutes.span.end];
            Some(replaced(
                t,
                p.minutes.span,
                &written.replacen(&m.to_string(), &(m + 10).to_string(), 1),
            ))
        },
    },
    Kind {
        what: "shorten the appeal deadline in the fact only",
        expect: "V826",
        make: |t, r| {
            let d = r.appeals.as_ref()?.deadline.as_ref()?;
            let minutes = d.value.0;
            let stated = reglament::checks::facts::paragraphs(r).iter().any(|p| {
                reglament::prose::durations(&p.text.value, r.lang)
                    .iter()
                    .any(|x| x.seconds == u64::from(minutes) * 60)
                    && (p.text.value.contains(" след ") || p.text.value.contains(" після "))
            });
            if !stated {
                return None;
            }
            let line = line_of(t, d.span);
            let kw_deadline = kw(r, "deadline");
            let kw_min = kw(r, "min");
            let kw_after = kw(r, "after");
            let kw_round = kw(r, "round");
            Some(replaced(
                t,
                line,
                &format!("  {kw_deadline} {} {kw_min} {kw_after} {kw_round}\n", minutes + 15),
            ))
        },
    },
    Kind {
        what: "lower the norm's points in the prose only",
        expect: "V827",
        make: |t, r| {
            r.claims.norms.iter().find(|n| n.points.is_some())?;
            in_prose(t, r, "7.0 точки", "6.5 точки")
        },
    },
    Kind {
        what: "write a weekday in the prose that the calendar contradicts",
        expect: "V828",
        make: |t, r| {
            let (start, _) = r.event.dates.as_ref()?.value;
            let wrong = (reglament::vocab::calendar::weekday_index(start) + 1) % 7;
            let name = reglament::vocab::calendar::weekday_name(wrong, r.lang);
            let date = format!("{:02}.{:02}.{}", start.day(), start.month(), start.year());
            with_paragraph(t, r, &format!("{name}, {date} – откриване."))
        },
    },
    Kind {
        what: "give another number of boards in the prose",
        expect: "V829",
        make: |t, r| {
            let b = r.team_rules.as_ref()?.boards.as_ref()?.value;
            let noun =
                if r.lang == reglament::vocab::Lang::Uk { "дошках" } else { "дъски" };
            with_paragraph(t, r, &format!("Срещите се играят на {} {noun}.", b + 2))
        },
    },
    Kind {
        what: "make the prose's date range start after it ends",
        expect: "V841",
        make: |t, r| {
            let (start, end) = r.event.dates.as_ref()?.value;
            let from = format!("{:02}.{:02}", start.day(), start.month());
            if !t.contains(&format!("{from} – ")) {
                return None;
            }
            let after = format!("{:02}.{:02}", (end.day() + 1).min(28), end.month());
            in_prose(t, r, &format!("{from} – "), &format!("{after} – "))
        },
    },
    Kind {
        what: "write a month twice",
        expect: "V842",
        make: |t, r| {
            let (start, _) = r.event.dates.as_ref()?.value;
            let month = reglament::vocab::calendar::month_in_date(start.month(), r.lang);
            with_paragraph(
                t,
                r,
                &format!("Закриване на {} {month} {month} {} г.", start.day(), start.year()),
            )
        },
    },
    Kind {
        what: "put a Latin letter into a Cyrillic word",
        expect: "V844",
        make: |t, r| {
            let p = reglament::checks::facts::paragraphs(r)
                .into_iter()
                .find(|p| p.text.value.contains('о'))?;
            let at = t[p.text.span.start..p.text.span.end].find('о')? + p.text.span.start;
            Some(replaced(t, Span::new(at, at + 'о'.len_utf8()), "o"))
        },
    },
    Kind {
        what: "leave a backslash escape in the text",
        expect: "V845",
        make: |t, r| with_paragraph(t, r, "ШАХМАТЕН ДОМ \\\\\\\"ГЕОРГИ ГЕШЕВ\\\\\\\""),
    },
    Kind {
        what: "write a number word that disagrees with the digits",
        expect: "V846",
        make: |t, r| in_prose(t, r, "(тридесет)", "(двадесет)"),
    },
    Kind {
        what: "give the title a wrong ordinal ending",
        expect: "V847",
        make: |t, r| {
            if r.lang != reglament::vocab::Lang::Bg {
                return None;
            }
            let open = t[r.title.span.start..].find('"')? + r.title.span.start + 1;
            Some(replaced(t, Span::new(open, open), "61-ТО "))
        },
    },
    Kind {
        what: "put the chief arbiter on the appeals committee",
        expect: "V710",
        make: |t, r| {
            let chief = r
                .officials
                .iter()
                .find(|o| o.role.value == reglament::model::Role::ChiefArbiter)?;
            let chair = r.appeals.as_ref()?.chair.as_ref()?;
            Some(replaced(t, chair.span, &format!("\"{}\"", chief.name.value)))
        },
    },
    Kind {
        what: "a default time above the first period",
        expect: "V308",
        make: |t, r| {
            let tc = r.time_control.as_ref()?;
            let first = tc.periods.first()?.minutes.value;
            let line = format!("  {} {} {}\n", kw(r, "default-time"), first + 10, kw(r, "min"));
            match &tc.default_minutes {
                Some(d) => Some(replaced(t, line_of(t, d.span), &line)),
                None => {
                    let close = t[..tc.span.end].rfind('}')?;
                    Some(format!("{}{line}{}", &t[..close], &t[close..]))
                }
            }
        },
    },
    Kind {
        what: "an appeal deadline of 0 minutes",
        expect: "V711",
        make: |t, r| {
            let d = r.appeals.as_ref()?.deadline.as_ref()?;
            let line = line_of(t, d.span);
            Some(replaced(
                t,
                line,
                &format!(
                    "  {} 0 {} {} {}\n",
                    kw(r, "deadline"),
                    kw(r, "min"),
                    kw(r, "after"),
                    kw(r, "round")
                ),
            ))
        },
    },
    Kind {
        what: "a board classification for a board the teams do not have",
        expect: "V506",
        make: |t, r| {
            let b = r.team_rules.as_ref()?.boards.as_ref()?.value;
            let sc = r.subclassifications.iter().find_map(|s| s.board.as_ref())?;
            Some(replaced(t, sc.span, &(b + 1).to_string()))
        },
    },
    Kind {
        what: "allow a code with a letter O for a zero",
        expect: "V807",
        make: |t, r| Some(format!("{t}\n{} V2O7 \"the calendar says so\"\n", kw(r, "allow"))),
    },
    Kind {
        what: "a lowering error and a prose mismatch in one run (recovery)",
        expect: "V821",
        make: |t, r| {
            let n = r.system.as_ref()?.rounds.as_ref()?.value + 2;
            let with_prose = in_prose(t, r, "{rounds}", &n.to_string())?;
            // An unknown word in the event block: L001, and the checks still run.
            let open = with_prose.find(&format!("{} {{", kw(r, "event")))?;
            let at = open + with_prose[open..].find('{')? + 1;
            Some(format!("{}\n  venu \"x\"{}", &with_prose[..at], &with_prose[at..]))
        },
    },
];

fn codes(c: &Compiled) -> Vec<&'static str> {
    c.diagnostics.iter().map(|d| d.code.as_str()).collect()
}

#[test]
fn every_mutation_of_the_new_families_is_caught() {
    let mut total = 0;
    let mut missed = Vec::new();
    let mut caught_kinds: Vec<&str> = Vec::new();
    for base in BASES {
        let text = std::fs::read_to_string(crate::common::path(base))
            .unwrap_or_else(|e| panic!("{base}: {e}"));
        let compiled = compile(base, text.as_bytes(), &Options::default());
        let noise: Vec<String> = compiled
            .diagnostics
            .iter()
            .filter(|d| d.severity != Severity::Note || base.contains("corrected"))
            .filter(|d| {
                base.contains("corrected")
                    || d.code.starts_with("V8")
                    || d.code.starts_with("V9")
                    || ["V308", "V506", "V710", "V711"].contains(&d.code.as_str())
            })
            .map(|d| format!("{} {}", d.code, d.message))
            .collect();
        assert!(noise.is_empty(), "{base}: the base itself reports {noise:#?}");
        let reg = compiled.model.expect("a model");
        for kind in KINDS {
            let Some(mutated) = (kind.make)(&text, &reg) else { continue };
            total += 1;
            let c = compile(base, mutated.as_bytes(), &Options::default());
            let found = codes(&c);
            let recovery = kind.what.contains("recovery");
            let input: Vec<&str> =
                found.iter().copied().filter(|c| c.starts_with(['D', 'P', 'L'])).collect();
            if recovery {
                assert!(
                    input.contains(&"L001"),
                    "{base}: `{}` should also report L001: {found:?}",
                    kind.what
                );
            } else {
                assert!(
                    input.is_empty(),
                    "{base}: `{}` does not lower: {input:?}\n{mutated}",
                    kind.what
                );
            }
            if found.contains(&kind.expect) {
                if !caught_kinds.contains(&kind.what) {
                    caught_kinds.push(kind.what);
                }
            } else {
                missed.push(format!(
                    "{base}: `{}` expected {} but got {found:?}",
                    kind.what, kind.expect
                ));
            }
        }
    }
    assert!(
        missed.is_empty(),
        "{} of {total} mutations missed:\n{}",
        missed.len(),
        missed.join("\n")
    );
    // Every kind applies to at least one base and is caught there.
    let never: Vec<&str> =
        KINDS.iter().map(|k| k.what).filter(|w| !caught_kinds.contains(w)).collect();
    assert!(never.is_empty(), "kinds that apply to no base: {never:?}");
    assert!(KINDS.len() >= 20, "{} kinds", KINDS.len());
    assert!(total >= 50, "only {total} mutations");
}
