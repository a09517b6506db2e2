import { describe, expect, it } from "vitest";
import { ContactPayloadSchema } from "~/domain/forms.ts";
import { schemaResolver } from "~/features/forms/schema-resolver.ts";

const resolve = schemaResolver(ContactPayloadSchema);
const run = (values: Record<string, unknown>) =>
  resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("schemaResolver", () => {
  it("returns the parsed (trimmed) values and no errors when valid; unknown keys such as the honeypot are dropped", async () => {
    expect(
      await run({
        name: "  Ada ",
        email: " ada@example.com ",
        phone: "",
        comment: "A long enough comment",
        website: "",
      }),
    ).toEqual({
      values: { name: "Ada", email: "ada@example.com", phone: "", comment: "A long enough comment" },
      errors: {},
    });
  });

  it("returns the first message of each invalid field and no values", async () => {
    const result = await run({ name: "   ", email: "nope", phone: "", comment: "short" });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: "validation", message: "Name is required" },
      email: { type: "validation", message: "Please enter a valid email address" },
      comment: { type: "validation", message: "Please provide at least 10 characters in your comment" },
    });
  });

  it("works with any schema that has safeParse", async () => {
    const schema = {
      safeParse: (v: unknown) =>
        (v as { n: number }).n > 0
          ? ({ success: true, data: v } as const)
          : ({
              success: false,
              error: {
                issues: [
                  { path: ["n"], message: "first" },
                  { path: ["n"], message: "second" },
                  { path: [], message: "form" },
                ],
              },
            } as const),
    };
    const r = schemaResolver<{ n: number }, unknown>(schema);
    const opts = { fields: {}, shouldUseNativeValidation: false };
    expect(await r({ n: 1 }, undefined, opts)).toEqual({ values: { n: 1 }, errors: {} });
    expect((await r({ n: 0 }, undefined, opts)).errors).toEqual({
      n: { type: "validation", message: "first" },
      _form: { type: "validation", message: "form" },
    });
  });
});
