/* cairn-scenario.c — loading and saving .cairn files.
 *
 * Unknown keys, groups and repeated keys load with a warning naming the
 * key and its line (files from newer versions still open); every known
 * key is range-checked as strictly as the command line is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cairn-format.h"
#include "cairn-games.h"
#include "cairn-scenario.h"

G_DEFINE_QUARK (cairn-scenario-error-quark, cairn_scenario_error)

static const char * const mode_keys[2] = { "left-mode", "right-mode" };

/* Every key cairn_scenario_load_data() reads. */
static const char * const known_keys[] = {
  "game", "position", "to-move", "depth", "reduction", "guard",
  "left-mode", "right-mode", "probe-window", "scoring", "null-when", "engine-parts", NULL
};

void
cairn_scenario_init_default (CairnScenario *scenario)
{
  g_return_if_fail (scenario != NULL);

  cairn_position_init_empty (&scenario->position);
  scenario->depth = 5;
  scenario->reduction = 3;
  scenario->guard = FALSE;
  scenario->modes[0] = CAIRN_MODE_PLAIN;
  scenario->modes[1] = CAIRN_MODE_NULL;
  scenario->probe_window = CAIRN_PROBE_WINDOW_FULL;
  scenario->scoring = CAIRN_SCORING_SEED;
  scenario->null_when = CAIRN_NULL_WHEN_ALWAYS;
  scenario->engine_parts = 0;
}

/* Reads a string key; NULL with @error set when missing (if @required). */
static char *
get_string (GKeyFile    *keyfile,
            const char  *key,
            gboolean     required,
            GError     **error)
{
  g_autoptr (GError) local_error = NULL;
  char *value = g_key_file_get_string (keyfile, CAIRN_SCENARIO_GROUP, key, &local_error);

  if (value != NULL)
    {
      g_strstrip (value);
      return value;
    }
  if (required || !g_error_matches (local_error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_KEY_NOT_FOUND))
    {
      if (g_error_matches (local_error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_KEY_NOT_FOUND))
        g_set_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_MISSING_KEY,
                     _("The scenario has no “%s” key in its [%s] group"),
                     key, CAIRN_SCENARIO_GROUP);
      else
        g_set_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_BAD_VALUE,
                     _("The scenario's “%s” key cannot be read: %s"), key, local_error->message);
    }
  return NULL;
}

static gboolean
bad_value (GError     **error,
           const char  *key,
           GError      *cause)
{
  g_set_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_BAD_VALUE,
               _("Bad value for “%s” in the scenario: %s"), key, cause->message);
  return FALSE;
}

/* The line of @key's last setting in the scenario group (the one GKeyFile
 * keeps), or 0 when the text has none. */
static guint
key_line (const char *data,
          gsize       length,
          const char *key)
{
  const char *end = data + length;
  gboolean in_scenario = FALSE;
  guint line = 0, found = 0;

  for (const char *p = data; p < end; )
    {
      const char *eol = memchr (p, '\n', (gsize) (end - p));
      g_autofree char *text = g_strstrip (g_strndup (p, (gsize) ((eol ? eol : end) - p)));
      const char *equals = strchr (text, '=');

      line++;
      p = eol ? eol + 1 : end;
      if (*text == '[')
        in_scenario = g_str_has_prefix (text + 1, CAIRN_SCENARIO_GROUP "]");
      else if (in_scenario && *text != '#' && equals != NULL)
        {
          g_autofree char *name = g_strstrip (g_strndup (text, (gsize) (equals - text)));

          if (g_str_equal (name, key))
            found = line;
        }
    }
  return found;
}

/* As bad_value(), naming the line that holds the value. */
static gboolean
bad_value_on_line (GError     **error,
                   const char  *key,
                   guint        line,
                   GError      *cause)
{
  if (line == 0)
    return bad_value (error, key, cause);
  g_set_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_BAD_VALUE,
               _("Line %u: bad value for “%s” in the scenario: %s"), line, key, cause->message);
  return FALSE;
}

/* A bad value, named by the line that holds it (issue 21: a refusal names
 * line and reason), or without a line when the text has none. */
static gboolean
bad_value_in (GError     **error,
              const char  *data,
              gsize        length,
              const char  *key,
              GError      *cause)
{
  return bad_value_on_line (error, key, key_line (data, length, key), cause);
}

