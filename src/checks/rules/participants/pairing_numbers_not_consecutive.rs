//! V105 `pairing-numbers-not-consecutive`: pairing numbers are not exactly 1..n.

use crate::checks::{finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::source::{Span, Spanned};
use crate::vocab::Lang;
use std::collections::HashMap;

/// A list whose numbers repeat, start at 0 or exceed the number of entries.
pub struct PairingNumbersNotConsecutive;

static INFO: CodeInfo = CodeInfo {
    code: "V105",
    name: "pairing-numbers-not-consecutive",
    severity: ERROR,
    summary: "the participants' pairing numbers are not exactly 1 to n",
    doc: Doc {
        what: r#"A player list (or team list) of n entries whose numbers are not exactly 1, 2, …, n: a number
given twice, a 0, or a number above n (which means another number is missing)."#,
        why: r#"The numbers are the pairing numbers of the Berger tables (or the starting ranks of a Swiss).
Round-robin pairings for n participants use exactly the numbers 1..n; a repeated or missing
number leaves someone without a place in the tables."#,
        example: r#"```text
players stated 4 {
  1 GM "Voiska Margarita" 2319
  2 FM "Jordanova Svetla" 2245
  2 IM "Genova Ruzka"     2243
  5    "Raeva Elitsa"     2207
}
```"#,
        fix: r#"Number the participants 1 to n without gaps or repeats."#,
        reference: r#"FIDE Handbook C.05 Annex 1 (Berger tables, pairing numbers 1..n); C.04.2 (initial ranking list
numbered from 1)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "стартовите номера на участниците не са точно от 1 до n",
        doc: Doc {
            what: r#"Списък на участниците (или отборите) с n записа, чиито номера не са точно 1, 2, …, n: номер, даден два пъти, 0 или номер над n (значи друг номер липсва)."#,
            why: r#"Номерата са стартовите номера в таблиците на Бергер (или началното подреждане при швейцарска система). Двойките при кръгова система с n участници използват точно номерата 1..n; повторен или липсващ номер оставя някого без място в таблиците."#,
            example: r#""#,
            fix: r#"Номерирайте участниците от 1 до n без пропуски и повторения."#,
            reference: r#"Наръчник на ФИДЕ, C.05, приложение 1 (таблици на Бергер, стартови номера 1..n); C.04.2 (началната ранглиста се номерира от 1)."#,
        },
    },
    uk: Texts {
        summary: "стартові номери учасників не є рівно від 1 до n",
        doc: Doc {
            what: r#"Список учасників (чи команд) з n записів, номери яких не є рівно 1, 2, …, n: номер, наданий двічі, 0 або номер понад n (отже, іншого номера бракує)."#,
            why: r#"Номери — це стартові номери в таблицях Бергера (або початкове розташування за швейцарською системою). Пари колового турніру з n учасниками використовують рівно номери 1..n; повторений чи пропущений номер залишає когось без місця в таблицях."#,
            example: r#""#,
            fix: r#"Пронумеруйте учасників від 1 до n без пропусків і повторів."#,
            reference: r#"Довідник ФІДЕ, C.05, додаток 1 (таблиці Бергера, стартові номери 1..n); C.04.2 (початковий рейтинг-лист нумерують від 1)."#,
        },
    },
};

impl Rule for PairingNumbersNotConsecutive {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        if let Some(p) = &reg.players {
            let numbers: Vec<(&Spanned<u32>, &str)> =
                p.list.iter().map(|p| (&p.number, p.name.value.as_str())).collect();
            check_list(&numbers, "players", out);
        }
        if let Some(t) = &reg.teams {
            let numbers: Vec<(&Spanned<u32>, &str)> =
                t.list.iter().map(|t| (&t.number, t.name.value.as_str())).collect();
            check_list(&numbers, "teams", out);
        }
    }
}

/// How many missing numbers a help line names before it says how many more there are.
const MISSING_SHOWN: usize = 10;

/// Linear in the length of the list: a presence table of 1..n, one pass over the entries, and
/// a help line of bounded length (the first missing numbers and how many more), so that a list
/// of 20,000 players costs milliseconds and no more memory than the list.
fn check_list(numbers: &[(&Spanned<u32>, &str)], noun: &str, out: &mut Vec<Diagnostic>) {
    let n = u32::try_from(numbers.len()).unwrap_or(u32::MAX);
    let mut present = vec![false; numbers.len() + 1];
    for (num, _) in numbers {
        if let Some(slot) = usize::try_from(num.value).ok().and_then(|v| present.get_mut(v)) {
            *slot = true;
        }
    }
    let missing: Vec<u32> = (1..=n).filter(|k| !present[*k as usize]).collect();
    let shown: Vec<String> = missing.iter().take(MISSING_SHOWN).map(u32::to_string).collect();
    let (shown, more) = (shown.join(", "), missing.len().saturating_sub(MISSING_SHOWN));
    let missing_text = |l: Lang| -> String {
        let rest = match (more, l) {
            (0, _) => String::new(),
            (m, Lang::En) => format!(" and {m} more"),
            (m, Lang::Bg) => format!(" и още {m}"),
            (m, Lang::Uk) => format!(" та ще {m}"),
        };
        match (missing.len(), l) {
            (0, _) => String::new(),
            (1, Lang::En) => format!("; number {shown} is missing"),
            (1, Lang::Bg) => format!("; липсва номер {shown}"),
            (1, Lang::Uk) => format!("; бракує номера {shown}"),
            (_, Lang::En) => format!("; numbers {shown}{rest} are missing"),
            (_, Lang::Bg) => format!("; липсват номера {shown}{rest}"),
            (_, Lang::Uk) => format!("; бракує номерів {shown}{rest}"),
        }
    };
    let mut seen: HashMap<u32, Span> = HashMap::with_capacity(numbers.len());
    for (num, name) in numbers {
        let v = num.value;
        if let Some(first) = seen.get(&v) {
            let first = *first;
            out.push(localized(|l| {
                let (list, m) = (crate::checks::facts::noun(noun, l), missing_text(l));
                finding(
                    &INFO,
                    tr!(
                        l,
                        en: "pairing number {v} is given twice",
                        bg: "стартов номер {v} е даден два пъти",
                        uk: "стартовий номер {v} надано двічі"
                    ),
                )
                .with_label(
                    num.span,
                    tr!(l, en: "`{name}` also has {v}", bg: "и `{name}` е с {v}", uk: "і `{name}` має {v}"),
                )
                .with_label(
                    first,
                    tr!(l, en: "first given here", bg: "даден за пръв път тук", uk: "надано вперше тут"),
                )
                .with_help(tr!(
                    l,
                    en: "number the {n} {list} 1 to {n}{m}",
                    bg: "номерирайте {list} от 1 до {n}{m}",
                    uk: "пронумеруйте {list} від 1 до {n}{m}"
                ))
            }));
        } else if v == 0 || v > n {
            out.push(localized(|l| {
                let (list, m) = (crate::checks::facts::noun(noun, l), missing_text(l));
                let field = crate::checks::facts::count_noun(u64::from(n), noun, l);
                finding(
                    &INFO,
                    tr!(
                        l,
                        en: "pairing number {v} is outside 1..{n} for {field}",
                        bg: "стартов номер {v} е извън 1..{n} при {field}",
                        uk: "стартовий номер {v} поза межами 1..{n} для {field}"
                    ),
                )
                .with_label(
                    num.span,
                    tr!(
                        l,
                        en: "`{name}` numbered {v}",
                        bg: "`{name}` е с номер {v}",
                        uk: "`{name}` має номер {v}"
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "number the {n} {list} 1 to {n}{m}",
                    bg: "номерирайте {list} от 1 до {n}{m}",
                    uk: "пронумеруйте {list} від 1 до {n}{m}"
                ))
            }));
        }
        seen.entry(v).or_insert(num.span);
    }
}
