"""The version of PyPI ``idna`` whose API and answers this package gives."""

__version__ = "3.20"
