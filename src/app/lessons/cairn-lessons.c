/* cairn-lessons.c — the lesson cards, as data.
 *
 * Each card names a scenario (position, side to move, depth limit, R, the
 * horizon guard, the two panes' modes), a rule that finds the node to look
 * at in the recorded tree, the moment to stop at and the zoom.  The texts
 * are whole paragraphs for translators; the figures a card quotes (node
 * counts, values, cells) are checked against the searches by the tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-lessons.h"

static const CairnLesson lessons[] = {
  {
    .id = "null-probe",
    .title = N_("What a null probe is"),
    .text = N_("A null probe asks whether a position is so good for the side that "
               "has just moved that it needs no search: the side to move passes, "
               "and the game goes on R plies shallower. Here X already has 9 from "
               "cell 0 (α = 9) and tries cell 1; the selected probe lets O pass "
               "and still finds only 6 for X. The bet is that a real reply from O "
               "would hold X lower still, so cell 1 cannot beat 9 and none of O’s "
               "eight replies is searched (the dashed ghosts). The left-hand tree "
               "has no probe: it searches O’s replies until one holds X to 9 or "
               "less (the fourth) and cuts off the other four (the dotted ghosts)."),
    .cells = ".........", .to_move = "x", .depth = 3, .reduction = 1, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = 1, .find = CAIRN_LESSON_FIND_FIRST_PRUNING_PROBE,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 72,
  },
  {
    .id = "saves-most",
    .title = N_("Where null move saves most"),
    .text = N_("On the empty board at depth 5 with R = 3, null-move pruning needs "
               "803 nodes where plain alpha-beta needs 1,787, 55.1% fewer, and "
               "still plays the centre for 12. The selected node is the prune that "
               "saved most: after X’s move to cell 2, the probe jumps straight to "
               "the depth limit and finds X no better off than the 9 already "
               "secured, so two nodes replace the whole subtree the left-hand tree "
               "needs for this move. Every probe here lands on the horizon like "
               "this one, so the whole saving comes from bare guesses: with the "
               "horizon guard, which skips such probes, the saving is 0%. "
               "Such savings are rare in the seed’s model, as the note under "
               "“Figures” shows."),
    .cells = ".........", .to_move = "x", .depth = 5, .reduction = 3, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = 1, .find = CAIRN_LESSON_FIND_BIGGEST_SAVING,
    .when = CAIRN_LESSON_WHEN_DONE, .zoom = 0,
    .note = N_("Measured with cairn-cli sweep (or the study window) over depth "
               "limits 1 to 9 and R 1 to 4: on the empty board null move saves "
               "nodes in 9 of the 36 settings and costs more in 13. It tries "
               "32,606 probes in all, and 6,630 of them prune. At depth 9, R 1, "
               "where it costs most, 63,305 of its 80,790 nodes lie inside its "
               "13,501 probes, and only 2,959 of those prune; outside the probes "
               "it searches 17,485 nodes, 16.2% fewer than plain’s 20,866, so its "
               "prunes save less than its probes cost. On the pitfall board, "
               "...O.X..., null move saves nodes in 2 of the 36 settings and costs "
               "more in 20, up to 7.2 times plain’s nodes at depth 9, R 1. "
               "These are the seed’s probes: at depth 9, R 1 on the empty "
               "board 1,197 of the 13,501 face an infinite bound and can "
               "never prune. Zero-width probes with the horizon guard "
               "(--probe-window zero --guard), the nearest tic-tac-toe comes "
               "to an engine’s, make the probes cheaper but leave the "
               "picture: on the empty board null move then saves nodes in 6 "
               "of the 36 settings and costs more in 12, at most 2.2 times "
               "plain’s nodes (45,159 at depth 9, R 1); on the pitfall board "
               "it saves in 1 and costs more in 17."),
  },
  {
    .id = "small-r",
    .title = N_("When R is too small"),
    .text = N_("With R = 1 a probe is only one ply shallower than the search "
               "it should spare, and in the seed’s model it searches the "
               "node’s whole window, so it can cost as much as that search, "
               "or more. The selected probe, under X’s move to cell 3, "
               "searches 2,485 nodes only to find 9, above α = 0: nothing is "
               "pruned, O’s replies are searched anyway, and plain alpha-beta "
               "(left) spends fewer nodes on that whole move than on this one "
               "probe. Over the whole tree that adds up to almost four times "
               "the nodes, for the same answer. With a zero-width window, as "
               "engines give a probe, the same probe takes 127 nodes (the "
               "card “Zero-width probes: a different search” shows that "
               "search)."),
    .cells = ".........", .to_move = "x", .depth = 9, .reduction = 1, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = 1, .find = CAIRN_LESSON_FIND_COSTLIEST_IDLE_PROBE,
    .when = CAIRN_LESSON_WHEN_DONE, .zoom = 0,
  },
  {
    .id = "pitfall",
    .title = N_("The pitfall: a probe on the horizon"),
    .text = N_("Plain alpha-beta (left) finds that X’s centre move, cell 4, is "
               "worth 12. On the right, the probe after that move starts at ply 3, "
               "which is already the depth limit, so it searches nothing and "
               "returns the raw line-counting guess, 9. As 9 is no better than the "
               "α = 9 that cell 0 already gave X, the centre is pruned and X "
               "settles for cell 0, which plain alpha-beta values at 9: a "
               "different move, not just a different score. With perfect play "
               "every move here draws; cell 0 is worse only by the search’s own "
               "measure."),
    .cells = "...O.X...", .to_move = "x", .depth = 3, .reduction = 1, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = 1, .find = CAIRN_LESSON_FIND_LINE, .line = { 4 }, .n_line = 1,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 72,
  },
  {
    .id = "guard",
    .title = N_("What the horizon guard changes"),
    .text = N_("The horizon guard skips every probe that would land on or beyond "
               "the depth limit, so a probe always searches at least one real "
               "move. At depth 3 with R = 1 that rules out every probe in this "
               "position: the right-hand search becomes plain alpha-beta again, "
               "finds 12 for the centre and plays cell 4. The mistake is gone, "
               "and so is the saving: at this depth the guard leaves null move "
               "nothing to do."),
    .cells = "...O.X...", .to_move = "x", .depth = 3, .reduction = 1, .guard = TRUE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = 1, .find = CAIRN_LESSON_FIND_LINE, .line = { 4 }, .n_line = 1,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 72,
  },
  {
    .id = "verified",
    .title = N_("Verified null-move pruning"),
    .text = N_("Verified null-move pruning (right) does not take a probe’s word "
               "at once: near the root it checks a suspected cut with a search "
               "one ply shallower, and searches again in full if the check "
               "fails. At the selected node, X’s move to cell 1, plain null move "
               "(left) prunes after one probe, while the right-hand search first "
               "checks O’s replies. All seven checks agree on this board, so the "
               "answer is the same, for more nodes: 909 against 803."),
    .cells = ".........", .to_move = "x", .depth = 5, .reduction = 3, .guard = FALSE,
    .modes = { CAIRN_MODE_NULL, CAIRN_MODE_VERIFIED },
    .focus = 1, .find = CAIRN_LESSON_FIND_FIRST_VERIFIED,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 72,
    .note = N_("David and Netanyahu (2002) found in chess that verified "
               "null-move pruning with R = 3 builds smaller trees than standard "
               "null move with R = 2 and solves more test positions. Engines "
               "today verify far less: Stockfish 15.1, the one in Debian 12, "
               "only where 14 plies or more remain or β is already a known "
               "win; Stockfish 16.1 and later only where 16 or more remain."),
  },
  {
    .id = "verified-pitfall",
    .title = N_("Verified null move repeats the pitfall"),
    .text = N_("The seed’s pitfall again, with verified null-move pruning on the "
               "right. After X plays cell 4 the probe lands on the horizon and "
               "returns 9, no better than α = 9, so the cut is only suspected and "
               "checked with a search one ply shallower. But one ply shallower, "
               "O’s first reply already stands on the new horizon, where the "
               "line-counting guess gives −3: the check “confirms” the cut, "
               "nothing is searched again, and X settles for cell 0 (9) instead "
               "of cell 4 (12). Verification answers zugzwang, not a horizon "
               "this close; the horizon guard is the cure here."),
    .cells = "...O.X...", .to_move = "x", .depth = 3, .reduction = 1, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_VERIFIED },
    .focus = 1, .find = CAIRN_LESSON_FIND_LINE, .line = { 4 }, .n_line = 1,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 72,
  },
  {
    .id = "slow-win",
    .title = N_("Found: a win the probe scores too late"),
    .text = N_("Cairn’s finder turned up this case, which the horizon guard does "
               "not prevent. X’s move to cell 2 makes two threats and wins at "
               "ply 3, worth 7 (left). Inside the probe X wins at once too, but "
               "the seed moves the ply on by 1 + R for a pass and scores a win "
               "by its ply, so that win counts as ply 5, worth 5 — no better "
               "than the 5 cell 1 already gave — and the faster win is pruned. "
               "The probe did search real moves, so the guard has no objection; "
               "verified null move finds cell 2 here."),
    .cells = "X..O.XO..", .to_move = "x", .depth = 8, .reduction = 2, .guard = TRUE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = 1, .find = CAIRN_LESSON_FIND_LINE, .line = { 2 }, .n_line = 1,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 45,
    .note = N_("An artefact of the seed’s model: engines such as Stockfish "
               "15.1 count a pass as one ply (this win would score 7, at ply "
               "3, and prune nothing). Stockfish 16.1 and later also try no "
               "null move where the bound to beat already means the side to "
               "move is mated, as it does here for O; Stockfish 15.1 has no "
               "such rule."),
  },
  {
    .id = "shallow-check",
    .title = N_("Found: a check as short-sighted as the probe"),
    .text = N_("Cairn’s finder also shows that verification alone is no cure. "
               "After X’s centre move the probe scores 6, no more than α = 6, so "
               "the right-hand search checks the cut one ply shallower; that "
               "check stops right after O’s reply, before X can answer, scores "
               "the board 0 and confirms the cut, so X settles for cell 0 (6) "
               "though the centre is worth 9 (left). The check is as "
               "short-sighted as the probe it checks; the horizon guard, "
               "which refuses such probes, finds the centre again. With "
               "perfect play every move here draws; cell 0 is worse only by "
               "the search’s own measure."),
    .cells = "..XX.OO..", .to_move = "x", .depth = 3, .reduction = 1, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_VERIFIED },
    .focus = 1, .find = CAIRN_LESSON_FIND_LINE, .line = { 4 }, .n_line = 1,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 72,
  },
  {
    .id = "zugzwang",
    .title = N_("Zugzwang: passing beats every move"),
    .text = N_("King and pawn against king, White to move, depth 7. Plain "
               "alpha-beta (left) finds the way to queen: after Kf6 Ke8 e7 "
               "Black’s king must go to d7, Kf7 follows and the pawn queens by "
               "ply 7 (900 at the horizon: a queen, not yet a mate). On the "
               "right, the selected node after e7 lets Black pass instead; then "
               "White can only stalemate Black with Ke6 or give up the pawn, and "
               "the probe returns 0. That is less than the 140 White already has "
               "from Ke4, so Kf6 is pruned and White plays Ke4. Black is in "
               "zugzwang: any move is worse than none, which a null probe takes "
               "to be impossible. A quiescence search keeps this mistake; engines "
               "avoid it by not probing here (see “Figures”)."),
    .cells = "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", .to_move = NULL,
    .depth = 7, .reduction = 1, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = 1, .find = CAIRN_LESSON_FIND_DECISIVE_PRUNE,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 45,
    .note = N_("Both styles at depth 7, R 1. Seed style (the panes): plain "
               "alpha-beta plays Kf6 in 34,189 nodes, null move Ke4 for 140 in "
               "22,114. With the quiescence search alone "
               "(--engine-parts=qsearch): plain alpha-beta Kf6 in 62,260 nodes, "
               "null move still Ke4 for 140, in 39,673. With every engine part "
               "(--engine-parts=engine): plain alpha-beta Kf6 in 1,635 nodes, "
               "null move Kf6 in 1,631, because the gate, like Stockfish 15.1, "
               "tries a null move only when the side to move has a knight, "
               "bishop, rook or queen: its 38 probes all come after a promotion. "
               "With every part but the gate, null move plays Kf6 as well (1,955 "
               "nodes, 392 prunes), but only because iterative deepening, the "
               "table and move ordering put Kf6 first, before Ke4 has set a bound "
               "to prune against: without any one of the three it plays Ke4."),
  },
  {
    .id = "zugzwang-guard",
    .title = N_("The guard does not help here"),
    .text = N_("The same position, now with the horizon guard on the right. The "
               "probe after Kf6 Ke8 e7 starts at ply 5 of 7, so the guard lets it "
               "run, and it does search real moves: Ke6 stalemates Black, every "
               "other move gives up the pawn, 0 either way. That is the true "
               "value of the position after a pass. What is wrong is the pass "
               "itself, which chess does not allow: the guard only refuses probes "
               "too shallow to see anything, so this prune stands and White still "
               "plays Ke4. So it does with a quiescence search; in the engine "
               "style the gate, not the guard, keeps the probe out (see "
               "“Figures”)."),
    .cells = "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", .to_move = NULL,
    .depth = 7, .reduction = 1, .guard = TRUE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = 1, .find = CAIRN_LESSON_FIND_DECISIVE_PRUNE,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 45,
    .note = N_("Both styles at depth 7, R 1, null move with the guard. Seed style "
               "(the panes): Ke4 for 140 in 33,833 nodes, where plain alpha-beta "
               "plays Kf6 in 34,189. With the quiescence search "
               "(--engine-parts=qsearch): still Ke4, in 46,748 nodes (plain "
               "alpha-beta Kf6 in 62,260): the guard does not help there either. "
               "With every engine part (--engine-parts=engine): Kf6 in 1,635 "
               "nodes with no probe at all, as plain alpha-beta plays it; the "
               "gate, which like Stockfish 15.1 wants a knight, bishop, rook or "
               "queen on the side to move, keeps null move out of this ending."),
  },
  {
    .id = "zugzwang-verified",
    .title = N_("Verified null move finds it"),
    .text = N_("Verified null-move pruning (right) takes the same probe’s 0 as a "
               "suspicion only. At the selected node it checks the cut with a "
               "search one ply shallower, which sees Black’s forced Kd7 and then "
               "only a pawn on e7, worth 150: more than White’s 140, so the cut "
               "is not confirmed. The node’s moves are then searched again at "
               "full depth, and this re-search finds Kf7 and the new queen by ply "
               "7, 900, as plain alpha-beta (left) does. White plays Kf6. "
               "Verified null move plays Kf6 with a quiescence search and with "
               "every engine part too (see “Figures”)."),
    .cells = "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", .to_move = NULL,
    .depth = 7, .reduction = 1, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_VERIFIED },
    .focus = 1, .find = CAIRN_LESSON_FIND_DECISIVE_PRUNE,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 45,
    .note = N_("Both styles at depth 7, R 1. Seed style (the panes): verified "
               "null move plays Kf6 in 17,749 nodes with one re-search (plain "
               "alpha-beta 34,189). With the quiescence search "
               "(--engine-parts=qsearch): Kf6 in 27,919 nodes with 3 re-searches "
               "(plain alpha-beta 62,260). With every engine part "
               "(--engine-parts=engine): Kf6 in 1,653 nodes with no re-search "
               "(plain alpha-beta 1,635), its probes all after a promotion. "
               "Stockfish 15.1 verifies a null move only where 14 plies or more "
               "remain, which Cairn’s depth limits never reach; the engine style "
               "keeps the seed’s verification."),
  },
  {
    .id = "pawn-endings",
    .title = N_("Why engines switch null move off in pawn endings"),
    .text = N_("Null move rests on one bet: that moving is never worse than "
               "passing. With only king and pawns left that bet can fail, as it "
               "does here, where the one move Black has loses. So engines such as "
               "Stockfish 15.1 do not try a null probe while the side to move has "
               "nothing but king and pawns. The figures from Cairn’s finder in "
               "the note under “Figures” show that neither the horizon guard nor "
               "verification takes that rule’s place: both still leave cases the "
               "finder counts as zugzwang (as the search sees it). Nor do the "
               "engine style’s other parts: with all of them but this rule the "
               "finder still counts such cases."),
    .cells = "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", .to_move = NULL,
    .depth = 7, .reduction = 1, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = 1, .find = CAIRN_LESSON_FIND_DECISIVE_PRUNE,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 45,
    .note = N_("Measured with cairn-cli find --material KPK -d 5-6 -r 1-3 -m "
               "null,guard,verified --sample 10000 --seed 1, a sample of 10,000 "
               "positions drawn with seed 1 (257,507 searches, 717,652,219 "
               "nodes). Cases where the mode plays worse than plain alpha-beta: "
               "null move 5,975 (zugzwang 79, probe on the horizon 2,675, "
               "reduction 3,221); with the guard 4,708 (53, 0, 4,655); verified "
               "4,283 (verification 3,248, zugzwang 2, probe on the horizon 983, "
               "reduction 50). “Zugzwang” is the search’s judgement: passing "
               "scored better than every move, at that depth, by the horizon’s "
               "material and pawn count; it does not say the real result of the "
               "game changes. These are the seed style’s figures: it has no "
               "quiescence search, and chess programs such as Stockfish 15.1 send "
               "a probe that lands on the horizon into one "
               "(--engine-parts=engine). The engine style on the same sample: "
               "with every part (--engine-parts=engine; 200,000 searches, "
               "367,051,525 nodes) the finder finds no case at all, as the gate, "
               "like Stockfish 15.1, tries a null move only with a knight, "
               "bishop, rook or queen on the side to move; with every part but "
               "the gate (--engine-parts=qsearch,order,pvs,tt,id,check,draws; "
               "208,092 searches, 292,635,664 nodes) null move still has 881 "
               "cases (zugzwang 94), with the guard 239 (34), verified 646 (71)."),
  },
  {
    .id = "null-problem",
    .title = N_("A mate in two that null move misses"),
    .text = N_("A composed problem of the kind that chess programs with null move "
               "could not solve: White mates in two with Nh4 (Stockfish 15.1 "
               "agrees). Depth 4, R 1. Plain alpha-beta (left) finds it: 29997 "
               "(White mates, ply 3), in 3,793 nodes. Null-move pruning (right) "
               "plays Rxh5+ for 190, in 3,235 nodes. At the selected node, after "
               "Nh4, Black is allowed to pass; the probe returns −100, less than "
               "the 190 White already has, so Nh4 is pruned. Yet every real move "
               "Black has there allows a mate. The failure survives the engine "
               "style: with every part, null move still plays Rxh5+ (see "
               "“Figures”)."),
    .cells = "8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1", .to_move = NULL,
    .depth = 4, .reduction = 1, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = 1, .find = CAIRN_LESSON_FIND_DECISIVE_PRUNE,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 45,
    .note = N_("Both styles at depth 4. Seed style (the panes, R 1): plain "
               "alpha-beta plays Nh4 in 3,793 nodes, null move Rxh5+ for 190 in "
               "3,235, with 32 prunes. Engine style with every part "
               "(--engine-parts=engine, R from the gate): plain alpha-beta Nh4 in "
               "1,190 nodes, null move Rxh5+ for 190 in 1,056, with 228 prunes. "
               "Rxh5+ is worth 190 only by the search’s own measure: after it "
               "Stockfish 15.1 (depth 20) scores the position 0.00. The card “The "
               "mate in two, part by part” shows what each engine part changes."),
  },
  {
    .id = "null-problem-cures",
    .title = N_("The mate in two: the guard fails, verification finds it"),
    .text = N_("The same problem at depth 4, R 1, with the horizon guard on in "
               "both panes. Null-move pruning (left) still plays Rxh5+ for 190, "
               "in 4,472 nodes: the guard cuts its probes from 114 to 19, but the "
               "one that prunes Nh4 is deep enough to pass it. Verified null move "
               "(right), at the selected node after Nh4, takes the probe’s −100 "
               "as a suspicion only, checks it, and plays Nh4, 29997 (White mates, "
               "ply 3), in 4,306 nodes. In the engine style verification still "
               "finds the mate, but the guard no longer fails: at this depth it "
               "refuses every probe (see “Figures”)."),
    .cells = "8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1", .to_move = NULL,
    .depth = 4, .reduction = 1, .guard = TRUE,
    .modes = { CAIRN_MODE_NULL, CAIRN_MODE_VERIFIED },
    .focus = 1, .find = CAIRN_LESSON_FIND_DECISIVE_PRUNE,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 45,
    .note = N_("Without the guard, verified null move also plays Nh4 at depth 4, "
               "R 1 (3,091 nodes). Engine style (--engine-parts=engine): with the "
               "guard neither pane tries a single probe, because a probe of the "
               "gate searches at least 4 plies less than its node, so at this "
               "depth every probe would land in the quiescence search, which the "
               "guard refuses; both play Nh4 in 1,190 nodes, as plain alpha-beta "
               "does. Without the guard, null move plays Rxh5+ for 190 (1,056 "
               "nodes) and verified null move Nh4 (1,457 nodes, one re-search)."),
  },
  {
    .id = "null-problem-depth-3",
    .title = N_("The mate in two at depth 3: the roles change"),
    .text = N_("Depth 3, R 1, no guard. Plain alpha-beta (left) still finds Nh4, "
               "29997 (White mates, ply 3), in 1,507 nodes. Now verified null move "
               "(right) goes wrong and plays Rxh5+ for 200: at the selected node, "
               "after Nh4, the probe returns −100 and the check of it, one ply "
               "shallower, is too short to see the mate. Here the horizon guard "
               "is the cure (the note under “Figures” has the counts). The "
               "engine style agrees: with every part verified null move plays "
               "Rxh5+ too, and the guard leaves no probe."),
    .cells = "8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1", .to_move = NULL,
    .depth = 3, .reduction = 1, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_VERIFIED },
    .focus = 1, .find = CAIRN_LESSON_FIND_DECISIVE_PRUNE,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 45,
    .note = N_("At depth 3, R 1: null move plays Rxh5+ for 200 (508 nodes); with "
               "the horizon guard it tries no probe at all and plays Nh4 like "
               "plain alpha-beta (1,507 nodes), and so does verified null move "
               "with the guard. Engine style (--engine-parts=engine), depth 3: "
               "plain alpha-beta plays Nh4 in 480 nodes; null move Rxh5+ for 190 "
               "in 429 and verified null move Rxh5+ for 190 in 482; with the "
               "guard neither tries a probe and both play Nh4 (480 nodes)."),
  },
  {
    .id = "stalemate-trap",
    .title = N_("A stalemate trap: null move wins, but not by the mate in two"),
    .text = N_("White to move. Queening at once, c8=Q, stalemates Black: 0. "
               "Promoting to a rook, c8=R, mates in two (Stockfish 15.1 agrees): "
               "Black’s only move is Ka6, and Ra8 mates. At depth 4, R 1 plain "
               "alpha-beta (left) finds c8=R, 29997 (White mates, ply 3), in 313 "
               "nodes. Null move (right) does not fall into the trap either: it "
               "plays Kd7 for 900, in 371 nodes, and Kd7 wins too, mate in 7 by "
               "the tablebase, only more slowly. What it misses is the mate in "
               "two: at the selected node, after c8=R, Black is allowed to pass, "
               "the probe sees only a rook, 500, below the 900 White already has, "
               "and c8=R is pruned. In the engine style null move tries no probe "
               "here and finds c8=R (see “Figures”)."),
    .cells = "8/k1P5/2K5/8/8/8/8/8 w - - 0 1", .to_move = NULL,
    .depth = 4, .reduction = 1, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = 1, .find = CAIRN_LESSON_FIND_DECISIVE_PRUNE,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 45,
    .note = N_("Engine style (--engine-parts=engine), depth 4: plain alpha-beta, "
               "null move and verified null move all play c8=R in 303 nodes, and "
               "null move tries no probe at all: after c8=R, where the seed style "
               "pruned, Black has only its king, and the gate, like Stockfish "
               "15.1, wants a knight, bishop, rook or queen on the side to move. "
               "With every part but the gate "
               "(--engine-parts=qsearch,order,pvs,tt,id,check,draws) null move "
               "misses the mate in two again and plays Kd7 for 900 (274 nodes), "
               "where plain alpha-beta plays c8=R (303 nodes)."),
  },
  {
    .id = "engines-rule",
    .title = N_("Null move only with pieces: the engines’ rule"),
    .text = N_("Chess programs such as Stockfish 15.1 try a null move only when "
               "the side to move has a knight, bishop, rook or queen. Both panes "
               "follow that rule here, in the zugzwang position at depth 7, R 1. "
               "Null move (right) now plays the selected Kf6 for 900, as plain "
               "alpha-beta (left) does. The mistake is gone, and so is the "
               "saving: with one pawn on the board the rule allows only two "
               "probes, after e7+ Kc7 e8=Q (or e8=R) Kb6, neither prunes, and "
               "null move searches 34,193 nodes, 4 more than plain’s 34,189. "
               "Tried everywhere, it took 22,114 nodes and played Ke4. The note "
               "under “Figures” shows, in both styles, where the rule is not "
               "enough: a position in which both sides have pieces."),
    .cells = "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", .to_move = NULL,
    .depth = 7, .reduction = 1, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    /* Kf6: from f5 (37) to f6 (45), squares a1 = 0 … h8 = 63. */
    .focus = 1, .find = CAIRN_LESSON_FIND_LINE, .line = { 37 | 45 << 6 }, .n_line = 1,
    .when = CAIRN_LESSON_WHEN_DONE, .zoom = 45,
    .null_when = CAIRN_NULL_WHEN_PIECES,
    .note = N_("With the same rule at depth 4, R 1, null move finds the stalemate "
               "trap’s mate in two: it plays c8=R in 314 nodes (plain 313; tried "
               "everywhere it played Kd7 in 371, so there was no saving to lose). "
               "The mate in two with pieces on both sides still fails: null move "
               "plays Rxh5+ for 190 in 3,235 nodes, as without the rule, where "
               "plain alpha-beta mates with Nh4. The engine style’s gate includes "
               "this rule (--engine-parts=engine): here null move plays Kf6 in "
               "1,631 nodes against plain alpha-beta’s 1,635, its 38 probes all "
               "after a promotion, all of them pruning; in the stalemate trap "
               "both play c8=R in 303 nodes; and the mate in two still fails, "
               "Rxh5+ for 190 in 1,056 nodes against plain alpha-beta’s Nh4 in "
               "1,190."),
  },
  {
    .id = "engine-parts",
    .title = N_("The mate in two, part by part"),
    .text = N_("The mate in two at depth 4 in the engine style, one part at a "
               "time. A quiescence search alone keeps the failure: null move "
               "still plays Rxh5+. Add the gate and null move tries no probe at all: the "
               "gate probes only where the window is one wide, and without pvs "
               "every window is wider than one. Move ordering and the table "
               "shrink the tree from 4,537 nodes to 606, still without a probe. "
               "The panes add pvs: its zero-width windows let the gate probe, Nh4 "
               "is pruned at the selected node, and null move (right) plays Rxh5+ "
               "again. With every part it does the same: the classic failure "
               "survives a chess program’s rules."),
    .cells = "8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1", .to_move = NULL,
    .depth = 4, .reduction = 1, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = 1, .find = CAIRN_LESSON_FIND_DECISIVE_PRUNE,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 45,
    .note = N_("Each figure is cairn-cli search -p … -d 4 -r 1 -m MODE "
               "--engine-parts=PARTS, for plain alpha-beta, null move and "
               "verified null move in turn. Seed style (no part): Nh4 in 3,793 "
               "nodes; Rxh5+ for 190 in 3,235, with 32 prunes; Nh4 in 3,091. "
               "qsearch: Nh4 in 4,537; Rxh5+ for 190 in 5,273, with 627 prunes; "
               "Nh4 in 5,662. qsearch,gate: Nh4 in 4,537 all three, no probe. "
               "qsearch,gate,order,tt: Nh4 in 606 all three, no probe. "
               "qsearch,gate,order,tt,pvs (the panes): Nh4 in 633; Rxh5+ for 190 "
               "in 555, with 186 prunes; Nh4 in 919. engine, every part: Nh4 in "
               "1,190; Rxh5+ for 190 in 1,056, with 228 prunes; Nh4 in 1,457. "
               "Rxh5+ is worth 190 only by the search’s own measure: Stockfish "
               "15.1 (depth 20) scores the position after it 0.00, where Nh4 "
               "mates. R 1 counts only where the gate is off: the gate sets R by "
               "Stockfish 15’s formula, without its complexity term."),
    .engine_parts = CAIRN_PART_QSEARCH | CAIRN_PART_GATE | CAIRN_PART_ORDER | CAIRN_PART_TT | CAIRN_PART_PVS,
  },
  {
    .id = "zero-window",
    .title = N_("Zero-width probes: a different search"),
    .text = N_("The same search as “When R is too small”, with one change real "
               "engines make: a null probe no longer searches the node’s whole "
               "window, only a window of width one at β (at α for O). It then "
               "answers just “is passing good enough to prune?”, and here that "
               "takes far fewer nodes: the null-move tree shrinks from 80,790 "
               "to 46,031, and the costliest probe that pruned nothing, "
               "selected, takes 219 nodes where it took 2,485. Move and value "
               "stay the same here, but not always: the narrower window changes "
               "a probe’s inner prunes and value, and so now and then the move."),
    .cells = ".........", .to_move = "x", .depth = 9, .reduction = 1, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = 1, .find = CAIRN_LESSON_FIND_COSTLIEST_IDLE_PROBE,
    .when = CAIRN_LESSON_WHEN_DONE, .zoom = 0,
    .probe_window = CAIRN_PROBE_WINDOW_ZERO,
    .note = N_("An answer that changes: XOO....X., X to move, null move at depth "
               "9 with R = 2 plays cell 3 (value 5, 269 nodes) with full-window "
               "probes and cell 6 (value 7, 326 nodes) with zero-width ones."),
  },
  {
    .id = "sound-scoring",
    .title = N_("Sound scoring: a win outranks every guess"),
    .text = N_("X can win at once in cell 8. With the seed’s scoring a win is "
               "worth only 10 − ply, 9 here, while the line-counting guess at "
               "the horizon after cell 0 reaches 12, so plain alpha-beta plays "
               "cell 0. Engines score a win above every guess; here a win is "
               "worth 1000 − ply, and both searches play the selected cell 8 "
               "for 999."),
    .cells = ".OO...XX.", .to_move = "x", .depth = 3, .reduction = 1, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = 0, .find = CAIRN_LESSON_FIND_LINE, .line = { 8 }, .n_line = 1,
    .when = CAIRN_LESSON_WHEN_DONE, .zoom = 72,
    .scoring = CAIRN_SCORING_SOUND,
  },
  {
    /* Found by cairn-cli find over every board reachable in at most 4
     * plies (find --game connect4 --plies 4): X in columns 2
     * and 4 of the bottom row, O above each.  The real results are Pascal
     * Pons's solver's (github.com/PascalPons/connect4, commit d6ba50d). */
    .id = "connect4-horizon",
    .title = N_("Connect Four: a win pruned on the horizon"),
    .text = N_("Connect Four, X to move, depth 5, R 3. Plain alpha-beta (left) "
               "plays column 3: three X discs in the bottom row, open at both "
               "ends, so O can block only one: 9997 (X wins, ply 3). Null "
               "move (right) already has 24 from column 4 when it tries column 3. "
               "At the selected node O passes, and the probe lands on the depth "
               "limit at once, where the line count gives 24, no better: column 3 "
               "is pruned and X plays column 4. A probe on the horizon, not "
               "zugzwang: the horizon guard, or verified null move, plays column 3 "
               "again."),
    .cells = "......./......./......./......./.O.O.../.X.X... x", .to_move = NULL,
    .depth = 5, .reduction = 3, .guard = FALSE,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = 1, .find = CAIRN_LESSON_FIND_DECISIVE_PRUNE,
    .when = CAIRN_LESSON_WHEN_FOUND, .zoom = 45,
    .note = N_("The panes: plain alpha-beta plays column 3 in 1,321 nodes, null "
               "move column 4 for 24 in 480, with 7 probes and 6 prunes. With the "
               "guard null move tries no probe and plays column 3 in 1,321 nodes; "
               "verified null move plays column 3 in 1,152, with one re-search. "
               "With perfect play (Pascal Pons’s Connect Four solver) column 3 "
               "wins with X’s fourth disc and column 4 only with its nineteenth; "
               "every other column loses. Cairn’s finder over every position "
               "reachable in at most 4 plies, 1,415 boards, at depths 5 and 6, R 1 "
               "to 3 (cairn-cli find --game connect4 --plies 4 -d 5-6 -r 1-3; "
               "43,497 searches, 106,416,042 nodes): null move plays worse in "
               "1,427 cases (probe on the horizon 856, reduction 571), with the "
               "guard in 669 (reduction 669), verified null move in 1,407 "
               "(verification 1,404, reduction 3). Not one is zugzwang: null "
               "move’s Connect Four failures at these depths are horizon effects, "
               "not zugzwang."),
  },
};

guint
cairn_lessons_get_n (void)
{
  return G_N_ELEMENTS (lessons);
}

const CairnLesson *
cairn_lessons_get (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (lessons), NULL);
  return &lessons[index];
}

/* The card's index, or -1. */
int
cairn_lessons_find (const char *id)
{
  g_return_val_if_fail (id != NULL, -1);

  for (guint i = 0; i < G_N_ELEMENTS (lessons); i++)
    if (g_str_equal (lessons[i].id, id))
      return (int) i;
  return -1;
}
