import Foundation
import Synchronization
import LifecycleDiagrams
import LifecycleEngine
import LifecycleModel
import StaticSite

/// The one road from requests to their bytes, for the build and for the command line alike:
/// each request's DOT text is built once; what the diagram cache lacks is drawn by Graphviz (in
/// this process or in worker processes); SVGs are finished here, and their sizes read from the
/// same bytes.
struct DiagramDrawer {
    /// The traces requests name, by scenario id.
    let traces: [String: Trace]
    /// The canonical scenarios, gathered once for every state graph.
    let background: StateBackground
    var cache: DiagramCache?
    /// What each diagram is made of, to look it up in `cache` without building its DOT text.
    var ingredients: DiagramIngredients?
    var pool = GraphvizPool(workers: 1, executable: nil)
    /// Leave what the cache holds by what a diagram is made of unread until asked
    /// (`DrawingFile.kept`): a CLI build that writes, whose stage 5 links most files unread.
    var leavesKeptBytesUnread = false

    func prepare(_ request: DiagramRequest) throws -> PreparedDiagram {
        switch request.subject {
        case .scenario(let id):
            guard let trace = traces[id] else { throw LifelineError("error: no trace of scenario '\(id)' to draw") }
            return DiagramRenderer.prepare(request.kind, for: trace, background: background, theme: request.theme, focus: request.focus, guesses: RuleCatalogue.guesses)
        case .overview(let machine):
            return DiagramRenderer.prepareOverview(of: background, theme: request.theme, machine: machine)
        case .diff(let diff):
            return DiagramRenderer.prepareDiff(diff, theme: request.theme)
        }
    }

    /// `request` drawn in `formats`.
    func draw(_ request: DiagramRequest, formats: [OutputFormat]) throws -> Drawing {
        try draw([(request, formats)])[0]
    }

    /// Each request drawn in its formats, in the order given; the first failure, in that order,
    /// names what was drawn. `timed` hears how long Graphviz drew (`GraphvizPool.forEach`).
    ///
    /// Each request goes its whole road in one lane of the pool: DOT text, the cache, Graphviz,
    /// the finished bytes and their size; the next one starts while Graphviz draws another.
    ///
    /// What the cache holds whole, by what it is made of, is taken first; the pool is handed only
    /// the rest, so that it knows how many may need Graphviz and starts no worker for a
    /// one-scenario edit's two (`GraphvizPool.itemsPerWorker`).
    func draw(_ wanted: [(request: DiagramRequest, formats: [OutputFormat])], timed: (Duration) -> Void = { _ in }) throws -> [Drawing] {
        let kept = wanted.concurrentMap(lanes: pool.workers) { cached($0.request, formats: $0.formats) }
        let drawings = Mutex(kept.map { $0 ?? Drawing() })
        let missing = wanted.indices.filter { kept[$0] == nil }
        let order = costliestFirst(missing.map { wanted[$0].request }).map { missing[$0] }
        let graphviz = try pool.forEach(order) { index, draw in
            let drawing = try self.drawing(wanted[index].request, formats: wanted[index].formats, draw: draw)
            drawings.withLock { $0[index] = drawing }
        }
        timed(graphviz)
        return drawings.withLock { $0 }
    }

