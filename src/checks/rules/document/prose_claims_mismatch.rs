//! V827 `prose-claims-mismatch`: a norm figure, average rating or category in the prose differs from the `claims` facts.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::prose;
use crate::source::Span;
use crate::vocab::points::Points;

/// V827: a norm figure, average rating or category in the prose differs from the `claims` facts.
pub struct ProseClaimsMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V827",
    name: "prose-claims-mismatch",
    severity: Severity::Error,
    summary:
        "a norm figure, average rating or category in the prose differs from the `claims` facts",
    doc: Doc {
        what: r#"In the prose: the points, games or titled opponents of a norm in a paragraph that names a claimed norm title (`Норма за WIM – 7.0 точки от 11 партии (при наличие на 6 противнички с международно звание)`) that differ from `claims { norm … }`; an average rating (`среден рейтинг 2182`, `середній рейтинг`) that is not `average-rating`; a category (`от VI категория`) that is not `category`."#,
        why: r#"Norm seekers decide whether to play by these figures, and the norm report is checked against them; a text that promises 6½ points where the facts need 7 misleads the players it is written for."#,
        example: r#"```text
claims { norm WIM points 7 games 11 titled 6 }
section 10 { "Норма за WIM – 6.5 точки от 11 партии." }
```"#,
        fix: r#"Correct whichever is wrong; write `{average_rating}` and `{category}` in the prose instead of the figures."#,
        reference: r#"FIDE Title Regulations B.01 1.4–1.5 (norm requirements), 1.4.8 (category table)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "норма, среден рейтинг или категория в текста се различава от `claims`",
        doc: Doc {
            what: r#"В текста: точките, партиите или титулуваните противници за норма в абзац, който назовава заявено звание (`Норма за WIM – 7.0 точки от 11 партии (при наличие на 6 противнички с международно звание)`), различни от `claims { norm … }`; среден рейтинг (`среден коефициент ФИДЕ 2182`), различен от `average-rating`; категория (`от VI категория`), различна от `category`."#,
            why: r#"Кандидатите за норма решават дали да играят по тези числа, а отчетът за норма се проверява по тях; текст, който обещава 6½ точки, когато по фактите са нужни 7, подвежда точно тези, за които е написан."#,
            example: r#""#,
            fix: r#"Поправете грешното; в текста напишете `{average_rating}` и `{category}` вместо числата."#,
            reference: r#"Правила за званията на ФИДЕ, B.01, 1.4–1.5 (условия за норма), 1.4.8 (таблица на категориите)."#,
        },
    },
    uk: Texts {
        summary: "норма, середній рейтинг або категорія в тексті відрізняється від `claims`",
        doc: Doc {
            what: r#"У тексті: очки, партії чи титуловані суперники для норми в абзаці, що називає заявлене звання (`норма WIM — 7 очок з 11 партій`), які відрізняються від `claims { norm … }`; середній рейтинг (`середній рейтинг 2182`), що не дорівнює `average-rating`; категорія (`VI категорії`), що не дорівнює `category`."#,
            why: r#"Претенденти на норму вирішують, чи грати, за цими числами, а звіт про норму перевіряють за ними; текст, що обіцяє 6½ очка там, де за фактами потрібно 7, вводить в оману саме тих, для кого написаний."#,
            example: r#""#,
            fix: r#"Виправте помилкове; у тексті напишіть `{average_rating}` і `{category}` замість чисел."#,
            reference: r#"Положення ФІДЕ про звання, B.01, 1.4–1.5 (умови норми), 1.4.8 (таблиця категорій)."#,
        },
    },
};

impl Rule for ProseClaimsMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        for (p, read) in reg.paragraphs() {
            let text = &p.text.value;
            let lower = read.lower();
            let span_of = |a: usize, b: usize| facts::span_in_literal(text, p.text.span, a, b);
            if let Some(avg) = &reg.claims.average_rating {
                let about = ["среден", "середн", "average"].iter().any(|w| lower.contains(w))
                    && ["рейтинг", "коефициент", "ело", "elo", "rating"]
                        .iter()
                        .any(|w| lower.contains(w));
                if about {
                    for &n in read.numbers() {
                        if !(1000..=3000).contains(&n.value) || n.value == u64::from(avg.value) {
                            continue;
                        }
                        if text[n.end..].trim_start().starts_with(['г', 'р', '.', '-']) {
                            continue; // a year
                        }
                        push(
                            out,
                            span_of(n.start, n.end),
                            avg.span,
                            n.value.to_string(),
                            avg.value.to_string(),
                            "{average_rating}",
                        );
                    }
                }
            }
            if let Some(cat) = reg.claims.category.as_ref().filter(|_| lower.contains("категор"))
            {
                for (m0, m1) in prose::claims::categories(text) {
                    let m = &text[m0..m1];
                    let Some((n, _)) = crate::model::parse_category(m) else { continue };
                    if n != cat.value.1 {
                        push(
                            out,
                            span_of(m0, m1),
                            cat.span,
                            m.to_string(),
                            cat.value.0.clone(),
                            "{category}",
                        );
                    }
                }
            }
            if !lower.contains("норм") && !lower.contains("norm") {
                continue;
            }
            let titles: Vec<&crate::model::NormClaim> = reg
                .claims
                .norms
                .iter()
                .filter(|n| {
                    prose::claims::titles(text)
                        .into_iter()
                        .any(|m| crate::model::Title::parse(m) == Some(n.title.value))
                })
                .collect();
            // Several claims for one title (over 9, 10 and 11 games): the one whose games the
            // paragraph names.
            let figures = prose::claims::norm_figures(text);
            let games_named: Vec<u32> = figures
                .iter()
                .filter(|(_, (w0, w1))| {
                    let w = &text[*w0..*w1];
                    prose::chars::lowercase(w).starts_with("парт") || w.starts_with("ga")
                })
                .filter_map(|((n0, n1), _)| text[*n0..*n1].parse().ok())
                .collect();
            let norm = match titles.as_slice() {
                [one] => *one,
                many => match many
                    .iter()
                    .find(|n| n.games.as_ref().is_some_and(|g| games_named.contains(&g.value)))
                {
                    Some(n) => *n,
                    None => continue,
                },
            };
            for ((n0, n1), (w0, w1)) in figures {
                let num = &text[n0..n1];
                let w = prose::chars::lowercase(&text[w0..w1]);
                let (fact, span) =
                    if w.starts_with("т") || w.starts_with("оч") || w.starts_with("po") {
                        match (&norm.points, Points::parse(&num.replace(',', "."))) {
                            (Some(f), Some(written)) if written != f.value => {
                                (f.value.to_string(), f.span)
                            }
                            _ => continue,
                        }
                    } else if w.starts_with("парт") || w.starts_with("ga") {
                        match (&norm.games, num.parse::<u32>()) {
                            (Some(f), Ok(written)) if written != f.value => {
                                (f.value.to_string(), f.span)
                            }
                            _ => continue,
                        }
                    } else {
                        match (&norm.titled, num.parse::<u32>()) {
                            (Some(f), Ok(written)) if written != f.value => {
                                (f.value.to_string(), f.span)
                            }
                            _ => continue,
                        }
                    };
                push(out, span_of(n0, w1), span, num.to_string(), fact, "");
            }
        }
    }
}

/// One finding: the prose figure, the fact, and the placeholder that would keep them together.
fn push(
    out: &mut Vec<Diagnostic>,
    span: Span,
    fact_span: Span,
    written: String,
    fact: String,
    placeholder: &str,
) {
    out.push(localized(|l| {
        let d = Diagnostic::new(Code::new(&INFO), INFO.severity, tr!(
            l,
            en: "the text gives `{written}`, but the claim is `{fact}`",
            bg: "в текста пише `{written}`, а заявеното е `{fact}`",
            uk: "у тексті написано `{written}`, а заявлено `{fact}`"
        ))
        .with_label(span, tr!(l, en: "`{written}` here", bg: "тук: `{written}`", uk: "тут: `{written}`"))
        .with_label(fact_span, tr!(l, en: "the fact: `{fact}`", bg: "фактът: `{fact}`", uk: "факт: `{fact}`"));
        if placeholder.is_empty() {
            d.with_help(tr!(
                l,
                en: "correct the one that is wrong",
                bg: "поправете грешното",
                uk: "виправте помилкове"
            ))
        } else {
            d.with_help(tr!(
                l,
                en: "correct the one that is wrong, and write `{placeholder}` in the text instead of the figure",
                bg: "поправете грешното и в текста напишете `{placeholder}` вместо числото",
                uk: "виправте помилкове, а в тексті напишіть `{placeholder}` замість числа"
            ))
        }
    }));
}
