@Mockable(condition: .custom("MOCKING || UITESTS"))
protocol PaymentService {
    func pay(amount: Int) -> Bool
}

@Mockable(condition: .always)
protocol PreviewDataService {
    func items() -> [String]
}
