"""The exit statuses of the `mbqt` commands (docs/cli.md)."""
EXIT_OK = 0
EXIT_BAD_INPUT = 2        # a file, a setup or an argument that cannot be used
EXIT_INTERRUPTED = 130    # Ctrl+C, as a shell reports a SIGINT
