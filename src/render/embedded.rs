//! The templates compiled into the binary: the one place that lists them.
//!
//! Each entry is `(name, source)`; the name is the file name under `templates/` and decides the
//! auto-escaping (`*.html.j2` is HTML-escaped, everything else is not). A `--templates DIR` file
//! with the same name replaces the embedded one.

/// Every embedded template, `(name, source)`.
pub const TEMPLATES: &[(&str, &str)] = &[
    ("bulletin.html.j2", include_str!("../../templates/bulletin.html.j2")),
    ("bulletin.md.j2", include_str!("../../templates/bulletin.md.j2")),
    ("bulletin.txt.j2", include_str!("../../templates/bulletin.txt.j2")),
    ("calendar.html.j2", include_str!("../../templates/calendar.html.j2")),
    ("pairings.html.j2", include_str!("../../templates/pairings.html.j2")),
    ("pairings.md.j2", include_str!("../../templates/pairings.md.j2")),
    ("pairings.txt.j2", include_str!("../../templates/pairings.txt.j2")),
    ("regulation.html.j2", include_str!("../../templates/regulation.html.j2")),
    ("regulation.md.j2", include_str!("../../templates/regulation.md.j2")),
    ("regulation.txt.j2", include_str!("../../templates/regulation.txt.j2")),
    ("standings.html.j2", include_str!("../../templates/standings.html.j2")),
    ("standings.md.j2", include_str!("../../templates/standings.md.j2")),
    ("standings_table.html.j2", include_str!("../../templates/standings_table.html.j2")),
    ("standings_table.md.j2", include_str!("../../templates/standings_table.md.j2")),
];
