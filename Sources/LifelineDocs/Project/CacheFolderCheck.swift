import Foundation

/// The diagram cache may not live where a build reads or publishes: inside Content/ or
/// Templates/ its entries are inputs (and Templates/assets/ is copied to the site), and inside the
/// output folder they are published (`--cache Templates/assets/cache` once put 350 entries,
/// 14 MB, different each build, into Output/assets/cache). Checked before anything is built.
struct CacheFolderCheck {
    let project: Project

    func check() throws {
        let cache = OutputFolderCheck.real(project.cache)
        let folders = [
            ("content", project.content, "which a build reads"),
            ("templates", project.templates, "which a build reads and publishes from"),
            ("output", project.output, "which a build replaces and publishes"),
        ]
        for (name, folder, why) in folders {
            let folder = OutputFolderCheck.real(folder)
            guard cache == folder || OutputFolderCheck.isInside(cache, folder) else { continue }
            let place = cache == folder ? "is the \(name) folder" : "is inside the \(name) folder"
            throw LifelineError(
                "\(project.displayPath(project.cache)): error: the diagram cache \(place), \(why); "
                    + "keep it elsewhere with --cache (the default is .build/lifeline-cache)")
        }
    }
}
