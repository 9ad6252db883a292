//! The vocabulary: every keyword with its English, Bulgarian and Ukrainian spellings.
//!
//! One token set, per-language spellings (Catala's model). Words are matched case-insensitively,
//! with `_` read as `-` and every apostrophe form read as `'`. Keywords are contextual: each block
//! accepts its own set, so the same spelling may mean different things in different blocks.

use super::Lang;

macro_rules! keywords {
    ($($kw:ident => [$($en:literal),*] [$($bg:literal),*] [$($uk:literal),*];)*) => {
        /// A keyword concept.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum Kw { $($kw),* }

        /// Every spelling of every keyword, with its language.
        pub const SPELLINGS: &[(Kw, Lang, &str)] = &[
            $( $((Kw::$kw, Lang::En, $en),)* $((Kw::$kw, Lang::Bg, $bg),)* $((Kw::$kw, Lang::Uk, $uk),)* )*
        ];
    };
}

keywords! {
    // File header and top-level blocks.
    Regulation => ["regulation"] ["регламент"] ["регламент"];
    LangKw => ["lang", "language"] ["език"] ["мова"];
    Edition => ["edition"] ["издание"] ["видання"];
    Event => ["event"] ["събитие", "турнир"] ["подія", "турнір"];
    System => ["system"] ["система"] ["система"];
    Players => ["players", "participants"] ["участници", "състезатели", "състезателки"] ["учасники", "учасниці"];
    Teams => ["teams"] ["отбори"] ["команди"];
    TeamComposition => ["team-composition"] ["състав-на-отборите", "състав"] ["склад-команд", "склад"];
    TimeControl => ["time-control"] ["контрола", "контрол-на-времето"] ["контроль-часу", "контроль"];
    Schedule => ["schedule", "programme", "program"] ["програма"] ["програма", "розклад"];
    Ranking => ["ranking", "standings"] ["класиране"] ["класифікація", "підсумки"];
    Subclassification => ["subclassification"] ["подкласиране"] ["підкласифікація"];
    Validity => ["validity"] ["валидност"] ["валідність"];
    Claims => ["claims"] ["заявено", "твърдения"] ["заявлено"];
    Officials => ["officials"] ["съдии", "съдийско-ръководство"] ["судді", "суддівська-колегія"];
    Appeals => ["appeals"] ["контестации", "обжалване"] ["протести", "апеляції"];
    Prizes => ["prizes"] ["награди"] ["нагороди"];
    Section => ["section"] ["раздел", "точка"] ["розділ", "пункт"];
    Signature => ["signature"] ["подпис"] ["підпис"];
    Allow => ["allow"] ["разреши", "позволи"] ["дозволити"];
    TitleBlock => ["title-block"] ["заглавие", "заглавен-блок"] ["заголовок", "титул"];
    Review => ["review"] ["провери"] ["перевір", "перевірити"];

    // event { … }
    Organiser => ["organiser", "organizer"] ["организатор"] ["організатор"];
    CoOrganiser => ["co-organiser", "co-organizer"] ["съорганизатор", "съдействие"] ["співорганізатор"];
    Aim => ["aim"] ["цел"] ["мета"];
    Venue => ["venue"] ["място"] ["місце"];
    EntryFee => ["entry-fee"] ["такса-участие", "такса-за-участие"] ["стартовий-внесок", "турнірний-внесок"];
    Address => ["address"] ["адрес"] ["адреса"];
    Dates => ["dates"] ["дати"] ["дати"];
    Arrival => ["arrival"] ["пристигане"] ["приїзд"];
    Departure => ["departure"] ["заминаване"] ["від'їзд"];
    Country => ["country"] ["държава"] ["країна"];
    Approved => ["approved"] ["утвърден", "утвърдил"] ["затверджено"];
    Name => ["name"] ["наименование", "име"] ["назва"];

    // system …
    Individual => ["individual"] ["индивидуално", "индивидуален"] ["особиста", "особистий"];
    Team => ["team"] ["отборно", "отборен"] ["командна", "командний"];
    RoundRobin => ["round-robin"] ["кръгова"] ["колова"];
    DoubleRoundRobin => ["double-round-robin"] ["двукръгова"] ["двоколова"];
    Swiss => ["swiss"] ["швейцарска"] ["швейцарська"];
    Rounds => ["rounds"] ["кръга", "кръгове"] ["тури", "турів"];
    Lots => ["lots"] ["жребий"] ["жеребкування"];
    Software => ["software"] ["софтуер"] ["програмне-забезпечення"];

    // players / teams
    Stated => ["stated"] ["обявени", "брой"] ["заявлено", "кількість"];
    Club => ["club"] ["клуб"] ["клуб"];
    Fed => ["fed", "federation"] ["федерация"] ["федерація"];
    FideId => ["fide-id"] ["фиде-ид"] ["фіде-ід"];
    Sex => ["sex"] ["пол"] ["стать"];
    Born => ["born"] ["роден", "родена"] ["народж"];
    City => ["city"] ["град"] ["місто"];
    Reserve => ["reserve"] ["резерва"] ["резерв"];

    // team-composition { … }
    Boards => ["boards"] ["дъски"] ["дошки"];
    Reserves => ["reserves"] ["резерви"] ["резерви"];
    MinimumPresent => ["minimum-present"] ["минимум-присъстващи"] ["мінімум-присутніх"];
    Foreign => ["foreign"] ["чуждестранни"] ["іноземні"];
    BoardOrder => ["board-order"] ["ред-на-дъските"] ["порядок-дошок"];
    LineupDeadline => ["lineup-deadline"] ["срок-тимов-лист"] ["термін-складу"];

    // time-control { … }
    Period => ["period"] ["период"] ["період"];
    Moves => ["moves"] ["хода"] ["ходів"];
    Increment => ["increment"] ["добавка"] ["додавання"];
    FromMove => ["from-move"] ["от-ход"] ["з-ходу"];
    Delay => ["delay"] ["забавяне"] ["затримка"];
    DefaultTime => ["default-time"] ["закъснение"] ["запізнення"];
    QuickplayFinish => ["quickplay-finish", "article-10.2"] ["член-10.2"] ["стаття-10.2"];
    Clock => ["clock", "clocks"] ["часовник", "часовници"] ["годинник", "годинники"];
    NoDrawBefore => ["no-draw-before"] ["без-реми-преди"] ["без-нічиєї-до"];
    Scoresheet => ["scoresheet"] ["записване"] ["запис-ходів"];

    // units and switches
    Minutes => ["min", "minutes"] ["мин", "минути"] ["хв", "хвилин"];
    Seconds => ["s", "sec", "seconds"] ["сек", "секунди"] ["с", "сек", "секунд"];
    Hours => ["h", "hours"] ["ч", "час", "часа"] ["год", "година", "години"];
    On => ["on", "yes"] ["да", "прилага-се"] ["так", "застосовується"];
    Off => ["off", "no"] ["не", "не-се-прилага"] ["ні", "не-застосовується"];

    // schedule activities
    Registration => ["registration"] ["регистрация"] ["реєстрація"];
    TechnicalMeeting => ["technical-meeting"] ["техническа-конференция"] ["технічна-нарада"];
    Round => ["round"] ["кръг"] ["тур"];
    FreeDay => ["free-day"] ["почивен-ден"] ["вільний-день"];
    Playoff => ["playoff", "play-off"] ["плейоф"] ["плей-офф"];
    Closing => ["closing", "prize-giving"] ["закриване", "награждаване"] ["закриття", "нагородження"];
    Opening => ["opening"] ["откриване"] ["відкриття"];
    Until => ["until"] ["до"] ["до"];

    // ranking { … }
    Points => ["points"] ["точки"] ["очки"];
    MatchPoints => ["match-points"] ["мач-точки"] ["матчеві-очки"];
    GamePoints => ["game-points"] ["точки-от-партии"] ["партійні-очки"];
    Primary => ["primary"] ["основни"] ["основні"];
    Win => ["win"] ["победа"] ["перемога"];
    Draw => ["draw"] ["реми"] ["нічия"];
    Loss => ["loss"] ["загуба"] ["поразка"];
    Tiebreaks => ["tiebreaks", "tie-breaks"] ["показатели"] ["показники"];
    BoardPoints => ["board-points"] ["точки-по-дъски"] ["очки-по-дошках"];
    AmongTied => ["among-tied"] ["между-равните"] ["між-рівними"];
    WholeEvent => ["whole-event"] ["целия-турнир"] ["весь-турнір"];
    BlackBoardOne => ["black-board-1"] ["черни-първа-дъска"] ["чорні-перша-дошка"];
    ComputedBy => ["computed-by"] ["изчислени-от"] ["обчислюються"];
    UnratedRating => ["unrated-rating"] ["без-рейтинг"] ["без-рейтингу"];
    WhenTied => ["when-tied"] ["при-равенство"] ["при-рівності"];
    Armageddon => ["armageddon"] ["армагедон"] ["армагедон"];
    Shared => ["shared"] ["поделено"] ["поділене"];
    Stage => ["stage"] ["етап"] ["етап"];
    Games => ["games"] ["партии"] ["партії"];
    UntilFirstWin => ["until-first-win"] ["до-първа-победа"] ["до-першої-перемоги"];
    Base => ["base"] ["основно"] ["основний"];
    StartsAfter => ["starts-after"] ["започва-след"] ["починається-через"];
    OrMore => ["or-more"] ["или-повече"] ["або-більше"];
    Board => ["board"] ["дъска"] ["дошка"];
    Women => ["women"] ["жени"] ["жінки"];
    Juniors => ["juniors"] ["юноши"] ["юніори"];
    Seniors => ["seniors"] ["ветерани"] ["ветерани"];

    // validity { … }
    Rated => ["rated"] ["рейтинг"] ["рейтинг"];
    FideStandard => ["fide-standard"] ["фиде-класически", "международен"] ["фіде-класичні", "міжнародний"];
    FideRapid => ["fide-rapid"] ["фиде-ускорен"] ["фіде-швидкі"];
    FideBlitz => ["fide-blitz"] ["фиде-блиц"] ["фіде-бліц"];
    National => ["national"] ["национален", "български"] ["національний", "український"];
    Qualification => ["qualification"] ["квалификация"] ["кваліфікація"];
    Relegated => ["relegated"] ["отпадат"] ["вибувають"];

    // claims { … }
    AverageRating => ["average-rating"] ["среден-рейтинг"] ["середній-рейтинг"];
    Category => ["category"] ["категория"] ["категорія"];
    Norm => ["norm"] ["норма"] ["норма"];
    Titled => ["titled"] ["титулувани"] ["титуловані"];

    // officials { … }
    ChiefArbiter => ["chief-arbiter"] ["главен-съдия"] ["головний-суддя"];
    Deputy => ["deputy", "deputy-chief-arbiter"] ["заместник", "заместник-главен-съдия"] ["заступник", "заступник-головного-судді"];
    Arbiter => ["arbiter"] ["съдия"] ["суддя"];
    Doctor => ["doctor"] ["лекар"] ["лікар"];
    Director => ["director"] ["директор"] ["директор"];

    // appeals { … }
    Chair => ["chair"] ["председател"] ["голова"];
    Member => ["member"] ["член"] ["член"];
    Size => ["size"] ["брой-членове"] ["кількість-членів"];
    Deadline => ["deadline"] ["срок"] ["термін"];
    After => ["after"] ["след"] ["після"];
    Decision => ["decision"] ["решението"] ["рішення"];
    Fee => ["fee"] ["такса"] ["застава", "внесок"];
    Refund => ["refund"] ["връщане"] ["повернення"];
    IfUpheld => ["if-upheld"] ["при-уважаване"] ["при-задоволенні"];
    Final => ["final"] ["окончателно"] ["остаточне"];

    // prizes { … }
    Place => ["place", "places"] ["място", "места"] ["місце", "місця"];
    Money => ["money"] ["пари", "парична"] ["гроші", "грошова"];
    Classification => ["classification"] ["класиране"] ["класифікація"];
}

