// Positioned words from poppler-glib's text layout. Why a shim at all: poppler's plain page text
// collapses runs of spaces, so columns are lost; the layout API gives a box per character, and
// this file turns those into words with boxes while keeping every glib type on this side.
#include "CStatementPDF.h"

#include <errno.h>
#include <math.h>
#include <poppler.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// A page sets its text in a handful of fonts; words in fonts past this many get no font (-1).
#define SPDF_MAX_FONTS 64

struct spdf_document {
    PopplerDocument *poppler;
    // One page's worth of words and their text, reused from page to page.
    spdf_word *words;
    size_t word_capacity;
    char *text;
    size_t text_capacity;
    // The page's font names, copied out of poppler's attribute runs, freed at the next page.
    char *font_names[SPDF_MAX_FONTS];
    size_t font_count;
};

// Why: poppler's messages live in a GError Swift never sees; they are copied into the caller's
// buffer, cut to fit, and never hold the password.
static void spdf_copy_message(char *message, size_t capacity, const char *text) {
    if (message == NULL || capacity == 0) return;
    snprintf(message, capacity, "%s", text ? text : "");
}

// A file that does not start with "%PDF-" within its first kilobyte is not a PDF at all (an HTML
// error page saved as .pdf, say); poppler would call it damaged, which sends users the wrong way.
static int spdf_has_pdf_header(const char *path) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return 0;
    char buffer[1024];
    size_t length = fread(buffer, 1, sizeof buffer, file);
    fclose(file);
    for (size_t i = 0; i + 5 <= length; i++) {
        if (memcmp(buffer + i, "%PDF-", 5) == 0) return 1;
    }
    return 0;
}

// Why: poppler says "failed to load" for a missing or unreadable file alike; the user needs to
// know which, so the path is checked first.
static spdf_status spdf_status_for_path(const char *path) {
    if (access(path, F_OK) != 0) return SPDF_STATUS_NOT_FOUND;
    FILE *file = fopen(path, "rb");
    if (file == NULL) return errno == ENOENT ? SPDF_STATUS_NOT_FOUND : SPDF_STATUS_NOT_READABLE;
    fclose(file);
    return SPDF_STATUS_OK;
}

// Why: a GError's code means nothing without its domain, and Swift must not see either.
static spdf_status spdf_status_for_error(const GError *error, const char *password) {
    if (error == NULL) return SPDF_STATUS_OTHER;
    if (error->domain == POPPLER_ERROR) {
        switch (error->code) {
        case POPPLER_ERROR_ENCRYPTED:
            return (password != NULL && password[0] != '\0') ? SPDF_STATUS_WRONG_PASSWORD
                                                             : SPDF_STATUS_NEEDS_PASSWORD;
        case POPPLER_ERROR_OPEN_FILE:
            return SPDF_STATUS_NOT_READABLE;
        case POPPLER_ERROR_BAD_CATALOG:
        case POPPLER_ERROR_DAMAGED:
        case POPPLER_ERROR_INVALID:
            return SPDF_STATUS_DAMAGED;
        default:
            return SPDF_STATUS_OTHER;
        }
    }
    if (error->domain == G_FILE_ERROR) {
        if (error->code == G_FILE_ERROR_NOENT) return SPDF_STATUS_NOT_FOUND;
        if (error->code == G_FILE_ERROR_ACCES || error->code == G_FILE_ERROR_PERM) return SPDF_STATUS_NOT_READABLE;
    }
    return SPDF_STATUS_OTHER;
}

