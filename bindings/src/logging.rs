//! Routes log output to logcat on Android; nothing at all on other targets.

/// Sets up the Android logger the first time it is called; later calls do nothing.
#[cfg(target_os = "android")]
pub(crate) fn init() {
    static INIT: once_cell::sync::OnceCell<()> = once_cell::sync::OnceCell::new();
    INIT.get_or_init(|| {
        android_logger::init_once(
            android_logger::Config::default()
                .with_max_level(log::LevelFilter::Info)
                .with_tag("baghchal"),
        );
        log::info!("baghchal core {} ready", env!("CARGO_PKG_VERSION"));
    });
}

/// No logger off Android: the library prints nothing.
#[cfg(not(target_os = "android"))]
pub(crate) fn init() {}
