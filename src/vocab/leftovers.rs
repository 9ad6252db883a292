//! What a web page leaves in a text copied from it: the sentence a content system writes in
//! place of a protected e-mail address, cookie notices, share buttons, "read more" links,
//! comment boxes, view counters, breadcrumb menus and image file names (read by
//! `prose::leftover`, reported by V849), and the words that tell a sentence of another
//! language from the regulation's own (V850).
//!
//! Every entry was seen on a real page of the corpus (`tests/corpus/SOURCES.md` gives the
//! pages) or is the same content system's text in the other two languages; an entry names its
//! page where one had it.

/// Where a leftover stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// Anywhere in a sentence: a long text no regulation writes for itself.
    Anywhere,
    /// Only as a whole line (a paragraph's line), with nothing else on it: a button's or a
    /// counter's word that a sentence may also use (`Сподели` is a verb too).
    Line,
    /// A line that begins with it, whatever follows: a breadcrumb menu (`Начало | новини …`).
    LineStart,
}

/// What the page element was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The sentence a content system (Joomla's e-mail cloaking) writes in place of an address.
    HiddenEmail,
    /// A notice about cookies.
    Cookies,
    /// A button sharing the page.
    Share,
    /// A link to the rest of an article.
    ReadMore,
    /// The comment box of a page.
    Comments,
    /// A view or comment counter.
    Counter,
    /// A breadcrumb or a site menu.
    Menu,
    /// The file name of a picture.
    ImageName,
}

/// One known leftover: its words (compared without case, blanks and look-alike letters; `#`
/// stands for any number), where it stands and what it was.
#[derive(Clone, Copy, Debug)]
pub struct Leftover {
    /// The words as a page writes them.
    pub pattern: &'static str,
    /// Where it stands.
    pub placement: Placement,
    /// What it was.
    pub kind: Kind,
}

const fn anywhere(pattern: &'static str, kind: Kind) -> Leftover {
    Leftover { pattern, placement: Placement::Anywhere, kind }
}

const fn line(pattern: &'static str, kind: Kind) -> Leftover {
    Leftover { pattern, placement: Placement::Line, kind }
}

const fn line_start(pattern: &'static str, kind: Kind) -> Leftover {
    Leftover { pattern, placement: Placement::LineStart, kind }
}

