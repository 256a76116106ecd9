#define _GNU_SOURCE
#include "CChildProcess.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
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

void mockscope_children_end(void) {
    for (int slot = 0; slot < MOCKSCOPE_CHILD_SLOTS; slot++) {
        pid_t pid = atomic_load(&children[slot]);
        if (pid > 0) kill(pid, SIGUSR1);
    }
}

int mockscope_children_running(void) {
    int running = 0;
    for (int slot = 0; slot < MOCKSCOPE_CHILD_SLOTS; slot++) running += atomic_load(&children[slot]) > 0;
    return running;
}

/// The last way out: whatever path ends the process through `exit`, no child is left behind (each
/// leader ends its tool's whole tree; killing the leaders instead would orphan what left the group).
static void kill_children_at_exit(void) { mockscope_children_end(); }

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

/// How long a tool's leftovers get to end after SIGTERM before the leader kills them.
#define LEADER_GRACE_MS 500
/// The most processes the leader reads from /proc in one look.
#define PROCESS_TABLE_SIZE 65536
static pid_t table_pids[PROCESS_TABLE_SIZE];
static pid_t table_parents[PROCESS_TABLE_SIZE];
static unsigned char table_below[PROCESS_TABLE_SIZE];
/// Linux's largest pid is 2^22.
#define PID_LIMIT 4194304
static unsigned char marked_pids[PID_LIMIT / 8];
static int marked(pid_t pid) { return pid > 0 && pid < PID_LIMIT && (marked_pids[pid / 8] >> (pid % 8)) & 1; }
static void mark(pid_t pid, int on) {
    if (pid <= 0 || pid >= PID_LIMIT) return;
    if (on) marked_pids[pid / 8] |= (unsigned char)(1 << (pid % 8));
    else marked_pids[pid / 8] &= (unsigned char)~(1 << (pid % 8));
}

/// The parent of the process `/proc/<name>/stat` describes, or -1; only system calls, because the
/// leader is a fork of a process with threads.
static pid_t parent_from_stat(const char *name) {
    char path[64] = "/proc/";
    size_t length = 6;
    for (const char *c = name; *c && length < sizeof path - 6; c++) path[length++] = *c;
    const char *tail = "/stat";
    for (const char *c = tail; *c; c++) path[length++] = *c;
    path[length] = 0;
    int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return -1;
    char text[512];
    ssize_t got = read(descriptor, text, sizeof text - 1);
    close(descriptor);
    if (got <= 0) return -1;
    text[got] = 0;
    // "pid (name) state ppid …": the name may hold spaces and parentheses, so read after the last ')'.
    char *close_paren = NULL;
    for (char *c = text; *c; c++)
        if (*c == ')') close_paren = c;
    if (!close_paren || close_paren[1] != ' ' || !close_paren[2] || close_paren[3] != ' ') return -1;
    pid_t value = 0;
    for (char *c = close_paren + 4; *c >= '0' && *c <= '9'; c++) value = value * 10 + (*c - '0');
    return value;
}

/// Sends `signal` to every descendant of this process (the leader) and answers how many there were.
static int signal_descendants(int signal) {
#ifdef __linux__
    int directory = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (directory < 0) return 0;
    int count = 0;
    char buffer[8192];
    for (;;) {
        long got = syscall(SYS_getdents64, directory, buffer, sizeof buffer);
        if (got <= 0) break;
        for (long offset = 0; offset < got;) {
            struct {
                unsigned long long inode;
                long long next;
                unsigned short length;
                unsigned char type;
                char name[];
            } *entry = (void *)(buffer + offset);
            offset += entry->length;
            if (entry->name[0] < '1' || entry->name[0] > '9' || count >= PROCESS_TABLE_SIZE) continue;
            pid_t pid = 0;
            for (char *c = entry->name; *c >= '0' && *c <= '9'; c++) pid = pid * 10 + (*c - '0');
            table_pids[count] = pid;
            table_parents[count] = parent_from_stat(entry->name);
            table_below[count] = 0;
            count++;
        }
    }
    close(directory);
    // A subreaper's descendants hang below it however their parents ended: marked level by level,
    // each look a lookup in a bitmap indexed by pid, so the walk is linear in the processes per level.
    pid_t self = getpid();
    for (int index = 0; index < count; index++) mark(table_pids[index], 0);
    mark(self, 1);
    int found = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int index = 0; index < count; index++) {
            if (table_below[index] || table_pids[index] == self || !marked(table_parents[index])) continue;
            table_below[index] = 1;
            mark(table_pids[index], 1);
            changed = 1;
            found++;
        }
    }
    mark(self, 0);
    for (int index = 0; index < count; index++) {
        if (table_below[index]) kill(table_pids[index], signal);
        mark(table_pids[index], 0);
    }
    return found;
#else
    (void)signal;
    return 0;
#endif
}

/// Reaps the ended children, the tool among them; true, with its status, when the tool has ended.
static int reaped_tool(pid_t tool, int *status) {
    int ended = 0;
    for (;;) {
        int one = 0;
        pid_t pid = waitpid(-1, &one, WNOHANG);
        if (pid <= 0) return ended;
        if (pid == tool) {
            *status = one;
            ended = 1;
        }
    }
}

static void pause_ms(long milliseconds) {
    struct timespec pause = {milliseconds / 1000, (milliseconds % 1000) * 1000000L};
    while (nanosleep(&pause, &pause) != 0 && errno == EINTR) {}
}

/// Waits up to `grace` milliseconds for the descendants to end, then kills what is left until
/// nothing is, reaping everything that ends below the leader.
static void end_descendants(long grace) {
    int status;
    for (long waited = 0; waited < grace; waited += 10) {
        while (waitpid(-1, &status, WNOHANG) > 0) {}
        if (signal_descendants(0) == 0) return;
        pause_ms(10);
    }
    // A process in an uninterruptible wait cannot die yet: the leader gives up after two seconds.
    for (int round = 0; round < 400 && signal_descendants(SIGKILL) > 0; round++) {
        while (waitpid(-1, &status, WNOHANG) > 0) {}
        pause_ms(5);
    }
    while (waitpid(-1, &status, WNOHANG) > 0) {}
}

/// The group's leader, between MockScope and the tool: it waits for the tool and ends with its
/// status. It is a child subreaper, so everything the tool starts stays its descendant even when
/// it leaves the group (SwiftPM's build system starts each compiler in a process group of its
/// own) or its parent ends first; when the tool ends, or MockScope asks (SIGUSR1) or dies (Linux's
/// parent-death signal, even after SIGKILL), the leader ends every descendant before it ends.
static void lead_group(pid_t parent, const char *path, char *const arguments[], char *const environment[],
                       const char *directory, int input, int output, int error, int report) {
    sigset_t all;
    sigfillset(&all);
    sigprocmask(SIG_SETMASK, &all, NULL);
    reset_signals();
    setpgid(0, 0);
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, SIGUSR1);
    prctl(PR_SET_CHILD_SUBREAPER, 1);
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
            int status = 0;
            if (!reaped_tool(tool, &status)) continue;
            // Whatever the tool left running goes with it: asked first, then for good.
            signal_descendants(SIGTERM);
            end_descendants(LEADER_GRACE_MS);
            _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
        }
        if (signal == SIGUSR1 || getppid() != parent) {
            end_descendants(0);
            _exit(128 + SIGKILL);
        }
        // SIGTERM and the like reach the group; the leader passes them on to descendants that
        // left it, and ends when the tool does.
        signal_descendants(signal);
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
    mockscope_children_end();
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
