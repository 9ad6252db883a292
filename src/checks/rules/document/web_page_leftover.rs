//! V849 `web-page-leftover`: a text holds what a web page left in it: the sentence a content
//! system writes in place of a hidden e-mail address, a cookie notice, a share button, a "read
//! more" link, a comment box, a counter, a menu or a picture's file name.

use crate::checks::{facts, Context, Rule};
use crate::diagnostic::fix::Edit;
use crate::diagnostic::l10n::{localized, tr, Localized, Texts};
use crate::diagnostic::{Code, CodeInfo, Diagnostic, Doc, Severity};
use crate::source::Span;
use crate::vocab::leftovers::Kind;
use crate::vocab::Lang;

/// V849: what a web page left in the text.
pub struct WebPageLeftover;

static INFO: CodeInfo = CodeInfo {
    code: "V849",
    name: "web-page-leftover",
    severity: Severity::Warning,
    summary: "a text holds what a web page left in it (a hidden e-mail's sentence, a share button, a counter, a menu)",
    doc: Doc {
        what: r#"A known leftover of a web page in a text: the sentence a content system writes where an e-mail address was hidden from robots (`This email address is being protected from spambots. You need JavaScript enabled to view it.`), a cookie notice, anywhere in a sentence; a share button (`Сподели`, `Поділитися`), a "read more" link, a comment box (`Коментарите са затворени`), a counter (`Переглядів: 1687`), a breadcrumb menu (`Начало | новини …`) or a picture's file name (`IMG_1428`) when it makes a whole line. The table is `vocab::leftovers`; each entry was seen on a real page. A fix deletes it."#,
        why: r#"The regulation is published as its federation wrote it, not as a news site showed it: a share button or a counter printed in the regulation is noise, and the spam-protection sentence stands where the entry address was, so nobody can send an entry."#,
        example: r#"```text
section 4 { "Заявки за участие изпращайте до главния съдия Здравко Недев – This email address is being protected from spambots. You need JavaScript enabled to view it." }
```"#,
        fix: r#"Delete the leftover (`reglament check --fix` does); where it stood for an e-mail address, write the address itself."#,
        reference: r#"Proofreading; the pages of the corpus that carry each leftover are named in `vocab::leftovers`."#,
    },
};

static L10N: Localized = Localized {
    code: Code::new(&INFO),
    bg: Texts {
        summary: "в текста е останало нещо от уебстраница (изречение вместо скрит имейл, бутон „Сподели“, брояч, меню)",
        doc: Doc {
            what: r#"Известен остатък от уебстраница в текста: изречението, което системата на сайта пише там, където имейл адресът е скрит от роботи (`This email address is being protected from spambots. You need JavaScript enabled to view it.`), и съобщение за бисквитки — където и да стоят; бутон за споделяне (`Сподели`), връзка „Прочети още“, поле за коментари (`Коментарите са затворени`), брояч (`Прочетена 120 пъти`), меню на сайта (`Начало | новини …`) или име на файл със снимка (`IMG_1428`) — когато са сами на ред. Таблицата е `vocab::leftovers`; всеки запис е виждан на истинска страница. Поправката ги изтрива."#,
            why: r#"Регламентът се публикува така, както го е написала федерацията, а не както го е показал новинарски сайт: бутон или брояч в отпечатания регламент е излишен, а изречението срещу спам стои там, където е бил адресът за заявки, и никой не може да изпрати заявка."#,
            example: r#""#,
            fix: r#"Изтрийте остатъка (`reglament check --fix` го прави); ако е стоял вместо имейл адрес, напишете самия адрес."#,
            reference: r#"Коректура; страниците от корпуса, на които е виждан всеки остатък, са посочени във `vocab::leftovers`."#,
        },
    },
    uk: Texts {
        summary: "у тексті лишилося щось із вебсторінки (речення замість прихованої адреси, кнопка «Поділитися», лічильник, меню)",
        doc: Doc {
            what: r#"Відомий залишок вебсторінки в тексті: речення, яке система сайту пише там, де адресу електронної пошти приховано від роботів (`This email address is being protected from spambots. You need JavaScript enabled to view it.`), і повідомлення про файли кукі — будь-де в реченні; кнопка поширення (`Поділитися`), посилання «Читати далі», поле для коментарів (`Коментарі вимкнені`), лічильник (`Переглядів: 1687`), меню сайту (`Головна » 2018 » …`) чи назва файлу світлини (`IMG_1428`) — коли вони займають увесь рядок. Таблиця — `vocab::leftovers`; кожен запис бачено на справжній сторінці. Виправлення їх видаляє."#,
            why: r#"Регламент публікують таким, яким його написала федерація, а не яким його показав сайт новин: кнопка чи лічильник у надрукованому регламенті зайві, а речення про захист від спаму стоїть там, де була адреса для заявок, і ніхто не може надіслати заявку."#,
            example: r#""#,
            fix: r#"Видаліть залишок (`reglament check --fix` це робить); якщо він стояв замість адреси електронної пошти, напишіть саму адресу."#,
            reference: r#"Коректура; сторінки корпусу, на яких бачено кожен залишок, названо у `vocab::leftovers`."#,
        },
    },
};

/// What the page element was, in `l`.
fn what(kind: Kind, l: Lang) -> String {
    match kind {
        Kind::HiddenEmail => {
            tr!(l, en: "a site's sentence in place of a hidden e-mail address", bg: "изречение на сайта вместо скрит имейл адрес", uk: "речення сайту замість прихованої адреси електронної пошти")
        }
        Kind::Cookies => {
            tr!(l, en: "a cookie notice", bg: "съобщение за бисквитки", uk: "повідомлення про файли кукі")
        }
        Kind::Share => {
            tr!(l, en: "a share button", bg: "бутон за споделяне", uk: "кнопка поширення")
        }
        Kind::ReadMore => {
            tr!(l, en: "a link to the rest of an article", bg: "връзка към продължението на статия", uk: "посилання на продовження статті")
        }
        Kind::Comments => {
            tr!(l, en: "a comment box", bg: "поле за коментари", uk: "поле для коментарів")
        }
        Kind::Counter => {
            tr!(l, en: "a view or comment counter", bg: "брояч на прегледи или коментари", uk: "лічильник переглядів чи коментарів")
        }
        Kind::Menu => tr!(l, en: "a site menu", bg: "меню на сайта", uk: "меню сайту"),
        Kind::ImageName => {
            tr!(l, en: "a picture's file name", bg: "име на файл със снимка", uk: "назва файлу світлини")
        }
    }
}

/// The leftover as a fix names it: its first six words, `…` after them.
fn excerpt(s: &str) -> String {
    let words: Vec<&str> = s.split_whitespace().collect();
    if words.len() <= 6 {
        words.join(" ")
    } else {
        format!("{} …", words[..6].join(" "))
    }
}

impl Rule for WebPageLeftover {
    fn info(&self) -> &'static CodeInfo {
        &INFO
    }

    fn l10n(&self) -> Option<&'static Localized> {
        Some(&L10N)
    }

    fn check(&self, reg: &Context<'_>, out: &mut Vec<Diagnostic>) {
        let paragraphs: Vec<Span> = reg.paragraphs().iter().map(|(_, t)| t.span).collect();
        for text in reg.texts() {
            let t = text.as_str();
            for found in text.reading().leftovers() {
                let span = facts::span_in_literal(t, text.span, found.start, found.end);
                // A fix only where the text maps byte for byte onto the file (no escapes), and a
                // whole text only where it is a paragraph (its literal goes, not a title).
                let delete = if found.whole {
                    paragraphs.contains(&text.span).then_some(text.span)
                } else {
                    let (a, b) = found.delete;
                    let d = facts::span_in_literal(t, text.span, a, b);
                    (d != text.span).then_some(d)
                };
                let kind = found.kind;
                let written = excerpt(&t[found.start..found.end]);
                out.push(localized(|l| {
                    let what = what(kind, l);
                    let mut d = Diagnostic::new(
                        Code::new(&INFO),
                        INFO.severity,
                        tr!(l, en: "left from a web page: {what}", bg: "остатък от уебстраница: {what}", uk: "залишок вебсторінки: {what}"),
                    )
                    .with_label(span, tr!(l, en: "not part of the regulation", bg: "не е част от регламента", uk: "не є частиною регламенту"));
                    d = if kind == Kind::HiddenEmail {
                        d.with_help(tr!(
                            l,
                            en: "write the e-mail address itself: the page hid it from robots, so the copy has this sentence instead",
                            bg: "напишете самия имейл адрес: страницата го е скрила от роботи и в копието вместо него е останало това изречение",
                            uk: "напишіть саму адресу електронної пошти: сторінка приховала її від роботів, тож у копії замість неї це речення"
                        ))
                    } else {
                        d.with_help(tr!(l, en: "delete it", bg: "изтрийте го", uk: "видаліть його"))
                    };
                    match delete {
                        Some(s) => d.with_fix(
                            tr!(l, en: "delete `{written}`", bg: "изтрийте „{written}“", uk: "видаліть «{written}»"),
                            vec![Edit::replace(s, "")],
                        ),
                        None => d,
                    }
                }));
            }
        }
    }
}
