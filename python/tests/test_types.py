"""The annotations of every public Python function resolve at run time
(typing.get_type_hints), as documentation tools and runtime checkers read
them; mypy and stubtest are in tests/typecheck.sh."""

import importlib
import inspect
import typing

import pytest

MODULES = [
    "punycode_rs",
    "punycode_rs._errors",
    "punycode_rs.idna",
    "punycode_rs.idna.core",
    "punycode_rs.idna.codec",
    "punycode_rs.idna.compat",
    "punycode_rs.idna.intranges",
    "punycode_rs.idna.idnadata",
    "punycode_rs.idna.uts46data",
    "punycode_rs.idna.package_data",
    "punycode_rs.spark",
]


def python_functions():
    for name in MODULES:
        module = importlib.import_module(name)
        for attr, value in vars(module).items():
            if attr.startswith("_") and attr != "__getattr__":
                continue
            if inspect.isfunction(value) and value.__module__ == name:
                yield f"{name}.{attr}", value
            elif inspect.isclass(value) and value.__module__ == name:
                for method_name, method in vars(value).items():
                    if inspect.isfunction(method):
                        yield f"{name}.{attr}.{method_name}", method


FUNCTIONS = dict(python_functions())


def test_there_are_functions_to_check():
    assert len(FUNCTIONS) > 20
    assert "punycode_rs.idna.intranges.intranges_from_list" in FUNCTIONS


@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_type_hints_resolve(name):
    hints = typing.get_type_hints(FUNCTIONS[name])
    assert "return" in hints, f"{name} has no return annotation"
