// The dashboard's subscription form (validated on submit with the shared form schemas): editing, submitting, then "You're All Set!";
// on failure it stays on the form with the values kept and a destructive toast.
import { useEffect, useId, useRef, useState } from "react";
import { useController, useForm } from "react-hook-form";
import SectionCard from "~/components/ui/SectionCard";
import { BUTTON_SECONDARY } from "~/components/ui/styles";
import { HONEYPOT_FIELD } from "~/domain/constants";
import { SUBSCRIBE_LABELS, subscribeDoneText } from "~/domain/form-texts";
import {
  DEFAULT_SUBSCRIPTION_TYPES,
  SUBSCRIPTION_TYPE_LABELS,
  SUBSCRIPTION_TYPES,
  type SubscriptionPayload,
  SubscriptionPayloadSchema,
  type SubscriptionType,
} from "~/domain/forms";
import { toast } from "~/stores/toast";
import { ErrorText, errorIdOf, fieldA11y, LABEL_CLASS, type TextFieldSpec, TextFields } from "../forms/fields";
import PublicForm from "../forms/PublicForm";
import { schemaResolver } from "../forms/schema-resolver";
import { showServerFieldErrors } from "../forms/server-errors";
import { submitSubscription } from "./submit-subscription";
import { SUBSCRIBE_ENDPOINT, SUBSCRIBE_TEXT } from "./subscribe-copy";

interface FormValues {
  fullName: string;
  email: string;
  phoneNumber: string;
  comment: string;
  subscriptionTypes: SubscriptionType[];
  [HONEYPOT_FIELD]: string;
}

type VisibleField = Exclude<keyof FormValues, typeof HONEYPOT_FIELD>;
const TEXT_FIELDS: readonly TextFieldSpec<Exclude<VisibleField, "subscriptionTypes">>[] = [
  { name: "fullName", label: SUBSCRIBE_LABELS.fullName, kind: "name" },
  { name: "email", label: SUBSCRIBE_LABELS.email, kind: "email" },
  { name: "phoneNumber", label: SUBSCRIBE_LABELS.phoneNumber, kind: "phone", optional: true },
  {
    name: "comment",
    label: SUBSCRIBE_LABELS.comment,
    kind: "comment",
    optional: true,
    rows: 3,
    className: "sm:col-span-2",
  },
];
const VISIBLE_FIELDS: readonly VisibleField[] = [...TEXT_FIELDS.map((f) => f.name), "subscriptionTypes"];

function emptyValues(): FormValues {
  return {
    fullName: "",
    email: "",
    phoneNumber: "",
    comment: "",
    subscriptionTypes: [...DEFAULT_SUBSCRIPTION_TYPES],
    [HONEYPOT_FIELD]: "",
  };
}

const resolver = schemaResolver<FormValues, SubscriptionPayload>(SubscriptionPayloadSchema);

interface Done {
  types: SubscriptionType[];
  email: string;
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

function SubscribeFields({
  base,
  focusFirst,
  onDone,
}: {
  base: string;
  focusFirst: boolean;
  onDone: (done: Done) => void;
}) {
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
  const typesErrorId = errorIdOf(id("subscriptionTypes"));

  const onSubmit = async (payload: SubscriptionPayload) => {
    const result = await submitSubscription({ ...payload, [HONEYPOT_FIELD]: getValues(HONEYPOT_FIELD) });
    if (result.ok) {
      toast({ title: SUBSCRIBE_TEXT.successToastTitle, description: SUBSCRIBE_TEXT.successToastDescription });
      onDone({ types: payload.subscriptionTypes, email: payload.email.trim() });
      return;
    }
    showServerFieldErrors(result.fieldErrors, VISIBLE_FIELDS, setError);
    toast({ title: SUBSCRIBE_TEXT.failureToastTitle, description: result.message, variant: "destructive" });
  };

  const toggle = (type: SubscriptionType, checked: boolean) => {
    const current = types.value;
    types.onChange(SUBSCRIPTION_TYPES.filter((t) => (t === type ? checked : current.includes(t))));
  };

  return (
    <PublicForm
      name="subscribe"
      intro={SUBSCRIBE_TEXT.intro}
      action={SUBSCRIBE_ENDPOINT}
      submitting={isSubmitting}
      onSubmit={handleSubmit(onSubmit)}
      honeypot={{ id: id(HONEYPOT_FIELD), registration: register(HONEYPOT_FIELD) }}
      labels={SUBSCRIBE_TEXT}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextFields fields={TEXT_FIELDS} idOf={id} register={register} errorOf={(name) => errors[name]?.message} />
      </div>

      <fieldset>
        <legend className={LABEL_CLASS}>{SUBSCRIBE_LABELS.subscriptionTypes}</legend>
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
                {...fieldA11y(errors.subscriptionTypes?.message, typesErrorId)}
              />
              {SUBSCRIPTION_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
        <ErrorText id={typesErrorId} message={errors.subscriptionTypes?.message} />
      </fieldset>
    </PublicForm>
  );
}

function SuccessView({ done, onAgain }: { done: Done; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4 rounded-lg bg-green-50 p-5 text-slate-900">
      <h3 ref={heading} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold text-green-900">
        {SUBSCRIBE_TEXT.successHeading}
      </h3>
      <p className="text-sm text-slate-800">{subscribeDoneText(done.email, done.types)}</p>
      <button type="button" onClick={onAgain} className={`${BUTTON_SECONDARY} min-h-11 px-5`}>
        {SUBSCRIBE_TEXT.again}
      </button>
    </div>
  );
}
