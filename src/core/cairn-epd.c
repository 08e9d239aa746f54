/* cairn-epd.c — the EPD reader.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cairn-epd.h"
#include "cairn-format.h"
#include "cairn-games.h"

G_DEFINE_QUARK (cairn-epd-error-quark, cairn_epd_error)

/* EPD's own limit on an opcode's length. */
#define OPCODE_MAX 14
/* The longest mate a dm may name. */
#define DM_MAX 1000

const CairnGame *
cairn_epd_game (void)
{
  /* EPD lines hold FEN positions: the game whose text that is. */
  return cairn_games_with_flags (CAIRN_GAME_EPD);
}

static void
operation_free (gpointer data)
{
  CairnEpdOperation *op = data;

  g_free (op->opcode);
  g_strfreev (op->operands);
  g_free (op);
}

void
cairn_epd_record_free (CairnEpdRecord *record)
{
  if (record == NULL)
    return;
  g_clear_pointer (&record->best_moves, g_array_unref);
  g_clear_pointer (&record->avoid_moves, g_array_unref);
  g_clear_pointer (&record->operations, g_ptr_array_unref);
  g_free (record);
}

static const CairnEpdOperation *
find_operation (const CairnEpdRecord *record,
                const char           *opcode)
{
  for (guint i = 0; i < record->operations->len; i++)
    {
      const CairnEpdOperation *op = g_ptr_array_index (record->operations, i);

      if (g_str_equal (op->opcode, opcode))
        return op;
    }
  return NULL;
}

const char *
cairn_epd_record_get (const CairnEpdRecord *record,
                      const char           *opcode)
{
  const CairnEpdOperation *op = find_operation (record, opcode);

  return op ? op->operands[0] : NULL;
}

static gboolean
moves_contain (const GArray *moves,
               CairnMove     move)
{
  for (guint i = 0; i < moves->len; i++)
    if (g_array_index (moves, CairnMove, i) == move)
      return TRUE;
  return FALSE;
}

gboolean
cairn_epd_record_solved (const CairnEpdRecord *record,
                         CairnMove             move)
{
  if (move == CAIRN_NO_MOVE)
    return FALSE;
  if (record->best_moves->len > 0 && !moves_contain (record->best_moves, move))
    return FALSE;
  return !moves_contain (record->avoid_moves, move);
}

char *
cairn_epd_record_fen (const CairnEpdRecord *record)
{
  return cairn_position_to_string (&record->position);
}

static gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\r';
}

/* The next whitespace-separated word of *@p, for the FEN fields. */
static char *
next_word (const char **p)
{
  const char *start;

  while (is_space (**p))
    (*p)++;
  start = *p;
  while (**p && !is_space (**p))
    (*p)++;
  return *p > start ? g_strndup (start, (gsize) (*p - start)) : NULL;
}

/* @text shown in a message: valid UTF-8 however the line was written. */
static char *
shown (const char *text,
       gsize       length)
{
  g_autofree char *copy = g_strndup (text, length);

  return g_utf8_make_valid (copy, -1);
}

/* The length of the number-like word at @p ("0", "-1", "+3", "1.5": a
 * digit, after at most a sign, and only digits, points and commas up to
 * the next blank or ';'), or 0.  No opcode looks like that. */
static gsize
number_length (const char *p)
{
  gboolean digit = FALSE;
  gsize n = 0;

  if (p[n] == '-' || p[n] == '+')
    n++;
  for (; p[n] && !is_space (p[n]) && p[n] != ';'; n++)
    if (g_ascii_isdigit (p[n]))
      digit = TRUE;
    else if (p[n] != '.' && p[n] != ',')
      return 0;
  return digit ? n : 0;
}

/* The move counters many collections write after the four fields, as in
 * a FEN ("... w - - 0 1 bm Kf6;"), appended to @fen for the game to read
 * as a FEN's: it refuses one alone, or a third, naming the value.  At
 * most three are taken, so that a third is its error, not an opcode's. */
static void
take_counters (const char **p,
               GString     *fen,
               guint       *n_counters)
{
  gsize n;

  *n_counters = 0;
  for (;;)
    {
      while (is_space (**p))
        (*p)++;
      if (*n_counters == 3 || (n = number_length (*p)) == 0)
        return;
      g_string_append_c (fen, ' ');
      g_string_append_len (fen, *p, (gssize) n);
      *p += n;
      (*n_counters)++;
    }
}

