import DeviceLogs
import LifecycleModel
import Testing

/// Whole logs read and held against a hand-made trace: the report `lifeline compare` prints,
/// exactly, and the errors a log that is no text gets.
@Suite("Device logs: whole logs against a trace")
struct LogComparisonTests {
    /// A launch: A loads its view, appears, is laid out, and B is pushed onto it.
    static let trace: Trace = {
        let objects = [
            TracedObject(id: .uiKit, className: "UIKit", kind: .system),
            TracedObject(id: "A", className: "ListViewController", kind: .viewController),
            TracedObject(id: "B", className: "DetailViewController", kind: .viewController),
        ]
        let calls: [(ObjectID, String, Int)] = [
            ("A", "loadView", 0), ("A", "viewDidLoad", 0), ("A", "viewWillAppear:", 0), ("A", "viewWillLayoutSubviews", 0),
            ("A", "viewDidLayoutSubviews", 0), ("A", "viewDidAppear:", 0), ("B", "viewDidLoad", 1), ("A", "viewWillDisappear:", 1),
            ("B", "viewWillAppear:", 1), ("A", "viewDidDisappear:", 1), ("B", "viewDidAppear:", 1),
        ]
        let events = calls.enumerated().map { index, call in
            TraceEvent(sequence: index + 1, step: call.2 + 1, depth: 0, kind: .call(Call(caller: .uiKit, receiver: call.0, method: call.1)))
        }
        let steps = [
            TraceStep(number: 1, text: "launch with root A", location: SourceLocation(file: "s.scenario", line: 5, column: 1)),
            TraceStep(number: 2, text: "push B onto nav", location: SourceLocation(file: "s.scenario", line: 6, column: 1)),
        ]
        return Trace(scenario: ScenarioSummary(id: "push", title: "Push", profile: .iOS17), objects: objects, steps: steps, events: events)
    }()

    static func report(_ text: String, map: [String: ObjectID] = [:], unnamed: ObjectID? = nil) throws -> String {
        let log = try DeviceLog(text, path: "my.log")
        let out = try LogComparison(log: log, trace: trace, mapping: LogMapping(objects: trace.objects, explicit: map, unnamed: unnamed)).report
        return out
    }

