# Runs inside gdb (`gdb -nx -batch -x gdb/tracer.py`) and records a C program line by line as JSON.
#
# scripts/traces/run.ts compiles the program with -g -O0 and heap.c, writes the configuration to the
# file LEARNC_TRACE_CONFIG names ({exe, sources, stdin, stdout, cwd, lines, stepLines, maxSteps,
# maxLines, stepSeconds, out})
# and reads back one JSON document: {steps, output, exitCode, crash?, error?}; assemble.ts then
# writes each step's description and checks the whole against src/trace/schema.ts.
#
# The parts: program.py (its functions and the breakpoints in them), memory.py (regions, output,
# FILEs, the heap table), heap.py (blocks typed by their pointers), values.py (values and pointers).
#
# Stepping: `step` into the program's own functions only. Library code (printf, qsort) runs as one
# step, except that a function of the program it calls back (a qsort comparison) is stepped too.
# A step is recorded when it stops on one of the lines the author chose (all by default).
#
# What a step is, defined once for gdb and the in-browser recorder (src/runner/record/): the start of
# a statement. gcc's line table has more rows than that, so gdb steps on past (1) a line where no
# statement starts (`stepLines`, from the recorder: the second line of a call whose arguments go on
# there, of a condition over two lines), and (2) the line a frame was on before the program left it
# for a call, when the call returns to it: the rest of the same statement (an assignment of what the
# call returned), not a new one.
#
# Determinism: the same program must give the same trace on any Debian machine. The inferior runs
# with an empty environment and randomisation off, but the stack still moves with the length of the
# working directory, and the heap and library with the system, so no raw address is ever written:
# every address is rebased (stack on main's frame, heap on the heap's start, program on its load
# address) onto fixed bases (memory.py). Values nobody has set yet (which hold whatever the loader
# or the allocator left) are filled with UNSET bytes first and shown as "?".

import json
import os
import signal
import sys
import threading

import gdb

# The other modules of the tracer sit beside this file; gdb runs it as a script, not a package.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from common import CONFIG, UNSET, TraceError, file_of, is_user, is_user_symtab, line_of, run  # noqa: E402
from heap import HeapMixin  # noqa: E402
from memory import (Regions, heap_blocks, input_read, libc_pointer, open_streams, output_so_far,  # noqa: E402
                    stream_info)
from program import CallbackBreakpoint, EntryBreakpoint, ExitBreakpoint, user_functions  # noqa: E402
from values import Reader, strip, type_name  # noqa: E402


