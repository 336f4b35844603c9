"""The program's own functions, and the breakpoints the tracer keeps in them."""

import re

import gdb

from common import UNSET, is_user_symtab, run
from values import strip


class Function:
    """A function of the program: its locals (every nested block), found once at the start."""

    def __init__(self, symbol):
        self.symbol = symbol
        self.name = symbol.name
        self.entry = int(symbol.value().address)
        blocks = {}
        for item in symbol.symtab.linetable():
            if item.pc < self.entry:
                continue
            block = gdb.block_for_pc(item.pc)
            inner = []
            while block is not None and block.function is None:
                inner.append(block)
                block = block.superblock
            if block is None or block.function.name != symbol.name:
                continue
            for b in inner:
                blocks[b.start] = b
            if block is not None and block.function.name == symbol.name:
                blocks[block.start] = block
        # The closing brace: at -O0 the return value is in its register when a step stops there.
        function_block = gdb.block_for_pc(self.entry)
        while function_block.function is None:
            function_block = function_block.superblock
        self.end_line = max((item.line for item in symbol.symtab.linetable()
                             if function_block.start <= item.pc < function_block.end), default=0)
        self.returns = symbol.type.target()
        self.locals = []
        self.statics = []
        for block in blocks.values():
            for s in block:
                if not s.is_variable or s.is_argument:
                    continue
                (self.statics if s.addr_class == gdb.SYMBOL_LOC_STATIC else self.locals).append(s)


def user_functions():
    """The program's functions, from `info functions`, kept when defined in one of its sources."""
    functions = {}
    for line in run('info functions -q').splitlines():
        m = re.match(r'^\d+:\s+.*?\b([A-Za-z_]\w*)\s*\(', line)
        if not m or m.group(1) in functions:
            continue
        sym = gdb.lookup_global_symbol(m.group(1)) or gdb.lookup_static_symbol(m.group(1))
        if sym is not None and sym.is_function and is_user_symtab(sym.symtab):
            functions[sym.name] = Function(sym)
    return functions


class EntryBreakpoint(gdb.Breakpoint):
    """At a function's first instruction: marks its locals unset (see UNSET); never stops."""

    def __init__(self, tracer, fn):
        super().__init__('*%d' % fn.entry, internal=True)
        self.tracer = tracer
        self.fn = fn

    def stop(self):
        frame = gdb.newest_frame()
        cfa = int(frame.read_register('rsp')) + 8
        inferior = gdb.selected_inferior()
        for s in self.fn.locals:
            try:
                val = s.value(frame)
                address = int(val.address)
                size = strip(val.type).sizeof
            except (gdb.error, RuntimeError):
                continue
            if size and cfa - 1024 * 1024 < address and address + size <= cfa - 16:
                inferior.write_memory(address, bytes([UNSET]) * size)
        # x86-64 returns a struct or union of more than 16 bytes through memory its caller passes in
        # rdi: often the caller's own object (`struct s a[2] = {f(), g()}`). The tracer keeps that
        # object as C sees it, unchanged until the call returns (see Tracer.hide_result). The key is
        # frame_key's (name, frame pointer) once the prologue has set rbp to cfa - 16.
        t = strip(self.fn.returns)
        key = (self.fn.name, cfa - 16)
        self.tracer.result_before.pop(key, None)
        self.tracer.result_now.pop(key, None)
        if t.code in (gdb.TYPE_CODE_STRUCT, gdb.TYPE_CODE_UNION) and t.sizeof > 16:
            self.tracer.result_slots[key] = (int(frame.read_register('rdi')), t.sizeof)
        else:
            self.tracer.result_slots.pop(key, None)
        return False


class CallbackBreakpoint(gdb.Breakpoint):
    """After a function's prologue: stops there only while the library runs (a qsort comparison)."""

    def __init__(self, tracer, fn):
        super().__init__(fn.name, internal=True)
        self.tracer = tracer

    def stop(self):
        return self.tracer.finishing


class ExitBreakpoint(gdb.Breakpoint):
    """_exit: the process is about to end, all its output flushed; the last picture is taken here."""

    hit = False

    def __init__(self, tracer):
        super().__init__('_exit', internal=True)

    def stop(self):
        ExitBreakpoint.hit = True
        return True