// Why: opening takes a URI, a GError and a GObject; this keeps all three on the C side.
spdf_document *spdf_document_open(const char *path, const char *password, spdf_status *status,
                                  char *message, size_t message_capacity) {
    spdf_copy_message(message, message_capacity, "");
    spdf_status path_status = spdf_status_for_path(path);
    if (path_status != SPDF_STATUS_OK) {
        *status = path_status;
        return NULL;
    }
    if (!spdf_has_pdf_header(path)) {
        *status = SPDF_STATUS_NOT_PDF;
        return NULL;
    }
    // poppler wants a URI: make the path absolute first, so relative paths work too.
    char *absolute = g_canonicalize_filename(path, NULL);
    GError *error = NULL;
    char *uri = g_filename_to_uri(absolute, NULL, &error);
    g_free(absolute);
    if (uri == NULL) {
        *status = SPDF_STATUS_OTHER;
        spdf_copy_message(message, message_capacity, error ? error->message : NULL);
        g_clear_error(&error);
        return NULL;
    }
    PopplerDocument *poppler = poppler_document_new_from_file(uri, password, &error);
    g_free(uri);
    if (poppler == NULL) {
        *status = spdf_status_for_error(error, password);
        spdf_copy_message(message, message_capacity, error ? error->message : NULL);
        g_clear_error(&error);
        return NULL;
    }
    spdf_document *document = calloc(1, sizeof *document);
    if (document == NULL) {
        g_object_unref(poppler);
        *status = SPDF_STATUS_OTHER;
        spdf_copy_message(message, message_capacity, "out of memory");
        return NULL;
    }
    document->poppler = poppler;
    *status = SPDF_STATUS_OK;
    return document;
}

// Why: Swift holds only the opaque document, so it asks here.
int spdf_document_page_count(const spdf_document *document) {
    return poppler_document_get_n_pages(document->poppler);
}

// Why: one page's words and text reuse two buffers, grown as needed, so memory stays a page's worth.
static int spdf_reserve(spdf_document *document, size_t words, size_t text_bytes) {
    if (words > document->word_capacity) {
        size_t capacity = document->word_capacity ? document->word_capacity : 256;
        while (capacity < words) capacity *= 2;
        spdf_word *grown = realloc(document->words, capacity * sizeof *grown);
        if (grown == NULL) return -1;
        document->words = grown;
        document->word_capacity = capacity;
    }
    if (text_bytes > document->text_capacity) {
        size_t capacity = document->text_capacity ? document->text_capacity : 4096;
        while (capacity < text_bytes) capacity *= 2;
        char *grown = realloc(document->text, capacity);
        if (grown == NULL) return -1;
        document->text = grown;
        document->text_capacity = capacity;
    }
    return 0;
}

// The attribute run holding the character at `index`, NULL when none does. Runs come in text
// order and words start at rising indices, so a cursor resumes where the last word's run was
// found: a page with many font changes would otherwise scan every run per word.
static PopplerTextAttributes *spdf_run_at(GList *attributes, GList **cursor, int index) {
    GList *start = *cursor != NULL ? *cursor : attributes;
    for (int pass = 0; pass < 2; pass++) {
        GList *end = pass == 0 ? NULL : start;
        for (GList *item = pass == 0 ? start : attributes; item != end; item = item->next) {
            PopplerTextAttributes *run = item->data;
            if (index >= run->start_index && index <= run->end_index) {
                *cursor = item;
                return run;
            }
        }
        if (start == attributes) break;
    }
    return NULL;
}

static void spdf_forget_fonts(spdf_document *document) {
    for (size_t i = 0; i < document->font_count; i++) free(document->font_names[i]);
    document->font_count = 0;
}

// The index of `name` among the page's fonts, added when new; -1 when there is no name or no
// room. Runs of one font repeat its name, so the last one found is tried first.
static int spdf_font_index(spdf_document *document, const char *name, int *last) {
    if (name == NULL) return -1;
    if (*last >= 0 && strcmp(document->font_names[*last], name) == 0) return *last;
    for (size_t i = 0; i < document->font_count; i++) {
        if (strcmp(document->font_names[i], name) == 0) return *last = (int)i;
    }
    if (document->font_count >= SPDF_MAX_FONTS) return -1;
    char *copy = strdup(name);
    if (copy == NULL) return -1;
    document->font_names[document->font_count] = copy;
    return *last = (int)document->font_count++;
}

