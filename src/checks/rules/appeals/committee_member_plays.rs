//! V707 `committee-member-plays`: a member or reserve of the appeals committee also plays in the event.

use crate::checks::{facts, finding, names, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V707: a member or reserve of the appeals committee also plays in the event.
pub struct CommitteeMemberPlays;

static INFO: CodeInfo = CodeInfo {
    code: "V707",
    name: "committee-member-plays",
    severity: WARNING,
    summary: "a member or reserve of the appeals committee also plays in the event",
    doc: Doc {
        what: r#"A chair, member or reserve of the appeals committee whose name matches a listed participant. Names are compared loosely: Cyrillic and Latin spellings, either name order, title prefixes (`гм`, `мм`, `фм`, `GM`) ignored, so "гм Маргарита Войска" matches "Voiska Margarita"."#,
        why: r#"A player on the committee may have to decide an appeal that changes her own standing or her rivals'. The regulation should name enough non-playing reserves, and say that a member involved in a dispute is replaced."#,
        example: r#"```text
players { 1 GM "Voiska Margarita" 2319 }
appeals { member "гм Маргарита Войска" "мм Сашо Николов" }
```"#,
        fix: r#"Name a committee member who does not play, or state that a playing member is replaced by a reserve in any appeal that concerns their results."#,
        reference: r#"FIDE Laws of Chess, Art. 11.10 (appeals) and the general principle that no one decides a case in which they have an interest; seed 000 names participant no. 1 as a member and participant no. 2 as a reserve."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "член или резерва на комитета по контестациите участва в турнира",
        doc: Doc {
            what: r#"Председател, член или резерва на комитета по контестациите, чието име съвпада с участник от списъка. Имената се сравняват свободно: кирилица и латиница, кой да е ред на имената, без званията пред тях (`гм`, `мм`, `фм`, `GM`), така че „гм Маргарита Войска“ съвпада с „Voiska Margarita“."#,
            why: r#"Състезател в комитета може да се наложи да реши контестация, която променя собственото му класиране или това на съперниците му. Регламентът трябва да посочи достатъчно неучастващи резерви и да каже, че член, замесен в спора, се замества."#,
            example: r#""#,
            fix: r#"Посочете член на комитета, който не играе, или напишете, че играещ член се замества от резерва при всяка контестация, засягаща резултатите му."#,
            reference: r#"Правилник на ФИДЕ за шахматната игра, чл. 11.10 (обжалване) и общият принцип, че никой не решава дело, в което има интерес; регламентът 000 посочва участник № 1 за член и участник № 2 за резерва."#,
        },
    },
    uk: Texts {
        summary: "член чи запасний член апеляційного комітету грає в турнірі",
        doc: Doc {
            what: r#"Голова, член чи запасний член апеляційного комітету, ім'я якого збігається з учасником зі списку. Імена порівнюються вільно: кирилиця й латиниця, будь-який порядок, без звань перед ними (`гм`, `мм`, `GM`), тож „гм Маргарита Войска“ збігається з „Voiska Margarita“."#,
            why: r#"Учасникові в комітеті може випасти вирішувати протест, що змінює його власне місце чи місця суперників. Положення має назвати досить запасних, які не грають, і сказати, що члена, причетного до суперечки, замінюють."#,
            example: r#""#,
            fix: r#"Назвіть члена комітету, який не грає, або напишіть, що граючого члена заміняє запасний у кожному протесті, що стосується його результатів."#,
            reference: r#"Правила шахів ФІДЕ, ст. 11.10 (оскарження) і загальний принцип, що ніхто не вирішує справи, у якій заінтересований; регламент 000 називає учасницю № 1 членом, а учасницю № 2 запасною."#,
        },
    },
};

impl Rule for CommitteeMemberPlays {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some(ap) = &reg.appeals else { return };
        let players = facts::participants(reg);
        let mut people: Vec<(u8, &crate::source::Spanned<String>)> = Vec::new();
        if let Some(c) = &ap.chair {
            people.push((0, c));
        }
        people.extend(ap.members.iter().map(|m| (1, m)));
        people.extend(ap.reserves.iter().map(|m| (2, m)));
        let keys: Vec<Vec<String>> = players.iter().map(|p| names::tokens(&p.name.value)).collect();
        for (role, person) in people {
            let key = names::tokens(&person.value);
            let Some(i) = keys.iter().position(|k| names::same_tokens(&key, k)) else { continue };
            let p = players[i];
            let (who, name, no) = (&person.value, &p.name.value, p.number.value);
            out.push(localized(|l| {
                let r = match (role, l) {
                    (0, crate::vocab::Lang::En) => "chair",
                    (1, crate::vocab::Lang::En) => "member",
                    (_, crate::vocab::Lang::En) => "reserve",
                    (0, crate::vocab::Lang::Bg) => "председателят",
                    (1, crate::vocab::Lang::Bg) => "членът",
                    (_, crate::vocab::Lang::Bg) => "резервата",
                    (0, crate::vocab::Lang::Uk) => "голова",
                    (1, crate::vocab::Lang::Uk) => "член",
                    (_, crate::vocab::Lang::Uk) => "запасний член",
                };
                finding(&INFO, tr!(
                    l,
                    en: "committee {r} `{who}` also plays in the event (`{name}`, no. {no})",
                    bg: "{r} на комитета `{who}` участва и в турнира (`{name}`, № {no})",
                    uk: "{r} комітету `{who}` грає й у турнірі (`{name}`, № {no})"
                ))
                .with_label(person.span, tr!(l, en: "committee {r}", bg: "{r} на комитета", uk: "{r} комітету"))
                .with_label(p.name.span, tr!(l, en: "the same person in the participant list", bg: "същият човек в списъка на участниците", uk: "та сама особа в списку учасників"))
                .with_help(tr!(
                    l,
                    en: "name someone who does not play, or state that a playing member is replaced by a non-playing reserve in appeals that concern them",
                    bg: "посочете някого, който не играе, или напишете, че играещ член се замества от неиграещ резерва при контестации, които го засягат",
                    uk: "назвіть когось, хто не грає, або напишіть, що граючого члена в протестах, які його стосуються, заміняє запасний, який не грає"
                ))
            }));
        }
    }
}
