import Foundation

/// The CPU time the calling thread has used. A render runs on one thread from start to finish, so its budget is
/// counted in that thread's CPU time: a loaded machine (other builds, a CI runner's neighbours, tests sharing the
/// cores) stretches wall time, not the work a file costs, and a valid photo must not become a placeholder
/// because the machine was busy.
enum RenderClock {
    static func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
