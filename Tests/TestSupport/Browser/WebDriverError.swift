import Foundation

/// A failure talking to chromedriver or the page, with the WebDriver command that failed.
public enum WebDriverError: Error, CustomStringConvertible {
    /// chromedriver or Chromium is not installed (run `scripts/install-deps.sh test`).
    case notInstalled(String)
    /// A process did not come up in time.
    case startTimeout(String)
    /// The driver answered with a WebDriver error (`no such element`, `javascript error`, ...).
    case command(String, error: String, message: String)
    /// The driver's answer was not the JSON the protocol describes.
    case badResponse(String)
    /// A condition polled for never held.
    case timeout(String)

    public var description: String {
        switch self {
        case .notInstalled(let what): "\(what) is not installed: run scripts/install-deps.sh test"
        case .startTimeout(let what): "\(what) did not start in time"
        case .command(let command, let error, let message): "\(command): \(error): \(message.prefix(400))"
        case .badResponse(let command): "\(command): the driver's answer is not WebDriver JSON"
        case .timeout(let what): "timed out waiting for \(what)"
        }
    }
}
