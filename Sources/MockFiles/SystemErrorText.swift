import Foundation

/// Foundation's error descriptions on Linux often hide the cause ("NSCocoaErrorDomain error 512");
/// the underlying POSIX error names it ("Not a directory").
public enum SystemErrorText {
    public static func describe(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        var current: NSError? = error as NSError
        while let candidate = current {
            if candidate.domain == NSPOSIXErrorDomain {
                return String(cString: strerror(Int32(candidate.code)))
            }
            current = candidate.userInfo[NSUnderlyingErrorKey] as? NSError
        }
        return error.localizedDescription
    }
}
