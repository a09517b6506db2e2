// The markup the public forms share: a labelled text field whose error is linked to it
// (aria-invalid, aria-describedby), the error text itself, and the honeypot.
import type { HTMLInputTypeAttribute, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FORM_LIMITS } from "~/domain/forms";

export const INPUT_CLASS =
  "block min-h-11 w-full scroll-mt-24 rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700";
export const LABEL_CLASS = "mb-1 block text-sm font-medium text-slate-900";

/** The id of the element that holds the error of the control `id`. */
export function errorIdOf(id: string): string {
  return `${id}-error`;
}

/** aria-invalid, and aria-describedby pointing at the error while there is one. */
export function fieldA11y(error: string | undefined, errorId: string) {
  return error ? { "aria-invalid": true as const, "aria-describedby": errorId } : { "aria-invalid": false as const };
}

export function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

interface FieldProps {
  label: string;
  /** Forwarded as its field has it (undefined: not optional). */
  optional?: boolean | undefined;
  htmlFor: string;
  error: string | undefined;
  errorId: string;
  className?: string | undefined;
  children: ReactNode;
}

/** A visible label above its control, and the control's error below it. */
export function Field({ label, optional, htmlFor, error, errorId, className = "", children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className={LABEL_CLASS}>
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {children}
      <ErrorText id={errorId} message={error} />
    </div>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  /** What register(name) returned. */
  registration: UseFormRegisterReturn;
  error: string | undefined;
  optional?: boolean;
  className?: string;
  maxLength?: number;
  autoComplete?: string;
  /** An input of this type; ignored for a textarea. */
  type?: HTMLInputTypeAttribute;
  inputMode?: "email" | "tel" | "text";
  /** A textarea of this many rows instead of an input. */
  rows?: number;
}

/** A labelled input (or textarea) with its error linked to it. */
export function TextField({
  id,
  label,
  registration,
  error,
  optional,
  className,
  maxLength,
  autoComplete,
  type = "text",
  inputMode,
  rows,
}: TextFieldProps) {
  const errorId = errorIdOf(id);
  const common = { id, maxLength, className: INPUT_CLASS, ...fieldA11y(error, errorId), ...registration };
  return (
    <Field label={label} optional={optional} htmlFor={id} error={error} errorId={errorId} className={className}>
      {rows ? (
        <textarea rows={rows} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} inputMode={inputMode} {...common} />
      )}
    </Field>
  );
}

/** The honeypot: out of sight, out of the tab order and of the accessibility tree. */
export function Honeypot({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

/**
 * What every public form's contact fields are, whatever they are named: the browser's autofill
 * token, the keyboard to show and the length limit the API enforces.
 */
export const FIELD_KINDS = {
  name: { autoComplete: "name", maxLength: FORM_LIMITS.name },
  email: { type: "email", autoComplete: "email", inputMode: "email", maxLength: FORM_LIMITS.email },
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel", maxLength: FORM_LIMITS.phone },
  comment: { maxLength: FORM_LIMITS.comment },
} as const satisfies Record<string, Partial<TextFieldProps>>;

/** One text field of a form: its form name, label, kind and place. */
export interface TextFieldSpec<N extends string> {
  name: N;
  label: string;
  kind: keyof typeof FIELD_KINDS;
  optional?: boolean;
  /** A textarea of this many rows. */
  rows?: number;
  className?: string;
}

/** A form's text fields, in order, each registered under its name with its error linked to it. */
export function TextFields<N extends string>({
  fields,
  idOf,
  register,
  errorOf,
}: {
  fields: readonly TextFieldSpec<N>[];
  idOf: (name: N) => string;
  register: (name: N) => UseFormRegisterReturn;
  errorOf: (name: N) => string | undefined;
}) {
  // `place` holds the spec's optional, rows and className, each only when the spec sets it.
  return fields.map(({ name, label, kind, ...place }) => (
    <TextField
      key={name}
      {...FIELD_KINDS[kind]}
      {...place}
      id={idOf(name)}
      label={label}
      error={errorOf(name)}
      registration={register(name)}
    />
  ));
}
