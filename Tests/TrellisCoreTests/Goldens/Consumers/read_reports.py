"""Reads lint reports as the services they are written for would, with packages independent of Trellis.

usage: read_reports.py junit|checkstyle|gitlab REPORT...
prints, per report, "<path>\tvalid\t<what was read, as JSON>" or "<path>\tinvalid\t<why>"

  junit       junitparser (PyPI), a JUnit XML reader: the document parses, its root is <testsuites>, every count
              it declares matches its test cases, every test case has a classname and a name, every failure a
              message and a type.
  checkstyle  xmlschema (PyPI) against checkstyle.xsd beside this script.
  gitlab      jsonschema (PyPI) against gitlab-code-quality.schema.json beside this script; no byte order mark,
              which GitLab's parser refuses.

Only the package of the format asked for is imported.
"""
import json
import os
import sys
import xml.etree.ElementTree as ElementTree

HERE = os.path.dirname(os.path.abspath(__file__))


class Invalid(Exception):
    pass


def check(condition, why):
    if not condition:
        raise Invalid(why)


def junit(path):
    from junitparser import Error, Failure, JUnitXml, Skipped

    check(ElementTree.parse(path).getroot().tag == "testsuites", "the root is not <testsuites>")
    xml = JUnitXml.fromfile(path)
    suites = []
    totals = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    for suite in xml:
        cases = []
        counts = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
        for case in suite:
            check(case.classname and case.name, f"a test case of {suite.name!r} has no classname or name")
            results = case.result
            counts["tests"] += 1
            counts["failures"] += sum(isinstance(result, Failure) for result in results)
            counts["errors"] += sum(isinstance(result, Error) for result in results)
            counts["skipped"] += sum(isinstance(result, Skipped) for result in results)
            read = {"classname": case.classname, "name": case.name, "result": "passed" if case.is_passed else "failed"}
            failures = [result for result in results if isinstance(result, Failure)]
            if failures:
                check(len(failures) == 1, f"{case.name!r} has {len(failures)} failures")
                failure = failures[0]
                check(failure.message and failure.type, f"the failure of {case.name!r} has no message or type")
                read.update(failureType=failure.type, message=failure.message, text=failure.text or "")
            cases.append(read)
        for key, count in counts.items():
            declared = getattr(suite, key)
            check(declared == count, f"suite {suite.name!r} declares {key}={declared}, has {count}")
            totals[key] += count
        suites.append({"name": suite.name, "tests": counts["tests"], "failures": counts["failures"], "cases": cases})
    for key, count in totals.items():
        declared = getattr(xml, key)
        check(declared == count, f"<testsuites> declares {key}={declared}, has {count}")
    return {"tests": totals["tests"], "failures": totals["failures"], "suites": suites}


def checkstyle(path):
    import xmlschema

    schema = xmlschema.XMLSchema(os.path.join(HERE, "checkstyle.xsd"))
    try:
        schema.validate(path)
    except xmlschema.XMLSchemaValidationError as error:
        raise Invalid(f"{error.reason} at {error.path}")
    files = []
    for file in ElementTree.parse(path).getroot():
        errors = [
            {
                "line": int(error.get("line")),
                "column": int(error.get("column")),
                "severity": error.get("severity"),
                "message": error.get("message"),
                "source": error.get("source"),
            }
            for error in file
        ]
        files.append({"name": file.get("name"), "errors": errors})
    return {"files": files}


def gitlab(path):
    import jsonschema

    data = open(path, "rb").read()
    check(not data.startswith(b"\xef\xbb\xbf"), "the report starts with a byte order mark")
    report = json.loads(data.decode("utf-8"))
    schema = json.load(open(os.path.join(HERE, "gitlab-code-quality.schema.json")))
    jsonschema.Draft7Validator.check_schema(schema)
    errors = sorted(jsonschema.Draft7Validator(schema).iter_errors(report), key=lambda e: list(e.path))
    check(not errors, errors[0].message if errors else "")
    issues = [
        {
            "description": issue["description"],
            "checkName": issue["check_name"],
            "fingerprint": issue["fingerprint"],
            "severity": issue["severity"],
            "path": issue["location"]["path"],
            "begin": issue["location"]["lines"]["begin"],
        }
        for issue in report
    ]
    return {"issues": issues}


def main():
    readers = {"junit": junit, "checkstyle": checkstyle, "gitlab": gitlab}
    reader = readers[sys.argv[1]]
    for path in sys.argv[2:]:
        try:
            print(f"{path}\tvalid\t{json.dumps(reader(path), sort_keys=True)}")
        except Exception as error:  # whatever stops a reader: malformed XML or JSON, a schema error, a bad count
            print(f"{path}\tinvalid\t{type(error).__name__}: {error}".replace("\n", " "))


main()
