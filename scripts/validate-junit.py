#!/usr/bin/env python3
"""Validates JUnit XML reports against scripts/junit.xsd with lxml, independently of the tool that wrote them.

Usage: validate-junit.py REPORT.xml...
Prints one line per problem and a summary; exits 1 when any report is invalid.
"""
import os
import sys

from lxml import etree


def main(paths):
    here = os.path.dirname(os.path.abspath(__file__))
    schema = etree.XMLSchema(etree.parse(os.path.join(here, "junit.xsd")))
    invalid = 0
    for path in paths:
        try:
            document = etree.parse(path)
        except etree.XMLSyntaxError as error:
            print(f"{path}: not XML: {error}")
            invalid += 1
            continue
        if not schema.validate(document):
            invalid += 1
            for problem in schema.error_log:
                print(f"{path}:{problem.line}: {problem.message}")
    print(f"{len(paths)} reports checked: {len(paths) - invalid} valid, {invalid} invalid")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
