//! V850 `sentence-in-another-language`: English prose in a Bulgarian or Ukrainian regulation,
//! or a Russian sentence in one.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::prose::leftover::Foreign;
use crate::vocab::Lang;

/// V850: a sentence in another language than the regulation's.
pub struct SentenceInAnotherLanguage;

static INFO: CodeInfo = CodeInfo {
    code: "V850",
    name: "sentence-in-another-language",
    severity: Severity::Warning,
    summary: "a sentence is in another language than the regulation (English in a Bulgarian text, Russian in a Ukrainian one)",
    doc: Doc {
        what: r#"In a regulation in Bulgarian or Ukrainian (`lang bg`, `lang uk`): a run of English prose (at least five Latin words, three of them English function words such as `the`, `is`, `to`, `you`, or six with two, so that `Swiss Manager` or `FIDE Laws of Chess` is not one), or a Russian sentence (at least three Cyrillic words, none with `і`, `ї`, `є`, `ґ`, two with a letter only Russian has, `ы`, `э`, `ё`, or, in a Ukrainian text, Russian words such as `будет`, `турнира`). A web page's known leftovers are V849's."#,
        why: r#"A sentence in another language is text copied from elsewhere (a site's notice, an older regulation of another federation) or left untranslated: a regulation binds the players in its own language, and a sentence the reader may not read, or that says what another text said, is not a rule anyone agreed to."#,
        example: r#"```text
regulation "Турнир" lang bg
section 2 { "Регистрация до 9:30 ч. The tournament is open to all players of the region." }
```"#,
        fix: r#"Translate the sentence into the regulation's language, or delete it if it was copied with the page."#,
        reference: r#"Proofreading; a national federation's regulations are written in its official language."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "изречение на друг език, а не на езика на регламента (английски в български текст, руски в украински)",
        doc: Doc {
            what: r#"В регламент на български или украински (`lang bg`, `lang uk`): текст на английски (поне пет думи на латиница, три от които са служебни английски думи като `the`, `is`, `to`, `you`, или шест с две такива, така че `Swiss Manager` или `FIDE Laws of Chess` не се броят) или изречение на руски (поне три думи на кирилица, никоя с `і`, `ї`, `є`, `ґ`, две с буква, която има само руският — `ы`, `э`, `ё`, а в украински текст и руски думи като `будет`, `турнира`). Известните остатъци от уебстраници са на V849."#,
            why: r#"Изречение на друг език е текст, копиран отнякъде (съобщение на сайт, стар регламент на друга федерация) или оставен непреведен: регламентът задължава състезателите на своя език, а изречение, което читателят може да не разбере или което казва каквото е казвал друг текст, не е правило, с което някой се е съгласил."#,
            example: r#""#,
            fix: r#"Преведете изречението на езика на регламента или го изтрийте, ако е копирано заедно със страницата."#,
            reference: r#"Коректура; регламентите на националната федерация се пишат на официалния ѝ език."#,
        },
    },
    uk: Texts {
        summary: "речення іншою мовою, ніж мова регламенту (англійською в болгарському тексті, російською в українському)",
        doc: Doc {
            what: r#"У регламенті болгарською чи українською (`lang bg`, `lang uk`): текст англійською (щонайменше п'ять слів латиницею, три з яких — службові англійські слова, як-от `the`, `is`, `to`, `you`, або шість із двома такими, тож `Swiss Manager` чи `FIDE Laws of Chess` не рахуються) або речення російською (щонайменше три слова кирилицею, жодне з `і`, `ї`, `є`, `ґ`, два з літерою, яку має лише російська, — `ы`, `э`, `ё`, а в українському тексті й російські слова на кшталт `будет`, `турнира`). Відомі залишки вебсторінок — це V849."#,
            why: r#"Речення іншою мовою — це текст, скопійований звідкись (повідомлення сайту, давній регламент іншої федерації), або не перекладений: регламент зобов'язує учасників своєю мовою, а речення, якого читач може не зрозуміти чи яке каже те, що казав інший текст, не є правилом, на яке хтось погодився."#,
            example: r#""#,
            fix: r#"Перекладіть речення мовою регламенту або видаліть його, якщо його скопійовано разом зі сторінкою."#,
            reference: r#"Коректура; регламенти національної федерації пишуть її державною мовою."#,
        },
    },
};

/// "In English", "in Russian" as a message writes it in `l`.
fn in_language(f: Foreign, l: Lang) -> String {
    match f {
        Foreign::English => tr!(l, en: "in English", bg: "на английски", uk: "англійською"),
        Foreign::Russian => tr!(l, en: "in Russian", bg: "на руски", uk: "російською"),
    }
}

/// The regulation's language as a message writes it in `l`.
fn written_in(lang: Lang, l: Lang) -> String {
    match lang {
        Lang::Bg => tr!(l, en: "in Bulgarian", bg: "на български", uk: "болгарською"),
        Lang::Uk => tr!(l, en: "in Ukrainian", bg: "на украински", uk: "українською"),
        Lang::En => tr!(l, en: "in English", bg: "на английски", uk: "англійською"),
    }
}

impl Rule for SentenceInAnotherLanguage {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let lang = reg.lang;
        if lang == Lang::En {
            return;
        }
        for text in reg.texts() {
            let t = text.as_str();
            let reading = text.reading();
            let leftovers = reading.leftovers();
            for run in reading.foreign(lang) {
                // A known leftover inside is V849's.
                if leftovers.iter().any(|f| f.start < run.end && run.start < f.end) {
                    continue;
                }
                let span = facts::span_in_literal(t, text.span, run.start, run.end);
                let language = run.language;
                out.push(localized(|l| {
                    let (foreign, own) = (in_language(language, l), written_in(lang, l));
                    Diagnostic::new(
                        Code::new(&INFO),
                        INFO.severity,
                        tr!(
                            l,
                            en: "a sentence {foreign} in a regulation written {own}",
                            bg: "изречение {foreign} в регламент {own}",
                            uk: "речення {foreign} в регламенті, написаному {own}"
                        ),
                    )
                    .with_label(span, foreign.clone())
                    .with_help(tr!(
                        l,
                        en: "translate it, or delete it if it was copied with the page",
                        bg: "преведете го или го изтрийте, ако е копирано заедно със страницата",
                        uk: "перекладіть його або видаліть, якщо його скопійовано разом зі сторінкою"
                    ))
                }));
            }
        }
    }
}
