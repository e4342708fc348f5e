import CMalloc

/// Keeps the memory the process frees for its own next allocations, instead of glibc's defaults, which hand
/// large blocks back to the kernel (and map each large array afresh): a layout then page-faults through
/// every array it makes, which costs a cold layout more than the layout itself (the figures are in
/// `Benchmarks/PERFORMANCE.md`). The command line is short-lived, so memory kept for reuse is not memory
/// lost.
enum AllocatorTuning {
  /// Sets glibc's thresholds once, before any work: arrays up to 32 MiB come from the heap, the heap is
  /// not trimmed below 1 GiB of free space at its top, and the main heap grows 32 MiB at a time. (Threads
  /// keep heaps of their own, which a parallel docs build needs more than one command needs one heap.)
  /// Does nothing on other C libraries.
  static func apply() {
    #if os(Linux)
      _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
      _ = mallopt(M_TRIM_THRESHOLD, 1 << 30)
      _ = mallopt(M_TOP_PAD, 32 << 20)
    #endif
  }

  /// For a command whose work runs on one thread (on a large stack, `LargeStack`), before that thread
  /// starts: the thread then takes from the main heap, which grows `M_TOP_PAD` at a time, rather than from a
  /// heap of its own, which grows by a system call for every few pages it takes. A parallel docs build
  /// keeps a heap per thread, so that its threads do not wait on one lock.
  static func useOneHeap() {
    #if os(Linux)
      _ = mallopt(M_ARENA_MAX, 1)
    #endif
  }
}
