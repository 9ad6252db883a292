//! The `T07x` codes: what reading FIDE's rating list for an event's players reports, and what
//! settles whether results may go to FIDE (a round not entered, an empty round-robin cell, a
//! player twice, a TRF the rating officer would send back). Registered with the other `T` codes
//! by `crate::registry`.

use crate::diagnostic::l10n::{Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Doc, Severity};

/// T070 `fide-list-unreadable`: the file given as FIDE's rating list cannot be read as one.
pub const FIDE_LIST_UNREADABLE: Code = Code::new(&CodeInfo {
    code: "T070",
    name: "fide-list-unreadable",
    severity: Severity::Error,
    summary: r#"the file given as FIDE's rating list cannot be read as one"#,
    doc: Doc {
        what: r#"The file given with `--fide-list` is not one of FIDE's rating lists as FIDE publishes them: its first line is neither a list's header (with `ID` and `Name` columns) nor `<playerslist>` XML, a line is longer than 64 KiB, the zip archive holds no `.txt` or `.xml` file, or the XML is not well formed."#,
        why: r#"Nothing can be taken from a file that is not the list: the players would stay as the results give them while the person believes they were checked against FIDE's list."#,
        example: r#"`reglament standings --trf event.trf --fide-list notes.docx`."#,
        fix: r#"Give the list as FIDE publishes it (`players_list.zip`, `standard_jan23frl.zip`, or the `.txt` or `.xml` inside), zipped or not."#,
        reference: r#"FIDE's monthly rating lists (TXT and XML, zipped); the layouts the reader knows are described in `src/vocab/fide/list.rs`."#,
    },
});

/// T071 `fide-list-player-not-found`: a player is not on the FIDE rating list given: no one has that FIDE ID or that name.
pub const FIDE_LIST_PLAYER_NOT_FOUND: Code = Code::new(&CodeInfo {
    code: "T071",
    name: "fide-list-player-not-found",
    severity: Severity::Warning,
    summary: r#"a player is not on the FIDE rating list given: no one has that FIDE ID or that name"#,
    doc: Doc {
        what: r#"The player's FIDE ID is not on the list given with `--fide-list`, or, without an ID, no player of the list has the player's name (its words compared in any order, in Cyrillic or Latin letters, across the spellings transliteration systems disagree on). The closest names of the list are given as a did-you-mean."#,
        why: r#"A player who is not on the list cannot be rated and gets no FIDE ID, spelling, title or K from it; often the name is only spelt differently from FIDE's, and the did-you-mean names the entry to check."#,
        example: r#"`Andreikin Dimitry` with the list of March 2011, which writes `Andreikin, Dmitry`."#,
        fix: r#"Write the name as the list does, or give the player's FIDE ID (`fide-id …`); a player new to FIDE needs an ID from the federation before the event is rated."#,
        reference: r#"FIDE Rating Regulations (B.02): the players of a rated event are identified by their FIDE ID (TRF record `001`, columns 58–68); FIDE's monthly rating list."#,
    },
});

/// T072 `fide-list-name-ambiguous`: two or more players of the FIDE rating list have the player's name: none is taken.
pub const FIDE_LIST_NAME_AMBIGUOUS: Code = Code::new(&CodeInfo {
    code: "T072",
    name: "fide-list-name-ambiguous",
    severity: Severity::Warning,
    summary: r#"two or more players of the FIDE rating list have the player's name: none is taken"#,
    doc: Doc {
        what: r#"Without a FIDE ID the player is looked up by name, and the list has more than one player of that name (of the player's federation, when it is known). Nothing is taken from the list for this player; the finding names the candidates with their IDs, federations and birth years."#,
        why: r#"Taking one of them at random would give the player another person's ID, rating and K."#,
        example: r#"Two players `Petrov, Ivan` of the same federation."#,
        fix: r#"Give the player's FIDE ID (`fide-id …`, or columns 58–68 of the TRF)."#,
        reference: r#"FIDE Rating Regulations (B.02): the players of a rated event are identified by their FIDE ID (TRF record `001`, columns 58–68); FIDE's monthly rating list."#,
    },
});

