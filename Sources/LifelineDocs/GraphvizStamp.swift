import Foundation

/// Which Graphviz library this process uses, so that cached diagrams are not reused across an
/// upgrade: the path, size and modification time of the libgvc it mapped (Linux: /proc/self/maps).
/// Elsewhere, "unknown" (then the cache relies on `DiagramCache.version`).
enum GraphvizStamp {
    static let current: String = {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
            let line = maps.split(separator: "\n").first(where: { $0.contains("/libgvc.so") }),
            let slash = line.firstIndex(of: "/")
        else { return "graphviz unknown" }
        let path = String(line[slash...])
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "graphviz \(path)" }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "graphviz \(path) \(size) \(Int(modified))"
    }()
}
