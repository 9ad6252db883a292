//! The regulation checked against FIDE's rating list (`check --fide-list`): a listed player's
//! rating or title that the list does not give, a player of a FIDE-rated event the list does not
//! have, a stated average or category the list's ratings do not give. These checks need the list,
//! which a regulation alone does not have, so they are not among `rules::all()`: the use case runs
//! them when a list is given (`app::check`).

use crate::diagnostic::l10n::{Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Doc, Severity};

/// V150 `rating-differs-from-list`: a listed player's rating differs from FIDE's rating list given.
pub const RATING_DIFFERS_FROM_LIST: Code = Code::new(&CodeInfo {
    code: "V150",
    name: "rating-differs-from-list",
    severity: Severity::Warning,
    summary: r#"a listed player's rating differs from FIDE's rating list given"#,
    doc: Doc {
        what: r#"A player of the regulation's list has a rating (`2319` after the name) that is not the player's rating on FIDE's list given with `--fide-list` (the standard list, or the rapid or blitz one when the event is rated for that). The player is found by FIDE ID, else by name. When the list is of another month than the event's start, the finding says so."#,
        why: r#"The ratings decide the seeding, the field's average and category, the norms and the rating changes; a published list with a rating the FIDE list does not have is a copying slip or a rating of another month."#,
        example: r#"`1 GM "Leko Peter" 2670` with the combined list of August 2026, which gives 2676."#,
        fix: r#"Write the list's rating, or give the list of the month the event is rated with."#,
        reference: r#"FIDE Rating Regulations (B.02): a player's rating is that of the list in force at the start of the event; FIDE's monthly rating list."#,
    },
});

/// V151 `title-differs-from-list`: a listed player's title is not one FIDE's rating list gives the player.
pub const TITLE_DIFFERS_FROM_LIST: Code = Code::new(&CodeInfo {
    code: "V151",
    name: "title-differs-from-list",
    severity: Severity::Warning,
    summary: r#"a listed player's title is not one FIDE's rating list gives the player"#,
    doc: Doc {
        what: r#"A player of the regulation's list has a title (`GM` before the name) that the player does not hold on FIDE's list given with `--fide-list` (its `Tit` and `WTit` columns): often a women's title written as the open one (`GM` for a WGM)."#,
        why: r#"A published list with a title the player does not hold misinforms the players and the organiser, and the norms count titled opponents by their titles."#,
        example: r#"`GM "Aadya Gowda"` where the list of August 2026 gives her `WCM`."#,
        fix: r#"Write the list's title (`WGM`, not `GM`, for a woman grandmaster)."#,
        reference: r#"FIDE Title Regulations (B.01) 0.1; FIDE's rating list, columns `Tit` and `WTit`."#,
    },
});

/// V152 `player-not-on-rating-list`: a listed player of a FIDE-rated event is not on FIDE's rating list given.
pub const PLAYER_NOT_ON_LIST: Code = Code::new(&CodeInfo {
    code: "V152",
    name: "player-not-on-rating-list",
    severity: Severity::Warning,
    summary: r#"a listed player of a FIDE-rated event is not on FIDE's rating list given"#,
    doc: Doc {
        what: r#"The event is rated by FIDE (`rated fide-standard`, `fide-rapid` or `fide-blitz`), and a player of the regulation's list is not on FIDE's list given with `--fide-list`: no player has the FIDE ID written, or, without an ID, the name. The closest names of the list are given."#,
        why: r#"FIDE rates only players registered with it: a player who is not on the list needs a FIDE ID before the event, or the name is spelt differently from FIDE's and the list's spelling is the one to write."#,
        example: r#"`5 "Andreikin Dimitry" 2686` with the list of March 2011, which writes `Andreikin, Dmitry`."#,
        fix: r#"Write the name as the list does, give the FIDE ID, or have the federation register the player with FIDE before the event."#,
        reference: r#"FIDE Rating Regulations (B.02): players of a rated tournament are registered with FIDE (a FIDE ID); FIDE's monthly rating list."#,
    },
});

