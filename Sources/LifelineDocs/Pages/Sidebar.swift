import Foundation
import StaticSite

/// The sidebar's HTML for every page, made from items rendered once per build: each entry
/// through the `sidebar-item` template, per folder depth (its link depends on nothing else), in
/// its three states (plain; the section being read; the page being read). A page's sidebar is
/// those pieces joined, so a site of N pages renders 3·N items, not N·N: with every sidebar
/// listing every page, rendering them per page was 56 % of a 1,000-page build (perf).
///
/// A sidebar of every entry on every page makes a site of N pages N² bytes (10,000 pages: 4.6 GB
/// written, 8.9 GB of memory). Up to `inlineLimit` entries, every page lists them all; beyond,
/// a page lists the first and last entry and those around its own (`windowRadius` each side),
/// and a shared file (`scriptPath`, loaded by a script element at the end of the list, as
/// mdBook's toc.js) puts every entry in its place once the page has loaded, keeping the marks
/// the page was rendered with. Without JavaScript the reader has that window and the
/// previous/next links.
struct Sidebar: Sendable {
    /// The most entries a sidebar lists on every page; a larger site shares one list.
    static let inlineLimit = 150
    /// A page of a larger site lists this many entries each side of its own (or its section's).
    static let windowRadius = 10
    /// The shared list of a larger site: every entry's item, with links from the site root.
    static let scriptPath = "assets/navigation.js"

    /// By folder depth, by entry: the item as plain, in-section and current HTML.
    private let items: [Int: [(plain: String, inSection: String, current: String)]]
    /// By folder depth: every item plain, one per line, and where each item lies in that text.
    /// A page marks one item at most, so its sidebar is this text with that item replaced
    /// (joining a thousand items per page was a tenth of a 1,000-page build).
    private let plainLists: [Int: (text: String, ranges: [Range<String.Index>])]
    let navigation: SiteNavigation

    /// Renders the items for pages as deep as `pagePaths` go, on `lanes` cores at once.
    init(navigation: SiteNavigation, templates: TemplateLibrary, pagePaths: [String], lanes: Int = .max) throws {
        self.navigation = navigation
        var items: [Int: [(plain: String, inSection: String, current: String)]] = [:]
        // The shared list is the root's (depth 0), whether or not a page is at the root.
        let shared = navigation.sidebarEntries.count > Self.inlineLimit
        isShared = shared
        // Each state rendered by Mustache once and filled for every entry (`RowShapes`): an item
        // at a time, the items were 15 M instructions of a one-scenario edit (callgrind). A
        // theme's item that does more with a value than place it is rendered item by item.
        let shapes = RowShapes<ItemShape>(
            name: Self.itemTemplate, templates: templates, fieldCount: 2,
            misuse: "a sidebar item's title and href are placed as they are")
        let filled = try shapes.placesValuesOnly(ItemShape.all, slots: ItemShape.slots)
        for depth in Set(pagePaths.map(Self.depth) + (shared ? [0] : [])) {
            let page = String(repeating: "x/", count: depth) + "x.html"
            // Entries are independent: rendered on every lane (`--jobs`).
            items[depth] = try navigation.sidebarEntries.concurrentMap(lanes: lanes) { entry in
                let href = RelativePath.link(from: page, to: entry.path)
                func render(_ shape: ItemShape) throws -> String {
                    var html = ""
                    if filled {
                        try shapes.append(shape, [entry.title, href], to: &html, slots: ItemShape.slots)
                    } else {
                        html = try templates.render(Self.itemTemplate, NavigationItem(title: entry.title, href: href, current: shape.current, inSection: shape.inSection))
                    }
                    if html.hasSuffix("\n") { html.removeLast() }
                    return html
                }
                return (try render(.plain), try render(.inSection), try render(.current))
            }
        }
        self.items = items
        plainLists = items.mapValues { pieces in
            let text = pieces.map(\.plain).joined(separator: "\n")
            var ranges: [Range<String.Index>] = []
            var start = text.startIndex
            for piece in pieces {
                let end = text.utf8.index(start, offsetBy: piece.plain.utf8.count)
                ranges.append(start..<end)
                start = end < text.endIndex ? text.utf8.index(after: end) : end
            }
            return (text, ranges)
        }
    }

    /// Whether pages share one list (`script`) instead of each listing every entry.
    let isShared: Bool

