"""
Runs a program under a pseudo-terminal and types into it as a person would: each step waits until
the program is blocked reading its terminal (everything it printed so far is on screen), then types
a line and Enter, pastes a block of lines at once, or presses Ctrl+D (the terminal's VEOF character).
Prints, as JSON, what the terminal showed (the program's output and the terminal's echo of the
typing, in order) and the exit status a shell would report.

Usage: python3 pty.py PROGRAM < steps.json
where steps.json is a list of {"type": "a line"} | {"paste": "a\nb\n"} | {"end": "unfinished line or empty"}.
"""
import json
import os
import platform
import re
import select
import subprocess
import sys
import termios
import time

# The number of read(2) in /proc/PID/syscall: the child is blocked reading its terminal.
READ = {"x86_64": 0, "aarch64": 63, "i686": 3, "i386": 3}[platform.machine()]
LIMIT_S = 20


def blocked_reading(pid):
    """True when the process sits in read(0, ...): it has asked for input and none is there."""
    try:
        with open(f"/proc/{pid}/syscall") as f:
            fields = f.read().split()
        with open(f"/proc/{pid}/stat") as f:
            state = f.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state == "S" and len(fields) > 1 and fields[0] == str(READ) and int(fields[1], 16) == 0


def reads(pid):
    """How many read(2) calls the process has finished."""
    try:
        with open(f"/proc/{pid}/io") as f:
            return int(re.search(r"^syscr: (\d+)", f.read(), re.M).group(1))
    except (OSError, AttributeError):
        return -1


def main():
    program = sys.argv[1]
    steps = json.load(sys.stdin)
    master, slave = os.openpty()
    eof = termios.tcgetattr(slave)[6][termios.VEOF]  # Ctrl+D unless the terminal was set otherwise
    child = subprocess.Popen([program], stdin=slave, stdout=slave, stderr=slave, start_new_session=True)
    os.close(slave)
    shown = bytearray()
    deadline = time.monotonic() + LIMIT_S

    def drain(wait):
        """Reads what the terminal has for us; False once the program has gone and all is read."""
        ready, _, _ = select.select([master], [], [], wait)
        if not ready:
            return True
        try:
            data = os.read(master, 65536)
        except OSError:  # EIO: the program's side is closed
            return False
        shown.extend(data)
        return bool(data)

    def until(state):
        """Polls the program's state, reading meanwhile (a long output must not block it on write)."""
        while not state() and child.poll() is None:
            if time.monotonic() > deadline:
                raise SystemExit(f"{program}: no progress within {LIMIT_S} s")
            drain(0.002)

    def waiting():
        until(lambda: blocked_reading(child.pid))
        return child.poll() is None

    def send(data, answered=True):
        """Types `data`; with `answered`, waits until the program's pending read has returned."""
        before = reads(child.pid)
        os.write(master, data)
        if answered:
            until(lambda: reads(child.pid) != before)

    for step in steps:
        if not waiting():
            raise SystemExit(f"{program}: ended before its input was all typed")
        if "type" in step:
            send(step["type"].encode() + b"\n")
        elif "paste" in step:
            send(step["paste"].encode())
        elif "end" in step:
            # A person ends input with Ctrl+D; after an unfinished line, the first Ctrl+D only sends
            # the line, so they press it again once the program is reading once more.
            if step["end"]:
                send(step["end"].encode(), answered=False)
                send(eof)
                if not waiting():
                    break
            send(eof)
    until(lambda: blocked_reading(child.pid))
    if child.poll() is None:
        child.kill()
        raise SystemExit(f"{program}: still waiting for input after the last step")
    # Everything the program wrote is read once the terminal reports its other side closed (EIO).
    while drain(0.05) and time.monotonic() < deadline:
        pass
    json.dump({"shown": shown.decode("utf-8", "replace"), "status": child.wait() % 256}, sys.stdout)


main()
