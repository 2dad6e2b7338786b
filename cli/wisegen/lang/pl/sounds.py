"""Polish pronunciation from spelling: a rule-based grapheme-to-phoneme conversion.

Polish spelling is close to its sounds, so homophones follow from a handful of rules
(the ones a Polish school teaches as "ortografia"): ó and u are one sound, as are rz
and ż, ch and h; a voiced obstruent at the end of a word is voiceless (bóg = buk,
lód = lud, kod = kot); in a cluster of obstruents all take the voicing of the last
(prośba = [proźba], także = [tagże]), but w and rz after a voiceless consonant become
voiceless themselves (kwiat = [kfjat], trzy = [tšy]); i before a vowel only softens
the consonant (siano = [śano], nie = [ńe]); a nasal vowel before a stop is a vowel
and a nasal consonant (ząb = [zomp], ręka = [reŋka]) and final ę is e. Rules where
speakers differ (ę before l, ł-vocalisation in clusters, regional voicing across word
boundaries) are left out: a homophone must be one for every player.

The phonemes are written one symbol each (š ž č ǯ for sz ż cz dż; ś ź ć ʒ́ for the
soft ones; x for ch/h; ʒ for dz; w for ł and v for w; N for ŋ; õ for ą), so two words
are homophones exactly when their strings are equal.
"""

from __future__ import annotations

from wisegen.lang.normalise import nfc

_VOWELS = set("aeiouyąęó")
_SOFTENED = {"dzi": "ʒ́", "ci": "ć", "si": "ś", "zi": "ź", "ni": "ń"}
_DIGRAPHS = {"dż": "ǯ", "dź": "ʒ́", "dz": "ʒ", "ch": "x", "cz": "č", "sz": "š", "rz": "Ž"}
_LETTERS = {"ó": "u", "h": "x", "ż": "ž", "ł": "w", "w": "v", "ą": "õ", "ę": "ẽ"}
_VOICELESS = {"b": "p", "d": "t", "g": "k", "v": "f", "z": "s", "ž": "š", "Ž": "š", "ź": "ś",
              "ʒ": "c", "ǯ": "č", "ʒ́": "ć"}
_VOICED = {"p": "b", "t": "d", "k": "g", "f": "v", "s": "z", "š": "ž", "ś": "ź", "c": "ʒ",
           "č": "ǯ", "ć": "ʒ́", "x": "x"}
_OBSTRUENTS = set(_VOICELESS) | set(_VOICED)
_PASSIVE = {"v", "Ž"}
"""w and rz take the voicing of what precedes them and give none to it (świat, trzy)."""
_NASAL_BEFORE = {**dict.fromkeys("pb", "m"), **dict.fromkeys("tdcʒčǯ", "n"),
                 **dict.fromkeys("kg", "N")}


def _segments(word: str) -> list[str]:
    """Letters to phoneme symbols, left to right (softening and digraphs first)."""
    out: list[str] = []
    i = 0
    while i < len(word):
        for size in (3, 2):
            piece = word[i:i + size]
            if piece in _SOFTENED:
                out.append(_SOFTENED[piece])
                i += size
                # `i` before a vowel only softens (siano); elsewhere it is a vowel (siwy).
                if i < len(word) and word[i] in _VOWELS:
                    pass
                else:
                    out.append("i")
                break
            if size == 2 and piece in _DIGRAPHS:
                out.append(_DIGRAPHS[piece])
                i += 2
                break
        else:
            ch = word[i]
            if ch == "i" and out and out[-1] not in _VOWELS and i + 1 < len(word) \
                    and word[i + 1] in _VOWELS:
                out.append("j")  # piasek: [pjasek]
            else:
                out.append(_LETTERS.get(ch, ch))
            i += 1
    return out


def _nasals(seg: list[str]) -> list[str]:
    out: list[str] = []
    for i, s in enumerate(seg):
        nxt = seg[i + 1] if i + 1 < len(seg) else None
        if s in ("õ", "ẽ"):
            vowel = "o" if s == "õ" else "e"
            if nxt is None:
                out.append("e" if s == "ẽ" else "õ")
            elif nxt in _NASAL_BEFORE:
                out += [vowel, _NASAL_BEFORE[nxt]]
            else:
                out.append(s)
        else:
            out.append(s)
    return out


def _voicing(seg: list[str]) -> list[str]:
    seg = list(seg)
    # Progressive: w and rz after a voiceless obstruent are voiceless (kwiat, trzy).
    for i in range(1, len(seg)):
        if seg[i] in _PASSIVE and seg[i - 1] in _VOICED:
            seg[i] = _VOICELESS[seg[i]]
    # Regressive, from the end: a cluster takes the voicing of its last active member;
    # at the end of the word that is voiceless (final devoicing).
    voiced: bool | None = False
    for i in range(len(seg) - 1, -1, -1):
        s = seg[i]
        if s not in _OBSTRUENTS:
            voiced = None
            continue
        if voiced is not None:
            seg[i] = _VOICELESS.get(s, s) if not voiced else _VOICED.get(s, s)
        if s in _PASSIVE and voiced is None:
            voiced = None if seg[i] in _VOICELESS else False
            continue
        voiced = seg[i] in _VOICELESS or seg[i] in ("ž", "Ž")
    return ["ž" if s == "Ž" else s for s in seg]


def phonemes(word: str) -> str:
    """The pronunciation of a Polish word by its spelling (lower case, marks kept)."""
    word = nfc(word).casefold().strip()
    return "".join(_voicing(_nasals(_segments(word))))


SOURCE = "Polish spelling rules (wisegen.lang.pl.sounds)"


def pronunciations(word: str) -> dict[str, str]:
    """{phonemes: shown} for a word SGJP or hunspell-pl knows; nothing for others, so
    a misspelling is never called a homophone."""
    from wisegen.lang.pl import words

    out: dict[str, str] = {}
    for spelled in words.forms(word):  # lod is pronounced as the lód it stands for
        spoken = phonemes(spelled)
        out.setdefault(spoken, f"/{spoken}/ ({SOURCE})")
    return out


def sound_key(word: str) -> str:
    """A coarse key for misspellings: the pronunciation, voicing and softness aside."""
    spoken = phonemes(word)
    coarse = str.maketrans({**{k: v for k, v in _VOICELESS.items() if len(k) == 1},
                            "ś": "s", "ź": "s", "ć": "c", "ń": "n", "j": "i", "y": "i"})
    return spoken.translate(coarse)
