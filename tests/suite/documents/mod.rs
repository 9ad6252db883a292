//! Documents: the rendered regulation and the results bulletin, in every format, in a browser.

mod arbiter;
mod bulletin;
mod pages;
mod print;
mod published;
mod regulation;
mod snapshot;
