//! V802 `section-number-repeated`: two sections carry the same number.

use super::section_number_gap::numbered;
use crate::checks::{finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use std::collections::HashMap;

/// V802: two sections carry the same number.
pub struct SectionNumberRepeated;

static INFO: CodeInfo = CodeInfo {
    code: "V802",
    name: "section-number-repeated",
    severity: ERROR,
    summary: "two sections carry the same number",
    doc: Doc {
        what: r#"A section number used twice at the same level (two sections `10`, or two `14.3`)."#,
        why: r#"A citation of the number (in an appeal, in a later regulation) no longer says which text it means; usually a section was inserted without renumbering the rest."#,
        example: r#"```text
section 10 "Начало на отборната среща" { … }
section 10 "Програма" { … }
```"#,
        fix: r#"Renumber the sections so that every number is used once."#,
        reference: r#"Drafting practice of federation regulations; seed 001 has two sections numbered 10."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "един номер на раздел е използван два пъти",
        doc: Doc {
            what: r#"Номер на раздел, използван два пъти на едно ниво (два раздела `10` или два `14.3`)."#,
            why: r#"Цитирането на номера (в контестация, в следващ регламент) вече не казва кой текст е имало предвид; обикновено е вмъкнат раздел, без да се преномерират останалите."#,
            example: r#""#,
            fix: r#"Преномерирайте разделите така, че всеки номер да се използва веднъж."#,
            reference: r#"Практиката при съставяне на регламенти на федерациите; регламентът 001 има два раздела с номер 10."#,
        },
    },
    uk: Texts {
        summary: "номер розділу використано двічі",
        doc: Doc {
            what: r#"Номер розділу, використаний двічі на одному рівні (два розділи `10` або два `14.3`)."#,
            why: r#"Посилання на номер (у протесті, наступному положенні) вже не каже, про який текст ідеться; зазвичай розділ вставили, не перенумерувавши решту."#,
            example: r#""#,
            fix: r#"Перенумеруйте розділи так, щоб кожен номер використовувався раз."#,
            reference: r#"Практика складання положень федерацій; регламент 001 має два розділи з номером 10."#,
        },
    },
};

impl Rule for SectionNumberRepeated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let mut first: HashMap<Vec<u32>, crate::source::Span> = HashMap::new();
        for (parts, number) in numbered(&reg.sections) {
            match first.get(&parts) {
                Some(earlier) => {
                    let text: Vec<String> = parts.iter().map(|p| p.to_string()).collect();
                    let (n, earlier) = (text.join("."), *earlier);
                    out.push(localized(|l| {
                        finding(&INFO, tr!(l, en: "section {n} is numbered twice", bg: "раздел {n} е номериран два пъти", uk: "розділ {n} пронумеровано двічі"))
                            .with_label(number.span, tr!(l, en: "this number is already used", bg: "този номер вече е използван", uk: "цей номер уже використано"))
                            .with_label(earlier, tr!(l, en: "first used here", bg: "използван за пръв път тук", uk: "вперше використано тут"))
                            .with_help(tr!(
                                l,
                                en: "renumber the later sections so that every number is used once",
                                bg: "преномерирайте следващите раздели така, че всеки номер да се използва веднъж",
                                uk: "перенумеруйте наступні розділи так, щоб кожен номер використовувався раз"
                            ))
                    }));
                }
                None => {
                    first.insert(parts, number.span);
                }
            }
        }
    }
}
