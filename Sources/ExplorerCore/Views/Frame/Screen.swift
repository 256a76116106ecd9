/// Where frames are shown and keys come from: a terminal, or memory in tests.
public protocol Screen: AnyObject {
    var size: Size { get }
    func draw(_ frame: Frame)
}