impl Kw {
    /// The spelling to show in messages for a language (falls back to English).
    pub fn spelling(self, lang: Lang) -> &'static str {
        SPELLINGS
            .iter()
            .find(|(k, l, _)| *k == self && *l == lang)
            .or_else(|| SPELLINGS.iter().find(|(k, _, _)| *k == self))
            .map(|(_, _, s)| *s)
            .unwrap_or("?")
    }
}

/// The language a keyword is spelled in, when the spelling belongs to one language only
/// (`period` English, `период` Bulgarian, `період` Ukrainian; `система` none).
pub fn language_of(word: &str) -> Option<Lang> {
    let w = normalise(word);
    let mut langs = spelled(&w).map(|(_, l, _)| *l);
    let first = langs.next()?;
    langs.all(|l| l == first).then_some(first)
}

/// The entries of [`SPELLINGS`] with this normalised spelling, in their order there (every word
/// of a file is looked up: a binary search in a sorted copy instead of a scan of the table).
fn spelled(w: &str) -> impl Iterator<Item = &'static (Kw, Lang, &'static str)> + '_ {
    static SORTED: std::sync::LazyLock<Vec<&'static (Kw, Lang, &'static str)>> =
        std::sync::LazyLock::new(|| {
            let mut v: Vec<_> = SPELLINGS.iter().collect();
            v.sort_by_key(|(_, _, s)| *s); // stable: equal spellings keep the table's order
            v
        });
    let at = SORTED.partition_point(|(_, _, s)| *s < w);
    SORTED[at..].iter().copied().take_while(move |(_, _, s)| *s == w)
}

