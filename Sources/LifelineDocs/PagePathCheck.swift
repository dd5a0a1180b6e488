import Foundation
import StaticSite

/// Two sources that would become the same file of the site are an error, never a silent choice.
///
/// Swift compares strings by Unicode canonical equivalence, so `café.md` written composed (NFC)
/// and decomposed (NFD) — two different files on Linux — are one dictionary key: without this
/// check, later stages trap on "Duplicate values for key". A page at a path the site generates
/// itself (`404.md`, `scenarios/index.md`, `scenarios/ID.md`) would replace that page or be
/// dropped.
enum PagePathCheck {
    /// The Markdown file each page comes from, as `(display path, output path)` pairs, and the
    /// scenario ids whose pages the site generates.
    static func check(pages: [(path: String, outputPath: String)], scenarioIDs: [String]) throws {
        var generated: [String: String] = ["404.html": "the 404 page", SiteNavigation.scenarioIndexPath: "the scenario index"]
        for id in scenarioIDs { generated[ScenarioPageRenderer.path(id)] = "the page of scenario '\(id)'" }
        var seen: [String: String] = [:]
        for page in pages {
            if let what = generated[page.outputPath] {
                throw SiteDiagnostic(
                    path: page.path,
                    message: "this page would be written to \(page.outputPath), which is \(what) the site generates; rename the file")
            }
            if let other = seen[page.outputPath] {
                throw SiteDiagnostic(path: page.path, message: twins(other, page.path) + "; both would be written to \(page.outputPath); rename one")
            }
            seen[page.outputPath] = page.path
        }
    }

    /// Names two paths that are equal under Unicode canonical equivalence, saying which is which.
    static func twins(_ first: String, _ second: String) -> String {
        func form(_ path: String) -> String {
            path.unicodeScalars.elementsEqual(path.precomposedStringWithCanonicalMapping.unicodeScalars) ? "composed, NFC" : "decomposed, NFD"
        }
        return "'\(first)' (\(form(first))) and '\(second)' (\(form(second))) are the same name once Unicode is normalised"
    }
}
