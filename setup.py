"""The package list, which pyproject.toml cannot say alone: every package under game/ and scenes/,
plus the top-level art/ and sounds/ folders shipped inside scenes (as scenes.art and scenes.sounds),
so an install adds no top-level names but the two packages the code imports."""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["game", "game.*", "scenes", "scenes.*"])
    + ["scenes.art", "scenes.sounds"],
    package_dir={"scenes.art": "art", "scenes.sounds": "sounds"},
)
