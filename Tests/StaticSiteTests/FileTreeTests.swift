import Foundation
import LifelineTestSupport
import StaticSite
import Testing

/// One `readdir` walk (`FileTree`): files and links, sorted; FIFOs only when asked for, since
/// the fingerprint and the watcher would read one and wait for a writer.
@Suite struct FileTreeTests {
    @Test("Files and links are listed, sorted, links not followed; a FIFO only with special files asked for")
    func entries() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("b.md", "b")
        _ = try folder.write("sub/a.md", "aa")
        try FileManager.default.createSymbolicLink(atPath: folder.url.path + "/link", withDestinationPath: "sub")
        #expect(mkfifo(folder.url.path + "/pipe.md", 0o644) == 0)
        let plain = FileTree.entries(under: folder.url.path)
        #expect(plain.map(\.path) == ["b.md", "link", "sub/a.md"])
        #expect(plain.map(\.isLink) == [false, true, false])
        #expect(plain.map(\.size)[0] == 1 && plain.map(\.size)[2] == 2)
        #expect(FileTree.entries(under: folder.url.path, special: true).map(\.path) == ["b.md", "link", "pipe.md", "sub/a.md"])
    }
}
