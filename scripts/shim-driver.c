// Drives the CStatementPDF shim through every path (open errors, every page of every sample)
// so valgrind can check it on its own, without the Swift runtime's allocations in the report.
#include <stdio.h>
#include "CStatementPDF.h"

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        const char *password = NULL;
        spdf_status status;
        char message[256];
        spdf_document *document = spdf_document_open(argv[i], password, &status, message, sizeof message);
        if (document == NULL) {
            printf("%s: status %d\n", argv[i], status);
            continue;
        }
        int pages = spdf_document_page_count(document);
        size_t words = 0;
        for (int page = 0; page < pages; page++) {
            spdf_page_words out;
            if (spdf_document_page_words(document, page, &out) == 0) words += out.word_count;
        }
        printf("%s: %d pages, %zu words\n", argv[i], pages, words);
        spdf_document_close(document);
    }
    spdf_document *wrong = spdf_document_open("../SampleStatements/bad/encrypted.pdf", "not-it", &(spdf_status){0}, NULL, 0);
    spdf_document_close(wrong);
    return 0;
}
