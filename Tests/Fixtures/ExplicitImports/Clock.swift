#if canImport(Darwin)
    private import Darwin
#elseif canImport(Glibc)
    private import Glibc
#elseif canImport(Musl)
    private import Musl
#endif
private import Foundation

func secondsSinceBoot() -> Int { Int(clock()) }
