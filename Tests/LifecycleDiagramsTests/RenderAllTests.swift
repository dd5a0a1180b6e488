import Foundation
import LifecycleDiagrams
import LifecycleModel
import Testing

/// Every fixture in every format and theme renders; with LIFELINE_PREVIEW=DIR the files are also
/// written there, to be looked at.
@Suite("Every fixture, every format and theme")
struct RenderAllTests {
    static let background = Fixtures.all.map(\.trace).filter { $0.scenario.id != "hostile" }
    static let previewFolder = ProcessInfo.processInfo.environment["LIFELINE_PREVIEW"].map { URL(fileURLWithPath: $0) }

    @Test("Renders", arguments: Fixtures.all.map(\.name))
    func renders(name: String) throws {
        let trace = Fixtures.all.first { $0.name == name }!.trace
        for kind in DiagramKind.allCases {
            if let folder = Self.previewFolder {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try DiagramRenderer.dot(kind, for: trace, background: Self.background).write(
                    to: folder.appendingPathComponent("\(name)-\(kind.rawValue).dot"), atomically: true, encoding: .utf8)
            }
            for theme in DiagramTheme.allCases {
                let svg = try DiagramRenderer.render(kind, for: trace, background: Self.background, as: .svg, theme: theme)
                _ = try SVGTitles(Data(svg))
                // `.auto` draws a PNG light: the same bytes as `.light`, at 20–25 times an SVG's cost.
                let png = theme == .auto ? [] : try DiagramRenderer.render(kind, for: trace, background: Self.background, as: .png, theme: theme)
                #expect(theme == .auto || png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
                if let folder = Self.previewFolder, theme != .auto {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    let base = folder.appendingPathComponent("\(name)-\(kind.rawValue)-\(theme.rawValue)")
                    try Data(png).write(to: base.appendingPathExtension("png"))
                    try Data(svg).write(to: base.appendingPathExtension("svg"))
                }
                if let folder = Self.previewFolder, kind == .sequence, theme == .light {
                    try JSONEncoder().encode(trace).write(to: folder.appendingPathComponent("\(name).json"))
                    try PlantUMLText.sequence(of: trace).write(
                        to: folder.appendingPathComponent("\(name).puml"), atomically: true, encoding: .utf8)
                }
            }
        }
    }
}
