//! The `P` codes: what parsing reports.
//! Each code is registered here once, with its documentation; `crate::registry` collects every
//! stage's table.

use crate::diagnostic::l10n::{Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Doc, Severity};

/// P001 `syntax-error`: the text does not follow the regulation grammar.
pub const SYNTAX_ERROR: Code = Code::new(&CodeInfo {
    code: "P001",
    name: "syntax-error",
    severity: Severity::Error,
    summary: r#"the text does not follow the regulation grammar"#,
    doc: Doc {
        what: r#"A place where the file stops following the grammar: a stray character, a value where none may stand, a missing closing `}`."#,
        why: r#"Nothing after a syntax error can be read reliably, so no fact of the file is checked."#,
        example: r#"```text
system round-robin rounds 11)
```"#,
        fix: r#"Remove or quote the character the caret points at. Text with punctuation belongs in a quoted string."#,
        reference: r#"grammar/regulation.pest (rule by rule) and grammar/GRAMMAR.md."#,
    },
});

/// P002 `unterminated-string`: a quoted string is never closed.
pub const UNTERMINATED_STRING: Code = Code::new(&CodeInfo {
    code: "P002",
    name: "unterminated-string",
    severity: Severity::Error,
    summary: r#"a quoted string is never closed"#,
    doc: Doc {
        what: r#"A `"` that opens a string with no closing `"` before the end of the file."#,
        why: r#"The rest of the file would be swallowed into the string."#,
        example: r#"```text
venue "гр. Перник
```"#,
        fix: r#"Close the string. Use `"""…"""` for text that itself contains `"`."#,
        reference: r#"grammar/GRAMMAR.md, "Shape" (strings and raw strings)."#,
    },
});

