"""Les Bâtisseurs' final score line by line (protocol.Rules.score_items): what the end
screen, the text mode's end and `mbqt replay` say each player's result is made of.

The rule (manual, FIN DE PARTIE): "Chaque joueur additionne alors les points de victoire des
Bâtiments et des Machines terminés, auxquels il ajoute 1 point par tranche complète de 10
Écus encore en sa possession."
"""
from __future__ import annotations

from mbqt.games.batisseurs.state import ECUS_PER_POINT, State


def score_items(state: State) -> list[list[tuple[str, dict, int]]]:
    return [_seat_items(state, seat) for seat in range(state.n)]


def _seat_items(state: State, seat: int) -> list[tuple[str, dict, int]]:
    buildings, p = state.cards.buildings, state.players[seat]
    items = []
    # Each finished building and machine: the points printed on its card (TERMINER UN
    # BÂTIMENT, LES MACHINES: a machine scores as a building does).
    for b in p.built:
        key = "score.machine" if buildings[b].machine else "score.building"
        items.append((key, {"building": b, "points": buildings[b].points}, buildings[b].points))
    # The écus still held: 1 point per full 10 (MATÉRIEL, FIN DE PARTIE).
    items.append(("score.ecus", {"money": p.money, "per": ECUS_PER_POINT}, p.money // ECUS_PER_POINT))
    return items
