// Putting the server's field errors (a 400 from a form route) on the form's own fields.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { FieldErrorMap } from "./submit-form";

/**
 * Sets the first message of each of `fields` that the server rejected, in the fields' order, and
 * focuses the first of them. Returns whether any was set.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  fieldErrors: FieldErrorMap | undefined,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  let shown = false;
  for (const name of fields) {
    const message = fieldErrors?.[name]?.[0];
    if (!message) continue;
    setError(name, { type: "server", message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
