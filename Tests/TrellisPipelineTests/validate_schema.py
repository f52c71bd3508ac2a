"""Validates JSON documents against the layout schema with the jsonschema package.

usage: validate_schema.py SCHEMA JSON... ; prints "<path>\tvalid" or "<path>\tinvalid\t<first error>"
"""
import json
import sys

import jsonschema

schema = json.load(open(sys.argv[1]))
jsonschema.Draft7Validator.check_schema(schema)
validator = jsonschema.Draft7Validator(schema)
for path in sys.argv[2:]:
    errors = sorted(validator.iter_errors(json.load(open(path))), key=lambda e: list(e.path))
    print(f"{path}\tvalid" if not errors else f"{path}\tinvalid\t{errors[0].message}")
