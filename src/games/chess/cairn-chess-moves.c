/* cairn-chess-moves.c — attacks, legal moves in search order, playing a
 * move, check, and perft (DESIGN §1b).
 *
 * Men are bit sets (a1 = bit 0).  Knight and king targets come from
 * tables; line pieces walk the eight rays, the first man on a ray found
 * with one bit scan.  Legality avoids playing every move: pins and checks
 * are found once per position, so only king moves and en passant need an
 * extra attack test.  Moves come out sorted as DESIGN §1b orders them,
 * because the men's moves go out by increasing square, each man's targets
 * by increasing square, and promotions as queen, rook, bishop, knight.
 * The search takes them a few men at a time (cairn_chess_first_moves()),
 * and the horizon's "can the side move at all?" tries the likeliest moves
 * before generating any.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-chess.h"

#define RANK_1  G_GUINT64_CONSTANT (0xFF)
#define RANK_8  (RANK_1 << 56)
#define FILE_A  G_GUINT64_CONSTANT (0x0101010101010101)
#define FILE_H  (FILE_A << 7)

/* Directions: the first four go up the square indices, the last four down. */
enum { NORTH, NORTH_EAST, EAST, NORTH_WEST, SOUTH, SOUTH_WEST, WEST, SOUTH_EAST, N_DIRECTIONS };

static const int dir_file[N_DIRECTIONS] = { 0, 1, 1, -1, 0, -1, -1, 1 };
static const int dir_rank[N_DIRECTIONS] = { 1, 1, 0, 1, -1, -1, 0, -1 };

static guint64 rays[N_DIRECTIONS][64];
static guint64 knight_table[64];
static guint64 king_table[64];
static guint64 pawn_table[2][64];      /* squares a pawn of that side attacks */
static guint64 between_table[64][64];  /* squares strictly between two squares on a line */
static guint64 line_table[64][64];     /* the whole line through two squares on a line */
static guint64 rook_rays[64];          /* a rook's targets on an empty board */
static guint64 bishop_rays[64];
static guint8  castle_keep[64];        /* rights kept when a move touches the square */

gint16 cairn_chess_worth[2][CAIRN_CHESS_N_KINDS][64];

static inline guint64
bit (guint square)
{
  return G_GUINT64_CONSTANT (1) << square;
}

static inline guint
lsb (guint64 set)
{
  return (guint) __builtin_ctzll (set);
}

static inline guint
msb (guint64 set)
{
  return 63u - (guint) __builtin_clzll (set);
}

