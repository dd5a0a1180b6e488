import Foundation
import LifelineTestSupport
@testable import StaticSite
import Testing

/// A site written through `OutputWriter.stage(spare:)`: the replaced site kept in the spare
/// folder, and brought up to date by the next write instead of a fresh folder.
@Suite("Output spare folder")
struct OutputSpareTests {
    /// A folder with a destination and a spare place beside it, as a project and its cache.
    struct Place {
        let folder: TemporaryFolder
        var destination: URL { folder.url.appendingPathComponent("Output") }
        var spare: URL { folder.url.appendingPathComponent("cache/output-spare") }

        init() throws {
            folder = try TemporaryFolder()
            try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("cache"), withIntermediateDirectories: true)
        }

        /// Writes `files` as a build does: a file the destination holds with the same bytes is
        /// linked unread (by the identity the last write left), any other written.
        @discardableResult
        func write(_ files: [String: String]) throws -> OutputStaging {
            let staging = try OutputWriter(destination: destination).stage(spare: spare)
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                let data = Data(text.utf8)
                if let last = FileIdentity.read(destination.path + "/" + path), (try? Data(contentsOf: destination.appendingPathComponent(path))) == data,
                    try staging.linkUnread(path, identity: last.identity) {
                    continue
                }
                try staging.write(path, data)
            }
            try staging.finish()
            return staging
        }

        /// Every file under `folder` with its text, the marker left out.
        func files(in folder: URL) throws -> [String: String] {
            var files: [String: String] = [:]
            for entry in FileTree.entries(under: folder.path) where entry.path != OutputWriter.markerName {
                files[entry.path] = try String(contentsOf: folder.appendingPathComponent(entry.path), encoding: .utf8)
            }
            return files
        }

        func inode(_ url: URL, _ path: String) -> UInt64? { FileIdentity.read(url.path + "/" + path)?.identity.inode }
    }

    @Test("The replaced site is kept; the next write leaves its unchanged files in place and removes what the new site lacks")
    func keptAndBroughtUpToDate() throws {
        let place = try Place()
        defer { place.folder.remove() }
        let first = ["index.html": "one", "a/page.html": "a", "gone/old.html": "old", "b.html": "b"]
        let second = ["index.html": "two", "a/page.html": "a", "gone/old.html": "old", "b.html": "b"]
        let third = ["index.html": "three", "a/page.html": "a", "c/new.html": "new"]
        try place.write(first)
        #expect(!FileManager.default.fileExists(atPath: place.spare.path), "a first write has no site to keep")
        try place.write(second)
        #expect(try place.files(in: place.spare) == first)
        #expect(try place.files(in: place.destination) == second)
        // The unchanged page is one file under two names.
        let kept = place.inode(place.destination, "a/page.html")
        #expect(kept != nil && place.inode(place.spare, "a/page.html") == kept)
        // Linked again, the file would keep its inode but take a new change time (past the file
        // system's clock tick, which the pause waits out).
        let changed = Self.changeTime(place.destination.appendingPathComponent("a/page.html"))
        Thread.sleep(forTimeInterval: 0.02)
        let staging = try place.write(third)
        #expect(try place.files(in: place.destination) == third)
        #expect(try place.files(in: place.spare) == second)
        // Left where it was, not linked again: the same inode, and counted as reused.
        #expect(place.inode(place.destination, "a/page.html") == kept)
        #expect(Self.changeTime(place.destination.appendingPathComponent("a/page.html")) == changed)
        #expect(staging.files?.keys.sorted() == [OutputWriter.markerName, "a/page.html", "c/new.html", "index.html"])
        #expect(!FileManager.default.fileExists(atPath: place.destination.appendingPathComponent("gone").path), "a folder left empty is removed")
        // Nothing else beside the destination.
        #expect(try FileManager.default.contentsOfDirectory(atPath: place.folder.url.path).sorted() == ["Output", "cache"])
    }

    /// The file's status change time in nanoseconds (a link made or removed sets it).
    static func changeTime(_ url: URL) -> Int {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return -1 }
        return Int(status.st_ctim.tv_sec) * 1_000_000_000 + Int(status.st_ctim.tv_nsec)
    }

    @Test("A changed file of the destination is never written through the name it shares with the kept site")
    func sharedFileReplacedNotWrittenThrough() throws {
        let place = try Place()
        defer { place.folder.remove() }
        try place.write(["index.html": "one", "page.html": "same"])
        try place.write(["index.html": "two", "page.html": "same"])
        // The kept site's page.html is the destination's; the next site changes it.
        try place.write(["index.html": "two", "page.html": "changed"])
        #expect(try place.files(in: place.destination) == ["index.html": "two", "page.html": "changed"])
        #expect(try place.files(in: place.spare) == ["index.html": "two", "page.html": "same"])
    }

    @Test("What anyone put in the kept site is replaced or removed, and a link there never leads the build out")
    func hostileSpare() throws {
        let place = try Place()
        defer { place.folder.remove() }
        let outside = place.folder.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: outside.appendingPathComponent("secret.txt"))
        try place.write(["index.html": "one", "a/page.html": "a", "b.html": "b"])
        try place.write(["index.html": "two", "a/page.html": "a", "b.html": "b"])
        let fileManager = FileManager.default
        // The folder a page goes in made a link out; a page a link to a file outside; a page
        // edited in place; a stray file.
        try fileManager.removeItem(at: place.spare.appendingPathComponent("a"))
        try fileManager.createSymbolicLink(atPath: place.spare.appendingPathComponent("a").path, withDestinationPath: outside.path)
        try fileManager.removeItem(at: place.spare.appendingPathComponent("b.html"))
        try fileManager.createSymbolicLink(atPath: place.spare.appendingPathComponent("b.html").path, withDestinationPath: outside.appendingPathComponent("secret.txt").path)
        try Data("edited".utf8).write(to: place.spare.appendingPathComponent("index.html"))
        try Data("stray".utf8).write(to: place.spare.appendingPathComponent("stray.html"))
        try place.write(["index.html": "three", "a/page.html": "a", "b.html": "b2"])
        #expect(try place.files(in: place.destination) == ["index.html": "three", "a/page.html": "a", "b.html": "b2"])
        #expect(FileTree.entries(under: place.destination.path).allSatisfy { !$0.isLink })
        #expect(try fileManager.contentsOfDirectory(atPath: outside.path) == ["secret.txt"])
        #expect(try String(contentsOf: outside.appendingPathComponent("secret.txt"), encoding: .utf8) == "mine")
    }

    @Test("A spare place that is a link to a folder is not taken: the site is written into a fresh folder")
    func spareLinkNotTaken() throws {
        let place = try Place()
        defer { place.folder.remove() }
        let elsewhere = place.folder.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: elsewhere.appendingPathComponent("index.html"))
        try FileManager.default.createSymbolicLink(atPath: place.spare.path, withDestinationPath: elsewhere.path)
        try place.write(["index.html": "one"])
        try place.write(["index.html": "two"])
        #expect(try place.files(in: place.destination) == ["index.html": "two"])
        #expect(try String(contentsOf: elsewhere.appendingPathComponent("index.html"), encoding: .utf8) == "keep")
        // The link is still there: the replaced site was removed, not kept through it.
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: place.spare.path) == elsewhere.path)
    }
}
