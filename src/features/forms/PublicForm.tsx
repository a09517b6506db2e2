// The frame both public forms (contact, subscribe) share: a POST form validated by the island, its intro, the
// fields, the honeypot and the submit button. Without JavaScript (or before the island hydrates) it is a plain HTML
// form that posts to the same function, which answers with a page.
import type { BaseSyntheticEvent, ReactNode, Ref } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { BUTTON_PRIMARY } from "~/components/ui/styles";
import { Honeypot } from "./fields";

interface Props {
  /** Names the form for scripts and tests (data-form). */
  name: string;
  /** Where the form posts: the function that takes both the island's JSON and the plain form. */
  action: string;
  intro: string;
  /** Shown only when JavaScript is off. */
  noscript?: ReactNode;
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
  action,
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
    // method="post": the visitor's details never go into a URL.
    <form
      method="post"
      action={action}
      data-form={name}
      noValidate
      aria-busy={submitting}
      onSubmit={onSubmit}
      className="space-y-5"
    >
      <p className="text-sm text-slate-700">{intro}</p>
      {noscript && (
        <noscript>
          <p className="text-sm text-slate-700">{noscript}</p>
        </noscript>
      )}
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