    /// The items of `page`'s sidebar, one per line; the page being read, or the section it
    /// belongs to, marked as the item template marks them. In a site of more than `inlineLimit`
    /// entries, the window around the page and the script element that loads the rest.
    func html(from page: String) -> String {
        guard let pieces = items[Self.depth(page)], let list = plainLists[Self.depth(page)] else { return "" }
        let (current, section) = navigation.sidebarMarks(from: page)
        let marked = (current ?? section).flatMap { list.ranges.indices.contains($0) ? $0 : nil }
        func piece(_ index: Int) -> String {
            guard index == marked else { return pieces[index].plain }
            return index == current ? pieces[index].current : pieces[index].inSection
        }
        guard isShared else {
            guard let marked else { return list.text }
            let range = list.ranges[marked]
            return String(list.text[..<range.lowerBound]) + piece(marked) + list.text[range.upperBound...]
        }
        let centre = marked ?? 0
        let window = max(0, centre - Self.windowRadius)...min(pieces.count - 1, centre + Self.windowRadius)
        let shown = ([0] + Array(window) + [pieces.count - 1]).reduce(into: [Int]()) { shown, index in
            if shown.last.map({ $0 < index }) ?? true { shown.append(index) }
        }
        let root = RelativePath.root(from: page)
        return (shown.map(piece) + ["<script src=\"\(HTML.escape(root + Self.scriptPath))\" defer></script>"]).joined(separator: "\n")
    }

    /// The shared list's script (nil when every page lists every entry): the items as the root's
    /// pages show them, unmarked; the script puts them in the list that loaded it, each link
    /// led from the page's root (`data-root` of `<html>`), the page's marked items kept.
    func script() throws -> Data? {
        guard isShared, let list = plainLists[0] else { return nil }
        // A JSON string: JSONEncoder writes `/` as `\/`, so no `</script>` can end it if inlined.
        let items = String(decoding: try JSONEncoder().encode(list.text), as: UTF8.self)
        return Data("""
            // The site's page list, shared by every page: a page lists only the entries around its
            // own, and this script, loaded at the end of that list, puts every entry in place.
            (function () {
              var script = document.currentScript, list = script && script.parentNode;
              if (!list) return;
              var root = document.documentElement.getAttribute("data-root") || "";
              var marked = {};
              Array.prototype.forEach.call(list.querySelectorAll("li"), function (item) {
                var link = item.querySelector("a");
                if (link && (item.classList.contains("in-section") || link.hasAttribute("aria-current"))) marked[link.getAttribute("href")] = item;
              });
              // The page's own item stays where the reader sees it in a sidebar that scrolls.
              var kept = list.querySelector("[aria-current]") || list.querySelector(".in-section");
              var box = list.parentNode;
              while (box && box.nodeType === 1 && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentNode;
              var before = kept ? kept.getBoundingClientRect().top : 0;
              var all = document.createElement("ul");
              all.innerHTML = \(items);
              var entries = Array.prototype.slice.call(all.children);
              while (list.firstChild) list.removeChild(list.firstChild);
              entries.forEach(function (item) {
                var link = item.querySelector("a");
                if (link) {
                  var href = root + link.getAttribute("href");
                  link.setAttribute("href", href);
                  if (marked[href]) item = marked[href];
                }
                list.appendChild(item);
              });
              if (kept && box && box.nodeType === 1) box.scrollTop += kept.getBoundingClientRect().top - before;
            }());

            """.utf8)
    }

    private static func depth(_ page: String) -> Int { page.splitAtBytes(separator: "/").count - 1 }

    static let itemTemplate = "sidebar-item"

    /// An item's state: all that a section of `sidebar-item` may test.
    struct ItemShape: Hashable, Sendable {
        var current: Bool
        var inSection: Bool

        static let plain = ItemShape(current: false, inSection: false)
        static let inSection = ItemShape(current: false, inSection: true)
        static let current = ItemShape(current: true, inSection: true)
        static let all = [plain, inSection, current]

        /// The item of a state as Mustache renders it once: placeholders for its title and href.
        static func slots(_ shape: ItemShape) -> NavigationItem {
            NavigationItem(title: RowShapes<ItemShape>.placeholder(0), href: RowShapes<ItemShape>.placeholder(1), current: shape.current, inSection: shape.inSection)
        }
    }
}