/// V153 `field-strength-not-from-list`: the stated average rating or category is not what FIDE's rating list gives the players.
pub const STRENGTH_NOT_FROM_LIST: Code = Code::new(&CodeInfo {
    code: "V153",
    name: "field-strength-not-from-list",
    severity: Severity::Warning,
    summary: r#"the stated average rating or category is not what FIDE's rating list gives the players"#,
    doc: Doc {
        what: r#"The regulation states the field's average rating (`average 2210`) or category, and the players' ratings on FIDE's list given with `--fide-list` give another average (rounded as FIDE rounds) or another category. Checked only when every listed player is found on the list."#,
        why: r#"The average and the category are published to attract players and decide the norm conditions; they are computed from the list the event is rated with, not from ratings copied by hand."#,
        example: r#"`average 2250` for players whose list ratings average 2235."#,
        fix: r#"Write the average and category the list gives, or check the players' ratings (`V150`)."#,
        reference: r#"FIDE Title Regulations (B.01) 1.4.7 (an average rounded, .5 up); the categories of 25 points from 2251 on the open scale and from 2051 on the women's (`vocab::fide::ratings`, as the stated-category checks use them)."#,
    },
});

/// Every code of this table, in code order.
pub const CODES: &[Code] = &[
    RATING_DIFFERS_FROM_LIST,
    TITLE_DIFFERS_FROM_LIST,
    PLAYER_NOT_ON_LIST,
    STRENGTH_NOT_FROM_LIST,
];

