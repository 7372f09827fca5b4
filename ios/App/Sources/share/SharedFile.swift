import BaghchalKit
import Foundation

/// The most a shared text file may weigh: a game of the longest rules is a few kilobytes, so
/// anything near this is not one, and is not read into memory.
private let largestSharedFile = 1_000_000

/// Opens a text file the system gave the app (`onOpenURL`: "Open in Baghchal" from Files, Mail
/// or another app's share sheet, through project.yml's plain-text document type) as a pasted
/// text is. With `LSSupportsOpeningDocumentsInPlace` off the system hands over a copy in the
/// app's own Documents/Inbox (so no security scope is needed), which is removed once read. A
/// file that cannot be read is refused in the player's words.
@MainActor
func openSharedFile(_ url: URL, in model: TableModel) {
    guard url.isFileURL else { return }
    let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
    let data = size <= largestSharedFile ? try? Data(contentsOf: url) : nil
    model.openSharedFile(data)
    let inbox = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first?
        .appendingPathComponent("Inbox", isDirectory: true)
    if let inbox, url.standardizedFileURL.path.hasPrefix(inbox.standardizedFileURL.path) {
        try? FileManager.default.removeItem(at: url)
    }
}
