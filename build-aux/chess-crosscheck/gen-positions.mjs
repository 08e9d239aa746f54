// gen-positions.mjs — varied legal chess positions for checking Cairn's
// chess from outside, with chess.js's SAN and FEN for every legal move.
//
//   npm install --prefix /tmp/ccjs chess.js
//   NODE_PATH=/tmp/ccjs/node_modules node gen-positions.mjs [COUNT] [SEED] > positions.jsonl
//
// Random games from the start, Kiwipete-like middle games, the classic
// perft traps and endings, with the moves chosen at random but biased
// towards what a move generator gets wrong: castling, double steps beside
// an enemy pawn, en passant, promotions (underpromotions too), checks;
// and random endings with pawns on the seventh rank, random castling
// rights where the men allow them and en-passant targets.  Each output
// line is a JSON object: fen (en-passant square after every double step,
// DESIGN §1b's convention), tags, and moves [{uci, san, after}] as
// chess.js gives them.  The same COUNT and SEED give the same file.
//
// SPDX-License-Identifier: GPL-3.0-or-later
import { Chess, movesOf, seededRandom } from './chess-common.mjs';

//   node gen-positions.mjs --fens FILE  (each FEN of FILE and every
//   position one move on: hand-made double checks, pins and the like)
const fensFile = process.argv[2] === '--fens' ? process.argv[3] : null;
const count = fensFile ? 0 : Number(process.argv[2] ?? 2400);
const { random, pick } = seededRandom (fensFile ? 1 : process.argv[3] ?? 20261202);

const seeds = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  'r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1',
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
  'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
  'r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1',
  'r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1',
  '3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1',
  '8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1',
  '8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1',
  '5k2/8/8/8/8/8/8/4K2R w K - 0 1',
  '3k4/8/8/8/8/8/8/R3K3 w Q - 0 1',
  '2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1',
  '8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1',
  '4k3/1P6/8/8/8/8/K7/8 w - - 0 1',
  '8/P1k5/K7/8/8/8/8/8 w - - 0 1',
  'K1k5/8/P7/8/8/8/8/8 w - - 0 1',
  '8/k1P5/8/1K6/8/8/8/8 w - - 0 1',
  '8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1',
  'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1',
  'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1',
  '8/PPP4k/8/8/8/8/4Kppp/8 w - - 0 1',
  '4k3/8/8/8/8/8/8/4K3 w - - 0 1',
  'rnbqkb1r/ppppp1pp/7n/4Pp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
  'r1bqkbnr/pppppppp/n7/8/8/P7/1PPPPPPP/RNBQKBNR w KQkq - 2 2',
  '8/8/8/3k4/8/8/3PPP2/4K3 w - - 0 1',
  '1k6/1b6/8/8/7R/8/8/4K2R b K - 0 1',
  'r3k2r/p6p/8/B7/1pp1p3/3b4/P6P/R3K2R w KQkq - 0 1',
  '8/5p2/8/2k3P1/p3K3/8/1P6/8 b - - 0 1',
  '8/8/3k4/3p4/8/3P4/3K4/8 w - - 0 1',
  'k7/8/8/8/8/8/8/K5Q1 w - - 0 1',
  // SAN's disambiguation: by file, by rank, by both; a pinned rival.
  '7k/8/8/8/Q1Q5/8/Q1Q5/K7 w - - 0 1',
  '7k/8/2N1N3/1N3N2/3p4/1N3N2/2N1N3/K7 w - - 0 1',
  '6k1/8/8/8/R6R/8/8/R3K2R w KQ - 0 1',
  'k7/8/8/8/8/2n5/8/KN1R1N2 w - - 0 1',
  '4k3/8/8/b7/8/8/3N1N2/4K3 w - - 0 1',
  '7k/1PP5/8/8/8/8/8/K7 w - - 0 1',
  '7k/8/8/8/8/8/1q6/K7 w - - 0 1',
];

// What a move is worth to the sampler: the rare, tricky moves often.
function weight (game, move) {
  let w = 1;
  if (move.flags.includes('k') || move.flags.includes('q'))
    w += 12;
  if (move.flags.includes('e'))
    w += 15;
  if (move.flags.includes('p'))
    w += move.promotion === 'q' ? 6 : 10;
  if (move.flags.includes('c'))
    w += 2;
  if (move.san.includes('+') || move.san.includes('#'))
    w += 4;
  if (move.flags.includes('b'))
    {
      // A double step beside an enemy pawn makes en passant possible.
      const file = move.to.charCodeAt (0), rank = move.to[1];
      for (const f of [file - 1, file + 1])
        {
          if (f < 97 || f > 104)
            continue;
          const man = game.get (String.fromCharCode (f) + rank);
          if (man && man.type === 'p' && man.color !== move.color)
            w += 10;
        }
      w += 2;
    }
  return w;
}

