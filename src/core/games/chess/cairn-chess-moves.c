/* cairn-chess-moves.c — attacks, legal moves in search order, playing a
 * move, check, and perft (DESIGN §1b).
 *
 * Men are bit sets (a1 = bit 0).  Knight and king targets come from
 * tables; line pieces walk the eight rays, the first man on a ray found
 * with one bit scan.  Legality avoids playing every move: pins and checks
 * are found once per position, so only king moves and en passant need an
 * extra attack test.  Moves come out sorted as DESIGN §1b orders them,
 * because the men are visited by increasing square, each man's targets by
 * increasing square, and promotions as queen, rook, bishop, knight.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-chess.h"

#define RANK_1  G_GUINT64_CONSTANT (0xFF)
#define RANK_8  (RANK_1 << 56)

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

/* The legal moves of @side in search order into @moves (NULL: count
 * only); with @first_only, stops at the first. */
static inline guint
generate (const CairnChessBoard *b,
          CairnSide              side,
          guint16               *moves,
          gboolean               first_only)
{
  const guint64 *p = b->pieces;
  CairnSide them_side = side ^ 1;
  guint64 us = b->colour[side], them = b->colour[them_side];
  guint64 occupied = us | them;
  guint king = king_square (b, side);
  guint64 checkers = attackers (b, king, occupied, them_side);
  guint64 pinned = 0, evasion = ~us, snipers, left;
  guint64 promo_rank = side == CAIRN_SIDE_X ? RANK_8 : RANK_1;
  guint n = 0;

#define EMIT(from, to, promo) \
  G_STMT_START { \
    if (moves) \
      moves[n] = cairn_chess_move_make ((from), (to), (promo)); \
    n++; \
    if (first_only) \
      return n; \
  } G_STMT_END

  /* Pins: an enemy line piece behind exactly one of our men. */
  snipers = them & ((rook_rays[king] & (p[CAIRN_CHESS_ROOK] | p[CAIRN_CHESS_QUEEN])) |
                    (bishop_rays[king] & (p[CAIRN_CHESS_BISHOP] | p[CAIRN_CHESS_QUEEN])));
  while (snipers)
    {
      guint s = lsb (snipers);
      guint64 between = between_table[king][s] & occupied;

      snipers &= snipers - 1;
      if (between && (between & (between - 1)) == 0 && (between & us))
        pinned |= between;
    }

  if (checkers)
    {
      if (checkers & (checkers - 1))
        evasion = 0; /* double check: only the king moves */
      else
        evasion = checkers | between_table[king][lsb (checkers)];
    }

  for (left = us; left; left &= left - 1)
    {
      guint from = lsb (left);
      guint64 m = bit (from), targets;
      CairnChessKind kind = kind_of (b, m);

      if (kind == CAIRN_CHESS_KING)
        {
          guint64 without_king = occupied ^ m;

          targets = king_table[from] & ~us;
          if (!checkers)
            {
              guint8 rights = b->castling >> (2 * side);
              guint home = side == CAIRN_SIDE_X ? 4 : 60;

              if (from == home && (rights & 1) &&
                  (occupied & (bit (home + 1) | bit (home + 2))) == 0 &&
                  !attackers (b, home + 1, occupied, them_side) &&
                  !attackers (b, home + 2, occupied, them_side))
                targets |= bit (home + 2);
              if (from == home && (rights & 2) &&
                  (occupied & (bit (home - 1) | bit (home - 2) | bit (home - 3))) == 0 &&
                  !attackers (b, home - 1, occupied, them_side) &&
                  !attackers (b, home - 2, occupied, them_side))
                targets |= bit (home - 2);
            }
          for (; targets; targets &= targets - 1)
            {
              guint to = lsb (targets);

              if (!attackers (b, to, without_king, them_side))
                EMIT (from, to, 0);
            }
          continue;
        }

      switch (kind)
        {
        case CAIRN_CHESS_PAWN:
          {
            guint64 ahead = side == CAIRN_SIDE_X ? m << 8 : m >> 8;
            guint64 ep = b->ep < 64 ? bit (b->ep) : 0;

            targets = ahead & ~occupied;
            if (targets && (side == CAIRN_SIDE_X ? from < 16 : from >= 48))
              targets |= (side == CAIRN_SIDE_X ? targets << 8 : targets >> 8) & ~occupied;
            targets |= pawn_table[side][from] & them;
            targets &= evasion;
            targets |= pawn_table[side][from] & ep;
          }
          break;
        case CAIRN_CHESS_KNIGHT:
          targets = knight_table[from] & evasion;
          break;
        case CAIRN_CHESS_BISHOP:
          targets = bishop_attacks (from, occupied) & evasion;
          break;
        case CAIRN_CHESS_ROOK:
          targets = rook_attacks (from, occupied) & evasion;
          break;
        case CAIRN_CHESS_QUEEN:
        default:
          targets = (rook_attacks (from, occupied) | bishop_attacks (from, occupied)) & evasion;
          break;
        }
      if (pinned & m)
        targets &= line_table[king][from];

      for (; targets; targets &= targets - 1)
        {
          guint to = lsb (targets);

          if (kind != CAIRN_CHESS_PAWN)
            EMIT (from, to, 0);
          else if (bit (to) & promo_rank)
            {
              for (guint promo = CAIRN_CHESS_PROMO_QUEEN; promo <= CAIRN_CHESS_PROMO_KNIGHT; promo++)
                EMIT (from, to, promo);
            }
          else if (to == b->ep)
            {
              if (ep_legal (b, side, from, to))
                EMIT (from, to, 0);
            }
          else
            EMIT (from, to, 0);
        }
    }
#undef EMIT
  return n;
}

