//! The rule registry: one module per rule, named after the problem it finds.

use super::Rule;

/// Every rule, in code order.
pub static RULES: &[&dyn Rule] = &[];
