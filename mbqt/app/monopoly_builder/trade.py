"""The trade offer being built in the trade dialog, click by click: the partner, then what
each side puts in (money, resources, deeds, kept Chance cards). The engine checks the offer
as it grows (its reason shows under it) and plays it when it is made; the partner answers it
as a decision of their own."""
from __future__ import annotations

from mbqt.app import texts
from mbqt.app.monopoly_builder import board
from mbqt.games.monopoly_builder import sentences


def empty_side() -> dict:
    return {"money": 0, "chips": [0, 0, 0, 0], "deeds": [], "cards": []}


class TradeDraft:
    def __init__(self, controller):
        self.c = controller
        self._open = False
        self._partner = -1
        self._sides = [empty_side(), empty_side()]

    @property
    def _state(self):
        return self.c.game.state

    # ------------------------------------------------------------ the session

    def possible(self) -> bool:
        """The decision allows an offer: the turn step with offers left (the engine's view)."""
        decision = self.c._view.get("decision") or {}
        return self.c._human_turn() and decision.get("step") == "turn" and decision.get("offers_left", 0) > 0

    def partners(self) -> list[int]:
        s = self._state
        return [q for q in range(s.n) if q != s.to_move and not s.players[q].bankrupt]

    def open(self) -> None:
        if not self.possible():
            return
        partners = self.partners()
        self._open = bool(partners)
        self._partner = partners[0] if partners else -1
        self._sides = [empty_side(), empty_side()]

    def close(self) -> None:
        self._open = False

    def refresh(self) -> None:
        if self._open and not self.possible():
            self._open = False

    # ------------------------------------------------------------ clicks

    def _owner(self, side: int) -> int:
        return self._state.to_move if side == 0 else self._partner

    def partner(self, seat: int) -> None:
        if self._open and seat in self.partners() and seat != self._partner:
            self._partner = seat
            self._sides[1] = empty_side()
            self.c._notify()

    def money(self, side: int, amount: int) -> None:
        if not self._open:
            return
        held = self._state.players[self._owner(side)].money
        self._sides[side]["money"] = max(0, min(held, amount))
        self.c._notify()

    def resource(self, side: int, colour: int, delta: int) -> None:
        if not self._open or not 0 <= colour < 4:
            return
        held = self._state.players[self._owner(side)].chips[colour]
        chips = self._sides[side]["chips"]
        chips[colour] = max(0, min(held, chips[colour] + delta))
        self.c._notify()

    def deed(self, side: int, deed_id: str) -> None:
        if not self._open:
            return
        s = self._state
        d = board.deed_index(s, deed_id)
        chosen = self._sides[side]["deeds"]
        if d in chosen:
            chosen.remove(d)
        elif d >= 0 and s.owner[d] == self._owner(side):
            chosen.append(d)
        self.c._notify()

    def card(self, side: int, index: int) -> None:
        if not self._open:
            return
        chosen = self._sides[side]["cards"]
        if index in chosen:
            chosen.remove(index)
        elif 0 <= index < len(self._state.players[self._owner(side)].cards):
            chosen.append(index)
        self.c._notify()

    # ------------------------------------------------------------ the offer

    def _bundle(self, side: int) -> tuple:
        s = self._state
        draft = self._sides[side]
        cards = s.players[self._owner(side)].cards
        return (draft["money"], tuple(draft["chips"]), tuple(sorted(draft["deeds"])),
                tuple(sorted(cards[k] for k in draft["cards"])))

    def action(self):
        """The engine's offer action, or None while nothing is put in."""
        if not self._open or self._partner < 0 or self._empty():
            return None
        return ("offer", self._partner, self._bundle(0), self._bundle(1))

    def _empty(self) -> bool:
        return all(side == empty_side() for side in self._sides)

    def _side_data(self, side: int) -> dict:
        s = self._state
        seat = self._owner(side)
        p = s.players[seat]
        draft = self._sides[side]
        names = self.c._names()
        lang = texts.LANG
        b = s.board
        deeds = [{"id": b.deeds[d].id, "name": sentences.deed_name(b, d, lang), "groupId": b.groups[b.deeds[d].group].id,
                  "dice": b.deeds[d].dice, "resource": b.deeds[d].colour, "mortgaged": s.mortgaged[d],
                  "tip": board.deed_tip(s, d, names), "chosen": d in draft["deeds"]} for d in s.deeds_of(seat)]
        cards = [{"index": k, "short": board.card_short(s, c), "chosen": k in draft["cards"]}
                 for k, c in enumerate(p.cards)]
        return {"name": names[seat], "money": draft["money"], "maxMoney": p.money, "resources": list(draft["chips"]),
                "have": list(p.chips), "deeds": deeds, "cards": cards}

    def data(self) -> dict:
        if not self._open or self.c.game is None:
            return {"open": False}
        action = self.action()
        why = self.c._refusal_of(action) if action is not None else ""
        names = self.c._names()
        return {"open": True, "partner": self._partner, "sides": [self._side_data(0), self._side_data(1)],
                "partners": [{"seat": q, "name": names[q]} for q in self.partners()],
                "ready": action is not None and why == "", "why": why}