static gboolean
on_board (int file,
          int rank)
{
  return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

static guint64
step_set (guint       square,
          const int (*steps)[2],
          guint       n_steps)
{
  guint64 set = 0;

  for (guint i = 0; i < n_steps; i++)
    {
      int f = (int) (square & 7) + steps[i][0], r = (int) (square >> 3) + steps[i][1];

      if (on_board (f, r))
        set |= bit ((guint) (f + 8 * r));
    }
  return set;
}

__attribute__((constructor)) static void
chess_tables_init (void)
{
  static const int knight[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
  static const int king[8][2] = { { 0, 1 }, { 1, 1 }, { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, -1 }, { -1, 0 }, { -1, 1 } };
  static const int white_pawn[2][2] = { { -1, 1 }, { 1, 1 } };
  static const int black_pawn[2][2] = { { -1, -1 }, { 1, -1 } };

  for (guint s = 0; s < 64; s++)
    {
      knight_table[s] = step_set (s, knight, 8);
      king_table[s] = step_set (s, king, 8);
      pawn_table[0][s] = step_set (s, white_pawn, 2);
      pawn_table[1][s] = step_set (s, black_pawn, 2);
      for (guint d = 0; d < N_DIRECTIONS; d++)
        {
          int f = (int) (s & 7) + dir_file[d], r = (int) (s >> 3) + dir_rank[d];

          rays[d][s] = 0;
          for (; on_board (f, r); f += dir_file[d], r += dir_rank[d])
            rays[d][s] |= bit ((guint) (f + 8 * r));
        }
    }
  for (guint sq = 0; sq < 64; sq++)
    {
      rook_rays[sq] = rays[NORTH][sq] | rays[EAST][sq] | rays[SOUTH][sq] | rays[WEST][sq];
      bishop_rays[sq] = rays[NORTH_EAST][sq] | rays[NORTH_WEST][sq] | rays[SOUTH_WEST][sq] | rays[SOUTH_EAST][sq];
    }
  for (guint a = 0; a < 64; a++)
    for (guint d = 0; d < N_DIRECTIONS; d++)
      {
        guint64 ray = rays[d][a];

        while (ray)
          {
            guint b = lsb (ray);

            ray &= ray - 1;
            between_table[a][b] = rays[d][a] & ~rays[d][b] & ~bit (b);
            line_table[a][b] = rays[d][a] | rays[(d + 4) % N_DIRECTIONS][a] | bit (a);
          }
      }
  /* DESIGN §1b: a white pawn on rank r counts 100 + 10 (r - 2), a black
   * one -(100 + 10 (7 - r)); the pieces their fixed worth. */
  for (guint sq = 0; sq < 64; sq++)
    {
      static const int worth[CAIRN_CHESS_N_KINDS] = { 0, 300, 300, 500, 900, 0 };
      int rank = (int) (sq >> 3) + 1;

      for (guint k = CAIRN_CHESS_KNIGHT; k < CAIRN_CHESS_N_KINDS; k++)
        {
          cairn_chess_worth[CAIRN_SIDE_X][k][sq] = (gint16) worth[k];
          cairn_chess_worth[CAIRN_SIDE_O][k][sq] = (gint16) -worth[k];
        }
      cairn_chess_worth[CAIRN_SIDE_X][CAIRN_CHESS_PAWN][sq] = (gint16) (100 + 10 * (rank - 2));
      cairn_chess_worth[CAIRN_SIDE_O][CAIRN_CHESS_PAWN][sq] = (gint16) -(100 + 10 * (7 - rank));
    }
  memset (castle_keep, 0xF, sizeof castle_keep);
  castle_keep[4] = (guint8) ~(CAIRN_CHESS_CASTLE_WK | CAIRN_CHESS_CASTLE_WQ) & 0xF;
  castle_keep[0] = (guint8) ~CAIRN_CHESS_CASTLE_WQ & 0xF;
  castle_keep[7] = (guint8) ~CAIRN_CHESS_CASTLE_WK & 0xF;
  castle_keep[60] = (guint8) ~(CAIRN_CHESS_CASTLE_BK | CAIRN_CHESS_CASTLE_BQ) & 0xF;
  castle_keep[56] = (guint8) ~CAIRN_CHESS_CASTLE_BQ & 0xF;
  castle_keep[63] = (guint8) ~CAIRN_CHESS_CASTLE_BK & 0xF;
}

static inline guint64
ray_up (guint    d,
        guint    square,
        guint64  occupied)
{
  guint64 ray = rays[d][square], blockers = ray & occupied;

  return blockers ? ray ^ rays[d][lsb (blockers)] : ray;
}

static inline guint64
ray_down (guint    d,
          guint    square,
          guint64  occupied)
{
  guint64 ray = rays[d][square], blockers = ray & occupied;

  return blockers ? ray ^ rays[d][msb (blockers)] : ray;
}

static inline guint64
rook_attacks (guint   square,
              guint64 occupied)
{
  return ray_up (NORTH, square, occupied) | ray_up (EAST, square, occupied) |
         ray_down (SOUTH, square, occupied) | ray_down (WEST, square, occupied);
}

static inline guint64
bishop_attacks (guint   square,
                guint64 occupied)
{
  return ray_up (NORTH_EAST, square, occupied) | ray_up (NORTH_WEST, square, occupied) |
         ray_down (SOUTH_WEST, square, occupied) | ray_down (SOUTH_EAST, square, occupied);
}

/* The men of @by that attack @square with the board's men at @occupied.
 * Line pieces cost the most, so their rays are walked only when one of
 * them stands on a line through the square. */
static inline __attribute__((always_inline)) guint64
attackers (const CairnChessBoard *b,
           guint                  square,
           guint64                occupied,
           CairnSide              by)
{
  const guint64 *p = b->pieces;
  guint64 them = b->colour[by];
  guint64 straight = (p[CAIRN_CHESS_ROOK] | p[CAIRN_CHESS_QUEEN]) & them & rook_rays[square];
  guint64 diagonal = (p[CAIRN_CHESS_BISHOP] | p[CAIRN_CHESS_QUEEN]) & them & bishop_rays[square];
  guint64 found = them & ((pawn_table[by ^ 1][square] & p[CAIRN_CHESS_PAWN]) |
                          (knight_table[square] & p[CAIRN_CHESS_KNIGHT]) |
                          (king_table[square] & p[CAIRN_CHESS_KING]));

  if (straight)
    found |= rook_attacks (square, occupied) & straight;
  if (diagonal)
    found |= bishop_attacks (square, occupied) & diagonal;
  return found;
}

static inline guint
king_square (const CairnChessBoard *b,
             CairnSide              side)
{
  return lsb (b->pieces[CAIRN_CHESS_KING] & b->colour[side]);
}

gboolean
cairn_chess_in_check (const CairnChessBoard *b,
                      CairnSide              side)
{
  return attackers (b, king_square (b, side), b->colour[0] | b->colour[1], side ^ 1) != 0;
}

static inline CairnChessKind
kind_of (const CairnChessBoard *b,
         guint64                m)
{
  const guint64 *p = b->pieces;

  if (p[CAIRN_CHESS_PAWN] & m)
    return CAIRN_CHESS_PAWN;
  if (p[CAIRN_CHESS_KNIGHT] & m)
    return CAIRN_CHESS_KNIGHT;
  if (p[CAIRN_CHESS_BISHOP] & m)
    return CAIRN_CHESS_BISHOP;
  if (p[CAIRN_CHESS_ROOK] & m)
    return CAIRN_CHESS_ROOK;
  if (p[CAIRN_CHESS_QUEEN] & m)
    return CAIRN_CHESS_QUEEN;
  return CAIRN_CHESS_KING;
}

/* En passant can uncover a check along the rank (both pawns leave it)
 * or fail to answer one: rare enough to be played out and tested. */
static gboolean
ep_legal (const CairnChessBoard *b,
          CairnSide              side,
          guint                  from,
          guint                  to)
{
  CairnChessBoard after = *b;
  guint64 victim = bit (side == CAIRN_SIDE_X ? to - 8 : to + 8), both = bit (from) | bit (to);

  after.pieces[CAIRN_CHESS_PAWN] ^= both | victim;
  after.colour[side] ^= both;
  after.colour[side ^ 1] ^= victim;
  return !cairn_chess_in_check (&after, side);
}

/* What generating the moves of a position starts from: the men, the
 * king, who checks it and which of our men are pinned to it. */
typedef struct {
  guint64   us, them, occupied;
  guint64   checkers;
  guint64   pinned;
  guint64   evasion;  /* where a man other than the king may go */
  guint     king;
  CairnSide side;
} Setup;

static inline __attribute__((always_inline)) void
setup (const CairnChessBoard *b,
       CairnSide              side,
       Setup                 *g)
{
  const guint64 *p = b->pieces;
  guint64 snipers;

  g->side = side;
  g->us = b->colour[side];
  g->them = b->colour[side ^ 1];
  g->occupied = g->us | g->them;
  g->king = king_square (b, side);
  g->checkers = attackers (b, g->king, g->occupied, side ^ 1);
  g->pinned = 0;
  g->evasion = ~g->us;

  /* Pins: an enemy line piece behind exactly one of our men. */
  snipers = g->them & ((rook_rays[g->king] & (p[CAIRN_CHESS_ROOK] | p[CAIRN_CHESS_QUEEN])) |
                       (bishop_rays[g->king] & (p[CAIRN_CHESS_BISHOP] | p[CAIRN_CHESS_QUEEN])));
  while (snipers)
    {
      guint64 between = between_table[g->king][lsb (snipers)] & g->occupied;

      snipers &= snipers - 1;
      if (between && (between & (between - 1)) == 0 && (between & g->us))
        g->pinned |= between;
    }

  if (g->checkers)
    {
      if (g->checkers & (g->checkers - 1))
        g->evasion = 0; /* double check: only the king moves */
      else
        g->evasion = g->checkers | between_table[g->king][lsb (g->checkers)];
    }
}

/* The squares next to @side's king it may step to: neither ours nor
 * attacked once the king has left its square.  Pawns, knights and the
 * other king are looked at in bulk, line pieces only for the squares
 * left over; with @first_only, at most the first such square. */
static inline __attribute__((always_inline)) guint64
king_steps (const CairnChessBoard *b,
            CairnSide              side,
            gboolean               first_only)
{
  const guint64 *p = b->pieces;
  CairnSide by = side ^ 1;
  guint64 us = b->colour[side], them = b->colour[by];
  guint king = king_square (b, side);
  guint64 pawns = p[CAIRN_CHESS_PAWN] & them, danger;
  guint64 straight = (p[CAIRN_CHESS_ROOK] | p[CAIRN_CHESS_QUEEN]) & them;
  guint64 diagonal = (p[CAIRN_CHESS_BISHOP] | p[CAIRN_CHESS_QUEEN]) & them;
  guint64 steps, safe = 0, without_king;

  danger = king_table[king_square (b, by)];
  if (by == CAIRN_SIDE_X)
    danger |= ((pawns & ~FILE_A) << 7) | ((pawns & ~FILE_H) << 9);
  else
    danger |= ((pawns & ~FILE_A) >> 9) | ((pawns & ~FILE_H) >> 7);
  for (guint64 knights = p[CAIRN_CHESS_KNIGHT] & them; knights; knights &= knights - 1)
    danger |= knight_table[lsb (knights)];
  steps = king_table[king] & ~us & ~danger;
  if (!(straight | diagonal))
    return first_only && steps ? steps & -steps : steps;

  without_king = (us | them) ^ bit (king);
  for (; steps; steps &= steps - 1)
    {
      guint to = lsb (steps);

      if ((straight & rook_rays[to]) && (rook_attacks (to, without_king) & straight))
        continue;
      if ((diagonal & bishop_rays[to]) && (bishop_attacks (to, without_king) & diagonal))
        continue;
      safe |= bit (to);
      if (first_only)
        break;
    }
  return safe;
}

/* The king's targets, castling included. */
static inline __attribute__((always_inline)) guint64
king_targets (const CairnChessBoard *b,
              const Setup           *g)
{
  guint64 safe = king_steps (b, g->side, FALSE);
  guint8 rights = b->castling >> (2 * g->side);

  if (!g->checkers && (rights & 3))
    {
      guint king = g->king, home = g->side == CAIRN_SIDE_X ? 4 : 60;
      guint64 occupied = g->occupied;
      CairnSide them = g->side ^ 1;

      /* Castling passes a square the king could step to, so that one's
       * safety is known already. */
      if (king == home && (rights & 1) &&
          (occupied & (bit (home + 1) | bit (home + 2))) == 0 &&
          (safe & bit (home + 1)) &&
          !attackers (b, home + 2, occupied, them))
        safe |= bit (home + 2);
      if (king == home && (rights & 2) &&
          (occupied & (bit (home - 1) | bit (home - 2) | bit (home - 3))) == 0 &&
          (safe & bit (home - 1)) &&
          !attackers (b, home - 2, occupied, them))
        safe |= bit (home - 2);
    }
  return safe;
}

/* A pawn's targets, en passant included when legal, promotions as the
 * one square. */
static inline __attribute__((always_inline)) guint64
pawn_targets (const CairnChessBoard *b,
              const Setup           *g,
              guint                  from)
{
  guint64 m = bit (from), targets;
  guint64 ahead = g->side == CAIRN_SIDE_X ? m << 8 : m >> 8;

  targets = ahead & ~g->occupied;
  if (targets && (g->side == CAIRN_SIDE_X ? from < 16 : from >= 48))
    targets |= (g->side == CAIRN_SIDE_X ? targets << 8 : targets >> 8) & ~g->occupied;
  targets |= pawn_table[g->side][from] & g->them;
  targets &= g->evasion;
  if (b->ep < 64 && (pawn_table[g->side][from] & bit (b->ep)) && ep_legal (b, g->side, from, b->ep))
    targets |= bit (b->ep);
  return targets;
}

/* The targets of the man of @kind on @from, before pins. */
static inline __attribute__((always_inline)) guint64
piece_targets (const CairnChessBoard *b,
               const Setup           *g,
               CairnChessKind         kind,
               guint                  from)
{
  switch (kind)
    {
    case CAIRN_CHESS_PAWN:
      return pawn_targets (b, g, from);
    case CAIRN_CHESS_KNIGHT:
      return knight_table[from] & g->evasion;
    case CAIRN_CHESS_BISHOP:
      return bishop_attacks (from, g->occupied) & g->evasion;
    case CAIRN_CHESS_ROOK:
      return rook_attacks (from, g->occupied) & g->evasion;
    case CAIRN_CHESS_QUEEN:
    default:
      return (rook_attacks (from, g->occupied) | bishop_attacks (from, g->occupied)) & g->evasion;
    }
}

/* The legal moves of @side in search order into @moves (NULL: count
 * only).  Each man's targets are found kind by kind, then the moves go
 * out man by man in increasing square order. */
static inline __attribute__((always_inline)) guint
generate (const CairnChessBoard *b,
          CairnSide              side,
          guint16               *moves)
{
  const guint64 *p = b->pieces;
  guint64 targets_of[64];
  guint64 movers = 0, promoting = 0;
  guint64 promo_rank = side == CAIRN_SIDE_X ? RANK_8 : RANK_1;
  Setup g;
  guint n = 0;

  setup (b, side, &g);
  targets_of[g.king] = king_targets (b, &g);
  if (targets_of[g.king])
    movers = bit (g.king);
  if (g.evasion)
    for (guint kind = CAIRN_CHESS_PAWN; kind <= CAIRN_CHESS_QUEEN; kind++)
      for (guint64 men = p[kind] & g.us; men; men &= men - 1)
        {
          guint from = lsb (men);
          guint64 targets = piece_targets (b, &g, (CairnChessKind) kind, from);

          if (g.pinned & bit (from))
            targets &= line_table[g.king][from];
          if (targets)
            {
              targets_of[from] = targets;
              movers |= bit (from);
              if (kind == CAIRN_CHESS_PAWN && (targets & promo_rank))
                promoting |= bit (from);
            }
        }

  if (moves == NULL)
    {
      for (; movers; movers &= movers - 1)
        {
          guint from = lsb (movers), count = 0;

          for (guint64 targets = targets_of[from]; targets; targets &= targets - 1)
            count++;
          n += promoting & bit (from) ? 4 * count : count;
        }
      return n;
    }

  for (; movers; movers &= movers - 1)
    {
      guint from = lsb (movers);
      guint64 targets = targets_of[from];

      if (G_UNLIKELY (promoting & bit (from)))
        for (; targets; targets &= targets - 1)
          for (guint promo = CAIRN_CHESS_PROMO_QUEEN; promo <= CAIRN_CHESS_PROMO_KNIGHT; promo++)
            moves[n++] = cairn_chess_move_make (from, lsb (targets), promo);
      else
        for (; targets; targets &= targets - 1)
          moves[n++] = cairn_chess_move_make (from, lsb (targets), 0);
    }
  return n;
}

guint
cairn_chess_legal_moves (const CairnChessBoard *b,
                         CairnSide              side,
                         guint16               *moves)
{
  return generate (b, side, moves);
}

/* ---- The engine style's tactical moves (DESIGN §1d) ---------------------- */

static const int tactical_victim[CAIRN_CHESS_N_KINDS] = { 100, 300, 300, 500, 900, 0 };

/* cairn_chess_tactical_rank() of a move whose victim (none:
 * CAIRN_CHESS_N_KINDS) and attacker are known. */
static inline int
tactical_rank_of (CairnChessKind victim,
                  CairnChessKind attacker,
                  gboolean       queening)
{
  int value = victim < CAIRN_CHESS_N_KINDS ? tactical_victim[victim] : 0;

  return (value + (queening ? 800 : 0)) * 8 + (7 - (int) attacker);
}

guint
cairn_chess_tactical_moves (const CairnChessBoard *b,
                            CairnSide              side,
                            guint16               *moves,
                            int                   *ranks)
{
  const guint64 *p = b->pieces;
  guint64 targets_of[64];
  guint64 movers = 0;
  guint64 promo_rank = side == CAIRN_SIDE_X ? RANK_8 : RANK_1;
  guint64 ep = b->ep < 64 ? bit (b->ep) : 0;
  guint64 captures;
  Setup g;
  guint n = 0;

  setup (b, side, &g);
  /* The king's captures: castling never captures. */
  captures = king_table[g.king] & g.them;
  if (captures)
    {
      guint64 safe = 0, without_king = g.occupied ^ bit (g.king);

      for (; captures; captures &= captures - 1)
        {
          guint to = lsb (captures);

          if (!attackers (b, to, without_king, side ^ 1))
            safe |= bit (to);
        }
      if (safe)
        {
          targets_of[g.king] = safe;
          movers |= bit (g.king);
        }
    }
  if (g.evasion)
    for (guint kind = CAIRN_CHESS_PAWN; kind <= CAIRN_CHESS_QUEEN; kind++)
      {
        guint64 wanted = kind == CAIRN_CHESS_PAWN ? g.them | promo_rank | ep : g.them;
        guint64 men = p[kind] & g.us;

        /* Pawns with nothing to take and no last rank ahead are skipped
         * in bulk. */
        if (kind == CAIRN_CHESS_PAWN)
          {
            guint64 near = side == CAIRN_SIDE_X
                           ? ((g.them | ep) >> 7 & ~FILE_A) | ((g.them | ep) >> 9 & ~FILE_H) | promo_rank >> 8
                           : ((g.them | ep) << 9 & ~FILE_A) | ((g.them | ep) << 7 & ~FILE_H) | promo_rank << 8;

            men &= near;
          }
        for (; men; men &= men - 1)
          {
            guint from = lsb (men);
            guint64 targets = piece_targets (b, &g, (CairnChessKind) kind, from) & wanted;

            if (g.pinned & bit (from))
              targets &= line_table[g.king][from];
            if (targets)
              {
                targets_of[from] = targets;
                movers |= bit (from);
              }
          }
      }

  for (; movers; movers &= movers - 1)
    {
      guint from = lsb (movers);
      CairnChessKind attacker = from == g.king ? CAIRN_CHESS_KING : kind_of (b, bit (from));

      for (guint64 targets = targets_of[from]; targets; targets &= targets - 1)
        {
          guint to = lsb (targets);
          guint64 tm = bit (to);
          CairnChessKind victim = (g.them & tm) ? kind_of (b, tm)
                                  : attacker == CAIRN_CHESS_PAWN && (tm & ep) ? CAIRN_CHESS_PAWN
                                  : CAIRN_CHESS_N_KINDS;

          if (attacker == CAIRN_CHESS_PAWN && (tm & promo_rank))
            {
              moves[n] = cairn_chess_move_make (from, to, CAIRN_CHESS_PROMO_QUEEN);
              ranks[n++] = tactical_rank_of (victim, attacker, TRUE);
              if (victim < CAIRN_CHESS_N_KINDS)
                for (guint promo = CAIRN_CHESS_PROMO_ROOK; promo <= CAIRN_CHESS_PROMO_KNIGHT; promo++)
                  {
                    moves[n] = cairn_chess_move_make (from, to, promo);
                    ranks[n++] = tactical_rank_of (victim, attacker, FALSE);
                  }
            }
          else
            {
              moves[n] = cairn_chess_move_make (from, to, 0);
              ranks[n++] = tactical_rank_of (victim, attacker, FALSE);
            }
        }
    }
  return n;
}

/* ---- Moves a few at a time ------------------------------------------------
 *
 * Most nodes of an alpha-beta search stop after a few moves, so the search
 * asks for them man by man in square order (the search order), remembering
 * in a cursor the men not yet looked at and the position's checks and pins.
 * The moves not generated are counted only when the search must say how
 * many it skipped. */

static inline __attribute__((always_inline)) void
setup_again (const CairnChessBoard   *b,
             CairnSide                side,
             const CairnChessCursor  *c,
             Setup                   *g)
{
  g->side = side;
  g->us = b->colour[side];
  g->them = b->colour[side ^ 1];
  g->occupied = g->us | g->them;
  g->king = king_square (b, side);
  g->checkers = c->checkers;
  g->pinned = c->pinned;
  g->evasion = c->evasion;
}

/* The targets of our man on @from (the king's included). */
static inline __attribute__((always_inline)) guint64
man_targets (const CairnChessBoard *b,
             const Setup           *g,
             guint                  from,
             gboolean              *pawn)
{
  guint64 m = bit (from), targets;
  CairnChessKind kind;

  *pawn = FALSE;
  if (from == g->king)
    return king_targets (b, g);
  kind = kind_of (b, m);
  *pawn = kind == CAIRN_CHESS_PAWN;
  targets = piece_targets (b, g, kind, from);
  if (g->pinned & m)
    targets &= line_table[g->king][from];
  return targets;
}

/* The moves of the men left in @c, man by man, until at least six are
 * found (or none is left); those men leave the cursor. */
static inline __attribute__((always_inline)) guint
more_moves (const CairnChessBoard *b,
            const Setup           *g,
            guint16               *moves,
            CairnChessCursor      *c)
{
  guint64 promo_rank = g->side == CAIRN_SIDE_X ? RANK_8 : RANK_1;
  guint n = 0;

  while (c->left && n < 6)
    {
      guint from = lsb (c->left);
      gboolean pawn;
      guint64 targets = man_targets (b, g, from, &pawn);

      c->left &= c->left - 1;
      if (G_UNLIKELY (pawn && (targets & promo_rank)))
        for (; targets; targets &= targets - 1)
          for (guint promo = CAIRN_CHESS_PROMO_QUEEN; promo <= CAIRN_CHESS_PROMO_KNIGHT; promo++)
            moves[n++] = cairn_chess_move_make (from, lsb (targets), promo);
      else
        for (; targets; targets &= targets - 1)
          moves[n++] = cairn_chess_move_make (from, lsb (targets), 0);
    }
  return n;
}

guint
cairn_chess_first_moves (const CairnChessBoard *b,
                         CairnSide              side,
                         guint16               *moves,
                         CairnChessCursor      *c)
{
  Setup g;

  setup (b, side, &g);
  c->checkers = g.checkers;
  c->pinned = g.pinned;
  c->evasion = g.evasion;
  /* In double check only the king moves. */
  c->left = g.evasion ? g.us : bit (g.king);
  return more_moves (b, &g, moves, c);
}

guint
cairn_chess_more_moves (const CairnChessBoard *b,
                        CairnSide              side,
                        guint16               *moves,
                        CairnChessCursor      *c)
{
  Setup g;

  if (c->left == 0)
    return 0;
  setup_again (b, side, c, &g);
  return more_moves (b, &g, moves, c);
}

static inline guint
count_bits (guint64 set)
{
  set -= (set >> 1) & G_GUINT64_CONSTANT (0x5555555555555555);
  set = (set & G_GUINT64_CONSTANT (0x3333333333333333)) + ((set >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  set = (set + (set >> 4)) & G_GUINT64_CONSTANT (0x0F0F0F0F0F0F0F0F);
  return (guint) ((set * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
}

/* Counted, not generated: the pawns' moves in bulk, the other men's
 * target sets counted; pinned men one by one as generated. */
guint
cairn_chess_count_more (const CairnChessBoard  *b,
                        CairnSide               side,
                        const CairnChessCursor *c)
{
  const guint64 *p = b->pieces;
  guint64 promo_rank = side == CAIRN_SIDE_X ? RANK_8 : RANK_1;
  guint64 left = c->left, pawns, one, two, left_captures, right_captures;
  Setup g;
  guint n = 0;

  if (left == 0)
    return 0;
  setup_again (b, side, c, &g);
  if (left & bit (g.king))
    {
      n += count_bits (king_targets (b, &g));
      left ^= bit (g.king);
    }

  for (guint64 pinned = left & g.pinned; pinned; pinned &= pinned - 1)
    {
      gboolean pawn;
      guint64 targets = man_targets (b, &g, lsb (pinned), &pawn);

      n += (pawn && (targets & promo_rank) ? 4 : 1) * count_bits (targets);
    }
  left &= ~g.pinned;

  pawns = p[CAIRN_CHESS_PAWN] & left;
  if (side == CAIRN_SIDE_X)
    {
      one = (pawns << 8) & ~g.occupied;
      two = ((one & (RANK_1 << 16)) << 8) & ~g.occupied;
      left_captures = ((pawns & ~FILE_A) << 7) & g.them;
      right_captures = ((pawns & ~FILE_H) << 9) & g.them;
    }
  else
    {
      one = (pawns >> 8) & ~g.occupied;
      two = ((one & (RANK_1 << 40)) >> 8) & ~g.occupied;
      left_captures = ((pawns & ~FILE_A) >> 9) & g.them;
      right_captures = ((pawns & ~FILE_H) >> 7) & g.them;
    }
  one &= g.evasion;
  two &= g.evasion;
  left_captures &= g.evasion;
  right_captures &= g.evasion;
  n += count_bits (one) + count_bits (two) + count_bits (left_captures) + count_bits (right_captures) +
       3 * (count_bits (one & promo_rank) + count_bits (left_captures & promo_rank) +
            count_bits (right_captures & promo_rank));
  if (b->ep < 64)
    for (guint64 takers = pawns & pawn_table[side ^ 1][b->ep]; takers; takers &= takers - 1)
      n += ep_legal (b, side, lsb (takers), b->ep);

  for (guint64 men = p[CAIRN_CHESS_KNIGHT] & left; men; men &= men - 1)
    n += count_bits (knight_table[lsb (men)] & g.evasion);
  for (guint kind = CAIRN_CHESS_BISHOP; kind <= CAIRN_CHESS_QUEEN; kind++)
    for (guint64 men = p[kind] & left; men; men &= men - 1)
      n += count_bits (piece_targets (b, &g, (CairnChessKind) kind, lsb (men)));
  return n;
}

/* Whether a man other than the king can move: the likeliest first, and
 * only men that are not pinned (FALSE may still have such moves). */
static inline __attribute__((always_inline)) gboolean
men_can_move (const CairnChessBoard *b,
              const Setup           *g)
{
  const guint64 *p = b->pieces;
  guint64 free_men = g->us & ~g->pinned, pawns = p[CAIRN_CHESS_PAWN] & free_men;

  if (!g->evasion)
    return FALSE;
  if ((g->side == CAIRN_SIDE_X ? pawns << 8 : pawns >> 8) & ~g->occupied & g->evasion)
    return TRUE;
  for (guint64 men = p[CAIRN_CHESS_KNIGHT] & free_men; men; men &= men - 1)
    if (knight_table[lsb (men)] & g->evasion)
      return TRUE;
  for (guint kind = CAIRN_CHESS_BISHOP; kind <= CAIRN_CHESS_QUEEN; kind++)
    for (guint64 men = p[kind] & free_men; men; men &= men - 1)
      if (piece_targets (b, g, (CairnChessKind) kind, lsb (men)))
        return TRUE;
  return FALSE;
}

/* Which of the line pieces @sliders, each on a line through @square,
 * see it across the men at @occupied: a look at the squares between. */
static inline __attribute__((always_inline)) guint64
clear_lines (guint   square,
             guint64 occupied,
             guint64 sliders)
{
  guint64 found = 0;

  for (; sliders; sliders &= sliders - 1)
    {
      guint from = lsb (sliders);

      if ((between_table[square][from] & occupied) == 0)
        found |= bit (from);
    }
  return found;
}

/* Whether a man other than the king surely has a move, asked first when
 * the enemy has line pieces (so the king's steps cost the most): with no
 * check, a man off the king's lines is pinned by nobody, and one step
 * onto a square not ours is a move of it.  FALSE says nothing. */
static inline __attribute__((always_inline)) gboolean
free_man_moves (const CairnChessBoard *b,
                CairnSide              side)
{
  const guint64 *p = b->pieces;
  guint64 us = b->colour[side], occupied = us | b->colour[side ^ 1];
  guint king = king_square (b, side);
  guint64 free_men = us & ~(rook_rays[king] | bishop_rays[king]) & ~bit (king), pawns, them;

  if (free_men == 0)
    return FALSE;
  them = b->colour[side ^ 1];
  if (them & ((pawn_table[side][king] & p[CAIRN_CHESS_PAWN]) | (knight_table[king] & p[CAIRN_CHESS_KNIGHT])))
    return FALSE;
  if (clear_lines (king, occupied, them & ((rook_rays[king] & (p[CAIRN_CHESS_ROOK] | p[CAIRN_CHESS_QUEEN])) |
                                           (bishop_rays[king] & (p[CAIRN_CHESS_BISHOP] | p[CAIRN_CHESS_QUEEN])))))
    return FALSE;
  pawns = p[CAIRN_CHESS_PAWN] & free_men;
  if ((side == CAIRN_SIDE_X ? pawns << 8 : pawns >> 8) & ~occupied)
    return TRUE;
  for (guint64 men = free_men & ~pawns; men; men &= men - 1)
    {
      guint from = lsb (men);
      guint64 near = p[CAIRN_CHESS_KNIGHT] & bit (from) ? knight_table[from]
                   : p[CAIRN_CHESS_ROOK] & bit (from) ? king_table[from] & rook_rays[from]
                   : p[CAIRN_CHESS_BISHOP] & bit (from) ? king_table[from] & bishop_rays[from]
                   : king_table[from];

      if (near & ~us)
        return TRUE;
    }
  return FALSE;
}

/* Whether @side can move at all, asked at every horizon leaf: first a
 * king step (legal in check or not) or, where the enemy's line pieces
 * make those dear, a free man's step; then the likeliest men's moves;
 * only a position where none of these moves is generated in full. */
static inline __attribute__((always_inline)) gboolean
can_move (const CairnChessBoard *b,
          CairnSide              side)
{
  const guint64 *p = b->pieces;
  gboolean lines = ((p[CAIRN_CHESS_ROOK] | p[CAIRN_CHESS_BISHOP] | p[CAIRN_CHESS_QUEEN]) &
                    b->colour[side ^ 1]) != 0;
  Setup g;

  if (lines && free_man_moves (b, side))
    return TRUE;
  if (king_steps (b, side, TRUE))
    return TRUE;
  setup (b, side, &g);
  if (men_can_move (b, &g))
    return TRUE;
  return generate (b, side, NULL) != 0;
}

gboolean
cairn_chess_has_legal_move (const CairnChessBoard *b,
                            CairnSide              side)
{
  return can_move (b, side);
}

static inline gboolean
dead_material (const CairnChessBoard *b)
{
  const guint64 *p = b->pieces;
  guint64 minors = p[CAIRN_CHESS_KNIGHT] | p[CAIRN_CHESS_BISHOP];

  return (p[CAIRN_CHESS_PAWN] | p[CAIRN_CHESS_ROOK] | p[CAIRN_CHESS_QUEEN]) == 0 &&
         (minors & (minors - 1)) == 0;
}

gboolean
cairn_chess_dead_material (const CairnChessBoard *b)
{
  return dead_material (b);
}

/* Game over: dead material, or no move (mate in check, else stalemate). */
static inline __attribute__((always_inline)) gboolean
terminal (const CairnChessBoard *b,
          CairnSide              to_move,
          guint                  ply,
          int                   *score)
{
  if (dead_material (b))
    {
      *score = 0;
      return TRUE;
    }
  if (can_move (b, to_move))
    return FALSE;
  if (!cairn_chess_in_check (b, to_move))
    *score = 0;
  else if (to_move == CAIRN_SIDE_O)
    *score = CAIRN_CHESS_MATE - (int) ply;
  else
    *score = (int) ply - CAIRN_CHESS_MATE;
  return TRUE;
}

gboolean
cairn_chess_terminal (const CairnChessBoard *b,
                      CairnSide              to_move,
                      guint                  ply,
                      int                    *score)
{
  return terminal (b, to_move, ply, score);
}

/* Plays @move; with @leaf, only what a horizon leaf's value reads: the
 * move counters and castling rights are left (castling needs a free king
 * step, which the leaf's test of any move tries first). */
static inline __attribute__((always_inline)) void
play (CairnChessBoard *b,
      CairnSide        side,
      guint16          move,
      gboolean         leaf)
{
  guint from = cairn_chess_move_from (move), to = cairn_chess_move_to (move);
  guint promo = cairn_chess_move_promo (move);
  guint64 fm = bit (from), tm = bit (to), both = fm | tm;
  CairnChessKind kind = kind_of (b, fm);
  CairnSide them = side ^ 1;
  guint ep = b->ep;
  int material = b->material;

  b->ep = CAIRN_CHESS_NO_SQUARE;
  /* The 16-bit counters stop at their top rather than wrap to 0. */
  if (!leaf && b->halfmove < G_MAXUINT16)
    b->halfmove++;
  if (b->colour[them] & tm)
    {
      CairnChessKind taken = kind_of (b, tm);

      b->pieces[taken] &= ~tm;
      b->colour[them] &= ~tm;
      if (!leaf)
        b->halfmove = 0;
      material -= cairn_chess_worth[them][taken][to];
    }
  b->pieces[kind] ^= both;
  b->colour[side] ^= both;

  if (kind == CAIRN_CHESS_PAWN)
    {
      /* A pawn of either colour gains 10 for each rank it goes up. */
      material += 10 * ((int) (to >> 3) - (int) (from >> 3));
      if (!leaf)
        b->halfmove = 0;
      if (to == ep)
        {
          guint victim = side == CAIRN_SIDE_X ? to - 8 : to + 8;

          b->pieces[CAIRN_CHESS_PAWN] &= ~bit (victim);
          b->colour[them] &= ~bit (victim);
          material -= cairn_chess_worth[them][CAIRN_CHESS_PAWN][victim];
        }
      else if (to == from + 16 || from == to + 16)
        b->ep = (guint8) ((from + to) / 2);
      else if (promo)
        {
          static const CairnChessKind made[] = { CAIRN_CHESS_PAWN, CAIRN_CHESS_QUEEN, CAIRN_CHESS_ROOK,
                                                 CAIRN_CHESS_BISHOP, CAIRN_CHESS_KNIGHT };
          CairnChessKind new_kind = made[promo <= 4 ? promo : 1];

          b->pieces[CAIRN_CHESS_PAWN] &= ~tm;
          b->pieces[new_kind] |= tm;
          material += cairn_chess_worth[side][new_kind][to] - cairn_chess_worth[side][CAIRN_CHESS_PAWN][to];
        }
    }
  else if (kind == CAIRN_CHESS_KING && (to == from + 2 || from == to + 2))
    {
      guint64 rook = to > from ? bit (from + 3) | bit (from + 1) : bit (from - 4) | bit (from - 1);

      b->pieces[CAIRN_CHESS_ROOK] ^= rook;
      b->colour[side] ^= rook;
    }
  b->material = (gint16) material;
  if (leaf)
    return;
  b->castling &= castle_keep[from] & castle_keep[to];
  if (side == CAIRN_SIDE_O && b->fullmove < G_MAXUINT16)
    b->fullmove++;
}

void
cairn_chess_play (CairnChessBoard *b,
                  CairnSide        side,
                  guint16          move)
{
  play (b, side, move, FALSE);
}

/* A horizon leaf in one call: the board after @side plays @move, scored
 * at @ply as terminal() and evaluate() score it. */
int
cairn_chess_value_after (const CairnChessBoard *b,
                         CairnSide              side,
                         guint16                move,
                         guint                  ply)
{
  CairnChessBoard child = *b;
  int score;

  play (&child, side, move, TRUE);
  if (terminal (&child, side ^ 1, ply, &score))
    return score;
  return child.material;
}

void
cairn_chess_play_null (CairnChessBoard *b)
{
  b->ep = CAIRN_CHESS_NO_SQUARE;
}

/* ---- Perft ------------------------------------------------------------- */

static guint64
perft (const CairnChessBoard *b,
       CairnSide              side,
       guint                  depth)
{
  guint16 moves[CAIRN_CHESS_MAX_MOVES];
  guint n;
  guint64 total = 0;

  if (depth == 1)
    return generate (b, side, NULL);
  n = generate (b, side, moves);
  for (guint i = 0; i < n; i++)
    {
      CairnChessBoard child = *b;

      cairn_chess_play (&child, side, moves[i]);
      total += perft (&child, side ^ 1, depth - 1);
    }
  return total;
}

guint64
cairn_chess_perft (const CairnChessBoard *b,
                   CairnSide              side,
                   guint                  depth)
{
  g_return_val_if_fail (b != NULL, 0);

  if (depth == 0)
    return 1;
  return perft (b, side, depth);
}
