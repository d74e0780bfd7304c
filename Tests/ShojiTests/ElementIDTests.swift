import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// `ElementID` holds `Int`, `UUID` and `String` ids directly (read where they are stored, as their own
/// type) and everything else as `AnyHashable`; it must agree with `AnyHashable` on equality and hashing
/// for every id, however it is held.
struct ElementIDTests {
    private struct Custom: Hashable {
        var a: Int
        var b: String
    }

    private enum Kind: Hashable {
        case plain
        case tagged(Int)
    }

    /// Pairs of ids, each given both through its own type and through `AnyHashable`.
    private var samples: [(ElementID, AnyHashable)] {
        let uuid = UUID()
        let other = UUID()
        let long = String(repeating: "long id ", count: 8)
        return [
            (ElementID(0), AnyHashable(0)),
            (ElementID(-7), AnyHashable(-7)),
            (ElementID(Int.max), AnyHashable(Int.max)),
            (ElementID(uuid), AnyHashable(uuid)),
            (ElementID(other), AnyHashable(other)),
            (ElementID(""), AnyHashable("")),
            (ElementID("short"), AnyHashable("short")),
            (ElementID(long), AnyHashable(long)),
            (ElementID(Custom(a: 1, b: long)), AnyHashable(Custom(a: 1, b: long))),
            (ElementID(Kind.plain), AnyHashable(Kind.plain)),
            (ElementID(Kind.tagged(3)), AnyHashable(Kind.tagged(3))),
            (ElementID(Int8(5)), AnyHashable(Int8(5))),
            (ElementID(AnyHashable(9)), AnyHashable(9)),
        ]
    }

    @Test func agreesWithAnyHashable() {
        let samples = self.samples
        for (id, any) in samples {
            #expect(id.anyHashable == any)
            #expect(id == ElementID.other(any), "\(id) against its AnyHashable")
            #expect(id.hashValue == ElementID.other(any).hashValue)
        }
        for (i, (a, anyA)) in samples.enumerated() {
            for (j, (b, anyB)) in samples.enumerated() {
                #expect((a == b) == (anyA == anyB), "samples \(i) and \(j)")
                if a == b { #expect(a.hashValue == b.hashValue) }
            }
        }
    }

    @Test func commonTypesAreHeldDirectly() {
        let uuid = UUID()
        #expect(ElementID(3) == .int(3))
        #expect(ElementID(uuid) == .uuid(uuid))
        #expect(ElementID("x") == .string("x"))
        if case .boxed = ElementID(3) { Issue.record("an Int id went through AnyHashable") }
        if case .boxed = ElementID(uuid) { Issue.record("a UUID id went through AnyHashable") }
        // Numbers of other widths compare as AnyHashable does: 5 as Int8 equals 5 as Int.
        #expect(ElementID(Int8(5)) == ElementID(5))
    }

    /// Ids that are not held directly are boxed (so the keys stay loadable): two boxes of equal values
    /// are equal and hash alike, as the values do, and a box never equals a different value.
    @Test func boxedIdsCompareAndHashByValue() {
        let a1 = ChildKey.explicit(AnyHashable("a"))
        let a2 = ChildKey.explicit(AnyHashable("a"))
        #expect(a1 == a2)
        #expect(a1.hashValue == a2.hashValue)
        #expect(a1 != ChildKey.explicit(AnyHashable("b")))
        #expect(a1 != ChildKey.explicit(AnyHashable(1)))
        #expect(a1 != ChildKey.index(0))
        #expect(ChildKey.explicit(AnyHashable(Int8(5))) == ChildKey.explicit(AnyHashable(5)))
        let custom = Custom(a: 1, b: "x")
        #expect(ElementID.other(AnyHashable(custom)) == ElementID(custom))
        #expect(ElementID.other(AnyHashable(custom)).hashValue == ElementID(custom).hashValue)
        #expect(ElementID.other(AnyHashable(Custom(a: 2, b: "x"))) != ElementID(custom))
        #expect(ElementID.other(AnyHashable(7)) == ElementID(7), "a boxed Int equals the Int held directly")
    }

    /// An id of another type is boxed with its type, so that two ids of that type compare by the type's
    /// own `==` (no `AnyHashable` unboxing): boxes of one type compare and hash as their values; boxes of
    /// two types, and a typed box against an `AnyHashable` one, compare as `AnyHashable`s do.
    @Test func otherIdsKeepTheirType() {
        if case .boxed(let box) = ElementID(Kind.tagged(3)) {
            #expect(box is TypedHashableBox<Kind>, "an enum id went through AnyHashable")
            #expect(box.value(as: Kind.self) == .tagged(3))
            #expect(box.value(as: Int.self) == nil)
        } else {
            Issue.record("an enum id was not boxed")
        }
        #expect(ElementID(Kind.tagged(3)) == ElementID(Kind.tagged(3)))
        #expect(ElementID(Kind.tagged(3)) != ElementID(Kind.tagged(4)))
        #expect(ElementID(Kind.tagged(3)).hashValue == ElementID(Kind.tagged(3)).hashValue)
        #expect(ElementID(Kind.plain) != ElementID(Custom(a: 0, b: "")))
        // Two widths of integer, each in a typed box: equal, as their `AnyHashable`s are.
        #expect(ElementID(Int8(5)) == ElementID(Int16(5)))
        #expect(ElementID(Int8(5)).hashValue == ElementID(Int16(5)).hashValue)
        #expect(ElementID(Int8(5)) != ElementID(Int16(6)))
        // An optional id holding a value reads as that value, and compares with the value as their
        // `AnyHashable`s do.
        #expect(ElementID(Optional(Kind.plain)).value(as: Kind.self) == .plain)
        #expect(
            (ElementID(Optional(Kind.plain)) == ElementID(Kind.plain))
                == (AnyHashable(Optional(Kind.plain)) == AnyHashable(Kind.plain)))
        #expect(ChildKey.explicitBox(TypedHashableBox("a")) == ChildKey.explicit(AnyHashable("a")))
    }
}
