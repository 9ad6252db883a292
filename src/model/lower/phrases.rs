//! The descriptions of values that lowering messages name ("the number of rounds"), in
//! Bulgarian and Ukrainian, and the words for the kinds of values found instead. The readers
//! (`self.uint(&mut a, "the number of rounds")`) name the value in English; its translation is
//! looked up here. A unit test reads the lowering sources and requires every such description
//! to be in the table, so a new one cannot stay untranslated.
//!
//! Descriptions are in the nominative, as they stand in "след `кръга` трябва да стои броят на
//! кръговете" / "після `тури` має стояти кількість турів".

use super::Lang;
use crate::syntax::ast::Value;
use crate::vocab::lang::{ph, Phrase};

/// Each description in every language, found by its English words.
const PHRASES: &[Phrase] = &[
    ph!(en: "the title", bg: "заглавието", uk: "назва"),
    ph!(en: "a language code", bg: "код на езика", uk: "код мови"),
    ph!(en: "an edition number", bg: "номерът на изданието", uk: "номер видання"),
    ph!(en: "`lang` or `edition`", bg: "`lang` или `edition`", uk: "`lang` або `edition`"),
    ph!(en: "a check code such as `V101`", bg: "код на проверка, напр. `V101`", uk: "код перевірки, напр. `V101`"),
    ph!(en: "the signatory's role", bg: "длъжността на подписващия", uk: "посада того, хто підписує"),
    ph!(en: "the signatory's name", bg: "името на подписващия", uk: "ім'я того, хто підписує"),
    ph!(en: "the organiser's name", bg: "името на организатора", uk: "назва організатора"),
    ph!(en: "a co-organiser's name", bg: "името на съорганизатор", uk: "назва співорганізатора"),
    ph!(en: "the aim", bg: "целта", uk: "мета"),
    ph!(en: "the venue", bg: "мястото на провеждане", uk: "місце проведення"),
    ph!(en: "the locality", bg: "населеното място", uk: "населений пункт"),
    ph!(en: "the entry fee", bg: "таксата за участие", uk: "стартовий внесок"),
    ph!(en: "the time it ends", bg: "часът на края", uk: "час закінчення"),
    ph!(en: "the address", bg: "адресът", uk: "адреса"),
    ph!(en: "a date range `YYYY-MM-DD..YYYY-MM-DD`", bg: "период `ГГГГ-ММ-ДД..ГГГГ-ММ-ДД`", uk: "період `РРРР-ММ-ДД..РРРР-ММ-ДД`"),
    ph!(en: "the arrival date", bg: "датата на пристигане", uk: "дата приїзду"),
    ph!(en: "the departure date", bg: "датата на заминаване", uk: "дата від'їзду"),
    ph!(en: "a country code such as `BG`", bg: "код на държавата, напр. `BG`", uk: "код країни, напр. `UA`"),
    ph!(en: "the approval line", bg: "редът за утвърждаване", uk: "рядок затвердження"),
    ph!(en: "the official's name", bg: "името на съдията", uk: "ім'я судді"),
    ph!(en: "the chair's name", bg: "името на председателя", uk: "ім'я голови"),
    ph!(en: "a member's name", bg: "името на член", uk: "ім'я члена"),
    ph!(en: "a reserve's name", bg: "името на резерва", uk: "ім'я запасного члена"),
    ph!(en: "the committee size", bg: "броят на членовете", uk: "кількість членів"),
    ph!(en: "the deadline", bg: "срокът", uk: "термін"),
    ph!(en: "`decision` or `round`", bg: "`decision` или `round`", uk: "`decision` або `round`"),
    ph!(en: "the fee", bg: "таксата", uk: "внесок"),
    Phrase::same("`if-upheld`"),
    ph!(en: "the place", bg: "мястото в класирането", uk: "місце в підсумковій таблиці"),
    ph!(en: "the last place", bg: "последното място от групата", uk: "останнє місце групи"),
    ph!(en: "the amount", bg: "сумата", uk: "сума"),
    ph!(en: "the classification", bg: "класирането", uk: "класифікація"),
    ph!(en: "the currency", bg: "валутата", uk: "валюта"),
    ph!(en: "the number of rounds", bg: "броят на кръговете", uk: "кількість турів"),
    ph!(en: "a system keyword", bg: "ключова дума на системата", uk: "ключове слово системи"),
    ph!(en: "when and how the lots are drawn", bg: "кога и как се тегли жребият", uk: "коли і як проводиться жеребкування"),
    ph!(en: "the pairing software", bg: "програмата за жребий", uk: "програма жеребкування"),
    ph!(en: "the stated number of participants", bg: "обявеният брой участници", uk: "заявлена кількість учасників"),
    ph!(en: "the stated number of teams", bg: "обявеният брой отбори", uk: "заявлена кількість команд"),
    ph!(en: "a pairing number", bg: "стартов номер", uk: "стартовий номер"),
    ph!(en: "a code such as `I003`", bg: "код, напр. `I003`", uk: "код, напр. `I003`"),
    ph!(en: "the event's name", bg: "името на турнира", uk: "назва турніру"),
    ph!(en: "the lines of the title", bg: "редовете на заглавието", uk: "рядки заголовка"),
    ph!(en: "the rating counted for unrated participants", bg: "рейтингът, който се зачита на участниците без рейтинг", uk: "рейтинг, що зараховується учасникам без рейтингу"),
    ph!(en: "the player's name", bg: "името на състезателя", uk: "ім'я гравця"),
    ph!(en: "a rating", bg: "рейтинг", uk: "рейтинг"),
    ph!(en: "a player attribute", bg: "данни за състезателя (`club`, `fed`, `fide-id`, `sex`, `born`)", uk: "дані гравця (`club`, `fed`, `fide-id`, `sex`, `born`)"),
    ph!(en: "the club", bg: "клубът", uk: "клуб"),
    ph!(en: "the federation (`BUL`, `UKR`)", bg: "федерацията (`BUL`, `UKR`)", uk: "федерація (`BUL`, `UKR`)"),
    ph!(en: "a FIDE ID", bg: "идентификационен номер във ФИДЕ", uk: "ідентифікатор ФІДЕ"),
    ph!(en: "`m` or `w`", bg: "`м` или `ж`", uk: "`м` або `ж`"),
    ph!(en: "a birth year", bg: "година на раждане", uk: "рік народження"),
    ph!(en: "a team number", bg: "номер на отбора", uk: "номер команди"),
    ph!(en: "the team's name", bg: "името на отбора", uk: "назва команди"),
    ph!(en: "the city", bg: "градът", uk: "місто"),
    ph!(en: "the number of boards", bg: "броят на дъските", uk: "кількість дошок"),
    ph!(en: "the number of reserves", bg: "броят на резервите", uk: "кількість запасних"),
    ph!(en: "the minimum number of players present", bg: "минималният брой присъстващи състезатели", uk: "мінімальна кількість присутніх гравців"),
    ph!(en: "which foreign players (`eu`, `non-eu`, `any`)", bg: "кои чуждестранни състезатели (`eu`, `non-eu`, `any`)", uk: "які іноземні гравці (`eu`, `non-eu`, `any`)"),
    ph!(en: "the limit per match", bg: "ограничението за един мач", uk: "обмеження на один матч"),
    ph!(en: "the board order rule", bg: "правилото за реда по дъските", uk: "правило порядку дошок"),
    ph!(en: "the deadline before the round", bg: "срокът преди кръга", uk: "термін до початку туру"),
    ph!(en: "the minutes of the period", bg: "минутите за периода", uk: "хвилини на період"),
    ph!(en: "the number of moves", bg: "броят на ходовете", uk: "кількість ходів"),
    ph!(en: "the increment", bg: "добавката", uk: "додавання часу"),
    ph!(en: "the first move with increment", bg: "ходът, от който се добавя време", uk: "хід, з якого додається час"),
    ph!(en: "the delay", bg: "забавянето", uk: "затримка"),
    ph!(en: "the default time", bg: "допустимото закъснение", uk: "допустиме запізнення"),
    ph!(en: "`on` or `off`", bg: "`on` или `off`", uk: "`on` або `off`"),
    ph!(en: "the clock type", bg: "видът на часовниците", uk: "тип годинників"),
    ph!(en: "a move number", bg: "номер на ход", uk: "номер ходу"),
    ph!(en: "the scoresheet rule", bg: "правилото за записване", uk: "правило запису ходів"),
    ph!(en: "a date", bg: "дата", uk: "дата"),
    ph!(en: "what happens (e.g. `round 1`)", bg: "какво се провежда (напр. `round 1`)", uk: "що відбувається (напр. `round 1`)"),
    ph!(en: "the round number", bg: "номерът на кръга", uk: "номер туру"),
    ph!(en: "an activity", bg: "събитие от програмата", uk: "подія програми"),
    ph!(en: "points for a win", bg: "точките за победа", uk: "очки за перемогу"),
    ph!(en: "points for a draw", bg: "точките за реми", uk: "очки за нічию"),
    ph!(en: "points for a loss", bg: "точките за загуба", uk: "очки за поразку"),
    ph!(en: "points", bg: "точките", uk: "очки"),
    ph!(en: "`win`, `draw` or `loss`", bg: "`win`, `draw` или `loss`", uk: "`win`, `draw` або `loss`"),
    ph!(en: "points for a win, a draw and a loss", bg: "точките за победа, реми и загуба", uk: "очки за перемогу, нічию та поразку"),
    ph!(en: "a tie-break code such as `BH/C1`", bg: "код на допълнителен показател, напр. `BH/C1`", uk: "код додаткового показника, напр. `BH/C1`"),
    ph!(en: "`playoff`, `armageddon`, `lots` or `shared`", bg: "`playoff`, `armageddon`, `lots` или `shared`", uk: "`playoff`, `armageddon`, `lots` або `shared`"),
    ph!(en: "`match-points` or `game-points`", bg: "`match-points` или `game-points`", uk: "`match-points` або `game-points`"),
    ph!(en: "a board weight", bg: "тегло на дъска", uk: "вага дошки"),
    ph!(en: "`among-tied` or `whole-event`", bg: "`among-tied` или `whole-event`", uk: "`among-tied` або `whole-event`"),
    ph!(en: "the program's name", bg: "името на програмата", uk: "назва програми"),
    ph!(en: "minutes after the last game", bg: "минутите след последната партия", uk: "хвилини після останньої партії"),
    ph!(en: "a play-off stage attribute", bg: "данни за етапа на плейофа", uk: "дані етапу плей-офу"),
    ph!(en: "the number of players", bg: "броят на състезателите", uk: "кількість гравців"),
    ph!(en: "the number of games", bg: "броят на партиите", uk: "кількість партій"),
    ph!(en: "the base time", bg: "основното време", uk: "основний час"),
    ph!(en: "`board`, `women`, `juniors` or `seniors`", bg: "`board`, `women`, `juniors` или `seniors`", uk: "`board`, `women`, `juniors` або `seniors`"),
    ph!(en: "the board number", bg: "номерът на дъската", uk: "номер дошки"),
    ph!(en: "a rating list", bg: "ранглиста", uk: "рейтинг-лист"),
    ph!(en: "the qualification consequence", bg: "правото, което класирането дава", uk: "право, яке дає місце в турнірі"),
    ph!(en: "the number of teams relegated", bg: "броят на отпадащите отбори", uk: "кількість команд, що вибувають"),
    ph!(en: "the average rating", bg: "средният рейтинг", uk: "середній рейтинг"),
    ph!(en: "the category", bg: "категорията", uk: "категорія"),
    ph!(en: "the title of the norm", bg: "званието на нормата", uk: "звання норми"),
    ph!(en: "`points`, `games` or `titled`", bg: "`points`, `games` или `titled`", uk: "`points`, `games` або `titled`"),
    ph!(en: "the points needed", bg: "необходимите точки", uk: "потрібні очки"),
    ph!(en: "the titled opponents needed", bg: "необходимият брой титулувани противници", uk: "потрібна кількість титулованих суперників"),
];

