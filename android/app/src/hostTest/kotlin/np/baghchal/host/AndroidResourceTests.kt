package np.baghchal.host

import androidx.compose.foundation.Image
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.graphics.toArgb
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.graphics.vector.PathParser
import androidx.compose.ui.graphics.vector.rememberVectorPainter
import androidx.compose.ui.res.loadXmlImageVector
import androidx.compose.ui.unit.Density
import androidx.compose.ui.use
import np.baghchal.app.darkScheme
import np.baghchal.app.lightScheme
import np.baghchal.i18n.Language
import org.jetbrains.skia.EncodedImageFormat
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.w3c.dom.Element
import org.xml.sax.InputSource
import java.io.File
import javax.sound.sampled.AudioSystem
import javax.xml.parsers.DocumentBuilderFactory

private const val ANDROID_NS = "http://schemas.android.com/apk/res/android"

/** Parses [file] as namespace-aware XML and returns its root element. */
private fun xml(file: File): Element {
    assertTrue("$file exists", file.isFile)
    val factory = DocumentBuilderFactory.newInstance().apply { isNamespaceAware = true }
    return factory.newDocumentBuilder().parse(file).documentElement
}

private fun Element.children(tag: String): List<Element> {
    val nodes = getElementsByTagName(tag)
    return (0 until nodes.length).map { nodes.item(it) as Element }
}

private fun Element.android(name: String): String = getAttributeNS(ANDROID_NS, name)

/**
 * The Android-only resources no Android build checks here: every file the
 * manifest names exists and parses, the launcher icon's vectors parse as
 * Android vector drawables (and are rendered to screenshots/ to look at),
 * the window theme matches the Compose theme, the click sound is a short WAV.
 */
class AndroidResourceTests {
    private val res = HostResources.resDir
    private val main = res.parentFile
    private val outDir = File(System.getProperty("baghchal.screenshots") ?: "screenshots").apply { mkdirs() }

    /** A colour resource from `values*\/colors.xml`. */
    private fun color(dir: String, name: String): Int {
        val el = xml(File(res, "$dir/colors.xml")).children("color").single { it.getAttribute("name") == name }
        return java.lang.Long.parseLong(el.textContent.trim().removePrefix("#"), 16).toInt()
    }

    /** True if some values*\/[file] has a <[tag] name=[name]>. */
    private fun defines(file: String, tag: String, name: String): Boolean =
        res.walk().filter { it.name == file }.any { f -> xml(f).children(tag).any { it.getAttribute("name") == name } }

    /** Parses an Android vector drawable the way Compose does, failing on bad path data. */
    private fun vector(name: String): ImageVector {
        val file = File(res, "drawable/$name.xml")
        val root = xml(file)
        assertEquals("$name is a <vector>", "vector", root.tagName)
        val paths = root.children("path")
        assertTrue("$name has paths", paths.isNotEmpty())
        for (p in paths) assertTrue("$name: a path with path data", p.android("pathData").isNotBlank())
        return file.inputStream().use { loadXmlImageVector(InputSource(it), Density(1f)) }
    }

    /**
     * Renders [vector] over [background]. [masked]: as a launcher with round masks shows an
     * adaptive icon, the middle 72 of the 108 dp, cut to a circle.
     */
    private fun renderIcon(name: String, vector: ImageVector, background: Color, masked: Boolean = false) {
        val image = ImageComposeScene(432, 432, Density(4f)) {
            val shape = if (masked) Modifier.clip(CircleShape) else Modifier
            Box(Modifier.fillMaxSize().then(shape).background(background)) {
                val zoom = if (masked) 108f / 72f else 1f
                Image(
                    rememberVectorPainter(vector),
                    contentDescription = null,
                    modifier = Modifier.fillMaxSize().graphicsLayer(scaleX = zoom, scaleY = zoom),
                )
            }
        }.use { it.render() }
        val bitmap = org.jetbrains.skia.Bitmap.makeFromImage(image)
        val colours = HashSet<Int>()
        for (y in 0 until bitmap.height step 7) for (x in 0 until bitmap.width step 7) colours += bitmap.getColor(x, y)
        assertTrue("$name draws something (${colours.size} colours)", colours.size > 3)
        File(outDir, "$name.png").writeBytes(image.encodeToData(EncodedImageFormat.PNG)!!.bytes)
    }