    /// `request`'s drawing when the cache holds every format, and for a sequence diagram its
    /// header band, under what the diagram is made of: the bytes `drawing` would give, found
    /// without building its DOT text. With `leavesKeptBytesUnread` the files are left in the
    /// cache (`DrawingFile.kept`), and an SVG's size and `viewBox` are taken from the facts kept
    /// beside it (`SVGFacts`).
    private func cached(_ request: DiagramRequest, formats: [OutputFormat]) -> Drawing? {
        guard let cache, let ingredients, !formats.contains(.dot) else { return nil }
        var drawing = Drawing()
        var svgKey: String?
        for format in formats {
            guard let made = ingredients.key(request, format: format) else { return nil }
            if format == .svg { svgKey = made }
            if leavesKeptBytesUnread {
                guard let entry = cache.entry(ingredients: made) else { return nil }
                let drawer = self
                drawing.files[format] = .kept(entry, redraw: { try drawer.redrawn(request, format: format) })
                drawing.hashes[format] = entry.hash
            } else {
                guard let found = cache.valueAndHash(ingredients: made) else { return nil }
                drawing.files[format] = .bytes(found.data)
                drawing.hashes[format] = found.hash
            }
        }
        guard let svg = drawing.files[.svg], let svgKey, let hash = drawing.hashes[.svg] else {
            drawing.digest = drawing.made
            return drawing
        }
        // The facts beside the SVG; a cache from before they were kept has the SVG alone, read
        // once more to give them.
        let factsKey = svgKey + "\nsvg facts"
        var facts = cache.value(ingredients: factsKey).flatMap { SVGFacts(cached: $0, hash: hash) }
        if facts == nil {
            guard let bytes = try? svg.data() else { return nil }
            let read = SVGFacts(svg: bytes, hash: hash)
            cache.store(read.cached, ingredients: factsKey)
            facts = read
        }
        drawing.size = facts?.size
        if request.kind == .sequence {
            guard let band = cache.value(ingredients: svgKey + "\nheader band").flatMap(SequenceHeaderBand.init(cached:)) else { return nil }
            drawing.headerBand = HeaderBand(band, viewBoxWidth: facts?.viewBoxWidth)
        }
        drawing.digest = drawing.made
        return drawing
    }

    /// `format` of `request` made again without the cache's record by what it is made of (which
    /// no longer gave its bytes whole): by its DOT text, from the cache or from Graphviz.
    private func redrawn(_ request: DiagramRequest, format: OutputFormat) throws -> Data {
        var drawer = self
        drawer.ingredients = nil
        return try drawer.draw(request, formats: [format]).files[format]!.data()
    }

    private func drawing(_ request: DiagramRequest, formats: [OutputFormat], draw: GraphvizPool.Draw) throws -> Drawing {
        // Built only when a format is not in the cache by what the diagram is made of.
        var built: PreparedDiagram?
        var drawing = Drawing()
        for format in formats {
            let made = format == .dot ? nil : ingredients?.key(request, format: format)
            if let made, let cached = cache?.valueAndHash(ingredients: made) {
                drawing.files[format] = .bytes(cached.data)
                drawing.hashes[format] = cached.hash
                continue
            }
            let prepared = try built ?? prepare(request)
            built = prepared
            guard let job = prepared.job(format) else {
                // DOT is the text itself: nothing to draw or keep.
                drawing.files[format] = .bytes(Data(prepared.dot.utf8))
                continue
            }
            // Found by its DOT text: the same picture made of other things (a state graph whose
            // background changed elsewhere), or a diff.
            let extra = format == .svg ? prepared.svgKey : ""
            if let cached = cache?.value(dot: job.dot, format: format, theme: request.theme, extra: extra) {
                if let made { cache?.store(cached, ingredients: made) }
                drawing.files[format] = .bytes(cached)
                continue
            }
            let bytes: Data
            do {
                bytes = Data(try prepared.complete(format, drawn: draw(job).get()))
            } catch let error as GraphvizError {
                throw LifelineError("error: \(request.description) as \(format.rawValue): \(error)")
            }
            cache?.store(bytes, dot: job.dot, format: format, theme: request.theme, extra: extra)
            if let made { cache?.store(bytes, ingredients: made) }
            drawing.files[format] = .bytes(bytes)
        }
        guard case .bytes(let svg)? = drawing.files[.svg] else {
            drawing.digest = drawing.made
            return drawing
        }
        let facts = SVGFacts(svg: svg, hash: drawing.hash(of: .svg)!)
        // Kept for the next build's `cached`, which leaves the SVG unread.
        if let svgKey = ingredients?.key(request, format: .svg) { cache?.store(facts.cached, ingredients: svgKey + "\nsvg facts") }
        drawing.size = facts.size
        if request.kind == .sequence {
            // The layout's band, kept in the cache beside the SVG; a cache from before it was
            // kept has the SVG alone, so the diagram is prepared once more to give it.
            let bandKey = ingredients?.key(request, format: .svg).map { $0 + "\nheader band" }
            var band = bandKey.flatMap { cache?.value(ingredients: $0) }.flatMap(SequenceHeaderBand.init(cached:))
            if band == nil, let made = try (built ?? prepare(request)).headerBand {
                band = made
                if let bandKey { cache?.store(made.cached, ingredients: bandKey) }
            }
            drawing.headerBand = band.flatMap { HeaderBand($0, viewBoxWidth: facts.viewBoxWidth) }
        }
        drawing.digest = drawing.made
        return drawing
    }

