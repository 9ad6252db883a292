//! V806 `blank-left-in-text`: a template's blank (`...`, `…`, `___`) left unfilled in the prose.

use crate::checks::{facts, finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V806: a template's blank left unfilled in the prose.
pub struct BlankLeftInText;

static INFO: CodeInfo = CodeInfo {
    code: "V806",
    name: "blank-left-in-text",
    severity: WARNING,
    summary: "a paragraph still holds a template's blank (`...`, `…` or `___`) where a name or a number belongs",
    doc: Doc {
        what: r#"A run of three or more dots, an ellipsis or three or more underscores that stands on its own after a word, at the end of a sentence or before punctuation: the place a template left for a name, a date or an amount."#,
        why: r#"A published regulation with a blank tells players that a fact (the doctor, the venue, the fee) was never decided. Seed 001 says "Лекар на състезанието е д-р ...": the tournament doctor was never named."#,
        example: r#"```text
section 14 { "Лекар на състезанието е д-р ..." }
```"#,
        fix: r#"Write the missing fact, or remove the sentence; if the fact is truly unknown at publication, say who decides it and when."#,
        reference: r#"FIDE Handbook C.01 (General Rules for Competitions) 6: the regulations give all the necessary information before the start; national practice (Bulgarian Chess Federation regulations name the tournament doctor)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в абзац е останало празно място от шаблон (`...`, `…` или `___`) вместо име или число",
        doc: Doc {
            what: r#"Поредица от три или повече точки, многоточие или три или повече долни черти след дума, в края на изречение или преди препинателен знак: мястото, оставено от шаблон за име, дата или сума."#,
            why: r#"Публикуван регламент с празно място казва на състезателите, че някой факт (лекарят, мястото, таксата) така и не е решен. Регламентът 001 казва „Лекар на състезанието е д-р ...“: лекарят на състезанието не е посочен."#,
            example: r#""#,
            fix: r#"Напишете липсващия факт или махнете изречението; ако фактът наистина не е известен при публикуването, кажете кой го решава и кога."#,
            reference: r#"Наръчник на ФИДЕ, C.01 (Общи правила за състезания), т. 6: регламентът дава цялата необходима информация преди началото; националната практика (регламентите на Българската федерация по шахмат посочват лекаря на състезанието)."#,
        },
    },
    uk: Texts {
        summary: "в абзаці лишилося порожнє місце зі шаблону (`...`, `…` чи `___`) замість імені чи числа",
        doc: Doc {
            what: r#"Три чи більше крапок, трикрапка або три чи більше підкреслень після слова, наприкінці речення чи перед розділовим знаком: місце, яке шаблон лишив для імені, дати чи суми."#,
            why: r#"Опубліковане положення з порожнім місцем каже учасникам, що якийсь факт (лікар, місце, внесок) так і не вирішено. Регламент 001 каже „Лекар на състезанието е д-р ...“: лікаря змагання не названо."#,
            example: r#""#,
            fix: r#"Напишіть пропущений факт або вилучіть речення; якщо факт справді невідомий на момент публікації, скажіть, хто і коли його визначить."#,
            reference: r#"Довідник ФІДЕ, C.01 (Загальні правила змагань), п. 6: положення дає всю потрібну інформацію до початку; національна практика (положення називають лікаря змагання)."#,
        },
    },
};

/// Byte ranges of blanks in a paragraph.
fn blanks(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut i = 0;
    while i < chars.len() {
        let (start, c) = chars[i];
        let run_end = chars[i..].iter().take_while(|(_, d)| *d == c).count() + i;
        let run = run_end - i;
        let is_blank = (c == '.' && run >= 3) || c == '…' || (c == '_' && run >= 3);
        if is_blank {
            let before_space = i == 0 || chars[i - 1].1.is_whitespace() || chars[i - 1].1 == ':';
            let after = chars.get(run_end).map(|(_, d)| *d);
            let after_ok = after.is_none_or(|d| d.is_whitespace() || ",;:)".contains(d));
            if before_space && after_ok {
                let end = chars.get(run_end).map_or(text.len(), |(o, _)| *o);
                out.push((start, end));
            }
        }
        i = run_end.max(i + 1);
    }
    out
}

impl Rule for BlankLeftInText {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        for p in facts::paragraphs(reg) {
            for (start, end) in blanks(&p.text.value) {
                let span = facts::span_in_literal(&p.text.value, p.text.span, start, end);
                let shown: String = p.text.value[..start].chars().rev().take(30).collect();
                let shown: String = shown.chars().rev().collect();
                let shown = shown.trim().to_string();
                out.push(localized(|l| {
                    finding(
                        &INFO,
                        tr!(
                            l,
                            en: "a blank is left unfilled after `{shown}`",
                            bg: "след `{shown}` е останало непопълнено място",
                            uk: "після `{shown}` лишилося незаповнене місце"
                        ),
                    )
                    .with_label(span, tr!(l, en: "blank", bg: "празно място", uk: "порожнє місце"))
                    .with_help(tr!(
                        l,
                        en: "write the missing fact, or say who decides it and when",
                        bg: "напишете липсващия факт или кажете кой и кога ще го реши",
                        uk: "напишіть пропущений факт або скажіть, хто і коли його визначить"
                    ))
                }));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::blanks;

    #[test]
    fn finds_template_blanks_but_not_ordinary_punctuation() {
        assert_eq!(blanks("Лекар на състезанието е д-р ...").len(), 1);
        assert_eq!(blanks("Главен съдия: ………………").len(), 1);
        assert_eq!(blanks("Подпис: ____").len(), 1);
        assert!(blanks("Турнирът се провежда... по системата.").is_empty());
        assert!(blanks("В 14.30 ч. започва кръгът.").is_empty());
        assert!(blanks("").is_empty());
    }
}