    @Test
    fun everyResourceTheManifestNamesExists() {
        val manifest = File(main, "AndroidManifest.xml")
        xml(manifest)
        val refs = Regex("""@(xml|drawable|string|style|color)/([A-Za-z0-9_.]+)""").findAll(manifest.readText()).toList()
        assertTrue("the manifest names resources", refs.size >= 6)
        for (ref in refs) {
            val (type, name) = ref.destructured
            val found = when (type) {
                "xml", "drawable" -> res.listFiles()!!.any { it.name.startsWith(type) && File(it, "$name.xml").isFile }
                "string" -> name in HostResources.file(Language.ENGLISH).strings
                "style" -> defines("themes.xml", "style", name)
                else -> defines("colors.xml", "color", name)
            }
            assertTrue("${ref.value} exists", found)
        }
    }

    @Test
    fun launcherIconIsAnAdaptiveIconWithAFallback() {
        val adaptive = xml(File(res, "drawable-v26/ic_launcher.xml"))
        assertEquals("adaptive-icon", adaptive.tagName)
        val layers = listOf("background", "foreground", "monochrome").associateWith { adaptive.children(it).single().android("drawable") }
        assertEquals("@color/ic_launcher_background", layers["background"])
        assertEquals("@drawable/ic_launcher_foreground", layers["foreground"])
        assertEquals("@drawable/ic_launcher_monochrome", layers["monochrome"])
        val background = Color(color("values", "ic_launcher_background"))
        val foreground = vector("ic_launcher_foreground")
        // Adaptive layers are 108 dp, of which the launcher masks all but the middle 72.
        assertEquals(108f, foreground.viewportWidth)
        assertEquals(108f, foreground.viewportHeight)
        // Everything the foreground draws lies in the 72 dp a launcher shows at all.
        for (p in xml(File(res, "drawable/ic_launcher_foreground.xml")).children("path")) {
            val bounds = PathParser().parsePathString(p.android("pathData")).toPath().getBounds()
            val inside = bounds.left >= 18f && bounds.top >= 18f && bounds.right <= 90f && bounds.bottom <= 90f
            assertTrue("${p.android("name")} at $bounds is inside the visible 72 dp", inside)
        }
        renderIcon("9_launcher_icon_adaptive", foreground, background)
        renderIcon("9_launcher_icon_round_mask", foreground, background, masked = true)
        renderIcon("9_launcher_icon_monochrome", vector("ic_launcher_monochrome"), Color.White)
        // Before Android 8 the plain drawable is the icon.
        renderIcon("9_launcher_icon_legacy", vector("ic_launcher"), Color.Transparent)
    }

    @Test
    fun windowThemeMatchesTheComposeBackground() {
        // No white (or dark) flash between the window appearing and Compose's first frame.
        assertEquals(lightScheme.background.toArgb(), color("values", "window_background"))
        assertEquals(darkScheme.background.toArgb(), color("values-night", "window_background"))
        val day = xml(File(res, "values/themes.xml")).children("style").single()
        val night = xml(File(res, "values-night/themes.xml")).children("style").single()
        assertEquals(day.getAttribute("name"), night.getAttribute("name"))
        assertNotEquals(day.getAttribute("parent"), night.getAttribute("parent"))
    }

    @Test
    fun backupRulesCoverThePreferencesFile() {
        // PrefsStorage (Android glue, not compiled here) names the file; the rules must name the same.
        val prefsName = Regex("""getSharedPreferences\("([^"]+)"""")
            .find(File(main, "kotlin/np/baghchal/android/PrefsStorage.kt").readText())!!.groupValues[1]
        val rules = xml(File(res, "xml/data_extraction_rules.xml"))
        for (section in listOf("cloud-backup", "device-transfer")) {
            val include = rules.children(section).single().getElementsByTagName("include").item(0) as Element
            assertEquals(section, "$prefsName.xml", include.getAttribute("path"))
        }
        val legacy = xml(File(res, "xml/backup_rules.xml")).children("include").single()
        assertEquals("$prefsName.xml", legacy.getAttribute("path"))
    }

    @Test
    fun systemLanguagePickerOffersExactlyTheAppsLanguages() {
        val locales = xml(File(res, "xml/locales_config.xml")).children("locale").map { it.android("name") }
        assertEquals(Language.entries.map { it.tag }, locales)
    }

    @Test
    fun pieceSoundIsAShortWav() {
        val stream = AudioSystem.getAudioInputStream(File(res, "raw/piece_down.wav"))
        stream.use {
            val seconds = it.frameLength / it.format.frameRate
            assertTrue("a click, not a tune ($seconds s)", seconds in 0.01f..0.2f)
            assertEquals(1, it.format.channels)
        }
    }
}
