//! Exact scores. Everything that can decide a rank is an integer number of hundredths of a point:
//! half-points, quarter-points (Sonneborn-Berger with draws) and match points are all exact.

use serde::{Serialize, Serializer};
use std::fmt;
use std::ops::{Add, AddAssign, Neg, Sub, SubAssign};

/// A score in hundredths of a point (`Points(150)` is 1½).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(pub i64);

impl Points {
    /// Zero points.
    pub const ZERO: Points = Points(0);
    /// Half a point.
    pub const HALF: Points = Points(50);
    /// One point.
    pub const ONE: Points = Points(100);

    /// Whole points.
    pub const fn whole(n: i64) -> Points {
        Points(n * 100)
    }

    /// Half-points (`halves(3)` is 1½).
    pub const fn halves(n: i64) -> Points {
        Points(n * 50)
    }

    /// Hundredths.
    pub const fn hundredths(self) -> i64 {
        self.0
    }

    /// Exact product of two scores, rounded half away from zero to hundredths.
    pub fn product(self, other: Points) -> Points {
        // In 64 bits when the product and its rounding fit (every score of a real event): the
        // same quotient as in 128 bits, without the 128-bit division.
        // A game's points under the usual system, at no cost (SB multiplies by them).
        match other.0 {
            0 => return Points::ZERO,
            100 => return self,
            _ => {}
        }
        if let Some(p) = self.0.checked_mul(other.0).filter(|p| p.unsigned_abs() < 1 << 62) {
            return Points(if p >= 0 { (p + 50) / 100 } else { (p - 50) / 100 });
        }
        let p = self.0 as i128 * other.0 as i128;
        let q = if p >= 0 { (p + 50) / 100 } else { (p - 50) / 100 };
        Points(q as i64)
    }

    /// Multiplies by an integer.
    pub const fn times(self, n: i64) -> Points {
        Points(self.0 * n)
    }

    /// Parses `7`, `7.5`, `7,5`, `7½`, `½`, `0.25`. Returns `None` on anything else.
    pub fn parse(text: &str) -> Option<Points> {
        Self::parse_plain(text).or_else(|| Self::parse_general(text))
    }

    /// [`Points::parse`] of any form.
    fn parse_general(text: &str) -> Option<Points> {
        let t = text.trim();
        let (neg, t) = match t.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, t),
        };
        let (t, half) = match t.strip_suffix('½') {
            Some(rest) => (rest, true),
            None => (t, false),
        };
        let mut value: i64 = 0;
        if half {
            if !t.is_empty() {
                if !t.bytes().all(|b| b.is_ascii_digit()) || t.len() > 12 {
                    return None;
                }
                value = digits(t) * 100;
            }
            value += 50;
        } else {
            // `7,5` is `7.5`: split at the one separator, whichever it is (no allocation).
            let (int, frac) = match t.find(['.', ',']) {
                Some(at) => (&t[..at], &t[at + 1..]),
                None => (t, ""),
            };
            if int.is_empty() && frac.is_empty() {
                return None;
            }
            if !int.bytes().all(|b| b.is_ascii_digit())
                || !frac.bytes().all(|b| b.is_ascii_digit())
                || int.len() > 12
                || frac.len() > 2
            {
                return None;
            }
            let (i, f) = (digits(int), digits(frac));
            let f = if frac.len() == 1 { f * 10 } else { f };
            value = i * 100 + f;
        }
        Some(Points(if neg { -value } else { value }))
    }

    /// What [`Points::parse`] reads from the usual form, spaces around digits with at
    /// most one `.` or `,` and two decimals (`  7.5`, `10,25`), byte by byte; `None` for
    /// anything else, which `parse` reads the long way. This runs on every player of a TRF.
    fn parse_plain(text: &str) -> Option<Points> {
        let bytes = text.as_bytes();
        let mut end = bytes.len();
        while end > 0 && bytes[end - 1] == b' ' {
            end -= 1;
        }
        let mut at = bytes.iter().position(|&b| b != b' ').unwrap_or(end);
        let digit = |b: u8| b.is_ascii_digit().then(|| i64::from(b - b'0'));
        let mut whole = 0i64;
        let first = at;
        while at < end {
            let Some(d) = digit(bytes[at]) else { break };
            if at - first == 12 {
                return None;
            }
            whole = whole * 10 + d;
            at += 1;
        }
        if at == first {
            return None;
        }
        let fraction = match &bytes[at..end] {
            [] | [b'.' | b','] => 0,
            [b'.' | b',', d] => digit(*d)? * 10,
            [b'.' | b',', d, e] => digit(*d)? * 10 + digit(*e)?,
            _ => return None,
        };
        Some(Points(whole * 100 + fraction))
    }

    /// The value as an `f64`, for JSON output only (never for comparisons).
    pub fn to_f64(self) -> f64 {
        self.0 as f64 / 100.0
    }
}