/// The known leftovers, longest first where one begins another.
pub const LEFTOVERS: &[Leftover] = &[
    // Joomla's e-mail cloaking without JavaScript (bg-010, bg-047: the entry address).
    anywhere(
        "This email address is being protected from spambots. You need JavaScript enabled to view it.",
        Kind::HiddenEmail,
    ),
    anywhere("This email address is being protected from spambots.", Kind::HiddenEmail),
    anywhere("You need JavaScript enabled to view it.", Kind::HiddenEmail),
    anywhere("Този имейл адрес е защитен от спам ботове.", Kind::HiddenEmail),
    anywhere("Тази е-mail адреса е защитена от спамботове.", Kind::HiddenEmail),
    anywhere("Ця електронна адреса захищена від спам-ботів.", Kind::HiddenEmail),
    anywhere("Адрес электронной почты защищен от спам-ботов.", Kind::HiddenEmail),
    anywhere("Трябва да имате активиран JavaScript, за да я видите.", Kind::HiddenEmail),
    anywhere("Для її перегляду у вашому браузері повинен бути увімкнений Javascript.", Kind::HiddenEmail),
    anywhere("Для просмотра адреса в вашем браузере должен быть включен Javascript.", Kind::HiddenEmail),
    // Cookie notices.
    anywhere("This website uses cookies", Kind::Cookies),
    anywhere("This site uses cookies", Kind::Cookies),
    anywhere("We use cookies", Kind::Cookies),
    anywhere("Този сайт използва бисквитки", Kind::Cookies),
    anywhere("Този уебсайт използва бисквитки", Kind::Cookies),
    anywhere("Сайтът използва бисквитки", Kind::Cookies),
    anywhere("Ние използваме бисквитки", Kind::Cookies),
    anywhere("Цей сайт використовує файли cookie", Kind::Cookies),
    anywhere("Цей сайт використовує cookies", Kind::Cookies),
    anywhere("Ми використовуємо файли cookie", Kind::Cookies),
    anywhere("Этот сайт использует файлы cookie", Kind::Cookies),
    anywhere("Мы используем файлы cookie", Kind::Cookies),
    // Share buttons (bg-021 `СПОДЕЛИ`, bg-047 `share`, uk-045 `Поділитися:`, uk-054
    // `Ми у Facebook`).
    line("Сподели", Kind::Share),
    line("Сподели във Facebook", Kind::Share),
    line("Share", Kind::Share),
    line("Share on Facebook", Kind::Share),
    line("Tweet", Kind::Share),
    line("Поділитися", Kind::Share),
    line("Поделиться", Kind::Share),
    line("Ми у Facebook", Kind::Share),
    line("Ние във Facebook", Kind::Share),
    line("Мы в Facebook", Kind::Share),
    // Links to the rest of an article.
    line("Read more", Kind::ReadMore),
    line("Прочети още", Kind::ReadMore),
    line("Прочетете повече", Kind::ReadMore),
    line("Виж повече", Kind::ReadMore),
    line("Читати далі", Kind::ReadMore),
    line("Детальніше", Kind::ReadMore),
    line("Докладніше", Kind::ReadMore),
    line("Читать далее", Kind::ReadMore),
    line("Подробнее", Kind::ReadMore),
    // Comment boxes (bg-059, bg-061, bg-064, uk-029, uk-036, uk-052).
    line("Коментари", Kind::Comments),
    line("Коментарите са затворени", Kind::Comments),
    line("Добави коментар", Kind::Comments),
    line("Моля изчакайте, вашият коментар се публикува", Kind::Comments),
    line("Вашият коментар беше успешно публикуван", Kind::Comments),
    line("Коментарі", Kind::Comments),
    line("Коментарі вимкнені", Kind::Comments),
    line("Немає коментарів", Kind::Comments),
    line("Дописати коментар", Kind::Comments),
    line("Текст коментаря", Kind::Comments),
    line("Додати коментар", Kind::Comments),
    line("Комментарии", Kind::Comments),
    line("Добавить комментарий", Kind::Comments),
    line("Comments", Kind::Comments),
    line("Leave a comment", Kind::Comments),
    // A review box (bg-049, bg-066).
    line("Be the first to leave a review", Kind::Comments),
    // Counters (uk-051 `Коментарі: 0`, `Переглядів: 1687`; uk-061 `27 переглядів`).
    line("Коментарі: #", Kind::Counter),
    line("Коментари: #", Kind::Counter),
    line("Коментари (#)", Kind::Counter),
    line("Коментарі (#)", Kind::Counter),
    line("Переглядів: #", Kind::Counter),
    line("# переглядів", Kind::Counter),
    line("# перегляди", Kind::Counter),
    line("Прочетена # пъти", Kind::Counter),
    line("Преглеждания: #", Kind::Counter),
    line("# преглеждания", Kind::Counter),
    line("Прочитано # раз", Kind::Counter),
    line("Просмотров: #", Kind::Counter),
    line("Hits: #", Kind::Counter),
    line("Views: #", Kind::Counter),
    // Menus and breadcrumbs (bg-004, bg-008, bg-013, uk-011, uk-051).
    line("Начало Календар", Kind::Menu),
    line("Начало База данни", Kind::Menu),
    line("База данни", Kind::Menu),
    line("Изберете година", Kind::Menu),
    line("Преглед на турнир", Kind::Menu),
    line("« Усі Події", Kind::Menu),
    line_start("Начало |", Kind::Menu),
    line_start("Начало »", Kind::Menu),
    line_start("Начало >", Kind::Menu),
    line_start("Головна »", Kind::Menu),
    line_start("Головна |", Kind::Menu),
    line_start("Головна >", Kind::Menu),
    line_start("Главная »", Kind::Menu),
    line_start("Home »", Kind::Menu),
    // Picture file names (bg-048 `IMG_1428`).
    line("IMG_#", Kind::ImageName),
    line("DSC_#", Kind::ImageName),
    line("DSC#", Kind::ImageName),
];

/// English words that make a run of Latin words a sentence rather than a name (`Swiss Manager`,
/// `FIDE Laws of Chess`): a run of five words with three of these is English prose.
pub const ENGLISH_WORDS: &[&str] = &[
    "a", "an", "the", "is", "are", "was", "be", "been", "being", "to", "of", "and", "or", "in",
    "on", "at", "by", "for", "from", "with", "this", "that", "it", "you", "your", "we", "our",
    "will", "can", "need", "not", "all", "please", "here", "more", "click", "view",
];

/// Russian words a Ukrainian sentence does not write; with the letters only Russian has
/// (`ы`, `э`, `ё`, `ъ`), they mark a Russian sentence in a Ukrainian text.
pub const RUSSIAN_WORDS: &[&str] = &[
    "что",
    "это",
    "также",
    "будет",
    "будут",
    "который",
    "которые",
    "которая",
    "его",
    "её",
    "они",
    "и",
    "новости",
    "события",
    "турнир",
    "туров",
    "системе",
    "игроков",
    "был",
    "была",
    "были",
    "году",
    "года",
    "турнира",
    "шахматам",
    "шахматный",
    "шахматного",
    "поделиться",
    "подробнее",
    "просмотров",
    "читать",
    "далее",
    "участники",
    "участников",
    "игра",
    "игры",
    "место",
    "время",
    "начало",
];

/// Letters Russian writes and Ukrainian does not.
pub const RUSSIAN_ONLY_LETTERS: &[char] = &['ы', 'э', 'ё', 'ъ'];

/// Letters Ukrainian writes and Russian does not.
pub const UKRAINIAN_ONLY_LETTERS: &[char] = &['і', 'ї', 'є', 'ґ'];