// ASCII needs no table lookup; the rest is as glib's g_unichar_isspace says.
static int spdf_is_separator(gunichar c) {
    if (c < 0x80) return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
    return g_unichar_isspace(c) || c == 0x00A0 || c == 0x200B;
}

// Why: one place ends a word, so a word holding a glyph with no finite box (`placeless`) is
// taken back whole (its text and its slot), never handed to Swift short of a character.
static void spdf_close_word(spdf_document *document, spdf_word *word, size_t *word_count, size_t *text_used,
                            int *placeless) {
    if (*placeless) {
        *text_used = (uintptr_t)word->text;
        *word_count -= 1;
        *placeless = 0;
        return;
    }
    word->length = *text_used - (uintptr_t)word->text;
    document->text[(*text_used)++] = '\0';
}

// Errors poppler reported on this thread since the count was last reset. Thread-local: pages
// of one file are read on several threads at once, each counting only its own page's errors.
static _Thread_local int spdf_errors_on_this_thread;

// poppler-glib does not fail a page whose content stream is damaged: it reads what it can and
// reports the rest through g_log in its "Poppler" domain, at a level nothing prints by default
// ("Syntax error at position N: Unterminated string"). A page read so may have lost rows, so the
// errors are counted, not ignored; warnings (a font oddity poppler works around) lose no text.
static void spdf_count_poppler_error(const gchar *domain, GLogLevelFlags level, const gchar *message,
                                     gpointer unused) {
    (void)domain;
    (void)level;
    (void)unused;
    if (message == NULL) return;
    if (strncmp(message, "Syntax error", 12) == 0 || strncmp(message, "IO error", 8) == 0) {
        spdf_errors_on_this_thread++;
    }
}

// The handler is installed once for the process: g_log_set_handler is global, and installing
// and removing it around every page from several threads would race.
static gpointer spdf_install_error_counter(gpointer unused) {
    (void)unused;
    g_log_set_handler("Poppler", G_LOG_LEVEL_MASK | G_LOG_FLAG_FATAL | G_LOG_FLAG_RECURSION,
                      spdf_count_poppler_error, NULL);
    return NULL;
}

