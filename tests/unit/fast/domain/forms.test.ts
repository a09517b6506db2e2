import { describe, expect, it } from "vitest";
import {
  ContactPayloadSchema,
  FORM_MESSAGES,
  SUBSCRIPTION_TYPE_LABELS,
  SUBSCRIPTION_TYPES,
  SubscriptionPayloadSchema,
} from "~/domain/forms.ts";

function messages(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("SubscriptionPayloadSchema", () => {
  const valid = { fullName: "Ada Lovelace", email: "ada@example.com", subscriptionTypes: ["all"] };

  it("accepts a minimal payload and trims text", () => {
    const result = SubscriptionPayloadSchema.safeParse({ ...valid, fullName: "  Ada  ", email: " ada@example.com " });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ fullName: "Ada", email: "ada@example.com", subscriptionTypes: ["all"] });
  });

  it("accepts optional phone number and comment", () => {
    const result = SubscriptionPayloadSchema.safeParse({ ...valid, phoneNumber: "555-0100", comment: "hi" });
    expect(result.success).toBe(true);
  });

  it("uses the forms' messages", () => {
    const result = SubscriptionPayloadSchema.safeParse({ fullName: "A", email: "nope", subscriptionTypes: [] });
    expect(messages(result)).toEqual([
      `fullName: ${FORM_MESSAGES.fullName}`,
      `email: ${FORM_MESSAGES.email}`,
      `subscriptionTypes: ${FORM_MESSAGES.subscriptionTypes}`,
    ]);
  });

  it("rejects unknown subscription types and over-long names", () => {
    expect(SubscriptionPayloadSchema.safeParse({ ...valid, subscriptionTypes: ["jobs"] }).success).toBe(false);
    expect(SubscriptionPayloadSchema.safeParse({ ...valid, fullName: "x".repeat(101) }).success).toBe(false);
  });

  it("labels every subscription type", () => {
    expect(SUBSCRIPTION_TYPES).toEqual(["all", "layoffs", "hiring", "skills", "states", "forecast"]);
    expect(Object.values(SUBSCRIPTION_TYPE_LABELS)).toEqual([
      "All Updates",
      "Layoff Alerts",
      "Hiring Trends",
      "Skills Demand",
      "State Updates",
      "Forecast before each jobs report",
    ]);
  });
});

describe("ContactPayloadSchema", () => {
  it("accepts a valid message", () => {
    const result = ContactPayloadSchema.safeParse({
      name: "Grace",
      email: "g@example.org",
      comment: "Great dashboards!",
    });
    expect(result.success).toBe(true);
  });

  it("uses the forms' messages", () => {
    const result = ContactPayloadSchema.safeParse({ name: "  ", email: "x@", comment: "short" });
    expect(messages(result)).toEqual([
      `name: ${FORM_MESSAGES.name}`,
      `email: ${FORM_MESSAGES.email}`,
      `comment: ${FORM_MESSAGES.comment}`,
    ]);
  });

  it("reports missing fields with the same messages", () => {
    expect(messages(ContactPayloadSchema.safeParse({}))).toEqual([
      `name: ${FORM_MESSAGES.name}`,
      `email: ${FORM_MESSAGES.email}`,
      `comment: ${FORM_MESSAGES.comment}`,
    ]);
  });

  it("bounds the comment length", () => {
    expect(
      ContactPayloadSchema.safeParse({ name: "G", email: "g@example.org", comment: "x".repeat(2001) }).success,
    ).toBe(false);
  });
});
