import Foundation

@main
struct Driver {
    static func main() {
        let schedule = ScheduleMock()
        schedule.nextHandler = { $0.addingTimeInterval(60) }
        let start = Date(timeIntervalSince1970: 0)
        expect(schedule.next(after: start) == Date(timeIntervalSince1970: 60), "answers from its handler")
        expect(schedule.nextCallArgs == [start], "records its argument")
        schedule._lanes = ["main"]
        expect(schedule.lanes == ["main"], "a stored property")
        expect(Lane(label: "l").queue.label == "l", "the module's own public import still serves it")
        if failures > 0 { exit(1) }
        print("OK")
    }
}