/// T073 `fide-list-other-federation`: the only player of the FIDE rating list with that name is of another federation: not taken.
pub const FIDE_LIST_OTHER_FEDERATION: Code = Code::new(&CodeInfo {
    code: "T073",
    name: "fide-list-other-federation",
    severity: Severity::Warning,
    summary: r#"the only player of the FIDE rating list with that name is of another federation: not taken"#,
    doc: Doc {
        what: r#"The player's federation is known (`fed`, TRF columns 54–56), and the only player of the list with the player's name is of another federation. Nothing is taken from the list; the finding gives both federations and the list's FIDE ID."#,
        why: r#"A namesake of another federation is more often another person than a player who changed federation; a transfer is checked, not assumed."#,
        example: r#"`Aaberg Anton` with `fed "NOR"`, where the list of 2013 has `Aaberg, Anton` of SWE."#,
        fix: r#"Correct the federation, or give the FIDE ID when it is the same person."#,
        reference: r#"FIDE Rating Regulations (B.02); FIDE's regulations on transfers (a player's federation is the one of the rating list)."#,
    },
});

/// T074 `fide-list-title-differs`: a player's title differs from the one the FIDE rating list gives: the list's is used.
pub const FIDE_LIST_TITLE_DIFFERS: Code = Code::new(&CodeInfo {
    code: "T074",
    name: "fide-list-title-differs",
    severity: Severity::Warning,
    summary: r#"a player's title differs from the one the FIDE rating list gives: the list's is used"#,
    doc: Doc {
        what: r#"The results give the player a title (`GM`, `g` in a TRF) that is not the player's title on the list (its `Tit` and `WTit` columns), for instance a woman grandmaster written `GM`. The list's title is used in the standings, the bulletin and the TRF written."#,
        why: r#"Women's titles are easily written as the open ones; a TRF with a wrong title is corrected by the rating officer, a bulletin prints it for everyone, and the norm conditions count titled opponents by their titles."#,
        example: r#"`GM` for a player the list gives as `WGM` only."#,
        fix: r#"Write the list's title."#,
        reference: r#"FIDE Title Regulations (B.01) 0.1 (the titles); FIDE's rating list, columns `Tit` and `WTit`."#,
    },
});

/// T075 `results-player-twice`: the same player is listed under two start numbers.
pub const RESULTS_PLAYER_TWICE: Code = Code::new(&CodeInfo {
    code: "T075",
    name: "results-player-twice",
    severity: Severity::Error,
    summary: r#"the same player is listed under two start numbers"#,
    doc: Doc {
        what: r#"Two players of the results have the same FIDE ID, or the same name and the same birth date (or year), under different start numbers."#,
        why: r#"No one plays twice in one event: one of the lines is a duplicate (a late entry typed again), and the player's games are split between two rows of the standings. FIDE's rating server refuses a file with a player twice."#,
        example: r#"Two `001` lines with the FIDE ID 14114550."#,
        fix: r#"Remove the duplicate line and move its games to the other start number."#,
        reference: r#"FIDE TRF16 (C.04 Annex 2) and TRF26, record `001` (one line a player)."#,
    },
});

/// T076 `trf-round-without-results`: a round has no result for any player.
pub const TRF_ROUND_WITHOUT_RESULTS: Code = Code::new(&CodeInfo {
    code: "T076",
    name: "trf-round-without-results",
    severity: Severity::Error,
    summary: r#"a round has no result for any player"#,
    doc: Doc {
        what: r#"Every player's block of a round within the declared rounds (`XXR`, `062`) is empty: the round was not played, or not yet entered. Nothing is read into it: no bye is worked out from the declared totals."#,
        why: r#"A round not yet entered is not a round of byes: reading its blanks as the byes the totals need gives everyone invented points and wrong tie-breaks (SB changes with every opponent's score), and a TRF written from it would send FIDE games that never took place. The standings are not computed until the round is entered."#,
        example: r#"A round robin of 11 rounds exported after round 10: every line ends after its tenth block, with `XXR 11`."#,
        fix: r#"Enter the round's results, or declare the rounds played (`XXR 10`)."#,
        reference: r#"FIDE TRF16 (C.04 Annex 2) and TRF26: from column 92, one block a round."#,
    },
});

