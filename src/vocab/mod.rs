//! The vocabulary every stage shares: languages, titles, points, tie-break specifications,
//! calendar words, currencies, Berger tables, FIDE's tables and what may be shown on a terminal. Nothing here imports a pipeline stage; every
//! stage may import it.

pub mod announced;
pub mod berger;
pub mod calendar;
pub mod currency;
pub mod fide;
pub mod lang;
pub mod leftovers;
pub mod limits;
pub mod notation;
pub mod places;
pub mod points;
pub mod printable;
pub mod suggest;
pub mod tiebreak;
pub mod title;
pub mod translit;

pub use lang::Lang;
pub use points::Points;
pub use title::Title;