/// The Bulgarian and Ukrainian documentation of these codes.
pub const L10N: &[Localized] = &[
    Localized {
        code: RATING_DIFFERS_FROM_LIST,
        bg: Texts {
            summary: r#"рейтингът на състезател от списъка се различава от подадената ранглиста на ФИДЕ"#,
            doc: Doc {
                what: r#"Състезател от списъка на регламента има рейтинг (`2319` след името), който не е неговият рейтинг в ранглистата на ФИДЕ, подадена с `--fide-list` (стандартната или ускорената, или блицът, когато турнирът е за такъв рейтинг). Състезателят се намира по номер във ФИДЕ, иначе по име. Когато ранглистата е от друг месец, а не от този, в който започва турнирът, находката го казва."#,
                why: r#"Рейтингите определят поставянето, средния рейтинг и категорията, нормите и промените в рейтинга; публикуван списък с рейтинг, какъвто ранглистата на ФИДЕ няма, е грешка при преписване или рейтинг от друг месец."#,
                example: r#"`1 GM "Leko Peter" 2670` при общата ранглиста от август 2026 г., в която е 2676."#,
                fix: r#"Запишете рейтинга от ранглистата или подайте ранглистата за месеца, с който турнирът се изчислява."#,
                reference: r#"Правила за рейтинга на ФИДЕ (B.02): рейтингът на състезателя е този от ранглистата, валидна при началото на турнира; месечната ранглиста на ФИДЕ."#,
            },
        },
        uk: Texts {
            summary: r#"рейтинг гравця зі списку відрізняється від поданого рейтинг-листа ФІДЕ"#,
            doc: Doc {
                what: r#"Гравець зі списку регламенту має рейтинг (`2319` після імені), який не є його рейтингом у листі ФІДЕ, поданому через `--fide-list` (стандартному, або швидкому чи бліц, коли турнір обраховують на такий рейтинг). Гравця знаходять за ідентифікатором ФІДЕ, інакше за іменем. Якщо лист за інший місяць, ніж той, у якому починається турнір, знахідка це каже."#,
                why: r#"Рейтинги визначають посів, середній рейтинг і категорію, норми та зміни рейтингу; опублікований список із рейтингом, якого немає в листі ФІДЕ, — це помилка переписування або рейтинг за інший місяць."#,
                example: r#"`1 GM "Leko Peter" 2670` із загальним листом за серпень 2026 р., де записано 2676."#,
                fix: r#"Запишіть рейтинг із листа або подайте лист за місяць, за яким обраховують турнір."#,
                reference: r#"Положення ФІДЕ про рейтинг (B.02): рейтинг гравця — той, що в листі, чинному на початок турніру; щомісячний рейтинг-лист ФІДЕ."#,
            },
        },
    },
    Localized {
        code: TITLE_DIFFERS_FROM_LIST,
        bg: Texts {
            summary: r#"званието на състезател от списъка не е звание, което ранглистата на ФИДЕ му дава"#,
            doc: Doc {
                what: r#"Състезател от списъка на регламента има звание (`GM` пред името), което според ранглистата на ФИДЕ, подадена с `--fide-list` (колоните `Tit` и `WTit`), той не притежава: често женско звание, записано като общото (`GM` вместо `WGM`)."#,
                why: r#"Публикуван списък със звание, което състезателят няма, подвежда участниците и организатора, а нормите броят противниците със звания."#,
                example: r#"`GM "Aadya Gowda"`, а ранглистата от август 2026 г. ѝ дава `WCM`."#,
                fix: r#"Запишете званието от ранглистата (`WGM`, а не `GM`, за женски гросмайстор)."#,
                reference: r#"Правила на ФИДЕ за званията (B.01) 0.1; ранглистата на ФИДЕ, колони `Tit` и `WTit`."#,
            },
        },
        uk: Texts {
            summary: r#"звання гравця зі списку не є тим, яке йому дає рейтинг-лист ФІДЕ"#,
            doc: Doc {
                what: r#"Гравець зі списку регламенту має звання (`GM` перед іменем), якого, за листом ФІДЕ, поданим через `--fide-list` (стовпці `Tit` і `WTit`), він не має: часто жіноче звання, записане як загальне (`GM` замість `WGM`)."#,
                why: r#"Опублікований список зі званням, якого гравець не має, вводить в оману учасників та організатора, а норми рахують суперників зі званнями."#,
                example: r#"`GM "Aadya Gowda"`, а лист за серпень 2026 р. дає їй `WCM`."#,
                fix: r#"Запишіть звання з листа (`WGM`, а не `GM`, для гросмейстерки серед жінок)."#,
                reference: r#"Положення ФІДЕ про звання (B.01) 0.1; рейтинг-лист ФІДЕ, стовпці `Tit` і `WTit`."#,
            },
        },
    },
    Localized {
        code: PLAYER_NOT_ON_LIST,
        bg: Texts {
            summary: r#"състезател от списъка на турнир за рейтинг на ФИДЕ не е в подадената ранглиста на ФИДЕ"#,
            doc: Doc {
                what: r#"Турнирът е за рейтинг на ФИДЕ (`rated fide-standard`, `fide-rapid` или `fide-blitz`), а състезател от списъка на регламента не е в ранглистата на ФИДЕ, подадена с `--fide-list`: никой няма записания номер във ФИДЕ или, когато номер няма, името. Дават се най-близките имена от ранглистата."#,
                why: r#"ФИДЕ изчислява рейтинг само на регистрирани при нея състезатели: състезател, когото няма в ранглистата, трябва да получи номер във ФИДЕ преди турнира, или името му е изписано различно от ФИДЕ и трябва да се запише както в ранглистата."#,
                example: r#"`5 "Andreikin Dimitry" 2686` при ранглистата от март 2011 г., в която е `Andreikin, Dmitry`."#,
                fix: r#"Изпишете името както в ранглистата, дайте номера във ФИДЕ или поискайте от федерацията да регистрира състезателя във ФИДЕ преди турнира."#,
                reference: r#"Правила за рейтинга на ФИДЕ (B.02): участниците в турнир за рейтинг са регистрирани във ФИДЕ (имат номер във ФИДЕ); месечната ранглиста на ФИДЕ."#,
            },
        },
        uk: Texts {
            summary: r#"гравця зі списку рейтингового турніру ФІДЕ немає в поданому рейтинг-листі ФІДЕ"#,
            doc: Doc {
                what: r#"Турнір обраховують на рейтинг ФІДЕ (`rated fide-standard`, `fide-rapid` чи `fide-blitz`), а гравця зі списку регламенту немає в листі ФІДЕ, поданому через `--fide-list`: ні в кого немає записаного ідентифікатора ФІДЕ або, якщо ідентифікатора немає, імені. Наведено найближчі імена з листа."#,
                why: r#"ФІДЕ обраховує рейтинг лише зареєстрованих у ній гравців: гравець, якого немає в листі, має отримати ідентифікатор ФІДЕ до турніру, або його ім'я написано інакше, ніж у ФІДЕ, і записати його треба так, як у листі."#,
                example: r#"`5 "Andreikin Dimitry" 2686` із листом за березень 2011 р., де записано `Andreikin, Dmitry`."#,
                fix: r#"Напишіть ім'я так, як у листі, укажіть ідентифікатор ФІДЕ або попросіть федерацію зареєструвати гравця у ФІДЕ до турніру."#,
                reference: r#"Положення ФІДЕ про рейтинг (B.02): учасники рейтингового турніру зареєстровані у ФІДЕ (мають ідентифікатор ФІДЕ); щомісячний рейтинг-лист ФІДЕ."#,
            },
        },
    },
    Localized {
        code: STRENGTH_NOT_FROM_LIST,
        bg: Texts {
            summary: r#"обявеният среден рейтинг или категория не е това, което дава ранглистата на ФИДЕ за състезателите"#,
            doc: Doc {
                what: r#"Регламентът обявява средния рейтинг на турнира (`average 2210`) или категорията, а рейтингите на състезателите в ранглистата на ФИДЕ, подадена с `--fide-list`, дават друг среден рейтинг (закръглен както при ФИДЕ) или друга категория. Проверява се само когато всички състезатели от списъка са намерени в ранглистата."#,
                why: r#"Средният рейтинг и категорията се обявяват, за да привлекат участници, и определят условията за норма; те се изчисляват от ранглистата, с която се изчислява турнирът, а не от преписани на ръка рейтинги."#,
                example: r#"`average 2250` за състезатели, чийто среден рейтинг по ранглистата е 2235."#,
                fix: r#"Запишете средния рейтинг и категорията, които дава ранглистата, или проверете рейтингите на състезателите (`V150`)."#,
                reference: r#"Правила на ФИДЕ за званията (B.01) 1.4.7 (средната стойност се закръглява, .5 нагоре); категориите през 25 точки от 2251 при общата скала и от 2051 при женската (`vocab::fide::ratings`, както ги ползват проверките на обявената категория)."#,
            },
        },
        uk: Texts {
            summary: r#"оголошений середній рейтинг або категорія — не те, що дає рейтинг-лист ФІДЕ для гравців"#,
            doc: Doc {
                what: r#"Регламент оголошує середній рейтинг турніру (`average 2210`) або категорію, а рейтинги гравців у листі ФІДЕ, поданому через `--fide-list`, дають інший середній рейтинг (округлений так, як округлює ФІДЕ) або іншу категорію. Перевіряється лише тоді, коли всіх гравців зі списку знайдено в листі."#,
                why: r#"Середній рейтинг і категорію оголошують, щоб привабити гравців, і вони визначають умови норм; їх обчислюють із листа, за яким обраховують турнір, а не з переписаних уручну рейтингів."#,
                example: r#"`average 2250` для гравців, чий середній рейтинг за листом — 2235."#,
                fix: r#"Запишіть середній рейтинг і категорію, які дає лист, або перевірте рейтинги гравців (`V150`)."#,
                reference: r#"Положення ФІДЕ про звання (B.01) 1.4.7 (середнє округлюють, .5 угору); категорії через 25 пунктів від 2251 за загальною шкалою і від 2051 за жіночою (`vocab::fide::ratings`, як їх використовують перевірки оголошеної категорії)."#,
            },
        },
    },
];