/* hmvc or fmvn against the counter after the four fields (@given, NULL
 * when there was none); both checked numbers by now. */
static gboolean
counter_agrees (const char  *opcode,
                const char  *operand,
                const char  *given,
                GError     **error)
{
  if (operand == NULL || given == NULL
      || g_ascii_strtoull (operand, NULL, 10) == g_ascii_strtoull (given, NULL, 10))
    return TRUE;
  if (g_str_equal (opcode, "hmvc"))
    g_set_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_OPERATION,
                 _("the halfmove clock is given twice, “%s” after the four FEN fields and “%s” by hmvc; give it once"),
                 given, operand);
  else
    g_set_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_OPERATION,
                 _("the fullmove number is given twice, “%s” after the four FEN fields and “%s” by fmvn; give it once"),
                 given, operand);
  return FALSE;
}

static gboolean
opcode_valid (const char *start,
              gsize       length)
{
  if (length == 0 || length > OPCODE_MAX || !g_ascii_isalpha (start[0]))
    return FALSE;
  for (gsize i = 1; i < length; i++)
    if (!g_ascii_isalnum (start[i]) && start[i] != '_')
      return FALSE;
  return TRUE;
}

/* Reads one operation at *@p (past leading space): the opcode, its
 * operands and the ';' that ends it. */
static CairnEpdOperation *
parse_operation (const char **p,
                 GError     **error)
{
  g_autoptr (GPtrArray) operands = g_ptr_array_new_with_free_func (g_free);
  const char *start = *p;
  CairnEpdOperation *op;

  while (**p && !is_space (**p) && **p != ';')
    (*p)++;
  if (!opcode_valid (start, (gsize) (*p - start)))
    {
      g_autofree char *word = shown (start, (gsize) (*p - start));

      g_set_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_OPERATION,
                   _("“%s” is not an opcode: an opcode is a letter followed by up to %u letters, digits or underscores"),
                   word, OPCODE_MAX - 1);
      return NULL;
    }
  op = g_new0 (CairnEpdOperation, 1);
  op->opcode = g_strndup (start, (gsize) (*p - start));
  for (;;)
    {
      const char *operand;

      while (is_space (**p))
        (*p)++;
      if (**p == ';')
        {
          (*p)++;
          break;
        }
      if (**p == '\0')
        {
          g_set_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_OPERATION,
                       _("the operation “%s” does not end with “;”"), op->opcode);
          operation_free (op);
          return NULL;
        }
      if (**p == '"')
        {
          const char *close = strchr (*p + 1, '"');

          if (close == NULL)
            {
              g_set_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_STRING,
                           _("the string of “%s” has no closing quote"), op->opcode);
              operation_free (op);
              return NULL;
            }
          g_ptr_array_add (operands, shown (*p + 1, (gsize) (close - *p - 1)));
          *p = close + 1;
          continue;
        }
      operand = *p;
      while (**p && !is_space (**p) && **p != ';')
        (*p)++;
      g_ptr_array_add (operands, shown (operand, (gsize) (*p - operand)));
    }
  g_ptr_array_add (operands, NULL);
  op->operands = (char **) g_ptr_array_steal (operands, NULL);
  return op;
}

