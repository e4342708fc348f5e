#!/usr/bin/env python3
"""Validates layout documents against a JSON Schema with an independent validator (ruamel.yaml, which reads
YAML 1.2 as the contract says, and jsonschema).

Usage: validate-documents.py SCHEMA.json DOC.yaml...
Prints one line per document that does not validate (FILE: PATH: MESSAGE) and a summary line;
exits 1 when any document is invalid, 2 when the schema itself is not a valid draft 2020-12 schema.
"""
import json
import sys

import jsonschema
from ruamel.yaml import YAML


def main(arguments):
    schema_path, *documents = arguments
    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except jsonschema.SchemaError as error:
        print(f"{schema_path}: not a draft 2020-12 schema: {error.message}")
        return 2
    validator = jsonschema.Draft202012Validator(schema)
    reader = YAML(typ="safe")
    invalid = 0
    for path in documents:
        with open(path, encoding="utf-8") as file:
            document = reader.load(file)
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
        if errors:
            invalid += 1
            error = errors[0]
            where = ".".join(str(part) for part in error.absolute_path) or "(top)"
            print(f"{path}: {where}: {error.message[:300]}")
    print(f"{len(documents) - invalid}/{len(documents)} documents valid")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