use crate::diagnostic::l10n::{localized, tr};
use crate::diagnostic::Diagnostic;
use crate::model::{RatedFor, Regulation};
use crate::vocab::fide::list::{Entry, ListKind, Scan, Wanted};
use crate::vocab::fide::ratings::{average, category};

/// The players of the regulation's list (individual events; a team's players too), in order.
fn players(reg: &Regulation) -> Vec<&crate::model::Player> {
    let mut all: Vec<&crate::model::Player> =
        reg.players.iter().flat_map(|p| p.list.iter()).collect();
    for t in reg.teams.iter().flat_map(|t| t.list.iter()) {
        all.extend(t.players.iter());
        all.extend(t.reserves.iter());
    }
    all
}

/// The players to look for in the list.
pub fn wanted(reg: &Regulation) -> Wanted {
    Wanted::new(
        players(reg)
            .into_iter()
            .map(|p| (p.fide_id.as_ref().map(|f| f.value), p.name.value.as_str())),
    )
}

/// The list whose ratings the event is rated with: the first FIDE list the regulation names,
/// else standard.
pub fn kind_of(reg: &Regulation) -> ListKind {
    reg.validity
        .iter()
        .flat_map(|v| v.rated.iter())
        .find_map(|r| match r.value {
            RatedFor::FideStandard => Some(ListKind::Standard),
            RatedFor::FideRapid => Some(ListKind::Rapid),
            RatedFor::FideBlitz => Some(ListKind::Blitz),
            RatedFor::National => None,
        })
        .unwrap_or(ListKind::Standard)
}