/// T077 `trf-round-robin-cell-empty`: a player of a round robin has no result in a round the others played.
pub const TRF_ROUND_ROBIN_CELL_EMPTY: Code = Code::new(&CodeInfo {
    code: "T077",
    name: "trf-round-robin-cell-empty",
    severity: Severity::Error,
    summary: r#"a player of a round robin has no result in a round the others played"#,
    doc: Doc {
        what: r#"The event is a round robin (`092`, `192`, or its regulation), and a player's block of a round is empty while the other players have results in it. In a round robin every round pairs every player (with an odd number of players, all but one, who has no game), so nothing is read into the cell."#,
        why: r#"A round robin has no byes to work out: an empty cell is a game not entered (or a player who withdrew), and reading it as the bye a total needs gives a point for nothing and a wrong SB. The game must be entered, or what happened recorded (`-`, `+`, `Z`)."#,
        example: r#"The `001` line of player 7 with an empty block in round 5 of a twelve-player round robin."#,
        fix: r#"Enter the game, or record what happened: `0000 - Z` for a player who did not play, `3 w -` for a forfeit."#,
        reference: r#"FIDE C.05 Annex 1 (Berger tables); TRF16 (C.04 Annex 2) and TRF26, from column 92."#,
    },
});

/// T078 `trf-refused-for-rating`: the TRF would be sent back by FIDE's rating officer: nothing is written (`--draft` writes it anyway).
pub const TRF_REFUSED_FOR_RATING: Code = Code::new(&CodeInfo {
    code: "T078",
    name: "trf-refused-for-rating",
    severity: Severity::Error,
    summary: r#"the TRF would be sent back by FIDE's rating officer: nothing is written (`--draft` writes it anyway)"#,
    doc: Doc {
        what: r#"`reglament trf --to trf16` (or `trf26`) found what FIDE's rating server refuses: rated players without a FIDE ID, a chief arbiter without one, a round without results (`T076`), an empty round-robin cell (`T077`) or a player twice (`T075`). The file is not written and the command exits 1; the finding says what to add. `--draft` writes the file anyway, to look at or for another program."#,
        why: r#"A file for rating that FIDE sends back costs the arbiter a round trip and delays the players' ratings; a file sent with invented byes or without IDs is worse. What is missing is known before the file is sent."#,
        example: r#"`reglament trf results/000-bul-w-ch-2007.rgr --to trf16` without the players' FIDE IDs: `12 rated players have no FIDE ID`."#,
        fix: r#"Add the FIDE IDs (`fide-id …` in the results file or the regulation's list, or `--fide-list` with FIDE's list of the month), the chief arbiter's (`chief-arbiter "…" fide-id …`) and the missing results; or pass `--draft` for a file not meant for FIDE."#,
        reference: r#"FIDE Rating Regulations (B.02) and TRF16 (C.04 Annex 2): the FIDE ID of record `001`, the chief arbiter of record `102`."#,
    },
});

/// Every code of this table, in code order.
pub const CODES: &[Code] = &[
    FIDE_LIST_UNREADABLE,
    FIDE_LIST_PLAYER_NOT_FOUND,
    FIDE_LIST_NAME_AMBIGUOUS,
    FIDE_LIST_OTHER_FEDERATION,
    FIDE_LIST_TITLE_DIFFERS,
    RESULTS_PLAYER_TWICE,
    TRF_ROUND_WITHOUT_RESULTS,
    TRF_ROUND_ROBIN_CELL_EMPTY,
    TRF_REFUSED_FOR_RATING,
];