gboolean
cairn_scenario_load_data (CairnScenario  *scenario,
                          const char     *data,
                          gsize           length,
                          GError        **error)
{
  g_autoptr (GKeyFile) keyfile = g_key_file_new ();
  g_autoptr (GError) local_error = NULL;
  g_autofree char *game_id = NULL;
  g_autofree char *cells = NULL;
  g_autofree char *to_move = NULL;
  const CairnGame *game = cairn_games_default ();
  g_autofree char *depth = NULL;
  g_autofree char *reduction = NULL;
  g_autofree char *guard = NULL;
  g_autofree char *probe_window = NULL;
  g_autofree char *scoring = NULL;
  g_autofree char *null_when = NULL;
  g_autofree char *engine_parts = NULL;
  CairnScenario parsed;

  g_return_val_if_fail (scenario != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  if (length > CAIRN_SCENARIO_MAX_BYTES)
    {
      g_set_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_SYNTAX,
                   /* a plain %lu: xgettext cannot see through G_GSIZE_FORMAT */
                   _("The scenario is %lu bytes long; a scenario file is at most %d bytes"),
                   (unsigned long) length, CAIRN_SCENARIO_MAX_BYTES);
      return FALSE;
    }
  if (memchr (data, '\0', length) != NULL || !g_utf8_validate_len (data, length, NULL))
    {
      g_set_error_literal (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_SYNTAX,
                           _("This is not a scenario file: it is not UTF-8 text"));
      return FALSE;
    }
  if (!g_key_file_load_from_data (keyfile, data, length, G_KEY_FILE_NONE, &local_error))
    {
      g_set_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_SYNTAX,
                   _("This is not a valid scenario file: %s"), local_error->message);
      return FALSE;
    }
  if (!g_key_file_has_group (keyfile, CAIRN_SCENARIO_GROUP))
    {
      g_set_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_MISSING_KEY,
                   _("This is not a scenario file: it has no [%s] group"), CAIRN_SCENARIO_GROUP);
      return FALSE;
    }

  cairn_scenario_init_default (&parsed);

  /* Files from before the second game have no game key: tic-tac-toe. */
  game_id = get_string (keyfile, "game", FALSE, &local_error);
  if (local_error)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (game_id && !(game = cairn_games_lookup (game_id, &local_error)))
    return bad_value_in (error, data, length, "game", local_error);

  if (!(cells = get_string (keyfile, "position", TRUE, error)))
    return FALSE;
  to_move = get_string (keyfile, "to-move", FALSE, &local_error);
  if (local_error)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (!cairn_position_parse_game (game, cells, to_move, &parsed.position, &local_error))
    return bad_value_in (error, data, length,
                         to_move && local_error->code == CAIRN_POSITION_ERROR_SIDE ? "to-move" : "position",
                         local_error);

  if (!(depth = get_string (keyfile, "depth", TRUE, error)))
    return FALSE;
  if (!cairn_depth_parse_for_game (game, depth, &parsed.depth, &local_error))
    return bad_value_in (error, data, length, "depth", local_error);

  if (!(reduction = get_string (keyfile, "reduction", TRUE, error)))
    return FALSE;
  if (!cairn_reduction_parse (reduction, &parsed.reduction, &local_error))
    return bad_value_in (error, data, length, "reduction", local_error);

  guard = get_string (keyfile, "guard", FALSE, &local_error);
  if (local_error)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (guard)
    {
      if (g_strcmp0 (guard, "true") == 0)
        parsed.guard = TRUE;
      else if (g_strcmp0 (guard, "false") == 0)
        parsed.guard = FALSE;
      else
        {
          g_set_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_BAD_VALUE,
                       _("Line %u: bad value for “guard” in the scenario: “%s”; use true or false"),
                       key_line (data, length, "guard"), guard);
          return FALSE;
        }
    }

  for (guint pane = 0; pane < 2; pane++)
    {
      g_autofree char *mode = get_string (keyfile, mode_keys[pane], FALSE, &local_error);

      if (local_error)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      if (mode && !cairn_mode_parse (mode, &parsed.modes[pane], &local_error))
        return bad_value_in (error, data, length, mode_keys[pane], local_error);
    }

  /* Files from before the engine options have neither key: the seed. */
  probe_window = get_string (keyfile, "probe-window", FALSE, &local_error);
  if (local_error)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (probe_window && !cairn_probe_window_parse (probe_window, &parsed.probe_window, &local_error))
    return bad_value_in (error, data, length, "probe-window", local_error);

  scoring = get_string (keyfile, "scoring", FALSE, &local_error);
  if (local_error)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (scoring && !cairn_scoring_parse (scoring, &parsed.scoring, &local_error))
    return bad_value_in (error, data, length, "scoring", local_error);

  /* Files from before the null-move rule have no key: always, the seed. */
  null_when = get_string (keyfile, "null-when", FALSE, &local_error);
  if (local_error)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (null_when && !cairn_null_when_parse (null_when, &parsed.null_when, &local_error))
    return bad_value_in (error, data, length, "null-when", local_error);

  /* Files from before the engine style have no key: the seed style. */
  engine_parts = get_string (keyfile, "engine-parts", FALSE, &local_error);
  if (local_error)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (engine_parts && !cairn_engine_parts_parse (engine_parts, &parsed.engine_parts, &local_error))
    return bad_value_in (error, data, length, "engine-parts", local_error);
  if (parsed.engine_parts != 0)
    {
      CairnSettings check;

      cairn_scenario_get_settings (&parsed, 0, &check);
      if (!cairn_settings_validate (&check, cairn_position_game (&parsed.position), &local_error))
        return bad_value_in (error, data, length, "engine-parts", local_error);
    }

  *scenario = parsed;
  return TRUE;
}

