//! The records of a TRF file: the tournament records (`012`…`132`, `XXR`, `XXS`, `162`, `192`, `202`),
//! the player lines (`001`) with their round blocks, and the team records (`013`, `310`,
//! `300`, `320`, `330`, `240`), each read into the reader's state with a coded diagnostic for
//! what cannot be read.

use super::*;
use crate::vocab::lang::{ph, Phrase};
use compact_str::CompactString;

impl Reader {
    pub(super) fn read_date(&mut self, line: &Line<'_>) -> Option<Date> {
        let (text, span) = line.rest(5);
        let text = text.trim();
        if text.is_empty() {
            return None;
        }
        let date = parse_date(text);
        if date.is_none() {
            self.diagnostics.push(localized(|l| {
                Diagnostic::warning(
                    crate::results::codes::TRF_UNREADABLE_DATE,
                    tr!(
                        l,
                        en: "date `{text}` could not be read",
                        bg: "датата `{text}` не можа да се прочете",
                        uk: "дату `{text}` не вдалося прочитати"
                    ),
                )
                .with_label(
                    span,
                    tr!(
                        l,
                        en: "expected `YYYY/MM/DD`",
                        bg: "очаква се `YYYY/MM/DD`",
                        uk: "очікується `YYYY/MM/DD`"
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "write the date as `YYYY/MM/DD`",
                    bg: "напишете датата като `YYYY/MM/DD`",
                    uk: "запишіть дату як `YYYY/MM/DD`"
                ))
            }));
        }
        date
    }

    pub(super) fn read_round_dates(&mut self, line: &Line<'_>) {
        let mut dates = Vec::new();
        let mut round = 0;
        while line.len_chars() >= 92 + 10 * round {
            let (text, _) = line.field(92 + 10 * round, 99 + 10 * round);
            dates.push(text.trim().to_string());
            round += 1;
        }
        while dates.last().is_some_and(|d| d.is_empty()) {
            dates.pop();
        }
        self.tournament.round_dates = dates;
    }

    pub(super) fn read_rounds(&mut self, line: &Line<'_>) {
        let (text, span) = line.rest(5);
        let first = text.split_whitespace().next().unwrap_or("");
        match first.parse::<u32>().ok() {
            Some(n) if n <= 9999 => self.declared_rounds = Some((n, span)),
            _ => {
                let digits = !first.is_empty() && first.bytes().all(|b| b.is_ascii_digit());
                let text = text.trim();
                self.diagnostics.push(localized(|l| {
                    Diagnostic::warning(
                        crate::results::codes::TRF_UNREADABLE_FIELD,
                        if digits {
                            tr!(
                                l,
                                en: "number of rounds `{first}` is out of range (at most 9999)",
                                bg: "броят кръгове `{first}` е извън обхвата (най-много 9999)",
                                uk: "кількість турів `{first}` поза межами (щонайбільше 9999)"
                            )
                        } else {
                            tr!(
                                l,
                                en: "number of rounds `{text}` is not a number",
                                bg: "броят кръгове `{text}` не е число",
                                uk: "кількість турів `{text}` не є числом"
                            )
                        },
                    )
                    .with_label(
                        span,
                        tr!(
                            l,
                            en: "expected a number of rounds",
                            bg: "очаква се брой кръгове",
                            uk: "очікується кількість турів"
                        ),
                    )
                    .with_help(tr!(
                        l,
                        en: "write the number of rounds, e.g. `XXR 9`",
                        bg: "напишете броя кръгове, напр. `XXR 9`",
                        uk: "запишіть кількість турів, напр. `XXR 9`"
                    ))
                }))
            }
        }
    }

    pub(super) fn read_point_system_xxs(&mut self, line: &Line<'_>) {
        for (token, span) in line.tokens(5) {
            let parsed = token.split_once('=').and_then(|(k, v)| Some((k, Points::parse(v)?)));
            let points = &mut self.tournament.points;
            match parsed {
                Some(("W" | "WW" | "BW", v)) => points.win = v,
                Some(("D" | "WD" | "BD", v)) => points.draw = v,
                Some(("L" | "WL" | "BL", v)) => points.loss = v,
                Some((key @ ("FW" | "FPB" | "PAB" | "HPB" | "ZPB" | "FL"), v)) => {
                    self.check_implied_value(key, v, span);
                }
                _ => self.diagnostics.push(bad_point_system(token, span)),
            }
        }
    }

    /// The model scores forfeit wins and full-point / pairing-allocated byes as wins, half-point
    /// byes and unknown results as draws, absences and forfeit losses as losses. A point-system
    /// record that gives one of them another value is reported, not silently dropped.
    pub(super) fn check_implied_value(&mut self, key: &str, value: Points, span: Span) {
        let p = self.tournament.points;
        let (implied, as_what) = match key {
            "FW" | "FPB" | "PAB" | "P" => (p.win, ph!(en: "a win", bg: "победа", uk: "перемога")),
            "HPB" | "X" => (p.draw, ph!(en: "a draw", bg: "реми", uk: "нічия")),
            _ => (p.loss, ph!(en: "a loss", bg: "загуба", uk: "поразка")),
        };
        if value != implied {
            self.diagnostics.push(localized(|l| {
                let as_what = as_what.get(l);
                Diagnostic::warning(
                    crate::results::codes::TRF_POINT_VALUE_NOT_MODELLED,
                    tr!(
                        l,
                        en: "`{key}` is worth {value} here, but it is scored as {as_what} ({implied})",
                        bg: "`{key}` струва тук {value}, но се брои като {as_what} ({implied})",
                        uk: "`{key}` тут вартує {value}, але рахується як {as_what} ({implied})"
                    ),
                )
                .with_label(
                    span,
                    tr!(
                        l,
                        en: "value not used",
                        bg: "стойността не се използва",
                        uk: "значення не використано"
                    ),
                )
                .with_note(tr!(
                    l,
                    en: "the results model has one value each for a win, a draw and a loss",
                    bg: "моделът на резултатите има по една стойност за победа, реми и загуба",
                    uk: "модель результатів має по одному значенню для перемоги, нічиєї та поразки"
                ))
                .with_help(tr!(
                    l,
                    en: "check the standings by hand for the players this value concerns",
                    bg: "проверете на ръка класирането на засегнатите състезатели",
                    uk: "перевірте вручну місця гравців, яких це стосується"
                ))
            }));
        }
    }