/// Normalises a written word for keyword matching.
pub fn normalise(word: &str) -> String {
    let lower = word.to_lowercase();
    if !lower.contains(['_', '’', 'ʼ', '`']) {
        return lower;
    }
    lower.replace('_', "-").replace(['’', 'ʼ', '`'], "'")
}

/// The keyword among `allowed` that `word` spells, if any.
pub fn lookup(word: &str, allowed: &[Kw]) -> Option<Kw> {
    let w = normalise(word);
    let found = spelled(&w).find(|(k, _, _)| allowed.contains(k)).map(|(k, _, _)| *k);
    found
}

/// The closest spelling among `allowed` in the given languages, for did-you-mean. A suggestion
/// never crosses languages: a Bulgarian file is offered Bulgarian spellings (and English ones
/// only when it is written with English keywords).
pub fn suggest(word: &str, allowed: &[Kw], langs: &[Lang]) -> Option<&'static str> {
    let candidates = SPELLINGS
        .iter()
        .filter(|(k, l, _)| allowed.contains(k) && langs.contains(l))
        .map(|(_, l, s)| (*s, if Some(l) == langs.first() { 0.02 } else { 0.0 }));
    crate::vocab::suggest::closest_weighted(&normalise(word), candidates)
}

/// The spellings of `allowed` in a language, for "expected one of" notes.
pub fn spellings_in(allowed: &[Kw], lang: Lang) -> Vec<&'static str> {
    allowed.iter().map(|k| k.spelling(lang)).collect()
}

