//! V705 `committee-size-mismatch`: the stated size of the appeals committee differs from the number of people named.

use crate::checks::{finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V705: the stated size of the appeals committee differs from the number of people named.
pub struct CommitteeSizeMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V705",
    name: "committee-size-mismatch",
    severity: ERROR,
    summary: "the stated size of the appeals committee differs from the number of people named",
    doc: Doc {
        what: r#"`appeals { size N }` when the chair and members named are not N people (reserves are not counted)."#,
        why: r#"A committee's decision is valid only when it sits in its stated composition; a size that does not match the names leaves open who decides."#,
        example: r#"```text
appeals { size 5; chair "Д-р Стефан Сергиев"; member "Маргарита Войска" "Живко Жеков"; reserve "Ружка Генова" "Огнян Тодоров" }
```"#,
        fix: r#"Name as many members as the stated size, or correct the size."#,
        reference: r#"Committee composition as the regulation states it (seed 001: "в състав от 5 души" listing a chair, two members and, further down, two more names after the reserves)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "заявеният брой членове на комитета не отговаря на посочените имена",
        doc: Doc {
            what: r#"`appeals { size N }`, когато председателят и посочените членове не са N души (резервите не се броят)."#,
            why: r#"Решението на комитета е валидно само когато заседава в обявения си състав; брой, който не отговаря на имената, оставя открит въпроса кой решава."#,
            example: r#""#,
            fix: r#"Посочете толкова членове, колкото е обявеният брой, или поправете броя."#,
            reference: r#"Съставът на комитета, както го посочва регламентът (регламентът 001: „в състав от 5 души“, с председател, двама членове и, по-надолу, още две имена след резервите)."#,
        },
    },
    uk: Texts {
        summary: "заявлена кількість членів комітету не відповідає названим іменам",
        doc: Doc {
            what: r#"`appeals { size N }`, коли голова й названі члени — не N осіб (запасних не враховують)."#,
            why: r#"Рішення комітету чинне лише тоді, коли він засідає в оголошеному складі; кількість, що не відповідає іменам, лишає відкритим, хто вирішує."#,
            example: r#""#,
            fix: r#"Назвіть стільки членів, скільки оголошено, або виправте кількість."#,
            reference: r#"Склад комітету, як його наводить положення (регламент 001: „у складі 5 осіб“ — голова, двоє членів і, нижче, ще два імені після запасних)."#,
        },
    },
};

impl Rule for CommitteeSizeMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(ap) = &reg.appeals else { return };
        let Some(size) = &ap.stated_size else { return };
        let named = usize::from(ap.chair.is_some()) + ap.members.len();
        if named == size.value as usize {
            return;
        }
        let s = size.value;
        let counts_reserves = named + ap.reserves.len() == s as usize;
        out.push(localized(|l| {
            let mut d = finding(&INFO, tr!(
                l,
                en: "the committee is stated to have {s} members, but {named} are named (chair and members)",
                bg: "обявено е, че комитетът е от {s} души, а са посочени {named} (председател и членове)",
                uk: "оголошено, що комітет складається з {s} осіб, а названо {named} (голова й члени)"
            ))
            .with_label(size.span, tr!(l, en: "{s} stated", bg: "обявени: {s}", uk: "оголошено: {s}"));
            if let Some(c) = &ap.chair {
                d = d.with_label(c.span, tr!(l, en: "chair", bg: "председател", uk: "голова"));
            }
            for m in &ap.members {
                d = d.with_label(m.span, tr!(l, en: "member", bg: "член", uk: "член"));
            }
            let hint = if counts_reserves {
                tr!(l, en: " (the stated size counts the reserves too)", bg: " (обявеният брой включва и резервите)", uk: " (оголошена кількість враховує й запасних)")
            } else {
                String::new()
            };
            d.with_help(tr!(
                l,
                en: "name {s} members, or write `size {named}`{hint}",
                bg: "посочете {s} членове или напишете `size {named}`{hint}",
                uk: "назвіть {s} членів або напишіть `size {named}`{hint}"
            ))
        }));
    }
}
