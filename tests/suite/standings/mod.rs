//! Standings: every C.07 tie-break on files with known answers, team standings, the seeds'
//! real events, ratings and norms, and the differential test against FIDE's TieBreakServer.

mod c07_cases;
pub(crate) mod differential_gacrux;
mod extras;
mod final_round;
mod individual;
mod json_order;
mod minimal;
mod one_pass;
mod output;
mod ratings;
mod seeds;
mod team;
