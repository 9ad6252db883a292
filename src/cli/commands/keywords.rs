//! `reglament keywords [--lang bg|uk|en]`: the vocabulary of the regulation language, block by
//! block, each keyword with its English, Bulgarian and Ukrainian spellings (every spelling is
//! accepted in every file).

use crate::cli::args::{KeywordsArgs, LangArg};
use crate::cli::{write, ExitStatus};
use crate::model::keywords::{spellings_of, GROUPS};
use crate::vocab::Lang;

/// Prints the keywords.
pub fn run(args: &KeywordsArgs) -> ExitStatus {
    write::stdout(vocabulary(args.lang.map(LangArg::lang)).as_bytes())
}

/// The group headings in a language.
fn heading(group: &str, lang: Lang) -> &str {
    let t: &[(&str, &str, &str)] = &[
        ("header", "заглавен ред", "заголовний рядок"),
        ("top level", "най-горно ниво", "верхній рівень"),
        ("event", "събитие (event)", "подія (event)"),
        ("system", "система на провеждане", "система проведення"),
        ("players, teams", "участници и отбори", "учасники та команди"),
        ("team-composition", "състав на отборите", "склад команд"),
        ("time-control", "контрола на времето", "контроль часу"),
        ("units and switches", "мерни единици и превключватели", "одиниці та перемикачі"),
        ("schedule", "програма", "програма"),
        (
            "ranking, subclassification",
            "класиране и подкласиране",
            "класифікація та підкласифікація",
        ),
        ("validity", "валидност", "валідність"),
        ("claims", "заявени данни", "заявлені дані"),
        ("officials", "съдии", "судді"),
        ("appeals", "контестации", "протести"),
        ("prizes", "награди", "нагороди"),
    ];
    match (lang, t.iter().find(|(en, _, _)| *en == group)) {
        (Lang::Bg, Some((_, bg, _))) => bg,
        (Lang::Uk, Some((_, _, uk))) => uk,
        _ => group,
    }
}

/// The table `keywords` prints: one section per block; in each, one line per keyword with its
/// spellings (English first), or English and one language's spellings with `--lang`.
pub fn vocabulary(lang: Option<Lang>) -> String {
    let mut out = String::new();
    let langs: Vec<Lang> = match lang {
        None | Some(Lang::En) => vec![Lang::En, Lang::Bg, Lang::Uk],
        Some(l) => vec![Lang::En, l],
    };
    let title_lang = lang.unwrap_or(Lang::En);
    for (group, kws) in GROUPS {
        out.push_str(&format!("## {}\n", heading(group, title_lang)));
        for kw in *kws {
            let cells: Vec<String> =
                langs.iter().map(|l| spellings_of(*kw, *l).join(", ")).collect();
            let mut line = String::new();
            for (i, c) in cells.iter().enumerate() {
                if i + 1 == cells.len() {
                    line.push_str(c);
                } else {
                    let width = 28usize.saturating_sub(c.chars().count()).max(1);
                    line.push_str(c);
                    line.push_str(&" ".repeat(width));
                }
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out.push('\n');
    }
    out
}
