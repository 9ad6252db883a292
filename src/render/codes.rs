//! The `R` codes: what rendering documents reports.
//! Each code is registered here once, with its documentation; `crate::registry` collects every
//! stage's table.

use crate::diagnostic::l10n::{Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Doc, Severity};

/// R001 `template-error`: a template failed to compile or to render.
pub const TEMPLATE_ERROR: Code = Code::new(&CodeInfo {
    code: "R001",
    name: "template-error",
    severity: Severity::Error,
    summary: r#"a template failed to compile or to render"#,
    doc: Doc {
        what: r#"A template has a syntax error, uses a variable the document does not provide (undefined variables are errors), or calls a filter wrongly."#,
        why: r#"A document with a silently empty field looks complete but is not; nothing is written."#,
        example: r#"```text
{{ venue_nmae }}
```"#,
        fix: r#"Correct the template at the named line; the variables available are those of the view structs in `src/render/`."#,
        reference: r#"minijinja template syntax (docs.rs/minijinja), strict undefined behaviour; templates/ in this repository."#,
    },
});

/// R002 `unknown-template`: a template that is neither embedded nor in the templates directory.
pub const UNKNOWN_TEMPLATE: Code = Code::new(&CodeInfo {
    code: "R002",
    name: "unknown-template",
    severity: Severity::Error,
    summary: r#"a template that is neither embedded nor in the templates directory"#,
    doc: Doc {
        what: r#"The document asks for a template name that no template has."#,
        why: r#"Nothing can be rendered without it."#,
        example: r#"```text
{% include "footer.html.j2" %}   # in mine/regulation.html.j2; mine/ has no footer.html.j2
```"#,
        fix: r#"Add the template to the directory or use one of the embedded names (`regulation.html.j2`, `regulation.md.j2`, `regulation.txt.j2`, …)."#,
        reference: r#"templates/ (the embedded templates) and the `--templates DIR` override (README, "Commands")."#,
    },
});

/// R003 `templates-directory-unreadable`: the templates directory or one of its `*.j2` files cannot be read.
pub const TEMPLATES_DIRECTORY_UNREADABLE: Code = Code::new(&CodeInfo {
    code: "R003",
    name: "templates-directory-unreadable",
    severity: Severity::Error,
    summary: r#"the templates directory or one of its `*.j2` files cannot be read"#,
    doc: Doc {
        what: r#"`--templates DIR` names a directory that does not exist, or a template file in it cannot be read as UTF-8."#,
        why: r#"The override would be silently ignored."#,
        example: r#"```text
reglament render reg.rgl --templates missing/
```"#,
        fix: r#"Point `--templates` at a directory of readable UTF-8 `*.j2` files."#,
        reference: r#"The `--templates DIR` override (README, "Commands")."#,
    },
});

/// R004 `unfilled-placeholder`: a `{placeholder}` in prose whose fact the regulation does not give.
pub const UNFILLED_PLACEHOLDER: Code = Code::new(&CodeInfo {
    code: "R004",
    name: "unfilled-placeholder",
    severity: Severity::Warning,
    summary: r#"a `{placeholder}` in prose whose fact the regulation does not give"#,
    doc: Doc {
        what: r#"A prose paragraph uses a placeholder such as `{rounds}` but the regulation has no value for it, so the document keeps the literal text."#,
        why: r#"A printed regulation with `{rounds}` in it is unfinished."#,
        example: r#"```text
The tournament has {rounds} rounds.   # but no `system` statement
```"#,
        fix: r#"State the fact (here: `system swiss rounds 9`) or write the value in the prose."#,
        reference: r#"grammar/GRAMMAR.md, "Prose and placeholders"."#,
    },
});

/// R005 `regulation-not-rendered`: the regulation has errors, so no document is rendered.
pub const REGULATION_NOT_RENDERED: Code = Code::new(&CodeInfo {
    code: "R005",
    name: "regulation-not-rendered",
    severity: Severity::Error,
    summary: r#"the regulation has errors, so no document is rendered"#,
    doc: Doc {
        what: r#"The regulation could not be decoded, parsed or lowered without errors."#,
        why: r#"A document built from a partly understood regulation would silently leave facts out."#,
        example: r#"```text
reglament render broken.rgl
```"#,
        fix: r#"Fix the errors reported above (`reglament check`), then render again."#,
        reference: r#"A regulation with errors is published only as a marked draft (README, "Commands", render)."#,
    },
});

/// R006 `character-not-in-output-encoding`: the output encoding cannot write some characters of the document.
pub const CHARACTER_NOT_IN_OUTPUT_ENCODING: Code = Code::new(&CodeInfo {
    code: "R006",
    name: "character-not-in-output-encoding",
    severity: Severity::Warning,
    summary: r#"the output encoding cannot write some characters of the document"#,
    doc: Doc {
        what: r#"A Markdown or text document is written in Windows-1251, but it contains characters that encoding lacks (`½` is written `,5`; others become `?`)."#,
        why: r#"A `?` in a name or a rule changes the document."#,
        example: r#"```text
reglament render reg.rgl --format txt --output-encoding windows-1251   # a name with `ß`
```"#,
        fix: r#"Write UTF-8 (the default), or HTML, which keeps every character as a numeric reference."#,
        reference: r#"WHATWG Encoding Standard, windows-1251 (the characters it can encode)."#,
    },
});

/// R007 `list-not-placed`: a list (participants, teams, programme) that no section places.
pub const LIST_NOT_PLACED: Code = Code::new(&CodeInfo {
    code: "R007",
    name: "list-not-placed",
    severity: Severity::Warning,
    summary: r#"a list (participants, teams, programme) that no section places"#,
    doc: Doc {
        what: r#"The regulation states a participant list, a team list or a programme, but no prose section places it with a `{players.table}`, `{teams.table}` or `{schedule.table}` paragraph, so the document (which follows the source's sections) does not print it."#,
        why: r#"A published regulation prints each list inside the section that introduces it ("Право на участие имат следните 12 състезателки:" followed by the list); a list that appears nowhere, or on a separate sheet, is not what the federation published."#,
        example: r#"```text
players stated 12 { 1 GM "Voiska Margarita" 2319 … }
section 7 "УЧАСТНИЦИ" { "Право на участие имат следните {players.count} състезателки:" }
```"#,
        fix: r#"Add the paragraph `"{players.table}"` to the section that introduces the list (here section 7), or render with `--facts` to print the list in the appendix of facts."#,
        reference: r#"grammar/GRAMMAR.md, "Prose and placeholders" (table placeholders)."#,
    },
});

/// R008 `no-browser-for-pdf`: PDF output needs Chromium, Chrome or Edge, and none was found.
pub const NO_BROWSER_FOR_PDF: Code = Code::new(&CodeInfo {
    code: "R008",
    name: "no-browser-for-pdf",
    severity: Severity::Error,
    summary: r#"PDF output needs Chromium, Chrome or Edge, and none was found or it failed"#,
    doc: Doc {
        what: r#"`--format pdf` prints the HTML document to PDF with a locally installed Chromium, Google Chrome or Microsoft Edge in headless mode. None was found on the usual paths (or the one named by `--browser` or `REGLAMENT_BROWSER` did not run), or the browser failed to print."#,
        why: r#"No PDF can be written without a browser; nothing is written rather than an empty file."#,
        example: r#"```text
reglament render reg.rgl --format pdf -o reg.pdf     # on a machine without a browser
```"#,
        fix: r#"Install Chromium (`apt-get install chromium`), Google Chrome or Microsoft Edge, or name the browser with `--browser PATH`; or write HTML (`--format html`) and print it from any browser."#,
        reference: r#"README, "Commands" (PDF output)."#,
    },
});

/// R020 `template-out-of-fuel`: a template took more steps than the limit.
pub const TEMPLATE_OUT_OF_FUEL: Code = Code::new(&CodeInfo {
    code: "R020",
    name: "template-out-of-fuel",
    severity: Severity::Error,
    summary: r#"a template took more steps than the limit, so no document is written"#,
    doc: Doc {
        what: r#"Rendering a template took more steps (loop iterations, expressions, output statements) than the limit on template work, 50 million by default; the document is not written."#,
        why: r#"A template from a `--templates` folder is a small program: a loop over `range(100000)` inside another one runs for hours. The limit stops it; the embedded templates need a few million steps for the bulletin of a 5,000-player Swiss."#,
        example: r#"```text
{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}
```"#,
        fix: r#"Correct the template's loops. For a real document that needs more, raise the limit with `--template-fuel`."#,
        reference: r#"minijinja's fuel (`Environment::set_fuel`); the product's limits (ROBUSTNESS.md, "Limits")."#,
    },
});

/// R021 `document-too-large`: a document is larger than the limit on output size.
pub const DOCUMENT_TOO_LARGE: Code = Code::new(&CodeInfo {
    code: "R021",
    name: "document-too-large",
    severity: Severity::Error,
    summary: r#"a rendered document is larger than the limit, so it is not written"#,
    doc: Doc {
        what: r#"A rendered document grew past the limit on output size (64 MiB by default); rendering stops there and nothing is written."#,
        why: r#"The documents of a regulation or a bulletin are a few hundred kilobytes (the bulletin of a 5,000-player Swiss is about 5 MB of HTML); gigabytes of output come from a template's loop or an input far beyond any real event, and would fill the disk."#,
        example: r#"```text
{% for i in range(100000) %}{% for j in range(100000) %}xxxxxxxxxx{% endfor %}{% endfor %}
```"#,
        fix: r#"Correct the template or the input. For a real document that large, raise the limit with `--max-output-size 256M`."#,
        reference: r#"The product's limits (ROBUSTNESS.md, "Limits")."#,
    },
});

/// Every `R` code, in code order.
pub const CODES: &[Code] = &[
    TEMPLATE_ERROR,
    UNKNOWN_TEMPLATE,
    TEMPLATES_DIRECTORY_UNREADABLE,
    UNFILLED_PLACEHOLDER,
    REGULATION_NOT_RENDERED,
    CHARACTER_NOT_IN_OUTPUT_ENCODING,
    LIST_NOT_PLACED,
    NO_BROWSER_FOR_PDF,
    TEMPLATE_OUT_OF_FUEL,
    DOCUMENT_TOO_LARGE,
];

/// The Bulgarian and Ukrainian documentation of these codes, next to the codes above.
pub const L10N: &[Localized] = &[
    Localized {
        code: TEMPLATE_ERROR,
        bg: Texts {
            summary: r#"шаблон не можа да се компилира или изпълни"#,
            doc: Doc {
                what: r#"Шаблон има синтактична грешка, използва променлива, която документът не дава (неопределените променливи са грешки), или извиква филтър неправилно."#,
                why: r#"Документ с мълчаливо празно поле изглежда завършен, но не е; нищо не се записва."#,
                example: r#""#,
                fix: r#"Поправете шаблона на посочения ред; наличните променливи са тези от структурите на изгледите в `src/render/`."#,
                reference: r#"Синтаксисът на шаблоните на `minijinja` (docs.rs/minijinja), строго поведение при неопределени стойности; templates/ в това хранилище."#,
            },
        },
        uk: Texts {
            summary: r#"шаблон не вдалося скомпілювати чи виконати"#,
            doc: Doc {
                what: r#"Шаблон має синтаксичну помилку, використовує змінну, якої документ не дає (невизначені змінні — помилки), або неправильно викликає фільтр."#,
                why: r#"Документ із мовчки порожнім полем здається завершеним, але не є таким; нічого не записується."#,
                example: r#""#,
                fix: r#"Виправте шаблон у названому рядку; доступні змінні — це поля структур подань у `src/render/`."#,
                reference: r#"Синтаксис шаблонів `minijinja` (docs.rs/minijinja), сувора поведінка для невизначених значень; templates/ у цьому сховищі."#,
            },
        },
    },
    Localized {
        code: UNKNOWN_TEMPLATE,
        bg: Texts {
            summary: r#"шаблон, който не е нито вграден, нито в папката с шаблони"#,
            doc: Doc {
                what: r#"Документът иска шаблон с име, което няма нито един шаблон."#,
                why: r#"Без него нищо не може да се изведе."#,
                example: r#""#,
                fix: r#"Добавете шаблона в папката или използвайте едно от вградените имена (`regulation.html.j2`, `regulation.md.j2`, `regulation.txt.j2`, …)."#,
                reference: r#"templates/ (вградените шаблони) и замяната с `--templates DIR` (README, „Commands“)."#,
            },
        },
        uk: Texts {
            summary: r#"шаблон, що не є ні вбудованим, ні в теці шаблонів"#,
            doc: Doc {
                what: r#"Документ запитує шаблон з іменем, якого не має жоден шаблон."#,
                why: r#"Без нього нічого не можна вивести."#,
                example: r#""#,
                fix: r#"Додайте шаблон до теки або використайте одне з убудованих імен (`regulation.html.j2`, `regulation.md.j2`, `regulation.txt.j2`, …)."#,
                reference: r#"templates/ (убудовані шаблони) і заміна через `--templates DIR` (README, „Commands“)."#,
            },
        },
    },
    Localized {
        code: TEMPLATES_DIRECTORY_UNREADABLE,
        bg: Texts {
            summary: r#"папката с шаблони или неин файл `*.j2` не може да се прочете"#,
            doc: Doc {
                what: r#"`--templates DIR` назовава папка, която не съществува, или файл с шаблон в нея не може да се прочете като UTF-8."#,
                why: r#"Иначе замяната би се пренебрегнала мълчаливо."#,
                example: r#""#,
                fix: r#"Насочете `--templates` към папка с четими файлове `*.j2` в UTF-8."#,
                reference: r#"Замяната с `--templates DIR` (README, „Commands“)."#,
            },
        },
        uk: Texts {
            summary: r#"теку шаблонів чи її файл `*.j2` не вдається прочитати"#,
            doc: Doc {
                what: r#"`--templates DIR` називає теку, якої не існує, або файл шаблону в ній не читається як UTF-8."#,
                why: r#"Інакше заміну було б мовчки проігноровано."#,
                example: r#""#,
                fix: r#"Спрямуйте `--templates` на теку з придатними до читання файлами `*.j2` в UTF-8."#,
                reference: r#"Заміна через `--templates DIR` (README, „Commands“)."#,
            },
        },
    },
    Localized {
        code: UNFILLED_PLACEHOLDER,
        bg: Texts {
            summary: r#"`{заместител}` в текста, чийто факт регламентът не дава"#,
            doc: Doc {
                what: r#"Абзац от текста използва заместител като `{rounds}`, но регламентът няма стойност за него, затова документът запазва буквалния текст."#,
                why: r#"Отпечатан регламент с `{rounds}` в него е незавършен."#,
                example: r#""#,
                fix: r#"Посочете факта (тук: `system swiss rounds 9`) или напишете стойността в текста."#,
                reference: r#"grammar/GRAMMAR.md, „Prose and placeholders“."#,
            },
        },
        uk: Texts {
            summary: r#"`{заповнювач}` у тексті, факту якого регламент не дає"#,
            doc: Doc {
                what: r#"Абзац тексту використовує заповнювач на кшталт `{rounds}`, але регламент не має для нього значення, тож документ зберігає буквальний текст."#,
                why: r#"Надрукований регламент із `{rounds}` незавершений."#,
                example: r#""#,
                fix: r#"Укажіть факт (тут: `system swiss rounds 9`) або напишіть значення в тексті."#,
                reference: r#"grammar/GRAMMAR.md, „Prose and placeholders“."#,
            },
        },
    },
    Localized {
        code: REGULATION_NOT_RENDERED,
        bg: Texts {
            summary: r#"регламентът има грешки, затова документ не се извежда"#,
            doc: Doc {
                what: r#"Регламентът не можа да се декодира, разбере или преобразува без грешки."#,
                why: r#"Документ от частично разбран регламент би изпуснал мълчаливо факти."#,
                example: r#""#,
                fix: r#"Поправете съобщените по-горе грешки (`reglament check`) и изведете отново."#,
                reference: r#"Регламент с грешки се публикува само като отбелязан проект (README, „Commands“, `render`)."#,
            },
        },
        uk: Texts {
            summary: r#"регламент має помилки, тож документ не виводиться"#,
            doc: Doc {
                what: r#"Регламент не вдалося декодувати, розібрати чи перетворити без помилок."#,
                why: r#"Документ із частково зрозумілого регламенту мовчки пропустив би факти."#,
                example: r#""#,
                fix: r#"Виправте повідомлені вище помилки (`reglament check`) і виведіть знову."#,
                reference: r#"Регламент із помилками публікують лише як позначений проєкт (README, „Commands“, `render`)."#,
            },
        },
    },
    Localized {
        code: CHARACTER_NOT_IN_OUTPUT_ENCODING,
        bg: Texts {
            summary: r#"изходното кодиране не може да запише някои знаци на документа"#,
            doc: Doc {
                what: r#"Документ в Markdown или текст се записва в Windows-1251, но съдържа знаци, които това кодиране няма (`½` се пише `,5`; другите стават `?`)."#,
                why: r#"`?` в име или правило променя документа."#,
                example: r#""#,
                fix: r#"Пишете в UTF-8 (по подразбиране) или в HTML, който пази всеки знак като числова препратка."#,
                reference: r#"Стандартът за кодировки на WHATWG, `windows-1251` (знаците, които може да кодира)."#,
            },
        },
        uk: Texts {
            summary: r#"вихідне кодування не може записати деяких символів документа"#,
            doc: Doc {
                what: r#"Документ Markdown чи текстовий записують у Windows-1251, але він містить символи, яких це кодування не має (`½` пишеться `,5`; інші стають `?`)."#,
                why: r#"`?` в імені чи правилі змінює документ."#,
                example: r#""#,
                fix: r#"Пишіть в UTF-8 (за замовчуванням) або в HTML, що зберігає кожен символ як числове посилання."#,
                reference: r#"Стандарт кодувань WHATWG, `windows-1251` (символи, які воно може закодувати)."#,
            },
        },
    },
    Localized {
        code: LIST_NOT_PLACED,
        bg: Texts {
            summary: r#"списък (участници, отбори, програма), който никой раздел не поставя"#,
            doc: Doc {
                what: r#"Регламентът дава списък на участниците, на отборите или програма, но никой раздел от текста не ги поставя с абзац `{players.table}`, `{teams.table}` или `{schedule.table}`, затова документът (който следва разделите на източника) не ги отпечатва."#,
                why: r#"Публикуваният регламент отпечатва всеки списък в раздела, който го въвежда („Право на участие имат следните 12 състезателки:“ и след това списъкът); списък, който не се появява никъде или е на отделен лист, не е това, което федерацията е публикувала."#,
                example: r#""#,
                fix: r#"Добавете абзаца `"{players.table}"` в раздела, който въвежда списъка (тук раздел 7), или изведете с `--facts`, за да се отпечата списъкът в приложението с фактите."#,
                reference: r#"grammar/GRAMMAR.md, „Prose and placeholders“ (заместители за таблици)."#,
            },
        },
        uk: Texts {
            summary: r#"список (учасники, команди, програма), який жоден розділ не розміщує"#,
            doc: Doc {
                what: r#"Регламент дає список учасників, команд чи програму, але жоден розділ тексту не розміщує їх абзацом `{players.table}`, `{teams.table}` чи `{schedule.table}`, тож документ (що йде за розділами джерела) їх не друкує."#,
                why: r#"Опублікований регламент друкує кожен список у розділі, що його вводить („Право на участь мають такі 12 шахісток:“, а далі список); список, якого немає ніде або який на окремому аркуші, — не те, що опублікувала федерація."#,
                example: r#""#,
                fix: r#"Додайте абзац `"{players.table}"` до розділу, що вводить список (тут розділ 7), або виведіть із `--facts`, щоб надрукувати список у додатку з фактами."#,
                reference: r#"grammar/GRAMMAR.md, „Prose and placeholders“ (заповнювачі таблиць)."#,
            },
        },
    },
    Localized {
        code: NO_BROWSER_FOR_PDF,
        bg: Texts {
            summary: r#"за PDF е нужен Chromium, Chrome или Edge, а не е намерен нито един или се е провалил"#,
            doc: Doc {
                what: r#"`--format pdf` отпечатва документа HTML в PDF с локално инсталиран Chromium, Google Chrome или Microsoft Edge без прозорец. Не е намерен нито един на обичайните места (или посоченият с `--browser` или `REGLAMENT_BROWSER` не е тръгнал), или браузърът не е успял да отпечата."#,
                why: r#"Без браузър не може да се запише PDF; по-добре нищо, отколкото празен файл."#,
                example: r#""#,
                fix: r#"Инсталирайте Chromium (`apt-get install chromium`), Google Chrome или Microsoft Edge, или посочете браузъра с `--browser PATH`; или запишете HTML (`--format html`) и го отпечатайте от който и да е браузър."#,
                reference: r#"README, „Commands“ (изход в PDF)."#,
            },
        },
        uk: Texts {
            summary: r#"для PDF потрібен Chromium, Chrome чи Edge, а жодного не знайдено або він не спрацював"#,
            doc: Doc {
                what: r#"`--format pdf` друкує документ HTML у PDF локально встановленим Chromium, Google Chrome чи Microsoft Edge без вікна. Жодного не знайдено у звичних місцях (або названий через `--browser` чи `REGLAMENT_BROWSER` не запустився), або браузер не зміг надрукувати."#,
                why: r#"Без браузера PDF не записати; краще нічого, ніж порожній файл."#,
                example: r#""#,
                fix: r#"Установіть Chromium (`apt-get install chromium`), Google Chrome чи Microsoft Edge або вкажіть браузер через `--browser PATH`; або запишіть HTML (`--format html`) і надрукуйте його з будь-якого браузера."#,
                reference: r#"README, „Commands“ (вивід у PDF)."#,
            },
        },
    },
    Localized {
        code: TEMPLATE_OUT_OF_FUEL,
        bg: Texts {
            summary: r#"шаблон е направил повече стъпки от ограничението, затова документ не се записва"#,
            doc: Doc {
                what: r#"Изпълнението на шаблон е направило повече стъпки (повторения на цикли, изрази, извеждания) от ограничението за работа на шаблоните, 50 милиона по подразбиране; документът не се записва."#,
                why: r#"Шаблон от папка `--templates` е малка програма: цикъл по `range(100000)` в друг такъв върви с часове. Ограничението го спира; вградените шаблони искат няколко милиона стъпки за бюлетина на швейцарски турнир с 5000 състезатели."#,
                example: r#""#,
                fix: r#"Поправете циклите на шаблона. За истински документ, на който му трябват повече, вдигнете ограничението с `--template-fuel`."#,
                reference: r#"Горивото на `minijinja` (`Environment::set_fuel`); ограниченията на програмата (ROBUSTNESS.md, „Limits“)."#,
            },
        },
        uk: Texts {
            summary: r#"шаблон зробив більше кроків, ніж дозволяє обмеження, тож документ не записано"#,
            doc: Doc {
                what: r#"Виконання шаблону зробило більше кроків (повторень циклів, виразів, виведень), ніж обмеження на роботу шаблонів, 50 мільйонів за замовчуванням; документ не записано."#,
                why: r#"Шаблон із теки `--templates` — маленька програма: цикл по `range(100000)` в іншому такому триває годинами. Обмеження його зупиняє; убудованим шаблонам треба кілька мільйонів кроків для бюлетеня швейцарського турніру на 5000 гравців."#,
                example: r#""#,
                fix: r#"Виправте цикли шаблону. Для справжнього документа, якому треба більше, підніміть обмеження через `--template-fuel`."#,
                reference: r#"Пальне `minijinja` (`Environment::set_fuel`); обмеження програми (ROBUSTNESS.md, „Limits“)."#,
            },
        },
    },
    Localized {
        code: DOCUMENT_TOO_LARGE,
        bg: Texts {
            summary: r#"изведеният документ е по-голям от ограничението, затова не се записва"#,
            doc: Doc {
                what: r#"Изведен документ е надхвърлил ограничението за размер на изхода (64 MiB по подразбиране); извеждането спира и нищо не се записва."#,
                why: r#"Документите на регламент или бюлетин са няколкостотин килобайта (бюлетинът на швейцарски турнир с 5000 състезатели е около 5 MB HTML); гигабайти изход идват от цикъл в шаблон или от вход далеч над всеки истински турнир и биха запълнили диска."#,
                example: r#""#,
                fix: r#"Поправете шаблона или входа. За истински документ с такъв размер вдигнете ограничението с `--max-output-size 256M`."#,
                reference: r#"Ограниченията на програмата (ROBUSTNESS.md, „Limits“)."#,
            },
        },
        uk: Texts {
            summary: r#"виведений документ більший за обмеження, тож його не записано"#,
            doc: Doc {
                what: r#"Виведений документ перевищив обмеження розміру виводу (64 MiB за замовчуванням); виведення зупиняється, і нічого не записується."#,
                why: r#"Документи регламенту чи бюлетеня мають кілька сотень кілобайт (бюлетень швейцарського турніру на 5000 гравців — близько 5 MB HTML); гігабайти виводу беруться з циклу в шаблоні або з входу, що далеко перевищує будь-який справжній турнір, і заповнили б диск."#,
                example: r#""#,
                fix: r#"Виправте шаблон або вхід. Для справжнього документа такого розміру підніміть обмеження через `--max-output-size 256M`."#,
                reference: r#"Обмеження програми (ROBUSTNESS.md, „Limits“)."#,
            },
        },
    },
];