function choose (game) {
  const moves = game.moves ({ verbose: true });
  if (random () < 0.25)
    return pick (moves);
  const weights = moves.map ((m) => weight (game, m));
  let r = random () * weights.reduce ((a, b) => a + b, 0);
  for (let i = 0; i < moves.length; i++)
    if ((r -= weights[i]) < 0)
      return moves[i];
  return moves[moves.length - 1];
}

// The FEN with DESIGN §1b's en-passant convention: the square a pawn has
// just passed in a double step, whether or not it can be taken.
function fenOf (game, lastMove) {
  const fields = game.fen ({ forceEnpassantSquare: true }).split (' ');
  if (lastMove && lastMove.flags.includes ('b'))
    fields[3] = lastMove.from[0] + (lastMove.color === 'w' ? '3' : '6');
  return fields.join (' ');
}

// A random ending: kings, a few men, pawns often on the seventh rank.
function randomEnding () {
  for (;;)
    {
      const board = new Array (64).fill (null);
      const place = (man, lo, hi) => {
        for (let tries = 0; tries < 50; tries++)
          {
            const sq = lo + Math.floor (random () * (hi - lo));
            if (!board[sq])
              return (board[sq] = man), sq;
          }
        return -1;
      };
      place ('K', 0, 64);
      place ('k', 0, 64);
      const extra = 1 + Math.floor (random () * 7);
      for (let i = 0; i < extra; i++)
        {
          const man = pick ('PPPPppppNBRQnbrqPp'.split (''));
          if (man === 'P')
            place (man, random () < 0.5 ? 48 : 8, random () < 0.5 ? 56 : 48);
          else if (man === 'p')
            place (man, 8, random () < 0.5 ? 16 : 56);
          else
            place (man, 0, 64);
        }
      // Castling rights where the men allow them, now and then.
      if (random () < 0.3)
        {
          board[4] = 'K'; board[60] = 'k';
          board[0] = board[0] ?? 'R'; board[7] = board[7] ?? 'R';
          board[56] = board[56] ?? 'r'; board[63] = board[63] ?? 'r';
          board.forEach ((m, s) => { if ((m === 'K' || m === 'k') && s !== 4 && s !== 60) board[s] = null; });
        }
      let rights = '';
      if (board[4] === 'K' && board[7] === 'R' && random () < 0.7) rights += 'K';
      if (board[4] === 'K' && board[0] === 'R' && random () < 0.7) rights += 'Q';
      if (board[60] === 'k' && board[63] === 'r' && random () < 0.7) rights += 'k';
      if (board[60] === 'k' && board[56] === 'r' && random () < 0.7) rights += 'q';
      const side = random () < 0.5 ? 'w' : 'b';
      // An en-passant target where the side not to move could just have
      // double-stepped.
      let ep = '-';
      const pawn = side === 'w' ? 'p' : 'P', rank = side === 'w' ? 4 : 3;
      const candidates = [];
      for (let f = 0; f < 8; f++)
        {
          const at = rank * 8 + f, over = side === 'w' ? at + 8 : at - 8, from = side === 'w' ? at + 16 : at - 16;
          if (board[at] === pawn && !board[over] && !board[from])
            candidates.push (over);
        }
      if (candidates.length && random () < 0.7)
        {
          const sq = pick (candidates);
          ep = String.fromCharCode (97 + (sq & 7)) + String (1 + (sq >> 3));
        }
      let placement = '';
      for (let r = 7; r >= 0; r--)
        {
          let empty = 0;
          for (let f = 0; f < 8; f++)
            {
              const m = board[r * 8 + f];
              if (!m) { empty++; continue; }
              if (empty) placement += empty;
              empty = 0;
              placement += m;
            }
          if (empty) placement += empty;
          if (r) placement += '/';
        }
      const fen = `${placement} ${side} ${rights || '-'} ${ep} 0 1`;
      if (legal (fen) && (ep === '-' || doubleStepPossible (fen)))
        return fen;
    }
}

