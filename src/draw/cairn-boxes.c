/* cairn-boxes.c — recording the boxes drawn, and placing words clear of
 * each other.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-boxes.h"

static GPrivate recording = G_PRIVATE_INIT ((GDestroyNotify) g_array_unref);

static void
box_clear (gpointer data)
{
  g_free (((CairnBox *) data)->text);
}

void
cairn_boxes_record_start (void)
{
  GArray *boxes = g_array_new (FALSE, FALSE, sizeof (CairnBox));

  g_array_set_clear_func (boxes, box_clear);
  g_private_replace (&recording, boxes);
}

GArray *
cairn_boxes_record_stop (void)
{
  GArray *boxes = g_private_get (&recording);

  if (boxes == NULL)
    return g_array_new (FALSE, FALSE, sizeof (CairnBox));
  g_array_ref (boxes);
  g_private_replace (&recording, NULL);
  return boxes;
}

GArray *
cairn_boxes_suspend (void)
{
  GArray *boxes = g_private_get (&recording);

  if (boxes)
    g_array_ref (boxes);
  g_private_replace (&recording, NULL);
  return boxes;
}

void
cairn_boxes_resume (GArray *boxes)
{
  g_private_replace (&recording, boxes);
}

gboolean
cairn_boxes_recording (void)
{
  return g_private_get (&recording) != NULL;
}

void
cairn_boxes_record (cairo_t      *cr,
                    CairnBoxKind  kind,
                    double        x0,
                    double        y0,
                    double        x1,
                    double        y1,
                    const char   *text)
{
  GArray *boxes = g_private_get (&recording);
  double xs[4] = { x0, x1, x1, x0 }, ys[4] = { y0, y0, y1, y1 };
  CairnBox box = { kind, INFINITY, INFINITY, -INFINITY, -INFINITY, NULL, FALSE };

  if (boxes == NULL || x1 <= x0 || y1 <= y0)
    return;
  for (guint i = 0; i < 4; i++)
    {
      cairo_user_to_device (cr, &xs[i], &ys[i]);
      box.x0 = MIN (box.x0, xs[i]);
      box.y0 = MIN (box.y0, ys[i]);
      box.x1 = MAX (box.x1, xs[i]);
      box.y1 = MAX (box.y1, ys[i]);
    }
  box.text = g_strdup (text);
  g_array_append_val (boxes, box);
}

void
cairn_boxes_record_upright (cairo_t    *cr,
                            double      x0,
                            double      y0,
                            double      x1,
                            double      y1,
                            const char *text)
{
  GArray *boxes = g_private_get (&recording);

  cairn_boxes_record (cr, CAIRN_BOX_TEXT, x0, y0, x1, y1, text);
  if (boxes != NULL && boxes->len > 0 && x1 > x0 && y1 > y0)
    g_array_index (boxes, CairnBox, boxes->len - 1).upright = TRUE;
}

void
cairn_boxes_record_segment (cairo_t *cr,
                            double   x0,
                            double   y0,
                            double   x1,
                            double   y1)
{
  GArray *boxes = g_private_get (&recording);
  CairnBox box = { CAIRN_BOX_EDGE, x0, y0, x1, y1, NULL, FALSE };

  if (boxes == NULL)
    return;
  cairo_user_to_device (cr, &box.x0, &box.y0);
  cairo_user_to_device (cr, &box.x1, &box.y1);
  g_array_append_val (boxes, box);
}

/* A box, or a segment from (x0, y0) to (x1, y1); @word: a word's box
 * (the placer keeps words apart by its gap). */
typedef struct {
  double   x0, y0, x1, y1;
  gboolean word;
} Rect;

/* Whether the segment @s passes through the inside of the box
 * (Liang–Barsky). */
static gboolean
segment_hits (const Rect *s,
              double      x0,
              double      y0,
              double      x1,
              double      y1)
{
  double dx = s->x1 - s->x0, dy = s->y1 - s->y0, t0 = 0, t1 = 1;
  const double pq[4][2] = {
    { -dx, s->x0 - x0 }, { dx, x1 - s->x0 },
    { -dy, s->y0 - y0 }, { dy, y1 - s->y0 },
  };

  for (guint i = 0; i < 4; i++)
    {
      double p = pq[i][0], q = pq[i][1];

      if (p == 0)
        {
          if (q <= 0)
            return FALSE;
          continue;
        }
      if (p < 0)
        t0 = MAX (t0, q / p);
      else
        t1 = MIN (t1, q / p);
      if (t0 >= t1)
        return FALSE;
    }
  return TRUE;
}

