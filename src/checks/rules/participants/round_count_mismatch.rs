//! V101 `round-count-mismatch`: the number of rounds does not fit the system and the field.

use crate::checks::{facts, finding, Context, Rule, ERROR};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Format;
use crate::vocab::Lang;

/// A round robin whose round count is not n − 1 (even n) or n (odd n), twice that for a double
/// round robin; a Swiss with at least as many rounds as participants.
pub struct RoundCountMismatch;

static INFO: CodeInfo = CodeInfo {
    code: "V101",
    name: "round-count-mismatch",
    severity: ERROR,
    summary: "the number of rounds does not fit the pairing system and the number of participants",
    doc: Doc {
        what: r#"A round robin whose `rounds` value is not the number of rounds the field needs: n − 1 rounds for
an even number n of players (or teams), n rounds for an odd n (one participant has a bye each
round), twice that for a double round robin. A Swiss with as many rounds as participants or more.
The count is the listed participants, or the stated number when there is no list."#,
        why: r#"In a round robin everyone meets everyone once: with 12 players that takes exactly 11 rounds. A
regulation that says 10 or 12 rounds either lists the wrong players or announces the wrong
schedule, and the Berger tables cannot be built. A Swiss with n participants can have at most
n − 1 rounds before pairings must repeat."#,
        example: r#"```text
system individual round-robin rounds 10
players stated 12 { … 12 players … }
```"#,
        fix: r#"Write the number of rounds the system needs (`rounds 11` for 12 players in a round robin), or
correct the participant list."#,
        reference: r#"FIDE Handbook C.05 Annex 1 (Berger tables: n − 1 rounds for even n, a bye for odd n); C.04 Swiss
rules (no two participants meet twice)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "броят на кръговете не отговаря на системата и на броя на участниците",
        doc: Doc {
            what: r#"Кръгова система, при която `rounds` не е броят кръгове, нужен за състава: n − 1 кръга при четен брой n участници (или отбори), n кръга при нечетен n (всеки кръг един участник почива), двойно повече при двукръгова система. Швейцарска система с толкова кръгове, колкото са участниците, или повече. Броят се взема от списъка, а ако списък няма — от обявения брой."#,
            why: r#"При кръгова система всеки играе с всеки по веднъж: при 12 участници това са точно 11 кръга. Регламент с 10 или 12 кръга или изброява грешните участници, или обявява грешна програма, и таблиците на Бергер не могат да се съставят. При швейцарска система с n участници кръговете са най-много n − 1, иначе двойките се повтарят."#,
            example: r#""#,
            fix: r#"Напишете броя кръгове, който системата изисква (`rounds 11` за 12 участници при кръгова система), или поправете списъка на участниците."#,
            reference: r#"Наръчник на ФИДЕ, C.05, приложение 1 (таблици на Бергер: n − 1 кръга при четно n, почивка при нечетно n); правилата за швейцарска система C.04 (двама участници не играят два пъти помежду си)."#,
        },
    },
    uk: Texts {
        summary: "кількість турів не відповідає системі та кількості учасників",
        doc: Doc {
            what: r#"Коловий турнір, у якому `rounds` не є кількістю турів, потрібною для складу: n − 1 турів за парної кількості n учасників (чи команд), n турів за непарної (у кожному турі хтось вільний), удвічі більше для двоколового турніру. Швейцарська система з кількістю турів, не меншою за кількість учасників. Кількість береться зі списку, а якщо списку немає — із заявленого числа."#,
            why: r#"У коловому турнірі кожен грає з кожним один раз: з 12 учасниками це рівно 11 турів. Положення з 10 чи 12 турами або перелічує не тих учасників, або оголошує хибну програму, і таблиці Бергера скласти неможливо. За швейцарською системою з n учасниками турів щонайбільше n − 1, інакше пари повторюються."#,
            example: r#""#,
            fix: r#"Напишіть кількість турів, якої вимагає система (`rounds 11` для 12 учасників колового турніру), або виправте список учасників."#,
            reference: r#"Довідник ФІДЕ, C.05, додаток 1 (таблиці Бергера: n − 1 турів за парного n, вільний тур за непарного); правила швейцарської системи C.04 (двоє учасників не грають між собою двічі)."#,
        },
    },
};

impl Rule for RoundCountMismatch {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(system) = &reg.system else { return };
        let Some(rounds) = &system.rounds else { return };
        let Some(field) = facts::participant_count(reg) else { return };
        let n = field.count;
        if n < 2 {
            return;
        }
        let written = rounds.value;
        let listed = field.listed;
        let counted = |l: Lang| {
            let c = facts::count_noun(u64::from(n), field.noun, l);
            match (listed, l) {
                (true, Lang::En) => format!("{c} listed"),
                (false, Lang::En) => format!("{c} stated"),
                (true, Lang::Bg) => format!("в списъка: {c}"),
                (false, Lang::Bg) => format!("обявени: {c}"),
                (true, Lang::Uk) => format!("у списку: {c}"),
                (false, Lang::Uk) => format!("заявлено: {c}"),
            }
        };
        let Some(format) = system.format.as_ref().map(|f| f.value) else { return };
        match format {
            Format::RoundRobin | Format::DoubleRoundRobin => {
                let single = if n % 2 == 0 { n - 1 } else { n };
                let double = format == Format::DoubleRoundRobin;
                let needed = if double { single.saturating_mul(2) } else { single };
                if written == needed {
                    return;
                }
                out.push(localized(|l| {
                    let field_text = facts::count_noun(u64::from(n), field.noun, l);
                    let what = match (double, l) {
                        (false, Lang::En) => "a round robin",
                        (true, Lang::En) => "a double round robin",
                        (false, Lang::Bg) => "кръгова система",
                        (true, Lang::Bg) => "двукръгова система",
                        (false, Lang::Uk) => "колового турніру",
                        (true, Lang::Uk) => "двоколового турніру",
                    };
                    let need = facts::rounds_text(u64::from(needed), l);
                    let nouns = facts::noun(field.noun, l);
                    finding(&INFO, tr!(
                        l,
                        en: "`rounds {written}` does not fit {what} of {field_text}: it needs {need}",
                        bg: "`rounds {written}` не отговаря на {what} с {field_text}: нужни са {need}",
                        uk: "`rounds {written}` не відповідає {what} на {field_text}: потрібно {need}"
                    ))
                    .with_label(rounds.span, tr!(l, en: "{need} needed", bg: "нужни са {need}", uk: "потрібно {need}"))
                    .with_label(field.span, counted(l))
                    .with_note(if n % 2 == 0 {
                        tr!(
                            l,
                            en: "with an even number of {nouns} everyone meets everyone in n − 1 rounds",
                            bg: "при четен брой {nouns} всеки играе с всеки в n − 1 кръга",
                            uk: "за парної кількості — {nouns} — кожен грає з кожним за n − 1 турів"
                        )
                    } else {
                        tr!(
                            l,
                            en: "with an odd number of {nouns} one of them has a bye each round, so n rounds",
                            bg: "при нечетен брой {nouns} във всеки кръг един почива, затова кръговете са n",
                            uk: "за непарної кількості — {nouns} — у кожному турі хтось вільний, тому турів n"
                        )
                    })
                    .with_help(tr!(
                        l,
                        en: "write `rounds {needed}`, or correct the list of {nouns}",
                        bg: "напишете `rounds {needed}` или поправете списъка ({nouns})",
                        uk: "напишіть `rounds {needed}` або виправте список ({nouns})"
                    ))
                }));
            }
            Format::Swiss => {
                if written < n {
                    return;
                }
                let most = n - 1;
                out.push(localized(|l| {
                    let field_text = facts::count_noun(u64::from(n), field.noun, l);
                    let w = facts::rounds_text(u64::from(written), l);
                    let m = facts::rounds_text(u64::from(most), l);
                    finding(&INFO, tr!(
                        l,
                        en: "a Swiss of {field_text} cannot have {w}: at most {m} are possible without repeating a pairing",
                        bg: "швейцарска система с {field_text} не може да има {w}: без повторение на двойки са възможни най-много {m}",
                        uk: "швейцарська система на {field_text} не може мати {w}: без повторення пар можливо щонайбільше {m}"
                    ))
                    .with_label(rounds.span, tr!(l, en: "at most {m}", bg: "най-много {m}", uk: "щонайбільше {m}"))
                    .with_label(field.span, counted(l))
                    .with_help(tr!(
                        l,
                        en: "write fewer than {n} rounds, or play a round robin instead",
                        bg: "напишете по-малко от {n} кръга или играйте по кръговата система",
                        uk: "напишіть менше ніж {n} турів або грайте за коловою системою"
                    ))
                }));
            }
        }
    }
}
