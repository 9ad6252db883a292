//! V847 `ordinal-suffix-mismatch`: a Bulgarian ordinal written with digits has the wrong ending.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};

/// V847: a Bulgarian ordinal written with digits has the wrong ending.
pub struct OrdinalSuffixMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V847",
    name: "ordinal-suffix-mismatch",
    severity: Severity::Warning,
    summary: "a Bulgarian ordinal written with digits has the wrong ending",
    doc: Doc {
        what: r#"In a Bulgarian file, a number with an ordinal ending whose consonant does not fit the number's last word: `61-ТО` for `шестдесет и първо` (write `61-во`), `58-ТО` for `петдесет и осмо` (`58-мо`), `2-ти` for `втори` (`2-ри`). The ending follows the last digit: 1 → -ви/-ва/-во, 2 → -ри/-ра/-ро, 7 and 8 → -ми/-ма/-мо, others (and 11–19, tens) → -ти/-та/-то. Definite forms that start with a vowel (`84-ото`) are not judged."#,
        why: r#"The title of a championship carries its edition (`61-во Държавно първенство`); a wrong ending reads as a misprint in the one line everyone reads."#,
        example: r#"```text
regulation "Регламент на 61-ТО Държавно индивидуално първенство" lang bg
```"#,
        fix: r#"Write the ending the number takes (`61-во`, `58-мо`, `84-то`)."#,
        reference: r#"Официален правописен речник на българския език (БАН), правила за изписване на редни числителни с цифри."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "редно числително с цифри е с грешно окончание",
        doc: Doc {
            what: r#"В български файл число с окончание за редно числително, чиято съгласна не отговаря на последната дума на числото: `61-ТО` вместо `61-во` (шестдесет и първо), `58-ТО` вместо `58-мо` (петдесет и осмо), `2-ти` вместо `2-ри`. Окончанието следва последната цифра: 1 → -ви/-ва/-во, 2 → -ри/-ра/-ро, 7 и 8 → -ми/-ма/-мо, останалите (и 11–19, десетиците) → -ти/-та/-то. Членувани форми, които започват с гласна (`84-ото`), не се преценяват."#,
            why: r#"Заглавието на първенството носи поредния му номер (`61-во Държавно първенство`); грешното окончание изглежда като печатна грешка точно в реда, който всички четат."#,
            example: r#""#,
            fix: r#"Напишете окончанието, което числото изисква (`61-во`, `58-мо`, `84-то`)."#,
            reference: r#"Официален правописен речник на българския език (БАН), правила за изписване на редни числителни с цифри."#,
        },
    },
    uk: Texts {
        summary: "болгарський порядковий числівник цифрами має хибне закінчення",
        doc: Doc {
            what: r#"У болгарському файлі число із закінченням порядкового числівника, приголосна якого не відповідає останньому слову числа: `61-ТО` замість `61-во`, `58-ТО` замість `58-мо`. Закінчення визначає остання цифра: 1 → -ви/-ва/-во, 2 → -ри/-ра/-ро, 7 і 8 → -ми/-ма/-мо, інші (і 11–19, десятки) → -ти/-та/-то. Українські файли не перевіряються."#,
            why: r#"Назва чемпіонату містить його порядковий номер; хибне закінчення виглядає як друкарська помилка саме в рядку, який читають усі."#,
            example: r#""#,
            fix: r#"Напишіть закінчення, якого вимагає число (`61-во`, `58-мо`, `84-то`)."#,
            reference: r#"Офіційний правописний словник болгарської мови (БАН), правила написання порядкових числівників цифрами."#,
        },
    },
};

impl Rule for OrdinalSuffixMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        if reg.lang != crate::vocab::Lang::Bg {
            return;
        }
        for text in reg.texts() {
            let t = &text.value;
            for ((n0, n1), (s0, s1)) in crate::prose::scan::ordinals(t) {
                let (num, suffix) = (&t[n0..n1], &t[s0..s1]);
                let Ok(n) = num.parse::<u64>() else { continue };
                let written: char =
                    suffix.chars().next().unwrap_or('т').to_lowercase().next().unwrap_or('т');
                let want = crate::vocab::notation::bulgarian_ordinal_consonant(n);
                if written == want {
                    continue;
                }
                let upper = suffix.chars().all(|c| !c.is_lowercase());
                let vowel: String = suffix.chars().skip(1).collect();
                let right = if upper {
                    format!("{n}-{}{}", want.to_uppercase(), vowel)
                } else {
                    format!("{n}-{want}{vowel}")
                };
                let shown = format!("{num}-{suffix}");
                let span = facts::span_in_literal(t, text.span, n0, s1);
                out.push(localized(|l| {
                    Diagnostic::new(Code::new(&INFO), INFO.severity, tr!(
                        l,
                        en: "`{shown}` has the wrong ending: `{right}`",
                        bg: "`{shown}` е с грешно окончание: правилно е `{right}`",
                        uk: "`{shown}` має хибне закінчення: правильно `{right}`"
                    ))
                    .with_label(span, tr!(l, en: "write `{right}`", bg: "напишете `{right}`", uk: "напишіть `{right}`"))
                    .with_help(tr!(
                        l,
                        en: "the ending follows the number's last word (1: -ви/-во, 2: -ри/-ро, 7 and 8: -ми/-мо, otherwise -ти/-то)",
                        bg: "окончанието следва последната дума на числото (1: -ви/-во, 2: -ри/-ро, 7 и 8: -ми/-мо, иначе -ти/-то)",
                        uk: "закінчення визначає останнє слово числа (1: -ви/-во, 2: -ри/-ро, 7 і 8: -ми/-мо, інакше -ти/-то)"
                    ))
                }));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::vocab::notation::bulgarian_ordinal_consonant as consonant;

    #[test]
    fn endings_follow_the_last_word() {
        assert_eq!(
            [consonant(61), consonant(58), consonant(84), consonant(8), consonant(2)],
            ['в', 'м', 'т', 'м', 'р']
        );
        assert_eq!(
            [consonant(11), consonant(12), consonant(20), consonant(67), consonant(1)],
            ['т', 'т', 'т', 'м', 'в']
        );
    }
}
