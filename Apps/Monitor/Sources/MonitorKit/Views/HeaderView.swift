import Shoji

/// The top of the screen, as htop's: a meter and a history line per CPU, memory and swap on the left;
/// tasks, load average and uptime on the right. Each part is a view of its own, so a refresh re-evaluates
/// the parts whose numbers changed.
struct HeaderView: View {
    let model: MonitorModel

    var body: some View {
        HStack(alignment: .top, spacing: 2) {
            VStack(alignment: .leading, spacing: 0) {
                CPUGrid(model: model)
                MemoryMeter(model: model)
                SwapMeter(model: model)
            }
            .frame(maxWidth: .infinity)
            VStack(alignment: .leading, spacing: 0) {
                TasksLine(model: model)
                LoadLine(model: model)
                UptimeLine(model: model)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// The CPU meters: one per row up to 8 CPUs, then two or four per row.
struct CPUGrid: View {
    let model: MonitorModel

    var body: some View {
        let cpus = model.cpus
        let perRow = cpus.count <= 8 ? 1 : cpus.count <= 32 ? 2 : 4
        let rows = stride(from: 0, to: cpus.count, by: perRow).map { Array(cpus[$0..<min(cpus.count, $0 + perRow)]) }
        VStack(alignment: .leading, spacing: 0) {
            if cpus.isEmpty { CPURow(cpu: model.allCPUs, showsHistory: true) }
            ForEach(rows, id: \.first?.id) { row in
                HStack(spacing: 1) {
                    ForEach(row) { cpu in CPURow(cpu: cpu, showsHistory: perRow == 1) }
                }
            }
        }
    }
}

/// One CPU: its meter (user green, nice blue, system red, I/O wait grey) and its history.
struct CPURow: View {
    let cpu: CPUUsage
    let showsHistory: Bool

    var body: some View {
        HStack(spacing: 1) {
            Meter(
                String(format: "%3d", cpu.id),
                parts: [
                    .init(fraction: cpu.nice, color: .blue), .init(fraction: cpu.user, color: .green),
                    .init(fraction: cpu.system, color: .red), .init(fraction: cpu.iowait, color: .gray),
                ],
                value: Formatting.percent(cpu.busy * 100) + "%")
            if showsHistory {
                Sparkline(values: cpu.history, color: .green).frame(width: 12 * 8)
            }
        }
    }
}

/// Memory in use (green), buffers (blue) and cache (yellow), of the total.
struct MemoryMeter: View {
    let model: MonitorModel

    var body: some View {
        let memory = model.memory
        let total = Double(max(1, memory.total))
        Meter(
            "Mem",
            parts: [
                .init(fraction: Double(memory.used) / total, color: .green),
                .init(fraction: Double(memory.buffers) / total, color: .blue),
                .init(fraction: Double(min(memory.cached, memory.available)) / total, color: .yellow),
            ],
            value: Formatting.meterSize(memory.used) + "/" + Formatting.meterSize(memory.total))
    }
}

/// Swap in use, of the total.
struct SwapMeter: View {
    let model: MonitorModel

    var body: some View {
        let memory = model.memory
        Meter(
            "Swp",
            parts: [.init(fraction: Double(memory.swapUsed) / Double(max(1, memory.swapTotal)), color: .red)],
            value: Formatting.meterSize(memory.swapUsed) + "/" + Formatting.meterSize(memory.swapTotal))
    }
}

/// "Tasks: 120, 340 thr, 80 kthr; 2 running".
struct TasksLine: View {
    let model: MonitorModel

    var body: some View {
        let counts = model.counts
        (Text("Tasks: ").foregroundColor(.cyan) + Text("\(counts.processes)").bold()
            + Text(", \(counts.threads) thr, \(counts.kernelThreads) kthr; ") + Text("\(counts.running)").bold()
            + Text(" running"))
            .lineLimit(1)
    }
}

/// "Load average: 0.52 0.48 0.40".
struct LoadLine: View {
    let model: MonitorModel

    var body: some View {
        let averages = model.loadAverages.map { String(format: "%.2f", $0) }
        (Text("Load average: ").foregroundColor(.cyan) + Text(averages.joined(separator: " ")).bold())
            .lineLimit(1)
    }
}

/// "Uptime: 3 days, 04:05:06".
struct UptimeLine: View {
    let model: MonitorModel

    var body: some View {
        (Text("Uptime: ").foregroundColor(.cyan) + Text(Formatting.uptime(model.uptime)).bold())
            .lineLimit(1)
    }
}
