import Foundation

/// Everything an app saved, brought to disk: Shoji's data files (``PersistentFile``) and
/// `UserDefaults.standard`, which Foundation on Linux writes only when asked to synchronize (an app that
/// saved its settings there lost them at quit).
enum SavedData {
    /// Flushes pending writes and synchronizes the standard defaults: on quit, SIGTERM, SIGHUP and Ctrl-Z.
    nonisolated static func flush() {
        PersistentFile.flushAll()
        UserDefaults.standard.synchronize()
    }
}
