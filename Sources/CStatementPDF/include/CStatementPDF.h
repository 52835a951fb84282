// CStatementPDF: positioned words from PDF pages through poppler-glib.
//
// This is the only code that includes <poppler.h>. Its header uses plain C types only, so Swift
// never sees a GObject, a GError or a GList, and never calls g_free or g_object_unref: it calls
// spdf_document_close, the one function that frees anything, and nothing else owns memory.
#ifndef CSTATEMENTPDF_H
#define CSTATEMENTPDF_H

#include <stddef.h>

// Nullability annotations are clang's; other compilers (gcc, for the valgrind driver) skip them.
#if !defined(__clang__)
#define _Nullable
#define _Nonnull
#else
#pragma clang assume_nonnull begin
#endif

/// Why a document could not be opened. GError codes repeat across domains, so the shim checks
/// the domain before it maps a code to one of these.
typedef enum {
    SPDF_STATUS_OK = 0,
    SPDF_STATUS_NOT_FOUND = 1,
    SPDF_STATUS_NOT_READABLE = 2,
    SPDF_STATUS_NOT_PDF = 3,
    SPDF_STATUS_DAMAGED = 4,
    SPDF_STATUS_NEEDS_PASSWORD = 5,
    SPDF_STATUS_WRONG_PASSWORD = 6,
    SPDF_STATUS_OTHER = 7,
} spdf_status;

/// An open document. Opaque: it owns the poppler document and a buffer for one page's words.
typedef struct spdf_document spdf_document;

/// One word and its box in points, origin at the page's top left, y growing downwards.
typedef struct {
    /// UTF-8, NUL-terminated; owned by the document, valid until the next page call or close.
    const char *text;
    /// The bytes of `text` before its NUL, so the reader need not look for the NUL again.
    size_t length;
    double x0, y0, x1, y1;
    /// The font size poppler reports for the word's first character, 0 when it gives none.
    double font_size;
    /// The word's first character's font, an index into the page's `font_names`; -1 when
    /// poppler names none.
    int font;
} spdf_word;

/// One page's words in poppler's reading order. Borrowed from the document: valid until the next
/// spdf_document_page_words call or spdf_document_close, so memory stays one page's worth.
typedef struct {
    double width, height;
    size_t word_count;
    const spdf_word *_Nullable words;
    /// How many errors poppler reported while it read the page's content (a damaged content
    /// stream): more than 0 means the words may be only part of what the page prints.
    int content_errors;
    /// The names of the fonts the page's words are set in (poppler's, as "ArialMT"), so a font
    /// whose text layer is wrong can be told from the others; borrowed like `words`.
    size_t font_count;
    const char *const _Nullable *_Nullable font_names;
} spdf_page_words;

/// Opens `path` (relative or absolute) with an optional password. On failure returns NULL, sets
/// `*status`, and copies poppler's message (never the password) into `message` when it is not NULL.
spdf_document *_Nullable spdf_document_open(const char *path, const char *_Nullable password,
                                            spdf_status *status, char *_Nullable message,
                                            size_t message_capacity);

/// The number of pages.
int spdf_document_page_count(const spdf_document *document);

/// Extracts the words of the 0-based page `index` into `*out`. Returns 0 on success, -1 when the
/// index is out of range or the page cannot be read.
int spdf_document_page_words(spdf_document *document, int index, spdf_page_words *out);

/// Closes the document and frees everything it owns, including the last page's words.
void spdf_document_close(spdf_document *_Nullable document);

/// The poppler-glib version the process runs with ("22.02.0"): static, never freed.
const char *spdf_poppler_version(void);

#if defined(__clang__)
#pragma clang assume_nonnull end
#endif

#endif