/// P003 `unclosed-block`: a `{` block is never closed.
pub const UNCLOSED_BLOCK: Code = Code::new(&CodeInfo {
    code: "P003",
    name: "unclosed-block",
    severity: Severity::Error,
    summary: r#"a `{` block is never closed"#,
    doc: Doc {
        what: r#"A block opened with `{` and not closed with `}`."#,
        why: r#"Every statement after it would belong to the block."#,
        example: r#"```text
event {
  venue "гр. Перник"
```"#,
        fix: r#"Add the missing `}`."#,
        reference: r#"grammar/GRAMMAR.md, "Shape"."#,
    },
});

/// P004 `no-statements`: the file holds no statement.
pub const NO_STATEMENTS: Code = Code::new(&CodeInfo {
    code: "P004",
    name: "no-statements",
    severity: Severity::Error,
    summary: r#"the file holds no statement"#,
    doc: Doc {
        what: r#"A file with nothing but blanks and comments."#,
        why: r#"A regulation needs at least its `regulation` header."#,
        example: r#"An empty `.rgl` file."#,
        fix: r#"Start the file with `regulation "Title" lang bg`."#,
        reference: r#"grammar/GRAMMAR.md, "Statements"."#,
    },
});

/// P005 `nesting-too-deep`: blocks are nested deeper than any regulation needs.
pub const NESTING_TOO_DEEP: Code = Code::new(&CodeInfo {
    code: "P005",
    name: "nesting-too-deep",
    severity: Severity::Error,
    summary: r#"blocks are nested deeper than any regulation needs"#,
    doc: Doc {
        what: r#"Blocks nested more than 32 levels deep."#,
        why: r#"No regulation construct nests deeper than a few levels; such a file is damaged or hostile, and reading it would waste memory."#,
        example: r#"```text
section 1 { section 1.1 { section 1.1.1 { … } } }   # 33 levels
```"#,
        fix: r#"Flatten the sections."#,
        reference: r#"The product's input limits (README, "Input: encodings and limits"): blocks nest at most 32 deep."#,
    },
});

/// Every `P` code, in code order.
pub const CODES: &[Code] =
    &[SYNTAX_ERROR, UNTERMINATED_STRING, UNCLOSED_BLOCK, NO_STATEMENTS, NESTING_TOO_DEEP];

/// The Bulgarian and Ukrainian documentation of these codes, next to the codes above.
pub const L10N: &[Localized] = &[
    Localized {
        code: SYNTAX_ERROR,
        bg: Texts {
            summary: r#"текстът не следва граматиката на регламентите"#,
            doc: Doc {
                what: r#"Място, от което файлът престава да следва граматиката: случаен знак, стойност, където не може да има, липсваща затваряща `}`."#,
                why: r#"Нищо след синтактична грешка не може да се прочете надеждно, затова не се проверява нито един факт от файла."#,
                example: r#""#,
                fix: r#"Махнете знака, който стрелката сочи, или го оградете с кавички. Текст с препинателни знаци се пише в кавички."#,
                reference: r#"grammar/regulation.pest (правило по правило) и grammar/GRAMMAR.md."#,
            },
        },
        uk: Texts {
            summary: r#"текст не відповідає граматиці положень"#,
            doc: Doc {
                what: r#"Місце, з якого файл перестає відповідати граматиці: випадковий символ, значення там, де його бути не може, пропущена закривна `}`."#,
                why: r#"Нічого після синтаксичної помилки не можна надійно прочитати, тож жоден факт файлу не перевіряється."#,
                example: r#""#,
                fix: r#"Вилучіть символ, на який указує стрілка, або візьміть його в лапки. Текст із розділовими знаками пишуть у лапках."#,
                reference: r#"grammar/regulation.pest (правило за правилом) і grammar/GRAMMAR.md."#,
            },
        },
    },
    Localized {
        code: UNTERMINATED_STRING,
        bg: Texts {
            summary: r#"кавичките не са затворени"#,
            doc: Doc {
                what: r#"`"`, които отварят текст без затварящи `"` до края на файла."#,
                why: r#"Останалата част от файла би била погълната от текста."#,
                example: r#""#,
                fix: r#"Затворете текста. За текст, който сам съдържа `"`, използвайте `"""…"""`."#,
                reference: r#"grammar/GRAMMAR.md, „Shape“ (текст в кавички и суров текст)."#,
            },
        },
        uk: Texts {
            summary: r#"лапки не закрито"#,
            doc: Doc {
                what: r#"`"`, що відкривають текст, без закривних `"` до кінця файлу."#,
                why: r#"Решта файлу опинилася б усередині тексту."#,
                example: r#""#,
                fix: r#"Закрийте текст. Для тексту, що сам містить `"`, використайте `"""…"""`."#,
                reference: r#"grammar/GRAMMAR.md, „Shape“ (текст у лапках і сирий текст)."#,
            },
        },
    },
    Localized {
        code: UNCLOSED_BLOCK,
        bg: Texts {
            summary: r#"блок `{` не е затворен"#,
            doc: Doc {
                what: r#"Блок, отворен с `{` и незатворен с `}`."#,
                why: r#"Всеки ред след него би попаднал в блока."#,
                example: r#""#,
                fix: r#"Добавете липсващата `}`."#,
                reference: r#"grammar/GRAMMAR.md, „Shape“."#,
            },
        },
        uk: Texts {
            summary: r#"блок `{` не закрито"#,
            doc: Doc {
                what: r#"Блок, відкритий `{` і не закритий `}`."#,
                why: r#"Кожен рядок після нього потрапив би до блоку."#,
                example: r#""#,
                fix: r#"Додайте пропущену `}`."#,
                reference: r#"grammar/GRAMMAR.md, „Shape“."#,
            },
        },
    },
    Localized {
        code: NO_STATEMENTS,
        bg: Texts {
            summary: r#"файлът не съдържа нито един ред с данни"#,
            doc: Doc {
                what: r#"Файл само с интервали и коментари."#,
                why: r#"Регламентът има нужда поне от заглавния ред `regulation`."#,
                example: r#"Празен файл `.rgl`."#,
                fix: r#"Започнете файла с `регламент "Заглавие" език bg`."#,
                reference: r#"grammar/GRAMMAR.md, „Statements“."#,
            },
        },
        uk: Texts {
            summary: r#"файл не містить жодного рядка з даними"#,
            doc: Doc {
                what: r#"Файл лише з пропусками й коментарями."#,
                why: r#"Положення потребує щонайменше заголовного рядка `regulation`."#,
                example: r#"Порожній файл `.rgl`."#,
                fix: r#"Почніть файл рядком `регламент "Назва" мова uk`."#,
                reference: r#"grammar/GRAMMAR.md, „Statements“."#,
            },
        },
    },
    Localized {
        code: NESTING_TOO_DEEP,
        bg: Texts {
            summary: r#"блоковете са вложени по-дълбоко, отколкото някой регламент изисква"#,
            doc: Doc {
                what: r#"Блокове, вложени на повече от 32 нива."#,
                why: r#"Никоя част от регламента не се влага на повече от няколко нива; такъв файл е повреден или злонамерен, а четенето му би хабило памет."#,
                example: r#""#,
                fix: r#"Намалете влагането на разделите."#,
                reference: r#"Ограниченията на входа (README, „Input: encodings and limits“): блоковете се влагат на най-много 32 нива."#,
            },
        },
        uk: Texts {
            summary: r#"блоки вкладено глибше, ніж потребує будь-яке положення"#,
            doc: Doc {
                what: r#"Блоки, вкладені понад 32 рівні."#,
                why: r#"Жодна частина положення не вкладається глибше кількох рівнів; такий файл пошкоджений або зловмисний, а його читання марнувало б пам'ять."#,
                example: r#""#,
                fix: r#"Зменште вкладеність розділів."#,
                reference: r#"Обмеження вхідних даних (README, „Input: encodings and limits“): блоки вкладаються щонайбільше на 32 рівні."#,
            },
        },
    },
];