/// A value's description in a language (English when the table has no entry).
pub fn phrase(en: &str, lang: Lang) -> String {
    match PHRASES.iter().find(|p| p.en == en) {
        Some(p) => p.get(lang).to_string(),
        None => en.to_string(),
    }
}

/// The lines that start with a value rather than a keyword, as messages name them.
fn pseudo(kw: &str) -> Option<Phrase> {
    match kw {
        "player" => {
            Some(ph!(en: "in a player line", bg: "в реда на състезател", uk: "у рядку гравця"))
        }
        "team" => Some(ph!(en: "in a team line", bg: "в реда на отбор", uk: "у рядку команди")),
        "schedule entry" => {
            Some(ph!(en: "in a programme line", bg: "в ред от програмата", uk: "у рядку програми"))
        }
        "event entry" => {
            Some(ph!(en: "in an `event` entry", bg: "в ред от `event`", uk: "у рядку `event`"))
        }
        _ => None,
    }
}

/// How a statement is named in a message: "after `rounds`" for a keyword, "in a player line"
/// for the lines that start with a value.
pub fn after_keyword(kw: &str, lang: Lang) -> String {
    match (pseudo(kw), lang) {
        (Some(p), _) => p.get(lang).to_string(),
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
    v.describe_in(lang)
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
                    if !PHRASES.iter().any(|p| p.en == text) {
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
