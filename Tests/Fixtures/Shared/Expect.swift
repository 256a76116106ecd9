/// The drivers' one assertion: a failure is printed with its line and makes the driver exit 1.
nonisolated(unsafe) var failures = 0

func expect(_ condition: Bool, _ message: String, line: Int = #line) {
    if !condition {
        unsafe failures += 1  // `unsafe`: one driver is built with strict memory safety
        print("FAIL line \(line): \(message)")
    }
}
