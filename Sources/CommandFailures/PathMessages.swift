import FileAccess

/// The words for a path that cannot be used, the same from the command line, the scan and the
/// export.
extension PipelineError {
    public static func noSuchInput(_ path: String) -> PipelineError {
        PipelineError(.inputMissing, "\(path): no such file or folder")
    }

    public static func unreadableInput(_ path: String) -> PipelineError {
        PipelineError(.inputMissing, "\(path): not readable")
    }

    public static func cannotCreateFolder(_ folder: String, _ error: any Error) -> PipelineError {
        PipelineError(.cannotCreateOutput, "\(folder): cannot create folder: \(SystemErrorText.describe(error))")
    }
}
