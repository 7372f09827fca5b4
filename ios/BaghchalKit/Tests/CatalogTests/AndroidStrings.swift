import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Android's `<string>` and `<plurals>` resources of one `strings.xml`,
/// converted to iOS placeholders so they compare with the catalog directly.
struct AndroidStrings {
    /// Resource name -> text, placeholders already in iOS form.
    let texts: [String: CatalogText]

    /// Parses the file at `url`; throws when it is not well-formed XML.
    init(url: URL) throws {
        let reader = Reader()
        let parser = try XMLParser(data: Data(contentsOf: url))
        parser.delegate = reader
        guard parser.parse() else {
            throw CatalogError.notACatalog("\(url.path): \(parser.parserError.map(String.init(describing:)) ?? "?")")
        }
        texts = reader.texts
    }

    /// `%1$d` -> `%1$lld`, `%1$s` -> `%1$@`, and Android's backslash escapes undone.
    static func iosPattern(_ android: String) -> String {
        var text = android.replacing(/%(\d+)\$d/) { "%\($0.output.1)$lld" }
        text = text.replacing(/%(\d+)\$s/) { "%\($0.output.1)$@" }
        return text.replacing(/\\(['"@?])/) { String($0.output.1) }
            .replacingOccurrences(of: "\\n", with: "\n")
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var texts: [String: CatalogText] = [:]
        private var name: String?
        private var quantity: String?
        private var forms: [String: String]?
        private var buffer = ""

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            switch element {
            case "string": name = attributes["name"]; buffer = ""
            case "plurals": name = attributes["name"]; forms = [:]
            case "item": quantity = attributes["quantity"]; buffer = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { buffer += string }

        func parser(
            _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            switch element {
            case "string":
                if let name { texts[name] = .single(AndroidStrings.iosPattern(buffer)) }
                name = nil
            case "item":
                if let quantity { forms?[quantity] = AndroidStrings.iosPattern(buffer) }
                quantity = nil
            case "plurals":
                if let name, let forms { texts[name] = .plural(forms) }
                name = nil
                forms = nil
            default: break
            }
        }
    }
}
