import Foundation

/// Where a Lifeline project keeps its sources and its published site.
public struct Project: Sendable {
    public var root: URL
    public var content: URL
    public var templates: URL
    public var output: URL

    /// The default layout: Content/, Templates/ and Output/ inside `root`.
    public init(root: URL, content: URL? = nil, templates: URL? = nil, output: URL? = nil) {
        self.root = root
        self.content = content ?? root.appendingPathComponent("Content")
        self.templates = templates ?? root.appendingPathComponent("Templates")
        self.output = output ?? root.appendingPathComponent("Output")
    }

    /// A path as error messages show it: relative to the project root when inside it.
    func displayPath(_ url: URL) -> String {
        let rootPath = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        if path.hasPrefix(rootPath + "/") { return String(path.dropFirst(rootPath.count + 1)) }
        return path
    }

    var scenariosFolder: URL { content.appendingPathComponent("scenarios") }
}
