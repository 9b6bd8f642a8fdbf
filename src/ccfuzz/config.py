"""The TOML configuration file: extra compilers and default limits.

```toml
[limits]
compile_timeout = 60     # seconds per compile
run_timeout = 2          # seconds per test-binary run

[compilers.mycc]         # a compiler discovery does not find, by name
path = "/opt/mycc/bin/mycc"   # relative paths are relative to this file
family = "gcc"           # optional: gcc | clang | tcc | other (else guessed from --version)
opt_levels = ["-O0", "-O2"]   # optional: else the family's defaults
flags = ["-fno-strict-aliasing"]  # optional: added to every build
```
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ccfuzz.errors import ConfigError

DEFAULT_NAME = "ccfuzz.toml"


@dataclass(frozen=True)
class CompilerEntry:
    name: str
    path: str
    family: str | None
    opt_levels: tuple[str, ...] | None
    flags: tuple[str, ...]


@dataclass(frozen=True)
class Config:
    compilers: tuple[CompilerEntry, ...] = ()
    compile_timeout: float | None = None
    run_timeout: float | None = None


def _strings(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{where} must be a list of strings")
    return tuple(value)


def _seconds(value: Any, where: str) -> float | None:
    if value is None:
        return None
    if not isinstance(value, int | float) or isinstance(value, bool) or value <= 0:
        raise ConfigError(f"{where} must be a positive number of seconds")
    return float(value)


def load(path: Path | None) -> Config:
    """The given file, else ``./ccfuzz.toml`` if there is one, else the defaults."""
    if path is None:
        path = Path(DEFAULT_NAME)
        if not path.exists():
            return Config()
    try:
        data = tomllib.loads(path.read_text())
    except OSError as exc:
        raise ConfigError(f"cannot read config {path}: {exc.strerror}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: {exc}") from None
    unknown = set(data) - {"limits", "compilers"}
    if unknown:
        raise ConfigError(f"{path}: unknown section(s) {', '.join(sorted(unknown))}")
    limits = data.get("limits", {})
    entries = []
    for name, spec in data.get("compilers", {}).items():
        if not isinstance(spec, dict) or not isinstance(spec.get("path"), str):
            raise ConfigError(f"{path}: [compilers.{name}] needs path = \"...\"")
        exe = Path(spec["path"]).expanduser()
        if not exe.is_absolute() and ("/" in spec["path"]):
            exe = (path.parent / exe).resolve()
        opt = spec.get("opt_levels")
        entries.append(CompilerEntry(
            name=name,
            path=str(exe),
            family=spec.get("family"),
            opt_levels=_strings(opt, f"compilers.{name}.opt_levels") if opt is not None else None,
            flags=_strings(spec.get("flags", []), f"compilers.{name}.flags"),
        ))
    return Config(
        compilers=tuple(entries),
        compile_timeout=_seconds(limits.get("compile_timeout"), "limits.compile_timeout"),
        run_timeout=_seconds(limits.get("run_timeout"), "limits.run_timeout"),
    )
