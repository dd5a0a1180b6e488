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
        for (_, source, trace) in scenarios { first.keep(trace, source: source) }
        let next = TraceStore(folder: folder.url)
        for (script, source, trace) in scenarios {
            #expect(next.trace(id: script.summary.id, source: source)?.trace == trace, "\(script.summary.id)")
        }
    }

    @Test("Another text (its profile included), path or id is a miss; so is a damaged entry")
    func misses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (script, source, trace) = try #require(try Self.canonical().first { $0.trace.events.contains { $0.call?.arguments.isEmpty == false } })
        TraceStore(folder: folder.url).keep(trace, source: source)
        let next = TraceStore(folder: folder.url)
        let id = script.summary.id
        #expect(next.trace(id: id, source: source)?.trace == trace)
        #expect(next.trace(id: id, source: ScenarioSource(path: source.path, text: source.text + "\n"))?.trace == nil)
        #expect(next.trace(id: id, source: ScenarioSource(path: "Content/scenarios/moved.scenario", text: source.text))?.trace == nil)
        #expect(next.trace(id: id + "-other", source: source)?.trace == nil)
        let profile = try #require(source.text.split(separator: "\n").first { $0.hasPrefix("profile: ") })
        let otherProfile = ScenarioSource(path: source.path, text: source.text.replacingOccurrences(of: String(profile), with: "profile: iOS 26"))
        #expect(otherProfile != source)
        #expect(next.trace(id: id, source: otherProfile)?.trace == nil)

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

    @Test("The catalogue takes a file's kept trace without parsing it, and parses it only when a script is asked for")
    func catalogueTakesKeptTraces() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        let project = site.project
        let launch = try ScenarioCatalog(project: project)
        let script = try #require(launch.scripts.first)
        let trace = try Simulator().run(script)
        // A text that does not parse, kept with a trace as if it had: the catalogue trusts the
        // store's key (this lifeline, the id, the path, the text) and does not parse it.
        let path = "Content/scenarios/launch.scenario"
        let broken = try site.read(path) + "this is not a step\n"
        try site.write(path, broken)
        let source = ScenarioSource(path: try #require(launch.sources[script.summary.id]).path, text: broken)
        let store = TraceStore(folder: project.cache)
        store.keep(trace, source: source)
        let catalog = try ScenarioCatalog(project: project, memory: nil, store: store)
        #expect(catalog.scripts.isEmpty)
        #expect(catalog.kept == [script.summary.id: trace])
        #expect(catalog.count == 1)
        #expect { try catalog.script(id: script.summary.id) } throws: { error in
            "\(error)" == "Content/scenarios/launch.scenario:9:1: error: unknown step 'this'; did you mean 'tabs'?"
        }
        // Without the store, the file is parsed and refused at its line.
        #expect { try ScenarioCatalog(project: project) } throws: { error in
            "\(error)" == "Content/scenarios/launch.scenario:9:1: error: unknown step 'this'; did you mean 'tabs'?"
        }
    }
}