/* Whether the edge passes through the inside of @mark shrunk by @slack. */
static gboolean
crosses (const CairnBox *edge,
         const CairnBox *mark,
         double          slack)
{
  const Rect s = { edge->x0, edge->y0, edge->x1, edge->y1, FALSE };

  if (mark->x1 - mark->x0 <= 2 * slack || mark->y1 - mark->y0 <= 2 * slack)
    return FALSE;
  return segment_hits (&s, mark->x0 + slack, mark->y0 + slack, mark->x1 - slack, mark->y1 - slack);
}

guint
cairn_boxes_count_crossings (GArray  *boxes,
                             double   slack,
                             GString *report)
{
  guint n = 0;

  for (guint i = 0; i < boxes->len; i++)
    {
      const CairnBox *e = &g_array_index (boxes, CairnBox, i);

      if (e->kind != CAIRN_BOX_EDGE)
        continue;
      for (guint j = 0; j < boxes->len; j++)
        {
          const CairnBox *m = &g_array_index (boxes, CairnBox, j);

          if (m->kind != CAIRN_BOX_MARK || !crosses (e, m, slack))
            continue;
          n++;
          if (report && n <= 12)
            g_string_append_printf (report, "  edge %.0f,%.0f–%.0f,%.0f through the mark %.0f,%.0f–%.0f,%.0f\n",
                                    e->x0, e->y0, e->x1, e->y1, m->x0, m->y0, m->x1, m->y1);
        }
    }
  return n;
}

static gint
by_x0 (gconstpointer a,
       gconstpointer b)
{
  const CairnBox *p = *(const CairnBox * const *) a, *q = *(const CairnBox * const *) b;

  return (p->x0 > q->x0) - (p->x0 < q->x0);
}

/* Pairs of boxes (words only, or words and marks) whose overlap is more
 * than @slack both ways; a negative @slack: nearer than -@slack. */
static guint
count_pairs (GArray   *boxes,
             double    slack,
             gboolean  words_only,
             GString  *report)
{
  g_autoptr (GPtrArray) sorted = g_ptr_array_sized_new (boxes->len);
  guint n = 0;

  for (guint i = 0; i < boxes->len; i++)
    {
      CairnBoxKind kind = g_array_index (boxes, CairnBox, i).kind;

      if (kind == CAIRN_BOX_TEXT || (!words_only && kind == CAIRN_BOX_MARK))
        g_ptr_array_add (sorted, &g_array_index (boxes, CairnBox, i));
    }
  g_ptr_array_sort (sorted, by_x0);
  for (guint i = 0; i < sorted->len; i++)
    {
      const CairnBox *a = g_ptr_array_index (sorted, i);

      for (guint j = i + 1; j < sorted->len; j++)
        {
          const CairnBox *b = g_ptr_array_index (sorted, j);

          if (b->x0 >= a->x1 - slack)
            break;
          if (a->kind != CAIRN_BOX_TEXT && b->kind != CAIRN_BOX_TEXT)
            continue;
          if (MIN (a->x1, b->x1) - MAX (a->x0, b->x0) <= slack ||
              MIN (a->y1, b->y1) - MAX (a->y0, b->y0) <= slack)
            continue;
          n++;
          if (report && n <= 12 && slack >= 0)
            g_string_append_printf (report, "  “%s” over “%s” at %.0f,%.0f\n",
                                    a->text ? a->text : "(mark)", b->text ? b->text : "(mark)",
                                    MAX (a->x0, b->x0), MAX (a->y0, b->y0));
          else if (report && n <= 12)
            g_string_append_printf (report, "  “%s” within %.1f of “%s” at %.0f,%.0f\n",
                                    a->text, -slack, b->text, b->x0, b->y0);
        }
    }
  return n;
}

guint
cairn_boxes_count_overlaps (GArray  *boxes,
                            double   slack,
                            GString *report)
{
  return count_pairs (boxes, slack, FALSE, report);
}

