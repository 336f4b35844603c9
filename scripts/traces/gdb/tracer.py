# Runs inside gdb (`gdb -nx -batch -x gdb/tracer.py`) and records a C program line by line as JSON.
#
# scripts/traces/run.ts compiles the program with -g -O0 and heap.c, writes the configuration to the
# file LEARNC_TRACE_CONFIG names ({exe, sources, stdin, stdout, cwd, lines, maxSteps, maxLines,
# stepSeconds, out})
# and reads back one JSON document: {steps, output, exitCode, crash?, error?}; assemble.ts then
# writes each step's description and checks the whole against src/trace/schema.ts.
#
# Stepping: `step` into the program's own functions only. Library code (printf, qsort) runs as one
# step, except that a function of the program it calls back (a qsort comparison) is stepped too.
# A step is recorded when it stops on one of the lines the author chose (all by default).
#
# Determinism: the same program must give the same trace on any Debian machine. The inferior runs
# with an empty environment and randomisation off, but the stack still moves with the length of the
# working directory, and the heap and library with the system, so no raw address is ever written:
# every address is rebased (stack on main's frame, heap on the heap's start, program on its load
# address) onto fixed bases (memory.py). Values nobody has set yet (which hold whatever the loader
# or the allocator left) are filled with UNSET bytes first and shown as "?".

import json
import os
import re
import signal
import sys
import threading

import gdb

# The other modules of the tracer sit beside this file; gdb runs it as a script, not a package.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from common import CONFIG, UNSET, TraceError, file_of, is_user, is_user_symtab, line_of, run  # noqa: E402
from memory import Regions, heap_blocks, open_streams, output_so_far, stream_info  # noqa: E402
from values import Reader, strip, type_name  # noqa: E402


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


