import Foundation

/// Two paths swap places in one atomic step: Linux's `renameat2(…, RENAME_EXCHANGE)`, macOS's
/// `renamex_np(…, RENAME_SWAP)` (APFS; HFS+ refuses it). Where neither works the caller falls
/// back to two renames.
enum Exchange {
    /// Swaps `first` and `second`; false when the system cannot (the paths are then unchanged).
    static func swap(_ first: String, _ second: String) -> Bool {
        #if canImport(Darwin)
        return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #else
        guard let function = renameAt2 else { return false }
        let atCurrentDirectory: Int32 = -100 // AT_FDCWD
        let exchange: UInt32 = 1 << 1 // RENAME_EXCHANGE
        return function(atCurrentDirectory, first, atCurrentDirectory, second, exchange) == 0
        #endif
    }

    #if !canImport(Darwin)
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// Glibc declares `renameat2` only under `_GNU_SOURCE`, which Swift's Glibc module does not
    /// define, so it is looked up by name at run time (nil on a C library without it).
    private static let renameAt2: RenameAt2? = {
        guard let symbol = dlsym(nil, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
    #endif
}
