/// The error codes S3 documents, the only text from an error answer a message may print. A store (or whatever
/// answers at its address) may put anything in `<Code>`: one that echoed the request's headers there got the
/// session token printed. Anything not on this list is printed as "(unlisted error code)". Here, in the S3
/// client's one place, so every command that talks to a store (the remote cache, deploy) prints only these.
public enum S3ErrorCode {
    /// From "Error responses" in the Amazon S3 API reference, plus the few common S3-compatible stores add.
    static let known: Set<String> = [
        "AccessDenied", "AccessPointAlreadyOwnedByYou", "AccountProblem", "AllAccessDisabled", "AmbiguousGrantByEmailAddress",
        "AuthorizationHeaderMalformed", "AuthorizationQueryParametersError", "BadDigest", "BucketAlreadyExists",
        "BucketAlreadyOwnedByYou", "BucketNotEmpty", "ConditionalRequestConflict", "CredentialsNotSupported",
        "CrossLocationLoggingProhibited", "EntityTooLarge", "EntityTooSmall", "ExpiredToken", "IllegalLocationConstraintException",
        "IllegalVersioningConfigurationException", "IncompleteBody", "IncorrectNumberOfFilesInPostRequest", "InlineDataTooLarge",
        "InternalError", "InvalidAccessKeyId", "InvalidAddressingHeader", "InvalidArgument", "InvalidBucketName",
        "InvalidBucketState", "InvalidDigest", "InvalidEncryptionAlgorithmError", "InvalidLocationConstraint",
        "InvalidObjectState", "InvalidPart", "InvalidPartOrder", "InvalidPayer", "InvalidPolicyDocument", "InvalidRange",
        "InvalidRequest", "InvalidSecurity", "InvalidSOAPRequest", "InvalidStorageClass", "InvalidTargetBucketForLogging",
        "InvalidToken", "InvalidURI", "KeyTooLongError", "MalformedACLError", "MalformedPOSTRequest", "MalformedXML",
        "MaxMessageLengthExceeded", "MaxPostPreDataLengthExceededError", "MetadataTooLarge", "MethodNotAllowed",
        "MissingAttachment", "MissingContentLength", "MissingRequestBodyError", "MissingSecurityElement",
        "MissingSecurityHeader", "NoLoggingStatusForKey", "NoSuchBucket", "NoSuchBucketPolicy", "NoSuchKey",
        "NoSuchLifecycleConfiguration", "NoSuchUpload", "NoSuchVersion", "NotImplemented", "NotModified", "NotSignedUp",
        "OperationAborted", "PermanentRedirect", "PreconditionFailed", "Redirect", "RequestExpired", "RequestHeaderSectionTooLarge",
        "RequestIsNotMultiPartContent", "RequestTimeout", "RequestTimeTooSkewed", "RequestTorrentOfBucketError",
        "ServerSideEncryptionConfigurationNotFoundError", "ServiceUnavailable", "SignatureDoesNotMatch", "SlowDown",
        "TemporaryRedirect", "TokenRefreshRequired", "TooManyBuckets", "UnexpectedContent", "UnresolvableGrantByEmailAddress",
        "UserKeyMustBeSpecified", "XAmzContentSHA256Mismatch",
        // MinIO, Ceph, Garage, R2.
        "XMinioStorageFull", "XMinioServerNotInitialized", "QuotaExceeded", "StorageFull", "TooManyRequests",
    ]

    /// S3's `<Code>` from an error body when it is one of `known`, else "(unlisted error code)" (or "" when the
    /// body has none): never the store's own text.
    public static func printable(from body: [UInt8]) -> String {
        let text = String(decoding: body.prefix(4096), as: UTF8.self)
        guard let start = text.range(of: "<Code>"), let end = text.range(of: "</Code>", range: start.upperBound..<text.endIndex) else { return "" }
        let code = String(text[start.upperBound..<end.lowerBound])
        return known.contains(code) ? code : "(unlisted error code)"
    }
}
