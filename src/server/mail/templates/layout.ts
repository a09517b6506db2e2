// The frame every email of the site shares, built from React Email's components (without JSX, so the functions'
// own loader can run it): a plain, readable single column with real headings, dark text on white (contrast well
// above 4.5:1), links underlined, and a footer saying who sent it and why.
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { createElement as h, type ReactNode } from "react";

export const COLORS = { ink: "#0f172a", muted: "#334155", brand: "#1d4ed8", rule: "#cbd5e1" } as const;

const text = { color: COLORS.ink, fontSize: "15px", lineHeight: "22px", margin: "0 0 12px" };

/** A paragraph. */
export const P = (children: ReactNode | ReactNode[]) =>
  h(Text, { style: text }, ...(Array.isArray(children) ? children : [children]));
/** A labelled line: "Label: value". */
export const Field = (label: string, value: ReactNode) =>
  h(Text, { style: { ...text, margin: "0 0 6px" } }, h("strong", null, `${label}: `), value);
/** A link, underlined, in the brand colour. */
export const A = (href: string, children: ReactNode) =>
  h(Link, { href, style: { color: COLORS.brand, textDecoration: "underline" } }, children);

/** The links every subscriber email carries: to change what the subscriber receives, and to unsubscribe. */
export interface ManageLinks {
  preferences: string;
  unsubscribe: string;
}

/** A subscriber email's footer: why the recipient gets it ("You receive this because …. "), then the manage links. */
export const subscriberFooter = (why: string, manage: ManageLinks): ReactNode[] => [
  why,
  A(manage.preferences, "Change what you receive"),
  " or ",
  A(manage.unsubscribe, "unsubscribe"),
  ".",
];

export interface EmailFrame {
  /** The inbox preview line. */
  preview: string;
  heading: string;
  body: ReactNode[];
  /** Why the recipient gets this email, in the footer (one paragraph per item). */
  footer: (ReactNode | ReactNode[])[];
}

export function Email({ preview, heading, body, footer }: EmailFrame) {
  return h(
    Html,
    { lang: "en", dir: "ltr" },
    h(Head, null),
    h(Preview, null, preview),
    h(
      Body,
      {
        style: { backgroundColor: "#ffffff", fontFamily: "Arial, Helvetica, sans-serif", margin: 0, padding: "24px 0" },
      },
      h(
        Container,
        { style: { maxWidth: "600px", padding: "0 20px" } },
        h(Heading, { as: "h1", style: { color: COLORS.ink, fontSize: "22px", margin: "0 0 16px" } }, heading),
        h(Section, null, ...body),
        h(Hr, { style: { borderColor: COLORS.rule, margin: "24px 0 12px" } }),
        h(
          Section,
          null,
          // A paragraph of several parts gets them as its children, not as one array (which React wants keyed).
          ...footer.map((f) =>
            h(Text, { style: { ...text, color: COLORS.muted, fontSize: "13px" } }, ...(Array.isArray(f) ? f : [f])),
          ),
        ),
      ),
    ),
  );
}

/** The HTML and plain-text parts of an email. */
export async function renderEmail(frame: EmailFrame): Promise<{ html: string; text: string }> {
  const element = h(Email, frame);
  const [html, plain] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text: plain };
}
