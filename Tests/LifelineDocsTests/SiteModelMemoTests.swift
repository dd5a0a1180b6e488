import Foundation
@testable import LifelineDocs
import LifecycleModel
import LifelineTestSupport
import StaticSite
import Testing

/// The Rules and Coverage pages' models are made only when a page that shows them is rendered or
/// when their inputs changed (`SiteModelMemo`): named by each trace's events
/// (`PackedTrace.eventsDigest`) and each log's bytes.
@Suite struct SiteModelMemoTests {
    @Test("What a trace's events are made of: the same with its title, group and description edited; another with its profile, an object, a step or an event changed")
    func eventsDigest() throws {
        let trace = try #require(try TraceStoreTests.canonical().first { $0.trace.events.contains { $0.call?.arguments.isEmpty == false } }).trace
        let digest = { (trace: Trace) in PackedTrace.eventsDigest(of: PackedTrace.pack(trace)) }
        let original = try #require(digest(trace))
        var retitled = trace
        retitled.scenario.title = "Edited: " + trace.scenario.title
        retitled.scenario.group = "Elsewhere"
        retitled.scenario.description = "Described otherwise, at length."
        #expect(digest(retitled) == original)
        var changes: [(String, Trace)] = []
        var changed = trace
        // Two other profiles (iOS 18 and iOS 26 are spelt with as many bytes): the profile's own
        // bytes are read, not only its length.
        changed.scenario.profile = trace.scenario.profile == .iOS26 ? .iOS17 : .iOS26
        changes.append(("profile", changed))
        changed.scenario.profile = trace.scenario.profile == .iOS18 ? .iOS26 : .iOS18
        changes.append(("another profile", changed))
        changed = trace
        changed.objects[0].className += "X"
        changes.append(("object", changed))
        changed = trace
        changed.steps[0].location.line += 1
        changes.append(("step", changed))
        changed = trace
        changed.events.removeLast()
        changes.append(("event", changed))
        // A field's bytes moved into the next field: the same bytes, cut elsewhere.
        changed = trace
        let call = try #require(changed.events.firstIndex { $0.call?.arguments.isEmpty == false })
        if case .call(var moved) = changed.events[call].kind {
            moved.arguments[0] = Argument(moved.arguments[0].label + moved.arguments[0].value.prefix(1), String(moved.arguments[0].value.dropFirst()))
            changed.events[call].kind = .call(moved)
        }
        changes.append(("a field's bytes cut elsewhere", changed))
        for (what, trace) in changes {
            #expect(digest(trace) != original, "\(what)")
        }
        #expect(PackedTrace.eventsDigest(of: Data("not packed".utf8)) == nil)
        #expect(PackedTrace.eventsDigest(of: PackedFields.pack(["trace 2", "id", "title"].map { Data($0.utf8) })) == nil)
    }

    @Test("The Rules and Coverage pages' keys are spelt from the digests the last build kept for the same inputs: altered, those pages alone are rendered again; gone, made again from the models, the same")
    func memo() throws {
        let site = try StoredPagesTests.site()
        defer { site.remove() }
        _ = try StoredPagesTests.rebuild(site)
        let cache = PageStore(folder: site.project.cache).cache
        let key = try #require(cache.keys.first { $0.hasPrefix(SiteModelMemo.version + "\n") })
        let kept = try #require(cache.value(for: key, slot: SiteModelMemo.slot))
        #expect(String(decoding: kept, as: UTF8.self).wholeMatch(of: #/rules [0-9a-f]{32}\ncoverage [0-9a-f]{32}/#) != nil)
        let rulesPages = try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("rules").path).count + 1
        #expect(rulesPages > 2)
        cache.store(Data("rules altered\ncoverage altered".utf8), for: key, slot: SiteModelMemo.slot)
        try FileManager.default.removeItem(at: site.project.cache.appendingPathComponent("last-build.fingerprint"))
        let altered = try StoredPagesTests.rebuild(site)
        #expect(StoredPagesTests.reuse(altered) == "  \(rulesPages + 1) pages rendered, \(34 - rulesPages - 1) unchanged since the last build", "\(altered)")
        // Rendered under the altered digests: the next build with the entry gone makes the
        // digests from the models, renders the pages again, and keeps the digests.
        // A cache value of its own: `cache` read the packs before the last build added one.
        PageStore(folder: site.project.cache).cache.remove { $0.hasPrefix(SiteModelMemo.version + "\n") }
        try FileManager.default.removeItem(at: site.project.cache.appendingPathComponent("last-build.fingerprint"))
        let remade = try StoredPagesTests.rebuild(site)
        #expect(StoredPagesTests.reuse(remade) == "  \(rulesPages + 1) pages rendered, \(34 - rulesPages - 1) unchanged since the last build", "\(remade)")
        let next = PageStore(folder: site.project.cache).cache
        #expect(next.value(for: key, slot: SiteModelMemo.slot) == kept)
        try FileManager.default.removeItem(at: site.project.cache.appendingPathComponent("last-build.fingerprint"))
        #expect(StoredPagesTests.reuse(try StoredPagesTests.rebuild(site)) == "  0 pages rendered, 34 unchanged since the last build")
    }
}
