import Foundation
import Shoji

struct Employee: Identifiable {
    let id: Int
    let name: String
    let team: String
    let salary: Int
}

let galleryEmployees: [Employee] = {
    let first = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "John", "Margaret", "Ken"]
    let last = [
        "Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Allen", "Backus", "Hamilton", "Thompson",
    ]
    let teams = ["Compilers", "Kernel", "Tools", "Graphics", "Research"]
    return (0..<10_000).map { i in
        Employee(
            id: i, name: "\(first[i % 10]) \(last[(i / 10) % 10]) \(i)", team: teams[(i * 7) % 5],
            salary: 50_000 + (i * 7919) % 90_000)
    }
}()

/// 10,000 rows, sortable by every column, with multiple selection.
struct TableScreen: View {
    @State private var rows = galleryEmployees.sorted(using: KeyPathComparator(\Employee.name))
    @State private var sortOrder = [KeyPathComparator(\Employee.name)]
    @State private var selection = Set<Employee.ID>()

    var body: some View {
        VStack(alignment: .leading) {
            Table(rows, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Team", value: \.team)
                TableColumn("Salary", value: \.salary) { Text("$\($0.salary)") }.width(80)
            }
            .onChange(of: sortOrder) { rows.sort(using: sortOrder) }
            Text("\(selection.count) selected · click a title or Enter on the header to sort")
                .foregroundStyle(.secondary)
        }
        .navigationTitle("Employees")
    }
}
