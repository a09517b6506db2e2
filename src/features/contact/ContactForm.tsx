// The contact (feedback) form of /news: validated on submit with the shared form schemas and their
// messages; submitting reads 'Sending...' with the button disabled; success toasts and resets the
// form; failure keeps the values and toasts the site's contact address.
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import SectionCard from "../../components/ui/SectionCard";
import { BUTTON_PRIMARY } from "../../components/ui/styles";
import { HONEYPOT_FIELD } from "../../domain/constants";
import { type ContactPayload, ContactPayloadSchema, FORM_LIMITS } from "../../domain/forms";
import { toast } from "../../stores/toast";
import { Honeypot, TextField } from "../forms/fields";
import { schemaResolver } from "../forms/schema-resolver";
import { showServerFieldErrors } from "../forms/server-errors";
import { CONTACT_TEXT } from "./constants";
import { submitContact } from "./submit";

interface FormValues {
  name: string;
  email: string;
  phone: string;
  comment: string;
  [HONEYPOT_FIELD]: string;
}

const VISIBLE_FIELDS = ["name", "email", "phone", "comment"] as const;

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

  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ContactPayload>({
    defaultValues: EMPTY,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

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
      {/* method="post": a submit before hydration never puts the visitor's details in a URL. */}
      <form
        method="post"
        data-form="contact"
        noValidate
        aria-busy={isSubmitting}
        onSubmit={handleSubmit(onSubmit)}
        className="space-y-5"
      >
        <p className="text-sm text-slate-700">{CONTACT_TEXT.intro}</p>
        <noscript>
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Sending a message needs JavaScript enabled; you can also write to us at{" "}
            <a className="underline" href={`mailto:${contactEmail}`}>
              {contactEmail}
            </a>
            .
          </p>
        </noscript>

        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            id={id("name")}
            label="Name"
            autoComplete="name"
            maxLength={FORM_LIMITS.name}
            error={errors.name?.message}
            registration={register("name")}
          />
          <TextField
            id={id("email")}
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={FORM_LIMITS.email}
            error={errors.email?.message}
            registration={register("email")}
          />
          <TextField
            id={id("phone")}
            label="Phone"
            optional
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={FORM_LIMITS.phone}
            className="sm:col-span-2 lg:col-span-1"
            error={errors.phone?.message}
            registration={register("phone")}
          />
          <TextField
            id={id("comment")}
            label="Comment"
            rows={5}
            maxLength={FORM_LIMITS.comment}
            className="sm:col-span-2 lg:col-span-3"
            error={errors.comment?.message}
            registration={register("comment")}
          />
        </div>

        <Honeypot id={id(HONEYPOT_FIELD)} registration={register(HONEYPOT_FIELD)} />

        <button
          ref={button}
          type="submit"
          disabled={isSubmitting}
          className={`${BUTTON_PRIMARY} min-h-11 w-full px-5 sm:w-auto`}
        >
          {isSubmitting ? CONTACT_TEXT.submitting : CONTACT_TEXT.submit}
        </button>
      </form>
    </SectionCard>
  );
}
