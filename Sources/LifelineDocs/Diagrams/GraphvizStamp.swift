import LifecycleDiagrams

/// Which Graphviz library this process uses, so that cached diagrams and the no-op shortcut are
/// not reused across an upgrade: the version and build date the loaded libgvc reports.
///
/// (It once searched /proc/self/maps for libgvc, but Foundation reads a file whose size is
/// reported as 0 in one 4 KB read: the 11 KB map was cut before libgvc's lines, and every key
/// said "graphviz unknown".)
enum GraphvizStamp {
    static let current = "graphviz \(GraphvizRenderer.libraryVersion)"
}