    pub(super) fn read_point_system_162(&mut self, line: &Line<'_>) {
        let tokens = line.tokens(5);
        let mut i = 0;
        while i < tokens.len() {
            let (symbol, value, used) =
                symbol_and_value(&tokens, i, &["W", "D", "L", "A", "P", "X"]);
            let span = tokens[i].1;
            let points = &mut self.tournament.points;
            match (symbol, value) {
                ("W", Some(v)) => points.win = v,
                ("D", Some(v)) => points.draw = v,
                ("L", Some(v)) => points.loss = v,
                (key @ ("A" | "P" | "X"), Some(v)) => self.check_implied_value(key, v, span),
                _ => {
                    self.diagnostics.push(bad_point_system(tokens[i].0, span));
                    i += 1;
                    continue;
                }
            }
            i += used;
        }
    }

    pub(super) fn read_match_points(&mut self, line: &Line<'_>) {
        let tokens = line.tokens(5);
        let mut system = MatchPointSystem::default();
        let mut i = 0;
        while i < tokens.len() {
            let (symbol, value, used) = symbol_and_value(&tokens, i, &["TW", "TD", "TL"]);
            match (symbol, value) {
                ("TW", Some(v)) => system.win = v,
                ("TD", Some(v)) => system.draw = v,
                ("TL", Some(v)) => system.loss = v,
                _ => {
                    self.diagnostics.push(bad_point_system(tokens[i].0, tokens[i].1));
                    i += 1;
                    continue;
                }
            }
            i += used;
        }
        self.tournament.match_points = system;
    }

    pub(super) fn read_player(&mut self, line: &Line<'_>) {
        let (start_text, start_span) = line.field(5, 8);
        if let Some((number, span)) = too_wide(line, 5) {
            self.diagnostics.push(localized(|l| {
                Diagnostic::error(
                    crate::results::codes::TRF_NUMBER_TOO_WIDE,
                    tr!(
                        l,
                        en: "start number `{number}` does not fit columns 5–8",
                        bg: "стартовият номер `{number}` не се побира в колони 5–8",
                        uk: "стартовий номер `{number}` не вміщується в колонки 5–8"
                    ),
                )
                .with_label(
                    span,
                    tr!(
                        l,
                        en: "runs on into column 9",
                        bg: "навлиза в колона 9",
                        uk: "заходить у колонку 9"
                    ),
                )
                .with_note(tr!(
                    l,
                    en: "a TRF start number has at most four digits (1–9999); every later field of this line is shifted, so the line is skipped",
                    bg: "стартовият номер в TRF има най-много четири цифри (1–9999); всяко следващо поле на реда е изместено, затова редът се прескача",
                    uk: "стартовий номер у TRF має щонайбільше чотири цифри (1–9999); кожне наступне поле рядка зсунуто, тож рядок пропущено"
                ))
                .with_help(too_many_players_help(l))
            }));
            return;
        }
        let Some(start) = line::trim(start_text).parse::<u32>().ok().filter(|&n| n >= 1) else {
            let start_text = start_text.trim();
            self.diagnostics.push(localized(|l| {
                Diagnostic::error(
                    crate::results::codes::TRF_UNREADABLE_PLAYER_LINE,
                    tr!(
                        l,
                        en: "start number `{start_text}` is not a number",
                        bg: "стартовият номер `{start_text}` не е число",
                        uk: "стартовий номер `{start_text}` не є числом"
                    ),
                )
                .with_label(
                    start_span,
                    tr!(
                        l,
                        en: "columns 5–8 should hold the start number",
                        bg: "в колони 5–8 трябва да стои стартовият номер",
                        uk: "у колонках 5–8 має стояти стартовий номер"
                    ),
                )
                .with_help(tr!(
                    l,
                    en: "put the start number right-aligned in columns 5–8",
                    bg: "напишете стартовия номер, подравнен вдясно в колони 5–8",
                    uk: "запишіть стартовий номер із вирівнюванням праворуч у колонках 5–8"
                ))
            }));
            return;
        };
        let text = |from, to| CompactString::from(line.trimmed(from, to));
        let mut player = Player {
            start,
            sex: text(10, 10),
            title: text(11, 13),
            name: text(15, 47),
            federation: text(54, 56),
            birth: text(70, 79),
            ..Player::default()
        };
        // A line that ends inside a right-aligned number was cut off: that number is partial.
        let cut = self.truncation(line, &player);
        let whole = |from: usize| cut.is_none_or(|c| c > from);
        if whole(49) {
            player.rating = self.optional_number(line, 49, 52, RATING, &player).filter(|&r| r > 0);
        }
        if whole(58) {
            player.fide_id =
                self.optional_number(line, 58, 68, FIDE_ID, &player).filter(|&id| id > 0);
        }
        if whole(86) {
            player.declared_rank =
                self.optional_number(line, 86, 89, RANK, &player).filter(|&r| r > 0);
        }
        let (points_text, points_span) = line.field(81, 84);
        if whole(81) && !line::trim(points_text).is_empty() {
            player.declared_points = Points::parse(points_text);
            if player.declared_points.is_none() {
                let d = unreadable_field(POINTS, points_text, points_span);
                self.diagnostics.push(about(d, &player));
            }
        }
        let mut source =
            PlayerSource { line: line.span(), truncated: cut.is_some(), ..PlayerSource::default() };
        let blocks = line.len_chars().saturating_sub(82) / 10;
        player.games.reserve_exact(blocks);
        let mut round = 1u32;
        while line.len_chars() >= 92 + 10 * (round as usize - 1) {
            let col = 92 + 10 * (round as usize - 1);
            if !whole(col) {
                break;
            }
            if let Some(game) = plain_block(line, col, round) {
                player.games.push(game);
                round += 1;
                continue;
            }
            if !self.read_block(line, col, round, &mut player, &mut source) {
                // The rest of the line is shifted: its rounds are unknown, as if cut off.
                source.truncated = true;
                break;
            }
            round += 1;
        }
        self.players.push(player);
        self.read_sources.push(source);
    }

