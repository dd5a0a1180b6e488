import Foundation
@testable import LifelineDocs
import LifecycleEngine
import LifecycleModel
import LifelineTestSupport
import StaticSite
import Testing

/// The traces a build keeps between builds (`TraceStore`, `PackedTrace`): what the store gives
/// back is exactly what running the scenario gives, and anything else is a miss.
@Suite struct TraceStoreTests {
    static let project = Project(root: Repository.root)

    /// Every canonical scenario's script, source and trace, run by the engine.
    static func canonical() throws -> [(script: Script, source: ScenarioSource, trace: Trace)] {
        let catalog = try ScenarioCatalog(project: project)
        return try catalog.scripts.map { script in
            (script, try #require(catalog.sources[script.summary.id]), try Simulator().run(script))
        }
    }

    @Test("Every canonical scenario's trace, kept and taken back by the next build, is the trace the engine gives")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scenarios = try Self.canonical()
        #expect(scenarios.count > 180)
        // Between them, every kind of event, rules set and unset, results and arguments.
        let events = scenarios.flatMap(\.trace.events)
        #expect(events.contains { $0.note != nil } && events.contains { $0.transition != nil } && events.contains { $0.rule == nil })
        #expect(events.contains { $0.call?.result != nil } && events.contains { $0.call?.arguments.isEmpty == false })
        #expect(events.contains { $0.note?.objects.isEmpty == false })
        let first = TraceStore(folder: folder.url)
        for (script, source, trace) in scenarios { first.keep(trace, of: script, source: source) }
        let next = TraceStore(folder: folder.url)
        for (script, source, trace) in scenarios {
            #expect(next.trace(of: script, source: source) == trace, "\(script.summary.id)")
        }
    }

    @Test("Another text, path or profile is a miss; so is a damaged entry")
    func misses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (script, source, trace) = try #require(try Self.canonical().first { $0.trace.events.contains { $0.call?.arguments.isEmpty == false } })
        TraceStore(folder: folder.url).keep(trace, of: script, source: source)
        let next = TraceStore(folder: folder.url)
        #expect(next.trace(of: script, source: source) == trace)
        #expect(next.trace(of: script, source: ScenarioSource(path: source.path, text: source.text + "\n")) == nil)
        #expect(next.trace(of: script, source: ScenarioSource(path: "Content/scenarios/moved.scenario", text: source.text)) == nil)
        var other = script
        other.summary.profile = script.summary.profile == .iOS17 ? .iOS18 : .iOS17
        #expect(next.trace(of: other, source: source) == nil)

        let packed = PackedTrace.pack(trace)
        #expect(PackedTrace.unpack(packed) == trace)
        var fields = try #require(PackedFields.unpack(packed))
        let firstEvent = 7 + 3 * trace.objects.count + 5 * trace.steps.count
        let damages: [(Int, String)] = [
            (0, "trace 1"), (3, "iOS 99"), (6, "1 2"), (6, "\(trace.objects.count) \(trace.steps.count) \(trace.events.count + 1)"),
            (9, "robot"), (firstEvent, "1 1 0 0 x"), (firstEvent, "1 1 0 c"), (firstEvent + 1, "?rule"),
        ]
        for (index, value) in damages {
            let kept = fields[index]
            fields[index] = Data(value.utf8)
            #expect(PackedTrace.unpack(PackedFields.pack(fields)) == nil, "field \(index) = \(value)")
            fields[index] = kept
        }
        fields.append(Data("extra".utf8))
        #expect(PackedTrace.unpack(PackedFields.pack(fields)) == nil, "a field after the last event")
    }
}