/* Edits (insert, delete, replace a byte) that turn @a into @b, or more
 * than @limit when that is all that matters: the cost of a typo. */
static guint
edit_distance (const char *a,
               const char *b,
               guint       limit)
{
  gsize n = strlen (b);
  guint row[33];

  if (strlen (a) > 32 || n > 32)
    return limit + 1;
  for (gsize j = 0; j <= n; j++)
    row[j] = (guint) j;
  for (gsize i = 1; a[i - 1] != '\0'; i++)
    {
      guint diagonal = row[0];

      row[0] = (guint) i;
      for (gsize j = 1; j <= n; j++)
        {
          guint above = row[j];

          row[j] = MIN (MIN (row[j] + 1, row[j - 1] + 1), diagonal + (a[i - 1] != b[j - 1]));
          diagonal = above;
        }
    }
  return row[n];
}

/* The known key @key is a typo of, or NULL. */
static const char *
near_key (const char *key)
{
  for (guint i = 0; known_keys[i] != NULL; i++)
    if (edit_distance (key, known_keys[i], 2) <= 2)
      return known_keys[i];
  return NULL;
}

/* GKeyFile ignores the keys it is not asked for and keeps only the last
 * of two equal keys, and says nothing of either; this pass over the text
 * finds both, by line.  It expects text GKeyFile has already accepted. */
char **
cairn_scenario_check_keys (const char *data,
                           gsize       length)
{
  g_autoptr (GHashTable) first_lines = NULL;
  g_autofree char *known = NULL;
  GPtrArray *warnings;
  const char *end = data + length;
  gboolean in_scenario = FALSE;
  guint line = 0;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  first_lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  known = g_strjoinv (", ", (char **) known_keys);
  warnings = g_ptr_array_new_null_terminated (0, g_free, TRUE);
  for (const char *p = data; p < end; )
    {
      const char *eol = memchr (p, '\n', (gsize) (end - p));
      g_autofree char *text = g_strstrip (g_strndup (p, (gsize) ((eol ? eol : end) - p)));
      g_autofree char *key = NULL;
      const char *equals;
      guint first_line;

      line++;
      p = eol ? eol + 1 : end;
      if (*text == '\0' || *text == '#')
        continue;
      if (*text == '[')
        {
          g_autofree char *group = g_strndup (text + 1, strcspn (text + 1, "]"));

          in_scenario = g_str_equal (group, CAIRN_SCENARIO_GROUP);
          if (!in_scenario)
            g_ptr_array_add (warnings, g_strdup_printf (_("Line %u: unknown group [%s] is ignored"),
                                                        line, group));
          continue;
        }
      equals = strchr (text, '=');
      if (!in_scenario || equals == NULL)
        continue;
      key = g_strstrip (g_strndup (text, (gsize) (equals - text)));
      if (!g_strv_contains (known_keys, key) && near_key (key) != NULL)
        g_ptr_array_add (warnings, g_strdup_printf (_("Line %u: unknown key “%s” is ignored; did you mean “%s”?"),
                                                    line, key, near_key (key)));
      else if (!g_strv_contains (known_keys, key))
        g_ptr_array_add (warnings, g_strdup_printf (_("Line %u: unknown key “%s” is ignored (the keys are %s)"),
                                                    line, key, known));
      else if ((first_line = GPOINTER_TO_UINT (g_hash_table_lookup (first_lines, key))) != 0)
        g_ptr_array_add (warnings, g_strdup_printf (_("Line %u: “%s” is given again (first on line %u); the value on line %u counts"),
                                                    line, key, first_line, line));
      else
        g_hash_table_insert (first_lines, g_steal_pointer (&key), GUINT_TO_POINTER (line));
    }
  return (char **) g_ptr_array_free (warnings, FALSE);
}

/* Loads @path; on success *@warnings (if not NULL) holds what
 * cairn_scenario_check_keys() found, empty when nothing. */