/// The value of a run of at most 12 ASCII digits (checked by the caller; 0 when empty).
fn digits(text: &str) -> i64 {
    text.bytes().fold(0, |n, b| n * 10 + i64::from(b - b'0'))
}

impl fmt::Display for Points {
    /// `7.5`, `22.25`, `3`, `-0.5`: shortest exact decimal.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        let (i, r) = (a / 100, a % 100);
        if r == 0 {
            write!(f, "{sign}{i}")
        } else if r % 10 == 0 {
            write!(f, "{sign}{i}.{}", r / 10)
        } else {
            write!(f, "{sign}{i}.{r:02}")
        }
    }
}

impl Serialize for Points {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.to_f64())
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, o: Points) -> Points {
        Points(self.0 + o.0)
    }
}
impl AddAssign for Points {
    fn add_assign(&mut self, o: Points) {
        self.0 += o.0;
    }
}
impl Sub for Points {
    type Output = Points;
    fn sub(self, o: Points) -> Points {
        Points(self.0 - o.0)
    }
}
impl SubAssign for Points {
    fn sub_assign(&mut self, o: Points) {
        self.0 -= o.0;
    }
}
impl Neg for Points {
    type Output = Points;
    fn neg(self) -> Points {
        Points(-self.0)
    }
}
impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, |a, b| a + b)
    }
}

#[cfg(test)]
mod tests {
    use super::Points;

    #[test]
    fn the_plain_reading_is_the_general_one() {
        // Every string of up to five characters from these: what the byte-by-byte reading
        // reads, the general one reads the same.
        let alphabet = [' ', '0', '1', '7', '9', '.', ',', '-', '½', '\u{A0}', 'x'];
        let (mut plain, mut total) = (0, 0);
        let mut text = String::new();
        for len in 0..=5u32 {
            for code in 0..alphabet.len().pow(len) {
                text.clear();
                let mut rest = code;
                for _ in 0..len {
                    text.push(alphabet[rest % alphabet.len()]);
                    rest /= alphabet.len();
                }
                total += 1;
                if let Some(p) = Points::parse_plain(&text) {
                    plain += 1;
                    assert_eq!(Some(p), Points::parse_general(&text), "{text:?}");
                }
            }
        }
        for text in ["123456789012.25", "1234567890123", "7.125", " 7,5 ", "0.05"] {
            assert!(
                Points::parse_plain(text).is_none_or(|p| Some(p) == Points::parse_general(text))
            );
        }
        assert!(plain > 1_000 && total > 170_000, "{plain} of {total}");
    }

    #[test]
    fn a_product_with_a_game_s_points_is_the_general_one() {
        for a in [-12_345, -50, -1, 0, 1, 49, 50, 51, 750, 1 << 40, i64::MAX / 3, i64::MIN / 3] {
            for b in [0, 100] {
                let q = (i128::from(a) * i128::from(b) + if a >= 0 { 50 } else { -50 }) / 100;
                assert_eq!(Points(a).product(Points(b)), Points(q as i64), "{a} × {b}");
            }
        }
    }

    #[test]
    fn parses_and_prints_exactly() {
        for (text, hundredths, shown) in [
            ("7", 700, "7"),
            ("7.5", 750, "7.5"),
            ("7,5", 750, "7.5"),
            ("7½", 750, "7.5"),
            ("½", 50, "0.5"),
            ("22.25", 2225, "22.25"),
            ("-0.5", -50, "-0.5"),
        ] {
            let p = Points::parse(text).unwrap();
            assert_eq!(p.0, hundredths, "{text}");
            assert_eq!(p.to_string(), shown, "{text}");
        }
        for bad in ["", "x", "1.234", "1.2.3", "½½"] {
            assert_eq!(Points::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn products_are_exact_for_half_points() {
        assert_eq!(Points::parse("4.5").unwrap().product(Points::HALF), Points(225));
    }

    /// The 64-bit product rounds as the 128-bit one, on both sides of where it stops applying.
    #[test]
    fn products_round_as_in_128_bits() {
        let wide = |a: i64, b: i64| {
            let p = i128::from(a) * i128::from(b);
            let q = if p >= 0 { (p + 50) / 100 } else { (p - 50) / 100 };
            q as i64
        };
        let edge =
            [0, 1, 49, 50, 51, 99, 100, 150, 1 << 31, 3_037_000_499, 3_037_000_500, i64::MAX];
        let values =
            (-1000..1000).chain(edge.iter().flat_map(|&v| [v, -v, v - 1])).chain([i64::MIN]);
        let values: Vec<i64> = values.collect();
        for &a in &values {
            for &b in &values {
                assert_eq!(Points(a).product(Points(b)), Points(wide(a, b)), "{a} × {b}");
            }
        }
    }
}
