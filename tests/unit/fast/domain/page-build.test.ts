import { describe, expect, it } from "vitest";
import { afterBuild, pageBuildText } from "~/domain/page-build.ts";

describe("the pages' build record", () => {
  const built = afterBuild(null, {
    ok: true,
    at: "2026-11-29T08:00:00.000Z",
    version: "aaaaaaaaaaaaaaaa",
    from: "seed",
  });

  it("starts a failing episode at the first failure, keeps its start and its alert, and ends it with a success", () => {
    expect(built).toEqual({
      pages: { version: "aaaaaaaaaaaaaaaa", from: "seed", builtAt: "2026-11-29T08:00:00.000Z" },
      failing: null,
    });
    expect(pageBuildText(built)).toBeNull();
    const first = afterBuild(built, {
      ok: false,
      at: "2026-11-29T09:00:00.000Z",
      version: "bbbbbbbbbbbbbbbb",
      reason: "astro build failed (exit code 1)\nstack…",
    });
    expect(first.pages).toEqual(built.pages);
    expect(first.failing).toEqual({
      since: "2026-11-29T09:00:00.000Z",
      lastFailedAt: "2026-11-29T09:00:00.000Z",
      version: "bbbbbbbbbbbbbbbb",
      reason: "astro build failed (exit code 1)",
    });
    const notified = { ...first, failing: { ...first.failing!, notifiedAt: "2026-11-29T09:00:01.000Z" } };
    const second = afterBuild(notified, {
      ok: false,
      at: "2026-11-29T10:00:00.000Z",
      version: "bbbbbbbbbbbbbbbb",
      reason: "astro build failed (exit code 1)",
    });
    expect(second.failing?.since).toBe("2026-11-29T09:00:00.000Z");
    expect(second.failing?.lastFailedAt).toBe("2026-11-29T10:00:00.000Z");
    expect(second.failing?.notifiedAt).toBe("2026-11-29T09:00:01.000Z");
    expect(pageBuildText(second)).toBe(
      "The pages could not be rebuilt since Nov 29, 2026 09:00 UTC: they still show dataset aaaaaaaaaaaaaaaa (built Nov 29, 2026 08:00 UTC), not the newer bbbbbbbbbbbbbbbb that the API serves.",
    );
    const sameData = afterBuild(built, {
      ok: false,
      at: "2026-11-29T09:00:00.000Z",
      version: "aaaaaaaaaaaaaaaa",
      reason: "the published version aaaaaaaaaaaaaaaa cannot be read",
    });
    expect(pageBuildText(sameData)).toBe(
      "The pages could not be rebuilt since Nov 29, 2026 09:00 UTC; they show dataset aaaaaaaaaaaaaaaa (built Nov 29, 2026 08:00 UTC), the data the API serves.",
    );
    expect(
      pageBuildText(afterBuild(null, { ok: false, at: "2026-11-29T09:00:00.000Z", version: null, reason: "x" })),
    ).toBe("The pages could not be rebuilt since Nov 29, 2026 09:00 UTC; they show the data of their last good build.");
    const again = afterBuild(second, {
      ok: true,
      at: "2026-11-29T11:00:00.000Z",
      version: "bbbbbbbbbbbbbbbb",
      from: "published",
    });
    expect(again.failing).toBeNull();
    expect(again.pages?.version).toBe("bbbbbbbbbbbbbbbb");
  });
});
