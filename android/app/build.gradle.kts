import org.gradle.api.tasks.Exec
import org.gradle.process.CommandLineArgumentProvider
import org.jetbrains.kotlin.gradle.dsl.JvmTarget
import java.security.MessageDigest
import java.util.Properties

plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
    alias(libs.plugins.kotlin.compose)
}

// The Rust workspace sits one level above the Android project.
val workspaceDir: File = rootProject.projectDir.parentFile
val jniLibsDir: File = file("src/main/jniLibs")
val hostLibName: String = System.mapLibraryName("baghchal_ffi")

// Where cargo puts its output: CARGO_TARGET_DIR when set (relative to the workspace, as cargo
// reads it), else the workspace's target/.
val cargoTargetDir: File = System.getenv("CARGO_TARGET_DIR")?.takeIf { it.isNotBlank() }
    ?.let { workspaceDir.resolve(it) } ?: File(workspaceDir, "target")

// The host build only serves to read the UniFFI metadata, so it uses the workspace's `ci`
// profile (release optimisation without LTO) instead of a full-LTO release build.
val hostProfile = "ci"
val hostLib: File = File(cargoTargetDir, "$hostProfile/$hostLibName")

// The endgame tables the app ships (issue 15), one per goats-to-win, written by the host `baghchal`
// binary (release build) into a cache keyed by a hash of the core's sources, so a build with an
// unchanged core only copies them. They are packed as uncompressed assets under tablebase/.
val tablebaseGoats = listOf(3, 4, 5)
val hostCli: File = File(cargoTargetDir, "release/" + if (System.getProperty("os.name").startsWith("Windows")) "baghchal.exe" else "baghchal")
val tablebaseCacheRoot: File = File(cargoTargetDir, "app-tablebases")

// Placement books (issue 16) cannot be made at build time (they need the placement solve's layers
// and hours), so they are committed, checked data files; each ships beside its table.
val bookDir: File = File(workspaceDir, "core/books")
fun shippedBooks(): List<File> = bookDir.listFiles { f -> f.name.endsWith(".book") }.orEmpty().sortedBy { it.name }

// The puzzle file is committed too (`baghchal puzzles build`); it ships beside the books.
val shippedPuzzles: File = File(workspaceDir, "core/puzzles/g5.puzzles")

/** The files whose content decides the tables: the core's sources and manifests. */
fun coreSources(): List<File> =
    (File(workspaceDir, "core/src").walkTopDown().filter { it.isFile } +
        listOf(File(workspaceDir, "core/Cargo.toml"), File(workspaceDir, "Cargo.lock")))
        .sortedBy { it.relativeTo(workspaceDir).invariantSeparatorsPath }
        .toList()

/** SHA-256 over the core's sources (paths and contents), shortened: the tables' cache key. */
fun coreSourceHash(): String {
    val digest = MessageDigest.getInstance("SHA-256")
    for (file in coreSources()) {
        digest.update(file.relativeTo(workspaceDir).invariantSeparatorsPath.toByteArray())
        digest.update(0)
        digest.update(file.readBytes())
        digest.update(0)
    }
    return digest.digest().joinToString("") { "%02x".format(it) }.take(16)
}

// Android Studio started from the macOS dock does not see the shell's PATH, so cargo is looked
// for in `cargo.dir` of local.properties, then in ~/.cargo/bin, then on the PATH.
val cargoDir: File? = run {
    val local = Properties()
    rootProject.file("local.properties").takeIf { it.isFile }?.inputStream()?.use { local.load(it) }
    local.getProperty("cargo.dir")?.let(::File)
        ?: File(System.getProperty("user.home"), ".cargo/bin").takeIf { File(it, "cargo").canExecute() }
}
val cargo: String = cargoDir?.let { File(it, "cargo").absolutePath } ?: "cargo"

