//! The main job for a folder (`reglament build`): every regulation checked, every regulation
//! that lowered cleanly rendered (HTML, Markdown and, when asked, PDF), and a bulletin rendered
//! for every results file whose header names one of those regulations. A regulation with check
//! errors (the faithful seeds keep their real mistakes) is rendered as a draft, marked on every
//! page, and its bulletins too. Each regulation is compiled once; its model serves its own
//! documents and every bulletin that names it. The documents go to a [`Publisher`], which
//! writes them (the command line: atomically, into the output folder, never over an input).

use super::load;
use super::publish::Gate;
use super::{About, Inputs, Remark, Report, Tally};
use crate::diagnostic::Severity;
use crate::model::Regulation;
use crate::render::season::{self, Published};
use crate::render::{regulation_view_with, DocumentOptions, Format, OutputEncoding, Renderer};
use crate::source::SourceFile;
use crate::vocab::limits::{FileKind, Limits};
use crate::{Compiled, Options};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The formats `build` writes (and PDF from the HTML, when asked).
const FORMATS: [Format; 2] = [Format::Html, Format::Markdown];

/// Where `build` puts its documents.
pub trait Publisher {
    /// Writes a document at `target`, never over one of `inputs`; false when it could not be
    /// written (the publisher has said why).
    fn write(&mut self, target: &Path, bytes: &[u8], inputs: &[&Path]) -> bool;

    /// Hands an HTML document in to be printed to PDF and written at `target`; false when it
    /// could not. The publisher may print it later, with others at once: [`Publisher::finish`]
    /// waits for them.
    fn print(&mut self, target: &Path, html: &str, inputs: &[&Path]) -> bool;

    /// Waits for every document handed to [`Publisher::print`]; false when one could not be
    /// printed or written (the publisher has said why).
    fn finish(&mut self) -> bool {
        true
    }
}

/// What `build` asks for.
pub struct Request<'a> {
    /// The regulations (found in the regulations folder).
    pub regulations: &'a [PathBuf],
    /// The folder they were found in (the documents keep their place below it).
    pub regulations_dir: &'a Path,
    /// The results files (`.rgr`).
    pub results: &'a [PathBuf],
    /// The folder they were found in.
    pub results_dir: &'a Path,
    /// The output folder.
    pub out: &'a Path,
    /// Print PDF copies of the HTML documents.
    pub pdf: bool,
    /// The run's limits.
    pub limits: Limits,
}

/// What a build did.
#[derive(Debug, Default)]
pub struct Built {
    /// The errors and warnings of the inputs.
    pub tally: Tally,
    /// Regulations rendered as drafts.
    pub drafts: usize,
    /// Bulletins of illustrative results, marked as samples.
    pub samples: usize,
    /// Something could not be read, rendered or written (exit status 2).
    pub failed: bool,
}

/// The output path for `input` (relative to `base`) with a new suffix, inside `out`.
pub fn output_path(out: &Path, base: &Path, input: &Path, suffix: &str) -> PathBuf {
    let relative = input.strip_prefix(base).unwrap_or(input);
    let stem = relative.with_extension("");
    out.join(format!("{}{suffix}", stem.display()))
}

/// Builds every document; `step` is told of each input before it is built (a progress bar).
pub fn run(
    inputs: &dyn Inputs,
    request: &Request<'_>,
    renderer: &Renderer,
    publisher: &mut dyn Publisher,
    report: &mut dyn Report,
    step: &mut dyn FnMut(&Path),
) -> Built {
    let mut b = Builder {
        inputs,
        request,
        renderer,
        publisher,
        report,
        built: Built::default(),
        renderable: HashMap::new(),
    };
    // Every regulation compiled first: the season's findings (its regulations against each
    // other) belong to them before they are reported and published.
    let mut compiled: Vec<(PathBuf, Compiled)> = Vec::new();
    for path in request.regulations {
        step(path);
        if let Some(c) = b.compile(path) {
            compiled.push((path.clone(), c));
        }
    }
    season(&mut compiled);
    for (path, c) in compiled {
        b.regulation(&path, c);
    }
    b.calendar();
    for rgr in request.results {
        step(rgr);
        b.bulletin(rgr);
    }
    if !b.publisher.finish() {
        b.built.failed = true;
    }
    b.built
}

/// A build under way.
struct Builder<'a> {
    inputs: &'a dyn Inputs,
    request: &'a Request<'a>,
    renderer: &'a Renderer,
    publisher: &'a mut dyn Publisher,
    report: &'a mut dyn Report,
    built: Built,
    /// Regulations that lowered cleanly, by canonical path: their path, model and whether they
    /// are drafts.
    renderable: HashMap<PathBuf, (PathBuf, Regulation, bool)>,
}