    /// Where a `001` line ends inside a field that cannot end there (a right-aligned number, or
    /// before the name): the first column of that field, reported as a truncated record.
    fn truncation(&mut self, line: &Line<'_>, player: &Player) -> Option<usize> {
        // Nothing is allocated unless the line is cut (this runs on every `001` line).
        const FIELDS: [(usize, usize, Phrase); 4] =
            [(49, 52, RATING), (58, 68, FIDE_ID), (81, 84, POINTS), (86, 89, RANK)];
        let len = line.len_chars();
        let cut_inside =
            |from: usize, to: usize| len >= from && len < to && !line.trimmed(from, len).is_empty();
        let block = (len >= 92).then(|| {
            let round = (len - 92) / 10 + 1;
            (round, 92 + 10 * (round - 1))
        });
        let (from, to, field, round) = if len < 15 {
            (15, 47, Some(ph!(en: "name", bg: "името", uk: "ім’я")), 0)
        } else if let Some(&(from, to, what)) = FIELDS.iter().find(|&&(f, t, _)| cut_inside(f, t)) {
            (from, to, Some(what), 0)
        } else {
            match block {
                Some((round, from)) if cut_inside(from, from + 3) => (from, from + 3, None, round),
                _ => return None,
            }
        };
        let (_, span) = line.field(from.min(len + 1), len);
        let span = if span.start == span.end { line.span() } else { span };
        self.diagnostics.push(localized(|l| {
            let what = match field {
                Some(p) => match l {
                    Lang::En => format!("the {}", p.en),
                    _ => p.get(l).to_string(),
                },
                None => tr!(
                    l,
                    en: "the opponent of round {round}",
                    bg: "противника от кръг {round}",
                    uk: "суперника в турі {round}"
                ),
            };
            let who = who(player.start, &player.name, l);
            Diagnostic::error(
                crate::results::codes::TRF_TRUNCATED_RECORD,
                tr!(
                    l,
                    en: "{who}: the line ends at column {len}, inside {what} (columns {from}–{to})",
                    bg: "{who}: редът свършва в колона {len}, вътре в полето за {what} (колони {from}–{to})",
                    uk: "{who}: рядок закінчується в колонці {len}, усередині поля {what} (колонки {from}–{to})"
                ),
            )
            .with_label(
                span,
                tr!(l, en: "the line stops here", bg: "редът спира тук", uk: "рядок уривається тут"),
            )
            .with_note(tr!(
                l,
                en: "the record looks cut off; {what} and anything after it are not read",
                bg: "записът изглежда отрязан; полето за {what} и всичко след него не се чете",
                uk: "запис схожий на обрізаний; поле {what} і все після нього не читається"
            ))
            .with_help(tr!(
                l,
                en: "export the file again from the pairing program, or restore the end of the line",
                bg: "експортирайте файла отново от програмата за жребий или възстановете края на реда",
                uk: "експортуйте файл заново з програми жеребкування або відновіть кінець рядка"
            ))
        }));
        Some(from)
    }

    /// Reads one optional numeric field of `player`'s line; warns when it is not a number.
    pub(super) fn optional_number<T: std::str::FromStr>(
        &mut self,
        line: &Line<'_>,
        from: usize,
        to: usize,
        what: Phrase,
        player: &Player,
    ) -> Option<T> {
        let (text, span) = line.field(from, to);
        let t = line::trim(text);
        if t.is_empty() {
            return None;
        }
        let value = t.parse::<T>().ok();
        if value.is_none() {
            self.diagnostics.push(about(unreadable_field(what, text, span), player));
        }
        value
    }

