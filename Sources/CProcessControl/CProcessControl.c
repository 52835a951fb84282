#include "CProcessControl.h"

#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#if defined(__linux__)
#include <malloc.h>
#include <sys/prctl.h>
#endif

int spc_make_private(void) {
    struct rlimit none = {0, 0};
    int result = setrlimit(RLIMIT_CORE, &none);
#if defined(__linux__)
    if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) result = -1;
#endif
    return result;
}

int spc_die_with_parent(void) {
#if defined(__linux__)
    return prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
#else
    return -1;
#endif
}

void spc_release_free_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

// The line of the file this thread reads, written by the handler with write(2) alone.
static __thread char *crash_line = NULL;
static __thread size_t crash_length = 0;
static __thread int crash_code = 70;
static __thread void *crash_stack = NULL;

static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT};
#define CRASH_SIGNAL_COUNT (sizeof(crash_signals) / sizeof(crash_signals[0]))
static struct sigaction previous_actions[CRASH_SIGNAL_COUNT];
static int handlers_installed = 0;
static pthread_mutex_t install_lock = PTHREAD_MUTEX_INITIALIZER;

static void on_crash(int signal_number, siginfo_t *info, void *context) {
    if (crash_line != NULL && crash_length > 0) {
        size_t written = 0;
        while (written < crash_length) {
            ssize_t count = write(STDERR_FILENO, crash_line + written, crash_length - written);
            if (count <= 0) break;
            written += (size_t)count;
        }
        _exit(crash_code);
    }
    // Not a thread reading a file: hand the signal to whoever had it before (the runtime's report).
    for (size_t index = 0; index < CRASH_SIGNAL_COUNT; index++) {
        if (crash_signals[index] != signal_number) continue;
        struct sigaction *previous = &previous_actions[index];
        if ((previous->sa_flags & SA_SIGINFO) && previous->sa_sigaction != NULL) {
            previous->sa_sigaction(signal_number, info, context);
            return;
        }
        if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN && previous->sa_handler != NULL) {
            previous->sa_handler(signal_number);
            return;
        }
    }
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

int spc_crash_line_arm(const char *line, int exit_code) {
    size_t length = strlen(line);
    char *copy = malloc(length + 1);
    if (copy == NULL) return -1;
    memcpy(copy, line, length + 1);
    // A stack overflow leaves no stack to run the handler on: each reading thread gets its own.
    if (crash_stack == NULL) {
        size_t size = 64 * 1024;
        crash_stack = malloc(size);
        if (crash_stack == NULL) { free(copy); return -1; }
        stack_t alternate = {.ss_sp = crash_stack, .ss_size = size, .ss_flags = 0};
        if (sigaltstack(&alternate, NULL) != 0) { free(copy); return -1; }
    }
    pthread_mutex_lock(&install_lock);
    if (!handlers_installed) {
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_sigaction = on_crash;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        for (size_t index = 0; index < CRASH_SIGNAL_COUNT; index++) {
            sigaction(crash_signals[index], &action, &previous_actions[index]);
        }
        handlers_installed = 1;
    }
    pthread_mutex_unlock(&install_lock);
    char *old = crash_line;
    crash_code = exit_code;
    crash_length = 0;
    crash_line = copy;
    crash_length = length;
    free(old);
    return 0;
}

void spc_crash_line_disarm(void) {
    char *old = crash_line;
    crash_length = 0;
    crash_line = NULL;
    free(old);
}
