/// The passes of a run-loop turn's update that tracking can mark a view for.
enum UpdatePass: Hashable {
    case properties, constraints, layout, display
}
