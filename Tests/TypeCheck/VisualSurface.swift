import Foundation
// The visual surface of issue 28 as real apps write it (shapes, gradients, effects, animation, gestures,
// accessibility, fonts, list rows, toolbars): type-checked by `make typecheck`, each body under the limit.
import Shoji

struct VisualItem: Identifiable {
    let id = UUID()
    var name: String
    var done: Bool
}

struct ShapesView: View {
    @State var progress = 0.3
    @State var offset = CGSize.zero
    @State var title = "Title"
    @State var items = [VisualItem(name: "a", done: false)]
    @GestureState var dragOffset = CGSize.zero
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @Environment(\.accessibilityDifferentiateWithoutColor) var diffNoColor
    @Environment(\.dynamicTypeSize) var dts
    var body: some View {
        VStack {
            Text("a").background(.red, in: .rect(cornerRadius: 8))
            Text("b").clipShape(.capsule)
            Text("c").clipShape(.circle)
            Text("d").background(.blue, in: .ellipse)
            Text("e").clipShape(RoundedRectangle(cornerSize: CGSize(width: 4, height: 4), style: .continuous))
            UnevenRoundedRectangle(
                topLeadingRadius: 8, bottomLeadingRadius: 0, bottomTrailingRadius: 0, topTrailingRadius: 8
            ).fill(.green)
            RoundedRectangle(cornerRadius: 10).strokeBorder(.red, lineWidth: 2)
            RoundedRectangle(cornerRadius: 10).strokeBorder(lineWidth: 2)
            Circle().stroke(.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round))
            Circle().trim(from: 0, to: progress).stroke(Color.accentColor, lineWidth: 4).rotationEffect(.degrees(-90))
            Path { p in
                p.move(to: .zero)
                p.addLine(to: CGPoint(x: 10, y: 0))
                p.addRect(CGRect(x: 0, y: 0, width: 5, height: 3))
            }.stroke(.gray)
            Capsule().fill(.red.gradient).frame(width: 20, height: 3)
            Ellipse().fill(.mint)
            Text("f").cornerRadius(5).shadow(radius: 3).shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
                .blur(radius: 2).rotation3DEffect(.degrees(10), axis: (x: 1, y: 0, z: 0)).scaleEffect(1.2).scaleEffect(
                    x: 1, y: 2
                )
                .mask(Rectangle()).compositingGroup().drawingGroup().contentShape(Rectangle()).zIndex(1)
                .mask { Circle() }
                .contentShape(.rect)
            ZStack {
                Text("x").zIndex(2)
                Text("y")
            }
        }
        .animation(.easeInOut(duration: 0.3), value: progress)
        .animation(.spring(response: 0.4, dampingFraction: 0.7, blendDuration: 0))
        .onAppear {
            withAnimation { progress = 1 }
            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { progress = 0 }
            withAnimation(.bouncy, completionCriteria: .logicallyComplete) {
                progress = 1
            } completion: {
            }
            withAnimation(.snappy) {
                progress = 0.5
            } completion: {
            }
            _ = Animation.default.delay(1).speed(2).repeatCount(3, autoreverses: true)
            _ = Animation.interpolatingSpring(stiffness: 100, damping: 10)
            _ = Animation.spring(duration: 0.5, bounce: 0.2)
            _ = Animation.easeIn(duration: 0.2)
            _ = Animation.easeOut
            _ = Animation.smooth
        }
    }
}

struct TransitionsView: View {
    @State var show = false
    @Namespace var ns
    var body: some View {
        VStack {
            if show {
                Text("t").transition(.opacity)
                Text("t").transition(.slide)
                Text("t").transition(.move(edge: .bottom).combined(with: .opacity))
                Text("t").transition(.asymmetric(insertion: .scale, removal: .opacity))
                Text("t").transition(.push(from: .leading))
                Text("t").transition(.scale(scale: 0.5, anchor: .center))
                Text("t").transition(AnyTransition.opacity.animation(.easeIn))
            }
            Text("\(show)").contentTransition(.numericText())
            Text("m").matchedGeometryEffect(id: "m", in: ns)
            PhaseAnimator([0, 1, 2]) { phase in
                Text("\(phase)")
            } animation: { _ in
                .easeInOut
            }
            Text("k").phaseAnimator([false, true]) { content, phase in content.opacity(phase ? 1 : 0.5) }
        }
    }
}

