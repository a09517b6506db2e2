/**
 * The Decap CMS configuration, built from the same rules as the site: the Insights fields follow the collection's
 * schema (topics, states, series from src/domain), and the site prose is its four files. Editors write in the CMS;
 * with the editorial workflow each draft becomes a pull request, which Netlify builds as a deploy preview.
 */
import { FIGURE_SERIES, FIGURE_SERIES_IDS } from "../domain/article-figures.ts";
import { US_STATES } from "../domain/geography.ts";
import { INSIGHT_TOPIC_IDS, INSIGHT_TOPICS } from "../domain/insights.ts";

export const INSIGHTS_FOLDER = "src/content/insights";
export const SITE_PROSE_FOLDER = "src/content/site";
export const MEDIA_FOLDER = "public/media/insights";
/** Where the local backend (`decap-server`) listens by default. */
export const LOCAL_BACKEND_PORT = 8081;

export interface CmsOptions {
  /** "owner/name" of the GitHub repository the CMS commits to; without it only the local backend works. */
  readonly repo?: string | undefined;
  readonly branch?: string | undefined;
  /** The site's address, for the CMS's "view live" links. */
  readonly siteUrl: string;
  /** Whether the configuration names the local backend (decap-server on this machine): see `publishesLocalBackend`. */
  readonly localBackend: boolean;
}

/**
 * Whether a build's /admin/config.yml names the local backend: only a build made on a developer's machine (no
 * Netlify CONTEXT, or `dev`), which `npm start` serves on localhost. A Netlify build (production, deploy preview,
 * branch deploy) is opened on its own domain, where the CMS never uses a local backend, so it does not publish
 * the address. `astro dev` (`npm run cms`) always names it.
 */
export function publishesLocalBackend(context: string | undefined): boolean {
  return !context || context === "dev";
}

/** "owner/name" from a repository URL as Netlify gives it (REPOSITORY_URL), https or ssh; undefined otherwise. */
export function repoFromUrl(url: string | undefined): string | undefined {
  const m = /github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url ?? "");
  return m ? `${m[1]}/${m[2]}` : undefined;
}

const FIGURE_HINT = `Quote a figure by reference so it stays true: <Figure series="unemployment-rate" state="CA" /> writes "5.1% in July 2026" from the site's data (period="latest" is the default; period="2025-12" fixes a month). A chart: <SeriesChart series="hires" industry="technology,healthcare" from="2024-06" />. Series: ${FIGURE_SERIES_IDS.map((id) => `${id} (${FIGURE_SERIES[id].describe})`).join("; ")}. A reference the data does not hold stops the build with a message saying why.`;

const select = (options: { label: string; value: string }[], extra: Record<string, unknown> = {}) => ({
  widget: "select",
  options,
  ...extra,
});

/** The configuration object Decap CMS reads (written to /admin/config.yml). */
export function cmsConfig(options: CmsOptions): Record<string, unknown> {
  return {
    backend: {
      name: "github",
      repo: options.repo ?? "owner/repository-not-configured",
      branch: options.branch ?? "main",
      // Netlify's OAuth provider signs editors in with GitHub (set up once in the Netlify UI).
      base_url: "https://api.netlify.com",
      commit_messages: {
        create: "Insights: create {{collection}} “{{slug}}”",
        update: "Insights: update {{collection}} “{{slug}}”",
        delete: "Insights: delete {{collection}} “{{slug}}”",
        uploadMedia: "Insights: upload “{{path}}”",
        deleteMedia: "Insights: delete “{{path}}”",
      },
    },
    // On localhost the CMS talks to `decap-server` instead, writing to this working copy (no account needed).
    ...(options.localBackend ? { local_backend: { url: `http://localhost:${LOCAL_BACKEND_PORT}/api/v1` } } : {}),
    publish_mode: "editorial_workflow",
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    media_folder: MEDIA_FOLDER,
    public_folder: "/media/insights",
    collections: [
      {
        name: "insights",
        label: "Insights",
        label_singular: "Article",
        description: "Analysis articles. Figures written by reference stay true as the data is updated.",
        folder: INSIGHTS_FOLDER,
        extension: "mdx",
        format: "frontmatter",
        create: true,
        slug: "{{slug}}",
        preview_path: "insights/{{slug}}",
        summary: "{{title}} ({{date}})",
        sortable_fields: ["date", "title"],
        fields: [
          { name: "title", label: "Title", widget: "string", pattern: ["^.{5,120}$", "5 to 120 characters"] },
          {
            name: "summary",
            label: "Summary",
            widget: "text",
            hint: "One or two sentences for lists, feeds and search results (20 to 300 characters).",
            pattern: ["^[\\s\\S]{20,300}$", "20 to 300 characters"],
          },
          { name: "author", label: "Author", widget: "string" },
          {
            name: "date",
            label: "Publication date",
            widget: "datetime",
            format: "YYYY-MM-DD",
            date_format: "YYYY-MM-DD",
            time_format: false,
          },
          { name: "tags", label: "Tags", widget: "list", required: false, default: [], hint: "Comma-separated." },
          {
            name: "topics",
            label: "Data pages discussed",
            ...select(
              INSIGHT_TOPIC_IDS.map((id) => ({ label: INSIGHT_TOPICS[id].label, value: id })),
              { multiple: true, required: false, default: [] },
            ),
          },
          {
            name: "states",
            label: "States discussed",
            ...select(
              US_STATES.map((s) => ({ label: s.name, value: s.code })),
              { multiple: true, required: false, default: [] },
            ),
          },
          {
            name: "hero",
            label: "Chart at the top",
            widget: "object",
            required: false,
            collapsed: true,
            hint: "Optional: a chart of a monthly series (hires or employment, by industry).",
            fields: [
              {
                name: "series",
                label: "Series",
                ...select(
                  FIGURE_SERIES_IDS.map((id) => ({ label: id, value: id })),
                  { required: false },
                ),
              },
              { name: "industry", label: "Industry", widget: "string", required: false },
              { name: "from", label: "From month (YYYY-MM)", widget: "string", required: false },
              { name: "to", label: "To month (YYYY-MM or latest)", widget: "string", required: false },
            ],
          },
          {
            name: "draft",
            label: "Draft (built only in deploy previews)",
            widget: "boolean",
            default: false,
            required: false,
          },
          { name: "body", label: "Article", widget: "markdown", modes: ["raw", "rich_text"], hint: FIGURE_HINT },
        ],
      },
      {
        name: "site",
        label: "Site prose",
        description: "About, mission, disclaimer and privacy, shown on the News page.",
        files: (["about", "mission", "disclaimer", "privacy"] as const).map((id, i) => ({
          name: id,
          label: id[0]?.toUpperCase() + id.slice(1),
          file: `${SITE_PROSE_FOLDER}/${id}.md`,
          fields: [
            { name: "title", label: "Title", widget: "string" },
            { name: "order", label: "Position on the News page", widget: "number", value_type: "int", default: i + 1 },
            { name: "body", label: "Text", widget: "markdown" },
          ],
        })),
      },
    ],
  };
}
