//! V102 `too-few-swiss-rounds`: a Swiss too short to separate its field.

use crate::checks::{facts, finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};
use crate::model::Format;

/// A Swiss whose rounds leave more than two participants able to win every game.
pub struct TooFewSwissRounds;

static INFO: CodeInfo = CodeInfo {
    code: "V102",
    name: "too-few-swiss-rounds",
    severity: WARNING,
    summary: "a Swiss has too few rounds to separate the field",
    doc: Doc {
        what: r#"A Swiss with r rounds and n participants where 2^(r+1) < n, that is, where more than two
participants can still have won every game after the last round (each round halves, at best, the
group on a perfect score: n / 2^r remain)."#,
        why: r#"A Swiss separates the field by repeatedly pairing equal scores. With too few rounds, several
participants end on the same top score and the title is decided by tie-breaks, not by games. The
usual rule of thumb is at least log2(n) rounds to find a single winner; this check warns only
when the field is more than twice too large for that."#,
        example: r#"```text
system individual swiss rounds 4
players stated 40
```

(after 4 rounds, 40 / 16 = 2.5, so up to three players can be on 4/4.)"#,
        fix: r#"Add rounds (at least ⌈log2 n⌉: 6 rounds for 40 players), or split the field into groups."#,
        reference: r#"FIDE Handbook C.04 (Swiss systems: pairing by score groups); the log2(n) rule of thumb follows
from each round at most halving the group on a perfect score."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "при толкова малко кръгове швейцарската система може да не излъчи победител",
        doc: Doc {
            what: r#"Швейцарска система с r кръга и n участници, при която 2^(r+1) < n, т.е. след последния кръг повече от двама участници може още да имат само победи (всеки кръг най-много наполовява групата с пълен резултат: остават n / 2^r)."#,
            why: r#"Швейцарската система подрежда участниците, като чифтосва равните резултати. При твърде малко кръгове няколко участници завършват с еднакъв най-висок резултат и титлата се решава от допълнителните показатели, а не от партиите. Обичайното правило е поне log2(n) кръга за един победител; проверката предупреждава само когато съставът е повече от два пъти прекалено голям за това."#,
            example: r#"```text
system individual swiss rounds 4
players stated 40
```

(след 4 кръга 40 / 16 = 2,5, така че до трима състезатели може да имат 4 от 4.)"#,
            fix: r#"Добавете кръгове (поне ⌈log2 n⌉: 6 кръга за 40 участници) или разделете участниците на групи."#,
            reference: r#"Наръчник на ФИДЕ, C.04 (швейцарски системи: чифтосване по точкови групи); правилото log2(n) следва от това, че всеки кръг най-много наполовява групата с пълен резултат."#,
        },
    },
    uk: Texts {
        summary: "за такої малої кількості турів швейцарська система може не визначити переможця",
        doc: Doc {
            what: r#"Швейцарська система з r турами й n учасниками, де 2^(r+1) < n, тобто після останнього туру більше ніж двоє учасників можуть мати лише перемоги (кожен тур щонайбільше вдвічі зменшує групу з повним результатом: лишається n / 2^r)."#,
            why: r#"Швейцарська система розставляє учасників, зводячи в пари рівні результати. Коли турів замало, кілька учасників завершують з однаковим найвищим результатом, і звання визначають додаткові показники, а не партії. Звичайне правило — щонайменше log2(n) турів для одного переможця; перевірка попереджає лише тоді, коли склад більш ніж удвічі завеликий для цього."#,
            example: r#"```text
system individual swiss rounds 4
players stated 40
```

(після 4 турів 40 / 16 = 2,5, тож до трьох учасників можуть мати 4 з 4.)"#,
            fix: r#"Додайте тури (щонайменше ⌈log2 n⌉: 6 турів для 40 учасників) або розділіть учасників на групи."#,
            reference: r#"Довідник ФІДЕ, C.04 (швейцарські системи: пари в очкових групах); правило log2(n) випливає з того, що кожен тур щонайбільше вдвічі зменшує групу з повним результатом."#,
        },
    },
};

impl Rule for TooFewSwissRounds {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(system) = &reg.system else { return };
        if system.format.as_ref().map(|f| f.value) != Some(Format::Swiss) {
            return;
        }
        let Some(rounds) = &system.rounds else { return };
        let Some(field) = facts::participant_count(reg) else { return };
        let n = u64::from(field.count);
        if rounds.value == 0 || u64::from(rounds.value) >= n {
            return; // nothing to play, or V101's business
        }
        let halvings = 1u64.checked_shl(rounds.value.min(63)).unwrap_or(u64::MAX);
        if halvings.saturating_mul(2) >= n {
            return;
        }
        let perfect = n.div_ceil(halvings);
        let wanted = 64 - (n - 1).leading_zeros(); // ⌈log2 n⌉
        let r = rounds.value;
        out.push(localized(|l| {
            let field_text = facts::count_noun(n, field.noun, l);
            finding(&INFO, tr!(
                l,
                en: "`rounds {r}` may not separate {field_text}: after {r} rounds up to {perfect} of them can still have won every game",
                bg: "`rounds {r}` може да не подреди {field_text}: след {r} кръга до {perfect} от тях може още да имат само победи",
                uk: "`rounds {r}` може не розставити {field_text}: після {r} турів до {perfect} з них можуть досі мати лише перемоги"
            ))
            .with_label(rounds.span, tr!(
                l,
                en: "{n} / 2^{r} ≈ {perfect} on a perfect score",
                bg: "{n} / 2^{r} ≈ {perfect} с пълен резултат",
                uk: "{n} / 2^{r} ≈ {perfect} з повним результатом"
            ))
            .with_label(field.span, field_text.clone())
            .with_help(tr!(
                l,
                en: "play at least {wanted} rounds (⌈log2 {n}⌉), or split the field",
                bg: "играйте поне {wanted} кръга (⌈log2 {n}⌉) или разделете участниците на групи",
                uk: "грайте щонайменше {wanted} турів (⌈log2 {n}⌉) або розділіть учасників на групи"
            ))
        }));
    }
}
