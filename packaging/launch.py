"""The frozen app's entry point: the `mbqt` command (the desktop app without arguments)."""
import multiprocessing
import sys

from mbqt.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()    # `mbqt arena --jobs N` and the app's computer players (mbqt/app/jobs.py) start worker processes
    sys.exit(main())
