// The CMS's preview of an article, in the site's styles: title, summary, byline and the Markdown body. A figure
// written by reference shows the number this build would print (looked up in /admin/figures.json, which the build
// writes with the site's own figure rules), or says that the build would stop on it; a chart shows as a labelled
// placeholder (the deploy preview of the pull request draws it).
/* global CMS, h, createClass */
(() => {
  const script = document.currentScript;
  for (const href of (script?.dataset["styles"] ?? "").split(" ").filter(Boolean)) CMS.registerPreviewStyle(href);

  const figuresLoaded = fetch("/admin/figures.json")
    .then((r) => (r.ok ? r.json() : {}))
    .catch(() => ({}));

  /**
   * The key of a figure in /admin/figures.json, as src/domain/article-figures.ts's figureKey writes it.
   * @param {{ series?: string; state?: string; industry?: string; period?: string }} a
   */
  function figureKey(a) {
    const scope =
      a.state !== undefined
        ? `state=${a.state.toUpperCase()}`
        : a.industry !== undefined
          ? `industry=${a.industry}`
          : "national";
    return `${a.series}|${scope}|${a.period ?? "latest"}`;
  }

  /**
   * Figures as the page will print them ("5.1% in July 2026"); charts, and figures not yet loaded, as placeholders.
   * @param {unknown} body
   * @param {ArticlePreviewState["figures"]} figures
   */
  function withFigures(body, figures) {
    return String(body ?? "").replace(/<(Figure|SeriesChart)\b([^>]*)\/?>/g, (_tag, component, attributes) => {
      const pairs = [...attributes.matchAll(/(\w+)\s*=\s*"([^"]*)"/g)];
      const found =
        component === "Figure" && figures
          ? figures[figureKey(Object.fromEntries(pairs.map((m) => [m[1], m[2]])))]
          : undefined;
      if (found) return `${found.text} in ${found.periodText}`;
      const values = pairs.map((m) => `${m[1]}: ${m[2]}`).join(", ");
      if (component === "Figure" && figures) return `**[no such figure — ${values}: the build would stop here]**`;
      return `**[${component === "Figure" ? "figure" : "chart"} — ${values}]**`;
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
        options: (script?.dataset["series"] ?? "").split(" ").filter(Boolean),
      },
      { name: "industry", label: "Industry (several: comma-separated)", widget: "string", required: false },
      { name: "state", label: "State code (several: comma-separated)", widget: "string", required: false },
      { name: "from", label: "From month (YYYY-MM)", widget: "string", required: false },
      { name: "to", label: "To month (YYYY-MM or latest)", widget: "string", required: false },
    ],
    pattern: /^<SeriesChart\b([^>]*?)\s*\/>$/,
    fromBlock: (match) =>
      Object.fromEntries([...(match[1] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]])),
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
  const ArticlePreview = createClass({
    getInitialState() {
      return { figures: null };
    },
    componentDidMount() {
      figuresLoaded.then((figures) => this.setState({ figures }));
    },
    render() {
      const { entry, getAsset } = this.props;
      const data = entry.get("data");
      const tags = data.get("tags")?.toJS?.() ?? [];
      const body = withFigures(data.get("body"), this.state.figures);
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
          MarkdownPreview ? h(MarkdownPreview, { value: body, getAsset }) : body,
        ),
      );
    },
  });
  CMS.registerPreviewTemplate("insights", ArticlePreview);
})();