impl Builder<'_> {
    /// Writes a document, and its PDF copy when it is HTML and PDF is asked for.
    fn publish(&mut self, target: PathBuf, bytes: &[u8], format: Format, inputs: &[&Path]) {
        if !self.publisher.write(&target, bytes, inputs) {
            self.built.failed = true;
        }
        if format == Format::Html && self.request.pdf {
            let html = String::from_utf8_lossy(bytes);
            if !self.publisher.print(&target.with_extension("pdf"), &html, inputs) {
                self.built.failed = true;
            }
        }
    }

    /// A regulation compiled, or the failure to read it reported.
    fn compile(&mut self, path: &Path) -> Option<Compiled> {
        let options = Options { limits: self.request.limits, ..Options::default() };
        match load::regulation(self.inputs, path, &options) {
            Ok(c) => Some(c),
            Err(msg) => {
                self.report.remark(Remark::Failed(msg));
                self.built.failed = true;
                None
            }
        }
    }

    /// The season's calendar page (and its PDF copy) and calendar files: the season's and one
    /// per regulation, beside its documents.
    fn calendar(&mut self) {
        let mut published: Vec<(String, PathBuf, Regulation, bool)> = self
            .renderable
            .values()
            .map(|(path, model, draft)| {
                let out = output_path(Path::new(""), self.request.regulations_dir, path, "");
                let stem = out.to_string_lossy().replace('\\', "/");
                (stem, path.clone(), model.clone(), *draft)
            })
            .collect();
        if published.is_empty() {
            return;
        }
        published.sort_by(|a, b| a.0.cmp(&b.0));
        let items: Vec<Published<'_>> = published
            .iter()
            .map(|(stem, _, reg, draft)| Published { reg, stem, draft: *draft })
            .collect();
        let inputs: Vec<&Path> = published.iter().map(|(_, p, _, _)| p.as_path()).collect();
        let mut writes: Vec<(PathBuf, Vec<u8>, Vec<PathBuf>)> = Vec::new();
        for (item, (_, path, _, _)) in items.iter().zip(&published) {
            let text = season::ics(std::slice::from_ref(item), season_name(item.reg));
            let target = output_path(self.request.out, self.request.regulations_dir, path, ".ics");
            writes.push((target, text.into_bytes(), vec![path.clone()]));
        }
        let lang = season::folder_lang(&items.iter().map(|i| i.reg).collect::<Vec<_>>());
        let view = season::calendar_view(&items, lang);
        writes.push((
            self.request.out.join("season.ics"),
            season::ics(&items, &view.title).into_bytes(),
            inputs.iter().map(|p| p.to_path_buf()).collect(),
        ));
        for (target, bytes, from) in writes {
            let from: Vec<&Path> = from.iter().map(PathBuf::as_path).collect();
            if !self.publisher.write(&target, &bytes, &from) {
                self.built.failed = true;
            }
        }
        match self.renderer.render_encoded(
            "calendar.html.j2",
            &view,
            Format::Html,
            OutputEncoding::Utf8,
        ) {
            Ok((bytes, _)) => {
                self.publish(self.request.out.join("calendar.html"), &bytes, Format::Html, &inputs)
            }
            Err(d) => {
                let file = SourceFile::new("calendar.html", "", "UTF-8");
                self.report.findings(About::Output, &file, &[d]);
                self.built.failed = true;
            }
        }
    }

    /// A regulation checked and rendered (as a draft when it has errors of the checks).
    fn regulation(&mut self, path: &Path, compiled: Compiled) {
        let mut shown: Vec<_> =
            compiled.diagnostics.iter().filter(|d| d.severity != Severity::Note).cloned().collect();
        // Checked against FIDE's rating list too, when one is given (`--fide-list`).
        if let Some(model) = &compiled.model {
            let mut against = super::fide_list::check(self.inputs, model);
            for d in &mut against {
                d.localize(compiled.lang);
            }
            shown.extend(against);
        }
        self.built.tally.add(&shown);
        self.report.findings(About::Regulation, &compiled.file, &shown);
        let draft = match Gate::of(&compiled, true) {
            Gate::Refuse(_) => return,
            Gate::Draft => compiled.has_errors(),
            Gate::Publish => false,
        };
        let Some(model) = compiled.model else { return };
        if draft {
            self.built.drafts += 1;
            let mark = crate::render::i18n::labels(model.lang).draft;
            self.report.remark(Remark::BuiltAsDraft { path: path.to_path_buf(), mark });
        }
        let view = regulation_view_with(&model, &DocumentOptions { draft, facts: false });
        self.built.tally.add(&view.diagnostics);
        self.report.findings(About::Document, &compiled.file, &view.diagnostics);
        for format in FORMATS {
            let template = format.template_name("regulation");
            match self.renderer.render_encoded(&template, &view, format, OutputEncoding::Utf8) {
                Ok((bytes, _)) => {
                    let suffix = format!(".{}", format.extension());
                    let target =
                        output_path(self.request.out, self.request.regulations_dir, path, &suffix);
                    self.publish(target, &bytes, format, &[path]);
                }
                Err(d) => {
                    let file = SourceFile::new(path.display().to_string(), "", "UTF-8");
                    self.report.findings(About::Output, &file, &[d]);
                    self.built.failed = true;
                }
            }
        }
        if let Some(canonical) = self.inputs.canonical(path) {
            self.renderable.insert(canonical, (path.to_path_buf(), model, draft));
        }
    }

    /// A results file's bulletin, under the regulation its header names (rendered above).
    fn bulletin(&mut self, rgr: &Path) {
        let limit = self.request.limits.file_size(FileKind::Results);
        let Ok(bytes) = self.inputs.read(rgr, limit) else { return };
        let name = rgr.display().to_string();
        let size = usize::try_from(limit).unwrap_or(usize::MAX);
        let Ok(decoded) = crate::decode::decode_with_size_limit(&name, &bytes, None, size) else {
            return;
        };
        let Some(reference) = crate::results::results_file::regulation_reference(&decoded.file)
        else {
            self.report.remark(Remark::NamesNoRegulation { path: rgr.to_path_buf() });
            return;
        };
        let named = self.inputs.canonical(&load::beside(rgr, &reference));
        let Some((regulation, model, draft)) = named.and_then(|c| self.renderable.get(&c)) else {
            self.report
                .remark(Remark::RegulationNotRendered { path: rgr.to_path_buf(), reference });
            return;
        };
        let (regulation, draft) = (regulation.clone(), *draft);
        let r = match load::results(self.inputs, rgr, Some(model), &self.request.limits) {
            Ok(r) => r,
            Err(msg) => {
                self.report.remark(Remark::Failed(msg));
                self.built.failed = true;
                return;
            }
        };
        self.report.findings(About::Results, &r.file, &r.diagnostics);
        if Tally::of(&r.diagnostics).errors > 0 {
            self.report.remark(Remark::BuildResultsHaveErrors { path: rgr.to_path_buf() });
            self.built.tally.add(&r.diagnostics);
            return;
        }
        if r.tournament.illustrative.is_some() {
            let mark = crate::render::i18n::bulletin_labels(model.lang).sample;
            self.report.remark(Remark::BuiltSample { path: rgr.to_path_buf(), mark });
            self.built.samples += 1;
        }
        let (view, findings) = super::bulletin::view(model, &r, draft);
        self.report.findings(About::Standings, &r.file, &findings);
        if Tally::of(&findings).errors > 0 {
            self.report.remark(Remark::BuildStandingsHaveErrors { path: rgr.to_path_buf() });
            self.built.tally.add(&findings);
            return;
        }
        for format in FORMATS {
            let template = format.template_name("bulletin");
            match self.renderer.render_encoded(&template, &view, format, OutputEncoding::Utf8) {
                Ok((bytes, _)) => {
                    let suffix = format!(".bulletin.{}", format.extension());
                    let target =
                        output_path(self.request.out, self.request.results_dir, rgr, &suffix);
                    let inputs = [rgr, regulation.as_path()];
                    self.publish(target, &bytes, format, &inputs);
                }
                Err(d) => {
                    self.report.findings(About::Output, &r.file, &[d]);
                    self.built.failed = true;
                }
            }
        }
    }
}

/// The name of one regulation's calendar file: the event's own name, else its title.
fn season_name(reg: &Regulation) -> &str {
    reg.event.name.as_ref().map_or(reg.title.value.as_str(), |n| n.value.as_str())
}

/// The season's findings: the regulations compared with each other, each finding added to the
/// file it belongs to, in that file's language.
fn season(compiled: &mut [(PathBuf, Compiled)]) {
    use crate::checks::season::Member;
    let found = {
        let members: Vec<(usize, Member<'_>)> = compiled
            .iter()
            .enumerate()
            .filter_map(|(i, (_, c))| {
                let reg = c.model.as_ref().filter(|m| m.broken.is_empty())?;
                Some((i, Member { file: &c.file, reg }))
            })
            .collect();
        let only: Vec<Member<'_>> = members.iter().map(|(_, m)| *m).collect();
        super::check::season_findings(&only)
            .into_iter()
            .map(|(i, d)| (members[i].0, d))
            .collect::<Vec<_>>()
    };
    for (i, mut d) in found {
        let c = &mut compiled[i].1;
        d.localize(c.lang);
        c.diagnostics.push(d);
    }
}
