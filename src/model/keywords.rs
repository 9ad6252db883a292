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
    let mut langs = SPELLINGS.iter().filter(|(_, _, s)| *s == w).map(|(_, l, _)| *l);
    let first = langs.next()?;
    langs.all(|l| l == first).then_some(first)
}

/// Normalises a written word for keyword matching.
pub fn normalise(word: &str) -> String {
    word.to_lowercase().replace('_', "-").replace(['’', 'ʼ', '`'], "'")
}

/// The keyword among `allowed` that `word` spells, if any.
pub fn lookup(word: &str, allowed: &[Kw]) -> Option<Kw> {
    let w = normalise(word);
    SPELLINGS.iter().find(|(k, _, s)| *s == w && allowed.contains(k)).map(|(k, _, _)| *k)
}

/// The closest spelling among `allowed` (preferring the file's language), for did-you-mean.
pub fn suggest(word: &str, allowed: &[Kw], lang: Lang) -> Option<&'static str> {
    let candidates = SPELLINGS
        .iter()
        .filter(|(k, _, _)| allowed.contains(k))
        .map(|(_, l, s)| (*s, if *l == lang { 0.02 } else { 0.0 }));
    crate::vocab::suggest::closest_weighted(&normalise(word), candidates)
}

/// The spellings of `allowed` in a language, for "expected one of" notes.
pub fn spellings_in(allowed: &[Kw], lang: Lang) -> Vec<&'static str> {
    allowed.iter().map(|k| k.spelling(lang)).collect()
}
