/* cairn-settings.h — search mode, depth limit, reduction and guard.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-types.h"

G_BEGIN_DECLS

#define CAIRN_SETTINGS_ERROR (cairn_settings_error_quark ())
GQuark cairn_settings_error_quark (void);

typedef enum {
  CAIRN_SETTINGS_ERROR_MODE,
  CAIRN_SETTINGS_ERROR_DEPTH,
  CAIRN_SETTINGS_ERROR_REDUCTION,
  CAIRN_SETTINGS_ERROR_NODE_CAP,
} CairnSettingsError;

typedef enum {
  CAIRN_MODE_PLAIN,     /* depth-limited alpha-beta */
  CAIRN_MODE_NULL,      /* alpha-beta with null-move pruning */
  CAIRN_MODE_VERIFIED,  /* verified null-move pruning (David & Netanyahu) */
  CAIRN_MODE_MINIMAX,   /* no pruning at all */
} CairnMode;

#define CAIRN_N_MODES 4

#define CAIRN_DEPTH_MIN 1
/* The deepest limit any game allows; each game has its own depth_max. */
#define CAIRN_DEPTH_MAX 12
/* What people may choose: R 1 to 8, or adaptive. */
#define CAIRN_REDUCTION_MIN 1
#define CAIRN_REDUCTION_MAX 8
/* reduction == CAIRN_REDUCTION_ADAPTIVE: R = 3 where more than 6 plies
 * remain, else 2 (Heinz 1999).  A value no fixed R can take, so that
 * R = 0 stays a reduction of its own. */
#define CAIRN_REDUCTION_ADAPTIVE G_MAXUINT
/* R = 0: every probe searches as deep as a real move would (it lands at
 * ply + 1).  No text parses to it and no message offers it: the finder
 * uses it to tell zugzwang from a reduction's blind spot. */
#define CAIRN_REDUCTION_NONE 0

/* Far above the largest tic-tac-toe tree (549,946 nodes for depth-9
 * minimax), far below what would exhaust memory. */
#define CAIRN_NODE_CAP_DEFAULT 20000000u
#define CAIRN_NODE_CAP_MAX     200000000u

struct _CairnSettings {
  CairnMode mode;
  guint     depth;      /* CAIRN_DEPTH_MIN .. the game's depth_max */
  guint     reduction;  /* 1 .. 8, or CAIRN_REDUCTION_ADAPTIVE; 0 for the finder */
  gboolean  guard;      /* skip probes that would land on the horizon */
  guint     node_cap;   /* 0 means CAIRN_NODE_CAP_DEFAULT */
  CairnMove root_move;  /* only this move at the root; CAIRN_NO_MOVE means all */
};

void        cairn_settings_init_default (CairnSettings *settings);
/* @game: the game searched; NULL means tic-tac-toe. */
gboolean    cairn_settings_validate     (const CairnSettings *settings,
                                         const CairnGame     *game,
                                         GError             **error);

const char *cairn_mode_to_string        (CairnMode mode);
const char *cairn_mode_to_label         (CairnMode mode);
gboolean    cairn_mode_parse            (const char *text,
                                         CairnMode  *mode,
                                         GError    **error);
gboolean    cairn_mode_uses_null_move   (CairnMode mode);
/* Depth limits of tic-tac-toe, the default game. */
gboolean    cairn_depth_parse           (const char *text,
                                         guint      *depth,
                                         GError    **error);
gboolean    cairn_depth_parse_for_game  (const CairnGame *game,
                                         const char      *text,
                                         guint           *depth,
                                         GError         **error);
gboolean    cairn_reduction_parse       (const char *text,
                                         guint      *reduction,
                                         GError    **error);
char       *cairn_reduction_to_string   (guint reduction);

G_END_DECLS
