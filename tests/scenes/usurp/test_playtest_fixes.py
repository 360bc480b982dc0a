"""The playtest's smaller findings on the Usurp table: the side panel's title wraps inside the
panel (F3), the log's wording (F8), the end screen's words (F16)."""

from __future__ import annotations

from .usurp_table_helpers import usurp_table


def test_the_side_panels_title_wraps_inside_its_width(tapp, fake_scoring):
    _session, table = usurp_table(tapp, "usurp/5p", humans=(0,), seed=2)
    view = table.view()
    lay = table.layout
    width = round(150 * lay.scale)
    sprites = [sp for sp in table.board.all_sprites() if sp.cid is not None]
    assert sprites
    for sp in sprites:
        for text, _color, role, px in table.drawer.preview_lines(view, sp, width):
            if role == "title":
                w = table.painter.fonts.get("title", px).size(text)[0]
                assert w <= width, (text, w, width)


def _log():
    from game.core.registry import new_match
    from scenes.usurp.table.log import UsurpLog

    st = new_match("usurp/3p", 1)
    return st, UsurpLog(st.cards, ["Ana", "Bob", "Cleo"], [0, 1, 2])


def test_an_agents_move_reads_as_one_action_and_a_books_pass_as_keeping_it_hidden(
    usurp_registered,
):
    from game.core.events import Event

    st, log = _log()
    agent = next(
        c for c in range(len(st.cards)) if st.cards[c].type == "Agent" and st.cards[c].family == 2
    )
    poison = next(
        c for c in range(len(st.cards)) if st.cards[c].type == "Poison" and st.cards[c].family == 1
    )
    books = next(
        c for c in range(len(st.cards)) if st.cards[c].type == "Books" and st.cards[c].family == 1
    )
    src, dst = ("member", 5), ("member", 4)
    log.add(
        [Event("move", 1, poison, src, dst, "agent"), Event("move", 1, agent, src, dst, "agent")], 1
    )
    log.add([Event("pass", 1, books, arg={"type": "Books"})], 1)
    lines = [text for text, _style in log.lines(0)]
    assert "Bob moves Sylvestre's Poison from the Heir to the Duchess (the Agent)." in lines
    assert "Quinton's Agent goes with it." in lines
    assert "Bob keeps the card under Sylvestre's Books hidden." in lines
    assert not [t for t in lines if "lets" in t]


def test_the_usurper_rung_says_no_subject_rather_than_only_0(usurp_registered):
    import random

    from game.core.registry import new_match

    for seed in range(60):
        st = new_match("usurp/5p", seed)
        rng = random.Random(seed)
        while not st.match_over:
            st.apply(rng.choice(st.legal_actions()))
        why = next(r for r in st.result["ladder"] if r["rung"] == "usurper")["why"]
        assert "only 0" not in why
        if "no Subject is disgruntled" in why:
            return
    raise AssertionError("no game ended with no Subject disgruntled")


def test_the_lit_card_under_the_pointer_stands_out_in_a_stack(tapp, fake_scoring):
    import random

    from scenes.app import step

    for seed in range(1, 60):
        session, table = usurp_table(tapp, "usurp/3p", humans=(0,), seed=seed)
        table.worker.close()
        rng = random.Random(seed)
        st = session.state
        found = None
        while not st.match_over and found is None:
            if st.stack and st.stack[-1][0] in ("spy", "betrayal") and st.current_seat == 0:
                table._sync_view()
                table.board.finish()
                lit = [h[3] for h in table.drawer.hits() if h[0] == "card"]
                for sp in lit:
                    if sp.slot.zone != "member":
                        continue
                    above = [
                        o for o in table.board.all_sprites()
                        if o.slot.zone == "member" and o.slot.seat == sp.slot.seat
                        and o.slot.index > sp.slot.index and o.rect.colliderect(sp.rect)
                    ]  # fmt: skip
                    if above:
                        found = sp
                        break
                if found is None:
                    session.apply(rng.choice([str(a) for a in st.legal_actions()]))
            else:
                session.apply(rng.choice([str(a) for a in st.legal_actions()]))
        if found is not None:
            break
        tapp.stack.pop()
    else:
        raise AssertionError("no Spy or Betrayal choice with a lit card in a stack came up")
    table.mouse = (found.rect.centerx, found.rect.top + 3)
    assert table.board.sprite_at(table.mouse) is found
    strip = table.drawer.pointed_strip()
    assert strip is not None and strip.top == found.rect.top
    assert strip.h < found.rect.h  # only the strip that shows, not the covered rest
    table.mouse = (2, 2)
    assert table.drawer.pointed_strip() is None
    step(tapp, [])


def test_the_rules_open_on_the_game_last_chosen_and_keep_one_page_list_width(
    tapp, usurp_registered
):
    from scenes.app import step
    from scenes.rules_scene import RulesScene

    tapp.default_mode = "usurp/3p"
    rules = RulesScene(tapp)
    tapp.stack.push(rules)
    step(tapp, [])
    assert rules.game == "usurp"
    widths = {}
    for game in rules.games:
        rules.choose_game(game)
        step(tapp, [])
        widths[game] = rules.nav.rect.w
    assert len(set(widths.values())) == 1, widths


def test_the_objective_is_read_to_its_end_and_a_teams_names_fit_the_panel(tapp, fake_scoring):
    from game.usurp.data import TUTORIAL_OBJECTIVES

    _session, table = usurp_table(tapp, "usurp/teams-8", humans=(0,), seed=3)
    drawer = table.drawer
    lay = table.layout
    r = lay.plaque_rect(0)
    room = r.h // 2
    for _oid, text, _p in TUTORIAL_OBJECTIVES:
        lines, size = drawer.objective_lines(text, max(9, lay.small_px - 3), r.w - 10, room)
        font = table.painter.fonts.get("ui", size)
        assert len(lines) * font.get_linesize() <= room
        if size > 8:
            assert " ".join(lines).endswith(text.split()[-1]), lines  # read to its end
    width = round(lay.score_rect.w * 0.8)
    view = table.view()
    for f in range(4):
        seats = [s for s in range(8) if view["families"][s] == f]
        assert drawer.family_label(f, seats, width, "text").get_width() <= width