    /// Reads the round block at column `col`; false when the rest of the line cannot be read
    /// (an opponent number too wide for its columns shifts every later block).
    pub(super) fn read_block(
        &mut self,
        line: &Line<'_>,
        col: usize,
        round: u32,
        player: &mut Player,
        source: &mut PlayerSource,
    ) -> bool {
        let (block, block_span) = line.field(col, col + 7);
        let (opponent_text, opponent_span) = line.field(col, col + 3);
        let (colour_text, colour_span) = line.field(col + 5, col + 5);
        let (result_text, result_span) = line.field(col + 7, col + 7);
        if block.trim().is_empty() {
            source.bye_candidates.push((round, block_span));
            return true;
        }
        let who = |l| who(player.start, &player.name, l);
        if let Some((number, span)) = too_wide(line, col) {
            let (last, next) = (col + 3, col + 4);
            self.diagnostics.push(localized(|l| {
                let who = who(l);
                Diagnostic::error(
                    crate::results::codes::TRF_NUMBER_TOO_WIDE,
                    tr!(
                        l,
                        en: "{who}: opponent `{number}` in round {round} does not fit columns {col}–{last}",
                        bg: "{who}: противникът `{number}` в кръг {round} не се побира в колони {col}–{last}",
                        uk: "{who}: суперник `{number}` у турі {round} не вміщується в колонки {col}–{last}"
                    ),
                )
                .with_label(
                    span,
                    tr!(
                        l,
                        en: "runs on into column {next}",
                        bg: "навлиза в колона {next}",
                        uk: "заходить у колонку {next}"
                    ),
                )
                .with_note(tr!(
                    l,
                    en: "a TRF start number has at most four digits (1–9999); the blocks of round {round} and later are shifted and are not read",
                    bg: "стартовият номер в TRF има най-много четири цифри (1–9999); блоковете от кръг {round} нататък са изместени и не се четат",
                    uk: "стартовий номер у TRF має щонайбільше чотири цифри (1–9999); блоки від туру {round} далі зсунуто й не читаються"
                ))
                .with_help(too_many_players_help(l))
            }));
            return false;
        }
        let opponent_text = opponent_text.trim();
        let opponent = if opponent_text.is_empty() {
            None
        } else {
            match opponent_text.parse::<u32>() {
                Ok(0) => None,
                Ok(n) => Some(n),
                Err(_) => {
                    self.diagnostics.push(localized(|l| {
                        let who = who(l);
                        Diagnostic::error(
                            crate::results::codes::TRF_OPPONENT_OUT_OF_RANGE,
                            tr!(
                                l,
                                en: "{who}: opponent `{opponent_text}` in round {round} is not a number",
                                bg: "{who}: противникът `{opponent_text}` в кръг {round} не е число",
                                uk: "{who}: суперник `{opponent_text}` у турі {round} не є числом"
                            ),
                        )
                        .with_label(
                            opponent_span,
                            tr!(
                                l,
                                en: "expected a start number or `0000`",
                                bg: "очаква се стартов номер или `0000`",
                                uk: "очікується стартовий номер або `0000`"
                            ),
                        )
                        .with_help(tr!(
                            l,
                            en: "write the opponent's start number right-aligned",
                            bg: "напишете стартовия номер на противника, подравнен вдясно",
                            uk: "запишіть стартовий номер суперника з вирівнюванням праворуч"
                        ))
                    }));
                    None
                }
            }
        };
        let color = match colour_text {
            "w" | "W" => Some(Color::White),
            "b" | "B" => Some(Color::Black),
            "" | " " | "-" => None,
            other => {
                self.diagnostics.push(localized(|l| {
                    let who = who(l);
                    Diagnostic::error(
                        crate::results::codes::TRF_BAD_COLOUR,
                        tr!(
                            l,
                            en: "{who}: colour `{other}` in round {round} is not `w`, `b` or `-`",
                            bg: "{who}: цветът `{other}` в кръг {round} не е `w`, `b` или `-`",
                            uk: "{who}: колір `{other}` у турі {round} не є `w`, `b` чи `-`"
                        ),
                    )
                    .with_label(
                        colour_span,
                        tr!(l, en: "unknown colour", bg: "непознат цвят", uk: "невідомий колір"),
                    )
                    .with_help(tr!(
                        l,
                        en: "write `w`, `b`, or `-` for a bye",
                        bg: "напишете `w`, `b` или `-` за почивка",
                        uk: "запишіть `w`, `b` або `-` для вільного туру"
                    ))
                }));
                None
            }
        };
        let code = result_text.chars().next().unwrap_or(' ');
        let letter = u8::try_from(code).ok().and_then(outcome_of_letter);
        let (mut outcome, mut rated) = match (letter, code) {
            (Some(known), _) => known,
            (None, ' ') => {
                if opponent.is_some() {
                    self.diagnostics.push(localized(|l| {
                        let who = who(l);
                        Diagnostic::warning(
                            crate::results::codes::TRF_PAIRING_WITHOUT_RESULT,
                            tr!(
                                l,
                                en: "{who}: round {round} names an opponent but has no result",
                                bg: "{who}: кръг {round} назовава противник, но няма резултат",
                                uk: "{who}: тур {round} називає суперника, але не має результату"
                            ),
                        )
                        .with_label(
                            block_span,
                            tr!(
                                l,
                                en: "no result in column 8 of the block",
                                bg: "няма резултат в колона 8 на блока",
                                uk: "немає результату в колонці 8 блоку"
                            ),
                        )
                        .with_note(tr!(
                            l,
                            en: "the entry is ignored for scoring",
                            bg: "записът не се брои в класирането",
                            uk: "запис не враховується в таблиці"
                        ))
                        .with_help(tr!(
                            l,
                            en: "enter the result, or export the file after the round",
                            bg: "въведете резултата или експортирайте файла след кръга",
                            uk: "внесіть результат або експортуйте файл після туру"
                        ))
                    }));
                    return true;
                }
                source.bye_candidates.push((round, block_span));
                (Outcome::ZeroBye, false)
            }
            (None, other) => {
                self.diagnostics.push(localized(|l| {
                    let who = who(l);
                    Diagnostic::error(
                        crate::results::codes::TRF_BAD_RESULT_CODE,
                        tr!(
                            l,
                            en: "{who}: result code `{other}` in round {round} is unknown",
                            bg: "{who}: кодът за резултат `{other}` в кръг {round} е непознат",
                            uk: "{who}: код результату `{other}` у турі {round} невідомий"
                        ),
                    )
                    .with_label(
                        result_span,
                        tr!(
                            l,
                            en: "not one of `1 = 0 + - W D L H F U Z`",
                            bg: "не е от `1 = 0 + - W D L H F U Z`",
                            uk: "не з `1 = 0 + - W D L H F U Z`"
                        ),
                    )
                    .with_note(tr!(
                        l,
                        en: "the round is read as an absence (`Z`)",
                        bg: "кръгът се чете като отсъствие (`Z`)",
                        uk: "тур читається як відсутність (`Z`)"
                    ))
                    .with_help(tr!(
                        l,
                        en: "use a FIDE result code",
                        bg: "използвайте код за резултат на ФИДЕ",
                        uk: "використайте код результату ФІДЕ"
                    ))
                }));
                (Outcome::ZeroBye, false)
            }
        };
        let mut opponent = opponent;
        if opponent.is_none() {
            let replacement = match outcome {
                Outcome::Draw => {
                    self.diagnostics.push(localized(|l| {
                        let who = who(l);
                        Diagnostic::warning(
                            crate::results::codes::TRF_BYE_WRITTEN_AS_DRAW,
                            tr!(
                                l,
                                en: "{who}: draw without an opponent in round {round}",
                                bg: "{who}: реми без противник в кръг {round}",
                                uk: "{who}: нічия без суперника в турі {round}"
                            ),
                        )
                        .with_label(
                            block_span,
                            tr!(
                                l,
                                en: "read as a half-point bye",
                                bg: "чете се като почивка с половин точка",
                                uk: "читається як вільний тур з пів очка"
                            ),
                        )
                        .with_help(tr!(
                            l,
                            en: "write `0000 - H`",
                            bg: "напишете `0000 - H`",
                            uk: "запишіть `0000 - H`"
                        ))
                    }));
                    Some(Outcome::HalfBye)
                }
                Outcome::Win | Outcome::Loss => {
                    let as_bye =
                        if outcome == Outcome::Win { Outcome::FullBye } else { Outcome::ZeroBye };
                    let letter = result_letter(as_bye, false);
                    self.diagnostics.push(localized(|l| {
                        let who = who(l);
                        Diagnostic::error(
                            crate::results::codes::TRF_RESULT_NEEDS_OPPONENT,
                            tr!(
                                l,
                                en: "{who}: game result `{code}` in round {round} has no opponent",
                                bg: "{who}: резултатът от партия `{code}` в кръг {round} няма противник",
                                uk: "{who}: результат партії `{code}` у турі {round} не має суперника"
                            ),
                        )
                        .with_label(
                            block_span,
                            tr!(
                                l,
                                en: "no opponent in columns 1–4 of the block",
                                bg: "няма противник в колони 1–4 на блока",
                                uk: "немає суперника в колонках 1–4 блоку"
                            ),
                        )
                        .with_note(tr!(
                            l,
                            en: "read as `{letter}`",
                            bg: "чете се като `{letter}`",
                            uk: "читається як `{letter}`"
                        ))
                        .with_help(tr!(
                            l,
                            en: "add the opponent, or use a bye code (`F H U Z`)",
                            bg: "добавете противника или използвайте код за почивка (`F H U Z`)",
                            uk: "додайте суперника або використайте код вільного туру (`F H U Z`)"
                        ))
                    }));
                    Some(as_bye)
                }
                _ => None,
            };
            if let Some(r) = replacement {
                outcome = r;
                rated = false;
            }
        } else if matches!(
            outcome,
            Outcome::HalfBye | Outcome::FullBye | Outcome::PairingBye | Outcome::ZeroBye
        ) {
            self.diagnostics.push(localized(|l| {
                let who = who(l);
                Diagnostic::error(
                    crate::results::codes::TRF_BYE_WITH_OPPONENT,
                    tr!(
                        l,
                        en: "{who}: bye code `{code}` in round {round} has an opponent",
                        bg: "{who}: кодът за почивка `{code}` в кръг {round} има противник",
                        uk: "{who}: код вільного туру `{code}` у турі {round} має суперника"
                    ),
                )
                .with_label(
                    opponent_span,
                    tr!(
                        l,
                        en: "a bye has opponent `0000`",
                        bg: "почивката има противник `0000`",
                        uk: "вільний тур має суперника `0000`"
                    ),
                )
                .with_note(tr!(
                    l,
                    en: "the opponent is dropped",
                    bg: "противникът се изпуска",
                    uk: "суперника відкинуто"
                ))
                .with_help(tr!(
                    l,
                    en: "write `0000` as the opponent of a bye",
                    bg: "напишете `0000` като противник при почивка",
                    uk: "запишіть `0000` як суперника для вільного туру"
                ))
            }));
            opponent = None;
        }
        let color = if opponent.is_some() { color } else { None };
        player.games.push(Game { round, opponent, color, outcome, rated });
        true
    }

