// The dashboard's subscription form (spec §4, §5, §8): editing, submitting, then "You're All Set!";
// on failure it stays on the form with the values kept and a destructive toast.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useController, useForm } from "react-hook-form";
import SectionCard from "../../components/ui/SectionCard";
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from "../../components/ui/styles";
import {
  DEFAULT_SUBSCRIPTION_TYPES,
  FORM_LIMITS,
  SUBSCRIPTION_TYPES,
  SUBSCRIPTION_TYPE_LABELS,
  SubscriptionPayloadSchema,
  type SubscriptionPayload,
  type SubscriptionType,
} from "../../domain/forms";
import { toast } from "../../stores/toast";
import { HONEYPOT_FIELD, SUBSCRIBE_TEXT } from "./constants";
import { schemaResolver } from "./resolver";
import { submitSubscription, type SubscriptionConfirmation } from "./submit";

interface FormValues {
  fullName: string;
  email: string;
  phoneNumber: string;
  comment: string;
  subscriptionTypes: SubscriptionType[];
  [HONEYPOT_FIELD]: string;
}

type VisibleField = Exclude<keyof FormValues, typeof HONEYPOT_FIELD>;
const VISIBLE_FIELDS: readonly VisibleField[] = ["fullName", "email", "phoneNumber", "comment", "subscriptionTypes"];

function emptyValues(): FormValues {
  return { fullName: "", email: "", phoneNumber: "", comment: "", subscriptionTypes: [...DEFAULT_SUBSCRIPTION_TYPES], [HONEYPOT_FIELD]: "" };
}

const resolver = schemaResolver<FormValues, SubscriptionPayload>(SubscriptionPayloadSchema);

const INPUT =
  "block min-h-11 w-full scroll-mt-24 rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700";
const LABEL = "mb-1 block text-sm font-medium text-slate-900";
const OPTIONAL = <span className="font-normal text-slate-600"> (optional)</span>;

interface Done {
  types: SubscriptionType[];
  status: SubscriptionConfirmation["status"];
}

interface Props {
  /** Prefix of the form's element ids; generated when absent. */
  idPrefix?: string;
}

