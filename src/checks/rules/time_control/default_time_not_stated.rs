//! V306 `default-time-not-stated`: the regulation does not state a default time.

use crate::checks::{finding, Context, Rule};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::{CodeInfo, Doc};
use crate::diagnostic::{Diagnostic, Severity};
use crate::model::RatedFor;

/// A FIDE-rated event whose time control has no `default-time`.
pub struct DefaultTimeNotStated;

static INFO: CodeInfo = CodeInfo {
    code: "V306",
    name: "default-time-not-stated",
    severity: Severity::Note,
    summary: "the default time (how late a player may arrive) is not stated, so it is zero",
    doc: Doc {
        what: r#"A FIDE-rated event (`rated fide-standard`, `fide-rapid` or `fide-blitz`) whose time control has
no `default-time N min`. Events rated only nationally are left to the national rules, which may
set their own default. A default time the prose states (`допуска се закъснение до 15 минути`, `Запізнення на тур - 10 хвилин`) counts as stated."#,
        why: r#"Art. 6.7.1: the regulations shall specify a default time in advance; if they do not, it is
zero, and a player who is not at the board when the round starts loses. Many national
regulations allow 15 or 30 minutes; players who assume the same here lose by default. The note
makes the (valid) zero explicit."#,
        example: r#"```text
time-control { period 90 min; increment 30 s from-move 1 }
```"#,
        fix: r#"State it: `default-time 0 min` (zero tolerance) or e.g. `default-time 30 min`."#,
        reference: r#"Laws of Chess art. 6.7.1 (default time stated in advance; zero if not stated)."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в турнир с рейтинг на ФИДЕ не е посочено допустимото закъснение",
        doc: Doc {
            what: r#"Турнир с рейтинг на ФИДЕ (`rated fide-standard`, `fide-rapid` или `fide-blitz`), чиято контрола няма `default-time N min`. Турнирите само с национален рейтинг се оставят на националните правила, които може да имат свое закъснение. Закъснение, посочено в текста (`допуска се закъснение до 15 минути`), се смята за посочено."#,
            why: r#"Чл. 6.7.1: регламентът трябва предварително да посочи допустимото закъснение; ако не го посочи, то е нула и състезател, който не е на дъската при началото на кръга, губи. Много национални регламенти допускат 15 или 30 минути; състезател, който очаква същото и тук, губи служебно. Бележката прави (валидната) нула изрична."#,
            example: r#""#,
            fix: r#"Посочете го: `default-time 0 min` (без закъснение) или напр. `default-time 30 min`."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, чл. 6.7.1 (закъснението се обявява предварително; ако не е обявено, е нула)."#,
        },
    },
    uk: Texts {
        summary: "у турнірі з рейтингом ФІДЕ не вказано допустимого запізнення",
        doc: Doc {
            what: r#"Турнір з рейтингом ФІДЕ (`rated fide-standard`, `fide-rapid` чи `fide-blitz`), контроль часу якого не має `default-time N min`. Турніри лише з національним рейтингом залишено національним правилам, які можуть мати власне запізнення. Запізнення, вказане в тексті (`Запізнення на тур - 10 хвилин`), вважається вказаним."#,
            why: r#"Ст. 6.7.1: положення має заздалегідь указати допустиме запізнення; якщо ні, воно дорівнює нулю, і учасник, якого немає за дошкою на початку туру, програє. Багато національних положень дозволяють 15 чи 30 хвилин; учасник, що розраховує на те саме тут, програє за неявку. Примітка робить (чинний) нуль явним."#,
            example: r#""#,
            fix: r#"Вкажіть його: `default-time 0 min` (без запізнення) або, напр., `default-time 30 min`."#,
            reference: r#"Правила шахів ФІДЕ, ст. 6.7.1 (запізнення оголошують заздалегідь; якщо не оголошено, воно нульове)."#,
        },
    },
};

impl Rule for DefaultTimeNotStated {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(tc) = &reg.time_control else { return };
        let fide_rated = reg
            .validity
            .as_ref()
            .is_some_and(|v| v.rated.iter().any(|r| r.value != RatedFor::National));
        if !fide_rated || tc.default_minutes.is_some() {
            return;
        }
        // The prose states it (`допуска се закъснение до 15 минути`): stated.
        if super::default_time_not_below_first_period::prose_default_time(reg).is_some() {
            return;
        }
        out.push(localized(|l| {
            finding(
                &INFO,
                tr!(
                    l,
                    en: "no default time is stated, so under art. 6.7.1 it is zero",
                    bg: "допустимото закъснение не е посочено, затова по чл. 6.7.1 то е нула",
                    uk: "допустиме запізнення не вказано, тому за ст. 6.7.1 воно нульове"
                ),
            )
            .with_label(
                tc.span,
                tr!(
                    l,
                    en: "no `default-time` here",
                    bg: "тук няма `default-time`",
                    uk: "тут немає `default-time`"
                ),
            )
            .with_help(tr!(
                l,
                en: "write `default-time 0 min` (or the minutes allowed) in the time control",
                bg: "напишете `default-time 0 min` (или допустимите минути) в контролата",
                uk: "напишіть `default-time 0 min` (або дозволені хвилини) у контролі часу"
            ))
        }));
    }
}
