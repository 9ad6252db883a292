//! `reglament standings`: standings of an individual event from a TRF file.
