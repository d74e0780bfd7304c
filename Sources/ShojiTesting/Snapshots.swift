// Swift Testing is part of the toolchain's shared libraries only: a build that links the Swift libraries
// statically (`make release`) has no Testing module, and this library is empty there.
#if canImport(Testing)
    import Foundation
    import ShojiCore
    import Testing

    extension TestHost {
        /// Expects the screen to match the snapshot `name`, recorded beside the test file.
        ///
        /// The snapshot is `__Snapshots__/<Suite>/<test>.<name>.txt` next to the test's source file (the suite
        /// and test as Swift Testing names them; outside a test, the file's name and the function): the
        /// screen's text, then its styles, one
        /// letter per cell (``ScreenBuffer/snapshotText``), so a change of one cell's style fails. A `.svg`
        /// picture of the same screen is kept beside it to look at.
        ///
        /// The first run (no snapshot yet; except under `SHOJI_SNAPSHOTS_MUST_EXIST=1`, as in CI), or any run with `SHOJI_RECORD_SNAPSHOTS=1` or `record: true`,
        /// records the files (the arguments of a parameterized test share its files: give each a name of its
        /// own). Later runs compare: on a difference the test fails with a line diff, and the
        /// new screen is written beside the old one (`<name>.new.txt`, `<name>.new.svg`) for review; accept it
        /// by recording again.
        ///
        /// ```swift
        /// @Test @MainActor func toggling() {
        ///     let host = TestHost(TodoView(), width: 60, height: 12)
        ///     host.press("Space")
        ///     host.expectSnapshot("after-toggle")
        /// }
        /// ```
        public func expectSnapshot(
            _ name: String, record: Bool = false, filePath: String = #filePath, function: String = #function,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            // The suite and the test from Swift Testing when a test is running (else the file and the function).
            let names = Test.current?.id.nameComponents ?? []
            let store = SnapshotStore(
                testFile: filePath, suite: names.count >= 2 ? names[names.count - 2] : nil, test: names.last ?? function
            )
            let environment = ProcessInfo.processInfo.environment
            let recording = record || environment["SHOJI_RECORD_SNAPSHOTS"] == "1"
            let result = store.check(
                name, text: snapshotText, svg: screenSVG(title: name), record: recording,
                mustExist: environment["SHOJI_SNAPSHOTS_MUST_EXIST"] == "1")
            switch result {
            case .matched, .recorded:
                break
            case .failed(let message):
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            }
        }
    }

    /// The snapshots of one test: where they live, and comparing a screen with them.
    public struct SnapshotStore: Sendable {
        /// What checking a snapshot found.
        public enum Result: Equatable, Sendable {
            /// The screen is the snapshot.
            case matched
            /// The snapshot was written (a first run, or recording).
            case recorded
            /// The screen differs (the message has the diff and the files), or a file could not be written.
            case failed(String)
        }

        /// The directory of the suite's snapshots: `__Snapshots__/<Suite>`.
        public let directory: URL
        /// The test's name, without its parameters.
        public let test: String

        /// The snapshots of the test `test` (`#function`) of `suite` (by default, the name of the file) in
        /// the source file at `testFile` (`#filePath`).
        public init(testFile: String, suite: String? = nil, test: String) {
            let file = URL(fileURLWithPath: testFile)
            directory = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
                .appendingPathComponent(suite ?? file.deletingPathExtension().lastPathComponent)
            self.test = test.split(separator: "(").first.map(String.init) ?? test
        }

        /// The file of snapshot `name` with `suffix` (`txt`, `svg`, `new.txt`).
        public func url(_ name: String, _ suffix: String) -> URL {
            directory.appendingPathComponent("\(test).\(name).\(suffix)")
        }

        /// Compares `text` with snapshot `name`, or records it (and `svg`) when `record` or when there is no
        /// snapshot yet.
        /// With `mustExist` (CI sets `SHOJI_SNAPSHOTS_MUST_EXIST=1`), a missing snapshot fails instead of being
        /// recorded: a test whose snapshot was not committed cannot pass there.
        public func check(_ name: String, text: String, svg: String, record: Bool, mustExist: Bool = false) -> Result {
            let textURL = url(name, "txt")
            let fileManager = FileManager.default
            if mustExist, !record, !fileManager.fileExists(atPath: textURL.path) {
                return .failed(
                    "snapshot \(textURL.path) is missing: record it with SHOJI_RECORD_SNAPSHOTS=1 and commit it")
            }
            do {
                if record || !fileManager.fileExists(atPath: textURL.path) {
                    try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: textURL, options: .atomic)
                    try Data(svg.utf8).write(to: url(name, "svg"), options: .atomic)
                    try? fileManager.removeItem(at: url(name, "new.txt"))
                    try? fileManager.removeItem(at: url(name, "new.svg"))
                    return .recorded
                }
                let old = try String(contentsOf: textURL, encoding: .utf8)
                if old == text {
                    try? fileManager.removeItem(at: url(name, "new.txt"))
                    try? fileManager.removeItem(at: url(name, "new.svg"))
                    return .matched
                }
                try Data(text.utf8).write(to: url(name, "new.txt"), options: .atomic)
                try Data(svg.utf8).write(to: url(name, "new.svg"), options: .atomic)
                return .failed(
                    "the screen differs from snapshot \(textURL.lastPathComponent) (- snapshot, + now):\n"
                        + Self.lineDiff(old, text)
                        + "\nthe new screen is in \(url(name, "new.txt").path) (and .new.svg); to accept it, run again "
                        + "with SHOJI_RECORD_SNAPSHOTS=1")
            } catch {
                return .failed("snapshot \(textURL.path) could not be read or written: \(error.localizedDescription)")
            }
        }

        /// The lines of `old` and `new` that differ, as `- ` and `+ ` lines between unchanged context
        /// (`  `), from a longest common subsequence.
        public static func lineDiff(_ old: String, _ new: String, context: Int = 2) -> String {
            let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
            var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
            var lines: [(mark: Character, text: String)] = []
            var i = 0
            var j = 0
            while i < a.count || j < b.count {
                if i < a.count, j < b.count, a[i] == b[j] {
                    lines.append((" ", a[i]))
                    i += 1
                    j += 1
                } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                    lines.append(("-", a[i]))
                    i += 1
                } else {
                    lines.append(("+", b[j]))
                    j += 1
                }
            }
            // Unchanged lines far from a change are left out.
            let changed = lines.indices.filter { lines[$0].mark != " " }
            var out: [String] = []
            var last = -1
            for index in lines.indices where changed.contains(where: { abs($0 - index) <= context }) {
                if last >= 0, index > last + 1 { out.append("  …") }
                out.append("\(lines[index].mark) \(lines[index].text)")
                last = index
            }
            return out.joined(separator: "\n")
        }
    }
#endif
