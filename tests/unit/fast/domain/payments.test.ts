import { describe, expect, it } from "vitest";
import {
  chargeRevocation,
  checkCreatePaymentIntentBody,
  checkUpdatePaymentIntentBody,
  PAYMENT_MESSAGES,
  paymentIntentIdFromClientSecret,
} from "~/domain/payments.ts";

const update = {
  paymentIntentId: "pi_3Abc123",
  clientSecret: "pi_3Abc123_secret_xyz",
  email: "ada@example.com",
  customerName: "Ada Lovelace",
};

describe("create-payment-intent body", () => {
  it("accepts the report price in dollars with a checkout id, and drops anything else", () => {
    const result = checkCreatePaymentIntentBody({ amount: 199, checkoutId: "chk_0123456789", currency: "jpy" });
    expect(result).toEqual({ ok: true, value: { amount: 199, checkoutId: "chk_0123456789" } });
  });

  it.each([
    ["1", 1],
    ["the price as a string", "199"],
    ["the price in cents", 19900],
    ["a fraction", 199.5],
    ["nothing", undefined],
  ])("refuses an amount of %s with a message naming the price", (_label, amount) => {
    const result = checkCreatePaymentIntentBody({ amount, checkoutId: "chk_0123456789" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({ amount: [PAYMENT_MESSAGES.amount] });
    expect(result.message).toBe(PAYMENT_MESSAGES.amount);
  });

  it.each([undefined, "", "short", "x".repeat(65), "has space 123", "semi;colon1", 12345678])(
    "requires a checkout id of 8–64 URL-safe characters (%j)",
    (checkoutId) => {
      const result = checkCreatePaymentIntentBody({ amount: 199, checkoutId });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(Object.keys(result.fieldErrors)).toEqual(["checkoutId"]);
    },
  );

  it("accepts a UUID and the 8 and 64 character bounds as checkout ids", () => {
    for (const checkoutId of [crypto.randomUUID(), "a".repeat(8), "Z_-9".repeat(16)]) {
      expect(checkCreatePaymentIntentBody({ amount: 199, checkoutId }).ok).toBe(true);
    }
  });

  it.each([null, [], "199", 199])("refuses a body that is not an object (%j)", (body) => {
    const result = checkCreatePaymentIntentBody(body);
    expect(result).toEqual({ ok: false, message: "The body must be a JSON object.", fieldErrors: {} });
  });
});

describe("update-payment-intent body", () => {
  it("trims the name and the email and lower-cases the email's domain only", () => {
    const result = checkUpdatePaymentIntentBody({
      ...update,
      email: "  Ada.L@Example.COM ",
      customerName: "  Ada Lovelace  ",
    });
    expect(result).toEqual({
      ok: true,
      value: {
        paymentIntentId: "pi_3Abc123",
        clientSecret: "pi_3Abc123_secret_xyz",
        email: "Ada.L@example.com",
        customerName: "Ada Lovelace",
      },
    });
  });

  it("cleans the name as the forms clean typed text: no control, C1 or bidi character reaches the receipt", () => {
    const result = checkUpdatePaymentIntentBody({
      ...update,
      customerName: "Ada\u0000 \u202eecalevol\u202c\u2066x\u2069\u0085\u009b \u200fLovelace\t",
    });
    expect(result).toEqual({ ok: true, value: { ...update, customerName: "Ada ecalevolx Lovelace" } });
  });

  it("ignores fields it does not know, such as an amount", () => {
    const result = checkUpdatePaymentIntentBody({ ...update, amount: 1, metadata: { product: "x" } });
    expect(result).toEqual({ ok: true, value: update });
  });

  it.each([
    ["paymentIntentId", { paymentIntentId: "pi_3Abc123_secret_xyz" }],
    ["paymentIntentId", { paymentIntentId: "ch_3Abc123" }],
    ["paymentIntentId", { paymentIntentId: "pi_" }],
    ["paymentIntentId", { paymentIntentId: `pi_${"a".repeat(260)}` }],
    ["paymentIntentId", { paymentIntentId: undefined }],
    ["email", { email: "not-an-email" }],
    ["email", { email: `${"a".repeat(250)}@example.com` }],
    ["email", { email: "" }],
    ["email", { email: 42 }],
    ["customerName", { customerName: "   " }],
    ["customerName", { customerName: "x".repeat(101) }],
    ["customerName", { customerName: "\u202e\u2066\u0085" }],
    ["customerName", { customerName: undefined }],
  ])("refuses a bad %s", (field, patch) => {
    const result = checkUpdatePaymentIntentBody({ ...update, ...patch });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors)).toEqual([field]);
    expect(result.message).toBe(result.fieldErrors[field]?.[0]);
  });

  it("uses the forms' messages for the email and a missing name", () => {
    const result = checkUpdatePaymentIntentBody({
      paymentIntentId: "pi_1",
      clientSecret: "pi_1_secret_x",
      email: "nope",
      customerName: "",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      email: ["Please enter a valid email address"],
      customerName: ["Name is required"],
    });
  });

  it("accepts a name of exactly 100 characters", () => {
    expect(checkUpdatePaymentIntentBody({ ...update, customerName: "x".repeat(100) }).ok).toBe(true);
  });
});

describe("paymentIntentIdFromClientSecret", () => {
  it("returns the part before _secret_", () => {
    expect(paymentIntentIdFromClientSecret("pi_3PqRsT123_secret_AbC456")).toBe("pi_3PqRsT123");
  });

  it.each(["", "pi_123", "pi_123_secret_", "_secret_abc", "seti_123_secret_abc", "pi_1-2_secret_abc"])(
    "returns null for %j",
    (text) => {
      expect(paymentIntentIdFromClientSecret(text)).toBeNull();
    },
  );
});

describe("chargeRevocation", () => {
  const paid = { amount: 19_900, amountRefunded: 0, refunded: false, disputed: false };
  it("withdraws the report for a full refund or a dispute, not for a partial refund", () => {
    expect(chargeRevocation(paid)).toBeNull();
    expect(chargeRevocation({ ...paid, amountRefunded: 5_000 })).toBeNull();
    expect(chargeRevocation({ ...paid, amountRefunded: 19_900, refunded: true })).toBe("refunded");
    // Refunded in two parts: the amounts say it even where the flag is missing.
    expect(chargeRevocation({ ...paid, amountRefunded: 19_900 })).toBe("refunded");
    expect(chargeRevocation({ ...paid, disputed: true })).toBe("disputed");
    expect(chargeRevocation({ ...paid, amountRefunded: 5_000, disputed: true })).toBe("disputed");
  });
});