    /// The requests' indices, those likely to take Graphviz longest first, so that no lane starts
    /// the largest diagram last while the others idle: a sequence diagram grows with its trace's
    /// steps, a state graph far less (its background is every canonical scenario's states).
    private func costliestFirst(_ requests: [DiagramRequest]) -> [Int] {
        let cost = requests.map { request -> Int in
            let steps: Int
            switch request.subject {
            case .scenario(let id): steps = traces[id]?.steps.count ?? 0
            case .overview: steps = 0
            case .diff(let diff): steps = diff.merged.steps.count
            }
            return request.kind == .sequence ? 4 * steps : steps
        }
        return requests.indices.sorted { (cost[$0], $1) > (cost[$1], $0) }
    }
}

/// One request's files by format, and the size its SVG is shown at.
struct Drawing {
    var files: [OutputFormat: DrawingFile] = [:]
    /// The XXH64 hash of each file the cache gave back, as its lookup checked it: the drawing's
    /// digest and stage 5's comparison with the last output take it instead of hashing the
    /// bytes twice more (callgrind: 5 MB of drawings hashed three times in every rebuild).
    var hashes: [OutputFormat: UInt64] = [:]
    var size: DiagramSize?
    /// A sequence diagram's row of lifeline headers in its SVG, for the sticky strip on pages.
    var headerBand: HeaderBand?
    /// `made` as the drawer left it: what a page that shows the drawing is kept under (`PageKeys`).
    var digest = ""

    /// The XXH64 hash of the file in `format`, as the cache checked it or made now.
    func hash(of format: OutputFormat) -> UInt64? {
        if let hash = hashes[format] { return hash }
        guard case .bytes(let data)? = files[format] else { return nil }
        return XXHash64.hash(data)
    }

    /// Everything a page reads of the drawing, as a digest: each file's bytes by format, the
    /// size it is shown at, and its header band.
    var made: String {
        var parts = ""
        for format in files.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            parts += "\(format.rawValue) \(ContentDigest.short(hash: hash(of: format)!))\n"
        }
        // Spelt field by field: `String(reflecting:)` walked each value's mirror, and was half of
        // the cost of naming 350 drawings in every build (perf).
        let sized = size.map { "\($0.width) \($0.height) \($0.minimumWidth)" } ?? "none"
        return parts + "size \(sized)\nband \(headerBand.map { "\($0.width) \($0.top) \($0.bottom)" } ?? "none")"
    }
}

extension DiagramRequest: CustomStringConvertible {
    /// What is drawn, in words, for error messages: `sequence diagram of 'launch' showing A, A.view`.
    public var description: String {
        switch subject {
        case .scenario(let id):
            let shown = focus.map { " showing " + $0.shown.map(\.rawValue).joined(separator: ", ") } ?? ""
            return "\(kind.rawValue) diagram of '\(id)'\(shown)"
        case .overview:
            return "the overview state graph"
        case .diff(let diff):
            return "diff diagram '\(diff.id)'"
        }
    }
}
