import LifecycleModel

/// One tracked read: `object`'s override of `method` read `read`, so a change of it invalidates
/// that method (World+Tracking.swift).
struct TrackedDependency: Equatable {
    var read: TrackedRead
    var object: ObjectID
    var method: Callback
}
