//! V906 `tiebreaks-not-stated`: the regulation gives no tie-breaks.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};

/// V906: the regulation gives no tie-breaks.
pub struct TiebreaksNotStated;

static INFO: CodeInfo = CodeInfo {
    code: "V906",
    name: "tiebreaks-not-stated",
    severity: Severity::Warning,
    summary: "the regulation gives no tie-breaks",
    doc: Doc {
        what: r#"No `ranking { tiebreaks … }` and no prose that lists tie-breaks (`допълнителни показатели`, `додаткові показники`, Buchholz, Sonneborn–Berger…). Severity by what the regulation claims: a club event (no rating, title or norm) a warning; an official competition (a championship, national rating, qualification or relegation) a warning; a FIDE-rated event an error; an event with title norms an error."#,
        why: r#"FIDE requires the tie-breaks to be announced before the first round; without them equal scores can only be separated by a decision made after the results are known."#,
        example: r#"```text
ranking { points 1 ½ 0 }
```"#,
        fix: r#"Add the list in order: `tiebreaks BH/C1, BH, SB, WIN` for a Swiss, `DE, SB, WIN, KS` for a round robin, and `when-tied …`."#,
        reference: r#"FIDE Handbook C.07 (Tie-Break Regulations) 1.1: the tie-breaks are chosen and announced before the start of the event."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в регламента не са посочени допълнителни показатели",
        doc: Doc {
            what: r#"Няма `ranking { tiebreaks … }` и в текста не са изброени допълнителни показатели (Бухолц, Зонеборн–Бергер…). Сериозността зависи от това какво заявява регламентът: за клубен турнир (без рейтинг, звание или норми) — предупреждение; за официално състезание (първенство, национален рейтинг, квалификация или отпадане) — предупреждение; за турнир с рейтинг на ФИДЕ — грешка; за турнир с норми за звания — грешка."#,
            why: r#"ФИДЕ изисква допълнителните показатели да се обявят преди първия кръг; без тях равните резултати могат да се разделят само с решение, взето след като крайните резултати са известни."#,
            example: r#""#,
            fix: r#"Добавете списъка по ред: `tiebreaks BH/C1, BH, SB, WIN` за швейцарска система, `DE, SB, WIN, KS` за кръгова, и `when-tied …`."#,
            reference: r#"Наръчник на ФИДЕ, C.07 (Правила за допълнителните показатели), 1.1: показателите се избират и обявяват преди началото на турнира."#,
        },
    },
    uk: Texts {
        summary: "у регламенті не вказано додаткових показників",
        doc: Doc {
            what: r#"Немає `ranking { tiebreaks … }`, і в тексті не перелічено додаткових показників (Бухгольц, Зоннеборн — Бергер…). Серйозність залежить від того, що заявляє регламент: для клубного турніру (без рейтингу, звання чи норм) — попередження; для офіційного змагання (чемпіонат, національний рейтинг, кваліфікація або вибування) — попередження; для турніру з рейтингом ФІДЕ — помилка; для турніру з нормами на звання — помилка."#,
            why: r#"ФІДЕ вимагає оголосити додаткові показники до першого туру; без них однакову кількість очок можна розвести лише рішенням, ухваленим уже після результатів."#,
            example: r#""#,
            fix: r#"Додайте перелік за порядком: `tiebreaks BH/C1, BH, SB, WIN` для швейцарської системи, `DE, SB, WIN, KS` для колової, і `when-tied …`."#,
            reference: r#"Довідник ФІДЕ, C.07 (Положення про додаткові показники), 1.1: показники обирають і оголошують до початку змагання."#,
        },
    },
};

impl Rule for TiebreaksNotStated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        if reg.ranking.as_ref().is_some_and(|r| !r.tiebreaks.is_empty()) || reg.is_broken("ranking")
        {
            return;
        }
        if facts::prose_mentions(
            reg,
            &[
                "показател",
                "показник",
                "коефіцієнт",
                "коефициент",
                "бухолц",
                "бухгольц",
                "бергер",
                "tie-break",
                "tiebreak",
                "лична среща",
                "особист",
            ],
        ) {
            return;
        }
        let span = reg.ranking.as_ref().map_or(facts::header(reg), |r| r.span);
        let severity = facts::graded(
            reg,
            [Severity::Warning, Severity::Warning, Severity::Error, Severity::Error],
        );
        out.push(localized(|l| {
            Diagnostic::new(
                Code::new(&INFO),
                severity,
                tr!(
                    l,
                    en: "the regulation gives no tie-breaks",
                    bg: "в регламента не са посочени допълнителни показатели",
                    uk: "у регламенті не вказано додаткових показників"
                ),
            )
            .with_label(
                span,
                tr!(l, en: "no `tiebreaks`", bg: "няма `tiebreaks`", uk: "немає `tiebreaks`"),
            )
            .with_note(facts::claim_note(reg, l))
            .with_help(tr!(
                l,
                en: "add `ranking {{ tiebreaks …; when-tied … }}` with the list in order",
                bg: "добавете `ranking {{ tiebreaks …; when-tied … }}` със списъка по ред",
                uk: "додайте `ranking {{ tiebreaks …; when-tied … }}` з переліком за порядком"
            ))
        }));
    }
}
