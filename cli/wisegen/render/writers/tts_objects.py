"""Tabletop Simulator's saved-object JSON: decks, single cards, custom dice.

Field names follow TTS's save format (its Knowledge Base, "Save File Format" and
"Custom Deck"): a deck is a `DeckCustom` whose `CustomDeck` maps a deck id to one card
sheet (`FaceURL`, `BackURL`, `NumWidth` x `NumHeight` cards), and whose
`ContainedObjects` are `Card`s, each with `CardID` = deck id x 100 + its place on the
sheet. A custom die is a `Custom_Dice` whose `CustomImage` names the die image and
`CustomDice.Type` 1 (a d6). GUIDs are derived from the names, so the same kit gives the
same file. Every key and value range here was checked against a published mod's save
(argonui/SCED) and TTS's own documentation; tests/test_tts_table.py cites each source.

Nicknames and descriptions pass through `plain_text`: TTS shows them as they are, so a
bidirectional override would reverse a card's name in its tooltip and a line separator
break it; packs refuse such words already, and this holds for every other source too.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from wisegen.core.textrules import plain_text

GREY = {"r": 0.713235259, "g": 0.713235259, "b": 0.713235259}
"""TTS's default tint for cards and decks (their images show at their own colours)."""
WHITE = {"r": 1.0, "g": 1.0, "b": 1.0}
D6 = 1
"""CustomDice.Type: 0 d4, 1 d6, 2 d8, 3 d10, 4 d12, 5 d20."""
CARD_SHAPE = 0
"""CustomDeck.Type 0: a rectangular card with rounded corners."""


def guid(*parts: object) -> str:
    """Six hex digits, like TTS's own, the same for the same parts."""
    return hashlib.sha1("/".join(map(str, parts)).encode()).hexdigest()[:6]


def transform(x: float = 0.0, z: float = 0.0, *, y: float = 1.5, face_down: bool = False
              ) -> dict[str, float]:
    return {"posX": x, "posY": y, "posZ": z, "rotX": 0.0, "rotY": 180.0,
            "rotZ": 180.0 if face_down else 0.0, "scaleX": 1.0, "scaleY": 1.0, "scaleZ": 1.0}


def base(name: str, nickname: str, key: str, place: dict[str, float], description: str = "",
          colour: dict[str, float] = GREY) -> dict[str, Any]:
    return {"GUID": guid(key), "Name": name, "Transform": place,
            "Nickname": plain_text(nickname), "Description": plain_text(description),
            "GMNotes": "", "ColorDiffuse": dict(colour),
            "Locked": False, "Grid": True, "Snap": True, "IgnoreFoW": False,
            "Autoraise": True, "Sticky": True, "Tooltip": True, "GridProjection": False,
            "LuaScript": "", "LuaScriptState": "", "XmlUI": ""}


@dataclass(frozen=True)
class Sheet:
    """One card sheet: its deck id, image URLs and grid."""

    deck_id: int
    face_url: str
    back_url: str
    columns: int
    rows: int
    unique_back: bool

    def custom_deck(self) -> dict[str, Any]:
        return {"FaceURL": self.face_url, "BackURL": self.back_url,
                "NumWidth": self.columns, "NumHeight": self.rows,
                "BackIsHidden": True, "UniqueBack": self.unique_back, "Type": CARD_SHAPE}


@dataclass(frozen=True)
class CardRef:
    """A card in a deck: the sheet it is on, its place there, its name."""

    sheet: Sheet
    slot: int
    nickname: str
    sideways: bool = False

    @property
    def card_id(self) -> int:
        return self.sheet.deck_id * 100 + self.slot


def card(ref: CardRef, key: str, place: dict[str, float] | None = None,
         name: str = "Card") -> dict[str, Any]:
    """A card object; alone on the table (`name` CardCustom) or inside a deck."""
    state = base(name, ref.nickname, key, place or transform())
    state.update({"HideWhenFaceDown": True, "Hands": True, "CardID": ref.card_id,
                  "SidewaysCard": ref.sideways,
                  "CustomDeck": {str(ref.sheet.deck_id): ref.sheet.custom_deck()}})
    return state


def deck(nickname: str, key: str, cards: list[CardRef], place: dict[str, float],
         description: str = "") -> dict[str, Any]:
    """A deck of `cards` (top card first), face down at `place`."""
    sheets = {ref.sheet.deck_id: ref.sheet for ref in cards}
    state = base("DeckCustom", nickname, key, place, description)
    state.update({
        "HideWhenFaceDown": True, "Hands": False,
        "SidewaysCard": any(ref.sideways for ref in cards),
        "DeckIDs": [ref.card_id for ref in cards],
        "CustomDeck": {str(i): sheet.custom_deck() for i, sheet in sorted(sheets.items())},
        "ContainedObjects": [card(ref, f"{key}/{n}", transform()) for n, ref in
                             enumerate(cards)],
    })
    return state


D6_ROTATIONS = ((-90, 0, 0), (0, 0, 0), (0, 0, -90), (0, 0, 90), (0, 0, -180), (90, 0, 0))
"""The rotation that shows each value 1-6 of a die on TTS's d6 template on top, as a
published mod's custom d6 saves them (argonui/SCED, objects/ObjectSourceBag.830bd0/
Custom_Dice.loladie.json, `RotationValues`)."""


def die(nickname: str, key: str, image_url: str, place: dict[str, float],
        description: str = "", faces: list[str] | None = None) -> dict[str, Any]:
    """A custom six-sided die painted with `image_url` (TTS's d6 template layout);
    `faces` (values 1-6 in order) are what TTS says a roll shows, instead of a number."""
    state = base("Custom_Dice", nickname, key, place, description, WHITE)
    state.update({"HideWhenFaceDown": False, "Hands": False, "MaterialIndex": 0,
                  "CustomImage": {"ImageURL": image_url, "ImageSecondaryURL": "",
                                  "ImageScalar": 1.0, "WidthScale": 0.0,
                                  "CustomDice": {"Type": D6}}})
    if faces is not None and len(faces) == len(D6_ROTATIONS):
        state["RotationValues"] = [
            {"Value": plain_text(face), "Rotation": {"x": x, "y": y, "z": z}}
            for face, (x, y, z) in zip(faces, D6_ROTATIONS, strict=True)]
    return state


def unique_guids(objects: list[dict[str, Any]], taken: set[str] | None = None) -> None:
    """Gives a new GUID (the next hash of the old) to any object, or card inside one,
    whose GUID another already has: six hex digits of a hash collide about once in
    30,000 saves of 300 objects, and TTS would then mix the two objects up."""
    taken = set() if taken is None else taken
    for state in objects:
        while state["GUID"] in taken:
            state["GUID"] = guid(state["GUID"], "again")
        taken.add(state["GUID"])
        unique_guids(state.get("ContainedObjects", []), taken)


def saved_object(title: str, objects: list[dict[str, Any]], note: str) -> dict[str, Any]:
    """The file TTS reads from its Saved Objects folder: every object, spawned together."""
    unique_guids(objects)
    return {"SaveName": plain_text(title), "GameMode": "", "GameType": "",
            "GameComplexity": "",
            "Date": "", "VersionNumber": "", "Tags": [], "Gravity": 0.5, "PlayArea": 0.5,
            "Table": "", "Sky": "", "Note": note, "Rules": "", "XmlUI": "", "LuaScript": "",
            "LuaScriptState": "", "TabStates": {}, "ObjectStates": objects}
