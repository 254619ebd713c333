"""The rules: legal actions and their effects. Pure functions of the state (which `apply`
mutates) and an action tuple; every rule cites the manual's section (manual.fr.txt).

Actions (the first item is the kind; buildings and units as in cards.py):
  ("open", building)      OUVRIR UN CHANTIER: a building of the row, 1 action
  ("recruit", worker)     RECRUTER UN OUVRIER: a worker of the row, 1 action
  ("send", unit, site)    ENVOYER TRAVAILLER: a free unit to one of the seat's sites; its
                          cost in écus, and k actions for the k-th unit sent to that site
                          this turn
  ("take", k)             PRENDRE DES ÉCUS: k = 1, 2, 3 actions for 1, 3, 6 écus
  ("end",)                end the turn once the 3 free actions are spent
Actions beyond the 3 free ones cost 5 écus each (TOUR DE JEU); an action costing k
actions uses the free ones left first and pays 5 écus for each one missing.
"""
from __future__ import annotations

from mbqt.core.errors import IllegalAction
from mbqt.games.batisseurs.state import (
    END_POINTS,
    EXTRA_ACTION_COST,
    FREE_ACTIONS,
    TAKE_ECUS,
    State,
    add,
)


def paid_actions(state: State, actions: int) -> int:
    """How many of `actions` must be bought (the free ones left are used first)."""
    return max(0, actions - state.actions)


def action_cost(state: State, action: tuple) -> tuple[int, int]:
    """(actions, écus) a legal action of the seat to play costs now: the actions it takes
    and the écus paid, for a send its unit's écus, plus 5 for each action to be bought."""
    kind = action[0]
    if kind == "send":
        actions, ecus = state.send_actions(action[2]), state.cards.unit_cost[action[1]]
    else:
        actions, ecus = {"open": 1, "recruit": 1, "end": 0}.get(kind, action[-1]), 0
    return actions, ecus + paid_actions(state, actions) * EXTRA_ACTION_COST


def legal_actions(state: State) -> list:
    if state.over:
        return []
    p = state.players[state.to_move]
    money, free = p.money, state.actions
    one = 0 if free >= 1 else EXTRA_ACTION_COST
    out = []
    if one <= money:
        out += [("open", b) for b in state.building_row]
        out += [("recruit", w) for w in state.worker_row]
    cost = state.cards.unit_cost
    for site in p.sites:
        extra = max(0, state.sent.get(site, 0) + 1 - free) * EXTRA_ACTION_COST
        out += [("send", u, site) for u in p.team if cost[u] + extra <= money]
    out += [("take", k) for k in TAKE_ECUS if max(0, k - free) * EXTRA_ACTION_COST <= money]
    if free == 0:
        out.append(("end",))
    return out


def apply(state: State, action: tuple) -> list:
    """Apply the current seat's action (mutating the state) and return its log entries.
    IllegalAction (state unchanged) when the action is malformed or illegal."""
    if state.over:
        raise IllegalAction("game_over")
    kind = action[0] if isinstance(action, tuple) and action else None
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise IllegalAction("unknown_action", action=repr(action))
    if len(action) != _ARITY[kind] or not all(isinstance(x, int) and not isinstance(x, bool) for x in action[1:]):
        raise IllegalAction("malformed_action", action=repr(action))
    log = []
    handler(state, action, log)
    if kind != "end" and state.actions == 0 and state.players[state.to_move].money < EXTRA_ACTION_COST:
        _end_turn(state, log)     # nothing left to do: no free action, no écus to buy one
    return log


def _spend(state: State, seat: int, actions: int, log: list) -> None:
    """Use the free actions left, then pay 5 écus for each one missing (checked before)."""
    bought = paid_actions(state, actions)
    state.actions -= actions - bought
    if bought:
        state.players[seat].money -= bought * EXTRA_ACTION_COST
        log.append(("extra_actions", {"seat": seat, "count": bought, "money": -bought * EXTRA_ACTION_COST}))


def _afford(state: State, actions: int, ecus: int = 0) -> None:
    need = paid_actions(state, actions) * EXTRA_ACTION_COST + ecus
    money = state.players[state.to_move].money
    if need > money:
        raise IllegalAction("cannot_afford", need=need, cash=money)


def _open(state: State, action: tuple, log: list) -> None:
    b = action[1]
    if b not in state.building_row:
        raise IllegalAction("building_not_in_row")
    _afford(state, 1)
    seat = state.to_move
    _spend(state, seat, 1, log)
    state.building_row.remove(b)
    state.players[seat].sites[b] = []
    log.append(("opened", {"seat": seat, "building": b}))
    if state.building_deck:        # the row is refilled at once from the deck, while it lasts
        new = state.building_deck.pop(0)
        state.building_row.append(new)
        log.append(("building_revealed", {"building": new}))


