//! Plain-text tables for standings output: columns right-aligned, one left-aligned text column
//! (the name), two blanks between columns, no trailing blanks. Columns line up on a terminal:
//! widths are display widths (`unicode-width`: a CJK character takes two columns, a combining
//! accent none), and a control character or line break in a cell (from the input) is shown as
//! its visible picture (`␛`, `␊`) rather than acted on ([`crate::vocab::printable`]).
//!
//! A [`Table`] writes every cell into one buffer as it is given (a `Display` value, no string
//! per cell) and keeps where each ends; the widths are known once every row is in, and the lines
//! are written from the buffer.

use crate::vocab::printable::printable_line;
use std::fmt::{Display, Write};
use unicode_width::UnicodeWidthStr;

/// A table being filled row by row.
pub struct Table {
    /// Every cell's text, one after another.
    text: String,
    /// Length of each cell in `text` (they follow one another), with its display width: eight
    /// bytes a cell (a cell is far shorter than 4 GiB: the inputs are limited in size).
    cells: Vec<(u32, u32)>,
    /// End of each row in `cells`.
    rows: Vec<usize>,
    /// The left-aligned column.
    left: usize,
}

impl Table {
    /// An empty table whose column `left` is left-aligned; room for about `rows` rows of
    /// `columns` cells.
    pub fn new(left: usize, rows: usize, columns: usize) -> Table {
        Table {
            text: String::with_capacity(rows * columns * 6),
            cells: Vec::with_capacity(rows * columns),
            rows: Vec::with_capacity(rows),
            left,
        }
    }

    /// Adds a cell to the current row.
    pub fn cell(&mut self, value: impl Display) -> &mut Table {
        let from = self.text.len();
        let _ = write!(self.text, "{value}");
        self.measure(from)
    }

    /// Adds a cell given as text (as [`Table::cell`] with it, without the formatting machinery).
    pub fn cell_str(&mut self, text: &str) -> &mut Table {
        let from = self.text.len();
        self.text.push_str(text);
        self.measure(from)
    }

    /// Records the cell written to `text` from `from`: its length and display width, control
    /// characters replaced by their pictures.
    fn measure(&mut self, from: usize) -> &mut Table {
        let written = &self.text[from..];
        let plain = written.bytes().all(|b| (b' '..0x7f).contains(&b));
        let width = if plain {
            written.len()
        } else {
            if let std::borrow::Cow::Owned(shown) = printable_line(written) {
                self.text.truncate(from);
                self.text.push_str(&shown);
            }
            self.text[from..].width()
        };
        let len = self.text.len() - from;
        self.cells.push((narrow(len), narrow(width)));
        self
    }

    /// Ends the current row.
    pub fn end_row(&mut self) {
        self.rows.push(self.cells.len());
    }

    /// The aligned lines.
    pub fn finish(self) -> String {
        let mut out = String::new();
        let _ = self.lines(|line| {
            out.push_str(line);
            Ok(())
        });
        out
    }

    /// Writes the aligned lines to `w`, one at a time (no string of the whole table).
    pub fn write_to(self, w: &mut dyn std::io::Write) -> std::io::Result<()> {
        self.lines(|line| w.write_all(line.as_bytes()))
    }

    /// Gives each aligned line, with its line break, to `emit`; stops at its first error.
    fn lines(self, mut emit: impl FnMut(&str) -> std::io::Result<()>) -> std::io::Result<()> {
        let mut widths: Vec<usize> = Vec::new();
        let mut first = 0;
        for &end in &self.rows {
            for (c, &(_, w)) in self.cells[first..end].iter().enumerate() {
                if widths.len() <= c {
                    widths.push(0);
                }
                widths[c] = widths[c].max(w as usize);
            }
            first = end;
        }
        let line_width: usize = widths.iter().sum::<usize>() + 2 * widths.len() + 1;
        let mut out = String::with_capacity(line_width);
        let (mut first, mut start) = (0, 0);
        for &end in &self.rows {
            out.clear();
            let line_start = 0;
            for (c, &(len, w)) in self.cells[first..end].iter().enumerate() {
                let cell = &self.text[start..start + len as usize];
                start += len as usize;
                if c > 0 {
                    out.push_str("  ");
                }
                let pad = widths[c] - w as usize;
                if c == self.left {
                    out.push_str(cell);
                    blanks(&mut out, pad);
                } else {
                    blanks(&mut out, pad);
                    out.push_str(cell);
                }
            }
            let kept = out[line_start..].trim_end().len();
            out.truncate(line_start + kept);
            out.push('\n');
            emit(&out)?;
            first = end;
        }
        Ok(())
    }
}

/// A cell's length or width as stored (a cell of 4 GiB or more cannot come from the inputs).
fn narrow(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Appends `n` blanks.
fn blanks(out: &mut String, mut n: usize) {
    const BLANKS: &str = "                                                                ";
    while n > 0 {
        let k = n.min(BLANKS.len());
        out.push_str(&BLANKS[..k]);
        n -= k;
    }
}

/// Renders `rows` (the header first) as aligned lines; column `left` is left-aligned.
pub fn aligned(rows: &[Vec<String>], left: usize) -> String {
    let mut table = Table::new(left, rows.len(), rows.first().map_or(0, Vec::len));
    for row in rows {
        for cell in row {
            table.cell(cell);
        }
        table.end_row();
    }
    table.finish()
}

#[cfg(test)]
mod tests {
    #[test]
    fn aligns_numbers_right_and_names_left() {
        let rows = vec![
            vec!["No".to_string(), "Name".into(), "Pts".into()],
            vec!["1".into(), "Voiska Margarita".into(), "7.5".into()],
            vec!["12".into(), "Raeva".into(), "10".into()],
        ];
        assert_eq!(
            super::aligned(&rows, 1),
            "No  Name              Pts\n 1  Voiska Margarita  7.5\n12  Raeva              10\n"
        );
    }

    #[test]
    fn aligns_by_display_width_and_shows_control_characters() {
        let rows = vec![
            vec!["1".to_string(), "王小明".into(), "7".into()],
            vec!["2".into(), "Zoe\u{308}".into(), "6".into()],
            vec!["3".into(), "A\u{1b}[2J\nB".into(), "5".into()],
        ];
        let text = super::aligned(&rows, 1);
        // 王小明 is six columns wide, `Zoë` (with a combining diaeresis) three.
        assert_eq!(text, "1  王小明   7\n2  Zoe\u{308}      6\n3  A␛[2J␊B  5\n");
        assert!(!text.contains('\u{1b}'));
    }

    #[test]
    fn cells_written_as_given_align_the_same() {
        let mut t = super::Table::new(1, 3, 3);
        t.cell("No").cell("Name").cell("Pts").end_row();
        t.cell(1).cell("Войска").cell(7.5).end_row();
        t.cell(12).cell("Raeva").cell("").end_row();
        assert_eq!(t.finish(), "No  Name    Pts\n 1  Войска  7.5\n12  Raeva\n");
    }

    #[test]
    fn text_cells_are_cells() {
        let mut a = super::Table::new(1, 2, 2);
        let mut b = super::Table::new(1, 2, 2);
        for (n, name) in [(7, "A\u{1b}B"), (12, "王小明")] {
            a.cell(n).cell(name).end_row();
            b.cell_str(&n.to_string()).cell_str(name).end_row();
        }
        assert_eq!(a.finish(), b.finish());
    }
}
