//! The `validity` and `claims` blocks: what the event is rated for, its strength and norms.

use super::*;

impl Lowerer {
    pub(super) fn validity(&mut self, stmt: &Statement) -> Validity {
        let mut v = Validity { span: stmt.span, ..Validity::default() };
        for s in self.block(stmt, "validity") {
            let Some(kw) = self.head(s, &[Kw::Rated, Kw::Qualification, Kw::Relegated], "validity")
            else {
                continue;
            };
            let mut a = Args::new(s, 1);
            match kw {
                Kw::Rated => {
                    while !a.is_done() {
                        let Some(k) = self.keyword(
                            &mut a,
                            &[Kw::FideStandard, Kw::FideRapid, Kw::FideBlitz, Kw::National],
                            "a rating list",
                        ) else {
                            continue;
                        };
                        let r = match k.value {
                            Kw::FideStandard => RatedFor::FideStandard,
                            Kw::FideRapid => RatedFor::FideRapid,
                            Kw::FideBlitz => RatedFor::FideBlitz,
                            _ => RatedFor::National,
                        };
                        v.rated.push(Spanned::new(r, k.span));
                    }
                }
                Kw::Qualification => {
                    v.qualification = self.string(&mut a, "the qualification consequence")
                }
                _ => v.relegated = self.uint(&mut a, "the number of teams relegated"),
            }
            self.finish(&mut a);
        }
        v
    }

    pub(super) fn claims(&mut self, stmt: &Statement, c: &mut Claims) {
        for s in self.block(stmt, "claims") {
            let Some(kw) = self.head(s, &[Kw::AverageRating, Kw::Category, Kw::Norm], "claims")
            else {
                continue;
            };
            let mut a = Args::new(s, 1);
            match kw {
                Kw::AverageRating => {
                    let v = self.uint(&mut a, "the average rating");
                    self.set_once(&mut c.average_rating, "average-rating", v);
                }
                Kw::Category => match a.next() {
                    Some(v) => {
                        let text = value_text(v);
                        match parse_category(&text) {
                            Some((n, women)) => c.category = Some(Spanned::new((text, n, women), v.span)),
                            None => self.diags.push(localized(|l| {
                                Diagnostic::error(
                                    crate::model::codes::INVALID_NUMBER,
                                    tr!(
                                        l,
                                        en: "`{text}` is not a tournament category",
                                        bg: "`{text}` не е категория на турнир",
                                        uk: "`{text}` не є категорією турніру"
                                    ),
                                )
                                .with_label(v.span, tr!(l, en: "category expected", bg: "очаква се категория", uk: "очікується категорія"))
                                .with_help(tr!(
                                    l,
                                    en: "write the category as a number or Roman numeral, e.g. `\"VI\"` or `\"VI-Ж\"` for a women's category",
                                    bg: "напишете категорията с число или с римска цифра, напр. `\"VI\"`, а за женски турнир `\"VI-Ж\"`",
                                    uk: "напишіть категорію числом або римською цифрою, напр. `\"VI\"`, а для жіночого турніру `\"VI-Ж\"`"
                                ))
                            })),
                        }
                    }
                    None => self.missing(&a, "the category"),
                },
                _ => {
                    let title = match a.next() {
                        Some(v) => match v.as_word().and_then(Title::parse) {
                            Some(t) => Some(Spanned::new(t, v.span)),
                            None => {
                                let w = value_text(v);
                                self.diags.push(localized(|l| {
                                    Diagnostic::error(
                                        crate::model::codes::UNKNOWN_TITLE,
                                        tr!(
                                            l,
                                            en: "unknown title `{w}`",
                                            bg: "непознато звание `{w}`",
                                            uk: "невідоме звання `{w}`"
                                        ),
                                    )
                                    .with_label(
                                        v.span,
                                        tr!(
                                            l,
                                            en: "not a FIDE title",
                                            bg: "не е звание на ФИДЕ",
                                            uk: "не є званням ФІДЕ"
                                        ),
                                    )
                                    .with_help(tr!(
                                        l,
                                        en: "write one of GM, IM, WGM, WIM, FM, WFM",
                                        bg: "напишете едно от GM, IM, WGM, WIM, FM, WFM",
                                        uk: "напишіть одне з GM, IM, WGM, WIM, FM, WFM"
                                    ))
                                }));
                                None
                            }
                        },
                        None => {
                            self.missing(&a, "the title of the norm");
                            None
                        }
                    };
                    let mut norm = NormClaim {
                        title: title.clone().unwrap_or(Spanned::new(Title::IM, s.span)),
                        points: None,
                        games: None,
                        titled: None,
                        span: s.span,
                    };
                    while !a.is_done() {
                        let Some(k) = self.keyword(
                            &mut a,
                            &[Kw::Points, Kw::Games, Kw::Titled],
                            "`points`, `games` or `titled`",
                        ) else {
                            continue;
                        };
                        match k.value {
                            Kw::Points => norm.points = self.points(&mut a, "the points needed"),
                            Kw::Games => norm.games = self.uint(&mut a, "the number of games"),
                            _ => norm.titled = self.uint(&mut a, "the titled opponents needed"),
                        }
                    }
                    if title.is_some() {
                        c.norms.push(norm);
                    }
                }
            }
            self.finish(&mut a);
        }
    }
}