/* id and c0…c9 hold one string each; bm and am at least one move. */
static gboolean
check_operation (const CairnEpdOperation *op,
                 GError                 **error)
{
  guint n = g_strv_length (op->operands);
  gboolean is_string = g_str_equal (op->opcode, "id") ||
                       (strlen (op->opcode) == 2 && op->opcode[0] == 'c' && g_ascii_isdigit (op->opcode[1]));

  if (is_string && n != 1)
    {
      g_set_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_OPERATION,
                   _("“%s” takes one string in quotes, not %u operands"), op->opcode, n);
      return FALSE;
    }
  if ((g_str_equal (op->opcode, "bm") || g_str_equal (op->opcode, "am")) && n == 0)
    {
      g_set_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_OPERATION,
                   _("“%s” needs at least one move"), op->opcode);
      return FALSE;
    }
  if (g_str_equal (op->opcode, "dm"))
    {
      guint64 value;

      /* A mate in n takes 2n - 1 plies: past 1000 no search reaches. */
      if (n != 1 || !g_ascii_string_to_unsigned (op->operands[0], 10, 1, DM_MAX, &value, NULL))
        {
          g_autofree char *given = g_strjoinv (" ", op->operands);

          g_set_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_OPERATION,
                       _("“dm” (direct mate in n moves) takes one number from 1 to %u, not “%s”"),
                       DM_MAX, given);
          return FALSE;
        }
    }
  if (g_str_equal (op->opcode, "hmvc") || g_str_equal (op->opcode, "fmvn"))
    {
      guint64 value;

      /* The board keeps both counters in 16 bits: refuse, never wrap. */
      if (n != 1 || !g_ascii_string_to_unsigned (op->operands[0], 10, 0, G_MAXUINT16, &value, NULL))
        {
          g_autofree char *given = g_strjoinv (" ", op->operands);

          g_set_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_OPERATION,
                       g_str_equal (op->opcode, "hmvc")
                       ? _("“hmvc” (the halfmove clock) takes one number from 0 to 65535, not “%s”")
                       : _("“fmvn” (the fullmove number) takes one number from 0 to 65535, not “%s”"),
                       given);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
read_moves (const CairnEpdRecord    *record,
            const CairnEpdOperation *op,
            GArray                  *moves,
            GError                 **error)
{
  const CairnGame *game = cairn_position_game (&record->position);

  for (guint i = 0; op->operands[i]; i++)
    {
      g_autoptr (GError) cause = NULL;
      CairnMove move;

      if (!game->parse_move (&record->position.board, record->position.to_move, op->operands[i],
                             &move, &cause))
        {
          g_set_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_MOVE,
                       _("%s move “%s” is not legal in the position: %s"), op->opcode,
                       op->operands[i], cause->message);
          return FALSE;
        }
      g_array_append_val (moves, move);
    }
  return TRUE;
}

CairnEpdRecord *
cairn_epd_record_parse (const CairnGame *game,
                        const char      *line,
                        GError         **error)
{
  g_autoptr (CairnEpdRecord) record = g_new0 (CairnEpdRecord, 1);
  g_autoptr (GError) cause = NULL;
  g_autoptr (GString) fen = NULL;
  const char *p = line;
  char *fields[4] = { NULL };
  gsize four_fields;
  guint n_counters;

  g_return_val_if_fail (game != NULL && line != NULL, NULL);

  record->best_moves = g_array_new (FALSE, FALSE, sizeof (CairnMove));
  record->avoid_moves = g_array_new (FALSE, FALSE, sizeof (CairnMove));
  record->operations = g_ptr_array_new_with_free_func (operation_free);

  for (guint i = 0; i < 4; i++)
    if ((fields[i] = next_word (&p)) == NULL)
      {
        g_set_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_FEN,
                     _("a line starts with the four FEN fields (placement, side to move, castling, en passant); this one has %u"),
                     i);
        for (guint k = 0; k < i; k++)
          g_free (fields[k]);
        return NULL;
      }
  fen = g_string_new (NULL);
  g_string_append_printf (fen, "%s %s %s %s", fields[0], fields[1], fields[2], fields[3]);
  for (guint i = 0; i < 4; i++)
    g_free (fields[i]);
  four_fields = fen->len;
  take_counters (&p, fen, &n_counters);
  if (!cairn_position_parse_game (game, fen->str, NULL, &record->position, &cause))
    {
      g_set_error_literal (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_FEN, cause->message);
      return NULL;
    }

  for (;;)
    {
      CairnEpdOperation *op;

      while (is_space (*p))
        p++;
      if (*p == '\0')
        break;
      if ((op = parse_operation (&p, error)) == NULL)
        return NULL;
      if (find_operation (record, op->opcode))
        {
          g_set_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_OPERATION,
                       _("the opcode “%s” appears twice"), op->opcode);
          operation_free (op);
          return NULL;
        }
      g_ptr_array_add (record->operations, op);
      if (!check_operation (op, error))
        return NULL;
      if (g_str_equal (op->opcode, "bm") && !read_moves (record, op, record->best_moves, error))
        return NULL;
      if (g_str_equal (op->opcode, "am") && !read_moves (record, op, record->avoid_moves, error))
        return NULL;
      if (g_str_equal (op->opcode, "dm"))
        record->mate_in = (guint) g_ascii_strtoull (op->operands[0], NULL, 10);
    }
  if (find_operation (record, "hmvc") || find_operation (record, "fmvn"))
    {
      /* The counters the operations give, checked above, go into the
       * board; where the line has counters too, they must agree. */
      const char *hmvc = cairn_epd_record_get (record, "hmvc");
      const char *fmvn = cairn_epd_record_get (record, "fmvn");
      g_auto (GStrv) counters = g_strsplit (fen->str + four_fields + (n_counters ? 1 : 0), " ", -1);
      const char *halfmove = n_counters ? counters[0] : NULL;
      const char *fullmove = n_counters ? counters[1] : NULL;
      g_autofree char *counted = NULL;

      if (!counter_agrees ("hmvc", hmvc, halfmove, error) || !counter_agrees ("fmvn", fmvn, fullmove, error))
        return NULL;
      g_string_truncate (fen, four_fields);
      counted = g_strdup_printf ("%s %s %s", fen->str, hmvc ? hmvc : halfmove ? halfmove : "0",
                                 fmvn ? fmvn : fullmove ? fullmove : "1");
      if (!cairn_position_parse_game (game, counted, NULL, &record->position, &cause))
        {
          g_set_error_literal (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_FEN, cause->message);
          return NULL;
        }
    }
  return g_steal_pointer (&record);
}