guint
cairn_chess_legal_moves (const CairnChessBoard *b,
                         CairnSide              side,
                         guint16               *moves)
{
  return generate (b, side, moves, FALSE);
}

gboolean
cairn_chess_has_legal_move (const CairnChessBoard *b,
                            CairnSide              side)
{
  return generate (b, side, NULL, TRUE) != 0;
}

void
cairn_chess_play (CairnChessBoard *b,
                  CairnSide        side,
                  guint16          move)
{
  guint from = cairn_chess_move_from (move), to = cairn_chess_move_to (move);
  guint promo = cairn_chess_move_promo (move);
  guint64 fm = bit (from), tm = bit (to), both = fm | tm;
  CairnChessKind kind = kind_of (b, fm);
  CairnSide them = side ^ 1;
  guint ep = b->ep;

  b->ep = CAIRN_CHESS_NO_SQUARE;
  b->halfmove++;
  if (b->colour[them] & tm)
    {
      b->pieces[kind_of (b, tm)] &= ~tm;
      b->colour[them] &= ~tm;
      b->halfmove = 0;
    }
  b->pieces[kind] ^= both;
  b->colour[side] ^= both;

  if (kind == CAIRN_CHESS_PAWN)
    {
      b->halfmove = 0;
      if (to == ep)
        {
          guint64 victim = bit (side == CAIRN_SIDE_X ? to - 8 : to + 8);

          b->pieces[CAIRN_CHESS_PAWN] &= ~victim;
          b->colour[them] &= ~victim;
        }
      else if (to == from + 16 || from == to + 16)
        b->ep = (guint8) ((from + to) / 2);
      else if (promo)
        {
          static const CairnChessKind made[] = { CAIRN_CHESS_PAWN, CAIRN_CHESS_QUEEN, CAIRN_CHESS_ROOK,
                                                 CAIRN_CHESS_BISHOP, CAIRN_CHESS_KNIGHT };

          b->pieces[CAIRN_CHESS_PAWN] &= ~tm;
          b->pieces[made[promo <= 4 ? promo : 1]] |= tm;
        }
    }
  else if (kind == CAIRN_CHESS_KING && (to == from + 2 || from == to + 2))
    {
      guint64 rook = to > from ? bit (from + 3) | bit (from + 1) : bit (from - 4) | bit (from - 1);

      b->pieces[CAIRN_CHESS_ROOK] ^= rook;
      b->colour[side] ^= rook;
    }
  b->castling &= castle_keep[from] & castle_keep[to];
  if (side == CAIRN_SIDE_O)
    b->fullmove++;
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
    return generate (b, side, NULL, FALSE);
  n = generate (b, side, moves, FALSE);
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
