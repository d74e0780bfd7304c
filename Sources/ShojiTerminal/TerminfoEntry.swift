import CNcursesw
import ShojiCore

/// A terminal description as values: what ncurses reads from the terminfo database, read through the
/// public terminfo calls (`tigetflag`, `tigetnum`, `tigetstr` over the `boolnames`, `numnames` and
/// `strnames` tables), and written back in the documented compiled format (term(5)), so that Shoji can
/// hand ncurses a description it adjusted (see ``TerminalDescription``) without touching ncurses'
/// memory.
struct TerminfoEntry: Equatable {
    /// A user-defined (extended) capability's value.
    enum Extended: Equatable {
        case flag
        case number(Int32)
        case string([UInt8])
    }

    /// The names line (`xterm-256color|xterm with 256 colors`).
    var names: String
    /// The predefined booleans, in `boolnames` order.
    var booleans: [Bool]
    /// The predefined numbers, in `numnames` order (`nil`: absent).
    var numbers: [Int32?]
    /// The predefined strings, in `strnames` order (`nil`: absent).
    var strings: [[UInt8]?]
    /// User-defined capabilities by name.
    var extended: [String: Extended]

    /// User-defined capabilities ncurses' output path or Shoji uses, or that describe the terminal's
    /// abilities (user_caps(5)). There is no public way to list an entry's own extended names, so these
    /// are asked for by name; the keys a terminal sends are not needed (Shoji decodes input itself).
    static let knownExtendedNames = [
        "AX", "XT", "RGB", "Tc", "Su", "XF", "NQ", "G0", "U8", "TS", "XM", "xm", "E3", "Cr", "Cs", "Ms", "Se",
        "Ss", "Smol", "Rmol", "Smulx", "Setulc", "Sync", "BD", "BE", "PE", "PS", "smxx", "rmxx", "fd", "fe",
        "kxIN", "kxOUT", "Enbp", "Dsbp", "Enfr", "Dsfr", "Dsmg", "Enmg", "Clmg", "Cmg", "Smglp", "Smglr",
    ]

    /// The description ncurses has loaded as the current terminal (after `setupterm`).
    static func current() -> TerminfoEntry {
        var booleans: [Bool] = []
        var numbers: [Int32?] = []
        var strings: [[UInt8]?] = []
        for name in predefinedNames(shoji_boolname) { booleans.append(tigetflag(name) > 0) }
        for name in predefinedNames(shoji_numname) {
            let n = tigetnum(name)
            numbers.append(n >= 0 ? n : nil)
        }
        for name in predefinedNames(shoji_strname) { strings.append(stringCapability(name)) }
        var extended: [String: Extended] = [:]
        for name in knownExtendedNames {
            if let value = stringCapability(name) {
                extended[name] = .string(value)
            } else if case let n = tigetnum(name), n >= 0 {
                extended[name] = .number(n)
            } else if tigetflag(name) > 0 {
                extended[name] = .flag
            }
        }
        let name = shoji_termname().map { String(cString: $0) } ?? ""
        let long = shoji_longname().map { String(cString: $0) } ?? ""
        let names = long.isEmpty || long == name ? name : "\(name)|\(long)"
        return TerminfoEntry(names: names, booleans: booleans, numbers: numbers, strings: strings, extended: extended)
    }

    /// A string capability's bytes, or `nil` when absent (or not a string capability).
    static func stringCapability(_ name: String) -> [UInt8]? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return Array(UnsafeRawBufferPointer(start: value, count: strlen(value)))
    }

    /// The names of a NULL-terminated table of capability names.
    static func predefinedNames(_ table: (Int32) -> UnsafePointer<CChar>?) -> [String] {
        var names: [String] = []
        var i: Int32 = 0
        while let name = table(i) {
            names.append(String(cString: name))
            i += 1
        }
        return names
    }

    // MARK: Compiled format

    /// The entry in ncurses' compiled format (term(5)): the legacy layout with 16-bit numbers, or the
    /// extended-number layout (magic 01036, ncurses 6.1 and later) when a number needs 32 bits; user-defined
    /// capabilities in the extended section, their names sorted within each kind.
    func compiled() -> [UInt8] {
        let wide =
            (numbers.compactMap { $0 }
            + extended.values.compactMap {
                if case .number(let n) = $0 { return n } else { return nil }
            }).contains { $0 > Int32(Int16.max) }
        var out: [UInt8] = []
        func short(_ v: Int) {
            let s = Int16(clamping: v)
            out.append(UInt8(truncatingIfNeeded: s))
            out.append(UInt8(truncatingIfNeeded: s >> 8))
        }
        func number(_ v: Int32?) {
            let value = v ?? -1
            if wide {
                for k in 0..<4 { out.append(UInt8(truncatingIfNeeded: value >> (8 * k))) }
            } else {
                short(Int(value))
            }
        }
        func align() { if out.count % 2 == 1 { out.append(0) } }

        var table: [UInt8] = []
        var offsets: [Int] = []
        for s in strings {
            if let s {
                offsets.append(table.count)
                table += s + [0]
            } else {
                offsets.append(-1)
            }
        }
        let nameBytes = Array(names.utf8) + [0]
        short(wide ? 0o1036 : 0o432)
        short(nameBytes.count)
        short(booleans.count)
        short(numbers.count)
        short(strings.count)
        short(table.count)
        out += nameBytes
        out += booleans.map { $0 ? 1 : 0 }
        align()
        for n in numbers { number(n) }
        for o in offsets { short(o) }
        out += table

        guard !extended.isEmpty else { return out }
        align()
        let flags = extended.filter { if case .flag = $0.value { return true } else { return false } }.keys.sorted()
        let nums = extended.compactMap { if case .number(let n) = $0.value { return ($0.key, n) } else { return nil } }
            .sorted { $0.0 < $1.0 }
        let strs = extended.compactMap { if case .string(let s) = $0.value { return ($0.key, s) } else { return nil } }
            .sorted { $0.0 < $1.0 }
        var extTable: [UInt8] = []
        var stringOffsets: [Int] = []
        for (_, s) in strs {
            stringOffsets.append(extTable.count)
            extTable += s + [0]
        }
        var nameOffsets: [Int] = []
        let namesStart = extTable.count
        for name in flags + nums.map(\.0) + strs.map(\.0) {
            nameOffsets.append(extTable.count - namesStart)
            extTable += Array(name.utf8) + [0]
        }
        short(flags.count)
        short(nums.count)
        short(strs.count)
        short(stringOffsets.count + nameOffsets.count)
        short(extTable.count)
        out += flags.map { _ in 1 }
        align()
        for (_, n) in nums { number(n) }
        for o in stringOffsets { short(o) }
        for o in nameOffsets { short(o) }
        out += extTable
        return out
    }
}
