//! `reglament keywords [--lang bg|uk|en]`: the vocabulary of the regulation language, block by
//! block, each keyword with its English, Bulgarian and Ukrainian spellings (every spelling is
//! accepted in every file).

use crate::cli::args::{KeywordsArgs, LangArg};
use crate::cli::{write, ExitStatus};
use crate::model::keywords::{spellings_of, GROUPS};
use crate::vocab::lang::{ph, Phrase};
use crate::vocab::Lang;

/// Prints the keywords.
pub fn run(args: &KeywordsArgs) -> ExitStatus {
    write::stdout(vocabulary(args.lang.map(LangArg::lang)).as_bytes())
}

/// The group headings in a language.
fn heading(group: &str, lang: Lang) -> &str {
    const HEADINGS: &[Phrase] = &[
        ph!(en: "header", bg: "заглавен ред", uk: "заголовний рядок"),
        ph!(en: "top level", bg: "най-горно ниво", uk: "верхній рівень"),
        ph!(en: "event", bg: "събитие (event)", uk: "подія (event)"),
        ph!(en: "system", bg: "система на провеждане", uk: "система проведення"),
        ph!(en: "players, teams", bg: "участници и отбори", uk: "учасники та команди"),
        ph!(en: "team-composition", bg: "състав на отборите", uk: "склад команд"),
        ph!(en: "time-control", bg: "контрола на времето", uk: "контроль часу"),
        ph!(en: "units and switches", bg: "мерни единици и превключватели", uk: "одиниці та перемикачі"),
        ph!(en: "schedule", bg: "програма", uk: "програма"),
        ph!(en: "ranking, subclassification", bg: "класиране и подкласиране", uk: "класифікація та підкласифікація"),
        ph!(en: "validity", bg: "валидност", uk: "валідність"),
        ph!(en: "claims", bg: "заявени данни", uk: "заявлені дані"),
        ph!(en: "officials", bg: "съдии", uk: "судді"),
        ph!(en: "appeals", bg: "контестации", uk: "протести"),
        ph!(en: "prizes", bg: "награди", uk: "нагороди"),
    ];
    match HEADINGS.iter().find(|p| p.en == group) {
        Some(p) => p.get(lang),
        None => group,
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