GPtrArray *
cairn_epd_parse (const CairnGame *game,
                 const char      *text,
                 gsize            length,
                 const char      *name,
                 GError         **error)
{
  g_autoptr (GPtrArray) records = g_ptr_array_new_with_free_func ((GDestroyNotify) cairn_epd_record_free);
  g_autofree char *name_shown = g_utf8_make_valid (name, -1);
  const char *end = text + length;
  guint line_number = 0;

  for (const char *line = text; line < end;)
    {
      const char *newline = memchr (line, '\n', (gsize) (end - line));
      const char *stop = newline ? newline : end;
      g_autofree char *copy = g_strndup (line, (gsize) (stop - line));
      g_autoptr (GError) cause = NULL;
      CairnEpdRecord *record;
      char *trimmed;

      line_number++;
      line = newline ? newline + 1 : end;
      /* A NUL byte ends the line early: what follows it is never read. */
      trimmed = g_strstrip (copy);
      if (*trimmed == '\0' || *trimmed == '#')
        continue;
      if ((record = cairn_epd_record_parse (game, trimmed, &cause)) == NULL)
        {
          g_set_error (error, CAIRN_EPD_ERROR, cause->code, _("Line %u of “%s”: %s"), line_number,
                       name_shown, cause->message);
          return NULL;
        }
      record->line = line_number;
      g_ptr_array_add (records, record);
    }
  if (records->len == 0)
    {
      g_set_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_EMPTY,
                   _("“%s” holds no EPD position: give one a line, the four FEN fields and operations such as bm Kf6;"),
                   name_shown);
      return NULL;
    }
  return g_steal_pointer (&records);
}

GPtrArray *
cairn_epd_load_file (const CairnGame *game,
                     const char      *path,
                     GError         **error)
{
  g_autoptr (GError) cause = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, &cause))
    {
      g_autofree char *path_shown = g_utf8_make_valid (path, -1);

      g_set_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_READ, _("Cannot read “%s”: %s"),
                   path_shown, cairn_file_error_reason (cause));
      return NULL;
    }
  return cairn_epd_parse (game, contents, length, path, error);
}

gboolean
cairn_epd_detect (const char *path,
                  const char *contents)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);
  const char *p = contents;

  if (g_str_has_suffix (lower, ".epd"))
    return TRUE;
  while (*p)
    {
      const char *newline = strchr (p, '\n');
      const char *stop = newline ? newline : p + strlen (p);

      while (p < stop && (is_space (*p)))
        p++;
      if (p < stop && *p != '#')
        return memchr (p, ';', (gsize) (stop - p)) != NULL;
      p = newline ? newline + 1 : stop;
    }
  return FALSE;
}
