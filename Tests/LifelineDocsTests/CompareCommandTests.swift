import Foundation
import Testing

/// `lifeline compare` as a user runs it on a log of their own: the whole output and exit status.
@Suite("lifeline compare: anyone's log, read safely")
struct CompareCommandTests {
    static let header = """
        ---
        title: Two controllers load their views
        source: https://example.com/post
        author: someone
        published: 2024-05
        ios: "17"
        logged: NSLog of viewDidLoad in both controllers
        form: pasted
        scenario: nav-push-pop
        ---
        -[ListViewController viewDidLoad]
        -[DetailViewController viewDidLoad]

        """

    @Test("A CRLF or CR evidence log: its header is seen and its lines read as LF", arguments: ["\r\n", "\r"])
    func lineEndsWithHeader(end: String) throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        try folder.write("windows.log", Self.header.replacingOccurrences(of: "\n", with: end))
        #expect(try folder.run(["compare", "windows.log"]) == CompareRun(status: 0, output: """
            windows.log: agrees with nav-push-pop (2 calls)
              line  call
                11    16  = A viewDidLoad
                12    37  = B viewDidLoad

            """, error: ""))
    }

    @Test("One long line of a signature's opening without its ')' is refused at once, not read for minutes", .timeLimit(.minutes(1)))
    func longLine() throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        try folder.write("long.log", String(repeating: "application(configurationForConnecting ", count: 16_000))
        #expect(try folder.run(["compare", "long.log", "launch-scene-delegate"]) == CompareRun(status: 1, output: "", error: """
            long.log:1:4001: error: this line is 624000 characters long; a console line that reports a callback is far shorter (Lifeline reads lines of up to 4000): cut the line or remove it

            """))
    }

    @Test("More than 1,000 arguments are refused before parsing; 495 --map options are read", .timeLimit(.minutes(1)))
    func manyMaps() throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        try folder.write("my.log", "-[C7 viewDidLoad]\n")
        let maps = (0..<5_000).flatMap { ["--map", "C\($0)=A"] }
        // --root and its folder make two more.
        #expect(try folder.run(["compare", "my.log", "nav-push-pop"] + maps) == CompareRun(status: 64, output: "", error: """
            error: 10005 arguments; lifeline reads at most 1000 (give a long map in the log's header, 'map:', rather than as --map options)

            """))
        #expect(try folder.run(["compare", "my.log", "nav-push-pop"] + maps.prefix(990)) == CompareRun(status: 0, output: """
            my.log: agrees with nav-push-pop (1 call)
              line  call
                 1    16  = A viewDidLoad

            """, error: ""))
    }
}