/// The keyword an English spelling names.
pub fn english(word: &str) -> Option<Kw> {
    SPELLINGS.iter().find(|(_, l, s)| *l == Lang::En && *s == word).map(|(k, _, _)| *k)
}

/// Rewrites the English keywords quoted in a message (between backticks) into the file's
/// keyword language: `add `fee AMOUNT CURRENCY`` → `add `такса AMOUNT CURRENCY``. Messages are
/// written with English keyword spellings in every language, and a file written with Bulgarian
/// keywords gets its help in Bulgarian keywords. `{placeholders}` are names, not keywords, and
/// are kept.
pub fn localise_snippets(text: &str, lang: Lang) -> String {
    if lang == Lang::En || !text.contains('`') {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 16);
    for (i, part) in text.split('`').enumerate() {
        if i > 0 {
            out.push('`');
        }
        if i % 2 == 0 {
            out.push_str(part);
            continue;
        }
        let mut word = String::new();
        let mut in_braces = false;
        let flush = |word: &mut String, out: &mut String, in_braces: bool| {
            match english(word).filter(|_| !in_braces) {
                Some(k) => out.push_str(k.spelling(lang)),
                None => out.push_str(word),
            }
            word.clear();
        };
        let mut chars = part.chars().peekable();
        while let Some(c) = chars.next() {
            if c.is_alphanumeric() || c == '-' || c == '.' && !word.is_empty() {
                word.push(c);
            } else {
                flush(&mut word, &mut out, in_braces);
                // `{fee}` is a placeholder; `{ stage … }` is a block.
                if c == '{' {
                    in_braces = chars.peek().is_some_and(|n| n.is_alphanumeric());
                } else if c == '}' {
                    in_braces = false;
                }
                out.push(c);
            }
        }
        flush(&mut word, &mut out, in_braces);
    }
    out
}

