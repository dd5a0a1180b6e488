import Foundation
import StaticSite

/// One file of a drawing: its bytes in hand, or where the diagram cache keeps them, read only
/// when something asks (stage 5 writing a file the output folder lacks, a figure measured for
/// its column). A one-scenario edit links every other diagram from the last output unread.
enum DrawingFile: Sendable {
    case bytes(Data)
    /// Kept in the cache; `redraw` makes the same bytes again should the cache no longer give
    /// them whole (another build compacted it meanwhile).
    case kept(ContentCache.Entry, redraw: @Sendable () throws -> Data)

    /// The file's bytes.
    func data() throws -> Data {
        switch self {
        case .bytes(let data): return data
        case .kept(let entry, let redraw): return try entry.data() ?? redraw()
        }
    }
}
