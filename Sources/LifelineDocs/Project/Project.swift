import Foundation

/// Where a Lifeline project keeps its sources and its published site.
public struct Project: Sendable {
    public var root: URL
    public var content: URL
    public var templates: URL
    public var output: URL
    /// Where rendered diagrams are kept between builds (never inside the output folder).
    public var cache: URL
    /// Overrides `base-url` of Content/site.yml (used only by sitemap.xml).
    public var baseURL: String?
    /// Replace an existing output folder even if no build of Lifeline wrote it (`--force`).
    public var replaceAnyOutput = false
    /// Publish draft pages too (`lifeline serve --drafts`).
    public var includeDrafts = false

    /// The default layout: Content/, Templates/ and Output/ inside `root`; the diagram cache in
    /// `.build/lifeline-cache`, which git ignores.
    public init(root: URL, content: URL? = nil, templates: URL? = nil, output: URL? = nil, cache: URL? = nil, baseURL: String? = nil) {
        self.root = root
        self.content = content ?? root.appendingPathComponent("Content")
        self.templates = templates ?? root.appendingPathComponent("Templates")
        self.output = output ?? root.appendingPathComponent("Output")
        self.cache = cache ?? root.appendingPathComponent(".build/lifeline-cache")
        self.baseURL = baseURL
    }

    /// A path as error messages show it: relative to the project root when inside it.
    func displayPath(_ url: URL) -> String {
        let rootPath = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        if path.hasPrefix(rootPath + "/") { return String(path.dropFirst(rootPath.count + 1)) }
        return path
    }

    /// Where a build keeps the site it replaced, for the next build to bring up to date in place
    /// of a fresh folder (`OutputWriter.stage(spare:)`): in the cache, which the output folder
    /// never holds.
    var outputSpare: URL { cache.appendingPathComponent("output-spare") }

    var scenariosFolder: URL { content.appendingPathComponent("scenarios") }

    /// Public device logs, each compared with the scenario that reproduces it.
    var evidenceFolder: URL { content.appendingPathComponent("evidence") }

    /// Site-wide settings: the site's title and the base URL for sitemap.xml.
    var siteSettings: URL { content.appendingPathComponent("site.yml") }

    /// Static files copied as they are into the output's assets/ folder (CSS, scripts).
    var assets: URL { templates.appendingPathComponent("assets") }
}
