//! placeholder, replaced by the bindings work
