//! V708 `appeal-refund-unstated`: an appeal fee without a rule for its return when the appeal is upheld.

use crate::checks::{finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V708: an appeal fee without a rule for its return when the appeal is upheld.
pub struct AppealRefundUnstated;

static INFO: CodeInfo = CodeInfo {
    code: "V708",
    name: "appeal-refund-unstated",
    severity: WARNING,
    summary: "an appeal fee without a rule for its return when the appeal is upheld",
    doc: Doc {
        what: r#"`appeals { fee … }` without `refund if-upheld`."#,
        why: r#"A fee that is kept even when the appeal succeeds penalises a justified appeal; players must know before they pay whether they get it back."#,
        example: r#"```text
appeals { deadline 10 min after round; fee 200 BGN; final }
```"#,
        fix: r#"Add `refund if-upheld` (the usual rule), or state in prose that the fee is kept in every case."#,
        reference: r#"National practice: the fee is returned when the appeal is upheld (seeds 000, 001 and 003 say so; seed 004 is silent)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "не е казано дали таксата за контестация се връща при уважена контестация",
        doc: Doc {
            what: r#"`appeals { fee … }` без `refund if-upheld`."#,
            why: r#"Такса, която се задържа дори при уважена контестация, наказва основателната контестация; състезателите трябва да знаят, преди да платят, дали ще си я получат обратно."#,
            example: r#""#,
            fix: r#"Добавете `refund if-upheld` (обичайното правило) или кажете в текста, че таксата се задържа във всички случаи."#,
            reference: r#"Национална практика: таксата се връща, когато контестацията бъде уважена (регламентите 000, 001 и 003 го казват; регламентът 004 мълчи)."#,
        },
    },
    uk: Texts {
        summary: "не сказано, чи повертають заставу в разі задоволення протесту",
        doc: Doc {
            what: r#"`appeals { fee … }` без `refund if-upheld`."#,
            why: r#"Застава, яку залишають навіть за задоволеного протесту, карає обґрунтований протест; учасники мають знати до сплати, чи отримають її назад."#,
            example: r#""#,
            fix: r#"Додайте `refund if-upheld` (звичайне правило) або скажіть у тексті, що заставу не повертають у жодному разі."#,
            reference: r#"Національна практика: заставу повертають, коли протест задоволено (регламенти 000, 001 і 003 це кажуть; регламент 004 мовчить)."#,
        },
    },
};

impl Rule for AppealRefundUnstated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(ap) = &reg.appeals else { return };
        let Some(fee) = &ap.fee else { return };
        if ap.refund_if_upheld.is_none() {
            out.push(localized(|l| {
                let m = crate::checks::facts::money(fee.value.amount, &fee.value.currency, l);
                finding(&INFO, tr!(
                    l,
                    en: "the appeal fee of {m} has no rule for its return when the appeal is upheld",
                    bg: "за таксата за контестация от {m} не е казано дали се връща при уважена контестация",
                    uk: "для застави {m} не сказано, чи повертають її в разі задоволення протесту"
                ))
                .with_label(fee.span, tr!(l, en: "returned if the appeal succeeds?", bg: "връща ли се при уважена контестация?", uk: "чи повертають у разі задоволення протесту?"))
                .with_help(tr!(
                    l,
                    en: "add `refund if-upheld`, or state that the fee is kept in every case",
                    bg: "добавете `refund if-upheld` или кажете, че таксата се задържа във всички случаи",
                    uk: "додайте `refund if-upheld` або скажіть, що заставу не повертають у жодному разі"
                ))
            }));
        }
    }
}