class Tracer(HeapMixin):
    """Steps the program and records each step."""

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
        self.last_line = {}
        self.has_input = os.path.getsize(CONFIG['stdin']) > 0
        self.finished = {}  # frame key -> the step lines it has run to their end at least once
        self.result_slots = {}  # frame key -> (address, size) a struct result is written to
        self.result_before = {}  # frame key -> that memory's bytes at the frame's latest step
        self.result_now = {}  # frame key -> the struct it returns, once at its closing brace

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

    def frame_key(self, frame):
        # The frame pointer of a live frame is unique; a later call may reuse it, hence the name too.
        return (frame.name(), int(frame.read_register('rbp')))

    def is_step_line(self, frame):
        lines = CONFIG.get('stepLines')
        if lines is None:
            return True
        return line_of(frame) in lines.get(file_of(frame), ())

    def advance(self):
        """One step of the program: to the start of the next statement it runs in its own code."""
        start = gdb.newest_frame()
        origin = self.frame_key(start) if is_user(start) else None
        left = False  # whether the program left the origin frame's line for a call during this step
        self.resume('step')
        for _ in range(10000):
            if self.ended():
                return
            frame = gdb.newest_frame()
            if is_user(frame):
                key = self.frame_key(frame)
                if key != origin:
                    left = True
                if frame.find_sal().pc == frame.pc() and self.is_step_line(frame):
                    returned = (left or key != origin) and self.last_line.get(key) == line_of(frame)
                    if not returned:
                        self.remember(frame)
                        return
                self.resume('step')
                continue
            left = True
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

    def remember(self, frame):
        """Notes the line each live frame stopped on last; frames that have returned are forgotten."""
        live = {}
        f = frame
        while f is not None:
            if is_user(f):
                key = self.frame_key(f)
                live[key] = self.last_line.get(key)
            f = f.older()
        key = self.frame_key(frame)
        previous = live.get(key)
        self.finished = {k: self.finished.get(k, set()) for k in live}
        if previous is not None and previous != line_of(frame):
            self.finished[key].add(previous)
        live[key] = line_of(frame)
        self.last_line = live

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

    def stream(self, address):
        if address not in open_streams():
            return {'kind': 'dangling', 'reason': 'closed', 'label': 'a closed file'}
        name, position = stream_info(address, self.pid)
        target = {'kind': 'file', 'name': name}
        if position is not None:
            target['position'] = position
        return target

    def frame_variables(self, frame, reader, index):
        fn = frame.function()
        variables = []
        for s in self.visible_symbols(frame):
            val = s.value(frame)
            address = int(val.address)
            reader.add_object(address, val.type, 'stack/%d/%s' % (index, s.name), s.name, ' in ' + fn.name)
            variables.append((s, val, address))
        return variables

    def visible_symbols(self, frame):
        """A frame's parameters and the locals declared by its line, in the order the picture shows them."""
        line = line_of(frame)
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
        return sorted(found.values(), key=lambda s: (not s.is_argument, 0 if s.is_argument else s.line))

    def at_closing_brace(self, frame):
        """The program's function a frame runs, if the frame is at the start of its closing brace."""
        fn = self.functions.get(frame.function().name)
        if fn is None or line_of(frame) != fn.end_line or frame.find_sal().pc != frame.pc():
            return None
        return fn

    def returned(self, frame, reader):
        """The value a function is returning, read at its closing brace."""
        fn = self.at_closing_brace(frame)
        if fn is None:
            return None
        t = strip(fn.returns)
        if t.code in (gdb.TYPE_CODE_STRUCT, gdb.TYPE_CODE_UNION):
            data = self.returned_bytes(frame, t)
            if data is None:
                return None
            # Copied where memory is read as any object is (a struct in registers has no address).
            scratch = libc_pointer('&learnc_returned')
            gdb.selected_inferior().write_memory(scratch, data)
            val = gdb.Value(scratch).cast(fn.returns.pointer()).dereference()
            return reader.value(val, fn.returns, scratch)
        if t.code == gdb.TYPE_CODE_FLT:
            register = '$xmm0.v4_float[0]' if t.sizeof == 4 else '$xmm0.v2_double[0]'
        elif t.code in (gdb.TYPE_CODE_INT, gdb.TYPE_CODE_CHAR, gdb.TYPE_CODE_BOOL, gdb.TYPE_CODE_ENUM,
                        gdb.TYPE_CODE_PTR):
            register = '$rax'
        else:
            return None
        val = frame.read_register(register[1:4]) if register == '$rax' else gdb.parse_and_eval(register)
        return reader.value(val.cast(fn.returns), fn.returns, None)

    def returned_bytes(self, frame, t):
        """A returned struct's bytes: of more than 16, as written to the caller's memory (see
        hide_result); of up to 16, from rax and rdx, where gcc at -O0 has loaded its two eightbytes by
        the closing brace whatever registers the ABI then returns them in (tracer.test.ts checks it)."""
        if t.sizeof > 16:
            data = self.result_now.get(self.frame_key(frame))
            return data if data is not None and len(data) <= 4096 else None
        mask = (1 << 64) - 1
        low = int(frame.read_register('rax')) & mask
        high = int(frame.read_register('rdx')) & mask
        return (low.to_bytes(8, 'little') + high.to_bytes(8, 'little'))[:t.sizeof]

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
        newest = next(f for f in reversed(frames) if f != 'library')
        # Memory shown as C defines it rather than as gcc has left it, put back once recorded.
        # The result first: it reads what gcc wrote, which the other may then hide.
        result = self.hide_result(newest)
        hidden = ([] if result is None else [result]) + self.hide_unfinished(frames, newest)
        try:
            self.record_frames(reader, frames, newest)
        finally:
            for address, data in reversed(hidden):
                gdb.selected_inferior().write_memory(address, data)

    def hide_unfinished(self, frames, newest):
        """A caller whose statement declares a variable and calls a function to initialise it
        (`struct v a[2] = {f(), g()};`) is shown with that variable not yet set the first time the
        statement runs, as the recorder shows a variable only once its declaration has run; gcc fills
        an array's elements one call at a time. Returns what to write back."""
        hidden = []
        inferior = gdb.selected_inferior()
        for frame in frames:
            if frame == 'library' or frame == newest:
                continue
            key = self.frame_key(frame)
            step_line = self.last_line.get(key)
            # Once the declaration has run (a loop comes back to it), the variable keeps its value.
            if step_line is None or step_line in self.finished.get(key, ()):
                continue
            for s in self.visible_symbols(frame):
                if s.is_argument or not step_line <= s.line <= line_of(frame):
                    continue
                val = s.value(frame)
                address = int(val.address)
                size = strip(val.type).sizeof
                if size <= 0:
                    continue
                hidden.append((address, bytes(inferior.read_memory(address, size))))
                inferior.write_memory(address, bytes([UNSET]) * size)
        return hidden

    def hide_result(self, frame):
        """At the closing brace of a function returning a large struct, gcc has already copied the
        result into the caller's object, which C assigns only after the return: that memory is shown
        as it was at the function's previous step (its return statement). Returns what to write back."""
        key = self.frame_key(frame)
        slot = self.result_slots.get(key)
        if slot is None:
            return None
        address, size = slot
        inferior = gdb.selected_inferior()
        if self.at_closing_brace(frame) is None:
            self.result_before[key] = bytes(inferior.read_memory(address, size))
            return None
        before = self.result_before.get(key)
        if before is None:
            return None
        now = bytes(inferior.read_memory(address, size))
        self.result_now[key] = now
        inferior.write_memory(address, before)
        return address, now

    def record_frames(self, reader, frames, newest):
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
        out_frames = []
        for frame, variables in stack:
            if frame is None:
                out_frames.append({'function': None, 'library': True, 'variables': []})
                continue
            # A caller is on the line of the step it is in (its statement's first line), not on the
            # line of the call's return address, as the in-browser recorder shows it.
            line = line_of(frame) if frame == newest else self.last_line.get(self.frame_key(frame), line_of(frame))
            out_frames.append({
                'function': frame.function().name,
                'line': line,
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
        self.add_input(step)
        self.steps.append(step)

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
        self.add_input(self.steps[-1])

    def add_input(self, step):
        """How much of its input the program has read, for a program given input (as the recorder says)."""
        if not self.has_input:
            return
        read = input_read(self.pid)
        if read is None:  # the process has gone: what it had read before
            read = next((s['input'] for s in reversed(self.steps) if 'input' in s), 0)
        step['input'] = read

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
        self.remember(gdb.newest_frame())
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
