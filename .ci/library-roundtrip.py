#!/usr/bin/env python3
"""The round trip between our game texts and the `baghchal` Python library
(PyPI 1.0.1), run against the library itself.

    python3 .ci/library-roundtrip.py LIBRARY_DIR BAGHCHAL_BINARY

1. Bot games our CLI writes (`baghchal record games`) are converted to the
   library's PGN (`record convert --to library`); the library replays each
   to the same positions (its FEN after every move), writes the same PGN and
   gives the same result. A game we refuse to convert must be one the
   library indeed ends elsewhere (checked by replaying it move by move in
   the library), or one ended by a rule the library lacks (then its moves
   alone replay to the same positions, unfinished).
2. Random games the library plays and writes are read by us to the same
   positions and result, and written back to the same PGN; one we refuse
   must be one the library drew by its board-only repetition.
3. Positions the library writes as FEN are read by us to the same board.

The closing line is `N passed, N failed`; the exit status is 1 on any failure.
"""
import os
import random
import re
import subprocess
import sys

lib_dir, binary = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
sys.path.insert(0, lib_dir)
here = os.getcwd()
from baghchal.env import Board  # noqa: E402  (the library changes directory on import)

os.chdir(here)

passed = failed = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL: {what}")


def cli(args, text):
    """Runs `baghchal record ARGS` on TEXT: (exit status, stdout, stderr)."""
    p = subprocess.run([binary, "record", *args], input=text, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def library_point(name):
    """Our point name (a1..e5: column from the left, row from the bottom) as the library's two digits."""
    column, row = ord(name[0]) - ord("a"), int(name[1]) - 1
    return f"{5 - row}{column + 1}"


def library_words(text):
    """The moves of our game text as the library's words."""
    words, goat = [], True
    for line in text.splitlines():
        if line.startswith("["):
            continue
        for word in line.split():
            word = re.sub(r"^\d+\.(\.\.)?", "", word)
            if not word or word in ("1-0", "0-1", "1/2-1/2", "*"):
                continue
            letter = "G" if goat else "B"
            if len(word) == 2:
                words.append("G" + library_point(word))
            else:
                jump = "x" if word[2] == "x" else ""
                words.append(f"{letter}{jump}{library_point(word[:2])}{library_point(word[3:])}")
            goat = not goat
    return words


def library_result(board):
    if not board.is_game_over():
        return "*"
    return {"G": "1-0", "B": "0-1", 0: "1/2-1/2"}[board.winner()]


def tag(text, name):
    m = re.search(rf'^\[{name} "([^"]*)"\]', text, re.M)
    return m.group(1) if m else None


# 1. Our bot games in the library.
kinds = {"converted": 0, "ending not in library": 0, "library ends elsewhere": 0}
# A game our rules end at a move limit the library does not have.
move_limit = """[Game "Baghchal"]
[MaxHalfMoves "6"]
[Result "1/2-1/2"]
[Termination "move_limit"]

1. c3 a1-b1 2. d4 b1-a1 3. b2 a1-b1 1/2-1/2
"""
# Written by the library (random play): after its move 42 (our d4-c4) it
# draws, the board having come up a third time with the other side to move
# once; our rules go on. Its first 41 moves and a half as our text, then
# that move: a game the library ends where we do not.
library_draw = (
    "1. G52 B5545 2. G44 B1524 3. G14 B2423 4. G43 B2322 5. G54 B2213 6. G34 B5141 7. G42 B1312 "
    "8. G24 B4131 9. G23 B3141 10. G22 B4151 11. G55 B5141 12. G25 B1213 13. G21 B1112 14. G51 B4131 "
    "15. G53 B3141 16. G33 B1211 17. G32 B1312 18. G13 B4535 19. G45 B4131 20. G15 B3141 "
    "21. G2131 B1121 22. G2211 B2122 23. G1121 B2211 24. G3222 Bx1232 25. G2322 B1112 26. G2423 B3524 "
    "27. G2535 B2425 28. G2111 B2524 29. G1121 B1211 30. G1525 B2415 31. G2524 B1525 32. G1312 B2515 "
    "33. G1413 B1525 34. G2415 B2524 35. G1525 B2415 36. G3424 B1514 37. G2434 B1415 38. G1324 B1514 "
    "39. G2515 B1413 40. G1525 B1314 41. G2313 B1415 42. G2423# 1/2-1/2"
)
status, before_draw, err = cli(["convert", "--to", "text"], library_draw.split(" 42. ")[0])
check(status == 0, f"the library's game before its draw: {err}")
draw_ours = before_draw.rstrip().removesuffix("*") + "42. d4-c4\n*\n"
batches = [("hand-made", [move_limit, draw_ours])]
for level, seed, count in (("easy", 11, 30), ("medium", 12, 12), ("hard", 4, 12)):
    status, out, err = cli(["games", "--games", str(count), "--seed", str(seed), "--level", level], "")
    check(status == 0, f"record games --level {level}: {err}")
    games = [g for g in re.split(r"\n(?=\[Game )", out) if g.strip()]
    check(len(games) == count, f"{count} {level} games written, {len(games)} read")
    batches.append((level, games))
for level, games in batches:
    for i, text in enumerate(games):
        name = f"{level} game {i}"
        _, fens, _ = cli(["convert", "--to", "fens"], text)
        fens = fens.split()
        fens = [" ".join(fens[j:j + 3]) for j in range(0, len(fens), 3)]
        status, pgn, err = cli(["convert", "--to", "library"], text)
        board = Board()
        if status == 0:
            kinds["converted"] += 1
            board = Board(pgn)
            check(board.fen_history == fens, f"{name}: the library's positions differ from ours")
            check(board.pgn.strip() == pgn.strip(), f"{name}: the library writes {board.pgn.strip()!r}, we {pgn.strip()!r}")
            check(library_result(board) == tag(text, "Result"), f"{name}: library result {library_result(board)}, ours {tag(text, 'Result')}")
        elif "do not have" in err:
            kinds["ending not in library"] += 1
            for word in library_words(text):
                board.move(word)
            check(not board.is_game_over() and board.fen_history == fens, f"{name}: refused ({err.strip()}) but the library does not replay it unfinished to our positions")
            status, moves_only, _ = cli(["convert", "--to", "library-moves"], text)
            check(status == 0 and Board(moves_only).fen_history == fens, f"{name}: --to library-moves")
        elif "library's rules give" in err:
            kinds["library ends elsewhere"] += 1
            words = library_words(text)
            ended_early = False
            for j, word in enumerate(words):
                if board.is_game_over():
                    ended_early = True
                    break
                board.move(word)
            elsewhere = ended_early or library_result(board) != tag(text, "Result")
            check(elsewhere, f"{name}: refused ({err.strip()}) but the library replays it to the same end")
        else:
            check(False, f"{name}: refused for another reason: {err.strip()}")
print(f"our games in the library: {kinds}")

# 2. The library's random games read by us.
rng = random.Random(5)
refused = 0
for i in range(40):
    board = Board()
    # Half the games with tigers that never capture when they can step, so
    # boards come back and the library's repetition draw is met.
    quiet = i % 2 == 1
    while not board.is_game_over() and len(board.moves) < 300:
        moves = sorted(board.possible_moves())
        steps = [m for m in moves if not m.startswith("Bx")]
        board.move(rng.choice(steps if quiet and steps else moves))
    pgn = board.pgn.strip()
    name = f"library game {i}"
    status, fens, err = cli(["convert", "--to", "fens"], pgn)
    if status != 0:
        refused += 1
        ok = "library's rules give a draw" in err and library_result(board) == "1/2-1/2"
        check(ok, f"{name}: refused ({err.strip()}) though the library did not draw by repetition")
        continue
    fens = fens.split()
    fens = [" ".join(fens[j:j + 3]) for j in range(0, len(fens), 3)]
    check(fens == board.fen_history, f"{name}: our positions differ from the library's")
    status, text, err = cli(["convert", "--to", "text"], pgn)
    check(status == 0 and tag(text, "Result") == library_result(board), f"{name}: our result {tag(text, 'Result')}, the library's {library_result(board)}")
    status, back, err = cli(["convert", "--to", "library"], text)
    check(status == 0 and back.strip() == pgn, f"{name}: written back as {back.strip()!r} ({err.strip()})")
    # 3. A position from the middle of the game, as the library's FEN.
    if len(board.fen_history) > 2:
        fen = board.fen_history[len(board.fen_history) // 2]
        status, ours, err = cli(["convert", "--to", "fens"], fen)
        ours = ours.split()
        placed = int(fen.split()[2])
        same = status == 0 and ours[:2] == fen.split()[:2] and (placed > 20 or ours[2] == str(placed))
        check(same, f"{name}: FEN {fen} read as {ours} ({err.strip()})")
print(f"library games we refused (its board-only repetition): {refused} of 40")
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
