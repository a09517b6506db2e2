// The globals the /admin page gives its preview script (src/cms/preview.js), which the browser runs as it is, with
// no imports: Decap CMS's registry (`CMS`), React's createElement (`h`) and create-react-class (`createClass`).
// Declared here so that the script is type-checked like the rest of the project.

/** A field of an editor component's form (Decap's own declarations leave out `options` and `required`). */
interface EditorComponentField {
  name: string;
  label: string;
  widget: string;
  options?: string[];
  required?: boolean;
}

/** The props Decap CMS gives a preview template (the entry being edited, and how to resolve its assets). */
type PreviewProps = import("decap-cms-core").PreviewTemplateComponentProps;

/** What the preview script uses of Decap CMS, as its bundle (/admin/decap/decap-cms.js) sets it on the page. */
declare const CMS: {
  registerPreviewStyle(href: string): void;
  registerEditorComponent(component: {
    id: string;
    label: string;
    fields: EditorComponentField[];
    pattern: RegExp;
    fromBlock(match: RegExpMatchArray): Record<string, string>;
    toBlock(data: Record<string, unknown>): string;
    toPreview(data: Record<string, unknown>): string;
  }): void;
  getWidget(
    name: string,
  ): { preview?: import("react").ComponentType<{ value: string; getAsset: PreviewProps["getAsset"] }> } | undefined;
  registerPreviewTemplate(name: string, component: import("react").ComponentType<PreviewProps>): void;
};

/** React.createElement, as Decap CMS exposes it. */
declare const h: typeof import("react").createElement;

/** The state of the article preview: the figures of /admin/figures.json once loaded, keyed as figureKey writes. */
interface ArticlePreviewState {
  figures: Record<string, { text: string; periodText: string }> | null;
}

/** create-react-class, as Decap CMS exposes it, typed for the one component the preview script makes with it. */
declare function createClass(
  spec: ThisType<import("react").Component<PreviewProps, ArticlePreviewState>> & {
    getInitialState(): ArticlePreviewState;
    componentDidMount(): void;
    render(): import("react").ReactNode;
  },
): import("react").ComponentType<PreviewProps>;
