"""`aember serve`: the web server (KeyForge in a browser)."""

from __future__ import annotations

import argparse


def register(subparsers) -> argparse.ArgumentParser:
    p = subparsers.add_parser("serve", help="play KeyForge in a browser: against the computer or another person")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p.add_argument("--home", metavar="DIR", default=None,
                   help="folder of the games file web.sqlite3 (default: aember's data folder, or $AEMBER_HOME)")
    p.set_defaults(func=run)
    return p


def run(args) -> int:
    from aember.cli import CliError

    if not 0 < args.port < 65536:
        raise CliError(f"--port {args.port}: a port is between 1 and 65535")
    try:
        from aember.web.server import serve
    except ImportError as e:
        raise CliError(f"the web server needs starlette, uvicorn and websockets ({e}); "
                       "reinstall aember: pip install -e .") from None
    from aember.web.store import StoreError

    try:
        serve(args.host, args.port, args.home)
    except StoreError as e:
        raise CliError(str(e)) from None
    except OSError as e:
        raise CliError(f"cannot listen on {args.host}:{args.port} ({e.strerror or e})") from None
    return 0
