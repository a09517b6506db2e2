// The contact (feedback) form of /news: validated on submit with the shared form schemas and their
// messages; submitting reads 'Sending...' with the button disabled; success toasts and resets the
// form; failure keeps the values and toasts the site's contact address.

import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import SectionCard from "~/components/ui/SectionCard";
import { HONEYPOT_FIELD } from "~/domain/constants";
import { CONTACT_LABELS } from "~/domain/form-texts";
import { type ContactPayload, ContactPayloadSchema } from "~/domain/forms";
import { toast } from "~/stores/toast";
import { type TextFieldSpec, TextFields } from "../forms/fields";
import PublicForm from "../forms/PublicForm";
import { schemaResolver } from "../forms/schema-resolver";
import { showServerFieldErrors } from "../forms/server-errors";
import { CONTACT_ENDPOINT, CONTACT_TEXT } from "./contact-copy";
import { submitContact } from "./submit-contact";

interface FormValues {
  name: string;
  email: string;
  phone: string;
  comment: string;
  [HONEYPOT_FIELD]: string;
}

const FIELDS: readonly TextFieldSpec<"name" | "email" | "phone" | "comment">[] = [
  { name: "name", label: CONTACT_LABELS.name, kind: "name" },
  { name: "email", label: CONTACT_LABELS.email, kind: "email" },
  {
    name: "phone",
    label: CONTACT_LABELS.phone,
    kind: "phone",
    optional: true,
    className: "sm:col-span-2 lg:col-span-1",
  },
  {
    name: "comment",
    label: CONTACT_LABELS.comment,
    kind: "comment",
    rows: 5,
    className: "sm:col-span-2 lg:col-span-3",
  },
];
const VISIBLE_FIELDS = FIELDS.map((f) => f.name);

const EMPTY: FormValues = { name: "", email: "", phone: "", comment: "", [HONEYPOT_FIELD]: "" };

const resolver = schemaResolver<FormValues, ContactPayload>(ContactPayloadSchema);

interface Props {
  /** The site's contact address (PUBLIC_CONTACT_EMAIL), said when sending fails. */
  contactEmail: string;
  /** Prefix of the form's element ids; generated when absent. */
  idPrefix?: string;
}

export default function ContactForm({ contactEmail, idPrefix }: Props) {
  const generated = useId();
  const base = idPrefix ?? `contact${generated}`;
  const id = (name: string) => `${base}-${name}`;
  const button = useRef<HTMLButtonElement>(null);
  // Set when a submission ends without moving the focus anywhere on purpose.
  const refocus = useRef(false);

  const form = useForm<FormValues, unknown, ContactPayload>({
    defaultValues: EMPTY,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, getValues, reset, setError } = form;
  const { errors, isSubmitting } = form.formState;

  // The button was disabled while sending, which may have dropped the focus to the page: give it
  // back to the button once it is enabled again, so keyboard users stay in the form.
  useEffect(() => {
    if (isSubmitting || !refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || active === button.current) button.current?.focus();
  }, [isSubmitting]);

  const onSubmit = async (payload: ContactPayload) => {
    const result = await submitContact({ ...payload, [HONEYPOT_FIELD]: getValues(HONEYPOT_FIELD) }, contactEmail);
    if (result.ok) {
      toast({ title: CONTACT_TEXT.successToastTitle, description: CONTACT_TEXT.successToastDescription });
      reset(EMPTY);
      refocus.current = true;
      return;
    }
    if (!showServerFieldErrors(result.fieldErrors, VISIBLE_FIELDS, setError)) refocus.current = true;
    toast({ title: CONTACT_TEXT.failureToastTitle, description: result.message, variant: "destructive" });
  };

  return (
    <SectionCard title={CONTACT_TEXT.title}>
      <PublicForm
        name="contact"
        intro={CONTACT_TEXT.intro}
        action={CONTACT_ENDPOINT}
        noscript={
          <>
            You can also write to us at{" "}
            <a className="underline" href={`mailto:${contactEmail}`}>
              {contactEmail}
            </a>
            .
          </>
        }
        submitting={isSubmitting}
        onSubmit={handleSubmit(onSubmit)}
        honeypot={{ id: id(HONEYPOT_FIELD), registration: register(HONEYPOT_FIELD) }}
        labels={CONTACT_TEXT}
        buttonRef={button}
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <TextFields fields={FIELDS} idOf={id} register={register} errorOf={(name) => errors[name]?.message} />
        </div>
      </PublicForm>
    </SectionCard>
  );
}