class Tracer:
    def __init__(self):
        self.steps = []
        self.exit_code = None
        self.crash = None
        self.finishing = False
        self.interrupted = False
        self.exited = False
        self.signal = None
        self.block_types = {}
        self.dangling_blocks = set()
        self.reported_freed = set()

    # --- control

    def start(self):
        # The C library's own debug information (libc6-dbg) is never read: stepping then behaves
        # the same on machines with and without it, and gdb starts faster.
        for cmd in ('set debug-file-directory /nonexistent', 'set debuginfod enabled off',
                    'set pagination off', 'set confirm off', 'set width 0', 'set print pretty off',
                    'set disable-randomization %s' % ('off' if CONFIG.get('randomize') else 'on'), 'set startup-with-shell on', 'unset environment',
                    'set breakpoint pending on'):
            run(cmd)
        run('set cwd %s' % CONFIG['cwd'])
        run('file %s' % CONFIG['exe'])
        gdb.events.exited.connect(self.on_exit)
        gdb.events.stop.connect(self.on_stop)
        # Started but stopped at its first instruction: the program is loaded where it will run, so
        # the breakpoints below go to their final addresses.
        run('starti < %s > %s' % (CONFIG['stdin'], CONFIG['stdout']))
        self.functions = user_functions()
        if 'main' not in self.functions:
            raise TraceError('the program has no main function')
        for fn in self.functions.values():
            EntryBreakpoint(self, fn)
            CallbackBreakpoint(self, fn)
        gdb.Breakpoint('main', internal=True, temporary=True)
        run('continue')
        if self.exited:
            raise TraceError('the program ended before main started')
        ExitBreakpoint(self)
        frame = gdb.newest_frame()
        cfa = int(frame.read_register('rbp')) + 16
        self.regions = Regions(cfa)
        self.pid = gdb.selected_inferior().pid

    def on_exit(self, event):
        self.exited = True
        if hasattr(event, 'exit_code') and self.exit_code is None:
            self.exit_code = event.exit_code

    def on_stop(self, event):
        if isinstance(event, gdb.SignalEvent) and event.stop_signal != 'SIGTRAP':
            self.signal = event.stop_signal

    def ended(self):
        return self.exited or self.signal is not None or ExitBreakpoint.hit

    def resume(self, command):
        """Runs `step`, `finish` or `continue`, interrupting a program stuck in one line for too long."""
        timer = threading.Timer(CONFIG['stepSeconds'], self.interrupt)
        timer.start()
        try:
            run(command)
        finally:
            timer.cancel()
        if self.interrupted:
            frame = gdb.newest_frame()
            while frame is not None and not is_user(frame):
                frame = frame.older()
            where = 'line %d' % line_of(frame) if frame is not None else 'the program'
            raise TraceError('%s ran for more than %d seconds without reaching another line: does it loop forever?'
                             % (where, CONFIG['stepSeconds']))

    def interrupt(self):
        # A timer thread may not call gdb; a signal to the program stops it, and `step` returns.
        self.interrupted = True
        os.kill(self.pid, signal.SIGINT)

    def advance(self):
        """One step of the program: to the start of the next line it runs in its own code."""
        self.resume('step')
        for _ in range(10000):
            if self.ended():
                return
            frame = gdb.newest_frame()
            if is_user(frame):
                if frame.find_sal().pc == frame.pc():
                    return
                self.resume('step')
                continue
            caller = frame
            while caller is not None and not is_user(caller.older()):
                caller = caller.older()
            if caller is None:
                # main has returned: the library runs exit, which stops at _exit.
                self.resume('continue')
                continue
            caller.select()
            self.finishing = True
            try:
                self.resume('finish')
            finally:
                self.finishing = False
        raise TraceError('the program did not reach a new line after 10000 attempts')

    # --- recording

    def user_frames(self):
        frames = []
        frame = gdb.newest_frame()
        while frame is not None:
            if is_user(frame):
                frames.append(frame)
            elif frames and (not frames[-1] == 'library'):
                frames.append('library')
            frame = frame.older()
        # Library frames only between two of the program's frames (a qsort calling a comparison).
        while frames and frames[-1] == 'library':
            frames.pop()
        while frames and frames[0] == 'library':
            frames.pop(0)
        frames.reverse()
        return frames

    def block_at(self, address, live):
        """The newest block (live or freed) holding an address, or ending just before it."""
        found = None
        for b in self.blocks:
            if b['live'] == live and b['address'] <= address <= b['address'] + b['size']:
                found = b
        return found

    def stream(self, address):
        if address not in open_streams():
            return {'kind': 'dangling', 'reason': 'closed', 'label': 'a closed file'}
        name, position = stream_info(address, self.pid)
        target = {'kind': 'file', 'name': name}
        if position is not None:
            target['position'] = position
        return target

    def frame_variables(self, frame, reader, index):
        line = line_of(frame)
        fn = frame.function()
        try:
            block = frame.block()
        except RuntimeError:
            return []
        found = {}
        while block is not None:
            for s in block:
                if not (s.is_variable or s.is_argument) or s.name in found:
                    continue
                if s.addr_class == gdb.SYMBOL_LOC_STATIC:
                    continue
                if not s.is_argument and s.line > line:
                    continue
                found[s.name] = s
            if block.function is not None:
                break
            block = block.superblock
        # Parameters first, in their order; then locals by the line that declares them (a stable
        # sort keeps the order of one line: int x = 1, y = 2).
        symbols = sorted(found.values(), key=lambda s: (not s.is_argument, 0 if s.is_argument else s.line))
        variables = []
        for s in symbols:
            val = s.value(frame)
            address = int(val.address)
            reader.add_object(address, val.type, 'stack/%d/%s' % (index, s.name), s.name, ' in ' + fn.name)
            variables.append((s, val, address))
        return variables

    def returned(self, frame, reader):
        """The value a function is returning, read at its closing brace (scalars and pointers)."""
        fn = self.functions.get(frame.function().name)
        if fn is None or line_of(frame) != fn.end_line or frame.find_sal().pc != frame.pc():
            return None
        t = strip(fn.returns)
        if t.code == gdb.TYPE_CODE_FLT:
            register = '$xmm0.v4_float[0]' if t.sizeof == 4 else '$xmm0.v2_double[0]'
        elif t.code in (gdb.TYPE_CODE_INT, gdb.TYPE_CODE_CHAR, gdb.TYPE_CODE_BOOL, gdb.TYPE_CODE_ENUM,
                        gdb.TYPE_CODE_PTR):
            register = '$rax'
        else:
            return None
        val = frame.read_register(register[1:4]) if register == '$rax' else gdb.parse_and_eval(register)
        return reader.value(val.cast(fn.returns), fn.returns, None)

    def variable(self, reader, s, val, address, extra=None):
        v = {'name': s.name, 'type': type_name(val.type), 'address': self.regions.text(address),
             'size': strip(val.type).sizeof, 'value': reader.value(val, val.type, address)}
        if extra:
            v.update(extra)
        return v

    def record(self):
        reader = Reader(self)
        self.blocks = heap_blocks()
        self.stack_pointer = int(gdb.newest_frame().read_register('rsp'))
        frames = self.user_frames()
        stack = []
        for index, frame in enumerate(frames):
            if frame == 'library':
                stack.append((None, []))
                continue
            stack.append((frame, self.frame_variables(frame, reader, index)))
        globals_ = []
        for s, scope in self.global_symbols:
            val = s.value()
            address = int(val.address)
            reader.add_object(address, val.type, 'global/%s' % s.name, s.name,
                              '' if scope is None else ' (static in %s)' % scope)
            globals_.append((s, val, address, scope))
        # Values, now that every variable's place is known.
        newest = next(f for f in reversed(frames) if f != 'library')
        out_frames = []
        for frame, variables in stack:
            if frame is None:
                out_frames.append({'function': None, 'library': True, 'variables': []})
                continue
            out_frames.append({
                'function': frame.function().name,
                'line': line_of(frame),
                'file': file_of(frame),
                'variables': [self.variable(reader, s, val, address, {'param': True} if s.is_argument else None)
                              for s, val, address in variables],
            })
            if frame == newest:
                returned = self.returned(frame, reader)
                if returned is not None:
                    out_frames[-1]['returns'] = returned
        out_globals = [self.variable(reader, s, val, address, {'scope': scope} if scope else None)
                       for s, val, address, scope in globals_]
        heap = self.read_heap(reader)
        step = {'line': line_of(newest), 'file': file_of(newest), 'frames': out_frames,
                'globals': out_globals, 'heap': heap, 'output': len(output_so_far())}
        self.steps.append(step)

    def read_heap(self, reader):
        live = [b for b in self.blocks if b['live']]
        # Types: from a pointer at the block's start (int *p = malloc(...) makes it ints).
        values = {}
        pending = list(live)
        progress = True
        while pending and progress:
            progress = False
            for (holder, address, ttype) in list(reader.pointers):
                block = self.block_at(address, live=True)
                if block and block['id'] not in self.block_types and address == block['address'] \
                        and strip(ttype).code != gdb.TYPE_CODE_VOID:
                    self.block_types[block['id']] = ttype
            for b in list(pending):
                if b['id'] in self.block_types:
                    values[b['id']] = self.block_value(reader, b)
                    pending.remove(b)
                    progress = True
        for b in pending:
            values[b['id']] = self.block_value(reader, b)
        # Pointers into blocks, now that the blocks have types.
        for holder, address, ttype in reader.pointers:
            block = self.block_at(address, live=True)
            holder['target'] = reader.locate(address, block['address'], self.block_gdb_type(block),
                                             'heap/%d' % block['id'], 'heap block #%d' % block['id'],
                                             '', ttype)
        referenced = set()
        for holder, address, ttype in reader.pointers:
            block = self.block_at(address, live=True)
            referenced.add(block['id'])
        heap = []
        for b in self.blocks:
            item = {'id': b['id'], 'address': self.regions.text(b['address']), 'size': b['size'],
                    'line': b['line']}
            if b['from']:
                item['from'] = b['from']
            if b['live']:
                item['type'] = type_name(self.block_gdb_type(b)) if b['id'] in self.block_types else None
                item['value'] = values[b['id']]
                if b['id'] not in referenced:
                    item['unreachable'] = True
                heap.append(item)
            elif b['id'] in self.dangling_blocks or b['id'] not in self.reported_freed:
                item['freed'] = True
                self.reported_freed.add(b['id'])
                heap.append(item)
        self.dangling_blocks = set()
        return heap

    def block_gdb_type(self, b):
        ttype = self.block_types.get(b['id'])
        if ttype is None:
            return gdb.lookup_type('unsigned char').array(max(b['size'], 1) - 1)
        size = max(strip(ttype).sizeof, 1)
        count = b['size'] // size
        if count <= 1:
            return ttype
        return ttype.array(count - 1)

    def block_value(self, reader, b):
        if b['size'] == 0:
            return {'kind': 'array', 'length': 0, 'elemSize': 1, 'items': []}
        gtype = self.block_gdb_type(b)
        val = gdb.Value(b['address']).cast(gtype.pointer()).dereference()
        return reader.value(val, gtype, b['address'])

    def record_end(self):
        """The last picture: the program has ended; blocks still allocated were never freed."""
        reader = Reader(self)
        self.blocks = heap_blocks()
        self.stack_pointer = int(gdb.newest_frame().read_register('rsp'))
        out_globals = []
        for s, scope in self.global_symbols:
            val = s.value()
            address = int(val.address)
            reader.add_object(address, val.type, 'global/%s' % s.name, s.name, '')
        for s, scope in self.global_symbols:
            val = s.value()
            out_globals.append(self.variable(reader, s, val, int(val.address),
                                             {'scope': scope} if scope else None))
        heap = self.read_heap(reader)
        for item in heap:
            if not item.get('freed'):
                item['leaked'] = True
        self.exit_code = int(gdb.newest_frame().read_register('rdi')) & 0xFF
        self.steps.append({'line': None, 'file': None, 'frames': [], 'globals': out_globals,
                           'heap': heap, 'output': len(output_so_far()), 'exited': self.exit_code})

    def collect_globals(self):
        symbols = []
        seen = set()
        for fn in self.functions.values():
            for s in fn.statics:
                symbols.append((s, fn.name))
        for fn in self.functions.values():
            symtab = fn.symbol.symtab
            if symtab.filename in seen:
                continue
            seen.add(symtab.filename)
            for block in (symtab.global_block(), symtab.static_block()):
                for s in block:
                    if s.is_variable and not s.is_function and s.addr_class == gdb.SYMBOL_LOC_STATIC \
                            and is_user_symtab(s.symtab):
                        symbols.append((s, None))
        unique = {}
        for s, scope in symbols:
            unique.setdefault((s.name, scope), (s, scope))
        self.global_symbols = sorted(unique.values(), key=lambda e: (e[0].symtab.filename, e[0].line))

    def wanted(self):
        """Whether this step is one the author chose to show (trace: "8-14" shows lines 8 to 14)."""
        lines = CONFIG.get('lines')
        if lines is None:
            return True
        frame = gdb.newest_frame()
        while frame is not None and not is_user(frame):
            frame = frame.older()
        return frame is not None and line_of(frame) in lines

    def trace(self):
        self.start()
        self.collect_globals()
        limit, executed = CONFIG['maxSteps'], 0
        if self.wanted():
            self.record()
        while True:
            self.advance()
            executed += 1
            if self.signal is not None:
                self.crash = self.signal
                self.record()
                self.steps[-1]['crashed'] = self.signal
                break
            if ExitBreakpoint.hit:
                self.record_end()
                break
            if self.exited:
                break
            if executed >= CONFIG['maxLines']:
                raise TraceError('the program ran more than %d lines without ending: does it loop forever?'
                                 % CONFIG['maxLines'])
            if self.wanted():
                if len(self.steps) >= limit:
                    raise TraceError('the program has more than %d steps to show: choose the lines to show, '
                                     'like trace: "8-14"' % limit)
                self.record()
        final = output_so_far() if not self.exited else open(CONFIG['stdout'], 'rb').read()
        if ExitBreakpoint.hit and not self.exited:
            run('kill')
        return final


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


def main():
    result = {}
    try:
        tracer = Tracer()
        output = tracer.trace()
        result = {'steps': tracer.steps, 'output': output.decode('utf-8', 'replace'),
                  'exitCode': tracer.exit_code}
        if tracer.crash:
            result['crash'] = tracer.crash
    except TraceError as e:
        result = {'error': str(e)}
    except gdb.error as e:
        result = {'error': 'gdb: %s' % e}
    with open(CONFIG['out'], 'w') as f:
        json.dump(result, f)
    if gdb.selected_inferior().pid:
        run('kill')


main()
