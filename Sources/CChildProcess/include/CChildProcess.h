#ifndef MOCKSCOPE_CCHILDPROCESS_H
#define MOCKSCOPE_CCHILDPROCESS_H

#include <sys/types.h>

/// Starts `path` with `arguments` and `environment` (both NULL-terminated) in `directory` (NULL:
/// the current one), its standard input, output and error on the given descriptors. The tool runs
/// in a process group of its own, under a small leader that ends with the tool's status (128 + the
/// signal that ended it). On Linux the leader is a child subreaper: whatever the tool started, in
/// its group or in groups of their own, ends when the tool ends, when the group is signalled, when
/// `mockscope_children_end` asks, and when this process dies, however it dies. Returns the leader's pid (the
/// group's id), or -errno when the tool could not be started.
pid_t mockscope_spawn(const char *path, char *const arguments[], char *const environment[], const char *directory,
                      int input, int output, int error);

/// Waits for `pid` without blocking: 1 and its wait status in `status` when it has ended (it is
/// then forgotten), 0 while it runs, -1 on an error (it is forgotten too).
int mockscope_child_poll(pid_t pid, int *status);

/// Sends `signal` to the process group of every child still running. Safe in a signal handler.
void mockscope_children_signal(int signal);

/// Asks every child's leader to kill its tool and everything the tool started, in its group or
/// not, and to end. Safe in a signal handler; the leaders finish the job after this returns.
void mockscope_children_end(void);

/// How many children are running.
int mockscope_children_running(void);

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT, where they still have their default action, first kill
/// every child's process group and then end this process as they would have. A child leads its
/// own group, so the terminal's Ctrl-C no longer reaches it by itself.
void mockscope_children_stop_on_signals(void);

#endif
