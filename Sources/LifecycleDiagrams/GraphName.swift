/// Graph names made only of ASCII letters, digits and underscores: the name reaches the SVG in
/// places Lifeline rewrites (its title and comments), so it never carries user text as is.
enum GraphName {
    static func safe(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9": Character(scalar)
            default: "_"
            }
        })
    }
}
