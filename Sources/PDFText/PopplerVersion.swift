import CStatementPDF

/// The poppler-glib library this process loaded, for `doctor` and bug reports.
public enum PopplerVersion {
    public static var current: String { String(cString: spdf_poppler_version()) }
}
