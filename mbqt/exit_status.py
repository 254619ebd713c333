"""The exit statuses of the `mbqt` commands (docs/cli.md)."""
EXIT_OK = 0
EXIT_BAD_INPUT = 2        # a file, a setup or an argument that cannot be used
EXIT_STAND_IN = 3         # `mbqt arena`: a bot's random stand-in played some of its decisions
EXIT_OUTPUT = 74          # the output cannot be written: closed, or a full disk (sysexits' EX_IOERR)
EXIT_INTERRUPTED = 130    # Ctrl+C, as a shell reports a SIGINT
