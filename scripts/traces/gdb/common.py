"""What every part of the tracer shares: its configuration and a few gdb helpers."""

import json
import os

import gdb

CONFIG = json.load(open(os.environ['LEARNC_TRACE_CONFIG']))
SOURCES = set(os.path.realpath(p) for p in CONFIG['sources'])
# Bytes that nobody has set yet: heap.c fills new blocks with them, the tracer new stack frames.
UNSET = 0xCC


class TraceError(Exception):
    pass


def run(cmd):
    return gdb.execute(cmd, to_string=True)


def memory(address, size):
    return bytes(gdb.selected_inferior().read_memory(address, size))


def u64(address):
    return int.from_bytes(memory(address, 8), 'little')


_user_files = {}


def is_user_symtab(symtab):
    """Whether code is the program's own (and not the C library's)."""
    if symtab is None:
        return False
    name = symtab.fullname()
    if name not in _user_files:
        _user_files[name] = os.path.realpath(name) in SOURCES
    return _user_files[name]


def is_user(frame):
    if frame is None:
        return False
    try:
        return is_user_symtab(frame.find_sal().symtab) and frame.function() is not None
    except gdb.error:
        return False


def line_of(frame):
    return frame.find_sal().line


def file_of(frame):
    return os.path.basename(frame.find_sal().symtab.filename)


