"""Finding games on the local network: a hosted room is announced as a zeroconf (mDNS) service,
and the Join screen lists the ones it finds, live. Also the machine's LAN address to read out.

Nothing here imports pygame, and nothing blocks its caller: zeroconf runs in threads of its own
(the announcer's work in one more), and what a browser found is read from a locked dict. When
zeroconf cannot start (no network interface, multicast refused), ``error`` says so in words and
the rest of the app goes on: a typed address still works.
"""

from __future__ import annotations

import logging
import queue
import socket
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from game.net import protocol

log = logging.getLogger(__name__)

SERVICE_TYPE = "_throneroom._tcp.local."
TEXT_LIMIT = 60  # characters of a property's text (a TXT value holds at most 255 bytes)
# A private address to "connect" a UDP socket to: no packet is sent, but the system picks the
# interface (and so the address) it would reach the LAN from.
PROBE_ADDRESS = ("10.254.254.254", 1)
LOOPBACK = "127.0.0.1"


def lan_address() -> str:
    """This machine's address on the local network, found with no network traffic; 127.0.0.1
    when there is none (no interface but loopback)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        sock.connect(PROBE_ADDRESS)
        address = sock.getsockname()[0]
    except OSError:
        return LOOPBACK
    finally:
        sock.close()
    return address if address and address != "0.0.0.0" else LOOPBACK


@dataclass(frozen=True)
class FoundGame:
    """A room found on the network: where it is and what it says of itself."""

    name: str  # the service's name (unique on the network)
    address: str
    port: int
    version: int  # the protocol version its host speaks
    code: str
    mode_title: str
    host_name: str
    seats: int
    open_seats: tuple[int, ...]  # the online seats nobody has taken yet, from 0

    @property
    def compatible(self) -> bool:
        return self.version == protocol.VERSION

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"

    def words(self) -> str:
        """One line for the list: "King and Peasant, hosted by Ann: 1 seat open"."""
        return f"{self.mode_title}, {self.details()}"

    def details(self) -> str:
        """Who hosts it and how many seats are free: "hosted by Ann: 1 seat open"."""
        n = len(self.open_seats)
        seats = "no seat open" if n == 0 else f"{n} seat{'s' if n > 1 else ''} open"
        if not self.compatible:
            seats = "another version of Throneroom"
        return f"hosted by {self.host_name}: {seats}"


def _cut(text: str) -> str:
    return "".join(ch for ch in str(text) if ch.isprintable())[:TEXT_LIMIT]


def service_properties(
    code: str, mode_title: str, host_name: str, seats: int, open_seats
) -> dict[str, str]:
    """The service's TXT record: the protocol version, the room code, the mode's title, the
    host's name, the seats and which are open ("0,2")."""
    return {
        "v": str(protocol.VERSION),
        "code": _cut(code),
        "mode": _cut(mode_title),
        "host": _cut(host_name),
        "seats": str(int(seats)),
        "open": ",".join(str(int(s)) for s in open_seats),
    }


def parse_properties(name: str, address: str, port: int, props: dict) -> FoundGame | None:
    """A ``FoundGame`` from a service's TXT record (bytes or text keys and values), or None for
    a record that is not one of ours or cannot be read: anything on the network may answer."""

    def text(key: str) -> str:
        value = props.get(key.encode(), props.get(key))
        if isinstance(value, bytes):
            value = value.decode("utf-8", "replace")
        return _cut(value) if isinstance(value, str) else ""

    try:
        version, seats = int(text("v")), int(text("seats"))
        open_seats = tuple(int(s) for s in text("open").split(",") if s.strip())
    except ValueError:
        return None
    code = text("code")
    if not code or not 0 < seats <= protocol.MAX_SEATS or not 0 < int(port) < 65536:
        return None
    if any(not 0 <= s < seats for s in open_seats):
        return None
    return FoundGame(
        name, address, int(port), version, code, text("mode") or "A game",
        text("host") or "someone", seats, open_seats,
    )  # fmt: skip


def service_name(code: str) -> str:
    return f"Throneroom {code}.{SERVICE_TYPE}"


def _zeroconf(interfaces):
    """A Zeroconf on ``interfaces`` (None: every one), IPv4 only (the room listens on IPv4)."""
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf

    chosen = list(interfaces) if interfaces else InterfaceChoice.All
    return Zeroconf(interfaces=chosen, ip_version=IPVersion.V4Only)


