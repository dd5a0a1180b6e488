import Yams

/// A YAML file's one document as Yams nodes, every error located in the file: a syntax error at
/// libyaml's line and column, and an alias in a key (see `YAMLAliasKeys`) where it is written.
public enum YAMLDocument {
    /// - Parameters:
    ///   - path: the file as messages show it.
    ///   - firstLine: the file's line of the YAML's first line (front matter starts on 2).
    ///   - lead: what is wrong, as messages begin ("front matter is not valid YAML").
    ///   - resolver: how plain scalars are tagged; `.basic` for a reader of text alone.
    public static func compose(_ yaml: String, path: String, firstLine: Int, lead: String, resolver: Resolver = .default) throws -> Node? {
        if let alias = YAMLAliasKeys.first(in: yaml) {
            throw SiteDiagnostic(
                path: path, line: alias.line + firstLine - 1, column: alias.column,
                message: "an alias (*\(alias.name)) in a key; a few bytes of aliases can stand for billions of nodes, "
                    + "so Lifeline reads none in keys: write the key out")
        }
        do {
            // UTF-8 named: Yams's default reads the whole environment into a dictionary on every
            // call to look for an override (2 % of a 1,000-page build), and means UTF-8 here.
            return try Yams.compose(yaml: yaml, resolver, .default, .utf8)
        } catch let error as YamlError {
            throw YAMLSyntaxError.diagnostic(error, path: path, firstLine: firstLine, lead: lead, text: yaml)
        }
    }
}
