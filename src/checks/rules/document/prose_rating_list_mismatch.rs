//! V830 `prose-rating-list-mismatch`: the prose names a FIDE rating list the `rated` facts do not claim.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::model::RatedFor;

/// V830: the prose names a FIDE rating list the `rated` facts do not claim.
pub struct ProseRatingListMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V830",
    name: "prose-rating-list-mismatch",
    severity: Severity::Error,
    summary: "the prose names a FIDE rating list the `rated` facts do not claim",
    doc: Doc {
        what: r#"The title, a heading or a paragraph that speaks of a rating (`рейтинг`) for a class of game — standard (`класически шах`, `класичних шахів`), rapid (`ускорен шах`, `швидких шахів`) or blitz (`блиц`, `блискавичних шахів`, `бліц`) — while `validity { rated … }` claims FIDE ratings but not that list."#,
        why: r#"Which list a game counts for is fixed by the time control, and players enter a rapid and a blitz event for different reasons; a regulation whose heading promises blitz rating and whose aim promises rapid rating says two different things about the same games."#,
        example: r#"```text
validity { rated fide-blitz }
section 1 "Мета" { "… обрахунок міжнародного рейтингу з швидких шахів." }
```"#,
        fix: r#"Correct the prose (or the `rated` claim) so that both name the list the time control gives."#,
        reference: r#"FIDE Rating Regulations and FIDE Rapid & Blitz Rating Regulations (each list rates its own class); Laws of Chess, Appendices A and B."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "текстът назовава ранглиста на ФИДЕ, която фактите `rated` не заявяват",
        doc: Doc {
            what: r#"Заглавието, заглавие на раздел или абзац, които говорят за рейтинг (`рейтинг`) по вид шах — класически (`класически шах`), ускорен (`ускорен шах`) или блиц (`блиц`), — докато `validity { rated … }` заявява рейтинг на ФИДЕ, но не и тази ранглиста."#,
            why: r#"В коя ранглиста се отчита партията, определя контролата, а състезателите се записват за турнир по ускорен шах и за турнир по блиц по различни причини; регламент, чието заглавие обещава рейтинг по блиц, а целта — по ускорен шах, казва две различни неща за едни и същи партии."#,
            example: r#""#,
            fix: r#"Поправете текста (или заявения `rated`) така, че и двете да назовават ранглистата, която контролата дава."#,
            reference: r#"Правила за рейтинг на ФИДЕ и Правила на ФИДЕ за рейтинг по ускорен шах и блиц (всяка ранглиста отчита своя вид партии); Правилник на ФИДЕ за шахматната игра, приложения А и Б."#,
        },
    },
    uk: Texts {
        summary: "текст називає рейтинг-лист ФІДЕ, якого факти `rated` не заявляють",
        doc: Doc {
            what: r#"Назва, заголовок розділу чи абзац, що говорять про рейтинг (`рейтинг`) з певного виду шахів — класичних (`класичних шахів`), швидких (`швидких шахів`) чи бліцу (`блискавичних шахів`, `бліц`), — тоді як `validity { rated … }` заявляє рейтинг ФІДЕ, але не цей лист."#,
            why: r#"У який рейтинг-лист рахується партія, визначає контроль часу, а учасники записуються на турнір зі швидких шахів і на бліц із різних причин; положення, назва якого обіцяє рейтинг з бліцу, а мета — зі швидких шахів, каже дві різні речі про ті самі партії."#,
            example: r#""#,
            fix: r#"Виправте текст (або заявлений `rated`), щоб обидва називали лист, який дає контроль часу."#,
            reference: r#"Правила рейтингу ФІДЕ та Правила рейтингу ФІДЕ зі швидких шахів і бліцу (кожен лист рахує свій вид партій); Правила шахів ФІДЕ, додатки A і B."#,
        },
    },
};

impl Rule for ProseRatingListMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(validity) = &reg.validity else { return };
        let claimed: Vec<RatedFor> =
            validity.rated.iter().map(|r| r.value).filter(|r| *r != RatedFor::National).collect();
        let Some(claim_span) =
            validity.rated.iter().find(|r| r.value != RatedFor::National).map(|r| r.span)
        else {
            return;
        };
        // (list, word stems): the words that name each class next to `рейтинг`.
        const CLASSES: &[(RatedFor, &[&str])] = &[
            (
                RatedFor::FideStandard,
                &["класически шах", "класичних шах", "класичні шах", "standard"],
            ),
            (RatedFor::FideRapid, &["ускорен шах", "швидких шах", "швидкі шах", "rapid", "рапид"]),
            (RatedFor::FideBlitz, &["блиц", "бліц", "блискавичн", "blitz"]),
        ];
        for text in reg.prose() {
            let lower = text.lower();
            let Some(at) = lower.find("рейтинг").or_else(|| lower.find("rating")) else {
                continue;
            };
            for (list, words) in CLASSES {
                if claimed.contains(list) {
                    continue;
                }
                // The class word within a short distance after (or before) `рейтинг`.
                let window_start = crate::prose::floor_char(lower, at.saturating_sub(60));
                let window_end = crate::prose::floor_char(lower, (at + 80).min(lower.len()));
                let window = &lower[window_start..window_end];
                let Some((w, offset)) = words.iter().find_map(|w| window.find(w).map(|o| (*w, o)))
                else {
                    continue;
                };
                // A byte offset in the lowercase text is one in the text only when lowercasing kept
                // the lengths; otherwise point at the whole text.
                let start = window_start + offset;
                let span = if lower.len() == text.value.len() {
                    facts::span_in_literal(&text.value, text.span, start, start + w.len())
                } else {
                    text.span
                };
                let said = match list {
                    RatedFor::FideStandard => 0,
                    RatedFor::FideRapid => 1,
                    _ => 2,
                };
                out.push(localized(|l| {
                    let name = match (said, l) {
                        (0, crate::vocab::Lang::En) => "standard",
                        (1, crate::vocab::Lang::En) => "rapid",
                        (_, crate::vocab::Lang::En) => "blitz",
                        (0, crate::vocab::Lang::Bg) => "класически шах",
                        (1, crate::vocab::Lang::Bg) => "ускорен шах",
                        (_, crate::vocab::Lang::Bg) => "блиц",
                        (0, crate::vocab::Lang::Uk) => "класичних шахів",
                        (1, crate::vocab::Lang::Uk) => "швидких шахів",
                        (_, crate::vocab::Lang::Uk) => "бліцу",
                    };
                    Diagnostic::new(
                        Code::new(&INFO),
                        INFO.severity,
                        tr!(
                        l,
                        en: "the text speaks of a {name} rating, which the `rated` claim does not name",
                        bg: "текстът говори за рейтинг по {name}, а заявеният `rated` не го посочва",
                        uk: "текст говорить про рейтинг з {name}, а заявлений `rated` його не називає"
                    ),
                    )
                    .with_label(span, tr!(l, en: "{name}", bg: "{name}", uk: "{name}"))
                    .with_label(
                        claim_span,
                        tr!(l, en: "the rating claimed", bg: "заявеният рейтинг", uk: "заявлений рейтинг"),
                    )
                    .with_help(tr!(
                        l,
                        en: "make the text and `rated` name the list the time control gives",
                        bg: "уеднаквете текста и `rated` с ранглистата, която контролата дава",
                        uk: "узгодьте текст і `rated` з листом, який дає контроль часу"
                    ))
                }));
            }
        }
    }
}
