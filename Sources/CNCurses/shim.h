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

static void ms_end_window_at_exit(void) {
    if (!isendwin()) endwin();
}

static inline void ms_restore_terminal_at_exit(void) { atexit(ms_end_window_at_exit); }

#endif
