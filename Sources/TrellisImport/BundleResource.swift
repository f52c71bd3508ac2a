import SwiftSyntax

/// A resource the code reads from the app's bundle (`Bundle.main.url(forResource: "sections", withExtension:
/// "json")`, `NSDataAsset(name: "Feed")`, an app's `Bundle.main.decode(..., from: "feed.json")`): app data, which
/// neither the import nor `--check`'s program has.
enum BundleResource {
    /// The resource `call` reads, by name (`sections.json`), or nil if it reads none.
    static func name(of call: FunctionCallExprSyntax) -> String? {
        func literal(_ label: String) -> String? {
            call.arguments.first { ($0.label?.text ?? "_") == label }
                .flatMap { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
        }
        if let resource = literal("forResource") {
            let suffix = literal("withExtension") ?? literal("ofType")
            return suffix.map { "\(resource).\($0)" } ?? resource
        }
        let callee = call.calledExpression.trimmedDescription
        if callee == "NSDataAsset", let name = literal("name") { return "the data asset \(name)" }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.trimmedDescription,
            base == "Bundle.main" || base == "Bundle.module" || base.hasPrefix("Bundle(for:")
        else { return nil }
        // An app's own reader on the bundle: the first string it is given names the resource.
        for argument in call.arguments {
            if let text = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                return text
            }
        }
        return member.declName.baseName.text == "decode" ? "a resource" : nil
    }
}
