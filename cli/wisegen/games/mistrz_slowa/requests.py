"""Mistrz Słowa's answers to requests: a word checked, a roll solved, a roll thrown.

The referee (`referee.py`) builds each answer as the JSON contract; these results add
the short human reading the commands print, so `check word`, `solve`, `roll`, `check
batch` and the web page all show the same answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wisegen.core.limits import MAX_ROLL_CHARS, bounded_text
from wisegen.errors import UsageError
from wisegen.games.mistrz_slowa import GAME
from wisegen.games.request_values import whole
from wisegen.referee.reasons import explained_in, reason_lines, worded_or

_FACE_NAMES = {"*": "letter joker", "@": "consonant joker", "+": "vowel joker",
               "~": "ogonek", "?": "reroll"}
_FACE_KEYS = {"*": "letter_joker", "@": "consonant_joker", "+": "vowel_joker",
              "~": "ogonek", "?": "reroll"}
"""The catalogue key naming each special face (scores.yaml, `mistrz-slowa.face`)."""


def _face(face: str) -> str:
    if face not in _FACE_KEYS:
        return face
    return worded_or(_FACE_NAMES[face], f"scores.mistrz-slowa.face.{_FACE_KEYS[face]}")


def _faces(use: dict[str, Any]) -> str:
    parts = [f"{_face(f['face'])} (#{f['position']})" for f in use["faces"]]
    text = " + ".join(parts) if parts else worded_or("no face", "scores.mistrz-slowa.no_face")
    read_as = str(use["read_as"] or "").upper()
    if use["how"] == "interchange":
        text += " " + worded_or(f"read as {read_as}", "scores.mistrz-slowa.read_as",
                                letter=read_as)
    elif use["how"] == "ogonek" and use["faces"] and use["faces"][0]["face"].lower() != use[
            "read_as"]:
        text += " (" + worded_or(f"read as {read_as}", "scores.mistrz-slowa.read_as",
                                 letter=read_as) + ")"
    return text


def _made(answer: dict[str, Any], indent: str = "  ") -> list[str]:
    from wisegen.games.mistrz_slowa.scoring import worded_explain

    out = [f"{indent}{use['letter'].upper()}  {_faces(use)}" for use in answer["assignment"]]
    if answer["breakdown"]:
        out.append(f"{indent}{worded_explain(answer['breakdown'])}")
    return out


def _worded(answer: dict[str, Any], lines: list[str]) -> dict[str, Any]:
    """Inside `explaining(code)`, the answer with its lines (and each breakdown's
    `explain_text`) worded for players; the English contract is left as it is."""
    if explained_in() is None:
        return answer
    from wisegen.games.mistrz_slowa.scoring import worded_explain

    def breakdown(entry: dict[str, Any]) -> dict[str, Any]:
        parts = entry.get("breakdown")
        if not isinstance(parts, dict) or "length_points" not in parts:
            return entry
        return {**entry, "breakdown": {**parts, "explain_text": worded_explain(parts)}}

    out = dict(breakdown(answer))
    if isinstance(out.get("best"), list):
        out["best"] = [breakdown(entry) for entry in out["best"]]
    return {**out, "lines": lines}


@dataclass(frozen=True)
class _RefereeAnswer:
    """An answer the referee built as its JSON contract, with its exit code."""

    answer: dict[str, Any]
    exit_code: int = 0

    def as_dict(self) -> dict[str, Any]:
        return _worded(self.answer, self.lines())

    def lines(self) -> list[str]:
        return []


class WordAnswer(_RefereeAnswer):
    """`check word`: legal? formable from the roll? which face gives each letter?"""

    def lines(self) -> list[str]:
        answer = self.answer
        word, roll = answer["word"], answer["roll"]
        if not answer["legal"]:
            out = [worded_or(f"{word}: not legal", "scores.mistrz-slowa.not_legal", word=word)]
        elif explained_in() is not None:  # players read no dictionary tags
            out = [worded_or("", "scores.mistrz-slowa.legal", word=word)]
        else:
            sgjp = [r for r in answer["evidence"]["sgjp"]["readings"]
                    if r["class"] == "common-noun"]
            sgjp.sort(key=lambda r: ":nom" not in r["tag"] and ".nom" not in r["tag"])
            first = sgjp[0] if sgjp else None
            source = f" (SGJP: {first['lemma']}, {first['tag']})" if first else ""
            out = [f"{word}: legal, a Polish noun{source}"]
        if roll is not None:
            if answer["formable"]:
                points = "" if answer["score"] is None else ", " + worded_or(
                    f"{answer['score']} points", "scores.points", count=answer["score"])
                out.append(worded_or(f"roll {roll}: formable{points}",
                                     "scores.mistrz-slowa.formable", roll=roll, points=points))
                out += _made(answer)
            elif answer["formable"] is False:
                out.append(worded_or(f"roll {roll}: not formable",
                                     "scores.mistrz-slowa.not_formable", roll=roll))
        out += [line for reason in answer["reasons"] for line in reason_lines(reason)]
        return out


class SolveAnswer(_RefereeAnswer):
    """`solve`: the best-scoring words for a roll, each with how it is made."""

    def lines(self) -> list[str]:
        answer = self.answer
        roll, searched = answer["roll"], answer["words_searched"]
        out = [worded_or(f"roll {roll}  ({searched} nouns searched)",
                         "scores.mistrz-slowa.searched", roll=roll, count=searched)]
        if not answer["best"]:
            out.append(worded_or(f"no word can be formed: the turn scores "
                                 f"{answer['no_word_penalty']}", "scores.mistrz-slowa.none",
                                 points=answer["no_word_penalty"]))
        for entry in answer["best"]:
            out.append(f"{entry['word']}  " + worded_or(f"{entry['score']} points",
                                                        "scores.points", count=entry["score"]))
            out += _made(entry, "    ")
        if answer["tied_at_best"] > 1:
            out.append(worded_or(f"{answer['tied_at_best']} words share the best score of "
                                 f"{answer['best_score']}", "scores.mistrz-slowa.tied",
                                 count=answer["tied_at_best"], best=answer["best_score"]))
        return out


class RollAnswer(_RefereeAnswer):
    """`roll`: the ten dice thrown, in the ROLL notation `--roll` takes."""

    def lines(self) -> list[str]:
        return [self.answer["roll"]]


def _language(request: dict[str, Any]) -> None:
    lang = request.get("lang", GAME.default_language)
    if lang != GAME.default_language:
        raise UsageError(f"{GAME.id} words are Polish (lang {GAME.default_language}), "
                         f"not {lang!r}")


def _flag(request: dict[str, Any], name: str) -> bool:
    value = request.get(name, False)
    if not isinstance(value, bool):
        raise UsageError(f"\"{name}\" must be true or false")
    return value


def _roll(request: dict[str, Any], required: bool) -> str | None:
    roll = request.get("roll")
    if isinstance(roll, str):
        bounded_text(roll, "the roll", MAX_ROLL_CHARS)
    if roll is None and required:
        raise UsageError("a request needs \"roll\": the faces in ROLL notation")
    if roll is not None and not isinstance(roll, str):
        raise UsageError("\"roll\" must be text in ROLL notation, e.g. \"W K D Z G * O A ~ ~\"")
    return roll


def answer_word(request: dict[str, Any]) -> WordAnswer:
    """`{"check": "word", "word": ..., "roll": ..., "any_dice": false, "any_form": false}`."""
    from wisegen.games.mistrz_slowa.referee import check_word

    _language(request)
    word = request.get("word")
    if not isinstance(word, str):
        raise UsageError("a word request needs \"word\": text")
    bounded_text(word, "the word")
    answer, code = check_word(word, _roll(request, False), any_dice=_flag(request, "any_dice"),
                              any_form=_flag(request, "any_form"))
    return WordAnswer(answer, code)


def answer_solve(request: dict[str, Any]) -> SolveAnswer:
    """`{"check": "solve", "roll": ..., "top": 1, "any_form": false}`: the best words."""
    from wisegen.games.mistrz_slowa.referee import solve

    top = whole(request, "top", 1) or 1
    answer, code = solve(_roll(request, True) or "", top=top,
                         any_dice=_flag(request, "any_dice"), any_form=_flag(request, "any_form"))
    return SolveAnswer(answer, code)


def answer_roll(request: dict[str, Any]) -> RollAnswer:
    """`{"check": "roll", "seed": 7}`: a throw of the ten dice."""
    from wisegen.games.mistrz_slowa.referee import throw

    return RollAnswer(throw(whole(request, "seed")))


def answer_score(request: dict[str, Any]) -> Any:
    """`{"check": "score", "game": "mistrz-slowa", "word": "żółw", "jokers": 0}`: one word
    scored; or, from the command line, `game_file`: a game replayed in the race to 100."""
    from wisegen.core.yamlsafe import load_file
    from wisegen.games.content import pack_or_builtin
    from wisegen.games.mistrz_slowa import scoring
    from wisegen.games.mistrz_slowa.rules import Rules
    from wisegen.games.request_values import local_file, whole

    game_file, word = local_file(request, "game_file"), request.get("word")
    if (game_file is None) == (word is None):
        raise UsageError("give either --game-file FILE or --word WORD")
    if word is not None and not isinstance(word, str):
        raise UsageError("\"word\" must be text")
    jokers = whole(request, "jokers", 0, minimum=0) or 0
    ogonek = whole(request, "ogonek", minimum=0)
    target = whole(request, "target", minimum=1)
    table = pack_or_builtin(local_file(request, "pack"), GAME.id, "scoring").data
    rules = Rules.from_packs(pack_or_builtin(None, GAME.id, "dice").data, table)
    if game_file is None:
        bounded_text(word or "", "the word")
        from wisegen.games.mistrz_slowa import legality

        scored = scoring.word_score(word or "", rules, jokers, ogonek)
        return scoring.WordResult(scored, legality.judge(word or "", rules).reasons)
    return scoring.read_game(load_file(game_file), rules, scoring.pack_target(table), target)
