/* cairn-cli-json.c — a small JSON reader for cairn-cli's own records.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <string.h>

#include "cairn-cli-json.h"

G_DEFINE_QUARK (cli-json-error-quark, cli_json_error)

typedef struct {
  const char *p;
  guint       depth;
} Reader;

/* Deep enough for every record cairn-cli writes, shallow enough for the
 * stack. */
#define MAX_DEPTH 32

static CliJson *read_value (Reader *r);

static void
skip_space (Reader *r)
{
  while (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r')
    r->p++;
}

static CliJson *
new_value (CliJsonType type)
{
  CliJson *v = g_new0 (CliJson, 1);

  v->type = type;
  if (type == CLI_JSON_ARRAY || type == CLI_JSON_OBJECT)
    v->items = g_ptr_array_new_with_free_func ((GDestroyNotify) cli_json_free);
  return v;
}

static int
hex_digit (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  c = (char) g_ascii_tolower (c);
  return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

static gboolean
read_hex4 (Reader   *r,
           gunichar *u)
{
  *u = 0;
  for (int i = 0; i < 4; i++)
    {
      int d = hex_digit (r->p[i]);

      if (d < 0)
        return FALSE;
      *u = *u * 16 + (gunichar) d;
    }
  r->p += 4;
  return TRUE;
}

/* A string after its opening quote; NULL when malformed. */
static char *
read_string (Reader *r)
{
  g_autoptr (GString) out = g_string_new (NULL);

  for (;;)
    {
      guchar c = (guchar) *r->p++;

      if (c == '"')
        break;
      if (c < 0x20)
        return NULL;
      if (c != '\\')
        {
          g_string_append_c (out, (char) c);
          continue;
        }
      switch (*r->p++)
        {
        case '"': g_string_append_c (out, '"'); break;
        case '\\': g_string_append_c (out, '\\'); break;
        case '/': g_string_append_c (out, '/'); break;
        case 'b': g_string_append_c (out, '\b'); break;
        case 'f': g_string_append_c (out, '\f'); break;
        case 'n': g_string_append_c (out, '\n'); break;
        case 'r': g_string_append_c (out, '\r'); break;
        case 't': g_string_append_c (out, '\t'); break;
        case 'u':
          {
            gunichar u, low;

            if (!read_hex4 (r, &u))
              return NULL;
            if (u >= 0xD800 && u < 0xDC00)
              {
                if (r->p[0] != '\\' || r->p[1] != 'u')
                  return NULL;
                r->p += 2;
                if (!read_hex4 (r, &low) || low < 0xDC00 || low >= 0xE000)
                  return NULL;
                u = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00);
              }
            else if (u >= 0xDC00 && u < 0xE000)
              return NULL;
            g_string_append_unichar (out, u);
            break;
          }
        default:
          return NULL;
        }
    }
  if (!g_utf8_validate (out->str, (gssize) out->len, NULL))
    return NULL;
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static CliJson *
read_number (Reader *r)
{
  const char *start = r->p;
  char *end = NULL;
  CliJson *v;
  gint64 n;

  if (*r->p == '-')
    r->p++;
  if (!g_ascii_isdigit (*r->p) || (r->p[0] == '0' && g_ascii_isdigit (r->p[1])))
    return NULL;
  while (g_ascii_isdigit (*r->p))
    r->p++;
  /* Only whole numbers: cairn-cli writes no others. */
  if (*r->p == '.' || *r->p == 'e' || *r->p == 'E')
    return NULL;
  errno = 0;
  n = g_ascii_strtoll (start, &end, 10);
  if (errno != 0 || end != r->p)
    return NULL;
  v = new_value (CLI_JSON_INT);
  v->integer = n;
  return v;
}

static gboolean
read_word (Reader     *r,
           const char *word)
{
  gsize n = strlen (word);

  if (strncmp (r->p, word, n) != 0)
    return FALSE;
  r->p += n;
  return TRUE;
}

/* The items of an array or object after its opening bracket. */
static CliJson *
read_items (Reader *r,
            gboolean object)
{
  g_autoptr (CliJson) v = new_value (object ? CLI_JSON_OBJECT : CLI_JSON_ARRAY);
  char close = object ? '}' : ']';

  if (++r->depth > MAX_DEPTH)
    return NULL;
  skip_space (r);
  if (*r->p == close)
    {
      r->p++;
      r->depth--;
      return g_steal_pointer (&v);
    }
  for (;;)
    {
      g_autofree char *key = NULL;
      CliJson *item;

      skip_space (r);
      if (object)
        {
          if (*r->p++ != '"' || (key = read_string (r)) == NULL)
            return NULL;
          skip_space (r);
          if (*r->p++ != ':')
            return NULL;
        }
      if ((item = read_value (r)) == NULL)
        return NULL;
      item->key = g_steal_pointer (&key);
      g_ptr_array_add (v->items, item);
      skip_space (r);
      if (*r->p == ',')
        {
          r->p++;
          continue;
        }
      if (*r->p++ != close)
        return NULL;
      break;
    }
  r->depth--;
  return g_steal_pointer (&v);
}

static CliJson *
read_value (Reader *r)
{
  CliJson *v;

  skip_space (r);
  switch (*r->p)
    {
    case '{':
      r->p++;
      return read_items (r, TRUE);
    case '[':
      r->p++;
      return read_items (r, FALSE);
    case '"':
      {
        char *s;

        r->p++;
        if ((s = read_string (r)) == NULL)
          return NULL;
        v = new_value (CLI_JSON_STRING);
        v->string = s;
        return v;
      }
    case 't':
    case 'f':
      {
        gboolean yes = *r->p == 't';

        if (!read_word (r, yes ? "true" : "false"))
          return NULL;
        v = new_value (CLI_JSON_BOOL);
        v->integer = yes;
        return v;
      }
    case 'n':
      return read_word (r, "null") ? new_value (CLI_JSON_NULL) : NULL;
    default:
      return read_number (r);
    }
}

CliJson *
cli_json_parse (const char  *text,
                GError     **error)
{
  Reader r = { text, 0 };
  g_autoptr (CliJson) v = read_value (&r);

  if (v)
    skip_space (&r);
  if (v == NULL || *r.p != '\0')
    {
      g_set_error (error, CLI_JSON_ERROR, CLI_JSON_ERROR_SYNTAX,
                   _("not valid JSON at character %u"), (guint) (r.p - text) + 1);
      return NULL;
    }
  return g_steal_pointer (&v);
}

void
cli_json_free (CliJson *value)
{
  if (value == NULL)
    return;
  g_free (value->string);
  g_free (value->key);
  g_clear_pointer (&value->items, g_ptr_array_unref);
  g_free (value);
}

const CliJson *
cli_json_get (const CliJson *object,
              const char    *key)
{
  if (object == NULL || object->type != CLI_JSON_OBJECT)
    return NULL;
  for (guint i = 0; i < object->items->len; i++)
    {
      const CliJson *item = g_ptr_array_index (object->items, i);

      if (g_str_equal (item->key, key))
        return item;
    }
  return NULL;
}

gboolean
cli_json_get_int (const CliJson *object,
                  const char    *key,
                  gint64         min,
                  gint64         max,
                  gint64        *value)
{
  const CliJson *v = cli_json_get (object, key);

  if (v == NULL || v->type != CLI_JSON_INT || v->integer < min || v->integer > max)
    return FALSE;
  *value = v->integer;
  return TRUE;
}

gboolean
cli_json_get_bool (const CliJson *object,
                   const char    *key,
                   gboolean      *value)
{
  const CliJson *v = cli_json_get (object, key);

  if (v == NULL || v->type != CLI_JSON_BOOL)
    return FALSE;
  *value = (gboolean) v->integer;
  return TRUE;
}

const char *
cli_json_get_string (const CliJson *object,
                     const char    *key)
{
  const CliJson *v = cli_json_get (object, key);

  return v && v->type == CLI_JSON_STRING ? v->string : NULL;
}