    pub(super) fn read_team_013(&mut self, line: &Line<'_>) {
        let (name, _) = line.field(5, 36);
        let mut team = Team { name: name.trim().to_string(), ..Team::default() };
        let mut spans = Vec::new();
        for (token, span) in line.tokens(37) {
            match token.parse::<u32>() {
                Ok(n) if n > 0 => {
                    team.players.push(n);
                    spans.push(span);
                }
                _ => {
                    self.diagnostics.push(bad_team_record("013", token, span));
                    return;
                }
            }
        }
        team.number = self.teams_013.len() as u32 + 1;
        self.teams_013.push(TeamSource { team, member_spans: spans, span: line.span() });
    }

    pub(super) fn read_team_310(&mut self, line: &Line<'_>) {
        let (number_text, number_span) = line.field(5, 7);
        let Ok(number) = number_text.trim().parse::<u32>() else {
            self.diagnostics.push(bad_team_record("310", number_text.trim(), number_span));
            return;
        };
        let text = |from, to| line.field(from, to).0.trim().to_string();
        let points = |from, to| Points::parse(line.field(from, to).0);
        let mut team = Team {
            number,
            name: text(9, 40),
            nickname: text(42, 46),
            strength: text(48, 53),
            declared_match_points: points(55, 60),
            declared_game_points: points(62, 67),
            declared_rank: line.field(69, 71).0.trim().parse().ok().filter(|&r| r > 0),
            ..Team::default()
        };
        let mut spans = Vec::new();
        for (token, span) in line.tokens(72) {
            match token.parse::<u32>() {
                Ok(0) => {}
                Ok(n) => {
                    team.players.push(n);
                    spans.push(span);
                }
                Err(_) => {
                    self.diagnostics.push(bad_team_record("310", token, span));
                    return;
                }
            }
        }
        self.teams_310.push(TeamSource { team, member_spans: spans, span: line.span() });
    }

