"""The foot of a paged list of matches (Review a match, Continue's saved matches): the last
notices, the page buttons and line, and Back, laid out the same on both screens."""

from __future__ import annotations

from scenes import widgets


def draw_footer(scene, screen_w: int, x: int, width: int, bottom: int, notice_h: int,
                labels: tuple[str, str]) -> None:  # fmt: skip
    """Lay the footer out on ``scene`` (a UIScene with ``notices``, ``page`` and ``pages()``):
    notices above the page line, ``labels`` (towards the first page, the last) on the page
    buttons, Back centred at ``bottom``."""
    bw, bh = scene.tx(230), scene.tx(48)
    if scene.notices:
        text = "<br>".join(widgets.esc(n) for n in scene.notices[-2:])
        scene.text_box(text, (x, bottom - scene.tx(34) - notice_h, width, notice_h), "#notice")
    pages = scene.pages()
    if pages > 1:
        pw = scene.tx(170)
        scene.button("prev", labels[0], (x, bottom, pw, bh), enabled=scene.page > 0)
        scene.button("next", labels[1], (x + width - pw, bottom, pw, bh),
                     enabled=scene.page < pages - 1)  # fmt: skip
        scene.label(f"Page {scene.page + 1} of {pages}",
                    (x + pw, bottom - scene.tx(30), width - 2 * pw, scene.tx(26)), "#small")  # fmt: skip
    scene.button("back", "Back", ((screen_w - bw) // 2, bottom, bw, bh), "#big_button")
