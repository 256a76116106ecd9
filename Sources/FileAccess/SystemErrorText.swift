import Foundation

/// Foundation's error descriptions on Linux often hide the cause ("NSCocoaErrorDomain error 512");
/// the underlying POSIX error names it ("Not a directory").
public enum SystemErrorText {
    public static func describe(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        if let notSource = error as? NotSourceFile { return notSource.reason }
        if let folder = error as? UnreadableFolder { return folder.reason }
        var current: NSError? = error as NSError
        while let candidate = current {
            if candidate.domain == NSPOSIXErrorDomain {
                return String(cString: strerror(Int32(candidate.code)))
            }
            current = candidate.userInfo[NSUnderlyingErrorKey] as? NSError
        }
        // FileManager on Linux often gives only the Cocoa code ("You don’t have permission.").
        if let cocoa = error as? CocoaError, let code = posixCode(cocoa.code) {
            return String(cString: strerror(code))
        }
        return error.localizedDescription
    }

    private static func posixCode(_ code: CocoaError.Code) -> Int32? {
        switch code {
        case .fileReadNoPermission, .fileWriteNoPermission: EACCES
        case .fileNoSuchFile, .fileReadNoSuchFile: ENOENT
        case .fileWriteFileExists: EEXIST
        case .fileWriteOutOfSpace: ENOSPC
        case .fileWriteVolumeReadOnly: EROFS
        default: nil
        }
    }
}
