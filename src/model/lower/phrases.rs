//! The descriptions of values that lowering messages name ("the number of rounds"), in
//! Bulgarian and Ukrainian, and the words for the kinds of values found instead. The readers
//! (`self.uint(&mut a, "the number of rounds")`) name the value in English; its translation is
//! looked up here. A unit test reads the lowering sources and requires every such description
//! to be in the table, so a new one cannot stay untranslated.
//!
//! Descriptions are in the nominative, as they stand in "след `кръга` трябва да стои броят на
//! кръговете" / "після `тури` має стояти кількість турів".

use super::Lang;
use crate::syntax::ast::{Value, ValueKind};

/// `(English, Bulgarian, Ukrainian)`.
const PHRASES: &[(&str, &str, &str)] = &[
    ("the title", "заглавието", "назва"),
    ("a language code", "код на езика", "код мови"),
    ("an edition number", "номерът на изданието", "номер видання"),
    ("`lang` or `edition`", "`lang` или `edition`", "`lang` або `edition`"),
    ("a check code such as `V101`", "код на проверка, напр. `V101`", "код перевірки, напр. `V101`"),
    ("the signatory's role", "длъжността на подписващия", "посада того, хто підписує"),
    ("the signatory's name", "името на подписващия", "ім'я того, хто підписує"),
    ("the organiser's name", "името на организатора", "назва організатора"),
    ("a co-organiser's name", "името на съорганизатор", "назва співорганізатора"),
    ("the aim", "целта", "мета"),
    ("the venue", "мястото на провеждане", "місце проведення"),
    ("the address", "адресът", "адреса"),
    (
        "a date range `YYYY-MM-DD..YYYY-MM-DD`",
        "период `ГГГГ-ММ-ДД..ГГГГ-ММ-ДД`",
        "період `РРРР-ММ-ДД..РРРР-ММ-ДД`",
    ),
    ("the arrival date", "датата на пристигане", "дата приїзду"),
    ("the departure date", "датата на заминаване", "дата від'їзду"),
    ("a country code such as `BG`", "код на държавата, напр. `BG`", "код країни, напр. `UA`"),
    ("the approval line", "редът за утвърждаване", "рядок затвердження"),
    ("the official's name", "името на съдията", "ім'я судді"),
    ("the chair's name", "името на председателя", "ім'я голови"),
    ("a member's name", "името на член", "ім'я члена"),
    ("a reserve's name", "името на резерва", "ім'я запасного члена"),
    ("the committee size", "броят на членовете", "кількість членів"),
    ("the deadline", "срокът", "термін"),
    ("`decision` or `round`", "`decision` или `round`", "`decision` або `round`"),
    ("the fee", "таксата", "внесок"),
    ("`if-upheld`", "`if-upheld`", "`if-upheld`"),
    ("the place", "мястото в класирането", "місце в підсумковій таблиці"),
    ("the last place", "последното място от групата", "останнє місце групи"),
    ("the amount", "сумата", "сума"),
    ("the classification", "класирането", "класифікація"),
    ("the currency", "валутата", "валюта"),
    ("the number of rounds", "броят на кръговете", "кількість турів"),
    ("a system keyword", "ключова дума на системата", "ключове слово системи"),
    (
        "when and how the lots are drawn",
        "кога и как се тегли жребият",
        "коли і як проводиться жеребкування",
    ),
    ("the pairing software", "програмата за жребий", "програма жеребкування"),
    (
        "the stated number of participants",
        "обявеният брой участници",
        "заявлена кількість учасників",
    ),
    ("the stated number of teams", "обявеният брой отбори", "заявлена кількість команд"),
    ("a pairing number", "стартов номер", "стартовий номер"),
    ("a code such as `I003`", "код, напр. `I003`", "код, напр. `I003`"),
    ("the event's name", "името на турнира", "назва турніру"),
    ("the lines of the title", "редовете на заглавието", "рядки заголовка"),
    (
        "the rating counted for unrated participants",
        "рейтингът, който се зачита на участниците без рейтинг",
        "рейтинг, що зараховується учасникам без рейтингу",
    ),
    ("the player's name", "името на състезателя", "ім'я гравця"),
    ("a rating", "рейтинг", "рейтинг"),
    (
        "a player attribute",
        "данни за състезателя (`club`, `fide-id`, `sex`, `born`)",
        "дані гравця (`club`, `fide-id`, `sex`, `born`)",
    ),
    ("the club or federation", "клубът или федерацията", "клуб або федерація"),
    ("a FIDE ID", "идентификационен номер във ФИДЕ", "ідентифікатор ФІДЕ"),
    ("`m` or `w`", "`м` или `ж`", "`м` або `ж`"),
    ("a birth year", "година на раждане", "рік народження"),
    ("a team number", "номер на отбора", "номер команди"),
    ("the team's name", "името на отбора", "назва команди"),
    ("the city", "градът", "місто"),
    ("the number of boards", "броят на дъските", "кількість дошок"),
    ("the number of reserves", "броят на резервите", "кількість запасних"),
    (
        "the minimum number of players present",
        "минималният брой присъстващи състезатели",
        "мінімальна кількість присутніх гравців",
    ),
    (
        "which foreign players (`eu`, `non-eu`, `any`)",
        "кои чуждестранни състезатели (`eu`, `non-eu`, `any`)",
        "які іноземні гравці (`eu`, `non-eu`, `any`)",
    ),
    ("the limit per match", "ограничението за един мач", "обмеження на один матч"),
    ("the board order rule", "правилото за реда по дъските", "правило порядку дошок"),
    ("the deadline before the round", "срокът преди кръга", "термін до початку туру"),
    ("the minutes of the period", "минутите за периода", "хвилини на період"),
    ("the number of moves", "броят на ходовете", "кількість ходів"),
    ("the increment", "добавката", "додавання часу"),
    (
        "the first move with increment",
        "ходът, от който се добавя време",
        "хід, з якого додається час",
    ),
    ("the delay", "забавянето", "затримка"),
    ("the default time", "допустимото закъснение", "допустиме запізнення"),
    ("`on` or `off`", "`on` или `off`", "`on` або `off`"),
    ("the clock type", "видът на часовниците", "тип годинників"),
    ("a move number", "номер на ход", "номер ходу"),
    ("the scoresheet rule", "правилото за записване", "правило запису ходів"),
    ("a date", "дата", "дата"),
    (
        "what happens (e.g. `round 1`)",
        "какво се провежда (напр. `round 1`)",
        "що відбувається (напр. `round 1`)",
    ),
    ("the round number", "номерът на кръга", "номер туру"),
    ("an activity", "събитие от програмата", "подія програми"),
    ("points for a win", "точките за победа", "очки за перемогу"),
    ("points for a draw", "точките за реми", "очки за нічию"),
    ("points for a loss", "точките за загуба", "очки за поразку"),
    ("points", "точките", "очки"),
    ("`win`, `draw` or `loss`", "`win`, `draw` или `loss`", "`win`, `draw` або `loss`"),
    (
        "points for a win, a draw and a loss",
        "точките за победа, реми и загуба",
        "очки за перемогу, нічию та поразку",
    ),
    (
        "a tie-break code such as `BH/C1`",
        "код на допълнителен показател, напр. `BH/C1`",
        "код додаткового показника, напр. `BH/C1`",
    ),
    (
        "`playoff`, `armageddon`, `lots` or `shared`",
        "`playoff`, `armageddon`, `lots` или `shared`",
        "`playoff`, `armageddon`, `lots` або `shared`",
    ),
    (
        "`match-points` or `game-points`",
        "`match-points` или `game-points`",
        "`match-points` або `game-points`",
    ),
    ("a board weight", "тегло на дъска", "вага дошки"),
    (
        "`among-tied` or `whole-event`",
        "`among-tied` или `whole-event`",
        "`among-tied` або `whole-event`",
    ),
    ("the program's name", "името на програмата", "назва програми"),
    (
        "minutes after the last game",
        "минутите след последната партия",
        "хвилини після останньої партії",
    ),
    ("a play-off stage attribute", "данни за етапа на плейофа", "дані етапу плей-офу"),
    ("the number of players", "броят на състезателите", "кількість гравців"),
    ("the number of games", "броят на партиите", "кількість партій"),
    ("the base time", "основното време", "основний час"),
    (
        "`board`, `women`, `juniors` or `seniors`",
        "`board`, `women`, `juniors` или `seniors`",
        "`board`, `women`, `juniors` або `seniors`",
    ),
    ("the board number", "номерът на дъската", "номер дошки"),
    ("a rating list", "ранглиста", "рейтинг-лист"),
    (
        "the qualification consequence",
        "правото, което класирането дава",
        "право, яке дає місце в турнірі",
    ),
    (
        "the number of teams relegated",
        "броят на отпадащите отбори",
        "кількість команд, що вибувають",
    ),
    ("the average rating", "средният рейтинг", "середній рейтинг"),
    ("the category", "категорията", "категорія"),
    ("the title of the norm", "званието на нормата", "звання норми"),
    (
        "`points`, `games` or `titled`",
        "`points`, `games` или `titled`",
        "`points`, `games` або `titled`",
    ),
    ("the points needed", "необходимите точки", "потрібні очки"),
    (
        "the titled opponents needed",
        "необходимият брой титулувани противници",
        "потрібна кількість титулованих суперників",
    ),
];

