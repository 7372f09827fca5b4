//! `uniffi-bindgen` at the workspace's UniFFI version, so generated bindings
//! always match the scaffolding compiled into `baghchal-ffi`.

fn main() {
    uniffi::uniffi_bindgen_main()
}