// Why: poppler's plain text loses columns; its layout boxes, one per character, are joined into
// positioned words here, with each word's font size and the page's content errors.
int spdf_document_page_words(spdf_document *document, int index, spdf_page_words *out) {
    static GOnce installed = G_ONCE_INIT;
    g_once(&installed, spdf_install_error_counter, NULL);
    memset(out, 0, sizeof *out);
    if (index < 0 || index >= poppler_document_get_n_pages(document->poppler)) return -1;
    PopplerPage *page = poppler_document_get_page(document->poppler, index);
    if (page == NULL) return -1;
    poppler_page_get_size(page, &out->width, &out->height);

    // Each call below reads the page's content stream again; one reading's errors are enough.
    spdf_errors_on_this_thread = 0;
    char *text = poppler_page_get_text(page);
    out->content_errors = spdf_errors_on_this_thread;
    PopplerRectangle *boxes = NULL;
    guint box_count = 0;
    gboolean has_layout = poppler_page_get_text_layout(page, &boxes, &box_count);
    GList *attributes = poppler_page_get_text_attributes(page);
    int result = 0;
    spdf_forget_fonts(document);
    int last_font = -1;

    size_t text_length = text ? strlen(text) : 0;
    // Every byte could end a word (+1 for its NUL), and there are at most as many words as boxes.
    if (text == NULL || !has_layout || box_count == 0) {
        goto done;
    }
    if (spdf_reserve(document, box_count, text_length * 2 + 2) != 0) {
        result = -1;
        goto done;
    }

    size_t word_count = 0, text_used = 0;
    int in_word = 0, placeless = 0;
    spdf_word *word = NULL;
    double last_x1 = 0, last_y1 = 0, last_height = 0;
    const char *cursor = text;
    GList *run = NULL;
    for (guint box = 0; box < box_count && *cursor != '\0'; box++) {
        unsigned char lead = (unsigned char)*cursor;
        gunichar c = lead < 0x80 ? lead : g_utf8_get_char(cursor);
        const char *next = g_utf8_next_char(cursor);
        PopplerRectangle r = boxes[box];
        // Why: a broken PDF's text matrix can give a glyph a box that is no finite number (NaN,
        // infinite), and Swift traps building a range from one. Such a glyph has no place on the
        // page, and its word read without it could be another figure: the whole word is dropped
        // when it closes (placeless). A reversed box (a mirrored matrix) is turned round.
        int unplaced = !isfinite(r.x1) || !isfinite(r.x2) || !isfinite(r.y1) || !isfinite(r.y2);
        if (unplaced) {
            r.x1 = r.x2 = last_x1;
            r.y1 = r.y2 = last_y1;
        }
        if (r.x2 < r.x1) { double swap = r.x1; r.x1 = r.x2; r.x2 = swap; }
        if (r.y2 < r.y1) { double swap = r.y1; r.y1 = r.y2; r.y2 = swap; }
        double height = r.y2 - r.y1;
        // A wide gap with no space between glyphs still separates columns.
        int gap_breaks = in_word && (r.x1 - last_x1 > 0.6 * (last_height > height ? last_height : height)
                                     || r.x1 < last_x1 - 0.5 * height
                                     || (r.y1 - last_y1 > 0.5 * height || last_y1 - r.y1 > 0.5 * height));
        int separator = spdf_is_separator(c);
        if (separator || gap_breaks) {
            if (in_word) {
                spdf_close_word(document, word, &word_count, &text_used, &placeless);
                in_word = 0;
            }
            if (separator) {
                cursor = next;
                continue;
            }
        }
        // Set once the word it belongs to is open: a separator or a word it closes keeps its place.
        if (unplaced) placeless = 1;
        if (!in_word) {
            word = &document->words[word_count++];
            word->text = NULL;
            word->length = 0;
            // Offsets for now: the buffer may not move, but pointers are fixed up below anyway.
            word->x0 = r.x1;
            word->y0 = r.y1;
            word->x1 = r.x2;
            word->y1 = r.y2;
            PopplerTextAttributes *attribute = spdf_run_at(attributes, &run, (int)box);
            word->font_size = attribute != NULL && isfinite(attribute->font_size) ? attribute->font_size : 0;
            word->font = attribute != NULL ? spdf_font_index(document, attribute->font_name, &last_font) : -1;
            word->text = (const char *)(uintptr_t)text_used;
            in_word = 1;
        } else {
            if (r.x1 < word->x0) word->x0 = r.x1;
            if (r.y1 < word->y0) word->y0 = r.y1;
            if (r.x2 > word->x1) word->x1 = r.x2;
            if (r.y2 > word->y1) word->y1 = r.y2;
        }
        // A character is one to four bytes: copied in place, not through a call to memcpy.
        while (cursor < next) document->text[text_used++] = *cursor++;
        last_x1 = r.x2;
        last_y1 = r.y1;
        last_height = height;
    }
    if (in_word) {
        spdf_close_word(document, word, &word_count, &text_used, &placeless);
    }
    for (size_t i = 0; i < word_count; i++) {
        document->words[i].text = document->text + (uintptr_t)document->words[i].text;
    }
    out->word_count = word_count;
    out->words = word_count ? document->words : NULL;
    out->font_count = document->font_count;
    out->font_names = document->font_count ? (const char *const *)document->font_names : NULL;

done:
    poppler_page_free_text_attributes(attributes);
    g_free(boxes);
    g_free(text);
    g_object_unref(page);
    return result;
}

// Why: the one function that frees anything, so Swift never calls g_free or g_object_unref.
void spdf_document_close(spdf_document *document) {
    if (document == NULL) return;
    g_object_unref(document->poppler);
    spdf_forget_fonts(document);
    free(document->words);
    free(document->text);
    free(document);
}

// Why: `doctor` names the poppler-glib the process runs with; the string is poppler's own, static.
const char *spdf_poppler_version(void) {
    return poppler_get_version();
}
