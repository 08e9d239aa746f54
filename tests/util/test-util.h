/* test-util.h — helpers shared by the core test suites.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-chess-board.h"
#include "cairn-search.h"

void       test_position            (const char    *cells,
                                     const char    *to_move,
                                     CairnPosition *position);
void       test_settings            (CairnMode      mode,
                                     guint          depth,
                                     guint          reduction,
                                     gboolean       guard,
                                     CairnSettings *settings);
/* A recorded search run to the end; @cells NULL: the empty board. */
CairnSearch *test_run_search        (CairnMode      mode,
                                     guint          depth,
                                     guint          reduction,
                                     const char    *cells,
                                     const char    *to_move);
/* The same for the chess position @fen (a FEN that does not read fails
 * the test). */
CairnSearch *test_run_chess_search  (const char    *fen,
                                     CairnMode      mode,
                                     guint          depth,
                                     guint          reduction);
GPtrArray *test_all_positions       (void);
/* The moves handed out a few at a time, as the search asks for them, are
 * the full list in its order; the count of those not handed out yet and
 * "is there any?" are always right. */
void       test_chess_check_cursor  (const CairnChessBoard *board,
                                     CairnSide              side);
/* Appends to @positions (CairnPosition) one in @every of the chess
 * positions of @material with @side to move: the first and each
 * @every-th after it, or, with @rand, each with chance 1 / @every. */
void       test_chess_sample        (GArray          *positions,
                                     const char      *material,
                                     CairnSide        side,
                                     guint            every,
                                     GRand           *rand);
/* @n scaled by CAIRN_TEST_SCALE (a percentage, 100 by default), at
 * least 1: random tests run longer by hand. */
guint      test_scaled              (guint n);
/* A random root window in @settings (root_alpha < root_beta): a zero
 * window, as the suite's tie tests ask, or a narrow one, around a value
 * within @game's scores. */
void       test_random_root_window  (CairnSettings   *settings,
                                     const CairnGame *game,
                                     GRand           *rand);
/* A legal chess position with the kings and @men ("KQkr" style letters,
 * kings included) placed at random, either side to move. */
void       test_chess_random_ending (CairnPosition   *position,
                                     const char      *men,
                                     GRand           *rand);
/* @fen read into @board and @side; a FEN that does not read fails the
 * test, naming it and why. */
void       test_chess_load          (const char      *fen,
                                     CairnChessBoard *board,
                                     CairnSide       *side);
void       test_assert_same_search  (const CairnSearch *a,
                                     const CairnSearch *b);

/* Every counter of @a is @b's. */
void       test_assert_same_counters (const CairnCounters *a,
                                      const CairnCounters *b);
/* Fails with both texts when @part is not in @text. */
void       test_assert_contains     (const char         *text,
                                     const char         *part);
/* The text of a PDF on one line (lines wrap where the page wants), or
 * NULL with the test skipped when pdftotext is not installed. */
char      *test_pdf_text            (const char         *path);

