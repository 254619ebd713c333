import sys

from mbqt.cli import main

sys.exit(main())