const MONTH_EN: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// The note that the list is of another month than the event's start, if it is.
fn month_note(reg: &Regulation, scan: &Scan) -> Option<crate::vocab::lang::ByLang<String>> {
    let (year, month) = scan.info.month?;
    let start = reg.event.dates.as_ref()?.value.0;
    if (start.year(), start.month()) == (year, month) {
        return None;
    }
    let first = jiff::civil::date(year, month, 1);
    Some(crate::vocab::lang::ByLang::from_fn(|l| {
        let list = match l {
            crate::vocab::Lang::En => format!("{} {year}", MONTH_EN[(month - 1) as usize]),
            _ => crate::vocab::calendar::format_date(first, l),
        };
        let event = match l {
            crate::vocab::Lang::En => start.to_string(),
            _ => crate::vocab::calendar::format_date(start, l),
        };
        tr!(
            l,
            en: "the list given is of {list}; the event starts on {event}",
            bg: "подадената ранглиста е от {list}, а турнирът започва на {event}",
            uk: "поданий лист — за {list}, а турнір починається {event}"
        )
    }))
}

/// The entry of the list for a player: by FIDE ID, else the only one of the name (of the
/// player's federation, when it is given).
fn entry_of<'a>(
    p: &crate::model::Player,
    f: &'a crate::vocab::fide::list::Found,
) -> Option<&'a Entry> {
    if p.fide_id.is_some() {
        return f.by_id.as_ref();
    }
    let fed = p.federation.as_ref().map(|f| f.value.trim().to_string());
    let pool: Vec<&Entry> = match &fed {
        Some(fed) if !fed.is_empty() => f.by_name.iter().filter(|e| &e.federation == fed).collect(),
        _ => f.by_name.iter().collect(),
    };
    (pool.len() == 1).then(|| pool[0])
}

