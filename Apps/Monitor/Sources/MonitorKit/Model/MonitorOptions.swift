/// The monitor's command line, as htop's where they overlap.
public struct MonitorOptions: Equatable, Sendable {
    /// `-d`: the refresh interval in tenths of a second.
    public var intervalTenths: Int?
    /// `--proc`: the `/proc` root to read.
    public var procRoot = "/proc"
    /// `--passwd`: where user names come from.
    public var passwd = "/etc/passwd"
    /// `-h`, `--help`.
    public var showsHelp = false

    /// What `--help` prints.
    public static let usage = """
        usage: monitor [-d TENTHS] [--proc DIR] [--passwd FILE]
          -d, --delay TENTHS  refresh every TENTHS tenths of a second (1…36000; default 15, or the last one set)
          --proc DIR          read processes from DIR instead of /proc (a fixture tree)
          --passwd FILE       read user names from FILE instead of /etc/passwd
          -h, --help          show this help
        """

    /// A command-line mistake.
    public struct Failure: Error, Equatable, Sendable {
        /// What is wrong.
        public let message: String
    }

    /// Parses the arguments after the program's name.
    public static func parse(_ arguments: [String]) -> Result<MonitorOptions, Failure> {
        var options = MonitorOptions()
        var i = 0
        func value(_ name: String) -> Result<String, Failure> {
            i += 1
            guard i < arguments.count else { return .failure(Failure(message: "\(name) needs a value")) }
            return .success(arguments[i])
        }
        while i < arguments.count {
            let argument = arguments[i]
            switch argument {
            case "-d", "--delay":
                switch value(argument) {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard let tenths = Int(text), (1...36_000).contains(tenths) else {
                        return .failure(
                            Failure(message: "\(argument) takes tenths of a second from 1 to 36000, not '\(text)'"))
                    }
                    options.intervalTenths = tenths
                }
            case "--proc":
                switch value(argument) {
                case .failure(let error): return .failure(error)
                case .success(let path): options.procRoot = path
                }
            case "--passwd":
                switch value(argument) {
                case .failure(let error): return .failure(error)
                case .success(let path): options.passwd = path
                }
            case "-h", "--help": options.showsHelp = true
            default: return .failure(Failure(message: "unknown option '\(argument)'"))
            }
            i += 1
        }
        return .success(options)
    }
}
