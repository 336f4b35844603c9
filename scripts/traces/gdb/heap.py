"""The heap as the picture shows it: the program's blocks (from heap.c), typed by their pointers."""

import gdb

from values import strip, type_name


class HeapMixin:
    """What Tracer knows of the heap: its blocks this step, their types, the freed ones still shown."""

    def block_at(self, address, live):
        """The newest block (live or freed) holding an address, or ending just before it."""
        found = None
        for b in self.blocks:
            if b['live'] == live and b['address'] <= address <= b['address'] + b['size']:
                found = b
        return found

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
