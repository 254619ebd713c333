# Shortcuts for developers; run.sh and test.sh are what a fresh machine needs.
.PHONY: run test bench dist
run:
	./run.sh $(ARGS)
test:
	./test.sh
bench:
	sh scripts/venv.sh && .venv/bin/python benchmarks/engine.py
dist:
	sh scripts/system-deps.sh && sh scripts/venv.sh && .venv/bin/python packaging/build.py
