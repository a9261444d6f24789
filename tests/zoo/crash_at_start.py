"""Dies before the handshake, saying why on stderr."""

import sys

sys.stderr.write("zoo: starting up\nzoo: cannot open my opening book: no such file\n")
sys.exit(3)