/// Checks the regulation against what the list has for its players (see the module).
pub fn check(reg: &Regulation, scan: &Scan) -> Vec<Diagnostic> {
    let kind = kind_of(reg);
    let rated_by_fide = reg
        .validity
        .iter()
        .flat_map(|v| v.rated.iter())
        .any(|r| !matches!(r.value, RatedFor::National));
    let month = month_note(reg, scan);
    let with_month = |d: Diagnostic, l: crate::vocab::Lang| match &month {
        Some(m) => d.with_note(m.get(l).clone()),
        None => d,
    };
    let mut out = Vec::new();
    let mut list_ratings: Vec<u32> = Vec::new();
    let mut all_found = true;
    for (p, f) in players(reg).into_iter().zip(&scan.found) {
        let name = p.name.value.clone();
        let Some(e) = entry_of(p, f) else {
            all_found = false;
            if rated_by_fide && f.by_name.len() <= 1 {
                let near: Vec<String> = f
                    .near
                    .iter()
                    .map(|(_, e)| format!("{} ({}, {})", e.name, e.id, e.federation))
                    .collect();
                let near = near.join("; ");
                out.push(localized(|l| {
                    let d = Diagnostic::warning(
                        PLAYER_NOT_ON_LIST,
                        tr!(
                            l,
                            en: "`{name}` is not on FIDE's rating list given",
                            bg: "`{name}` го няма в подадената ранглиста на ФИДЕ",
                            uk: "`{name}` немає в поданому рейтинг-листі ФІДЕ"
                        ),
                    )
                    .with_label(p.name.span, tr!(l, en: "not on the list", bg: "няма го в ранглистата", uk: "немає в листі"));
                    let d = if near.is_empty() {
                        d
                    } else {
                        d.with_note(tr!(l, en: "closest on the list: {near}", bg: "най-близо в ранглистата: {near}", uk: "найближче в листі: {near}"))
                    };
                    with_month(d, l).with_help(tr!(
                        l,
                        en: "write the name as the list does, or give the player's FIDE ID (`fide-id …`)",
                        bg: "изпишете името както в ранглистата или дайте номера във ФИДЕ на състезателя (`fide-id …`)",
                        uk: "напишіть ім'я так, як у листі, або вкажіть ідентифікатор ФІДЕ гравця (`fide-id …`)"
                    ))
                }));
            }
            continue;
        };
        let listed = e.rated(kind).and_then(|r| r.rating);
        match listed {
            Some(r) => list_ratings.push(r),
            None => all_found = false,
        }
        if let (Some(written), Some(listed)) = (&p.rating, listed) {
            if written.value != listed && written.value > 0 {
                let (w, id) = (written.value, e.id);
                out.push(localized(|l| {
                    let d = Diagnostic::warning(
                        RATING_DIFFERS_FROM_LIST,
                        tr!(
                            l,
                            en: "`{name}` is rated {w} here, {listed} on FIDE's list (FIDE ID {id})",
                            bg: "`{name}` е с рейтинг {w} тук и {listed} в ранглистата на ФИДЕ (номер във ФИДЕ {id})",
                            uk: "`{name}` має рейтинг {w} тут і {listed} у листі ФІДЕ (ідентифікатор ФІДЕ {id})"
                        ),
                    )
                    .with_label(written.span, tr!(l, en: "the list gives {listed}", bg: "в ранглистата е {listed}", uk: "у листі {listed}"));
                    with_month(d, l).with_help(tr!(
                        l,
                        en: "write {listed}, or give the list of the month the event is rated with",
                        bg: "запишете {listed} или подайте ранглистата за месеца, с който се изчислява турнирът",
                        uk: "запишіть {listed} або подайте лист за місяць, за яким обраховують турнір"
                    ))
                }));
            }
        }
        if let Some(t) = &p.title {
            let holds = e.title == Some(t.value) || e.woman_title == Some(t.value);
            if !holds {
                let written = format!("{:?}", t.value);
                let listed = match (e.title, e.woman_title) {
                    (Some(a), Some(b)) if a != b => format!("{a:?}, {b:?}"),
                    (Some(a), _) | (None, Some(a)) => format!("{a:?}"),
                    (None, None) => String::new(),
                };
                out.push(localized(|l| {
                    let listed = if listed.is_empty() {
                        tr!(l, en: "no title", bg: "никакво звание", uk: "жодного звання")
                    } else {
                        listed.clone()
                    };
                    Diagnostic::warning(
                        TITLE_DIFFERS_FROM_LIST,
                        tr!(
                            l,
                            en: "`{name}` is written {written} here; FIDE's list gives {listed}",
                            bg: "`{name}` е записан(а) тук като {written}; ранглистата на ФИДЕ дава {listed}",
                            uk: "`{name}` тут записано як {written}; лист ФІДЕ дає {listed}"
                        ),
                    )
                    .with_label(t.span, tr!(l, en: "not this title on the list", bg: "не е това звание в ранглистата", uk: "у листі не це звання"))
                    .with_help(tr!(
                        l,
                        en: "write the list's title",
                        bg: "запишете званието от ранглистата",
                        uk: "запишіть звання з листа"
                    ))
                }));
            }
        }
    }
    if all_found && !list_ratings.is_empty() {
        let avg = average(&list_ratings);
        if let (Some(stated), Some(avg)) = (&reg.claims.average_rating, avg) {
            if stated.value != avg {
                let s = stated.value;
                out.push(localized(|l| {
                    Diagnostic::warning(
                        STRENGTH_NOT_FROM_LIST,
                        tr!(
                            l,
                            en: "the stated average rating is {s}; the players' ratings on FIDE's list average {avg}",
                            bg: "обявеният среден рейтинг е {s}, а средният рейтинг на състезателите по ранглистата на ФИДЕ е {avg}",
                            uk: "оголошений середній рейтинг — {s}, а середній рейтинг гравців за листом ФІДЕ — {avg}"
                        ),
                    )
                    .with_label(stated.span, tr!(l, en: "the list gives {avg}", bg: "ранглистата дава {avg}", uk: "лист дає {avg}"))
                    .with_help(tr!(l, en: "write {avg}", bg: "запишете {avg}", uk: "запишіть {avg}"))
                }));
            }
        }
        if let (Some(stated), Some(avg)) = (&reg.claims.category, avg) {
            let (written, number, women) = stated.value.clone();
            let from_list = category(avg, women);
            if from_list != Some(number) {
                let given = from_list.map_or_else(|| "–".to_string(), |c| c.to_string());
                out.push(localized(|l| {
                    Diagnostic::warning(
                        STRENGTH_NOT_FROM_LIST,
                        tr!(
                            l,
                            en: "the stated category is {written}; the players' average on FIDE's list, {avg}, is of category {given}",
                            bg: "обявената категория е {written}, а средният рейтинг на състезателите по ранглистата на ФИДЕ, {avg}, е от категория {given}",
                            uk: "оголошена категорія — {written}, а середній рейтинг гравців за листом ФІДЕ, {avg}, належить до категорії {given}"
                        ),
                    )
                    .with_label(stated.span, tr!(l, en: "the list gives category {given}", bg: "ранглистата дава категория {given}", uk: "лист дає категорію {given}"))
                }));
            }
        }
    }
    out
}
