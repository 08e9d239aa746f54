/* cairn-cli-json.h — a small JSON reader for the records cairn-cli writes
 * (shard files): objects, arrays, strings, whole numbers, true, false and
 * null; nothing else is accepted.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  CLI_JSON_NULL,
  CLI_JSON_BOOL,
  CLI_JSON_INT,
  CLI_JSON_STRING,
  CLI_JSON_ARRAY,
  CLI_JSON_OBJECT,
} CliJsonType;

typedef struct _CliJson CliJson;

#define CLI_JSON_ERROR (cli_json_error_quark ())

typedef enum {
  CLI_JSON_ERROR_SYNTAX,
} CliJsonError;

GQuark      cli_json_error_quark (void);

struct _CliJson {
  CliJsonType type;
  gint64      integer;   /* BOOL and INT */
  char       *string;    /* STRING; an OBJECT member's key in @key */
  char       *key;
  GPtrArray  *items;     /* ARRAY and OBJECT: CliJson, in order */
};

/* The value of the whole of @text, or NULL with @error set. */
CliJson    *cli_json_parse      (const char *text,
                                 GError    **error);
void        cli_json_free       (CliJson *value);
/* An object's member @key, or NULL. */
const CliJson *cli_json_get     (const CliJson *object,
                                 const char    *key);
/* Member @key as a whole number in [@min, @max]; FALSE when missing or
 * not one. */
gboolean    cli_json_get_int    (const CliJson *object,
                                 const char    *key,
                                 gint64         min,
                                 gint64         max,
                                 gint64        *value);
gboolean    cli_json_get_bool   (const CliJson *object,
                                 const char    *key,
                                 gboolean      *value);
const char *cli_json_get_string (const CliJson *object,
                                 const char    *key);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CliJson, cli_json_free)

G_END_DECLS