struct GesturesView: View {
    @State var offset = CGSize.zero
    @GestureState var state = CGSize.zero
    @GestureState var pressing = false
    var body: some View {
        Text("drag")
            .offset(x: offset.width + state.width, y: offset.height)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .updating($state) { value, st, _ in st = value.translation }
                    .onChanged { v in
                        _ = v.location
                        _ = v.startLocation
                        _ = v.predictedEndTranslation
                        _ = v.predictedEndLocation
                    }
                    .onEnded { v in offset.width += v.translation.width }
            )
            .simultaneousGesture(TapGesture(count: 2).onEnded { offset = .zero })
            .highPriorityGesture(
                LongPressGesture(minimumDuration: 1).updating($pressing) { v, s, _ in s = v }.onEnded { _ in }
            )
            .gesture(MagnifyGesture().onChanged { v in _ = v.magnification })
            .gesture(RotateGesture().onChanged { v in _ = v.rotation })
            .gesture(MagnificationGesture().onChanged { _ in })
            .onLongPressGesture { offset = .zero }
            .onLongPressGesture(minimumDuration: 0.5) {
            } onPressingChanged: { _ in
            }
            .onTapGesture(count: 2) {}
            .gesture(TapGesture().sequenced(before: DragGesture()))
            .gesture(TapGesture().simultaneously(with: LongPressGesture()))
            .gesture(TapGesture().exclusively(before: LongPressGesture()))
    }
}

struct A11yView: View {
    var body: some View {
        VStack {
            Text("a").accessibilityLabel("Label").accessibilityValue("3").accessibilityHint("hint")
                .accessibilityAddTraits(.isButton).accessibilityRemoveTraits(.isImage)
                .accessibilityIdentifier("id").accessibilitySortPriority(1)
                .accessibilityAction {}.accessibilityAction(named: "Do") {}
                .accessibilityHidden(false)
            HStack { Text("x") }.accessibilityElement(children: .combine)
            Text("b").accessibilityLabel(Text("L"))
        }
    }
}

struct RestView: View {
    @State var title = "T"
    @State var items = [VisualItem(name: "a", done: false)]
    var body: some View {
        NavigationStack {
            List {
                ForEach($items) { $item in Toggle(item.name, isOn: $item.done) }
                    .listRowBackground(Color.gray.opacity(0.2))
                    .listRowSeparator(.hidden)
                    .listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
                    .listRowSeparatorTint(.red)
                TextField("x", text: $items[0].name)
                Text("s").font(.custom("Menlo", size: 14)).font(.system(size: 14, weight: .bold, design: .rounded))
                    .fontWeight(.semibold).fontDesign(.monospaced).italic().monospaced().bold().monospacedDigit()
                    .font(.custom("A", size: 3, relativeTo: .body)).font(.custom("A", fixedSize: 3))
                AsyncImage(url: URL(string: "https://x/y.png")) { image in
                    image.resizable()
                } placeholder: {
                    ProgressView()
                }.frame(width: 10, height: 4)
                AsyncImage(url: nil)
                Image("asset").resizable().scaledToFit()
            }
            .listStyle(.insetGrouped).listStyle(.grouped).listStyle(.sidebar).listStyle(.plain).listStyle(.inset)
            .scrollDisabled(true).scrollBounceBehavior(.basedOnSize).scrollContentBackground(.hidden)
            .scrollIndicators(.hidden).ignoresSafeArea().edgesIgnoringSafeArea(.all).statusBar(hidden: true)
            .preferredColorScheme(.dark)
            .navigationTitle($title)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { Button("L") {} }
                ToolbarItem(placement: .navigationBarTrailing) { Button("R") {} }
                ToolbarItem(placement: .topBarLeading) { Button("L") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("R") {} }
                ToolbarItem(placement: .bottomBar) { Button("B") {} }
                ToolbarItemGroup(placement: .keyboard) { Button("K") {} }
            }
        }
    }
    var b: Binding<String> { Binding(get: { title }, set: { title = $0 }) }
}
