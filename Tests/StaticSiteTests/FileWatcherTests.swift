import Foundation
import LifelineTestSupport
import StaticSite
import Testing

@Suite("Watching files for changes")
struct FileWatcherTests {
    @Test("A change of content, a new file and a removed file are noticed once each")
    func noticesChanges() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let page = try folder.write("Content/a.md", "one")
        var watcher = FileWatcher(folders: [folder.url.appendingPathComponent("Content")])
        #expect(watcher.poll() == false)
        try Data("one two".utf8).write(to: page)
        #expect(watcher.poll() == true)
        #expect(watcher.poll() == false)
        try folder.write("Content/sub/b.md", "b")
        #expect(watcher.poll() == true)
        try FileManager.default.removeItem(at: page)
        #expect(watcher.poll() == true)
        #expect(watcher.poll() == false)
    }
}
