// CProcessControl: what a process asks of the kernel about itself, where Swift cannot ask.
//
// Why a shim: prctl(2) is a variadic C function, which Swift does not import, and the calls that
// matter here (undumpable, die with the parent) have no other interface on Linux. On other
// systems each function does what the system offers, or nothing.
#ifndef CPROCESSCONTROL_H
#define CPROCESSCONTROL_H

/// No core file, and no other process of the same user may attach or read this one's memory:
/// the process may hold a remote API key and a PDF password. Returns 0 when both took effect.
int spc_make_private(void);

/// Ends this process with SIGKILL when its parent ends (Linux); returns 0 when set. A worker calls
/// it first, then checks that its parent is still the one that started it.
int spc_die_with_parent(void);

/// Gives the memory malloc holds freed back to the system (glibc keeps it resident otherwise), so
/// what is allocated next does not come on top of it. Nothing where malloc offers no such call.
void spc_release_free_memory(void);

/// While the calling thread reads one file in this process, a crash of the reader on this thread
/// (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, a stack overflow included) writes `line` to standard
/// error and ends the process with `exit_code`, instead of a signal death and a page of crash dump.
/// Why a shim: a signal handler may only call async-signal-safe functions, on a stack of its own
/// for a stack overflow; Swift code cannot run there. Returns 0 when armed.
int spc_crash_line_arm(const char *line, int exit_code);

/// The thread is done with its file: a crash is again the runtime's to report.
void spc_crash_line_disarm(void);

#endif
