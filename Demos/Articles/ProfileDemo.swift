// PatternsPanel.swift — the profile demo's right-hand side: one shared `ProfileModel`, the article's
// views that read it in different ways, and buttons that change each property, so every claim in the
// articles can be watched (with SHOJI_STATS, or the overlay).
import Shoji

struct PatternsPanel: View {
    @State private var model: ProfileModel = {
        let model = ProfileModel()
        model.name = "Ada Lovelace"
        model.bio = "Writes programs for engines that do not exist yet."
        model.followerCount = 1815
        return model
    }()
    @State private var renames = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Shared model").bold()
            ProfileHeaderView(model: model)
            FollowerCountView(model: model)
            ProfileEditor(model: model)
            Divider()
            HStack(alignment: .top, spacing: 32) {
                VStack(alignment: .leading) {
                    Text("BadPatternView (also reads posts.count)").foregroundStyle(.secondary)
                    BadPatternView(model: model)
                }
                VStack(alignment: .leading) {
                    Text("GoodPatternView (reads only name)").foregroundStyle(.secondary)
                    GoodPatternView(model: model)
                }
            }
            Divider()
            Text("OptimizedProfileView:").foregroundStyle(.secondary)
            OptimizedProfileView(model: model)
            Divider()
            HStack {
                Button("Change name") {
                    renames += 1
                    model.name = ["Ada Lovelace", "Grace Hopper", "Alan Turing"][renames % 3]
                }
                Button("Change bio") {
                    model.bio =
                        model.bio.hasPrefix("Writes")
                        ? "Found the first actual bug." : "Writes programs for engines that do not exist yet."
                }
                Button("New follower") {
                    model.followerCount += 1
                }
                Button("Add post") {
                    model.posts.append(Post(id: UUID(), title: "Note \(model.posts.count + 1)", likes: 0))
                }
            }
        }
    }
}

/// Edits the shared model with `@Bindable` text fields.
struct ProfileEditor: View {
    @Bindable var model: ProfileModel

    var body: some View {
        VStack(alignment: .leading) {
            Text("Editor").bold()
            TextField("Name", text: $model.name)
            TextField("Bio", text: $model.bio)
        }
    }
}

/// The whole profile demo: the article's `ProfileScreen` beside the patterns panel.
struct ProfileDemoView: View {
    var body: some View {
        VStack {
            HStack(alignment: .top, spacing: 32) {
                VStack(alignment: .leading) {
                    Text("ProfileScreen (article)").bold()
                    ProfileScreen()
                }
                PatternsPanel()
            }
            DemoFooter(keys: "Tab/arrows move · Enter/Space press · type to edit")
                .padding(.top)
        }
    }
}