/* Whether @inner lies within @outer. */
static gboolean
inside (const CairnBox *inner,
        const CairnBox *outer)
{
  return inner->x0 >= outer->x0 - 0.01 && inner->x1 <= outer->x1 + 0.01 &&
         inner->y0 >= outer->y0 - 0.01 && inner->y1 <= outer->y1 + 0.01;
}

guint
cairn_boxes_count_struck (GArray  *boxes,
                          GString *report)
{
  g_autoptr (GArray) pills = g_array_new (FALSE, FALSE, sizeof (CairnBox));
  guint n = 0;

  for (guint i = 0; i < boxes->len; i++)
    if (g_array_index (boxes, CairnBox, i).kind == CAIRN_BOX_PILL)
      g_array_append_val (pills, g_array_index (boxes, CairnBox, i));
  for (guint j = 0; j < boxes->len; j++)
    {
      const CairnBox *t = &g_array_index (boxes, CairnBox, j);
      gboolean on_pill = FALSE;

      if (t->kind != CAIRN_BOX_TEXT)
        continue;
      for (guint k = 0; k < pills->len && !on_pill; k++)
        on_pill = inside (t, &g_array_index (pills, CairnBox, k));
      if (on_pill)
        continue;
      for (guint i = 0; i < boxes->len; i++)
        {
          const CairnBox *e = &g_array_index (boxes, CairnBox, i);

          if (e->kind != CAIRN_BOX_EDGE || !crosses (e, t, 0))
            continue;
          n++;
          if (report && n <= 12)
            g_string_append_printf (report, "  edge %.0f,%.0f–%.0f,%.0f through “%s” at %.0f,%.0f\n",
                                    e->x0, e->y0, e->x1, e->y1, t->text ? t->text : "", t->x0, t->y0);
        }
    }
  return n;
}

guint
cairn_boxes_count_close (GArray  *boxes,
                         double   gap,
                         GString *report)
{
  return count_pairs (boxes, -gap, TRUE, report);
}

/* ---- placing ---- */

#define CELL 48.0

struct _CairnPlacer {
  double      bounds[4];
  double      gap;      /* between a word and another word */
  double      clearance; /* between a word and an edge */
  GArray     *boxes;    /* Rect each */
  GArray     *segments; /* Rect each: from (x0, y0) to (x1, y1) */
  GHashTable *grid;     /* cell key → GArray of box indices */
  GHashTable *segment_grid; /* cell key → GArray of segment indices */
};

CairnPlacer *
cairn_placer_new (const double bounds[4])
{
  CairnPlacer *placer = g_new0 (CairnPlacer, 1);

  memcpy (placer->bounds, bounds, sizeof placer->bounds);
  placer->boxes = g_array_new (FALSE, FALSE, sizeof (Rect));
  placer->segments = g_array_new (FALSE, FALSE, sizeof (Rect));
  placer->grid = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                        (GDestroyNotify) g_array_unref);
  placer->segment_grid = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                (GDestroyNotify) g_array_unref);
  return placer;
}

void
cairn_placer_free (CairnPlacer *placer)
{
  if (placer == NULL)
    return;
  g_array_unref (placer->boxes);
  g_array_unref (placer->segments);
  g_hash_table_unref (placer->grid);
  g_hash_table_unref (placer->segment_grid);
  g_free (placer);
}

static gint64
cell_key (gint64 cx,
          gint64 cy)
{
  /* Unsigned: cells left of or above the origin have negative numbers. */
  return (gint64) (((guint64) cx << 32) ^ ((guint64) cy & 0xffffffffu));
}

static void
grid_add (GHashTable *grid,
          gint64      cx,
          gint64      cy,
          guint       index)
{
  gint64 key = cell_key (cx, cy);
  GArray *list = g_hash_table_lookup (grid, &key);

  if (list == NULL)
    {
      list = g_array_new (FALSE, FALSE, sizeof (guint));
      g_hash_table_insert (grid, g_memdup2 (&key, sizeof key), list);
    }
  g_array_append_val (list, index);
}

static void
add_rect (CairnPlacer *placer,
          const Rect  *r)
{
  guint index = placer->boxes->len;

  if (!(r->x1 > r->x0 && r->y1 > r->y0))
    return;
  g_array_append_val (placer->boxes, *r);
  for (gint64 cx = (gint64) floor (r->x0 / CELL); cx <= (gint64) floor (r->x1 / CELL); cx++)
    for (gint64 cy = (gint64) floor (r->y0 / CELL); cy <= (gint64) floor (r->y1 / CELL); cy++)
      grid_add (placer->grid, cx, cy, index);
}

