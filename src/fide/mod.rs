//! Values from FIDE's tables, each kept in exactly one place: time-control classes and minimum
//! thinking times (`time`), norm requirements (`norms`), categories, the dp table and rating
//! rounding (`ratings`).

pub mod norms;
pub mod ratings;
pub mod time;