def _recruit(state: State, action: tuple, log: list) -> None:
    w = action[1]
    if w not in state.worker_row:
        raise IllegalAction("worker_not_in_row")
    _afford(state, 1)
    seat = state.to_move
    _spend(state, seat, 1, log)
    state.worker_row.remove(w)
    state.players[seat].team.append(w)
    log.append(("recruited", {"seat": seat, "worker": w}))
    if state.worker_deck:
        new = state.worker_deck.pop(0)
        state.worker_row.append(new)
        log.append(("worker_revealed", {"worker": new}))


def _send(state: State, action: tuple, log: list) -> None:
    _, unit, site = action
    seat = state.to_move
    p = state.players[seat]
    if site not in p.sites:
        raise IllegalAction("not_your_site")
    if unit not in p.team:
        raise IllegalAction("unit_not_free")
    cards = state.cards
    actions = state.send_actions(site)
    cost = cards.unit_cost[unit]
    _afford(state, actions, cost)
    _spend(state, seat, actions, log)
    p.money -= cost
    p.team.remove(unit)
    p.sites[site].append(unit)
    state.sent[site] = actions
    log.append(("sent", {"seat": seat, "unit": unit, "site": site, "actions": actions, "money": -cost}))
    if completes(state, seat, site):
        _complete(state, seat, site, log)


def completes(state: State, seat: int, site: int, unit: int | None = None) -> bool:
    """TERMINER UN BÂTIMENT: do the units on the site (and `unit`, if it were sent there)
    meet every need of the building?"""
    have = state.produced(seat, site)
    if unit is not None:
        have = add(have, state.cards.unit_prod[unit])
    return all(h >= r for h, r in zip(have, state.cards.buildings[site].requires))


def _complete(state: State, seat: int, site: int, log: list) -> None:
    """TERMINER UN BÂTIMENT / LES MACHINES: workers come back, the reward is paid, the card
    is turned; a machine joins the team as a unit."""
    p = state.players[seat]
    building = state.cards.buildings[site]
    units = p.sites.pop(site)
    p.team.extend(units)
    p.money += building.reward
    p.built.append(site)
    if building.machine:
        p.machines.append(site)
        p.team.append(state.cards.n_workers + site)
    log.append(("completed", {"seat": seat, "building": site, "money": building.reward,
                              "points": building.points, "units": units}))


def _take(state: State, action: tuple, log: list) -> None:
    k = action[1]
    if k not in TAKE_ECUS:
        raise IllegalAction("take_choice")
    _afford(state, k)
    seat = state.to_move
    _spend(state, seat, k, log)
    state.players[seat].money += TAKE_ECUS[k]
    log.append(("took", {"seat": seat, "actions": k, "money": TAKE_ECUS[k]}))


def _end(state: State, action: tuple, log: list) -> None:
    if state.actions:
        raise IllegalAction("free_actions_left", count=state.actions)
    _end_turn(state, log)


_HANDLERS = {"open": _open, "recruit": _recruit, "send": _send, "take": _take, "end": _end}
_ARITY = {"open": 2, "recruit": 2, "send": 3, "take": 2, "end": 1}


def _end_turn(state: State, log: list) -> None:
    """FIN DE PARTIE: 17 points at the end of one's turn starts the last round, which ends
    with the seat before the first player, so that everyone plays as many turns."""
    seat = state.to_move
    log.append(("turn_ended", {"seat": seat}))
    if not state.last_round and state.points(seat) >= END_POINTS:
        state.last_round = True
        log.append(("last_round", {"seat": seat, "points": state.points(seat)}))
    nxt = (seat + 1) % state.n
    if nxt == state.start:
        if state.last_round:
            return _game_over(state, "points", log)
        if stalemate(state):
            log.append(("stalemate", {}))
            return _game_over(state, "stalemate", log)
        state.round += 1
        log.append(("round", {"round": state.round}))
    start_turn(state, nxt, log)


def start_turn(state: State, seat: int, log: list) -> None:
    state.to_move = seat
    state.actions = FREE_ACTIONS
    state.sent = {}
    log.append(("turn", {"seat": seat, "round": state.round}))


def stalemate(state: State) -> bool:
    """Nobody can ever finish another building (the manual is silent on running out of
    cards; docs/batisseurs.md): both rows are empty and no site can be completed even with
    every free unit of its owner."""
    if state.building_row or state.worker_row:
        return False
    cards = state.cards
    for seat, p in enumerate(state.players):
        free = (0, 0, 0, 0)
        for u in p.team:
            free = add(free, cards.unit_prod[u])
        for site in p.sites:
            have = add(state.produced(seat, site), free)
            if all(h >= r for h, r in zip(have, cards.buildings[site].requires)):
                return False
    return True


def ranking_key(state: State, seat: int) -> tuple:
    """The order of victory (FIN DE PARTIE): total points, then points of buildings and
    machines, then écus."""
    sc = state.score(seat)
    return (sc["total"], sc["buildings"], sc["money"])


def winners(state: State) -> list:
    keys = [ranking_key(state, i) for i in range(state.n)]
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]


def _game_over(state: State, reason: str, log: list) -> None:
    state.over, state.end, state.to_move = True, reason, None
    log.append(("game_over", {"scores": [state.score(i)["total"] for i in range(state.n)],
                              "winners": winners(state)}))

