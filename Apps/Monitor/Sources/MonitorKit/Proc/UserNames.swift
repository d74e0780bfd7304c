/// User names by uid, from a `passwd` file read once (`/etc/passwd`). A uid without a line shows as its
/// number, as `htop` does.
public struct UserNames: Sendable {
    private var names: [Int: String] = [:]

    /// The names in the `passwd` text `text` (lines `name:x:uid:…`; malformed lines are skipped).
    public init(passwd text: String) {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count >= 3, let uid = Int(fields[2]), names[uid] == nil, !fields[0].isEmpty else { continue }
            names[uid] = String(fields[0])
        }
    }

    /// The names in the file at `path`; none when it cannot be read.
    public init(file path: String = "/etc/passwd") {
        self.init(passwd: ProcFile.text(path, limit: 4 * 1024 * 1024) ?? "")
    }

    /// The name for `uid`, else the number; `?` for an unknown uid.
    public func name(_ uid: Int?) -> String {
        guard let uid else { return "?" }
        return names[uid] ?? String(uid)
    }
}