void
cairn_placer_add (CairnPlacer *placer,
                  double       x0,
                  double       y0,
                  double       x1,
                  double       y1)
{
  Rect r = { x0, y0, x1, y1, FALSE };

  add_rect (placer, &r);
}

void
cairn_placer_set_gaps (CairnPlacer *placer,
                       double       gap,
                       double       clearance)
{
  placer->gap = MAX (gap, 0);
  placer->clearance = MAX (clearance, 0);
}

void
cairn_placer_add_segment (CairnPlacer *placer,
                          double       x0,
                          double       y0,
                          double       x1,
                          double       y1)
{
  Rect s = { x0, y0, x1, y1, FALSE };
  guint index = placer->segments->len;
  double lo = MIN (x0, x1), hi = MAX (x0, x1);

  if (!(isfinite (x0) && isfinite (y0) && isfinite (x1) && isfinite (y1)))
    return;
  g_array_append_val (placer->segments, s);
  /* The cells the segment passes, column by column: a long edge across
   * a figure takes the cells along it, not its whole bounding box. */
  for (gint64 cx = (gint64) floor (lo / CELL); cx <= (gint64) floor (hi / CELL); cx++)
    {
      double a = MAX (lo, cx * CELL), b = MIN (hi, (cx + 1) * CELL);
      double ya = y0, yb = y1;

      if (x1 != x0)
        {
          ya = y0 + (a - x0) / (x1 - x0) * (y1 - y0);
          yb = y0 + (b - x0) / (x1 - x0) * (y1 - y0);
        }
      for (gint64 cy = (gint64) floor (MIN (ya, yb) / CELL); cy <= (gint64) floor (MAX (ya, yb) / CELL); cy++)
        grid_add (placer->segment_grid, cx, cy, index);
    }
}

static gboolean
take (CairnPlacer *placer,
      double       x0,
      double       y0,
      double       x1,
      double       y1,
      gboolean     edges)
{
  double g = placer->gap, c = placer->clearance, m = MAX (g, c);
  Rect word = { x0, y0, x1, y1, TRUE };

  if (x0 < placer->bounds[0] || y0 < placer->bounds[1] ||
      x1 > placer->bounds[2] || y1 > placer->bounds[3])
    return FALSE;
  for (gint64 cx = (gint64) floor ((x0 - m) / CELL); cx <= (gint64) floor ((x1 + m) / CELL); cx++)
    for (gint64 cy = (gint64) floor ((y0 - m) / CELL); cy <= (gint64) floor ((y1 + m) / CELL); cy++)
      {
        gint64 key = cell_key (cx, cy);
        GArray *list = g_hash_table_lookup (placer->grid, &key);
        GArray *segments = edges ? g_hash_table_lookup (placer->segment_grid, &key) : NULL;

        for (guint i = 0; list && i < list->len; i++)
          {
            const Rect *r = &g_array_index (placer->boxes, Rect, g_array_index (list, guint, i));
            /* Words keep a gap between them; a word may come up to a
             * mark (a value just under its node). */
            double k = r->word ? g : 0;

            if (x0 - k < r->x1 && r->x0 < x1 + k && y0 - k < r->y1 && r->y0 < y1 + k)
              return FALSE;
          }
        for (guint i = 0; segments && i < segments->len; i++)
          if (segment_hits (&g_array_index (placer->segments, Rect, g_array_index (segments, guint, i)),
                            x0 - c, y0 - c, x1 + c, y1 + c))
            return FALSE;
      }
  add_rect (placer, &word);
  return TRUE;
}

gboolean
cairn_placer_take (CairnPlacer *placer,
                   double       x0,
                   double       y0,
                   double       x1,
                   double       y1)
{
  return take (placer, x0, y0, x1, y1, TRUE);
}

gboolean
cairn_placer_take_opaque (CairnPlacer *placer,
                          double       x0,
                          double       y0,
                          double       x1,
                          double       y1)
{
  return take (placer, x0, y0, x1, y1, FALSE);
}
