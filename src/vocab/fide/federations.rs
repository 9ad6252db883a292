//! FIDE's three-letter federation codes, for the countries whose events this tool is used for
//! and their neighbours: what TRF record 032 and the `001` federation column hold. Source: the
//! FIDE rating list's federation codes (ratings.fide.com, "Federations"); FIDE's codes differ
//! from ISO 3166 alpha-3 for many countries (`BUL` not `BGR`, `GER` not `DEU`, `NED` not `NLD`).

/// ISO 3166 alpha-2 → FIDE federation code.
const CODES: &[(&str, &str)] = &[
    ("AL", "ALB"),
    ("AM", "ARM"),
    ("AT", "AUT"),
    ("AZ", "AZE"),
    ("BA", "BIH"),
    ("BE", "BEL"),
    ("BG", "BUL"),
    ("BY", "BLR"),
    ("CH", "SUI"),
    ("CN", "CHN"),
    ("CY", "CYP"),
    ("CZ", "CZE"),
    ("DE", "GER"),
    ("DK", "DEN"),
    ("EE", "EST"),
    ("ES", "ESP"),
    ("FI", "FIN"),
    ("FR", "FRA"),
    ("GE", "GEO"),
    ("GR", "GRE"),
    ("HR", "CRO"),
    ("HU", "HUN"),
    ("IE", "IRL"),
    ("IL", "ISR"),
    ("IN", "IND"),
    ("IS", "ISL"),
    ("IT", "ITA"),
    ("KZ", "KAZ"),
    ("LT", "LTU"),
    ("LV", "LAT"),
    ("MD", "MDA"),
    ("ME", "MNE"),
    ("MK", "MKD"),
    ("NL", "NED"),
    ("NO", "NOR"),
    ("PL", "POL"),
    ("PT", "POR"),
    ("RO", "ROU"),
    ("RS", "SRB"),
    ("SE", "SWE"),
    ("SI", "SLO"),
    ("SK", "SVK"),
    ("TR", "TUR"),
    ("UA", "UKR"),
    ("US", "USA"),
    ("UZ", "UZB"),
];

/// The FIDE federation code of a country (ISO 3166 alpha-2, any case), if the table has it.
pub fn of_country(iso2: &str) -> Option<&'static str> {
    let key = iso2.trim().to_ascii_uppercase();
    CODES.iter().find(|(c, _)| *c == key).map(|(_, f)| *f)
}

/// True when `code` looks like a FIDE federation code: three capital Latin letters.
pub fn is_code(code: &str) -> bool {
    code.len() == 3 && code.bytes().all(|b| b.is_ascii_uppercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_fides_and_sorted() {
        assert_eq!(of_country("bg"), Some("BUL"));
        assert_eq!(of_country("UA"), Some("UKR"));
        assert_eq!(of_country("DE"), Some("GER"));
        assert_eq!(of_country("XX"), None);
        assert!(CODES.windows(2).all(|w| w[0].0 < w[1].0));
        assert!(CODES.iter().all(|(_, f)| is_code(f)));
    }
}
