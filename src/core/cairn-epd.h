/* cairn-epd.h — EPD, the chess-programming world's test-suite format.
 *
 * A line is the first four FEN fields (placement, side to move, castling,
 * en passant) followed by operations `opcode operand…;`.  As many
 * collections do, the two FEN counters may follow the four fields
 * ("… w - - 0 1 bm Kf6;"): both or neither, read by the game as a FEN's
 * (an opcode begins with a letter, so a number there is a counter).
 * Cairn reads `bm` and `am` (moves in SAN or coordinates, several
 * allowed), `dm` (direct mate in n moves of the side to move), `id` and `c0`…`c9` (quoted strings), `hmvc` and `fmvn` (the
 * counters again: they must agree), and keeps every other opcode unread.  Blank
 * lines and lines starting with '#' are skipped.  The position and the
 * moves are read by the game (cairn_position_parse_game(), parse_move),
 * so the reader knows no rules.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-position.h"

G_BEGIN_DECLS

#define CAIRN_EPD_ERROR (cairn_epd_error_quark ())
GQuark cairn_epd_error_quark (void);

typedef enum {
  CAIRN_EPD_ERROR_READ,       /* the file could not be read */
  CAIRN_EPD_ERROR_EMPTY,      /* no position in the whole text */
  CAIRN_EPD_ERROR_FEN,        /* fewer than four FEN fields, or the game refused them */
  CAIRN_EPD_ERROR_STRING,     /* a quoted operand without its closing quote */
  CAIRN_EPD_ERROR_OPERATION,  /* a bad opcode, a missing ';', a repeated or empty operation */
  CAIRN_EPD_ERROR_MOVE,       /* a bm or am move that is not legal in the position */
} CairnEpdError;

typedef struct {
  char  *opcode;
  char **operands;   /* NULL-terminated, quotes removed, valid UTF-8 */
} CairnEpdOperation;

typedef struct {
  guint          line;          /* 1-based line of the text */
  CairnPosition  position;
  GArray        *best_moves;    /* CairnMove: bm, empty when none */
  GArray        *avoid_moves;   /* CairnMove: am, empty when none */
  guint          mate_in;       /* dm: the side to move mates in this many moves; 0 when none */
  GPtrArray     *operations;    /* CairnEpdOperation, every one in line order */
} CairnEpdRecord;

/* The game EPD positions are read in: chess. */
const CairnGame *cairn_epd_game           (void);

/* One EPD line of @game (blank and comment lines are not records). */
CairnEpdRecord  *cairn_epd_record_parse   (const CairnGame *game,
                                           const char      *line,
                                           GError         **error);
void             cairn_epd_record_free    (CairnEpdRecord *record);
/* The first operand of @opcode ("id", "c0"), or NULL. */
const char      *cairn_epd_record_get     (const CairnEpdRecord *record,
                                           const char           *opcode);
/* TRUE when @move is one of the bm moves (if any) and none of the am. */
gboolean         cairn_epd_record_solved  (const CairnEpdRecord *record,
                                           CairnMove             move);
/* The FEN of the record's position, as the game writes it. */
char            *cairn_epd_record_fen     (const CairnEpdRecord *record);

/* Every record of @text (CairnEpdRecord, freed with the array).  The first
 * bad line stops the reading: the error names @name, the line and the
 * reason.  A text without any position is an error too. */
GPtrArray       *cairn_epd_parse          (const CairnGame *game,
                                           const char      *text,
                                           gsize            length,
                                           const char      *name,
                                           GError         **error);
GPtrArray       *cairn_epd_load_file      (const CairnGame *game,
                                           const char      *path,
                                           GError         **error);
/* TRUE when a positions file should be read as EPD: its name ends in
 * .epd, or its first position line has an operation (a ';'). */
gboolean         cairn_epd_detect         (const char *path,
                                           const char *contents);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CairnEpdRecord, cairn_epd_record_free)

G_END_DECLS
