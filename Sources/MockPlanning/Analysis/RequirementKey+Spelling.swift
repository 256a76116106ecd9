import MockModel

extension TypeRef {
    /// The type with the standard modules' qualifiers dropped (`Swift.Int` is `Int`,
    /// `_Concurrency.ExecutorJob` is `ExecutorJob`): a requirement read from the toolchain's
    /// interfaces spells its types qualified, the project's own declaration of it does not, and
    /// the two are one requirement.
    var standardUnqualified: TypeRef {
        mappingNames { components in
            let qualified =
                components.count > 1 && ["Swift", "_Concurrency"].contains(components[0].name)
                && components[0].genericArguments.isEmpty
            return qualified ? Array(components.dropFirst()) : components
        }
    }
}

extension Parameter {
    /// The parameter's type as a requirement key compares it: as written, standard qualifiers
    /// dropped.
    var keySpelling: String {
        var unqualified = self
        unqualified.type = type.standardUnqualified
        return unqualified.writtenType
    }
}