    /// All tokens from column 5 as numbers, or a `T023` diagnostic.
    pub(super) fn numbers(
        &mut self,
        line: &Line<'_>,
        record: &str,
        from: usize,
    ) -> Option<Vec<u32>> {
        let mut out = Vec::new();
        for (token, span) in line.tokens(from) {
            match token.parse::<u32>() {
                Ok(n) => out.push(n),
                Err(_) => {
                    self.diagnostics.push(bad_team_record(record, token, span));
                    return None;
                }
            }
        }
        Some(out)
    }

    pub(super) fn read_lineup(&mut self, line: &Line<'_>) {
        let Some(numbers) = self.numbers(line, "300", 5) else { return };
        if numbers.len() < 3 || numbers[0] == 0 || numbers[1] == 0 {
            self.diagnostics.push(bad_team_record("300", line.text, line.span()));
            return;
        }
        self.lineups.push(LineupRecord {
            round: numbers[0],
            team: numbers[1],
            opponent: numbers[2],
            players: numbers[3..].iter().map(|&n| (n > 0).then_some(n)).collect(),
            span: line.span(),
        });
    }

    pub(super) fn read_team_pab(&mut self, line: &Line<'_>) {
        let mut pab = TeamPab {
            match_points: Points::parse(line.field(5, 8).0),
            game_points: Points::parse(line.field(10, 13).0),
            teams: Vec::new(),
        };
        let mut round = 1usize;
        while line.len_chars() >= 15 + 4 * (round - 1) {
            let (text, span) = line.field(15 + 4 * (round - 1), 17 + 4 * (round - 1));
            match text.trim() {
                "" => {}
                t => match t.parse::<u32>() {
                    Ok(0) => {}
                    Ok(team) => {
                        pab.teams.push((round as u32, team));
                        self.team_references.push(TeamReference {
                            team,
                            opponent: None,
                            record: "320",
                            round: round as u32,
                            span,
                        });
                    }
                    Err(_) => {
                        self.diagnostics.push(bad_team_record("320", t, span));
                        return;
                    }
                },
            }
            round += 1;
        }
        self.tournament.team_pab = Some(pab);
    }

    pub(super) fn read_forfeited_match(&mut self, line: &Line<'_>) {
        let tokens = line.tokens(5);
        let result = match tokens.first().map(|t| t.0) {
            Some("+-") => MatchForfeit::FirstWins,
            Some("-+") => MatchForfeit::SecondWins,
            Some("--") => MatchForfeit::Both,
            _ => {
                self.diagnostics.push(bad_team_record("330", line.text, line.span()));
                return;
            }
        };
        let numbers: Vec<Option<u32>> = tokens[1..].iter().map(|t| t.0.parse().ok()).collect();
        match numbers.as_slice() {
            [Some(round), Some(first), Some(second)] if *round > 0 => {
                self.team_references.push(TeamReference {
                    team: *first,
                    opponent: Some(*second),
                    record: "330",
                    round: *round,
                    span: line.span(),
                });
                self.tournament.forfeited_matches.push(ForfeitedMatch {
                    round: *round,
                    first: *first,
                    second: *second,
                    result,
                });
            }
            _ => self.diagnostics.push(bad_team_record("330", line.text, line.span())),
        }
    }