gboolean
cairn_scenario_load_file (CairnScenario   *scenario,
                          const char      *path,
                          char          ***warnings,
                          GError         **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autoptr (GMappedFile) file = NULL;
  GStatBuf st;

  g_return_val_if_fail (path != NULL, FALSE);

  /* Refused by name: mapping a folder fails with a message about mmap,
   * and opening a FIFO would wait for a writer. */
  if (g_stat (path, &st) == 0 && !S_ISREG (st.st_mode))
    {
      g_set_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_READ,
                   S_ISDIR (st.st_mode)
                   ? _("Cannot read scenario “%s”: it is a folder; give a .cairn file")
                   : _("Cannot read scenario “%s”: it is not a regular file; give a .cairn file"),
                   path);
      return FALSE;
    }
  file = g_mapped_file_new (path, FALSE, &local_error);
  if (file == NULL)
    {
      g_set_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_READ,
                   _("Cannot read scenario “%s”: %s"), path, cairn_file_error_reason (local_error));
      return FALSE;
    }
  if (!cairn_scenario_load_data (scenario, g_mapped_file_get_contents (file),
                                 g_mapped_file_get_length (file), &local_error))
    {
      g_set_error (error, CAIRN_SCENARIO_ERROR, local_error->code,
                   "%s: %s", path, local_error->message);
      return FALSE;
    }
  if (warnings != NULL)
    *warnings = cairn_scenario_check_keys (g_mapped_file_get_contents (file),
                                           g_mapped_file_get_length (file));
  return TRUE;
}

char *
cairn_scenario_to_data (const CairnScenario *scenario)
{
  g_autoptr (GKeyFile) keyfile = g_key_file_new ();
  const CairnGame *game = cairn_position_game (&scenario->position);
  g_autofree char *cells = cairn_position_to_string (&scenario->position);
  g_autofree char *reduction = cairn_reduction_to_string (scenario->reduction);

  g_key_file_set_string (keyfile, CAIRN_SCENARIO_GROUP, "game", game->id);
  g_key_file_set_string (keyfile, CAIRN_SCENARIO_GROUP, "position", cells);
  if (!game->text_has_side)
    g_key_file_set_string (keyfile, CAIRN_SCENARIO_GROUP, "to-move",
                           scenario->position.to_move == CAIRN_SIDE_X ? "x" : "o");
  g_key_file_set_integer (keyfile, CAIRN_SCENARIO_GROUP, "depth", (int) scenario->depth);
  g_key_file_set_string (keyfile, CAIRN_SCENARIO_GROUP, "reduction", reduction);
  g_key_file_set_boolean (keyfile, CAIRN_SCENARIO_GROUP, "guard", scenario->guard);
  for (guint pane = 0; pane < 2; pane++)
    g_key_file_set_string (keyfile, CAIRN_SCENARIO_GROUP, mode_keys[pane],
                           cairn_mode_to_string (scenario->modes[pane]));
  /* Always written, defaults included: a file says what it searched. */
  g_key_file_set_string (keyfile, CAIRN_SCENARIO_GROUP, "probe-window",
                         cairn_probe_window_to_string (scenario->probe_window));
  g_key_file_set_string (keyfile, CAIRN_SCENARIO_GROUP, "scoring",
                         cairn_scoring_to_string (scenario->scoring));
  g_key_file_set_string (keyfile, CAIRN_SCENARIO_GROUP, "null-when",
                         cairn_null_when_to_string (scenario->null_when));
  /* Only when on, so that seed-style files read as they always did. */
  if (scenario->engine_parts != 0)
    {
      g_autofree char *parts = cairn_engine_parts_to_string (scenario->engine_parts);

      g_key_file_set_string (keyfile, CAIRN_SCENARIO_GROUP, "engine-parts", parts);
    }
  return g_key_file_to_data (keyfile, NULL, NULL);
}

/* g_file_set_contents() writes a temporary file and renames it over the
 * target, so a failed save leaves any earlier file untouched. */
gboolean
cairn_scenario_save_file (const CairnScenario  *scenario,
                          const char           *path,
                          GError              **error)
{
  g_autofree char *data = cairn_scenario_to_data (scenario);
  g_autoptr (GError) local_error = NULL;

  g_return_val_if_fail (path != NULL, FALSE);

  if (!g_file_set_contents_full (path, data, -1,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_ONLY_EXISTING,
                                 0644, &local_error))
    {
      g_set_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_WRITE,
                   _("Cannot save scenario “%s”: %s"), path, cairn_file_error_reason (local_error));
      return FALSE;
    }
  return TRUE;
}

void
cairn_scenario_get_settings (const CairnScenario *scenario,
                             guint                pane,
                             CairnSettings       *settings)
{
  g_return_if_fail (pane < 2);

  cairn_settings_init_default (settings);
  settings->mode = scenario->modes[pane];
  settings->depth = scenario->depth;
  settings->reduction = scenario->reduction;
  settings->guard = scenario->guard;
  settings->probe_window = scenario->probe_window;
  settings->scoring = scenario->scoring;
  settings->null_when = scenario->null_when;
  settings->engine_parts = scenario->engine_parts;
}