/// Rewrites the English keywords of a regulation excerpt (a Markdown code block, as the
/// documentation's examples are) into a language: words outside strings and comments that are
/// English keyword spellings get the language's spelling. Every spelling is accepted in every
/// file, so the excerpt means the same.
pub fn localise_code(text: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 32);
    for line in text.split_inclusive('\n') {
        if line.trim_start().starts_with("```") {
            out.push_str(line);
            continue;
        }
        let mut word = String::new();
        let mut chars = line.chars().peekable();
        let mut in_string = false;
        let flush = |word: &mut String, out: &mut String| {
            match english(word) {
                Some(k) => out.push_str(k.spelling(lang)),
                None => out.push_str(word),
            }
            word.clear();
        };
        while let Some(c) = chars.next() {
            if in_string {
                out.push(c);
                if c == '\\' {
                    if let Some(n) = chars.next() {
                        out.push(n);
                    }
                } else if c == '"' {
                    in_string = false;
                }
                continue;
            }
            if c.is_alphanumeric() || c == '-' || (c == '.' && !word.is_empty()) {
                word.push(c);
                continue;
            }
            flush(&mut word, &mut out);
            if c == '#' {
                out.push(c);
                out.extend(chars.by_ref());
                break;
            }
            if c == '"' {
                in_string = true;
            }
            out.push(c);
        }
        flush(&mut word, &mut out);
    }
    out
}

/// The keyword language a document is written in: the language most of its keyword spellings
/// belong to (spellings shared by two languages do not count); `None` when none is telling.
pub fn dominant_language<'a>(words: impl IntoIterator<Item = &'a str>) -> Option<Lang> {
    let mut counts = [0usize; 3];
    for w in words {
        match language_of(w) {
            Some(Lang::En) => counts[0] += 1,
            Some(Lang::Bg) => counts[1] += 1,
            Some(Lang::Uk) => counts[2] += 1,
            None => {}
        }
    }
    let best = (0..3).max_by_key(|&i| (counts[i], std::cmp::Reverse(i)))?;
    (counts[best] > 0).then_some([Lang::En, Lang::Bg, Lang::Uk][best])
}

