/// The standard library types MockScope writes of its own accord that a module may well declare
/// or import under the same name (`enum Error`, `enum Result`): the `any Error` a handler
/// throws, a strict property's initial `Result`. They are qualified so that no module can
/// shadow them; types copied from the protocol keep the user's spelling. Names no module is
/// seen to shadow (`Int`, `Bool`, `Never`, `Sendable`, `Void`) stay as the specification shows
/// them; one that is found shadowed belongs here.
public enum StandardType {
    public static let error = "Swift.Error"
    public static let anyError = "any Swift.Error"
    public static let result = "Swift.Result"
}