class Announcer:
    """Announces one hosted room until ``stop``; ``update`` re-announces its open seats. The
    work is done in a thread of its own (registering waits for the network's answers)."""

    def __init__(self, address: str, port: int, interfaces: Sequence[str] | None = None) -> None:
        self.address, self.port, self.interfaces = address, port, interfaces
        self.error: str | None = None
        self.announced = threading.Event()  # set once the service is registered
        self._jobs: queue.Queue = queue.Queue()
        self._thread: threading.Thread | None = None

    def start(self, code: str, mode_title: str, host_name: str, seats: int, open_seats) -> None:
        props = service_properties(code, mode_title, host_name, seats, open_seats)
        self._jobs.put(("register", code, props))
        self._thread = threading.Thread(target=self._run, name="throneroom-announce", daemon=True)
        self._thread.start()

    def update(self, code: str, mode_title: str, host_name: str, seats: int, open_seats) -> None:
        self._jobs.put(
            ("update", code, service_properties(code, mode_title, host_name, seats, open_seats))
        )

    def stop(self, timeout: float = 3.0) -> None:
        """Withdraw the announcement and close zeroconf (waits at most ``timeout``)."""
        if self._thread is None:
            return
        self._jobs.put(("stop",))
        self._thread.join(timeout)
        self._thread = None

    def _info(self, code: str, props: dict):
        from zeroconf import ServiceInfo

        return ServiceInfo(
            SERVICE_TYPE,
            service_name(code),
            addresses=[socket.inet_aton(self.address)],
            port=self.port,
            properties=props,
            server=f"throneroom-{code.lower()}.local.",
        )

    def _run(self) -> None:
        zc = info = None
        try:
            zc = _zeroconf(self.interfaces)
            while True:
                job = self._jobs.get()
                if job[0] == "stop":
                    break
                new = self._info(job[1], job[2])
                if info is None:
                    zc.register_service(new)
                    self.announced.set()
                else:
                    zc.update_service(new)
                info = new
        except Exception as exc:  # noqa: BLE001 - any failure of the network leaves it unannounced
            log.warning("could not announce the game on the network: %s", exc)
            self.error = str(exc) or type(exc).__name__
        finally:
            if zc is not None:
                try:
                    if info is not None:
                        zc.unregister_service(info)
                    zc.close()
                except Exception:  # noqa: BLE001 - closing after a failure
                    pass


class Browser:
    """Looks for announced rooms until ``stop``; ``games()`` is what it has found so far (read
    from any thread), ``changes`` counts every change so a screen knows when to redraw."""

    def __init__(self, interfaces: Sequence[str] | None = None) -> None:
        self.interfaces = interfaces
        self.error: str | None = None
        self.changes = 0
        self._found: dict[str, FoundGame] = {}
        self._lock = threading.Lock()
        self._zc = self._browser = None

    def start(self) -> bool:
        """Start looking; False (and ``error`` set) when zeroconf cannot start here."""
        try:
            from zeroconf import ServiceBrowser

            self._zc = _zeroconf(self.interfaces)
            self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._on_change])
        except Exception as exc:  # noqa: BLE001 - no interface, no multicast, no zeroconf
            log.warning("cannot look for games on the network: %s", exc)
            self.error = str(exc) or type(exc).__name__
            self.stop()
            return False
        return True

    def games(self) -> list[FoundGame]:
        with self._lock:
            return sorted(self._found.values(), key=lambda g: (g.mode_title, g.host_name, g.code))

    def _on_change(self, zeroconf, service_type: str, name: str, state_change) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            self._set(name, None)
            return
        try:
            info = zeroconf.get_service_info(service_type, name, timeout=2000)
        except Exception:  # noqa: BLE001 - a record that went away meanwhile
            info = None
        if info is None:
            return
        addresses = info.parsed_addresses()
        if not addresses:
            return
        # A room announced from this machine may be heard on loopback and on the LAN: the LAN
        # address is the one a friend would type.
        address = next((a for a in addresses if not a.startswith("127.")), addresses[0])
        self._set(name, parse_properties(name, address, info.port or 0, info.properties or {}))

    def _set(self, name: str, game: FoundGame | None) -> None:
        with self._lock:
            if game is None:
                if self._found.pop(name, None) is None:
                    return
            else:
                if self._found.get(name) == game:
                    return
                self._found[name] = game
            self.changes += 1

    def stop(self, wait: bool = True) -> None:
        """Stop looking; with ``wait`` False the closing is done in a thread (a browser asking
        a host for its record may take a second or two to finish)."""
        browser, zc, self._browser, self._zc = self._browser, self._zc, None, None

        def close() -> None:
            try:
                if browser is not None:
                    browser.cancel()
                if zc is not None:
                    zc.close()
            except Exception:  # noqa: BLE001 - closing what failed to start
                pass

        if wait:
            close()
        else:
            threading.Thread(target=close, name="throneroom-browse-stop", daemon=True).start()
