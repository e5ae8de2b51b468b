import BenchMallocCounter
import Foundation

/// One thing measured in a table: a pass over its inputs that returns how many of them matched.
struct Timed {
    /// The column's name.
    let name: String
    /// How many inputs one pass handles.
    let count: Int
    /// One pass; returns the number of hits, so that the work cannot be optimized away.
    let pass: () -> Int
    /// The time per input of each timed pass, in nanoseconds.
    var samples: [Double] = []
    /// The hits of the last pass.
    var hits = 0
    /// Heap allocations per input, counted over one extra pass.
    var allocationsPerInput = 0.0

    init(name: String, count: Int, pass: @escaping () -> Int) {
        self.name = name
        self.count = count
        self.pass = pass
    }

    /// The median time per input, in nanoseconds.
    var median: Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Nanoseconds since an arbitrary start, from the monotonic clock.
func nowNanoseconds() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}

/// Runs the measurements interleaved, pass after pass, so that a change of the machine's clock
/// speed or load during the run touches all of them alike: `warmUps` untimed rounds, then
/// `iterations` timed ones, each timed pass right after an untimed pass of the same measurement;
/// then one more pass of each with the allocation counter.
func runInterleaved(_ measurements: inout [Timed], iterations: Int, warmUps: Int) {
    for round in 0..<(warmUps + iterations) {
        for index in measurements.indices {
            // An untimed pass first: the previous measurement's pass may have evicted this one's
            // URLs and code from the caches (a 40 ms URLComponents pass does).
            _ = measurements[index].pass()
            let start = nowNanoseconds()
            let hits = measurements[index].pass()
            let elapsed = Double(nowNanoseconds() - start)
            measurements[index].hits = hits
            if round >= warmUps {
                measurements[index].samples.append(elapsed / Double(measurements[index].count))
            }
        }
    }
    for index in measurements.indices {
        let before = bench_allocation_count()
        _ = measurements[index].pass()
        let allocations = bench_allocation_count() - before
        measurements[index].allocationsPerInput = Double(allocations) / Double(measurements[index].count)
    }
}

/// How many inputs of a slow handler make one pass last about `budget` nanoseconds: at least
/// 100 (or all, when fewer), at most `available`.
func inputCount(for body: (Int) -> Void, available: Int, budget: Double) -> Int {
    let probe = min(available, 100)
    body(probe)  // warms caches up
    let start = nowNanoseconds()
    body(probe)
    let perInput = max(Double(nowNanoseconds() - start) / Double(probe), 1)
    return min(available, max(probe, Int(budget / perInput)))
}

/// Whether allocations of this process are counted (Linux glibc, with the counting malloc
/// linked into route-bench).
func allocationCountingWorks() -> Bool {
    let before = bench_allocation_count()
    let array = [Int](repeating: 7, count: Int.random(in: 100...200))
    let counted = bench_allocation_count() > before
    return counted && array.count >= 100
}
