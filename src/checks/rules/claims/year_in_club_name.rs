//! V608 `year-in-club-name`: a club name that contains the event's year.

use crate::checks::{facts, finding, Context, Rule, WARNING};
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::Code;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::{CodeInfo, Doc};

/// V608: a club name that contains the event's year.
pub struct YearInClubName;

static INFO: CodeInfo = CodeInfo {
    code: "V608",
    name: "year-in-club-name",
    severity: WARNING,
    summary: "a participant's club name contains the year of the event, as if a year had been replaced throughout the text",
    doc: Doc {
        what: r#"A club or federation written beside a participant that contains the event's year as a separate number (`Lokomotiv 2021` in a 2021 event)."#,
        why: r#"When a regulation is made from last year's by replacing the year everywhere, club names that contain a year are rewritten too, and so are ratings and dates. Seed 000 lists four players of "Lokomotiv 2021" in a regulation dated 2021; the club is Lokomotiv 2000, and the same replacement turned three ratings into 2021 and moved the event from 2007."#,
        example: r#"```text
event { dates 2021-03-11..2021-03-20 }
players { 3 IM "Genova Ruzka" 2243 club "Lokomotiv 2021" }
```"#,
        fix: r#"Write the club's registered name; then check every other year, rating and date in the text."#,
        reference: r#"National practice: clubs are registered with the federation (e.g. the Bulgarian Chess Federation's club register); the regulation must name them as registered."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "името на клуба съдържа годината на турнира",
        doc: Doc {
            what: r#"Клуб или федерация до името на участник, които съдържат годината на турнира като отделно число (`Lokomotiv 2021` в турнир от 2021 г.)."#,
            why: r#"Когато регламентът се прави от миналогодишния със замяна на годината навсякъде, се пренаписват и имената на клубове с година в тях, а също рейтинги и дати. Регламентът 000 изброява четири състезателки на „Lokomotiv 2021“ в регламент от 2021 г.; клубът е „Локомотив 2000“, а същата замяна е превърнала три рейтинга в 2021 и е преместила турнира от 2007 г."#,
            example: r#""#,
            fix: r#"Напишете регистрираното име на клуба; после проверете всяка друга година, рейтинг и дата в текста."#,
            reference: r#"Национална практика: клубовете се регистрират във федерацията (напр. регистъра на клубовете на Българската федерация по шахмат); регламентът трябва да ги назовава както са регистрирани."#,
        },
    },
    uk: Texts {
        summary: "назва клубу містить рік турніру",
        doc: Doc {
            what: r#"Клуб чи федерація біля імені учасника, що містять рік турніру окремим числом (`Lokomotiv 2021` у турнірі 2021 року)."#,
            why: r#"Коли положення роблять із торішнього, замінивши рік скрізь, переписуються й назви клубів із роком у них, а також рейтинги й дати. Регламент 000 перелічує чотирьох гравчинь „Lokomotiv 2021“ у регламенті 2021 року; клуб — „Локомотив 2000“, а та сама заміна перетворила три рейтинги на 2021 і перенесла турнір з 2007 року."#,
            example: r#""#,
            fix: r#"Напишіть зареєстровану назву клубу; потім перевірте в тексті кожен інший рік, рейтинг і дату."#,
            reference: r#"Національна практика: клуби реєструють у федерації (напр. реєстр клубів Болгарської федерації шахів); положення має називати їх так, як зареєстровано."#,
        },
    },
};

impl Rule for YearInClubName {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let Some((first, last)) = facts::event_period(reg) else { return };
        let years = [first.year().to_string(), last.year().to_string()];
        for p in facts::participants(reg) {
            let Some(club) = &p.club else { continue };
            let has_year = club
                .value
                .split(|c: char| !c.is_ascii_digit())
                .any(|number| years.iter().any(|y| y == number));
            if has_year {
                let (c, name) = (&club.value, &p.name.value);
                out.push(localized(|l| {
                    finding(&INFO, tr!(
                        l,
                        en: "club `{c}` of `{name}` contains the event's year",
                        bg: "клубът `{c}` на `{name}` съдържа годината на турнира",
                        uk: "клуб `{c}` гравця `{name}` містить рік турніру"
                    ))
                    .with_label(club.span, tr!(l, en: "a year inside a club name", bg: "година в името на клуба", uk: "рік у назві клубу"))
                    .with_help(tr!(
                        l,
                        en: "write the club's registered name, and check the text for other years replaced by mistake",
                        bg: "напишете регистрираното име на клуба и проверете текста за други погрешно заменени години",
                        uk: "напишіть зареєстровану назву клубу й перевірте текст на інші помилково замінені роки"
                    ))
                }));
            }
        }
    }
}