    /// A `299` record: kind in column 5, match points 8–11, game points 14–17, round 20–22, ids
    /// from 24–27 every five columns.
    pub(super) fn read_abnormal_points(&mut self, line: &Line<'_>) {
        let (kind_text, _) = line.field(5, 5);
        let kind = match kind_text.chars().next() {
            None | Some(' ') => None,
            Some(c) if "WDLFHZ+-".contains(c.to_ascii_uppercase()) => Some(c.to_ascii_uppercase()),
            Some(_) => {
                self.diagnostics.push(bad_team_record("299", kind_text, line.span()));
                return;
            }
        };
        let value = |from, to| {
            let (text, _) = line.field(from, to);
            let text = text.trim();
            if text.is_empty() {
                Ok(None)
            } else {
                Points::parse(text).map(Some).ok_or(text)
            }
        };
        let (match_points, points) = match (value(8, 11), value(14, 17)) {
            (Ok(m), Ok(p)) => (m, p),
            (Err(text), _) | (_, Err(text)) => {
                self.diagnostics.push(bad_team_record("299", text, line.span()));
                return;
            }
        };
        let (round_text, round_span) = line.field(20, 22);
        let round = match round_text.trim() {
            "" => 0,
            t => match t.parse::<u32>() {
                Ok(r) => r,
                Err(_) => {
                    self.diagnostics.push(bad_team_record("299", t, round_span));
                    return;
                }
            },
        };
        let mut ids = Vec::new();
        let mut from = 24;
        // A right-aligned id ends in the last column of its field: a field the line does not
        // reach to its end is not an id (a record shifted by a column names no team).
        while line.len_chars() >= from + 3 {
            let (text, span) = line.field(from, from + 3);
            match text.trim() {
                "" => {}
                t => match t.parse::<u32>() {
                    Ok(0) => {}
                    Ok(id) => ids.push(id),
                    Err(_) => {
                        self.diagnostics.push(bad_team_record("299", t, span));
                        return;
                    }
                },
            }
            from += 5;
        }
        self.tournament.abnormal_points.push(AbnormalPoints {
            kind,
            match_points,
            points,
            round,
            ids,
        });
    }

    pub(super) fn read_bye_record(&mut self, line: &Line<'_>) {
        let tokens = line.tokens(5);
        let kind = match tokens.first().map(|t| t.0) {
            Some("F") => Outcome::FullBye,
            Some("H") => Outcome::HalfBye,
            Some("Z") => Outcome::ZeroBye,
            _ => {
                self.diagnostics.push(bad_team_record("240", line.text, line.span()));
                return;
            }
        };
        let Some(numbers) = self.numbers(line, "240", 6) else { return };
        match numbers.split_first() {
            Some((&round, ids)) if round > 0 => {
                self.team_references.extend(ids.iter().map(|&team| TeamReference {
                    team,
                    opponent: None,
                    record: "240",
                    round,
                    span: line.span(),
                }));
                self.tournament.declared_byes.push(DeclaredBye { kind, round, ids: ids.to_vec() })
            }
            _ => self.diagnostics.push(bad_team_record("240", line.text, line.span())),
        }
    }
}

