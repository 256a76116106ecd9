#define _GNU_SOURCE
#include "CChildProcess.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

/// The running children, read by signal handlers and the exit handler, so a fixed table of
/// atomic slots rather than anything that allocates or locks.
#define MOCKSCOPE_CHILD_SLOTS 256
static _Atomic pid_t children[MOCKSCOPE_CHILD_SLOTS];

static void remember(pid_t pid) {
    for (int slot = 0; slot < MOCKSCOPE_CHILD_SLOTS; slot++) {
        pid_t empty = 0;
        if (atomic_compare_exchange_strong(&children[slot], &empty, pid)) return;
    }
}

static void forget(pid_t pid) {
    for (int slot = 0; slot < MOCKSCOPE_CHILD_SLOTS; slot++) {
        pid_t expected = pid;
        if (atomic_compare_exchange_strong(&children[slot], &expected, 0)) return;
    }
}

void mockscope_children_signal(int signal) {
    for (int slot = 0; slot < MOCKSCOPE_CHILD_SLOTS; slot++) {
        pid_t pid = atomic_load(&children[slot]);
        if (pid > 0) kill(-pid, signal);
    }
}

int mockscope_children_running(void) {
    int running = 0;
    for (int slot = 0; slot < MOCKSCOPE_CHILD_SLOTS; slot++) running += atomic_load(&children[slot]) > 0;
    return running;
}

/// The last way out: whatever path ends the process through `exit`, no child is left behind.
static void kill_children_at_exit(void) { mockscope_children_signal(SIGKILL); }

static pthread_once_t exit_handler_once = PTHREAD_ONCE_INIT;
static void install_exit_handler(void) { atexit(kill_children_at_exit); }

/// Descriptors the parent opened without close-on-exec (a terminal, other runs' files) stay
/// with the parent.
static void close_inherited(int keep) {
#if defined(__linux__) && defined(SYS_close_range)
    if (keep > 3) syscall(SYS_close_range, 3, keep - 1, 0);
    if (syscall(SYS_close_range, keep + 1, ~0U, 0) == 0) return;
#endif
    for (int descriptor = 3; descriptor < 1024; descriptor++) {
        if (descriptor != keep) close(descriptor);
    }
}

static void reset_signals(void) {
    struct sigaction standard = {0};
    standard.sa_handler = SIG_DFL;
    for (int signal = 1; signal < NSIG; signal++) {
        if (signal != SIGKILL && signal != SIGSTOP) sigaction(signal, &standard, NULL);
    }
}

/// The tool itself: standard descriptors in place, nothing else inherited, every signal as new.
static void become_tool(const char *path, char *const arguments[], char *const environment[], const char *directory,
                        int input, int output, int error, int report) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (dup2(input, 0) < 0 || dup2(output, 1) < 0 || dup2(error, 2) < 0) goto failed;
    close_inherited(report);
    if (directory && chdir(directory) != 0) goto failed;
    execve(path, arguments, environment);
failed:;
    int failure = errno;
    ssize_t written = write(report, &failure, sizeof failure);
    (void)written;
    _exit(127);
}

#ifdef __linux__
/// A fork of a process with other threads may only make async-signal-safe calls: `_Fork` runs no
/// fork handlers, which could wait on a lock another thread held at the first fork.
static pid_t fork_again(void) { return _Fork(); }
#else
static pid_t fork_again(void) { return fork(); }
#endif

/// The group's leader, between MockScope and the tool: it waits for the tool and ends with its
/// status. When MockScope dies, even by SIGKILL, the kernel tells the leader (Linux's parent-death
/// signal), and it kills the whole group, the tool's own children included, which a parent-death
/// signal on the tool alone would leave running.
static void lead_group(pid_t parent, const char *path, char *const arguments[], char *const environment[],
                       const char *directory, int input, int output, int error, int report) {
    sigset_t all;
    sigfillset(&all);
    sigprocmask(SIG_SETMASK, &all, NULL);
    reset_signals();
    setpgid(0, 0);
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, SIGUSR1);
#endif
    // MockScope may have died before the line above: then nobody would ever stop the tool.
    if (getppid() != parent) _exit(127);
    pid_t tool = fork_again();
    if (tool < 0) {
        int failure = errno;
        ssize_t written = write(report, &failure, sizeof failure);
        (void)written;
        _exit(127);
    }
    if (tool == 0) become_tool(path, arguments, environment, directory, input, output, error, report);
    close(report);
    sigset_t watched;
    sigemptyset(&watched);
    int signals[] = {SIGCHLD, SIGUSR1, SIGTERM, SIGINT, SIGHUP, SIGQUIT};
    for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) sigaddset(&watched, signals[index]);
    for (;;) {
        int signal = 0;
        if (sigwait(&watched, &signal) != 0) continue;
        if (signal == SIGCHLD) {
            int status;
            if (waitpid(tool, &status, WNOHANG) != tool) continue;
            // Whatever the tool left running goes with it; the leader has every signal blocked.
            kill(0, SIGTERM);
            _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
        }
        // SIGTERM and the like reach the tool through the group; only MockScope's death is ours.
        if (signal == SIGUSR1 || getppid() != parent) kill(0, SIGKILL);
    }
}

pid_t mockscope_spawn(const char *path, char *const arguments[], char *const environment[], const char *directory,
                      int input, int output, int error) {
    pthread_once(&exit_handler_once, install_exit_handler);
    // Closed on exec: reading end-of-file means the exec happened, an int means it failed.
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) return -errno;
    // Above the standard descriptors, which the child's dup2 calls overwrite.
    for (int end = 0; end < 2; end++) {
        if (report[end] > 2) continue;
        int moved = fcntl(report[end], F_DUPFD_CLOEXEC, 3);
        close(report[end]);
        report[end] = moved;
    }
    if (report[0] < 0 || report[1] < 0) return -EMFILE;
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        int failure = errno;
        close(report[0]);
        close(report[1]);
        return -failure;
    }
    if (pid == 0) lead_group(parent, path, arguments, environment, directory, input, output, error, report[1]);
    close(report[1]);
    // Also here, so a signal sent to the group right after this returns cannot miss it.
    setpgid(pid, pid);
    remember(pid);
    int failure = 0;
    ssize_t got;
    do { got = read(report[0], &failure, sizeof failure); } while (got < 0 && errno == EINTR);
    close(report[0]);
    if (got == sizeof failure) {
        int status;
        waitpid(pid, &status, 0);
        forget(pid);
        return -failure;
    }
    return pid;
}

int mockscope_child_poll(pid_t pid, int *status) {
    pid_t ended;
    do { ended = waitpid(pid, status, WNOHANG); } while (ended < 0 && errno == EINTR);
    if (ended == 0) return 0;
    forget(pid);
    return ended == pid ? 1 : -1;
}

static void stop_children_and_die(int signal) {
    mockscope_children_signal(SIGKILL);
    struct sigaction standard = {0};
    standard.sa_handler = SIG_DFL;
    sigaction(signal, &standard, NULL);
    raise(signal);
}

void mockscope_children_stop_on_signals(void) {
    static const int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
    for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        struct sigaction current;
        if (sigaction(signals[index], NULL, &current) != 0 || current.sa_handler != SIG_DFL) continue;
        struct sigaction stopping = {0};
        stopping.sa_handler = stop_children_and_die;
        sigemptyset(&stopping.sa_mask);
        sigaction(signals[index], &stopping, NULL);
    }
}