/// The statements of a regulation after its header line (lowering reads these).
pub const TOP_LEVEL: &[Kw] = &[
    Kw::Edition,
    Kw::Event,
    Kw::System,
    Kw::Players,
    Kw::Teams,
    Kw::TeamComposition,
    Kw::TimeControl,
    Kw::Schedule,
    Kw::Ranking,
    Kw::Subclassification,
    Kw::Validity,
    Kw::Claims,
    Kw::Officials,
    Kw::Appeals,
    Kw::Prizes,
    Kw::Section,
    Kw::Signature,
    Kw::Allow,
    Kw::TitleBlock,
    Kw::Review,
];

/// The entries of the `event` block.
pub const EVENT: &[Kw] = &[
    Kw::Organiser,
    Kw::CoOrganiser,
    Kw::Aim,
    Kw::City,
    Kw::Venue,
    Kw::Address,
    Kw::Dates,
    Kw::Arrival,
    Kw::Departure,
    Kw::Country,
    Kw::Approved,
    Kw::Name,
    Kw::EntryFee,
];

/// The keywords by the block they belong to, for `reglament keywords`.
pub const GROUPS: &[(&str, &[Kw])] = &[
    ("header", &[Kw::Regulation, Kw::LangKw]),
    ("top level", TOP_LEVEL),
    ("event", EVENT),
    (
        "system",
        &[
            Kw::Individual,
            Kw::Team,
            Kw::RoundRobin,
            Kw::DoubleRoundRobin,
            Kw::Swiss,
            Kw::Rounds,
            Kw::Lots,
            Kw::Software,
        ],
    ),
    (
        "players, teams",
        &[Kw::Stated, Kw::Club, Kw::Fed, Kw::FideId, Kw::Sex, Kw::Born, Kw::City, Kw::Reserve],
    ),
    (
        "team-composition",
        &[
            Kw::Boards,
            Kw::Reserves,
            Kw::MinimumPresent,
            Kw::Foreign,
            Kw::BoardOrder,
            Kw::LineupDeadline,
        ],
    ),
    (
        "time-control",
        &[
            Kw::Period,
            Kw::Moves,
            Kw::Increment,
            Kw::FromMove,
            Kw::Delay,
            Kw::DefaultTime,
            Kw::QuickplayFinish,
            Kw::Clock,
            Kw::NoDrawBefore,
            Kw::Scoresheet,
        ],
    ),
    ("units and switches", &[Kw::Minutes, Kw::Seconds, Kw::Hours, Kw::On, Kw::Off]),
    (
        "schedule",
        &[
            Kw::Arrival,
            Kw::Departure,
            Kw::Registration,
            Kw::TechnicalMeeting,
            Kw::Lots,
            Kw::Round,
            Kw::FreeDay,
            Kw::Playoff,
            Kw::Closing,
            Kw::Opening,
            Kw::Until,
        ],
    ),
    (
        "ranking, subclassification",
        &[
            Kw::Points,
            Kw::MatchPoints,
            Kw::GamePoints,
            Kw::Primary,
            Kw::Win,
            Kw::Draw,
            Kw::Loss,
            Kw::Tiebreaks,
            Kw::BoardPoints,
            Kw::AmongTied,
            Kw::WholeEvent,
            Kw::BlackBoardOne,
            Kw::ComputedBy,
            Kw::WhenTied,
            Kw::Armageddon,
            Kw::Shared,
            Kw::Stage,
            Kw::Games,
            Kw::UntilFirstWin,
            Kw::Base,
            Kw::StartsAfter,
            Kw::OrMore,
            Kw::Board,
            Kw::Women,
            Kw::Juniors,
            Kw::Seniors,
            Kw::UnratedRating,
        ],
    ),
    (
        "validity",
        &[
            Kw::Rated,
            Kw::FideStandard,
            Kw::FideRapid,
            Kw::FideBlitz,
            Kw::National,
            Kw::Qualification,
            Kw::Relegated,
        ],
    ),
    ("claims", &[Kw::AverageRating, Kw::Category, Kw::Norm, Kw::Titled]),
    ("officials", &[Kw::ChiefArbiter, Kw::Deputy, Kw::Arbiter, Kw::Doctor, Kw::Director]),
    (
        "appeals",
        &[
            Kw::Chair,
            Kw::Member,
            Kw::Reserve,
            Kw::Size,
            Kw::Deadline,
            Kw::After,
            Kw::Decision,
            Kw::Fee,
            Kw::Refund,
            Kw::IfUpheld,
            Kw::Final,
        ],
    ),
    ("prizes", &[Kw::Place, Kw::Money, Kw::Classification]),
];

