//! SARIF 2.1.0, the format code-scanning services read (GitHub code scanning, GitLab, Azure
//! DevOps): one run of `reglament` with the rules it reported, each finding with its location,
//! its secondary labels and, when it has one, its fix as a replacement.

use super::{Code, Diagnostic, Severity};
use crate::source::{SourceFile, Span};
use serde_json::{json, Value};
use std::collections::BTreeMap;

fn level(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

/// A file name as a SARIF URI reference: forward slashes, blanks and `%` escaped.
fn uri(name: &str) -> String {
    name.replace('\\', "/").replace('%', "%25").replace(' ', "%20")
}

fn region(file: &SourceFile, span: Span) -> Value {
    let (line, column) = file.line_col(span.start);
    let (end_line, end_column) = file.line_col(span.end);
    json!({ "startLine": line, "startColumn": column, "endLine": end_line, "endColumn": end_column })
}

fn rule(code: Code) -> Value {
    let info = code.info();
    json!({
        "id": info.code,
        "name": info.name,
        "shortDescription": { "text": info.summary },
        "fullDescription": { "text": info.doc.what.trim() },
        "help": { "text": info.doc.fix.trim(), "markdown": info.explanation() },
        "defaultConfiguration": { "level": level(info.severity) },
    })
}

/// The findings of several files as one SARIF log.
pub fn sarif<'a>(files: impl IntoIterator<Item = (&'a SourceFile, &'a [Diagnostic])>) -> String {
    let files: Vec<(&SourceFile, &[Diagnostic])> = files.into_iter().collect();
    let mut rules: BTreeMap<&str, (usize, Code)> = BTreeMap::new();
    for (_, ds) in &files {
        for d in ds.iter() {
            rules.entry(d.code.as_str()).or_insert((0, d.code));
        }
    }
    for (i, (_, entry)) in rules.iter_mut().enumerate() {
        entry.0 = i;
    }
    let mut results = Vec::new();
    for (file, ds) in &files {
        let location = |span: Option<Span>, message: Option<&str>| {
            let mut physical = json!({ "artifactLocation": { "uri": uri(&file.name) } });
            if let Some(s) = span {
                physical["region"] = region(file, s);
            }
            let mut l = json!({ "physicalLocation": physical });
            if let Some(m) = message {
                l["message"] = json!({ "text": m });
            }
            l
        };
        for d in ds.iter() {
            let mut text = d.message.clone();
            if let Some(h) = &d.help {
                text.push_str(&format!("\nhelp: {h}"));
            }
            for n in &d.notes {
                text.push_str(&format!("\nnote: {n}"));
            }
            let primary = d.labels.first();
            let mut result = json!({
                "ruleId": d.code.as_str(),
                "ruleIndex": rules.get(d.code.as_str()).map(|r| r.0).unwrap_or(0),
                "level": level(d.severity),
                "message": { "text": text },
                "locations": [location(primary.map(|l| l.span), None)],
            });
            let related: Vec<Value> = d
                .labels
                .iter()
                .skip(1)
                .enumerate()
                .map(|(i, l)| {
                    let mut v = location(Some(l.span), l.message.as_deref());
                    v["id"] = json!(i + 1);
                    v
                })
                .collect();
            let mut related = related;
            for r in &d.related {
                let mut v = json!({
                    "physicalLocation": {
                        "artifactLocation": { "uri": uri(&r.file) },
                        "region": {
                            "startLine": r.line, "startColumn": r.column,
                            "endLine": r.end_line, "endColumn": r.end_column,
                        },
                    },
                });
                if let Some(m) = &r.message {
                    v["message"] = json!({ "text": m });
                }
                v["id"] = json!(related.len() + 1);
                related.push(v);
            }
            if !related.is_empty() {
                result["relatedLocations"] = json!(related);
            }
            if let Some(fix) = &d.fix {
                let replacements: Vec<Value> = fix
                    .edits
                    .iter()
                    .map(|e| {
                        json!({
                            "deletedRegion": region(file, e.span),
                            "insertedContent": { "text": e.replacement },
                        })
                    })
                    .collect();
                result["fixes"] = json!([{
                    "description": { "text": fix.message },
                    "artifactChanges": [{
                        "artifactLocation": { "uri": uri(&file.name) },
                        "replacements": replacements,
                    }],
                }]);
            }
            results.push(result);
        }
    }
    let log = json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": { "driver": {
                "name": "reglament",
                "version": env!("CARGO_PKG_VERSION"),
                "rules": rules.values().map(|(_, c)| rule(*c)).collect::<Vec<_>>(),
            }},
            "columnKind": "unicodeCodePoints",
            "results": results,
        }],
    });
    crate::vocab::printable::json_pretty(&log).unwrap_or_default()
}
