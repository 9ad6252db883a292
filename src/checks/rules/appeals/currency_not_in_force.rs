//! V703 `currency-not-in-force`: a fee or prize in a currency that is not legal tender in the country on the event date.

use crate::checks::{currency, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::{CodeInfo, Doc};
use crate::diagnostic::{Diagnostic, Edit};
use crate::model::Money;
use crate::source::Spanned;
use crate::vocab::Lang;

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

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "сумата е във валута, която не е в обращение там и тогава",
        doc: Doc {
            what: r#"Такса за контестация или парична награда във валута, която не е законното платежно средство там и тогава, когато се провежда турнирът: в България левът (BGN) до 31 декември 2025 г. и еврото (EUR) от 1 януари 2026 г.; в Украйна гривнята (UAH). Държавата е `event { country … }`, иначе се съди по езика на документа (`bg` → България, `uk` → Украйна)."#,
            why: r#"Таксите се плащат и наградите се изплащат в законно платежно средство. След приемането на еврото в България суми в левове са белег, че текстът е преписан от по-стар регламент; сумата в евро е сумата в левове, разделена на 1,95583 и закръглена до евроцент с 0,5 нагоре."#,
            example: r#""#,
            fix: r#"Напишете сумата във валутата в обращение (за левове след 2026 г. — сумата в евро, която дава съветът)."#,
            reference: r#"България: евро от 1 януари 2026 г., неотменим курс 1 EUR = 1,95583 BGN, превалутиране със закръгляване до цент с 0,5 нагоре (окончателните актове, приети от финансовите министри на ЕС на 8 юли 2025 г.). Украйна: гривна (UAH). `docs/reference/rating-time-title.md` §4.1."#,
        },
    },
    uk: Texts {
        summary: "суму вказано у валюті, яка там і тоді не є законним платіжним засобом",
        doc: Doc {
            what: r#"Застава за протест чи грошовий приз у валюті, яка не є законним платіжним засобом там і тоді, де й коли проводиться турнір: у Болгарії лев (BGN) до 31 грудня 2025 року і євро (EUR) з 1 січня 2026 року; в Україні гривня (UAH). Країна — `event { country … }`, інакше за мовою документа (`bg` → Болгарія, `uk` → Україна)."#,
            why: r#"Застави сплачують і призи виплачують у законному платіжному засобі. Після переходу Болгарії на євро суми в левах свідчать, що текст переписано зі старішого положення; сума в євро — це сума в левах, поділена на 1,95583 й округлена до центів з 0,5 угору."#,
            example: r#""#,
            fix: r#"Напишіть суму у валюті, що в обігу (для левів після 2026 року — суму в євро, яку дає порада)."#,
            reference: r#"Болгарія: євро з 1 січня 2026 року, незмінний курс 1 EUR = 1,95583 BGN, перерахунок з округленням до цента з 0,5 угору (остаточні акти, ухвалені міністрами фінансів ЄС 8 липня 2025 року). Україна: гривня (UAH). `docs/reference/rating-time-title.md` §4.1."#,
        },
    },
};