    @Test("An Xcode console log that agrees: every row the same, skipped lines counted")
    func agrees() throws {
        let log = """
            2024-05-01 10:00:00.100000+0200 Demo[1:2] -[ListViewController viewDidLoad]
            2024-05-01 10:00:00.101000+0200 Demo[1:2] button tapped
            2024-05-01 10:00:00.102000+0200 Demo[1:2] -[ListViewController viewWillAppear:]
            2024-05-01 10:00:00.103000+0200 Demo[1:2] -[ListViewController viewDidAppear:]
            2024-05-01 10:00:01.000000+0200 Demo[1:2] -[DetailViewController viewDidLoad]
            2024-05-01 10:00:01.100000+0200 Demo[1:2] -[DetailViewController viewWillAppear:]
            2024-05-01 10:00:01.200000+0200 Demo[1:2] -[DetailViewController viewDidAppear:]
            """
        // Only the methods the log shows are compared, for every object it names: B's
        // appearance counts because the log shows A's.
        #expect(try Self.report(log) == """
            my.log: agrees with push (6 calls; 1 line skipped)
              line  call
                 1     2  = A viewDidLoad
                 3     3  = A viewWillAppear:
                 4     6  = A viewDidAppear:
                 5     7  = B viewDidLoad
                 6     9  = B viewWillAppear:
                 7    11  = B viewDidAppear:

            """)
    }

    @Test("A Swift #function log that diverges: where they part, at the log's line, then the rows")
    func diverges() throws {
        let log = """
            ListViewController viewDidLoad()
            ListViewController viewWillAppear(_:)
            DetailViewController viewDidLoad()
            ListViewController viewDidAppear(_:)
            """
        #expect(try Self.report(log) == """
            my.log:3: diverges: the device called B viewDidLoad, the model expects A viewDidAppear: (trace call 6)
              line  call
                 1     2  = A viewDidLoad
                 2     3  = A viewWillAppear:
                 3        + B viewDidLoad      device only
                 4     6  = A viewDidAppear:
                       7  - B viewDidLoad      model only

            """)
    }

    @Test("CRLF and CR logs read exactly as LF: the same lines, the same divergence", arguments: ["\n", "\r\n", "\r"])
    func lineEnds(end: String) throws {
        let log = ["ListViewController viewDidLoad()", "", "ListViewController viewWillAppear(_:)", "DetailViewController viewDidLoad()", "ListViewController viewDidAppear(_:)", ""]
            .joined(separator: end)
        #expect(try Self.report(log) == """
            my.log:4: diverges: the device called B viewDidLoad, the model expects A viewDidAppear: (trace call 6)
              line  call
                 1     2  = A viewDidLoad
                 3     3  = A viewWillAppear:
                 4        + B viewDidLoad      device only
                 5     6  = A viewDidAppear:
                       7  - B viewDidLoad      model only

            """)
        let read = try DeviceLog(log, path: "my.log")
        #expect(read.lines == ["ListViewController viewDidLoad()", "", "ListViewController viewWillAppear(_:)", "DetailViewController viewDidLoad()", "ListViewController viewDidAppear(_:)"])
        #expect(read.lastLine == 5)
    }

    @Test("Bare names with an unnamed object; labels that name nothing counted as other objects")
    func unnamedAndOthers() throws {
        let log = """
            1. viewDidLoad
            2. viewWillAppear
            SettingsViewController viewDidLoad
            3. viewWillLayoutSubviews
            """
        // viewDidLayoutSubviews is not among the methods the log shows, so the model's is not compared.
        #expect(try Self.report(log, unnamed: "A") == """
            my.log: agrees with push (3 calls; 1 about other objects)
              line  call
                 1     2  = A viewDidLoad
                 2     3  = A viewWillAppear:
                 4     4  = A viewWillLayoutSubviews

            """)
    }

    @Test("A log that names none of the scenario's objects says how to map them")
    func nothingMapped() throws {
        #expect(try Self.report("-[OtherViewController viewDidLoad]\n") == """
            my.log:1: diverges: no line of the log names a callback of the scenario's objects (A: ListViewController, B: DetailViewController); map its classes with --map Class=Object, or give lines that name no class to an object with --unnamed Object
            (1 about other objects)

            """)
    }

    @Test("Binary data and, with --strict, a line without a callback are errors at their line and column")
    func errors() {
        #expect(throws: ScenarioError(SourceLocation(file: "my.log", line: 2, column: 4), "this is not a text log: it holds binary data (a NUL byte or bytes that are not UTF-8)")) {
            _ = try DeviceLog("viewDidLoad\nabc\u{0}def\n", path: "my.log")
        }
        #expect(throws: ScenarioError(SourceLocation(file: "my.log", line: 2, column: 1), "no callback in this line (--strict): 'hello'; expected a line such as '-[ViewController viewDidLoad]' or 'ViewController viewDidLoad()'")) {
            _ = try DeviceLog("viewDidLoad\nhello\n", path: "my.log", strict: true)
        }
    }

    @Test("A line longer than 4,000 characters is an error at its line; one at the limit is read", .timeLimit(.minutes(1)))
    func longLines() throws {
        // Issue 19: 4,000 openings of a Swift signature without its `)` took minutes.
        let opening = "application(configurationForConnecting "
        let long = String(repeating: opening, count: 16_000)
        #expect(throws: ScenarioError(SourceLocation(file: "my.log", line: 2, column: 4_001), "this line is 624000 characters long; a console line that reports a callback is far shorter (Lifeline reads lines of up to 4000): cut the line or remove it")) {
            _ = try DeviceLog("viewDidLoad\n" + long + "\n", path: "my.log")
        }
        let atLimit = String(repeating: " ", count: 4_000 - "viewDidLoad".count) + "viewDidLoad"
        let log = try DeviceLog(String(repeating: opening, count: 100) + "\n" + atLimit + "\n", path: "my.log")
        #expect(log.skipped == [1])
        #expect(log.entries.map { "\($0.line) \($0.label ?? "-") \($0.selector)" } == ["2 - viewDidLoad"])
    }

    @Test("More than 20,000 callbacks is an error at the line that reports the one too many")
    func tooManyCallbacks() {
        let line = Array(repeating: "viewDidLoad", count: 300).joined(separator: "=>")
        let text = String(repeating: line + "\n", count: 67)
        #expect(throws: ScenarioError(SourceLocation(file: "my.log", line: 67, column: 1), "the log reports more than 20000 callbacks; cut it to the part that shows the ones you want to check")) {
            _ = try DeviceLog(text, path: "my.log")
        }
    }

    @Test("A map of 20,000 labels over 10,000 lines is read in linear time", .timeLimit(.minutes(1)))
    func bigMap() throws {
        var map: [String: ObjectID] = [:]
        for index in 0..<10_000 {
            map["C\(index)"] = "A"
            map["screen \(index)"] = "B"
        }
        let others = (0..<9_998).map { "-[Other\($0) viewDidLoad]" }
        let log = (["-[C5 viewDidLoad]", "screen 7 viewDidLoad"] + others).joined(separator: "\n")
        #expect(try Self.report(log, map: map) == """
            my.log: agrees with push (2 calls; 9998 about other objects)
              line  call
                 1     2  = A viewDidLoad
                 2     7  = B viewDidLoad

            """)
    }

    @Test("A method logged for one class is not expected of another; objects of one class share what it logs")
    func methodsPerClass() throws {
        let objects = [
            TracedObject(id: .uiKit, className: "UIKit", kind: .system),
            TracedObject(id: "A", className: "ListViewController", kind: .viewController),
            TracedObject(id: "B", className: "DetailViewController", kind: .viewController),
            TracedObject(id: "C", className: "DetailViewController", kind: .viewController),
        ]
        let calls: [(ObjectID, String)] = [
            ("A", "viewDidLoad"), ("A", "viewWillAppear:"), ("B", "viewDidLoad"), ("B", "viewWillAppear:"), ("B", "dealloc"),
            ("C", "viewDidLoad"), ("C", "viewWillAppear:"), ("C", "dealloc"),
        ]
        let events = calls.enumerated().map { index, call in
            TraceEvent(sequence: index + 1, step: 1, depth: 0, kind: .call(Call(caller: .uiKit, receiver: call.0, method: call.1)))
        }
        let trace = Trace(scenario: Self.trace.scenario, objects: objects, steps: [Self.trace.steps[0]], events: events)
        // ListViewController logs its appearance, DetailViewController its dealloc and (through C)
        // its viewWillAppear:: B's viewWillAppear: is expected, A's dealloc and viewDidLoad are not.
        let log = """
            -[ListViewController viewWillAppear:]
            B dealloc
            -[C viewWillAppear:]
            -[C dealloc]
            """
        let comparison = try LogComparison(log: try DeviceLog(log, path: "my.log"), trace: trace, mapping: LogMapping(objects: objects))
        #expect(comparison.report == """
            my.log:2: diverges: the device called B dealloc, the model expects B viewWillAppear: (trace call 4)
              line  call
                 1     2  = A viewWillAppear:
                       4  - B viewWillAppear:  model only
                 2     5  = B dealloc
                 3     7  = C viewWillAppear:
                 4     8  = C dealloc

            """)
    }

    @Test("A truncated log still diverges where it parts from the model; only the model's calls after its end are left out")
    func truncatedDiverges() throws {
        let log = try DeviceLog("-[ListViewController viewDidLoad]\n-[ListViewController viewDidAppear:]\n-[DetailViewController viewDidLoad]\n", path: "my.log")
        let comparison = try LogComparison(log: log, trace: Self.trace, mapping: LogMapping(objects: Self.trace.objects), truncated: true)
        #expect(comparison.laterModelCalls == 0)
        #expect(comparison.report == """
            my.log: agrees with push (3 calls)
              line  call
                 1     2  = A viewDidLoad
                 2     6  = A viewDidAppear:
                 3     7  = B viewDidLoad

            """)
        let swapped = try DeviceLog("-[ListViewController viewDidAppear:]\n-[ListViewController viewDidLoad]\n-[ListViewController viewWillAppear:]\n", path: "my.log")
        let parted = try LogComparison(log: swapped, trace: Self.trace, mapping: LogMapping(objects: Self.trace.objects), truncated: true)
        #expect(parted.report == """
            my.log:1: diverges: the device called A viewDidAppear:, the model expects A viewDidLoad (trace call 2)
              line  call
                 1        + A viewDidAppear:   device only
                 2     2  = A viewDidLoad
                 3     3  = A viewWillAppear:
            (cut short: 1 later call of the model not compared)

            """)
    }

    @Test("A class two objects share must be mapped")
    func ambiguous() {
        let trace = Trace(
            scenario: Self.trace.scenario,
            objects: [TracedObject(id: "A", className: "VC", kind: .viewController), TracedObject(id: "B", className: "VC", kind: .viewController)],
            steps: Self.trace.steps, events: [])
        #expect(throws: ScenarioError(SourceLocation(file: "my.log", line: 1, column: 1), "VC is the class of A and B; say which one this log means with --map VC=A")) {
            _ = try LogComparison(log: try DeviceLog("-[VC viewDidLoad]\n", path: "my.log"), trace: trace, mapping: LogMapping(objects: trace.objects))
        }
    }
}
