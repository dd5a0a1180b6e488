import Foundation
import Testing

@testable import LifelineDocs

@Suite("This executable")
struct ThisExecutableTests {
    @Test("The file this process runs from is the one Foundation's Bundle.main names, so the build's tool stamp is as it was")
    func sameAsBundle() throws {
        let url = try #require(ThisExecutable.url)
        #expect(url.path == Bundle.main.executableURL?.path)
        #expect(FileManager.default.isExecutableFile(atPath: url.path))
    }
}
