"""The best words for a roll: every noun of the index scored at once, in closed form.

`formation.best_formation` searches the ways to make one word; doing that for 400,000
words would take seconds. But the best way has a closed form, computed here for all
words with a few numpy operations:

1. Letter faces are pooled by what they can be read as (W with M, Z with N, every other
   letter alone). Real faces go to plain letters first: a pool covers min(need, faces)
   of its letters, since a face of a pool can serve nothing else but an ogonek base.
2. The letters left over are the deficit, per class (vowel or consonant), that jokers
   must fill: a vowel joker for a vowel, a consonant joker for a consonant, a letter
   joker for either. Feasible iff max(0, Dv - V) + max(0, Dc - C) <= J.
3. An ogonek on a letter with a diacritic needs a face of its base pool (A for Ą, the
   Z/N pool for Ń, Ź, Ż). Using one always pays: on a spare face it also takes a letter
   off the deficit; on a face a plain letter had, that letter joins the deficit in the
   diacritic's place, and both are of the same class (ą and a are vowels, ż and z
   consonants), so the jokers needed stay the same. Hence the best way uses
   t = min(K, U) ogoneks, U being the uses the base faces allow, and takes
   min(K, R) letters off the deficit, R being the uses on spare faces; only how those
   split between vowels and consonants is tried.
4. score = length points + ogonek bonus * t + (no-joker bonus if the deficit is 0).

Step 3 assumes no face shows a diacritic itself, true of the rulebook's dice; for the
words a `--any-dice` face like `Ą` affects, the exhaustive search decides instead.
Those steps need a scoring pack shaped like the rulebook's (a pool's letters and the
diacritics made from it share a class; a diacritic has one base pool and no partner);
`Solver` checks that and refuses any other. tests/test_mistrz_solver.py checks the closed
form against the exhaustive search on random words and rolls, and the solver against a
brute force over a dictionary.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from wisegen.errors import UsageError
from wisegen.games.mistrz_slowa.formation import best_formation
from wisegen.games.mistrz_slowa.index import NounIndex
from wisegen.games.mistrz_slowa.roll import Face
from wisegen.games.mistrz_slowa.rules import (
    CONSONANT_JOKER,
    LETTER,
    LETTER_JOKER,
    OGONEK,
    VOWEL_JOKER,
    Rules,
)
from wisegen.lang.pl.letters import ALPHABET

_IMPOSSIBLE = np.int16(-32768)


@dataclass(frozen=True)
class _Pool:
    letters: tuple[str, ...]
    rows: tuple[int, ...]
    kind: str
    diacritics: tuple[str, ...] = ()


class Solver:
    """Scores every word of an index for a roll under one set of rules."""

    def __init__(self, index: NounIndex, rules: Rules):
        self.index = index
        self.rules = rules
        self.row = {letter: i for i, letter in enumerate(ALPHABET)}
        self.pool_of: dict[str, str] = {}
        groups: dict[str, set[str]] = {}
        for letter in ALPHABET:
            key = "".join(sorted(rules.read_as(letter)))
            self.pool_of[letter] = key
            groups.setdefault(key, set()).update(rules.read_as(letter))
        bases: dict[str, set[str]] = {}
        for base, targets in rules.ogonek.items():
            for target in targets:
                bases.setdefault(target, set()).add(self._pool_key(base))
        self.pools: dict[str, _Pool] = {}
        for key, letters in groups.items():
            kinds = {rules.letter_class(x) for x in letters}
            diacritics = tuple(sorted(t for t, b in bases.items() if key in b))
            kinds |= {rules.letter_class(t) for t in diacritics}
            if len(kinds) != 1:
                raise UsageError(f"the solver needs the letters {sorted(letters)} and what "
                                 "the ogonek makes of them to be all vowels or all consonants")
            self.pools[key] = _Pool(tuple(sorted(letters)),
                                    tuple(self.row[x] for x in sorted(letters) if x in self.row),
                                    kinds.pop(), diacritics)
        for target, pools in bases.items():
            if len(pools) != 1 or len(rules.read_as(target)) != 1:
                raise UsageError(f"the solver needs {target} to come from one base letter "
                                 "and to have no interchangeable partner")
        points = np.full(max(rules.max_letters, 127) + 1, 0, dtype=np.int16)
        for length, value in rules.length_points.items():
            if length >= rules.min_letters:
                points[length] = value
        self.points = points

    def _pool_key(self, letter: str) -> str:
        return "".join(sorted(self.rules.read_as(letter)))

    def scores(self, faces: list[Face]) -> np.ndarray:
        """Best score of every word of the index (int16; -32768 where it cannot be made)."""
        n = len(self.index)
        face_count, special = self._count_faces(faces)
        jokers, cons_jokers, vowel_jokers = (special[LETTER_JOKER], special[CONSONANT_JOKER],
                                             special[VOWEL_JOKER])
        ogoneks = special[OGONEK]
        covered, spare, direct = self._cover(face_count)
        deficit_v = self.index.vowels - covered["vowel"]
        deficit_c = self.index.consonants - covered["consonant"]
        uses, relief = self._ogonek_relief(face_count, spare, direct) if ogoneks else (
            np.zeros(n, np.int16),
            {"vowel": np.zeros(n, np.int16), "consonant": np.zeros(n, np.int16)})
        used = np.minimum(uses, ogoneks)
        relief_v, relief_c = relief["vowel"], relief["consonant"]
        eased = np.minimum(relief_v + relief_c, ogoneks)
        feasible = np.zeros(n, bool)
        for from_vowels in range(ogoneks + 1):
            from_consonants = eased - from_vowels
            short = (np.maximum(deficit_v - from_vowels - vowel_jokers, 0)
                     + np.maximum(deficit_c - from_consonants - cons_jokers, 0))
            feasible |= ((from_vowels <= relief_v) & (from_consonants >= 0)
                         & (from_consonants <= relief_c) & (short <= jokers))
        no_joker = (deficit_v + deficit_c - eased) == 0
        score = (self.points[self.index.lengths] + used * self.rules.ogonek_bonus
                 + no_joker * self.rules.no_joker_bonus).astype(np.int16)
        score[~feasible] = _IMPOSSIBLE
        if ogoneks:
            self._search_where_a_face_shows_a_diacritic(faces, direct, score)
        return score

    def _count_faces(self, faces: list[Face]) -> tuple[dict[str, int], dict[str, int]]:
        """Letter faces per pool key, and how many of each special face the roll has."""
        face_count: dict[str, int] = {}
        special = {LETTER_JOKER: 0, CONSONANT_JOKER: 0, VOWEL_JOKER: 0, OGONEK: 0}
        for face in faces:
            if face.kind == LETTER:
                key = self._pool_key(face.letter.lower())
                face_count[key] = face_count.get(key, 0) + 1
            elif face.kind in special:
                special[face.kind] += 1
        return face_count, special

    def _cover(self, face_count: dict[str, int]
               ) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray], dict[str, np.ndarray]]:
        """Per word: the vowels and consonants the letter faces cover, the faces of each
        diacritic pool left over (`spare`), and what each one-letter pool gives (`direct`)."""
        counts, n = self.index.counts, len(self.index)
        covered = {"vowel": np.zeros(n, np.int16), "consonant": np.zeros(n, np.int16)}
        spare: dict[str, np.ndarray] = {}
        direct: dict[str, np.ndarray] = {}
        for key, have in face_count.items():
            pool = self.pools.get(key)
            if pool is None or not pool.rows:
                continue  # a face of a letter no word of the index has
            need = counts[pool.rows[0]].astype(np.int16)
            for row in pool.rows[1:]:
                need += counts[row]
            got = np.minimum(need, have)
            covered[pool.kind] += got
            if pool.diacritics:
                spare[key] = have - got
            if len(pool.letters) == 1:
                direct[pool.letters[0]] = got
        return covered, spare, direct

    def _ogonek_relief(self, face_count: dict[str, int], spare: dict[str, np.ndarray],
                       direct: dict[str, np.ndarray]
                       ) -> tuple[np.ndarray, dict[str, np.ndarray]]:
        """Per word: how many ogonek uses could score, and how many letters of each kind
        an ogonek could supply from a spare base face."""
        counts, n = self.index.counts, len(self.index)
        uses = np.zeros(n, np.int16)
        relief = {"vowel": np.zeros(n, np.int16), "consonant": np.zeros(n, np.int16)}
        for key, have in face_count.items():
            pool = self.pools.get(key)
            if pool is None or not pool.diacritics:
                continue
            wanted = np.zeros(n, np.int16)
            left = np.zeros(n, np.int16)
            for target in pool.diacritics:
                if target not in self.row:
                    continue
                row = counts[self.row[target]]
                wanted += row
                left += row - direct[target] if target in direct else row
            uses += np.minimum(wanted, have)
            relief[pool.kind] += np.minimum(left, spare[key])
        return uses, relief

    def _search_where_a_face_shows_a_diacritic(self, faces: list[Face],
                                               direct: dict[str, np.ndarray],
                                               score: np.ndarray) -> None:
        """Exhaustive search for the words step 3 does not cover.

        No die of the rulebook shows a diacritic, but `--any-dice` may (an `Ą` face).
        Then an ogonek may also move a diacritic off its own face onto a base face a
        plain letter had, which trades +4 against one more joker: no longer a closed
        form, so the few words with such a letter are searched one by one.
        """
        shown = [t for pool in self.pools.values() for t in pool.diacritics if t in direct]
        if not shown:
            return
        mask = np.zeros(len(self.index), bool)
        for target in shown:
            mask |= self.index.counts[self.row[target]] > 0
        for i in np.flatnonzero(mask):
            formation = best_formation(self.index.word(int(i)), faces, self.rules)
            score[i] = _IMPOSSIBLE if formation is None or formation.score is None else (
                formation.score)

    def best(self, faces: list[Face], top: int = 1) -> tuple[list[tuple[str, int]], int]:
        """The `top` best (word, score), best first then in index order, and how many
        words share the best score."""
        score = self.scores(faces)
        if not len(score):
            return [], 0
        high = int(score.max())
        if high == _IMPOSSIBLE:
            return [], 0
        top = max(1, min(top, len(score)))
        floor = max(int(np.partition(score, -top)[-top]), _IMPOSSIBLE + 1)
        picked = np.flatnonzero(score >= floor)
        picked = picked[np.lexsort((picked, -score[picked].astype(np.int32)))][:top]
        tied = int(np.count_nonzero(score == high))
        return [(self.index.word(int(i)), int(score[i])) for i in picked], tied
