//! Values from FIDE's tables, each kept in exactly one place: time-control classes and minimum
//! thinking times (`time`), norm requirements (`norms`), categories, the dp and PD
//! tables of the rating regulations and the FIDE roundings (`ratings`).

pub mod federations;
pub mod list;
pub mod norms;
pub mod ratings;
pub mod time;
