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
}
