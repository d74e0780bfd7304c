import CNcursesw

/// Turns what `wget_wch` returns into Shoji input events.
///
/// Terminal quirks: after `keypad(TRUE)` the terminal sends arrows in application-cursor mode and
/// ncurses decodes them to `KEY_*` codes; Enter arrives as 10 (or 13), Backspace as 127, 8 or
/// `KEY_BACKSPACE`, Shift-Tab as `KEY_BTAB`, and a lone ESC only after `ESCDELAY` (set to 25 ms). In raw
/// mode Ctrl-C and Ctrl-Z arrive as the bytes 3 and 26 (no signal), which the app turns into quit and
/// suspend.
enum KeyDecoder {
    /// Decodes one `wget_wch` result (`status` OK for a character, `KEY_CODE_YES` for a key code) into
    /// the events it stands for (several for a mouse report: see ``decodeMouse()``).
    static func decode(status: Int32, value: UInt32) -> [InputEvent] {
        if status == KEY_CODE_YES && Int32(bitPattern: value) == KEY_MOUSE { return decodeMouse() }
        return decodeOne(status: status, value: value).map { [$0] } ?? []
    }

    private static func decodeOne(status: Int32, value: UInt32) -> InputEvent? {
        if status == KEY_CODE_YES {
            return decodeKeyCode(Int32(bitPattern: value))
        }
        switch value {
        case 9: return .key(KeyPress(.tab))
        case 10, 13: return .key(KeyPress(.enter))
        case 27: return .key(KeyPress(.escape))
        case 8, 127: return .key(KeyPress(.backspace))
        case 0: return .key(KeyPress(.control("@")))
        case 1...26:
            return .key(KeyPress(.control(Character(Unicode.Scalar(UInt8(value) + 0x60)))))
        case 28...31:
            return nil
        default:
            guard let scalar = Unicode.Scalar(value), !TextSanitizer.isControl(value) else { return nil }
            return .key(KeyPress(.character(Character(scalar))))
        }
    }

    private static func decodeKeyCode(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_UP: return .key(KeyPress(.up))
        case KEY_DOWN: return .key(KeyPress(.down))
        case KEY_LEFT: return .key(KeyPress(.left))
        case KEY_RIGHT: return .key(KeyPress(.right))
        case KEY_HOME: return .key(KeyPress(.home))
        case KEY_END: return .key(KeyPress(.end))
        case KEY_PPAGE: return .key(KeyPress(.pageUp))
        case KEY_NPAGE: return .key(KeyPress(.pageDown))
        case KEY_BTAB: return .key(KeyPress(.backTab))
        case KEY_BACKSPACE: return .key(KeyPress(.backspace))
        case KEY_DC: return .key(KeyPress(.delete))
        case KEY_IC: return .key(KeyPress(.insert))
        case KEY_ENTER: return .key(KeyPress(.enter))
        default:
            for n in 1...24 where code == shoji_key_f(Int32(n)) { return .key(KeyPress(.function(n))) }
            return nil
        }
    }

    /// Every queued mouse event. A press and a release that arrive in one read give a single
    /// `KEY_MOUSE` but two queued events; reading only one could pick the release and lose the click.
    private static func decodeMouse() -> [InputEvent] {
        var events: [InputEvent] = []
        var event = MEVENT()
        var guardCount = 0
        while getmouse(&event) == OK && guardCount < 16 {
            guardCount += 1
            let point = Point(x: Int(event.x), y: Int(event.y))
            let state = event.bstate
            if state & shoji_button4_pressed() != 0 {
                events.append(.mouse(MouseEvent(.scrollUp, at: point)))
            } else if state & shoji_button5_pressed() != 0 {
                events.append(.mouse(MouseEvent(.scrollDown, at: point)))
            } else if state & (shoji_button1_pressed() | shoji_button1_clicked()) != 0 {
                events.append(.mouse(MouseEvent(.click, at: point)))
            }
        }
        return events
    }
}