/// Every spelling of a keyword in a language.
pub fn spellings_of(kw: Kw, lang: Lang) -> Vec<&'static str> {
    SPELLINGS.iter().filter(|(k, l, _)| *k == kw && *l == lang).map(|(_, _, s)| *s).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sorted_index_finds_what_a_scan_of_the_table_finds() {
        let words: Vec<String> = SPELLINGS
            .iter()
            .flat_map(|(_, _, s)| [s.to_string(), s.to_uppercase(), format!("{s}x")])
            .chain(["", "a", "ґ", "п’ять", "time_control", "ЯЯЯ"].map(String::from))
            .collect();
        let all: Vec<Kw> = SPELLINGS.iter().map(|(k, _, _)| *k).collect();
        for word in &words {
            let w = normalise(word);
            let mut langs = SPELLINGS.iter().filter(|(_, _, s)| *s == w).map(|(_, l, _)| *l);
            let scanned = langs.next().filter(|first| langs.all(|l| l == *first));
            assert_eq!(language_of(word), scanned, "{word}");
            for allowed in [&all[..], &all[..1], &all[all.len() / 2..]] {
                let scanned = SPELLINGS
                    .iter()
                    .find(|(k, _, s)| *s == w && allowed.contains(k))
                    .map(|(k, _, _)| *k);
                assert_eq!(lookup(word, allowed), scanned, "{word}");
            }
        }
    }

    #[test]
    fn snippets_are_rewritten_into_the_files_keyword_language() {
        assert_eq!(
            localise_snippets("add `fee AMOUNT CURRENCY`, e.g. `fee 50 EUR`", Lang::Bg),
            "add `такса AMOUNT CURRENCY`, e.g. `такса 50 EUR`"
        );
        assert_eq!(localise_snippets("write `rounds 11`", Lang::Uk), "write `тури 11`");
        assert_eq!(localise_snippets("use `{fee}`", Lang::Bg), "use `{fee}`");
        assert_eq!(
            localise_snippets("`period 90 min moves 40`", Lang::Bg),
            "`период 90 мин хода 40`"
        );
        assert_eq!(localise_snippets("unknown word `venu`", Lang::Bg), "unknown word `venu`");
    }

    #[test]
    fn code_examples_are_rewritten_outside_strings_and_comments() {
        let en = "```text\nsystem individual round-robin rounds 11 # rounds\nvenue \"round\"\n```";
        assert_eq!(
            localise_code(en, Lang::Uk),
            "```text\nсистема особиста колова тури 11 # rounds\nмісце \"round\"\n```"
        );
    }

    #[test]
    fn every_keyword_is_in_a_group() {
        for (k, _, _) in SPELLINGS {
            assert!(GROUPS.iter().any(|(_, ks)| ks.contains(k)), "{k:?} is in no group");
        }
    }

    #[test]
    fn the_dominant_language_ignores_shared_spellings() {
        assert_eq!(dominant_language(["регламент", "система", "турнір", "тури"]), Some(Lang::Uk));
        assert_eq!(dominant_language(["регламент", "система"]), None);
        assert_eq!(dominant_language(["event", "venue", "място"]), Some(Lang::En));
    }
}
