// The CMS's preview of an article, in the site's styles: title, summary, byline and the Markdown body. Figures and
// charts written by reference show as labelled placeholders; their numbers appear in the built page (`npm run dev`,
// or the deploy preview of the pull request), where they are read from the data.
/* global CMS, h */
(() => {
  const script = document.currentScript;
  for (const href of (script?.dataset.styles ?? "").split(" ").filter(Boolean)) CMS.registerPreviewStyle(href);

  /** `<Figure series="unemployment-rate" state="CA" />` → "[unemployment-rate, CA, latest]". */
  function placeholders(body) {
    return String(body ?? "").replace(/<(Figure|SeriesChart)\b([^>]*)\/?>/g, (_tag, component, attributes) => {
      const values = [...attributes.matchAll(/(\w+)\s*=\s*"([^"]*)"/g)].map((m) => `${m[1]}: ${m[2]}`);
      return `**[${component === "Figure" ? "figure" : "chart"} — ${values.join(", ")}]**`;
    });
  }

  // "Chart of a series" in the editor's insert menu: a form that writes `<SeriesChart … />` into the text.
  const CHART_FIELDS = ["series", "industry", "state", "from", "to"];
  CMS.registerEditorComponent({
    id: "series-chart",
    label: "Chart of a series",
    fields: [
      {
        name: "series",
        label: "Series",
        widget: "select",
        options: (script?.dataset.series ?? "").split(" ").filter(Boolean),
      },
      { name: "industry", label: "Industry (several: comma-separated)", widget: "string", required: false },
      { name: "state", label: "State code (several: comma-separated)", widget: "string", required: false },
      { name: "from", label: "From month (YYYY-MM)", widget: "string", required: false },
      { name: "to", label: "To month (YYYY-MM or latest)", widget: "string", required: false },
    ],
    pattern: /^<SeriesChart\b([^>]*?)\s*\/>$/,
    fromBlock: (match) => Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]])),
    toBlock: (data) =>
      `<SeriesChart ${CHART_FIELDS.filter((k) => data[k])
        .map((k) => `${k}="${String(data[k]).replace(/"/g, "")}"`)
        .join(" ")} />`,
    toPreview: (data) =>
      `[chart — ${CHART_FIELDS.filter((k) => data[k])
        .map((k) => `${k}: ${data[k]}`)
        .join(", ")}]`,
  });

  const MarkdownPreview = CMS.getWidget("markdown")?.preview;
  CMS.registerPreviewTemplate("insights", ({ entry, getAsset }) => {
    const data = entry.get("data");
    const tags = data.get("tags")?.toJS?.() ?? [];
    return h(
      "article",
      { className: "mx-auto max-w-3xl p-4" },
      h("h1", { className: "text-3xl font-bold tracking-tight text-slate-900" }, data.get("title") ?? ""),
      h("p", { className: "mt-3 text-lg text-slate-700" }, data.get("summary") ?? ""),
      h(
        "p",
        { className: "mt-3 text-sm text-slate-700" },
        `By ${data.get("author") ?? ""} · ${data.get("date") ?? ""}${tags.length ? ` · ${tags.join(", ")}` : ""}`,
      ),
      h(
        "div",
        { className: "prose-site prose-article mt-6 text-slate-800" },
        MarkdownPreview
          ? h(MarkdownPreview, { value: placeholders(data.get("body")), getAsset })
          : placeholders(data.get("body")),
      ),
    );
  });
})();
