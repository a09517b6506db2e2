// A react-hook-form resolver over any schema with `safeParse` (zod/mini here), so the browser
// needs neither full zod nor @hookform/resolvers.
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { fieldErrorsOf } from "~/domain/validation";

export interface SafeParser<Out> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Out }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Validates the whole form with `schema`; each field gets the first message of its issues. */
export function schemaResolver<Values extends FieldValues, Out>(
  schema: SafeParser<Out>,
): Resolver<Values, unknown, Out> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, messages] of Object.entries(fieldErrorsOf(result.error.issues))) {
      if (messages[0]) errors[field] = { type: "validation", message: messages[0] };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
