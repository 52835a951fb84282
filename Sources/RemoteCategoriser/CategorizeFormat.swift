import Categorisation
import Foundation
import Toolbox

/// The `/categorize` service's format (`protocol = categorize`): the earlier backend's contract,
/// dated rows in, human category names out.
struct CategorizeFormat: RemoteWireFormat {
    static let path = "categorize"

    private let names: CategoryNameIndex

    init(categories: [Category], model: String) {
        self.names = CategoryNameIndex(categories: categories)
    }

    func body(for questions: [RemoteQuestion]) -> JSONValue {
        CategorizeRequest.body(questions: questions)
    }

    func read(_ data: Data, rowCount: Int) -> BatchReading {
        let names = self.names
        return CategorizeAnswer.read(data, checker: AnswerChecker(rowCount: rowCount) { names.categoryID(named: $0) })
    }
}