/// The Bulgarian and Ukrainian documentation of these codes.
pub const L10N: &[Localized] = &[
    Localized {
        code: FIDE_LIST_UNREADABLE,
        bg: Texts {
            summary: r#"файлът, подаден като ранглиста на ФИДЕ, не може да се прочете като ранглиста"#,
            doc: Doc {
                what: r#"Файлът, подаден с `--fide-list`, не е ранглиста на ФИДЕ във вида, в който ФИДЕ я публикува: първият му ред не е нито заглавен ред на ранглиста (с колони `ID` и `Name`), нито XML `<playerslist>`, някой ред е по-дълъг от 64 KiB, в архива `.zip` няма файл `.txt` или `.xml`, или XML-ът не е правилно оформен."#,
                why: r#"От файл, който не е ранглистата, нищо не може да се вземе: състезателите ще останат такива, каквито са в резултатите, а човекът ще смята, че са сверени с ранглистата на ФИДЕ."#,
                example: r#"`reglament standings --trf event.trf --fide-list notes.docx`."#,
                fix: r#"Подайте ранглистата така, както ФИДЕ я публикува (`players_list.zip`, `standard_jan23frl.zip` или файла `.txt` или `.xml` от архива), архивирана или не."#,
                reference: r#"Месечните ранглисти на ФИДЕ (TXT и XML, в архив `.zip`); разпознаваните формати са описани в `src/vocab/fide/list.rs`."#,
            },
        },
        uk: Texts {
            summary: r#"файл, поданий як рейтинг-лист ФІДЕ, не читається як рейтинг-лист"#,
            doc: Doc {
                what: r#"Файл, поданий через `--fide-list`, не є рейтинг-листом ФІДЕ в тому вигляді, у якому його публікує ФІДЕ: перший рядок не є ні заголовком листа (зі стовпцями `ID` і `Name`), ні XML `<playerslist>`, якийсь рядок довший за 64 KiB, в архіві `.zip` немає файлу `.txt` чи `.xml` або XML сформовано з помилками."#,
                why: r#"З файлу, який не є листом, нічого не можна взяти: гравці лишилися б такими, як у результатах, а людина вважала б, що їх звірено з листом ФІДЕ."#,
                example: r#"`reglament standings --trf event.trf --fide-list notes.docx`."#,
                fix: r#"Подайте лист так, як його публікує ФІДЕ (`players_list.zip`, `standard_jan23frl.zip` або файл `.txt` чи `.xml` з архіву), в архіві чи без."#,
                reference: r#"Щомісячні рейтинг-листи ФІДЕ (TXT і XML, в архіві `.zip`); формати, які розпізнаються, описано в `src/vocab/fide/list.rs`."#,
            },
        },
    },
    Localized {
        code: FIDE_LIST_PLAYER_NOT_FOUND,
        bg: Texts {
            summary: r#"състезател не е в подадената ранглиста на ФИДЕ: няма никой с този номер във ФИДЕ или с това име"#,
            doc: Doc {
                what: r#"Номерът във ФИДЕ на състезателя не е в ранглистата, подадена с `--fide-list`, или, когато номер няма, никой в ранглистата не носи неговото име (думите се сравняват в произволен ред, на кирилица или на латиница, като се отчитат разликите между системите за транслитерация). Най-близките имена от ранглистата се дават като предложение."#,
                why: r#"Състезател, когото няма в ранглистата, не може да получи рейтинг и не получава от нея номер, изписване, звание и K; често името е само изписано различно от ФИДЕ и предложението сочи записа, който трябва да се провери."#,
                example: r#"`Andreikin Dimitry` при ранглистата от март 2011 г., в която е `Andreikin, Dmitry`."#,
                fix: r#"Изпишете името както в ранглистата или дайте номера във ФИДЕ на състезателя (`fide-id …`); нов състезател трябва да получи номер във ФИДЕ чрез федерацията, преди турнирът да бъде изпратен за рейтинг."#,
                reference: r#"Правила за рейтинга на ФИДЕ (B.02): участниците в турнир за рейтинг се разпознават по номера им във ФИДЕ (TRF, запис `001`, колони 58–68); месечната ранглиста на ФИДЕ."#,
            },
        },
        uk: Texts {
            summary: r#"гравця немає в поданому рейтинг-листі ФІДЕ: ні в кого немає такого ідентифікатора ФІДЕ чи такого імені"#,
            doc: Doc {
                what: r#"Ідентифікатора ФІДЕ гравця немає в листі, поданому через `--fide-list`, або, якщо ідентифікатора немає, жоден гравець листа не має його імені (слова порівнюються в будь-якому порядку, кирилицею чи латиницею, з урахуванням розбіжностей між системами транслітерації). Найближчі імена з листа подано як підказку."#,
                why: r#"Гравця, якого немає в листі, не можна обрахувати на рейтинг, і він не отримує з листа ідентифікатора, написання, звання й K; часто ім'я лише написано інакше, ніж у ФІДЕ, і підказка вказує запис, який треба перевірити."#,
                example: r#"`Andreikin Dimitry` з листом за березень 2011 р., у якому записано `Andreikin, Dmitry`."#,
                fix: r#"Напишіть ім'я так, як у листі, або вкажіть ідентифікатор ФІДЕ гравця (`fide-id …`); новий гравець має отримати ідентифікатор ФІДЕ через федерацію, перш ніж турнір подадуть на обрахунок рейтингу."#,
                reference: r#"Положення ФІДЕ про рейтинг (B.02): учасників рейтингового турніру розпізнають за ідентифікатором ФІДЕ (TRF, запис `001`, стовпці 58–68); щомісячний рейтинг-лист ФІДЕ."#,
            },
        },
    },
    Localized {
        code: FIDE_LIST_NAME_AMBIGUOUS,
        bg: Texts {
            summary: r#"в ранглистата на ФИДЕ има двама или повече състезатели с това име: не се взема никой"#,
            doc: Doc {
                what: r#"Без номер във ФИДЕ състезателят се търси по име, а в ранглистата има повече от един състезател с това име (от неговата федерация, когато тя е известна). За този състезател нищо не се взема от ранглистата; находката изброява възможните записи с номерата, федерациите и годините им на раждане."#,
                why: r#"Ако се вземе един от тях наслуки, състезателят ще получи номера, рейтинга и K на друг човек."#,
                example: r#"Двама `Petrov, Ivan` от една и съща федерация."#,
                fix: r#"Дайте номера във ФИДЕ на състезателя (`fide-id …` или колони 58–68 на TRF)."#,
                reference: r#"Правила за рейтинга на ФИДЕ (B.02): участниците в турнир за рейтинг се разпознават по номера им във ФИДЕ (TRF, запис `001`, колони 58–68); месечната ранглиста на ФИДЕ."#,
            },
        },
        uk: Texts {
            summary: r#"у рейтинг-листі ФІДЕ двоє чи більше гравців із цим іменем: жодного не взято"#,
            doc: Doc {
                what: r#"Без ідентифікатора ФІДЕ гравця шукають за іменем, а в листі більше ніж один гравець із цим іменем (з його федерації, коли вона відома). Для цього гравця з листа нічого не береться; знахідка перелічує можливі записи з ідентифікаторами, федераціями й роками народження."#,
                why: r#"Якщо взяти одного з них навмання, гравець отримає ідентифікатор, рейтинг і K іншої людини."#,
                example: r#"Двоє `Petrov, Ivan` з однієї федерації."#,
                fix: r#"Укажіть ідентифікатор ФІДЕ гравця (`fide-id …` або стовпці 58–68 TRF)."#,
                reference: r#"Положення ФІДЕ про рейтинг (B.02): учасників рейтингового турніру розпізнають за ідентифікатором ФІДЕ (TRF, запис `001`, стовпці 58–68); щомісячний рейтинг-лист ФІДЕ."#,
            },
        },
    },
    Localized {
        code: FIDE_LIST_OTHER_FEDERATION,
        bg: Texts {
            summary: r#"единственият състезател с това име в ранглистата на ФИДЕ е от друга федерация: не се взема"#,
            doc: Doc {
                what: r#"Федерацията на състезателя е известна (`fed`, колони 54–56 на TRF), а единственият състезател с неговото име в ранглистата е от друга федерация. Нищо не се взема от ранглистата; находката дава двете федерации и номера във ФИДЕ от ранглистата."#,
                why: r#"Съименник от друга федерация по-често е друг човек, отколкото състезател, сменил федерацията си; смяната се проверява, не се предполага."#,
                example: r#"`Aaberg Anton` с `fed "NOR"`, а в ранглистата от 2013 г. е `Aaberg, Anton` от SWE."#,
                fix: r#"Поправете федерацията или дайте номера във ФИДЕ, ако е същият човек."#,
                reference: r#"Правила за рейтинга на ФИДЕ (B.02); правилата на ФИДЕ за смяна на федерация (федерацията на състезателя е тази от ранглистата)."#,
            },
        },
        uk: Texts {
            summary: r#"єдиний гравець рейтинг-листа ФІДЕ з цим іменем належить до іншої федерації: не взято"#,
            doc: Doc {
                what: r#"Федерація гравця відома (`fed`, стовпці 54–56 TRF), а єдиний гравець листа з його іменем належить до іншої федерації. З листа нічого не береться; знахідка наводить обидві федерації й ідентифікатор ФІДЕ з листа."#,
                why: r#"Тезко з іншої федерації частіше є іншою людиною, ніж гравцем, який змінив федерацію; зміну федерації перевіряють, а не припускають."#,
                example: r#"`Aaberg Anton` з `fed "NOR"`, а в листі 2013 р. записано `Aaberg, Anton` зі SWE."#,
                fix: r#"Виправте федерацію або вкажіть ідентифікатор ФІДЕ, якщо це та сама людина."#,
                reference: r#"Положення ФІДЕ про рейтинг (B.02); правила ФІДЕ про зміну федерації (федерація гравця — та, що в рейтинг-листі)."#,
            },
        },
    },
    Localized {
        code: FIDE_LIST_TITLE_DIFFERS,
        bg: Texts {
            summary: r#"званието на състезател се различава от това в ранглистата на ФИДЕ: използва се званието от ранглистата"#,
            doc: Doc {
                what: r#"Резултатите дават на състезателя звание (`GM`, `g` в TRF), което не е неговото звание в ранглистата (колоните `Tit` и `WTit`), например женски гросмайстор, записан като `GM`. В класирането, бюлетина и записания TRF се използва званието от ранглистата."#,
                why: r#"Женските звания лесно се изписват като общите; TRF с грешно звание се поправя от рейтинг офицера, бюлетинът го показва на всички, а условията за норма броят противниците със звания."#,
                example: r#"`GM` за състезателка, която ранглистата води само като `WGM`."#,
                fix: r#"Запишете званието от ранглистата."#,
                reference: r#"Правила на ФИДЕ за званията (B.01) 0.1; ранглистата на ФИДЕ, колони `Tit` и `WTit`."#,
            },
        },
        uk: Texts {
            summary: r#"звання гравця відрізняється від того, що в рейтинг-листі ФІДЕ: використано звання з листа"#,
            doc: Doc {
                what: r#"Результати дають гравцеві звання (`GM`, `g` у TRF), яке не є його званням у листі (стовпці `Tit` і `WTit`), наприклад гросмейстерку серед жінок записано як `GM`. У таблиці, бюлетені й записаному TRF використано звання з листа."#,
                why: r#"Жіночі звання легко записати як загальні; TRF із хибним званням виправляє рейтинг-офіцер, бюлетень показує його всім, а умови норм рахують суперників зі званнями."#,
                example: r#"`GM` для шахістки, яку лист подає лише як `WGM`."#,
                fix: r#"Запишіть звання з листа."#,
                reference: r#"Положення ФІДЕ про звання (B.01) 0.1; рейтинг-лист ФІДЕ, стовпці `Tit` і `WTit`."#,
            },
        },
    },
    Localized {
        code: RESULTS_PLAYER_TWICE,
        bg: Texts {
            summary: r#"един и същ състезател е записан под два стартови номера"#,
            doc: Doc {
                what: r#"Двама състезатели в резултатите имат един и същ номер във ФИДЕ или едно и също име и една и съща дата (или година) на раждане под различни стартови номера."#,
                why: r#"Никой не играе два пъти в един турнир: единият ред е повторен (късна заявка, въведена още веднъж), а партиите на състезателя са разделени между два реда на класирането. Сървърът за рейтинг на ФИДЕ връща файл, в който състезател е записан два пъти."#,
                example: r#"Два реда `001` с номер във ФИДЕ 14114550."#,
                fix: r#"Махнете повторения ред и прехвърлете партиите му към другия стартов номер."#,
                reference: r#"ФИДЕ TRF16 (C.04, приложение 2) и TRF26, запис `001` (по един ред за състезател)."#,
            },
        },
        uk: Texts {
            summary: r#"того самого гравця записано під двома стартовими номерами"#,
            doc: Doc {
                what: r#"Двоє гравців у результатах мають той самий ідентифікатор ФІДЕ або те саме ім'я й ту саму дату (чи рік) народження під різними стартовими номерами."#,
                why: r#"Ніхто не грає двічі в одному турнірі: один із рядків повторено (пізню заявку внесено ще раз), а партії гравця розділено між двома рядками таблиці. Рейтинговий сервер ФІДЕ повертає файл, у якому гравця записано двічі."#,
                example: r#"Два рядки `001` з ідентифікатором ФІДЕ 14114550."#,
                fix: r#"Приберіть повторений рядок і перенесіть його партії на інший стартовий номер."#,
                reference: r#"ФІДЕ TRF16 (C.04, додаток 2) і TRF26, запис `001` (один рядок на гравця)."#,
            },
        },
    },
    Localized {
        code: TRF_ROUND_WITHOUT_RESULTS,
        bg: Texts {
            summary: r#"в кръг няма резултат за нито един състезател"#,
            doc: Doc {
                what: r#"Блоковете на всички състезатели за кръг в рамките на обявените кръгове (`XXR`, `062`) са празни: кръгът не е изигран или още не е въведен. В него нищо не се чете: от обявените сборове не се извеждат почивки."#,
                why: r#"Невъведеният кръг не е кръг от почивки: ако празните места се четат като почивките, които изискват сборовете, всеки получава измислени точки и грешни допълнителни показатели (SB се мени с точките на всеки противник), а TRF, записан от тях, би изпратил до ФИДЕ партии, които не са играни. Класирането не се изчислява, докато кръгът не бъде въведен."#,
                example: r#"Кръгов турнир от 11 кръга, експортиран след десетия кръг: всеки ред свършва след десетия си блок, а пише `XXR 11`."#,
                fix: r#"Въведете резултатите от кръга или обявете изиграните кръгове (`XXR 10`)."#,
                reference: r#"ФИДЕ TRF16 (C.04, приложение 2) и TRF26: от колона 92 нататък, по един блок за кръг."#,
            },
        },
        uk: Texts {
            summary: r#"у турі немає результату жодного гравця"#,
            doc: Doc {
                what: r#"Блоки всіх гравців для туру в межах оголошених турів (`XXR`, `062`) порожні: тур не зіграно або ще не внесено. У нього нічого не читається: вільних турів з оголошених сум не виводять."#,
                why: r#"Невнесений тур — це не тур вільних турів: якщо читати його порожні місця як вільні тури, яких потребують суми, кожен отримує вигадані очки й хибні додаткові показники (SB змінюється з очками кожного суперника), а TRF, записаний із них, надіслав би ФІДЕ партії, яких не грали. Таблицю не рахують, доки тур не внесено."#,
                example: r#"Коловий турнір на 11 турів, експортований після десятого туру: кожен рядок закінчується після десятого блоку, а записано `XXR 11`."#,
                fix: r#"Внесіть результати туру або оголосіть зіграні тури (`XXR 10`)."#,
                reference: r#"ФІДЕ TRF16 (C.04, додаток 2) і TRF26: від стовпця 92, по блоку на тур."#,
            },
        },
    },
    Localized {
        code: TRF_ROUND_ROBIN_CELL_EMPTY,
        bg: Texts {
            summary: r#"състезател в кръгов турнир няма резултат в кръг, който другите са изиграли"#,
            doc: Doc {
                what: r#"Турнирът е кръгов (`092`, `192` или регламентът му), а блокът на състезател за някой кръг е празен, докато останалите имат резултати в него. В кръговия турнир всеки кръг разпределя по двойки всички състезатели (при нечетен брой — всички без един, който не играе), затова в клетката нищо не се чете."#,
                why: r#"В кръговия турнир няма почивки, които да се извеждат: празната клетка е невъведена партия (или отказал се състезател), а ако се чете като почивката, която изисква сборът, дава точка за нищо и грешен SB. Партията трябва да се въведе или да се запише какво е станало (`-`, `+`, `Z`)."#,
                example: r#"Ред `001` на състезател 7 с празен блок в 5-ия кръг на кръгов турнир с 12 участници."#,
                fix: r#"Въведете партията или запишете какво е станало: `0000 - Z` за състезател, който не е играл, `3 w -` за служебна загуба."#,
                reference: r#"ФИДЕ C.05, приложение 1 (таблиците на Бергер); TRF16 (C.04, приложение 2) и TRF26, от колона 92 нататък."#,
            },
        },
        uk: Texts {
            summary: r#"гравець колового турніру не має результату в турі, який зіграли інші"#,
            doc: Doc {
                what: r#"Турнір коловий (`092`, `192` або його регламент), а блок гравця для якогось туру порожній, тоді як інші мають у ньому результати. У коловому турнірі кожен тур розбиває на пари всіх гравців (за непарної кількості — всіх, крім одного, який не грає), тож у клітинку нічого не читається."#,
                why: r#"У коловому турнірі немає вільних турів, які можна вивести: порожня клітинка — це невнесена партія (або гравець, що вибув), а якщо прочитати її як вільний тур, якого вимагає сума, вона дає очко ні за що й хибний SB. Партію треба внести або записати, що сталося (`-`, `+`, `Z`)."#,
                example: r#"Рядок `001` гравця 7 з порожнім блоком у 5-му турі колового турніру на 12 учасників."#,
                fix: r#"Внесіть партію або запишіть, що сталося: `0000 - Z` для гравця, який не грав, `3 w -` для технічної поразки."#,
                reference: r#"ФІДЕ C.05, додаток 1 (таблиці Бергера); TRF16 (C.04, додаток 2) і TRF26, від стовпця 92."#,
            },
        },
    },
    Localized {
        code: TRF_REFUSED_FOR_RATING,
        bg: Texts {
            summary: r#"рейтинг офицерът на ФИДЕ би върнал този TRF: нищо не се записва (`--draft` го записва въпреки това)"#,
            doc: Doc {
                what: r#"`reglament trf --to trf16` (или `trf26`) намери нещо, заради което сървърът за рейтинг на ФИДЕ връща файла: състезатели с рейтинг без номер във ФИДЕ, главен съдия без номер, кръг без резултати (`T076`), празна клетка в кръгов турнир (`T077`) или състезател, записан два пъти (`T075`). Файлът не се записва и командата завършва с код 1; находката казва какво да се добави. С `--draft` файлът се записва въпреки това — за преглед или за друга програма."#,
                why: r#"Файл за рейтинг, върнат от ФИДЕ, струва на съдията още една размяна на писма и забавя рейтинга на състезателите; файл, изпратен с измислени почивки или без номера, е още по-лош. Какво липсва, се знае, преди файлът да бъде изпратен."#,
                example: r#"`reglament trf results/000-bul-w-ch-2007.rgr --to trf16` без номерата във ФИДЕ на състезателките: `12 състезатели с рейтинг нямат номер във ФИДЕ`."#,
                fix: r#"Добавете номерата във ФИДЕ (`fide-id …` във файла с резултати или в списъка на регламента, или `--fide-list` с ранглистата на ФИДЕ за месеца), номера на главния съдия (`chief-arbiter "…" fide-id …`) и липсващите резултати; или подайте `--draft` за файл, който не е за ФИДЕ."#,
                reference: r#"Правила за рейтинга на ФИДЕ (B.02) и TRF16 (C.04, приложение 2): номерът във ФИДЕ в запис `001`, главният съдия в запис `102`."#,
            },
        },
        uk: Texts {
            summary: r#"рейтинг-офіцер ФІДЕ повернув би цей TRF: нічого не записано (`--draft` записує його все одно)"#,
            doc: Doc {
                what: r#"`reglament trf --to trf16` (або `trf26`) знайшов те, через що рейтинговий сервер ФІДЕ повертає файл: рейтинговані гравці без ідентифікатора ФІДЕ, головний суддя без нього, тур без результатів (`T076`), порожня клітинка колового турніру (`T077`) або гравець, записаний двічі (`T075`). Файл не записано, і команда завершується з кодом 1; знахідка каже, що додати. З `--draft` файл записується все одно — для перегляду чи для іншої програми."#,
                why: r#"Файл на рейтинг, який ФІДЕ повернула, коштує судді ще одного кола листування й затримує рейтинг гравців; файл, надісланий із вигаданими вільними турами чи без ідентифікаторів, ще гірший. Чого бракує, відомо ще до надсилання."#,
                example: r#"`reglament trf results/000-bul-w-ch-2007.rgr --to trf16` без ідентифікаторів ФІДЕ шахісток: `12 рейтингованих гравців не мають ідентифікатора ФІДЕ`."#,
                fix: r#"Додайте ідентифікатори ФІДЕ (`fide-id …` у файлі результатів чи в списку регламенту, або `--fide-list` з рейтинг-листом ФІДЕ за місяць), ідентифікатор головного судді (`chief-arbiter "…" fide-id …`) і відсутні результати; або подайте `--draft` для файлу не для ФІДЕ."#,
                reference: r#"Положення ФІДЕ про рейтинг (B.02) і TRF16 (C.04, додаток 2): ідентифікатор ФІДЕ в записі `001`, головний суддя в записі `102`."#,
            },
        },
    },
];
