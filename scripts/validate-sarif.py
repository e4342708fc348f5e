#!/usr/bin/env python3
"""Validates SARIF logs with jsonschema, independently of the tool that wrote them.

Usage: validate-sarif.py LOG.sarif...
Uses the OASIS SARIF 2.1.0 schema when the SARIF_SCHEMA environment variable names a copy of it, and
always the constraints of scripts/sarif-2.1.0-subset.schema.json: the parts of SARIF 2.1.0 that
`layout-diagram lint` writes, restated from the standard. Prints one line per problem and a summary;
exits 1 when any log is invalid.
"""
import json
import os
import sys

import jsonschema


def schemas():
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "sarif-2.1.0-subset.schema.json"), encoding="utf-8") as file:
        found = [("subset", json.load(file))]
    official = os.environ.get("SARIF_SCHEMA")
    if official:
        with open(official, encoding="utf-8") as file:
            found.append(("official", json.load(file)))
    return found


def main(paths):
    invalid = 0
    checked = schemas()
    for path in paths:
        with open(path, encoding="utf-8") as file:
            log = json.load(file)
        for name, schema in checked:
            validator = jsonschema.Draft7Validator(schema, format_checker=jsonschema.FormatChecker())
            for error in validator.iter_errors(log):
                invalid += 1
                where = "/".join(str(part) for part in error.absolute_path)
                print(f"{path}: {name} schema: {where}: {error.message}")
    schema_names = ", ".join(name for name, _ in checked)
    print(f"{len(paths)} logs checked against the {schema_names} schema(s), {invalid} problems")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