// DESIGN §1b's legality, checked with chess.js: the kings apart, the side
// not to move not in check, at most 8 pawns a side.
function legal (fen) {
  try
    {
      const fields = fen.split (' ');
      const game = new Chess (fen);
      const other = [...fields];
      other[1] = fields[1] === 'w' ? 'b' : 'w';
      other[3] = '-';
      const flipped = new Chess (other.join (' '), { skipValidation: true });
      if (flipped.inCheck ())
        return false;
      const w = game.findPiece ({ type: 'k', color: 'w' })[0], b = game.findPiece ({ type: 'k', color: 'b' })[0];
      if (Math.abs (w.charCodeAt (0) - b.charCodeAt (0)) <= 1 && Math.abs (w.charCodeAt (1) - b.charCodeAt (1)) <= 1)
        return false;
      return true;
    }
  catch (e)
    {
      return false;
    }
}

// The double step an en-passant square claims must have been legal: with
// the pawn back on its start square, the side now to move, which was not
// to move then, must not be in check.
function doubleStepPossible (fen) {
  const fields = fen.split (' ');
  const game = new Chess (fen);
  const square = fields[3], side = fields[1];
  const from = square[0] + (side === 'w' ? '7' : '2'), to = square[0] + (side === 'w' ? '5' : '4');
  const pawn = game.remove (to);
  game.put (pawn, from);
  const before = game.fen ().split (' ');
  before[1] = side;
  before[3] = '-';
  return !new Chess (before.join (' '), { skipValidation: true }).inCheck ();
}

function tagsOf (game, fen) {
  const tags = [];
  const moves = game.moves ({ verbose: true });
  if (game.isCheckmate ()) tags.push ('mate');
  else if (game.isStalemate ()) tags.push ('stalemate');
  else if (game.inCheck ()) tags.push ('check');
  if (game.inCheck () && moves.every ((m) => m.piece === 'k')) tags.push ('king-only');
  if (fen.split (' ')[2] !== '-') tags.push ('castling-rights');
  if (moves.some ((m) => m.flags.includes ('k') || m.flags.includes ('q'))) tags.push ('castling');
  if (fen.split (' ')[3] !== '-') tags.push ('ep-square');
  if (moves.some ((m) => m.flags.includes ('e'))) tags.push ('ep');
  if (moves.some ((m) => m.flags.includes ('p'))) tags.push ('promotion');
  if (moves.some ((m) => m.san.includes ('#'))) tags.push ('mate-in-1');
  if (moves.some ((m) => m.promotion && m.promotion !== 'q' && /[+#]/.test (m.san))) tags.push ('underpromotion-check');
  return tags;
}

// A random ending, a few random plies on, and the mates and stalemates
// one move away on the way.
function endgame (fen) {
  const game = new Chess (fen);
  let last = null;
  record (fen);
  for (let ply = Math.floor (random () * 12); ply > 0 && !game.isGameOver (); ply--)
    {
      for (const m of game.moves ({ verbose: true }))
        {
          game.move (m);
          if (game.isCheckmate () || game.isStalemate ())
            record (fenOf (game, m));
          game.undo ();
        }
      last = choose (game);
      game.move (last);
      if (random () < 0.3 || last.flags.match (/[ep]/))
        record (fenOf (game, last));
    }
}

const seen = new Set ();
const out = [];
function record (fen) {
  const key = fen.split (' ').slice (0, 4).join (' ');
  if (seen.has (key) || (count && out.length >= count))
    return;
  seen.add (key);
  const game = new Chess (fen);
  out.push ({ fen, tags: tagsOf (game, fen), moves: movesOf (game) });
}

if (fensFile)
  {
    const { readFileSync } = await import ('node:fs');
    for (const fen of readFileSync (fensFile, 'utf8').split ('\n').filter ((l) => l && !l.startsWith ('#')))
      {
        const game = new Chess (fen);
        record (fen);
        for (const m of game.moves ({ verbose: true }))
          {
            game.move (m);
            record (fenOf (game, m));
            game.undo ();
          }
      }
  }
else
  for (const fen of seeds)
    record (fen);
while (out.length < count)
  {
    if (random () < 0.25)
      {
        endgame (randomEnding ());
        continue;
      }
    const game = new Chess (pick (seeds));
    const length = Math.floor (random () * 90);
    let last = null;
    for (let ply = 0; ply < length && !game.isGameOver (); ply++)
      {
        last = choose (game);
        game.move (last);
        // Keep the games' interesting moments, and some plain ones.
        const fen = fenOf (game, last);
        if (game.isGameOver () || last.flags.match (/[epkq]/) || game.fen ().split (' ')[3] !== '-' || random () < (game.inCheck () || last.flags.includes ('b') ? 0.35 : 0.05))
          record (fen);
      }
    if (last)
      record (fenOf (game, last));
  }
for (const p of out)
  console.log (JSON.stringify (p));
