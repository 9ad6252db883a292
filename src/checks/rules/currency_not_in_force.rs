//! V703 `currency-not-in-force`: a fee or prize in a currency that is not legal tender in the country on the event date.

use crate::checks::{currency, finding, Rule, ERROR};
use crate::diagnostic::{CodeInfo, Doc};
use crate::diagnostic::{Diagnostic, Edit};
use crate::model::Money;
use crate::model::Regulation;
use crate::source::Spanned;

/// V703: a fee or prize in a currency that is not legal tender in the country on the event date.
pub struct CurrencyNotInForce;

static INFO: CodeInfo = CodeInfo {
    code: "V703",
    name: "currency-not-in-force",
    severity: ERROR,
    summary:
        "a fee or prize in a currency that is not legal tender in the country on the event date",
    doc: Doc {
        what: r#"An appeal fee or prize money whose currency is not the one in force where and when the event is held: in Bulgaria the lev (BGN) until 31 December 2025 and the euro (EUR) from 1 January 2026; in Ukraine the hryvnia (UAH). The country is `event { country … }`, else the document language (bg → BG, uk → UA)."#,
        why: r#"Fees are paid and prizes paid out in legal tender. Since Bulgaria adopted the euro, amounts in leva are a sign the text was copied from an older regulation; the euro amount is the lev amount divided by 1.95583, rounded half-up to cents."#,
        example: r#"```text
event { dates 2026-03-11..2026-03-20 }
appeals { fee 30 BGN }
```"#,
        fix: r#"Write the amount in the currency in force (for leva after 2026: the euro amount the help shows)."#,
        reference: r#"Bulgaria: euro from 1 January 2026, irrevocable rate 1 EUR = 1.95583 BGN, conversion rounded half-up to cents (final acts adopted by the EU finance ministers on 8 July 2025). Ukraine: hryvnia (UAH). `docs/reference/rating-time-title.md` §4.1."#,
    },
};

impl Rule for CurrencyNotInForce {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn check(&self, reg: &Regulation, out: &mut Vec<Diagnostic>) {
        let Some(country) = currency::country(reg) else { return };
        let Some(start) = crate::checks::facts::start_date(reg) else { return };
        let Some(due) = currency::in_force(&country, start) else { return };
        let mut amounts: Vec<(&str, &Spanned<Money>)> = Vec::new();
        if let Some(fee) = reg.appeals.as_ref().and_then(|a| a.fee.as_ref()) {
            amounts.push(("the appeal fee", fee));
        }
        for prize in &reg.prizes {
            if let Some(m) = &prize.money {
                amounts.push(("a prize", m));
            }
        }
        for (what, money) in amounts {
            let m = &money.value;
            if m.currency == due {
                continue;
            }
            let mut d = finding(
                &INFO,
                format!(
                    "{what} is in {}, but the currency in {country} on {start} is {due}",
                    m.currency
                ),
            )
            .with_label(money.span, format!("{} is not legal tender here then", m.currency));
            if m.currency == "BGN" && due == "EUR" {
                let eur = format!("{} EUR", currency::money_text(currency::bgn_to_eur(m.amount)));
                d = d
                    .with_help(format!(
                        "write `{eur}`: {} BGN at 1.95583 BGN per euro, rounded half-up to cents",
                        currency::money_text(m.amount)
                    ))
                    .with_fix(format!("write `{eur}`"), vec![Edit::replace(money.span, eur)]);
            } else {
                d = d.with_help(format!("write the amount in {due}"));
            }
            out.push(d);
        }
    }
}
