//! Deterministic generator of large Swiss tournaments (benchmarks and stress tests).
