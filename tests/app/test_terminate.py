"""A logout, a kill or Ctrl+C (SIGTERM, SIGINT) quits the app as closing its window does
(application.on_terminate): the controller's shutdown runs (the game autosaved, the window's
size remembered) and the app exits with 0. Without the handler SIGTERM ended the process
where it stood; without the wakeup socket the handler waited for Python code that an idle
event loop never runs."""
from __future__ import annotations

import os
import select
import signal
import subprocess
import sys

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="no SIGTERM to send on Windows")

CHILD = """
import sys
from mbqt.app import application
installed = application.on_terminate
def on_terminate(then):
    installed(then)
    print("READY", flush=True)
application.on_terminate = on_terminate
sys.exit(application.run([]))
"""


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_quits_the_app_as_closing_it_does(tmp_path, number):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path))
    app = subprocess.Popen([sys.executable, "-c", CHILD], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           text=True, env=env)
    try:
        assert select.select([app.stdout], [], [], 60)[0], "the app did not start within 60 s"
        assert app.stdout.readline().strip() == "READY", app.stderr.read()
        app.send_signal(number)
        assert app.wait(timeout=30) == 0, app.stderr.read()
    finally:
        if app.poll() is None:
            app.kill()
    settings = (tmp_path / "mbqt" / "mbqt" / "settings.ini").read_text()
    assert "window_width" in settings        # the controller's shutdown ran
