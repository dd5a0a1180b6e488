/// The colours of one part in one palette; nil leaves Graphviz's drawing as it is (unfilled).
struct PartColors {
    var fill: String?
    var stroke: String?
    var text: String?
}
