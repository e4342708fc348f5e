import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program run with bounds, as a run of another engine must be: in a process group of its own, so that
/// it and every child it starts can be ended together; both of its outputs read at once (a program that
/// fills its error pipe while the other is read to the end would wait forever); its output capped; its
/// time limited. When the program itself ends, whatever it left running in its group is ended too (a
/// background child holding the output pipe open would otherwise keep the read waiting). The groups of
/// running programs are ended when this process is asked to stop (`SIGINT`, `SIGTERM`).
struct BoundedProcess {
  /// The program and its arguments (`/bin/sh`, `-c`, …).
  let arguments: [String]
  /// The longest a run may take, in seconds.
  let timeout: Double
  /// The most standard output kept; more ends the run as a failure.
  let outputLimit: Int
  /// The most standard error kept; the rest is read and dropped.
  let errorLimit: Int

  /// How a run ended.
  struct Outcome {
    /// The exit status, or 128 plus the signal that ended it.
    var status: Int32
    var output: Data
    var error: Data
    /// Why the run was stopped, when it was.
    var stopped: StopReason?
  }

  /// Why a run was stopped before it ended by itself.
  enum StopReason: Equatable {
    case timedOut(seconds: Double)
    case tooMuchOutput(limit: Int)
    /// This process was asked to stop: the run is ended and the caller cleans up before it exits.
    case interrupted(signal: Int32)
  }

  func run() throws -> Outcome {
    var outputPipe: [Int32] = [0, 0]
    var errorPipe: [Int32] = [0, 0]
    guard pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else {
      throw ConformanceError.engineFailed(status: -1, message: "cannot make a pipe: \(Self.reason(errno))")
    }
    // Not inherited by other programs this process starts meanwhile; the spawned one gets them as 1 and 2.
    for descriptor in outputPipe + errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
    posix_spawnattr_setpgroup(&attributes, 0)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGPIPE, SIGXFSZ] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var pid: pid_t = 0
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    // The run's mark in its environment, which whatever it starts inherits: found by it after the run
    // even in a session of its own, out of reach of the process group.
    let mark = "\(Self.markName)=\(UUID().uuidString)"
    var inherited: [UnsafeMutablePointer<CChar>?] = []
    var entry = environ
    while let variable = entry.pointee {
      inherited.append(variable)
      entry += 1
    }
    let markPointer = strdup(mark)
    defer { free(markPointer) }
    let envp = inherited + [markPointer, nil]
    let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
    close(outputPipe[1])
    close(errorPipe[1])
    defer {
      close(outputPipe[0])
      close(errorPipe[0])
    }
    guard spawned == 0 else {
      throw ConformanceError.engineFailed(status: -1, message: "cannot start it: \(Self.reason(spawned))")
    }
    RunningGroups.shared.add(pid)
    defer {
      kill(-pid, SIGKILL)
      RunningGroups.shared.remove(pid)
    }
    var outcome = Outcome(status: 0, output: Data(), error: Data(), stopped: nil)
    let deadline = Date().addingTimeInterval(timeout)
    var open: Set<Int32> = [outputPipe[0], errorPipe[0]]
    var exited: Int32?
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !open.isEmpty {
      if let signal = RunningGroups.shared.stopSignal {
        outcome.stopped = .interrupted(signal: signal)
        break
      }
      if exited == nil { exited = Self.reap(pid) }
      // Once the program has ended, what it left behind is ended too and the pipes read to their end.
      if exited != nil { kill(-pid, SIGKILL) }
      let left = deadline.timeIntervalSinceNow
      if left <= 0 {
        outcome.stopped = .timedOut(seconds: timeout)
        break
      }
      var polls = open.sorted().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&polls, nfds_t(polls.count), Int32(min(left, 0.1) * 1000) + 1)
      if ready < 0 && errno != EINTR { break }
      for entry in polls where entry.revents != 0 {
        let count = read(entry.fd, &buffer, buffer.count)
        if count <= 0 {
          open.remove(entry.fd)
          continue
        }
        if entry.fd == outputPipe[0] {
          outcome.output.append(contentsOf: buffer[0..<count])
          if outcome.output.count > outputLimit {
            outcome.stopped = .tooMuchOutput(limit: outputLimit)
            open.removeAll()
          }
        } else if outcome.error.count < errorLimit {
          outcome.error.append(contentsOf: buffer[0..<min(count, errorLimit - outcome.error.count)])
        }
      }
    }
    kill(-pid, SIGKILL)
    outcome.status = exited ?? Self.wait(pid)
    Self.end(marked: mark)
    return outcome
  }

  /// The environment variable that marks the processes of a run.
  static let markName = "LAYOUT_DIAGRAM_ENGINE_RUN"

  /// Ends every process whose environment holds `mark`: what a run left behind in a session of its own
  /// (`setsid`), which ending its process group does not reach. Until a look finds none: a marked process
  /// may be starting another as it is ended, and once none is left, none can start one.
  static func end(marked mark: String) {
    #if os(Linux)
      let wanted = Data(mark.utf8)
      for _ in 0..<50 {
        var found = false
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
          guard let pid = pid_t(entry), pid != getpid(),
            let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
            environment.split(separator: 0).contains(where: { $0.elementsEqual(wanted) })
          else { continue }
          kill(pid, SIGKILL)
          found = true
        }
        guard found else { return }
        usleep(10_000)
      }
    #endif
  }

  /// The program's status if it has ended, without waiting.
  private static func reap(_ pid: pid_t) -> Int32? {
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
    return decode(status)
  }

  /// The program's status, waiting for it (after it was killed).
  private static func wait(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return decode(status)
  }

  private static func decode(_ status: Int32) -> Int32 {
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }

  private static func reason(_ code: Int32) -> String { String(cString: strerror(code)).lowercased() }
}

/// The process groups of the programs running now, ended when this process is asked to stop: kept in a
/// fixed table a signal handler may read without locking.
final class RunningGroups: @unchecked Sendable {
  static let shared = RunningGroups()

  private static let capacity = 64
  private let groups = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
  private let lock = NSLock()

  /// The signal that asked this process to stop, once one has (0 before): written by the signal handler,
  /// read by the runs, a word apart from everything else.
  nonisolated(unsafe) private static let stopped = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)

  /// The signal that asked this process to stop, if one has: the run in progress ends, the caller removes
  /// its temporary files, and the command exits as that signal asks.
  var stopSignal: Int32? {
    let signal = Self.stopped.pointee
    return signal == 0 ? nil : Int32(signal)
  }

  private init() {
    groups.initialize(repeating: 0, count: Self.capacity)
    Self.stopped.initialize(to: 0)
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      Glibc.signal(signal) { received in
        for index in 0..<RunningGroups.capacity {
          let group = RunningGroups.shared.groups[index]
          if group > 0 { kill(-group, SIGKILL) }
        }
        // A second signal ends this process at once.
        Glibc.signal(received, SIG_DFL)
        RunningGroups.stopped.pointee = sig_atomic_t(received)
      }
    }
    // A program that started this one with them blocked (as some launchers do) would keep them pending.
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&handled, signal) }
    pthread_sigmask(SIG_UNBLOCK, &handled, nil)
  }

  func add(_ group: pid_t) {
    lock.withLock {
      if let free = (0..<Self.capacity).first(where: { groups[$0] == 0 }) { groups[free] = group }
    }
  }

  func remove(_ group: pid_t) {
    lock.withLock {
      for index in 0..<Self.capacity where groups[index] == group { groups[index] = 0 }
    }
  }
}
