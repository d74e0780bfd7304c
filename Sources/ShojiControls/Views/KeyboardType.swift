@_spi(ShojiRuntime) import ShojiCore

// What SwiftUI apps say about the on-screen keyboard, spelled as UIKit and SwiftUI spell it. A terminal has
// no on-screen keyboard; a numeric keyboard type keeps a field to what that keyboard could type.

/// The kind of keyboard a text field asks for (UIKit's `UIKeyboardType`).
///
/// A terminal has no on-screen keyboard, so most kinds change nothing. The numeric ones keep what is typed
/// or pasted into a field to what their keyboard has: ``numberPad`` and ``asciiCapableNumberPad`` digits,
/// ``decimalPad`` digits and a decimal separator, ``phonePad`` and ``namePhonePad`` what a phone number
/// uses (``namePhonePad`` letters too).
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    /// The keyboard of the current input method.
    case `default`
    /// Letters, digits and punctuation of ASCII.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// For URLs.
    case URL
    /// Digits only.
    case numberPad
    /// Digits and the symbols of a phone number.
    case phonePad
    /// A phone number or a name.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal separator.
    case decimalPad
    /// For social media text.
    case twitter
    /// For a web search.
    case webSearch
    /// ASCII digits only.
    case asciiCapableNumberPad

    /// The same as ``asciiCapable`` (UIKit's older name).
    public static var alphabet: UIKeyboardType { .asciiCapable }

    /// Whether `character` is something this keyboard types.
    func accepts(_ character: Character) -> Bool {
        switch self {
        case .numberPad, .asciiCapableNumberPad:
            return character.isASCII && character.isNumber
        case .decimalPad:
            return (character.isASCII && character.isNumber) || character == "." || character == ","
        case .phonePad:
            return (character.isASCII && character.isNumber) || "+*#,;()- ".contains(character)
        case .namePhonePad:
            return character.isLetter || character.isNumber || "+*#,;()-. '".contains(character)
        default:
            return true
        }
    }
}

/// How an on-screen keyboard capitalizes (UIKit's `UITextAutocapitalizationType`). Accepted: a terminal
/// types what the person types.
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
    /// No capitalization.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

/// How an on-screen keyboard capitalizes text typed into a field (SwiftUI's type). Accepted: a terminal
/// types what the person types.
public struct TextInputAutocapitalization: Sendable, Equatable {
    private let style: UITextAutocapitalizationType

    /// No capitalization.
    public static var never: TextInputAutocapitalization { .init(style: .none) }
    /// The first letter of each word.
    public static var words: TextInputAutocapitalization { .init(style: .words) }
    /// The first letter of each sentence.
    public static var sentences: TextInputAutocapitalization { .init(style: .sentences) }
    /// Every letter.
    public static var characters: TextInputAutocapitalization { .init(style: .allCharacters) }

    private init(style: UITextAutocapitalizationType) { self.style = style }

    /// The SwiftUI value for a UIKit capitalization type.
    public init?(_ type: UITextAutocapitalizationType) { self.init(style: type) }
}

/// What a text field's content is, for an on-screen keyboard's suggestions (UIKit's `UITextContentType`).
/// Accepted: a terminal makes no suggestions.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// A type with the name `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A name's prefix or title.
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A middle name.
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A name's suffix.
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// An organization's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A location.
    public static let location = UITextContentType(rawValue: "location")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A state or province.
    public static let addressState = UITextContentType(rawValue: "addressState")
    /// A city and a state.
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    /// A part of a city.
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    /// A country.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A date and time.
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    /// A flight number.
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    /// A shipment tracking number.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
}

private struct KeyboardTypeKey: EnvironmentKey {
    static var defaultValue: UIKeyboardType { .default }
}

extension EnvironmentValues {
    /// The keyboard text fields here ask for (`.keyboardType`).
    var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }
}

extension View {
    /// Sets the keyboard that text fields in this view ask for. A numeric keyboard type keeps what is
    /// typed or pasted into a field to what that keyboard has (`.numberPad`: digits).
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.keyboardType, type)
    }

    /// Accepted: there is no on-screen keyboard to capitalize text.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }

    /// Accepted: there is no on-screen keyboard to capitalize text.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self { self }

    /// Accepted: terminals do not autocorrect.
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }

    /// Accepted: terminals do not autocorrect.
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }

    /// Accepted: a terminal makes no suggestions.
    public func textContentType(_ textContentType: UITextContentType?) -> Self { self }
}