impl Rule for CurrencyNotInForce {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(country) = currency::country(reg) else { return };
        let Some(start) = crate::checks::facts::start_date(reg) else { return };
        let Some(due) = currency::in_force(&country, start) else { return };
        let mut amounts: Vec<(bool, &Spanned<Money>)> = Vec::new();
        if let Some(fee) = reg.appeals.as_ref().and_then(|a| a.fee.as_ref()) {
            amounts.push((true, fee));
        }
        for prize in &reg.prizes {
            if let Some(m) = &prize.money {
                amounts.push((false, m));
            }
        }
        for (is_fee, money) in amounts {
            let m = &money.value;
            if m.currency == due {
                continue;
            }
            let cur = m.currency.as_str();
            let to_euro = (m.currency == "BGN" && due == "EUR").then(|| {
                (
                    currency::money_text(currency::bgn_to_eur(m.amount)),
                    currency::money_text(m.amount),
                )
            });
            out.push(localized(|l| {
                let what = match (is_fee, l) {
                    (true, Lang::En) => "the appeal fee",
                    (false, Lang::En) => "a prize",
                    (true, Lang::Bg) => "таксата за контестация",
                    (false, Lang::Bg) => "наградата",
                    (true, Lang::Uk) => "застава за протест",
                    (false, Lang::Uk) => "приз",
                };
                let help = match &to_euro {
                    Some((eur, bgn)) => tr!(
                        l,
                        en: "write `{eur} EUR`: {bgn} BGN at 1.95583 BGN per euro, rounded half-up to cents",
                        bg: "напишете `{eur} EUR`: {bgn} лв. по курс 1,95583 лв. за евро, закръглено до цент с 0,5 нагоре",
                        uk: "напишіть `{eur} EUR`: {bgn} лв. за курсом 1,95583 лв. за євро, округлено до цента з 0,5 угору"
                    ),
                    None => {
                        let d = currency_name(due, l);
                        tr!(l, en: "write the amount in {due}", bg: "напишете сумата в {d}", uk: "напишіть суму в {d}")
                    }
                };
                let message = match l {
                    Lang::En => format!("{what} is in {cur}, but the currency in {country} on {start} is {due}"),
                    Lang::Bg => format!(
                        "{what} е в {}, а на {start} валутата в {} е {}",
                        currency_name(cur, l),
                        country_name(&country, l),
                        currency_subject(due, l)
                    ),
                    Lang::Uk => format!(
                        "{what} — у {}, а {start} валюта {} — {}",
                        currency_name(cur, l),
                        country_name(&country, l),
                        currency_subject(due, l)
                    ),
                };
                let tender = currency_name(cur, l);
                let d = finding(&INFO, message)
                    .with_label(money.span, tr!(l, en: "{cur} is not legal tender here then", bg: "тогава там сумите не са в {tender}", uk: "тоді там суми не в {tender}"))
                    .with_help(help);
                match &to_euro {
                    Some((eur, _)) => d.with_fix(
                        tr!(l, en: "write `{eur} EUR`", bg: "напишете `{eur} EUR`", uk: "напишіть `{eur} EUR`"),
                        vec![Edit::replace(money.span, format!("{eur} EUR"))],
                    ),
                    None => d,
                }
            }));
        }
    }
}

/// The currency after a preposition (`в лева`, `у гривнях`).
fn currency_name(code: &str, l: Lang) -> String {
    match (code, l) {
        (c, Lang::En) => c.to_string(),
        ("BGN", Lang::Bg) => "лева".into(),
        ("EUR", Lang::Bg) => "евро".into(),
        ("UAH", Lang::Bg) => "гривни".into(),
        ("USD", Lang::Bg) => "щатски долари".into(),
        ("BGN", Lang::Uk) => "левах".into(),
        ("EUR", Lang::Uk) => "євро".into(),
        ("UAH", Lang::Uk) => "гривнях".into(),
        ("USD", Lang::Uk) => "доларах США".into(),
        (c, _) => c.to_string(),
    }
}

/// The currency as a subject (`еврото`, `гривня`).
fn currency_subject(code: &str, l: Lang) -> String {
    match (code, l) {
        ("BGN", Lang::Bg) => "левът".into(),
        ("EUR", Lang::Bg) => "еврото".into(),
        ("UAH", Lang::Bg) => "гривната".into(),
        ("BGN", Lang::Uk) => "лев".into(),
        ("EUR", Lang::Uk) => "євро".into(),
        ("UAH", Lang::Uk) => "гривня".into(),
        (c, _) => c.to_string(),
    }
}

/// The country after a preposition (`в България`, `у Болгарії`).
fn country_name(code: &str, l: Lang) -> String {
    match (code, l) {
        ("BG", Lang::Bg) => "България".into(),
        ("UA", Lang::Bg) => "Украйна".into(),
        ("BG", Lang::Uk) => "Болгарії".into(),
        ("UA", Lang::Uk) => "Україні".into(),
        (c, _) => c.to_string(),
    }
}