export default function SubscribeForm({ idPrefix }: Props) {
  const generated = useId();
  const base = idPrefix ?? `subscribe${generated}`;
  const [done, setDone] = useState<Done | null>(null);
  // A new round mounts a fresh, empty form; after the first, its first field takes the focus.
  const [round, setRound] = useState(0);

  return (
    <SectionCard title={SUBSCRIBE_TEXT.title}>
      {done ? (
        <SuccessView
          done={done}
          onAgain={() => {
            setDone(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <SubscribeFields key={round} base={base} focusFirst={round > 0} onDone={setDone} />
      )}
    </SectionCard>
  );
}

function SubscribeFields({ base, focusFirst, onDone }: { base: string; focusFirst: boolean; onDone: (done: Done) => void }) {
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, SubscriptionPayload>({
    defaultValues: emptyValues(),
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { field: types } = useController({ control, name: "subscriptionTypes" });

  useEffect(() => {
    if (focusFirst) setFocus("fullName");
  }, [focusFirst, setFocus]);

  const id = (name: string) => `${base}-${name}`;
  const errorId = (name: string) => `${base}-${name}-error`;
  const a11y = (name: VisibleField) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": errorId(name) } : { "aria-invalid": false as const };

  const onSubmit = async (payload: SubscriptionPayload) => {
    const result = await submitSubscription({ ...payload, [HONEYPOT_FIELD]: getValues(HONEYPOT_FIELD) });
    if (result.ok) {
      toast({ title: SUBSCRIBE_TEXT.successToastTitle, description: SUBSCRIBE_TEXT.successToastDescription });
      const stored = result.data.subscriptionTypes;
      onDone({ types: stored?.length ? stored : payload.subscriptionTypes, status: result.data.status });
      return;
    }
    let focused = false;
    for (const name of VISIBLE_FIELDS) {
      const message = result.fieldErrors?.[name]?.[0];
      if (!message) continue;
      setError(name, { type: "server", message }, { shouldFocus: !focused });
      focused = true;
    }
    toast({ title: SUBSCRIBE_TEXT.failureToastTitle, description: result.message, variant: "destructive" });
  };

  const toggle = (type: SubscriptionType, checked: boolean) => {
    const current = types.value;
    types.onChange(SUBSCRIPTION_TYPES.filter((t) => (t === type ? checked : current.includes(t))));
  };

  return (
    // method="post": a submit before hydration never puts the visitor's details in a URL.
    <form method="post" data-form="subscribe" noValidate aria-busy={isSubmitting} onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <p className="text-sm text-slate-700">{SUBSCRIBE_TEXT.intro}</p>
      <noscript>
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">Subscribing needs JavaScript enabled.</p>
      </noscript>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Full name" htmlFor={id("fullName")} error={errors.fullName?.message} errorId={errorId("fullName")}>
          <input
            id={id("fullName")}
            type="text"
            autoComplete="name"
            maxLength={FORM_LIMITS.name}
            className={INPUT}
            {...a11y("fullName")}
            {...register("fullName")}
          />
        </Field>
        <Field label="Email" htmlFor={id("email")} error={errors.email?.message} errorId={errorId("email")}>
          <input
            id={id("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={FORM_LIMITS.email}
            className={INPUT}
            {...a11y("email")}
            {...register("email")}
          />
        </Field>
        <Field label="Phone number" optional htmlFor={id("phoneNumber")} error={errors.phoneNumber?.message} errorId={errorId("phoneNumber")}>
          <input
            id={id("phoneNumber")}
            type="tel"
            autoComplete="tel"
            maxLength={FORM_LIMITS.phone}
            className={INPUT}
            {...a11y("phoneNumber")}
            {...register("phoneNumber")}
          />
        </Field>
        <Field
          label="Comment"
          optional
          htmlFor={id("comment")}
          error={errors.comment?.message}
          errorId={errorId("comment")}
          className="sm:col-span-2"
        >
          <textarea
            id={id("comment")}
            rows={3}
            maxLength={FORM_LIMITS.comment}
            className={INPUT}
            {...a11y("comment")}
            {...register("comment")}
          />
        </Field>
      </div>

      <fieldset>
        <legend className={LABEL}>Notification types</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {SUBSCRIPTION_TYPES.map((type, i) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-900 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                name="subscriptionTypes"
                value={type}
                checked={types.value.includes(type)}
                onChange={(e) => toggle(type, e.currentTarget.checked)}
                onBlur={types.onBlur}
                ref={i === 0 ? types.ref : undefined}
                className="h-5 w-5 shrink-0 scroll-mt-24 accent-blue-700"
                {...a11y("subscriptionTypes")}
              />
              {SUBSCRIPTION_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
        <ErrorText id={errorId("subscriptionTypes")} message={errors.subscriptionTypes?.message} />
      </fieldset>

      {/* The honeypot: out of sight, out of the tab order and of the accessibility tree. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={id(HONEYPOT_FIELD)}>Website</label>
        <input id={id(HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </div>

      <button type="submit" disabled={isSubmitting} className={`${BUTTON_PRIMARY} min-h-11 w-full px-5 sm:w-auto`}>
        {isSubmitting ? SUBSCRIBE_TEXT.submitting : SUBSCRIBE_TEXT.submit}
      </button>
    </form>
  );
}

interface FieldProps {
  label: string;
  optional?: boolean;
  htmlFor: string;
  error: string | undefined;
  errorId: string;
  className?: string;
  children: ReactNode;
}

function Field({ label, optional, htmlFor, error, errorId, className = "", children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className={LABEL}>
        {label}
        {optional && OPTIONAL}
      </label>
      {children}
      <ErrorText id={errorId} message={error} />
    </div>
  );
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

const listFormat = new Intl.ListFormat("en-US", { style: "long", type: "conjunction" });

function SuccessView({ done, onAgain }: { done: Done; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const chosen = listFormat.format(done.types.map((t) => SUBSCRIPTION_TYPE_LABELS[t]));
  return (
    <div className="space-y-4 rounded-lg bg-green-50 p-5 text-slate-900">
      <h3 ref={heading} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold text-green-900">
        {SUBSCRIBE_TEXT.successHeading}
      </h3>
      <p className="text-sm text-slate-800">
        {done.status === "updated" ? "Your notification preferences are updated: " : "You're subscribed to "}
        <strong className="font-semibold">{chosen}</strong>.
      </p>
      <button type="button" onClick={onAgain} className={`${BUTTON_SECONDARY} min-h-11 px-5`}>
        {SUBSCRIBE_TEXT.again}
      </button>
    </div>
  );
}