/// A value's description in a language (English when the table has no entry).
pub fn phrase(en: &str, lang: Lang) -> String {
    let found = PHRASES.iter().find(|(e, _, _)| *e == en);
    match (lang, found) {
        (Lang::Bg, Some((_, bg, _))) => bg.to_string(),
        (Lang::Uk, Some((_, _, uk))) => uk.to_string(),
        _ => en.to_string(),
    }
}

/// The lines that start with a value rather than a keyword, as messages name them.
fn pseudo(kw: &str) -> Option<(&'static str, &'static str, &'static str)> {
    match kw {
        "player" => Some(("in a player line", "в реда на състезател", "у рядку гравця")),
        "team" => Some(("in a team line", "в реда на отбор", "у рядку команди")),
        "schedule entry" => {
            Some(("in a programme line", "в ред от програмата", "у рядку програми"))
        }
        "event entry" => Some(("in an `event` entry", "в ред от `event`", "у рядку `event`")),
        _ => None,
    }
}

/// How a statement is named in a message: "after `rounds`" for a keyword, "in a player line"
/// for the lines that start with a value.
pub fn after_keyword(kw: &str, lang: Lang) -> String {
    match (pseudo(kw), lang) {
        (Some((en, _, _)), Lang::En) => en.to_string(),
        (Some((_, bg, _)), Lang::Bg) => bg.to_string(),
        (Some((_, _, uk)), Lang::Uk) => uk.to_string(),
        (None, Lang::En) => format!("after `{kw}`"),
        (None, Lang::Bg) => format!("след `{kw}`"),
        (None, Lang::Uk) => format!("після `{kw}`"),
    }
}

