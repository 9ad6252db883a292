//! V844 `mixed-script-word`: a word mixes Latin and Cyrillic letters.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};

/// V844: a word mixes Latin and Cyrillic letters.
pub struct MixedScriptWord;

static INFO: CodeInfo = CodeInfo {
    code: "V844",
    name: "mixed-script-word",
    severity: Severity::Warning,
    summary: "a word mixes Latin and Cyrillic letters",
    doc: Doc {
        what: r#"A word written mostly in one alphabet with letters of the other that look the same (`РEГЛАМЕНТ` with a Latin E, `прoвеждат` with a Latin o, `ІV` with a Cyrillic І and a Latin V). Every such letter is marked. Words wholly in one alphabet (`WGM`, `DGT XL`, `Swiss Manager`) are not reported."#,
        why: r#"The word looks right but is not: a search for `РЕГЛАМЕНТ` or `провеждат` misses it, a spell checker flags it, sorting and matching of names fail, and screen readers read it letter by letter."#,
        example: r#"```text
regulation "РEГЛАМЕНТ" lang bg
```"#,
        fix: r#"Retype the marked letters in the word's own alphabet."#,
        reference: r#"Unicode Technical Standard #39 (confusable characters, mixed-script detection)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "дума, в която латински и кирилски букви са смесени",
        doc: Doc {
            what: r#"Дума, написана главно с едната азбука, с еднакво изглеждащи букви от другата (`РEГЛАМЕНТ` с латинско E, `прoвеждат` с латинско `o`, `ІV` с кирилско І и латинско V). Всяка такава буква е отбелязана. Думи изцяло на едната азбука (`WGM`, `DGT XL`) не се отчитат."#,
            why: r#"Думата изглежда вярна, но не е: търсене на `РЕГЛАМЕНТ` или `провеждат` не я намира, проверката на правописа я отбелязва, подреждането и сравняването на имена не работят, а програмите за четене на екран я четат буква по буква."#,
            example: r#""#,
            fix: r#"Напишете отново отбелязаните букви с азбуката на думата."#,
            reference: r#"Технически стандарт на Уникод № 39 (объркващи се знаци, смесени азбуки)."#,
        },
    },
    uk: Texts {
        summary: "слово, у якому змішано латинські й кириличні літери",
        doc: Doc {
            what: r#"Слово, написане переважно однією абеткою, з однаковими на вигляд літерами іншої (`ПОЛОЖEННЯ` з латинською E, `ІV` з кириличною І та латинською V). Кожну таку літеру позначено. Слова цілком однією абеткою (`WGM`, `Swiss Manager`) не враховуються."#,
            why: r#"Слово виглядає правильним, але таким не є: пошук `ПОЛОЖЕННЯ` його не знаходить, перевірка правопису позначає, сортування й порівняння імен не працюють, а програми читання з екрана читають його по літері."#,
            example: r#""#,
            fix: r#"Наберіть позначені літери абеткою самого слова."#,
            reference: r#"Технічний стандарт Юнікоду № 39 (схожі символи, змішані абетки)."#,
        },
    },
};

impl Rule for MixedScriptWord {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        for text in reg.texts() {
            let t = &text.value;
            for (start, end, foreign, latin_in_cyrillic) in mixed_words(t) {
                let word = t[start..end].to_string();
                let mut labels: Vec<(crate::source::Span, char)> = Vec::new();
                for (at, c) in &foreign {
                    labels.push((facts::span_in_literal(t, text.span, *at, at + c.len_utf8()), *c));
                }
                out.push(localized(|l| {
                    let mut d = Diagnostic::new(
                        Code::new(&INFO),
                        INFO.severity,
                        if latin_in_cyrillic {
                            tr!(
                                l,
                                en: "`{word}` has Latin letters among Cyrillic ones",
                                bg: "в `{word}` има латински букви сред кирилските",
                                uk: "у `{word}` є латинські літери серед кириличних"
                            )
                        } else {
                            tr!(
                                l,
                                en: "`{word}` has Cyrillic letters among Latin ones",
                                bg: "в `{word}` има кирилски букви сред латинските",
                                uk: "у `{word}` є кириличні літери серед латинських"
                            )
                        },
                    );
                    for (span, c) in &labels {
                        d = d.with_label(
                            *span,
                            if latin_in_cyrillic {
                                tr!(l, en: "Latin `{c}`", bg: "латинско `{c}`", uk: "латинська `{c}`")
                            } else {
                                tr!(l, en: "Cyrillic `{c}`", bg: "кирилско `{c}`", uk: "кирилична `{c}`")
                            },
                        );
                    }
                    d.with_help(tr!(
                        l,
                        en: "retype the marked letters in the word's own alphabet",
                        bg: "напишете отново отбелязаните букви с азбуката на думата",
                        uk: "наберіть позначені літери абеткою самого слова"
                    ))
                }));
            }
        }
    }
}

/// Cyrillic letters that look like Latin ones.
const CYRILLIC_LOOK_ALIKES: &[char] = &[
    'А', 'а', 'В', 'Е', 'е', 'К', 'М', 'Н', 'О', 'о', 'Р', 'р', 'С', 'с', 'Т', 'Х', 'х', 'у', 'І',
    'і', 'Ј', 'ј', 'Ѕ', 'ѕ',
];
/// Latin letters that look like Cyrillic ones.
const LATIN_LOOK_ALIKES: &[char] = &[
    'A', 'a', 'B', 'E', 'e', 'K', 'M', 'H', 'O', 'o', 'P', 'p', 'C', 'c', 'T', 'X', 'x', 'y', 'I',
    'i', 'J', 'j', 'S', 's',
];

/// A mixed word: start, end, the other alphabet's letters with their offsets, and whether the
/// word is Cyrillic (with Latin letters).
type MixedWord = (usize, usize, Vec<(usize, char)>, bool);

/// Words that mix scripts: `(start, end, letters of the minority script with their offsets,
/// true when the word is Cyrillic with Latin letters)`. A word counts as Cyrillic when most of
/// its letters are; a tie counts as Cyrillic when the text around is Cyrillic.
fn mixed_words(text: &str) -> Vec<MixedWord> {
    let cyrillic = |c: char| ('\u{0400}'..='\u{04FF}').contains(&c);
    let latin = |c: char| c.is_ascii_alphabetic() || ('\u{00C0}'..='\u{024F}').contains(&c);
    // Most texts have no Latin letter touching a Cyrillic one: one pass says so.
    let mut prev = ' ';
    let touching = text.chars().any(|c| {
        let t = (cyrillic(c) && latin(prev)) || (latin(c) && cyrillic(prev));
        prev = c;
        t
    });
    if !touching {
        return Vec::new();
    }
    let mostly_cyrillic =
        text.chars().filter(|c| cyrillic(*c)).count() >= text.chars().filter(|c| latin(*c)).count();
    let mut out = Vec::new();
    let mut start = None;
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (i, &(at, c)) in chars.iter().enumerate() {
        let letter = c.is_alphabetic();
        if letter && start.is_none() {
            start = Some(i);
        }
        let last = i + 1 == chars.len();
        if start.is_some() && (!letter || last) {
            let s = start.take().unwrap_or(i);
            let e = if letter && last { i + 1 } else { i };
            let word: &[(usize, char)] = &chars[s..e];
            let cy = word.iter().filter(|(_, c)| cyrillic(*c)).count();
            let la = word.iter().filter(|(_, c)| latin(*c)).count();
            if cy > 0 && la > 0 {
                // Letters that have no look-alike in the other alphabet decide (`Teхнiичecкaтa`
                // has more Latin letters, but `н`, `и`, `ч`, `т` make it Cyrillic); then the
                // count, then the text around.
                let own_cy = word
                    .iter()
                    .filter(|(_, c)| cyrillic(*c) && !CYRILLIC_LOOK_ALIKES.contains(c))
                    .count();
                let own_la = word
                    .iter()
                    .filter(|(_, c)| latin(*c) && !LATIN_LOOK_ALIKES.contains(c))
                    .count();
                let as_cyrillic = match own_cy.cmp(&own_la) {
                    std::cmp::Ordering::Greater => true,
                    std::cmp::Ordering::Less => false,
                    std::cmp::Ordering::Equal => cy > la || (cy == la && mostly_cyrillic),
                };
                let foreign: Vec<(usize, char)> = word
                    .iter()
                    .filter(|(_, c)| if as_cyrillic { latin(*c) } else { cyrillic(*c) })
                    .copied()
                    .collect();
                let end = chars.get(e).map_or(text.len(), |(o, _)| *o);
                out.push((word[0].0, end, foreign, as_cyrillic));
            }
        }
        let _ = at;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::mixed_words;

    #[test]
    fn marks_the_letters_of_the_other_alphabet() {
        let w = mixed_words("РEГЛАМЕНТ");
        assert_eq!(w.len(), 1);
        assert_eq!(w[0].2, [(2, 'E')]);
        assert!(w[0].3);
        assert_eq!(mixed_words("Teхнiичecкaтa конференци")[0].2.len(), 7);
        assert!(mixed_words("WGM Войска Маргарита, DGT XL, Swiss Manager").is_empty());
        // Roman numerals and Latin abbreviations with a Cyrillic look-alike are Latin words.
        assert_eq!(mixed_words("ІV-та дъска")[0].2, [(0, 'І')]);
        assert!(!mixed_words("DGT ХL")[0].3);
    }
}
