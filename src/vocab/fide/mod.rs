//! Values from FIDE's tables, each kept in exactly one place: the editions of the Laws of Chess,
//! C.07, B.02 and B.01 and the days they apply from (`editions`), time-control classes and minimum
//! thinking times (`time`), norm requirements (`norms`), categories, the dp and PD
//! tables of the rating regulations and the FIDE roundings (`ratings`).

pub mod editions;
pub mod federations;
pub mod list;
pub mod norms;
pub mod ratings;
pub mod time;
