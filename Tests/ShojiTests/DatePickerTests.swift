import Foundation
import Observation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Observable
private final class Appointment {
    var when: Date
    init(_ when: Date) { self.when = when }
}

private struct AppointmentForm: View {
    let appointment: Appointment
    var components: DatePickerComponents = [.date, .hourAndMinute]
    var range: ClosedRange<Date>? = nil
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let range {
                DatePicker("When", selection: Bindable(appointment).when, in: range, displayedComponents: components)
            } else {
                DatePicker("When", selection: Bindable(appointment).when, displayedComponents: components)
            }
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// `DatePicker`: fields edited with arrows and digits, in the environment's calendar and time zone.
@MainActor
@Suite struct DatePickerTests {
    private static func utc(_ text: String) -> Date {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd HH:mm"
        return f.date(from: text)!
    }

    @Test func showsTheFieldsAndStepsThem() {
        let appointment = Appointment(Self.utc("2026-01-31 23:59"))
        let host = TestHost(AppointmentForm(appointment: appointment), width: 40, height: 4)
        #expect(host.lines[0].hasSuffix("2026-01-31 23:59"))
        host.press("Right", "Up")  // the month: January → February, the 31st becomes the 28th
        #expect(appointment.when == Self.utc("2026-02-28 23:59"))
        host.press("Right", "Up")  // the day wraps within February
        #expect(appointment.when == Self.utc("2026-02-01 23:59"))
        host.press("Right", "Right", "Up")  // the minute wraps within its hour
        #expect(appointment.when == Self.utc("2026-02-01 23:00"))
        #expect(host.lines[0].hasSuffix("2026-02-01 23:00"))
        host.press("Right")
        #expect(host.focusedView?.kind == "DatePicker", "→ past the last field leaves nothing focused differently")
    }

    @Test func digitsTypeAFieldAndMoveOn() {
        let appointment = Appointment(Self.utc("2026-06-15 10:30"))
        let host = TestHost(AppointmentForm(appointment: appointment), width: 40, height: 4)
        host.type("2030")  // the year, then on to the month
        host.type("3")  // a month of 3 cannot take a second digit: on to the day
        host.type("07")
        host.type("1845")
        #expect(appointment.when == Self.utc("2030-03-07 18:45"))
    }

    @Test func staysInsideItsRange() {
        let start = Self.utc("2026-06-15 10:30")
        let appointment = Appointment(start)
        let host = TestHost(
            AppointmentForm(appointment: appointment, components: .date, range: start...Self.utc("2026-12-31 00:00")),
            width: 40, height: 4)
        #expect(host.lines[0].hasSuffix("2026-06-15"), "only the date")
        host.press("Down")
        #expect(appointment.when == start, "not before the range")
        host.press("Up")
        #expect(appointment.when == Self.utc("2026-12-31 00:00"), "not after it")
    }
}
