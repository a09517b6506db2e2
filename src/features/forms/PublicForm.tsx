// The frame both public forms (contact, subscribe) share: a POST form validated by the island, its
// intro, what to do without JavaScript, the fields, the honeypot and the submit button.
import type { BaseSyntheticEvent, ReactNode, Ref } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { BUTTON_PRIMARY } from "../../components/ui/styles";
import { Honeypot } from "./fields";

interface Props {
  /** Names the form for scripts and tests (data-form). */
  name: string;
  intro: string;
  /** Shown when JavaScript is off: the form cannot be sent without it. */
  noscript: ReactNode;
  submitting: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  honeypot: { id: string; registration: UseFormRegisterReturn };
  /** The button's text, and its text while sending. */
  labels: { submit: string; submitting: string };
  buttonRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

export default function PublicForm({
  name,
  intro,
  noscript,
  submitting,
  onSubmit,
  honeypot,
  labels,
  buttonRef,
  children,
}: Props) {
  return (
    // method="post": a submit before hydration never puts the visitor's details in a URL.
    <form method="post" data-form={name} noValidate aria-busy={submitting} onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-700">{intro}</p>
      <noscript>
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{noscript}</p>
      </noscript>
      {children}
      <Honeypot id={honeypot.id} registration={honeypot.registration} />
      <button
        ref={buttonRef}
        type="submit"
        disabled={submitting}
        className={`${BUTTON_PRIMARY} min-h-11 w-full px-5 sm:w-auto`}
      >
        {submitting ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
