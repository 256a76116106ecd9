#ifndef MOCKSCOPE_CNCURSES_SHIM_H
#define MOCKSCOPE_CNCURSES_SHIM_H

// Wide-character ncurses: without this cchar_t, wget_wch and waddnwstr stay hidden.
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <ncursesw/curses.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

// Swift's Glibc module hides wcwidth; text is clipped by display columns, so declare it.
extern int wcwidth(wchar_t c);

// Swift 6 rejects mutable C globals and cannot import macros: reach them through functions.
static inline WINDOW *ms_stdscr(void) { return stdscr; }
static inline int ms_lines(void) { return LINES; }
static inline int ms_cols(void) { return COLS; }
static inline FILE *ms_stdin(void) { return stdin; }
static inline FILE *ms_stdout(void) { return stdout; }

static inline attr_t ms_attr_bold(void) { return A_BOLD; }
static inline attr_t ms_attr_reverse(void) { return A_REVERSE; }
static inline attr_t ms_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t ms_attr_dim(void) { return A_DIM; }
static inline attr_t ms_attr_normal(void) { return A_NORMAL; }
static inline attr_t ms_color_pair(short pair) { return (attr_t)COLOR_PAIR(pair); }

static inline mmask_t ms_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t ms_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t ms_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t ms_wheel_up(void) { return BUTTON4_PRESSED; }
static inline mmask_t ms_wheel_down(void) { return BUTTON5_PRESSED; }

// Signals: SIGINT/SIGTERM/SIGHUP only set a flag the loop polls, so the terminal is restored by
// the normal exit path. Crashes restore the terminal first, then chain to the previous handler
// (Swift's backtracer), so the report lands on a usable screen.
static volatile sig_atomic_t ms_quit_signal_received = 0;
static struct sigaction ms_previous_crash_actions[32];

static inline int ms_quit_signal(void) { return ms_quit_signal_received; }

static void ms_on_quit_signal(int signal_number) { ms_quit_signal_received = signal_number; }

static void ms_on_crash_signal(int signal_number) {
    endwin();
    sigaction(signal_number, &ms_previous_crash_actions[signal_number], NULL);
    raise(signal_number);
}

static inline void ms_install_signal_handlers(void) {
    struct sigaction quit_action;
    memset(&quit_action, 0, sizeof quit_action);
    quit_action.sa_handler = ms_on_quit_signal;
    sigemptyset(&quit_action.sa_mask);
    sigaction(SIGINT, &quit_action, NULL);
    sigaction(SIGTERM, &quit_action, NULL);
    sigaction(SIGHUP, &quit_action, NULL);

    int crashes[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
    for (unsigned index = 0; index < sizeof crashes / sizeof crashes[0]; index++) {
        struct sigaction crash_action;
        memset(&crash_action, 0, sizeof crash_action);
        crash_action.sa_handler = ms_on_crash_signal;
        sigemptyset(&crash_action.sa_mask);
        sigaction(crashes[index], &crash_action, &ms_previous_crash_actions[crashes[index]]);
    }
}

static void ms_end_window_at_exit(void) {
    if (!isendwin()) endwin();
}

static inline void ms_restore_terminal_at_exit(void) { atexit(ms_end_window_at_exit); }

#endif
