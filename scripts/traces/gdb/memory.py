"""The process seen from outside: where its regions are, what it printed, its FILEs, its heap."""

import os
import re

import gdb

from common import CONFIG, memory, run, u64

STACK_BASE = 0x7FFFFFFFE400  # where main's frame (its CFA) appears to be
HEAP_BASE = 0x555555559000  # where the heap appears to start
EXE_BASE = 0x555555554000  # where the program appears to be loaded


class Regions:
    """The mappings of the process, read once the program runs (and again when the heap appears)."""

    def __init__(self, main_cfa):
        self.main_cfa = main_cfa
        self.refresh()

    def refresh(self):
        self.exe = None
        self.heap = None
        self.stack = None
        exe_path = os.path.realpath(CONFIG['exe'])
        for line in run('info proc mappings').splitlines():
            parts = line.split()
            if len(parts) < 4 or not parts[0].startswith('0x'):
                continue
            start, end = int(parts[0], 16), int(parts[1], 16)
            name = parts[-1] if len(parts) >= 6 else ''
            if name == exe_path or os.path.realpath(name) == exe_path:
                self.exe = (min(start, self.exe[0]), max(end, self.exe[1])) if self.exe else (start, end)
            elif name == '[heap]':
                self.heap = (start, end)
            elif name == '[stack]':
                self.stack = (start, end)

    def region(self, address):
        for name in ('stack', 'heap', 'exe'):
            r = getattr(self, name)
            if r and r[0] <= address < r[1]:
                return name
        if self.heap is None:
            self.refresh()
            if self.heap and self.heap[0] <= address < self.heap[1]:
                return 'heap'
        return None

    def normalise(self, address):
        """The address as the trace shows it, or None for one outside the program (the C library)."""
        region = self.region(address)
        if region == 'stack':
            return STACK_BASE + (address - self.main_cfa)
        if region == 'heap':
            return HEAP_BASE + (address - self.heap[0])
        if region == 'exe':
            return EXE_BASE + (address - self.exe[0])
        return None

    def text(self, address):
        n = self.normalise(address)
        return '0x%x' % n if n is not None else None



# The layout of glibc's FILE (struct _IO_FILE), part of its ABI on x86-64.
FILE_READ_PTR, FILE_READ_END, FILE_WRITE_BASE, FILE_WRITE_PTR = 8, 16, 32, 40
FILE_CHAIN, FILE_FILENO = 104, 112


def libc_pointer(name):
    return int(gdb.parse_and_eval('(unsigned long) %s' % name))


def output_so_far():
    """What the program has printed: written to the file, plus what waits in stdout's buffer."""
    with open(CONFIG['stdout'], 'rb') as f:
        written = f.read()
    stream = libc_pointer('stdout')
    base, ptr = u64(stream + FILE_WRITE_BASE), u64(stream + FILE_WRITE_PTR)
    pending = memory(base, ptr - base) if base and ptr > base else b''
    return written + pending


def open_streams():
    streams = set()
    stream = libc_pointer('_IO_list_all')
    while stream and len(streams) < 1000:
        streams.add(stream)
        stream = u64(stream + FILE_CHAIN)
    return streams


def kernel_position(pid, fd):
    """The kernel's position on a descriptor of the program (what read and write have moved)."""
    with open('/proc/%d/fdinfo/%d' % (pid, fd)) as f:
        return int(re.search(r'pos:\s+(\d+)', f.read()).group(1))


def unread(address):
    """How many bytes a FILE has read from its descriptor but not yet handed to the program."""
    return max(0, u64(address + FILE_READ_END) - u64(address + FILE_READ_PTR))


def stream_info(address, pid):
    """A FILE's name and position (as ftell would say) from the kernel's view of its descriptor."""
    for name in ('stdin', 'stdout', 'stderr'):
        if libc_pointer(name) == address:
            return name, None
    fd = int.from_bytes(memory(address + FILE_FILENO, 4), 'little', signed=True)
    try:
        name = os.path.basename(os.readlink('/proc/%d/fd/%d' % (pid, fd)))
        pos = kernel_position(pid, fd)
    except (OSError, AttributeError):
        return 'file', None
    write_base, write_ptr = u64(address + FILE_WRITE_BASE), u64(address + FILE_WRITE_PTR)
    pos -= unread(address)
    pos += max(0, write_ptr - write_base)
    return name, pos


def input_read(pid):
    """How many bytes of standard input the program has read, as the C library hands them out: the
    kernel's position on descriptor 0, less what waits unread in stdin's buffer. None once the
    process is gone."""
    try:
        pos = kernel_position(pid, 0)
    except (OSError, AttributeError):
        return None
    return max(0, pos - unread(libc_pointer('stdin')))


BLOCK_SIZE = 32


def heap_blocks():
    count = int(gdb.parse_and_eval('(int) learnc_block_count'))
    table = libc_pointer('&learnc_blocks')
    raw = memory(table, BLOCK_SIZE * count) if count else b''
    blocks = []
    for i in range(count):
        entry = raw[i * BLOCK_SIZE:(i + 1) * BLOCK_SIZE]
        address = int.from_bytes(entry[0:8], 'little')
        size = int.from_bytes(entry[8:16], 'little')
        state = int.from_bytes(entry[16:20], 'little')
        origin = int.from_bytes(entry[20:24], 'little')
        site = int.from_bytes(entry[24:32], 'little')
        line = gdb.find_pc_line(site - 1).line if site else None
        blocks.append({'id': i + 1, 'address': address, 'size': size, 'live': state == 1,
                       'from': origin or None, 'line': line})
    return blocks