android {
    namespace = "np.baghchal"
    compileSdk = 35

    defaultConfig {
        applicationId = "np.baghchal"
        // Android 7.0: still common on the modest phones most players use.
        minSdk = 24
        targetSdk = 35
        versionCode = 1
        versionName = "0.1.0"
        ndk {
            abiFilters += listOf("arm64-v8a", "armeabi-v7a", "x86_64")
        }
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            isShrinkResources = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    buildFeatures {
        compose = true
    }

    sourceSets {
        getByName("main") {
            // shared/ holds everything the host JVM also compiles and tests
            // (.ci/test-android-host.sh); main/ holds only the Android glue. The generated
            // UniFFI Kotlin and the table assets are each variant's generated sources (below).
            kotlin.srcDirs("src/main/kotlin", "src/shared/kotlin")
            jniLibs.srcDirs(jniLibsDir)
        }
    }

    bundle {
        language {
            // The in-app language switch needs every language's strings on the phone: split by
            // language, Play installs only the system's, and Nepali chosen in the app on an English
            // phone (Android 7-12) shows English words with Devanagari digits.
            enableSplit = false
        }
    }

    androidResources {
        // Stored, not deflated: AssetManager.openFd only opens uncompressed assets, and the tables
        // are already entropy-coded, so deflating them would save next to nothing.
        noCompress += listOf("tb", "book", "puzzles")
    }

    packaging {
        jniLibs {
            // Keep the .so files uncompressed and page aligned so they load in place.
            useLegacyPackaging = false
        }
    }
}

kotlin {
    // A target, not a toolchain: jvmToolchain(17) fails on a machine whose only JDK is Android
    // Studio's bundled 21, since no toolchain resolver is configured to download one.
    compilerOptions {
        jvmTarget.set(JvmTarget.JVM_17)
    }
}

dependencies {
    implementation(platform(libs.compose.bom))
    implementation(libs.compose.ui)
    implementation(libs.compose.foundation)
    implementation(libs.compose.material3)
    implementation(libs.androidx.activity.compose)
    implementation(libs.androidx.lifecycle.viewmodel.compose)
    implementation(libs.androidx.lifecycle.runtime.compose)
    implementation(libs.kotlinx.coroutines.android)
    // Used by the UniFFI Kotlin generated with android = true.
    implementation(libs.androidx.annotation)
    // The UniFFI Kotlin loads libbaghchal_ffi.so through JNA; the AAR carries
    // JNA's own native dispatch library for every ABI.
    implementation("net.java.dev.jna:jna:${libs.versions.jna.get()}@aar")
    debugImplementation(libs.compose.ui.tooling)
    testImplementation(libs.junit)
}

/** Runs cargo in the workspace; reruns when the Rust sources or manifests change. */
fun Exec.cargoInWorkspace() {
    group = "rust"
    workingDir = workspaceDir
    // cargo's subcommands (cargo-ndk) and rustup's proxies live beside cargo.
    cargoDir?.let { environment("PATH", it.absolutePath + File.pathSeparator + System.getenv("PATH").orEmpty()) }
    inputs.dir(File(workspaceDir, "core/src"))
    inputs.dir(File(workspaceDir, "bindings/src"))
    inputs.files(
        File(workspaceDir, "Cargo.toml"),
        File(workspaceDir, "Cargo.lock"),
        File(workspaceDir, "core/Cargo.toml"),
        File(workspaceDir, "bindings/Cargo.toml"),
    )
}

// Rust: cross-compile the FFI crate for every ABI we ship (needs `cargo install
// cargo-ndk`, the Rust targets, and ANDROID_NDK_HOME).
val cargoNdkBuild by tasks.registering(Exec::class) {
    cargoInWorkspace()
    description = "Builds libbaghchal_ffi.so for arm64-v8a, armeabi-v7a and x86_64."
    outputs.dir(jniLibsDir)
    // Android 15 devices may use 16 KB pages; libraries must be aligned for them.
    environment("RUSTFLAGS", "-C link-arg=-Wl,-z,max-page-size=16384")
    commandLine(
        cargo, "ndk",
        "-t", "arm64-v8a", "-t", "armeabi-v7a", "-t", "x86_64",
        "-o", jniLibsDir.absolutePath,
        "build", "--release", "-p", "baghchal-ffi",
    )
}

// The bindings are generated from a host build of the same crate: the
// metadata UniFFI reads is identical for every target.
val cargoHostBuild by tasks.registering(Exec::class) {
    cargoInWorkspace()
    description = "Builds the FFI crate for the build machine, to read its UniFFI metadata."
    outputs.file(hostLib)
    commandLine(cargo, "build", "--profile", hostProfile, "-p", "baghchal-ffi")
}

// The host CLI that writes the endgame tables.
val cargoHostCli by tasks.registering(Exec::class) {
    cargoInWorkspace()
    description = "Builds the host baghchal binary (release) that writes the endgame tables."
    outputs.file(hostCli)
    commandLine(cargo, "build", "--release", "-p", "baghchal", "--bin", "baghchal")
}

tasks.named("preBuild") {
    dependsOn(cargoNdkBuild)
}

/** UniFFI's Kotlin generator: writes into [outputDir], the folder AGP gives the variant. */
abstract class UniffiKotlin : Exec() {
    /** Set by AGP (addGeneratedSourceDirectory); read only when the task runs. */
    @get:OutputDirectory
    abstract val outputDir: DirectoryProperty
}

/** Writes the shipped tables, books and puzzles under [outputDir]/tablebase/, an asset folder. */
abstract class TablebaseAssets : DefaultTask() {
    /** Set by AGP (addGeneratedSourceDirectory); read only when the task runs. */
    @get:OutputDirectory
    abstract val outputDir: DirectoryProperty
}

// The generated Kotlin and the table assets are registered as each variant's generated sources,
// so every task that reads a variant's sources (compile, lint's lintVitalAnalyzeRelease, the asset
// merge) depends on the task that writes them. Plain srcDirs ordered before preBuild are not: Gradle 8
// refuses a task that reads another's output without declaring it. AGP sets `outputDir` to a folder
// of its own per variant (AGP 8.9-8.11 overwrite it rather than take it as a default), so each task
// reads the property when it runs and never assumes a path.
androidComponents {
    onVariants { variant ->
        val suffix = variant.name.replaceFirstChar { it.uppercase() }
        val bindings = tasks.register<UniffiKotlin>("generate${suffix}UniffiBindings") {
            cargoInWorkspace()
            description = "Generates the Kotlin bindings for the $suffix variant."
            dependsOn(cargoHostBuild)
            inputs.file(hostLib)
            inputs.file(File(workspaceDir, "bindings/uniffi-android.toml"))
            executable = cargo
            val out = outputDir
            argumentProviders.add(
                CommandLineArgumentProvider {
                    listOf(
                        "run", "--profile", hostProfile, "-p", "uniffi-bindgen", "--",
                        "generate",
                        "--no-format",
                        "--language", "kotlin",
                        // android = true: the bindings use android.os.Build and androidx.annotation.
                        "--config", File(workspaceDir, "bindings/uniffi-android.toml").absolutePath,
                        "--out-dir", out.get().asFile.absolutePath,
                        // Library mode: every exported item is read from the built library itself.
                        hostLib.absolutePath,
                    )
                },
            )
        }
        variant.sources.kotlin?.addGeneratedSourceDirectory(bindings, UniffiKotlin::outputDir)

        val tables = tasks.register<TablebaseAssets>("build${suffix}Tablebases") {
            group = "rust"
            description = "Writes the endgame tables (goats to win 3, 4, 5), cached by the core's source hash, " +
                "and the committed placement books and puzzle file into the app's assets."
            dependsOn(cargoHostCli)
            inputs.files(coreSources())
            inputs.files(shippedBooks())
            inputs.file(shippedPuzzles)
            inputs.file(hostCli)
            val out = outputDir
            doLast {
                val cache = File(tablebaseCacheRoot, coreSourceHash()).apply { mkdirs() }
                val assets = File(out.get().asFile, "tablebase").apply {
                    deleteRecursively()
                    mkdirs()
                }
                for (g in tablebaseGoats) {
                    val table = File(cache, "g$g.tb")
                    if (!table.isFile) {
                        // Written beside the cache entry and renamed, so an interrupted build leaves no half table.
                        val partial = File(cache, "g$g.tb.part")
                        val process = ProcessBuilder(
                            hostCli.absolutePath, "tablebase", "build",
                            "--goats-to-win", g.toString(), "--one-side", "--out", partial.absolutePath,
                        ).inheritIO().start()
                        val status = process.waitFor()
                        if (status != 0 || !partial.renameTo(table)) {
                            partial.delete()
                            throw GradleException("baghchal tablebase build --goats-to-win $g failed (exit $status)")
                        }
                    }
                    table.copyTo(File(assets, table.name), overwrite = true)
                }
                for (book in shippedBooks()) book.copyTo(File(assets, book.name), overwrite = true)
                // The puzzles (issue 28): a committed, checked file like the books, 56 KB.
                shippedPuzzles.copyTo(File(assets, shippedPuzzles.name), overwrite = true)
            }
        }
        variant.sources.assets?.addGeneratedSourceDirectory(tables, TablebaseAssets::outputDir)
    }
}
