"""Turns gdb values into the trace's JSON, with every pointer resolved to what it points at."""

import re

import gdb

from common import UNSET, memory

MAX_CELLS = 40  # elements shown of a long array
MAX_UNION_BYTES = 32
MAX_LITERAL = 64


def strip(t):
    return t.strip_typedefs()


def type_name(t):
    name = str(t)
    return re.sub(r'\s+', ' ', name)


def is_plain_char(t):
    return strip(t).code == gdb.TYPE_CODE_INT and strip(t).sizeof == 1 and strip(t).name == 'char'


def char_text(c):
    escapes = {0: '\\0', 7: '\\a', 8: '\\b', 9: '\\t', 10: '\\n', 11: '\\v', 12: '\\f', 13: '\\r',
               39: "\\'", 92: '\\\\'}
    if c in escapes:
        return "'%s'" % escapes[c]
    if 32 <= c < 127:
        return "'%s'" % chr(c)
    return str(c)


def float_text(x, size):
    if x != x or x in (float('inf'), float('-inf')):
        return str(x)
    text = ('%.7g' % x) if size == 4 else repr(x)
    if size != 4 and len(text) > 14:
        text = '%.10g' % x
    if re.fullmatch(r'-?\d+', text):
        text += '.0'
    return text


class Reader:
    """Turns gdb values into the trace's JSON, resolving pointers against a map of known objects."""

    def __init__(self, tracer):
        self.t = tracer
        self.objects = []  # variables: (start, end, type, ref, name, where)
        self.pointers = []  # (json, address, target type) into the heap, resolved once blocks are typed

    def add_object(self, start, gtype, ref, name, where):
        size = max(strip(gtype).sizeof, 1)
        self.objects.append((start, start + size, gtype, ref, name, where))

    def is_unset(self, address, size):
        if address is None:
            return False
        try:
            raw = memory(address, size)
        except gdb.MemoryError:
            return False
        return size > 0 and all(b == UNSET for b in raw)

    def value(self, val, gtype, address):
        t = strip(gtype)
        code = t.code
        if code == gdb.TYPE_CODE_ARRAY:
            return self.array(val, t, address)
        if code == gdb.TYPE_CODE_STRUCT:
            return self.record(val, t, address, 'struct')
        if code == gdb.TYPE_CODE_UNION:
            return self.record(val, t, address, 'union')
        if code == gdb.TYPE_CODE_PTR:
            return self.pointer(val, t, address)
        if code in (gdb.TYPE_CODE_INT, gdb.TYPE_CODE_CHAR, gdb.TYPE_CODE_BOOL, gdb.TYPE_CODE_ENUM,
                    gdb.TYPE_CODE_FLT):
            if self.is_unset(address, t.sizeof):
                return '?'
            return self.scalar_text(val, gtype)
        return {'kind': 'opaque', 'text': type_name(gtype)}

    def scalar_text(self, val, gtype):
        t = strip(gtype)
        if t.code == gdb.TYPE_CODE_FLT:
            return float_text(float(val), t.sizeof)
        if t.code == gdb.TYPE_CODE_BOOL:
            return 'true' if int(val) else 'false'
        if t.code == gdb.TYPE_CODE_ENUM:
            text = str(val)
            number = int(val)
            return text if re.fullmatch(r'-?\d+', text) else '%s (%d)' % (text, number)
        if is_plain_char(gtype):
            return char_text(int(val) & 0xFF)
        return str(int(val))

    def array(self, val, t, address):
        low, high = t.range()
        n = high - low + 1
        elem = t.target()
        size = strip(elem).sizeof
        shown = n
        if is_plain_char(elem) and n > 24:
            raw = memory(address, n)
            end = raw.find(b'\0')
            end = n if end < 0 else end + 1
            shown = min(n, max(end + 2, 8), 64)
        elif n > MAX_CELLS:
            shown = MAX_CELLS
        items = [self.value(val[low + i], elem, address + i * size) for i in range(shown)]
        result = {'kind': 'array', 'length': n, 'elemSize': size, 'items': items}
        return result

    def record(self, val, t, address, kind):
        fields = []
        for f in t.fields():
            if f.artificial or not hasattr(f, 'bitpos'):
                continue
            offset = f.bitpos // 8
            ftype = f.type
            if f.bitsize:
                value = str(int(val[f]))
                fields.append({'name': f.name or '', 'offset': offset, 'size': 0, 'bits': f.bitsize,
                               'type': type_name(ftype), 'value': value})
                continue
            fields.append({'name': f.name or '', 'offset': offset, 'size': strip(ftype).sizeof,
                           'type': type_name(ftype),
                           'value': self.value(val[f], ftype, address + offset)})
        result = {'kind': kind, 'size': t.sizeof, 'fields': fields}
        if kind == 'union':
            raw = memory(address, min(t.sizeof, MAX_UNION_BYTES))
            result['bytes'] = ['??' if b == UNSET else '%02x' % b for b in raw]
        return result

    def pointer(self, val, t, address):
        if self.is_unset(address, 8):
            return {'kind': 'pointer', 'text': '?', 'unset': True, 'target': {'kind': 'unset'}}
        target_address = int(val.cast(gdb.lookup_type('unsigned long')))
        result = {'kind': 'pointer', 'text': self.t.regions.text(target_address) or '(library)'}
        target_type = t.target()
        if target_address == 0:
            result['text'] = 'NULL'
            result['target'] = {'kind': 'null'}
            return result
        result['target'] = self.resolve(target_address, target_type, result)
        return result

    def resolve(self, address, target_type, holder):
        code = strip(target_type).code
        if code == gdb.TYPE_CODE_FUNC:
            block = gdb.block_for_pc(address)
            name = block.function.name if block and block.function else None
            if name is None:
                sym = gdb.execute('info symbol %d' % address, to_string=True).split()
                name = sym[0] if sym and sym[0] != 'No' else 'a function'
            return {'kind': 'function', 'name': name}
        if strip(target_type).name == '_IO_FILE' or type_name(target_type) in ('FILE', 'struct _IO_FILE'):
            return self.t.stream(address)
        for start, end, gtype, ref, name, where in self.objects:
            if start <= address < end or (address == end and strip(gtype).code == gdb.TYPE_CODE_ARRAY):
                return self.locate(address, start, gtype, ref, name, where, target_type)
        region = self.t.regions.region(address)
        if region == 'heap' or self.t.block_at(address, live=False) is not None:
            block = self.t.block_at(address, live=True)
            if block is not None:
                self.pointers.append((holder, address, target_type))
                return {'kind': 'pending'}
            freed = self.t.block_at(address, live=False)
            if freed is not None:
                self.t.dangling_blocks.add(freed['id'])
                return {'kind': 'dangling', 'reason': 'freed', 'ref': 'heap/%d' % freed['id'],
                        'label': 'freed heap block #%d' % freed['id']}
            return {'kind': 'unknown', 'label': 'memory the C library allocated'}
        if region == 'stack':
            if address < self.t.stack_pointer:
                return {'kind': 'dangling', 'reason': 'returned',
                        'label': 'the stack frame of a function that has returned'}
            return {'kind': 'unknown', 'label': 'the stack'}
        if region == 'exe' and is_plain_char(target_type):
            try:
                text = gdb.selected_inferior().read_memory(address, MAX_LITERAL).tobytes()
            except gdb.MemoryError:
                text = b''
            end = text.find(b'\0')
            chars = list(text[:end + 1] if end >= 0 else text)
            return {'kind': 'literal', 'ref': 'literal/%x' % self.t.regions.normalise(address),
                    'items': [char_text(c) for c in chars], 'complete': end >= 0}
        return {'kind': 'unknown', 'label': 'memory outside the program'}

    def locate(self, address, start, gtype, ref, name, where, target_type):
        """The path from an object to the element a pointer points at: arr[2], p.name[0]."""
        path = []
        text = name
        t = strip(gtype)
        base = start
        want = strip(target_type).sizeof if strip(target_type).code != gdb.TYPE_CODE_VOID else 0
        end = False
        while True:
            if address == base and (want == 0 or t.sizeof == want):
                break
            if t.code == gdb.TYPE_CODE_ARRAY:
                low, high = t.range()
                size = max(strip(t.target()).sizeof, 1)
                index = (address - base) // size
                if index > high - low:
                    end = True
                    index = high - low + 1
                path.append(index)
                text += '[%d]' % index
                if end:
                    break
                base += index * size
                t = strip(t.target())
                continue
            if t.code == gdb.TYPE_CODE_STRUCT:
                inner = None
                for f in t.fields():
                    off = f.bitpos // 8
                    if not f.bitsize and base + off <= address < base + off + max(strip(f.type).sizeof, 1):
                        inner = f
                        break
                if inner is None:
                    break
                path.append(inner.name or '')
                text += '.' + (inner.name or '')
                base += inner.bitpos // 8
                t = strip(inner.type)
                continue
            break
        result = {'kind': 'object', 'ref': '/'.join([ref] + [str(p) for p in path]), 'label': text + where}
        if address != base and not end:
            result['offset'] = address - base
        if end:
            result['end'] = True
        return result


