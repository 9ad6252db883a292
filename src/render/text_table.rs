//! Plain-text tables for standings output: columns right-aligned, one left-aligned text column
//! (the name), two blanks between columns, no trailing blanks. Columns line up on a terminal:
//! widths are display widths (`unicode-width`: a CJK character takes two columns, a combining
//! accent none), and a control character or line break in a cell (from the input) is shown as
//! its visible picture (`␛`, `␊`) rather than acted on.

use std::borrow::Cow;
use unicode_width::UnicodeWidthStr;

/// A cell as printed: control characters and line breaks replaced by their pictures.
fn printable(cell: &str) -> Cow<'_, str> {
    if !cell.chars().any(|c| c.is_control()) {
        return Cow::Borrowed(cell);
    }
    Cow::Owned(
        cell.chars()
            .map(|c| match c {
                '\u{0}'..='\u{1f}' => char::from_u32(0x2400 + c as u32).unwrap_or('?'),
                '\u{7f}' => '␡',
                c if c.is_control() => '\u{fffd}',
                c => c,
            })
            .collect(),
    )
}

/// Renders `rows` (the header first) as aligned lines; column `left` is left-aligned.
pub fn aligned(rows: &[Vec<String>], left: usize) -> String {
    let rows: Vec<Vec<Cow<'_, str>>> =
        rows.iter().map(|r| r.iter().map(|c| printable(c)).collect()).collect();
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|c| rows.iter().map(|r| r.get(c).map_or(0, |x| x.width())).max().unwrap_or(0))
        .collect();
    let mut out = String::new();
    for row in &rows {
        let mut line = String::new();
        for (c, cell) in row.iter().enumerate() {
            let pad = " ".repeat(widths[c].saturating_sub(cell.width()));
            if c > 0 {
                line.push_str("  ");
            }
            if c == left {
                line.push_str(cell);
                line.push_str(&pad);
            } else {
                line.push_str(&pad);
                line.push_str(cell);
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
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
}