/// Where a statement is: "in `event`", "at the top of the regulation".
pub fn inside(context: &str, lang: Lang) -> String {
    if pseudo(context).is_some() {
        return after_keyword(context, lang);
    }
    match (context, lang) {
        ("the regulation", Lang::En) => "at the top level of the regulation".into(),
        ("the regulation", Lang::Bg) => "на най-горното ниво на регламента".into(),
        ("the regulation", Lang::Uk) => "на верхньому рівні регламенту".into(),
        (c, Lang::En) => format!("in `{c}`"),
        (c, Lang::Bg) => format!("в `{c}`"),
        (c, Lang::Uk) => format!("у `{c}`"),
    }
}

/// What a value is, for "found …".
pub fn describe(v: &Value, lang: Lang) -> String {
    match (lang, &v.kind) {
        (Lang::En, _) => v.describe(),
        (Lang::Bg, ValueKind::Str(_)) => "текст в кавички".into(),
        (Lang::Bg, ValueKind::Date(d)) => format!("датата `{d}`"),
        (Lang::Bg, ValueKind::DateRange(a, b)) => format!("периодът `{a}..{b}`"),
        (Lang::Bg, ValueKind::Time(t)) => format!("часът `{t}`"),
        (Lang::Bg, ValueKind::Number(n)) => format!("числото `{n}`"),
        (Lang::Bg, ValueKind::Word(w)) => format!("думата `{w}`"),
        (Lang::Uk, ValueKind::Str(_)) => "текст у лапках".into(),
        (Lang::Uk, ValueKind::Date(d)) => format!("дата `{d}`"),
        (Lang::Uk, ValueKind::DateRange(a, b)) => format!("період `{a}..{b}`"),
        (Lang::Uk, ValueKind::Time(t)) => format!("час `{t}`"),
        (Lang::Uk, ValueKind::Number(n)) => format!("число `{n}`"),
        (Lang::Uk, ValueKind::Word(w)) => format!("слово `{w}`"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every English description a lowering source passes to a reader is translated.
    #[test]
    fn every_description_in_the_lowering_sources_is_translated() {
        let sources = [
            include_str!("mod.rs"),
            include_str!("claims.rs"),
            include_str!("event.rs"),
            include_str!("participants.rs"),
            include_str!("prose.rs"),
            include_str!("ranking.rs"),
            include_str!("schedule.rs"),
            include_str!("time_control.rs"),
            include_str!("values.rs"),
        ];
        let readers = [
            "string(&mut a, ",
            "uint(&mut a, ",
            "uint(a, ",
            "missing(&a, ",
            "missing(a, ",
            "keyword(&mut a, ",
            "keyword(a, ",
            "date(&mut a, ",
            "quantity(&mut a, ",
            "points(&mut a, ",
            "points(a, ",
            "money(&mut a, ",
            "wrong_kind(&a, v, ",
            "wrong_kind(a, v, ",
            "stated(stmt, ",
        ];
        let mut missing = Vec::new();
        for src in sources {
            let flat: String = src.split_whitespace().collect::<Vec<_>>().join(" ");
            for r in readers {
                for (i, _) in flat.match_indices(r) {
                    let rest = &flat[i + r.len()..];
                    // `keyword(&mut a, KWS, "…")`: the description is the last string argument.
                    let call_end = rest.find(')').unwrap_or(rest.len());
                    let args = &rest[..call_end];
                    let Some(open) = args
                        .rfind("\"")
                        .and_then(|close| args[..close].rfind('"').map(|open| (open, close)))
                    else {
                        continue;
                    };
                    let text = &args[open.0 + 1..open.1];
                    if !PHRASES.iter().any(|(e, _, _)| *e == text) {
                        missing.push(text.to_string());
                    }
                }
            }
        }
        missing.sort();
        missing.dedup();
        assert!(missing.is_empty(), "untranslated descriptions: {missing:#?}");
    }
}
