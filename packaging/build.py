"""Build the installers this platform can make (`make dist`):

- every platform: the onedir bundle dist/mbqt/ (PyInstaller, packaging/mbqt.spec);
- Linux: dist/mbqt-VERSION-linux-ARCH.tar.gz and dist/mbqt_VERSION_ARCH.deb;
- Windows: dist/mbqt-VERSION-setup.exe with Inno Setup (packaging/windows/mbqt.iss);
- macOS: dist/Master Builder.app and dist/mbqt-VERSION.dmg (packaging/macos/make-dmg.sh).

Prints `name: value` figures: build_s, onedir_mb, and on Linux tar_mb and deb_mb.
    python packaging/build.py [--bundle-only]
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
FONT_PACKAGE = "fonts-dejavu-core"      # Qt's wheels ship no font: without one every letter is a box
MB = 1024 * 1024


def fail(message: str) -> None:
    print(f"build: {message}", file=sys.stderr)
    sys.exit(1)


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / MB
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / MB


def check_tools() -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        fail(f"PyInstaller is missing: {sys.executable} -m pip install -e '.[build]'")
    if sys.platform.startswith("linux"):
        missing = [tool for tool in ("strip", "objdump", "dpkg-deb") if not shutil.which(tool)]
        if missing:
            fail(f"missing {', '.join(missing)}: sudo apt-get install -y --no-install-recommends binutils dpkg")


def bundle() -> Path:
    shutil.rmtree(DIST / "mbqt", ignore_errors=True)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(DIST), "--workpath", str(WORK), str(PACKAGING / "mbqt.spec")],
                   cwd=ROOT, check=True)
    return DIST / "mbqt"


# ---------------------------------------------------------------- Linux

def arch() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()


def elf_files(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()
            and p.read_bytes()[:4] == b"\x7fELF"]


def system_packages(onedir: Path) -> list[str]:
    """The Debian packages holding the libraries the bundle links to but does not carry."""
    bundled = {p.name for p in onedir.rglob("*")}
    needed = set()
    for path in elf_files(onedir):
        dump = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True).stdout
        needed |= set(re.findall(r"^\s+NEEDED\s+(\S+)$", dump, re.M))
    cache = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    where = dict(re.findall(r"^\s+(\S+) \([^)]*x86-64[^)]*\) => (\S+)$", cache, re.M)) or \
        dict(re.findall(r"^\s+(\S+) \(.*\) => (\S+)$", cache, re.M))
    packages = set()
    for soname in sorted(needed - bundled):
        if soname not in where:
            fail(f"the bundle links to {soname}, which this machine does not have: cannot declare its package")
        real = os.path.realpath(where[soname])
        owner = ""
        for candidate in (where[soname], real, real.replace("/usr/lib/", "/lib/", 1)):
            found = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
            if found.returncode == 0:
                owner = found.stdout.split(":")[0]
                break
        if not owner:
            fail(f"no Debian package owns {where[soname]} ({soname})")
        packages.add(owner)
    return sorted(packages)


def libc_version() -> str:
    out = subprocess.run(["ldd", "--version"], capture_output=True, text=True).stdout
    return re.search(r"(\d+\.\d+)\s*$", out.splitlines()[0]).group(1)


def stage_linux_files(root: Path, prefix: str) -> None:
    """The desktop entry and hicolor icons under root/prefix/share."""
    share = root / prefix / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    shutil.copy(PACKAGING / "linux" / "mbqt.desktop", share / "applications" / "mbqt.desktop")
    for n in HICOLOR_SIZES:
        icon_dir = share / "icons" / "hicolor" / f"{n}x{n}" / "apps"
        icon_dir.mkdir(parents=True, exist_ok=True)
        shutil.copy(PACKAGING / "icons" / f"mbqt-{n}.png", icon_dir / "mbqt.png")


def deb(onedir: Path) -> Path:
    stage = ROOT / "build" / "deb"
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(onedir, stage / "usr" / "lib" / "mbqt", symlinks=True)
    (stage / "usr" / "bin").mkdir(parents=True)
    (stage / "usr" / "bin" / "mbqt").symlink_to("../lib/mbqt/mbqt")
    stage_linux_files(stage, "usr")
    doc = stage / "usr" / "share" / "doc" / "mbqt"
    doc.mkdir(parents=True)
    shutil.copy(PACKAGING / "linux" / "copyright", doc / "copyright")
    depends = [f"libc6 (>= {libc_version()})", *[p for p in system_packages(onedir) if p != "libc6"], FONT_PACKAGE]
    control = (PACKAGING / "linux" / "control").read_text(encoding="utf-8").format(
        version=VERSION, arch=arch(), depends=", ".join(depends),
        size=int(size_mb(stage) * 1024))
    (stage / "DEBIAN").mkdir()
    (stage / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    for path in stage.rglob("*"):     # dpkg-deb wants 0755 folders and no group-writable files
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)
    out = DIST / f"mbqt_{VERSION}_{arch()}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(stage), str(out)],
                   check=True, stdout=subprocess.DEVNULL)
    return out


def tarball(onedir: Path) -> Path:
    """The bundle to unpack anywhere: mbqt-VERSION/mbqt runs it; share/ has the desktop entry
    and icons for a user who wants them in a menu (README, "Linux")."""
    name = f"mbqt-{VERSION}"
    stage = ROOT / "build" / "tar" / name
    shutil.rmtree(stage.parent, ignore_errors=True)
    shutil.copytree(onedir, stage, symlinks=True)
    stage_linux_files(stage, "")
    out = DIST / f"{name}-linux-{arch()}.tar.gz"
    with tarfile.open(out, "w:gz") as tar:
        tar.add(stage, arcname=name)
    return out


# ---------------------------------------------------------------- Windows and macOS

def windows_installer() -> None:
    iscc = shutil.which("iscc") or shutil.which(r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe")
    if not iscc:
        print("build: Inno Setup (iscc) not found: install it to make the setup program", file=sys.stderr)
        return
    subprocess.run([iscc, f"/DVersion={VERSION}", str(PACKAGING / "windows" / "mbqt.iss")], check=True)


def macos_dmg() -> None:
    subprocess.run(["sh", str(PACKAGING / "macos" / "make-dmg.sh"), VERSION], check=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Build mbqt's bundle and installers.")
    parser.add_argument("--bundle-only", action="store_true", help="the onedir bundle, no installer")
    args = parser.parse_args(argv)
    check_tools()
    start = time.monotonic()
    onedir = bundle()
    print(f"onedir_mb: {size_mb(onedir):.1f}")
    if not args.bundle_only:
        if sys.platform.startswith("linux"):
            print(f"tar_mb: {size_mb(tarball(onedir)):.1f}")
            print(f"deb_mb: {size_mb(deb(onedir)):.1f}")
        elif sys.platform == "win32":
            windows_installer()
        elif sys.platform == "darwin":
            macos_dmg()
    print(f"build_s: {time.monotonic() - start:.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
