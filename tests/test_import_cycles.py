"""No import circles between the files of game/: the arrows inside a package run one way (data,
then state, then the rules that change it; the hints read the knowledge, never the reverse).

Every import counts, at module level and inside functions (a deferred import is still an arrow);
only the imports under ``if TYPE_CHECKING:`` are left out, as they never run."""

from __future__ import annotations

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1]


def _modules(root: pathlib.Path, package: str) -> dict[str, pathlib.Path]:
    """Each module's dotted name under ``root / package``, with its file (a package is its
    ``__init__.py``)."""
    found = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def _import_nodes(tree: ast.AST):
    """Every import statement of a tree, at any depth, except those under ``if TYPE_CHECKING:``
    (its ``else`` branch still runs, so it counts)."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            stack.extend(node.orelse)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def _base(module: str, path: pathlib.Path, node: ast.ImportFrom) -> str:
    """The absolute module a ``from ... import`` reads from (relative levels resolved)."""
    if not node.level:
        return node.module or ""
    package = module.split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    package = package[: len(package) - (node.level - 1)]
    return ".".join(package + ([node.module] if node.module else []))


def import_graph(root: pathlib.Path, package: str) -> dict[str, set[str]]:
    """Module -> the modules of the same tree it imports. ``from pkg import name`` is an arrow to
    ``pkg.name`` when that is a module, else to ``pkg``; importing ``a.b.c`` runs ``a`` and ``a.b``
    too, but a package's ``__init__`` is only an arrow when named itself."""
    modules = _modules(root, package)
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in _import_nodes(tree):
            targets = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = _base(name, path, node)
                for alias in node.names:
                    sub = f"{base}.{alias.name}"
                    targets.append(sub if sub in modules else base)
            for target in targets:
                if target in modules and target != name:
                    graph[name].add(target)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative),
    each sorted, in sorted order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found)


def test_no_import_circle_between_files_of_game():
    found = circles(import_graph(ROOT, "game"))
    assert found == [], "import circles in game/:\n" + "\n".join(
        " <-> ".join(circle) for circle in found
    )


def _package(tmp_path: pathlib.Path, files: dict[str, str]) -> pathlib.Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def test_the_finder_names_a_circle_through_a_deferred_relative_import(tmp_path):
    root = _package(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/low.py": "def f():\n    from . import high\n    return high\n",
            "pkg/high.py": "from pkg.low import f\n",
            "pkg/alone.py": "import pkg.low\n",
        },
    )
    assert circles(import_graph(root, "pkg")) == [["pkg.high", "pkg.low"]]


def test_the_finder_passes_a_one_way_chain_and_type_checking_imports(tmp_path):
    root = _package(
        tmp_path,
        {
            "pkg/__init__.py": "from pkg import top\n",
            "pkg/bottom.py": (
                "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.top import T\n"
            ),
            "pkg/middle.py": "from pkg import bottom\n",
            "pkg/top.py": "from .middle import bottom\nimport os\n",
        },
    )
    graph = import_graph(root, "pkg")
    assert graph["pkg.top"] == {"pkg.middle"}
    assert graph["pkg.middle"] == {"pkg.bottom"}
    assert circles(graph) == []


def test_the_finder_reads_a_submodule_named_in_from_import(tmp_path):
    root = _package(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/sub/__init__.py": "",
            "pkg/sub/a.py": "from pkg.sub import b\n",
            "pkg/sub/b.py": "from .. import sub\nfrom ..sub import a\n",
        },
    )
    graph = import_graph(root, "pkg")
    assert graph["pkg.sub.b"] == {"pkg.sub", "pkg.sub.a"}
    assert circles(graph) == [["pkg.sub.a", "pkg.sub.b"]]
