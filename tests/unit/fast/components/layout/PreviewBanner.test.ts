import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { describe, expect, it } from "vitest";
import PreviewBanner from "~/components/layout/PreviewBanner.astro";
import { isPreviewContext } from "~/domain/deploy-context.ts";

describe("deploy previews", () => {
  it("are the deploy-preview and branch-deploy contexts, not production, dev or an unset context", () => {
    expect(isPreviewContext("deploy-preview")).toBe(true);
    expect(isPreviewContext("branch-deploy")).toBe(true);
    for (const context of ["production", "dev", undefined]) expect(isPreviewContext(context)).toBe(false);
  });

  it("say so on the page and ask search engines not to index them; production pages show nothing", async () => {
    const container = await AstroContainer.create();
    const render = (context: string | undefined, part: "head" | "banner") =>
      container.renderToString(PreviewBanner, { props: { context, part } });
    expect(await render("deploy-preview", "head")).toContain('<meta name="robots" content="noindex, nofollow">');
    const banner = await render("deploy-preview", "banner");
    expect(banner).toContain('role="note"');
    expect(banner).toContain("Deploy preview (deploy-preview) for review, not the live site");
    expect((await render("production", "head")).trim()).toBe("");
    expect((await render("production", "banner")).trim()).toBe("");
    expect((await render(undefined, "banner")).trim()).toBe("");
  });
});