/// The symbol of a point-system record (`162`, `362`) at token `i` and its value, with the
/// number of tokens they take: the value is the next token (`W 1.0`), or the rest of the token
/// when a value as wide as its four columns (7–10) leaves no blank after the symbol (`W11.5`,
/// `TW10.0`). An unknown symbol comes back as the whole token, without a value.
fn symbol_and_value<'a>(
    tokens: &[(&'a str, Span)],
    i: usize,
    symbols: &[&'static str],
) -> (&'a str, Option<Points>, usize) {
    let token = tokens[i].0;
    if symbols.contains(&token) {
        return (token, tokens.get(i + 1).and_then(|(v, _)| Points::parse(v)), 2);
    }
    let glued = symbols.iter().find_map(|symbol| {
        let value = Points::parse(token.strip_prefix(symbol)?)?;
        Some((&token[..symbol.len()], Some(value), 1))
    });
    glued.unwrap_or((token, None, 1))
}

/// A number starting in column `from` whose digits run past its four columns (a start number
/// of five or more digits written into a TRF line): the number and its span.
/// The usual round block at column `col` of an ASCII line, read byte by byte: an opponent
/// right-aligned in its four columns (`0000` or blank for none), a colour `w`, `b`, `-` or
/// blank, and a result letter that fits it (a game's or a forfeit's with an opponent; a bye's
/// or a forfeit's without). `None` for anything else — a finding, a blank or short block —
/// which [`Reader::read_block`] reads with its diagnostics; what both read is the same game.
// Inlined into the loop over a line's rounds (it runs on every round of every player).
#[inline(always)]
fn plain_block(line: &Line<'_>, col: usize, round: u32) -> Option<Game> {
    if !line.is_ascii() {
        return None;
    }
    let block: &[u8; 8] = line.text.as_bytes().get(col - 1..col + 7)?.try_into().ok()?;
    let (opponent, rest) = block.split_at(4);
    // Column 5 of the block is blank or `-` here, so the number cannot run on (`T045`).
    if rest[0].is_ascii_digit() {
        return None;
    }
    // Blanks, then at least one digit: a right-aligned number.
    let (mut number, mut digits) = (0u32, false);
    for &b in opponent {
        match b {
            b'0'..=b'9' => {
                number = number * 10 + u32::from(b - b'0');
                digits = true;
            }
            b' ' if !digits => {}
            _ => return None,
        }
    }
    if !digits {
        return None;
    }
    let opponent = (number > 0).then_some(number);
    let color = match rest[1] {
        b'w' | b'W' => Some(Color::White),
        b'b' | b'B' => Some(Color::Black),
        b' ' | b'-' => None,
        _ => return None,
    };
    let (outcome, rated) = outcome_of_letter(rest[3])?;
    let fits = match opponent {
        Some(_) => {
            outcome.is_played() || matches!(outcome, Outcome::ForfeitWin | Outcome::ForfeitLoss)
        }
        None => !outcome.is_played(),
    };
    let color = if opponent.is_some() { color } else { None };
    fits.then_some(Game { round, opponent, color, outcome, rated })
}

fn too_wide(line: &Line<'_>, from: usize) -> Option<(String, Span)> {
    let (next, _) = line.field(from + 4, from + 4);
    if !next.chars().next().is_some_and(|c| c.is_ascii_digit()) {
        return None;
    }
    let (field, _) = line.field(from, from + 3);
    let lead = field.len() - field.trim_start().len();
    if field.trim().is_empty() || !field.trim().chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let (rest, span) = line.rest(from + lead);
    let digits = rest.chars().take_while(char::is_ascii_digit).count();
    let span = Span::new(span.start, span.start + digits);
    Some((rest[..digits].to_string(), span))
}

/// A comma-separated descriptor list (`202` / `212`), items trimmed, empty items dropped.
pub(super) fn descriptor_list(text: &str) -> Vec<String> {
    text.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()
}

/// A finding of a `001` line, its message starting with the player it is about.
fn about(mut d: Diagnostic, player: &Player) -> Diagnostic {
    d.prefix_message(|l| who(player.start, &player.name, l));
    d
}

/// The fields of a `001` line a finding names.
const RATING: Phrase = ph!(en: "rating", bg: "рейтинг", uk: "рейтинг");
const FIDE_ID: Phrase = ph!(en: "FIDE ID", bg: "номер във ФИДЕ", uk: "ідентифікатор ФІДЕ");
const POINTS: Phrase = ph!(en: "points", bg: "точки", uk: "очки");
const RANK: Phrase = ph!(en: "rank", bg: "място", uk: "місце");

/// The help of a number too wide for its four columns.
fn too_many_players_help(l: Lang) -> String {
    tr!(
        l,
        en: "TRF holds at most 9,999 players: split the event, or number the players from 1",
        bg: "TRF побира най-много 9999 състезатели: разделете турнира или номерирайте състезателите от 1",
        uk: "TRF вміщує щонайбільше 9999 гравців: поділіть турнір або нумеруйте гравців з 1"
    )
}

pub(super) fn unreadable_field(what: Phrase, text: &str, span: Span) -> Diagnostic {
    let text = text.trim();
    localized(|l| {
        let what = what.get(l);
        Diagnostic::warning(
            crate::results::codes::TRF_UNREADABLE_FIELD,
            tr!(
                l,
                en: "{what} `{text}` could not be read",
                bg: "полето за {what} `{text}` не можа да се прочете",
                uk: "поле {what} `{text}` не вдалося прочитати"
            ),
        )
        .with_label(
            span,
            tr!(
                l,
                en: "expected the {what} here",
                bg: "тук се очаква {what}",
                uk: "тут очікується {what}"
            ),
        )
        .with_note(tr!(
            l,
            en: "the value is ignored",
            bg: "стойността се пренебрегва",
            uk: "значення ігнорується"
        ))
        .with_help(tr!(
            l,
            en: "correct the {what} or check the column alignment",
            bg: "поправете полето за {what} или проверете подравняването на колоните",
            uk: "виправте поле {what} або перевірте вирівнювання колонок"
        ))
    })
}

pub(super) fn bad_team_record(record: &str, text: &str, span: Span) -> Diagnostic {
    let text = text.trim();
    localized(|l| {
        Diagnostic::error(
            crate::results::codes::TRF_BAD_TEAM_RECORD,
            tr!(
                l,
                en: "`{record}` record has an unreadable part `{text}`",
                bg: "записът `{record}` има част, която не може да се прочете: `{text}`",
                uk: "запис `{record}` має частину, яку не вдається прочитати: `{text}`"
            ),
        )
        .with_label(
            span,
            tr!(
                l,
                en: "not what this record holds here",
                bg: "не е това, което записът съдържа тук",
                uk: "не те, що запис містить тут"
            ),
        )
        .with_note(tr!(
            l,
            en: "the record is skipped",
            bg: "записът се прескача",
            uk: "запис пропущено"
        ))
        .with_help(tr!(
            l,
            en: "check the `{record}` columns against the TRF26 description",
            bg: "сверете колоните на `{record}` с описанието на TRF26",
            uk: "звірте колонки `{record}` з описом TRF26"
        ))
    })
}

pub(super) fn bad_point_system(text: &str, span: Span) -> Diagnostic {
    localized(|l| {
        Diagnostic::warning(
            crate::results::codes::TRF_BAD_POINT_SYSTEM,
            tr!(
                l,
                en: "point-system part `{text}` could not be read",
                bg: "частта `{text}` от точковата система не можа да се прочете",
                uk: "частину `{text}` системи очок не вдалося прочитати"
            ),
        )
        .with_label(
            span,
            tr!(
                l,
                en: "expected e.g. `W=1` (XXS), `W 1.0` (162) or `TW 2` (362)",
                bg: "очаква се напр. `W=1` (XXS), `W 1.0` (162) или `TW 2` (362)",
                uk: "очікується напр. `W=1` (XXS), `W 1.0` (162) або `TW 2` (362)"
            ),
        )
        .with_note(tr!(
            l,
            en: "the FIDE default is kept for this value",
            bg: "за тази стойност остава подразбирането на ФИДЕ",
            uk: "для цього значення лишається типове значення ФІДЕ"
        ))
        .with_help(tr!(
            l,
            en: "write the point system as in the TRF description",
            bg: "напишете точковата система както в описанието на TRF",
            uk: "запишіть систему очок, як в описі TRF"
        ))
    })
}
