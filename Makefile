# Shortcuts for developers; run.sh and test.sh are what a fresh machine needs.
.PHONY: run test bench translations dist
run:
	./run.sh $(ARGS)
test:
	./test.sh
bench:
	sh scripts/system-deps.sh "make bench" && sh scripts/venv.sh && .venv/bin/python benchmarks/engine.py
translations:    # re-extract the strings into i18n/*.ts and compile resources/i18n/*.qm
	sh scripts/system-deps.sh "make translations" qt && sh scripts/venv.sh && .venv/bin/python scripts/update_translations.py
dist:
	sh scripts/system-deps.sh "make dist" qt build && sh scripts/venv.sh && .venv/bin/python packaging/build.py
