//! V103 `participant-count-mismatch`: the stated number of participants is not the list's.

use crate::checks::{finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::{CodeInfo, Doc};
use crate::diagnostic::{Diagnostic, Edit};
use crate::source::{Span, Spanned};

/// `players stated N` (or `teams stated N`) with a list of a different length.
pub struct ParticipantCountMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V103",
    name: "participant-count-mismatch",
    severity: ERROR,
    summary: "the stated number of participants differs from the number listed",
    doc: Doc {
        what: r#"A `players stated N { … }` or `teams stated N { … }` block whose list holds a different number
of entries than N."#,
        why: r#"The text ("право на участие имат следните 12 състезателки") and the list are read by different
people: players check the list, arbiters plan the pairings from the number. When they differ one
of them is wrong, and the round count, the category and the norm requirements all depend on it."#,
        example: r#"```text
players stated 12 {
  1 GM "Voiska Margarita" 2319
  … 11 players in all …
}
```"#,
        fix: r#"Correct the stated number, or add the missing participant to the list (or remove the extra one)."#,
        reference: r#"FIDE Handbook C.05 (the pairing tables are chosen by the number of participants) and the
regulation's own participant clause."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "обявеният брой участници се различава от изброените",
        doc: Doc {
            what: r#"Блок `players stated N { … }` или `teams stated N { … }`, чийто списък съдържа различен от N брой записи."#,
            why: r#"Текстът („право на участие имат следните 12 състезателки“) и списъкът се четат от различни хора: състезателите проверяват списъка, съдиите планират двойките по числото. Когато се различават, едното е грешно, а от него зависят броят на кръговете, категорията и условията за норма."#,
            example: r#""#,
            fix: r#"Поправете обявения брой или добавете липсващия участник (или махнете излишния)."#,
            reference: r#"Наръчник на ФИДЕ, C.05 (таблиците за чифтосване се избират по броя на участниците) и клаузата за участниците в самия регламент."#,
        },
    },
    uk: Texts {
        summary: "заявлена кількість учасників відрізняється від переліченої",
        doc: Doc {
            what: r#"Блок `players stated N { … }` або `teams stated N { … }`, у списку якого інша кількість записів, ніж N."#,
            why: r#"Текст („до участі допускаються 12 учасниць“) і список читають різні люди: учасники перевіряють список, судді планують пари за числом. Коли вони розходяться, щось хибне, а від цього залежать кількість турів, категорія й умови норми."#,
            example: r#""#,
            fix: r#"Виправте заявлену кількість або додайте пропущеного учасника (чи вилучіть зайвого)."#,
            reference: r#"Довідник ФІДЕ, C.05 (таблиці пар обирають за кількістю учасників) і пункт про учасників у самому положенні."#,
        },
    },
};

impl Rule for ParticipantCountMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        if let Some(p) = &reg.players {
            compare(p.stated.as_ref(), p.list.len(), p.span, "players", out);
        }
        if let Some(t) = &reg.teams {
            compare(t.stated.as_ref(), t.list.len(), t.span, "teams", out);
        }
    }
}

fn compare(
    stated: Option<&Spanned<u32>>,
    listed: usize,
    block: Span,
    noun: &str,
    out: &mut Vec<Diagnostic>,
) {
    let Some(stated) = stated else { return };
    if listed == 0 || usize::try_from(stated.value).is_ok_and(|s| s == listed) {
        return;
    }
    let s = stated.value;
    out.push(localized(|l| {
        let list = crate::checks::facts::count_noun(listed as u64, noun, l);
        let nouns = crate::checks::facts::noun(noun, l);
        finding(&INFO, tr!(
            l,
            en: "`stated {s}` but {list} are listed",
            bg: "`stated {s}`, а в списъка са {list}",
            uk: "`stated {s}`, а в списку {list}"
        ))
        .with_label(stated.span, tr!(l, en: "{listed} listed", bg: "в списъка: {listed}", uk: "у списку: {listed}"))
        .with_label(block, list.clone())
        .with_help(tr!(
            l,
            en: "write `stated {listed}`, or add or remove {nouns} so that the list has {s}",
            bg: "напишете `stated {listed}` или добавете или махнете записи ({nouns}), така че да са {s}",
            uk: "напишіть `stated {listed}` або додайте чи вилучіть записи ({nouns}), щоб їх було {s}"
        ))
        .with_fix(
            tr!(
                l,
                en: "state {listed}, the number listed",
                bg: "обявете {listed} — толкова са в списъка",
                uk: "заявіть {listed} — стільки в списку"
            ),
            vec![Edit::replace(stated.span, listed.to_string())],
        )
    }));
}
