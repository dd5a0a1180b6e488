import Foundation
@testable import LifelineDocs
import LifelineTestSupport
import StaticSite
import Testing

@Suite("The inputs' bytes read once")
struct InputBytesTests {
    @Test("Text and logs taken from the bytes the fingerprint read are what their readers give, errors included; a log past the limit is refused by the reader")
    func sameAsReaders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let page = try folder.write("page.md", "# Héllo\n\nviewDidLoad\n")
        let broken = folder.url.appendingPathComponent("broken.md")
        try Data([0x61, 0x0A, 0x62, 0xFF, 0x63]).write(to: broken)
        let log = try folder.write("a.log", "-[A viewDidLoad]\n")
        let huge = folder.url.appendingPathComponent("huge.log")
        try Data(repeating: UInt8(ascii: "a"), count: LogFileReader.limit + 1).write(to: huge)
        var bytes = InputBytes()
        for url in [page, broken, log, huge] { bytes.files[url.path] = try Data(contentsOf: url) }
        // The bytes read are taken: the files are gone, and the answers are the readers' of before.
        let expectedText = try TextFile.read(page, path: "page.md", what: "page")
        let expectedError = #expect(throws: SiteDiagnostic.self) { try TextFile.read(broken, path: "broken.md", what: "page") }
        let expectedHuge = #expect(throws: LifelineError.self) { try LogFileReader.read(huge, displayPath: "huge.log", streams: false) }
        let expectedLog = try LogFileReader.read(log, displayPath: "a.log", streams: false)
        for url in [page, broken, log] { try FileManager.default.removeItem(at: url) }
        #expect(try bytes.text(page, path: "page.md", what: "page") == expectedText)
        let error = #expect(throws: SiteDiagnostic.self) { try bytes.text(broken, path: "broken.md", what: "page") }
        #expect(error.map { "\($0)" } == expectedError.map { "\($0)" })
        #expect(try bytes.log(log, path: "a.log") == expectedLog)
        let hugeError = #expect(throws: LifelineError.self) { try bytes.log(huge, path: "huge.log") }
        #expect(hugeError.map { "\($0)" } == expectedHuge.map { "\($0)" })
        // A file not among them is read.
        let other = try folder.write("other.md", "other")
        #expect(try bytes.text(other, path: "other.md", what: "page") == "other")
    }
}
