import Testing
import VitrineCore

/// glibc's `mallopt` is found at run time and takes each option Vitrine sets (a wrong value would make it return 0).
@Suite struct MallocOptionsTests {
    @Test func glibcTakesEveryOption() {
        #if canImport(Glibc)
        // Values at or near glibc's own defaults: the test process's malloc stays as it was.
        #expect(MallocOptions.set(.trimThreshold, to: 128 << 10))
        #expect(MallocOptions.set(.mmapThreshold, to: 128 << 10))
        #expect(MallocOptions.set(.arenaMaximum, to: 16))
        #endif
    }
}
