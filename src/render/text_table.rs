//! Plain-text tables for standings output: columns right-aligned, one left-aligned text column
//! (the name), two blanks between columns, no trailing blanks.

/// Renders `rows` (the header first) as aligned lines; column `left` is left-aligned.
pub fn aligned(rows: &[Vec<String>], left: usize) -> String {
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|c| rows.iter().map(|r| r.get(c).map_or(0, |x| x.chars().count())).max().unwrap_or(0))
        .collect();
    let mut out = String::new();
    for row in rows {
        let mut line = String::new();
        for (c, cell) in row.iter().enumerate() {
            let pad = " ".repeat(widths[c].saturating_sub(cell.chars().count()));
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
}
