//! V801 `section-number-gap`: section numbers skip a number or go backwards.

use crate::checks::{finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Section;
use crate::source::Spanned;
use crate::vocab::Lang;
use std::collections::HashMap;

/// V801: section numbers skip a number or go backwards.
pub struct SectionNumberGap;

static INFO: CodeInfo = CodeInfo {
    code: "V801",
    name: "section-number-gap",
    severity: ERROR,
    summary: "section numbers skip a number or go backwards",
    doc: Doc {
        what: r#"Numbered sections whose numbers, level by level (1, 2, 3…; 14.1, 14.2…), skip a number, start above 1, or go back to a lower number not used before."#,
        why: r#"Regulations are cited by section number in appeals and in later regulations ("as in 5.6"); a missing number suggests a section was lost when the text was edited, and cross-references may point at the wrong text."#,
        example: r#"```text
section 4 "Подведення підсумків" { … }
section 6 "Нагородження" { … }
```"#,
        fix: r#"Renumber the sections consecutively, or restore the missing section."#,
        reference: r#"Drafting practice of federation regulations; seed 003 jumps from section 4 to section 6."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "номерацията на разделите пропуска номер или се връща назад",
        doc: Doc {
            what: r#"Номерирани раздели, чиито номера на всяко ниво (1, 2, 3…; 14.1, 14.2…) пропускат номер, започват над 1 или се връщат към по-нисък неизползван номер."#,
            why: r#"Регламентите се цитират по номер на раздел в контестациите и в следващи регламенти („както в т. 5.6“); липсващ номер подсказва, че при редакцията раздел е изпаднал, а препратките може да сочат грешен текст."#,
            example: r#""#,
            fix: r#"Номерирайте разделите последователно или възстановете липсващия раздел."#,
            reference: r#"Практиката при съставяне на регламенти на федерациите; регламентът 003 прескача от раздел 4 на раздел 6."#,
        },
    },
    uk: Texts {
        summary: "нумерація розділів пропускає номер або повертається назад",
        doc: Doc {
            what: r#"Нумеровані розділи, номери яких на кожному рівні (1, 2, 3…; 14.1, 14.2…) пропускають номер, починаються понад 1 або повертаються до меншого невикористаного номера."#,
            why: r#"Положення цитують за номером розділу в протестах і наступних положеннях („як у п. 5.6“); пропущений номер підказує, що під час редагування розділ випав, а посилання можуть вести на інший текст."#,
            example: r#""#,
            fix: r#"Пронумеруйте розділи послідовно або відновіть пропущений розділ."#,
            reference: r#"Практика складання положень федерацій; регламент 003 перескакує з розділу 4 на розділ 6."#,
        },
    },
};

impl Rule for SectionNumberGap {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let mut last: HashMap<Vec<u32>, u32> = HashMap::new();
        let mut seen: HashMap<Vec<u32>, Vec<u32>> = HashMap::new();
        for (parts, span) in numbered(&reg.sections) {
            let (n, parent) = match parts.split_last() {
                Some((n, parent)) => (*n, parent.to_vec()),
                None => continue,
            };
            let prev = last.get(&parent).copied().unwrap_or(0);
            let used = seen.entry(parent.clone()).or_default();
            let repeated = used.contains(&n);
            used.push(n);
            last.insert(parent.clone(), n);
            if repeated || n == prev.saturating_add(1) {
                continue;
            }
            let prefix: String = parent.iter().map(|p| format!("{p}.")).collect();
            let skipped = n > prev.saturating_add(1);
            let missing = if n == prev.saturating_add(2) {
                format!("{prefix}{}", prev + 1)
            } else {
                format!("{prefix}{}–{prefix}{}", prev + 1, n.saturating_sub(1))
            };
            out.push(localized(|l| {
                let (message, label) = if skipped {
                    let message = match (prev, l) {
                        (0, Lang::En) => format!("section numbers skip {missing}: numbering starts {prefix}{n}"),
                        (_, Lang::En) => format!("section numbers skip {missing}: after {prefix}{prev} comes {prefix}{n}"),
                        (0, Lang::Bg) => format!("номерацията на разделите пропуска {missing}: започва от {prefix}{n}"),
                        (_, Lang::Bg) => format!("номерацията на разделите пропуска {missing}: след {prefix}{prev} идва {prefix}{n}"),
                        (0, Lang::Uk) => format!("нумерація розділів пропускає {missing}: починається з {prefix}{n}"),
                        (_, Lang::Uk) => format!("нумерація розділів пропускає {missing}: після {prefix}{prev} іде {prefix}{n}"),
                    };
                    (message, tr!(l, en: "{missing} missing before this", bg: "преди това липсва {missing}", uk: "перед цим бракує {missing}"))
                } else {
                    (
                        tr!(l, en: "section {prefix}{n} comes after {prefix}{prev}", bg: "раздел {prefix}{n} идва след {prefix}{prev}", uk: "розділ {prefix}{n} іде після {prefix}{prev}"),
                        tr!(l, en: "out of order", bg: "не е на мястото си", uk: "не на своєму місці"),
                    )
                };
                finding(&INFO, message).with_label(span.span, label).with_help(tr!(
                    l,
                    en: "renumber the sections consecutively, or restore the missing section",
                    bg: "номерирайте разделите последователно или възстановете липсващия раздел",
                    uk: "пронумеруйте розділи послідовно або відновіть пропущений розділ"
                ))
            }));
        }
    }
}

/// Every numbered section, nested ones included, in document order, with its number parsed
/// into components (`14.10` → `[14, 10]`, `IV` → `[4]`); letters and other marks are skipped.
pub(super) fn numbered(sections: &[Section]) -> Vec<(Vec<u32>, &Spanned<String>)> {
    let mut out = Vec::new();
    for s in sections {
        if let Some(n) = &s.number {
            // `14.10.`, Roman `IV` and `II.3` too; letters (`а)`) are not counted.
            if let Some(parts) = crate::vocab::notation::section_number_parts(&n.value) {
                out.push((parts, n));
            }
        }
        out.extend(numbered(&s.subsections));
    }
    out
}
