# Shortcuts for developers; run.sh and test.sh are what a fresh machine needs.
.PHONY: run test bench
run:
	./run.sh $(ARGS)
test:
	./test.sh
bench:
	sh scripts/venv.sh && .venv/bin/python benchmarks/engine.py
