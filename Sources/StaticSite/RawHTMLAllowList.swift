/// The raw HTML a page may hold: elements a documentation writer needs, attributes that cannot
/// run a script or load one, and URLs that are http(s), mailto, relative or a fragment.
///
/// Patterns once decided this (`on[a-z]+=` in lower case, double-quoted URLs, five entities), and
/// `OnLoad=`, `&#106;avascript:` in single quotes, `<base href>`, `<form action>` and
/// `<meta http-equiv=refresh>` all reached pages. Now each fragment is tokenized as a browser
/// tokenizes it (`HTMLTokenizer`) and every element and attribute outside this list is refused;
/// what is allowed is written back from the parsed values (names lowercased, values
/// double-quoted and escaped), so the page holds exactly what was checked and the link check
/// reads every link.
enum RawHTMLAllowList {
    /// A refusal: why, and the index of the scalar it is about in the fragment.
    struct Refusal: Error, Equatable {
        var message: String
        var at: Int
    }

    static let elements: Set<String> = [
        "a", "abbr", "b", "bdi", "blockquote", "br", "caption", "cite", "code", "col", "colgroup", "dd", "del",
        "details", "dfn", "div", "dl", "dt", "em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr",
        "i", "img", "ins", "kbd", "li", "mark", "ol", "p", "picture", "pre", "q", "rp", "rt", "ruby", "s", "samp",
        "small", "source", "span", "strong", "sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th",
        "thead", "time", "tr", "u", "ul", "var", "wbr",
    ]

    /// Attributes every allowed element may have.
    static let globalAttributes: Set<String> = ["class", "id", "title", "lang", "dir", "align"]

    /// Attributes particular elements may have besides the global ones.
    static let elementAttributes: [String: Set<String>] = [
        "a": ["href"],
        "img": ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
        "source": ["srcset", "sizes", "media", "type", "width", "height"],
        "details": ["open"],
        "td": ["colspan", "rowspan"], "th": ["colspan", "rowspan", "scope"],
        "col": ["span"], "colgroup": ["span"],
        "q": ["cite"], "blockquote": ["cite"], "ins": ["cite", "datetime"], "del": ["cite", "datetime"],
        "time": ["datetime"], "ol": ["start", "reversed"], "li": ["value"],
    ]

    /// Attributes whose value is a URL (`srcset` holds several).
    static let urlAttributes: Set<String> = ["href", "src", "cite", "srcset"]

    /// URL schemes a link or image may use; a URL without a scheme is relative.
    static let schemes: Set<String> = ["http", "https", "mailto"]

    /// `html` as it will be published: each allowed tag written back from its parsed values, text
    /// and comments as written. Throws the first refusal.
    static func sanitized(_ html: String) throws(Refusal) -> String {
        var tokenizer = HTMLTokenizer(html)
        let tokens: [HTMLTokenizer.Token]
        do {
            tokens = try tokenizer.tokens()
        } catch {
            switch error {
            case .tag(let name, let at):
                throw Refusal(message: "raw HTML ends inside the tag <\(name)>; close it with '>' (a browser would read the rest of the page into it)", at: at)
            case .comment(let at):
                throw Refusal(message: "raw HTML ends inside a comment; close it with '-->' (a browser would hide the rest of the page in it)", at: at)
            case .bogus(let at):
                throw Refusal(message: "raw HTML ends inside markup that is neither a tag nor a comment; write '&lt;' for a '<' that is text", at: at)
            }
        }
        var out = ""
        for token in tokens {
            switch token {
            case .text(let text):
                out += text
            case .comment(let text, _):
                out += text
            case .bogus(let text, let at):
                let shown = String(text.prefix(12))
                throw Refusal(
                    message: "raw HTML may hold elements and <!-- comments -->, not '\(shown)\(text.count > 12 ? "…" : "")' (a browser reads it as a comment up to the next '>'); write '&lt;' for a '<' that is text",
                    at: at)
            case .endTag(let name, let at):
                guard elements.contains(name) else { throw refusal(element: name, at: at) }
                out += "</\(name)>"
            case .startTag(let name, let attributes, let selfClosing, let at):
                guard elements.contains(name) else { throw refusal(element: name, at: at) }
                let allowed = globalAttributes.union(elementAttributes[name] ?? [])
                out += "<" + name
                for attribute in attributes {
                    guard allowed.contains(attribute.name) else {
                        throw Refusal(
                            message: "raw HTML attribute '\(attribute.name)' on <\(name)> is not allowed; <\(name)> may have \(list(allowed)) (no event handlers, no style)",
                            at: attribute.at)
                    }
                    if urlAttributes.contains(attribute.name), let scheme = forbiddenScheme(attribute.name == "srcset" ? candidates(attribute.value) : [attribute.value]) {
                        throw Refusal(
                            message: "raw HTML <\(name) \(attribute.name)> with a '\(scheme):' URL is not allowed; a URL here is http:, https:, mailto:, relative or a #fragment",
                            at: attribute.at)
                    }
                    out += attribute.hasValue ? " \(attribute.name)=\"\(HTML.escape(attribute.value))\"" : " \(attribute.name)"
                }
                out += selfClosing ? " />" : ">"
            }
        }
        return out
    }

    private static func refusal(element name: String, at: Int) -> Refusal {
        Refusal(message: "raw HTML element <\(name)> is not allowed; raw HTML may use \(list(elements)), and Markdown for the rest", at: at)
    }

    private static func list(_ names: Set<String>) -> String {
        let sorted = names.sorted()
        return sorted.dropLast().joined(separator: ", ") + (sorted.count > 1 ? " and " : "") + (sorted.last ?? "")
    }

    /// The first of `urls` whose scheme is not allowed, as a browser's URL parser reads it: with
    /// leading and trailing spaces and control characters stripped and tabs and newlines removed
    /// (`java\tscript:` is `javascript:`), case-insensitively.
    static func forbiddenScheme(_ urls: [String]) -> String? {
        for url in urls {
            var scalars = Substring(url).unicodeScalars.drop { $0.value <= 0x20 }
            while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
            let cleaned = scalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
            guard let first = cleaned.first, HTMLTokenizer.isASCIILetter(first) else { continue }
            var scheme = String.UnicodeScalarView()
            var found = false
            for scalar in cleaned {
                if scalar == ":" {
                    found = true
                    break
                }
                guard HTMLTokenizer.isASCIILetter(scalar) || ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "." else { break }
                scheme.append(scalar)
            }
            let name = String(scheme).lowercased()
            if found, !schemes.contains(name) { return name }
        }
        return nil
    }

    /// The URLs of a `srcset` (`a.png 1x, b.png 2x`), read as a browser reads its candidates.
    static func candidates(_ srcset: String) -> [String] {
        var urls: [String] = []
        let scalars = Array(srcset.unicodeScalars)
        var index = 0
        while index < scalars.count {
            while index < scalars.count, HTMLTokenizer.isWhitespace(scalars[index]) || scalars[index] == "," { index += 1 }
            guard index < scalars.count else { break }
            var url = String.UnicodeScalarView()
            while index < scalars.count, !HTMLTokenizer.isWhitespace(scalars[index]) {
                url.append(scalars[index])
                index += 1
            }
            let endsCandidate = url.last == ","
            while url.last == "," { url.removeLast() }
            urls.append(String(url))
            if endsCandidate { continue }
            // Descriptors up to the next comma outside parentheses.
            var depth = 0
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                if scalar == "(" { depth += 1 } else if scalar == ")" { depth = max(0, depth - 1) } else if scalar == ",", depth == 0 { break }
            }
        }
        return urls
    }
}
