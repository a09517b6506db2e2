/** JSON reader: syntax errors are reported with their line, shape errors with the JSON path of the bad value. */
import { type ParseError, parse as parseTolerant } from "jsonc-parser";
import type { z } from "zod";
import { InputError } from "../pipeline-errors.ts";
import { readText } from "./files.ts";

/**
 * Line of the first syntax error. V8's messages do not always carry a position, so the text is re-scanned with
 * jsonc-parser (strict: no comments, no trailing commas) only after JSON.parse has failed.
 */
function lineOfSyntaxError(text: string): number | undefined {
  const errors: ParseError[] = [];
  parseTolerant(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  return first ? text.slice(0, first.offset).split("\n").length : undefined;
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : `${out}${out ? "." : ""}${String(key)}`),
    "",
  );
}

/** Parses JSON text, then checks it against `schema`; any failure is an InputError naming the file. */
export function parseJson<T extends z.ZodType>(text: string, file: string, schema: T): z.infer<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    throw new InputError(file, `malformed JSON: ${message}`, lineOfSyntaxError(text));
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue ? formatPath(issue.path) || "(root)" : "(root)";
    throw new InputError(file, `unexpected JSON shape at ${where}: ${issue?.message ?? "invalid"}`);
  }
  return result.data;
}

/** Reads a JSON file of the input directory and checks its shape. */
export function readJson<T extends z.ZodType>(root: string, file: string, schema: T): z.infer<T> {
  return parseJson(readText(root, file), file, schema);
}
