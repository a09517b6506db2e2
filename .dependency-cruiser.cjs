/**
 * The layering of the code base, checked on every `npm run lint` (and so in `npm test` and CI).
 * Data and calls flow one way: domain <- dataset <- pipeline / server / data <- functions / stores <- components <- features <- pages.
 */
const ourCode = "^(src|netlify|scripts)/";
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment: "src/domain is pure shared logic: it imports nothing of ours outside itself, and no Node I/O.",
      severity: "error",
      from: { path: "^src/domain/" },
      to: { pathNot: "^src/domain/", path: [ourCode, "^(node:)?(fs|fs/promises|child_process|net|http|https)$"] },
    },
    {
      name: "hydration-stands-alone",
      comment: "src/hydration is the client directive Astro inlines into every page: it imports nothing of ours.",
      severity: "error",
      from: { path: "^src/hydration/" },
      to: { path: ourCode, pathNot: "^src/hydration/" },
    },
    {
      name: "dataset-only-domain",
      comment:
        "src/dataset owns what a dataset version is (its files, their kinds and schemas) and where one is read from or written to; of our code it uses only src/domain.",
      severity: "error",
      from: { path: "^src/dataset/" },
      to: { path: ourCode, pathNot: "^src/(dataset|domain)/" },
    },
    {
      name: "pipeline-only-domain",
      comment:
        "The pipeline builds the dataset from source files; of our code it uses only src/domain and the dataset module's file list.",
      severity: "error",
      from: { path: "^src/pipeline/" },
      to: { path: ourCode, pathNot: "^src/(pipeline|domain)/|^src/dataset/files\\.ts$" },
    },
    {
      name: "server-only-domain",
      comment: "src/server is what functions use; of our code it uses only src/domain and src/dataset.",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: ourCode, pathNot: "^src/(server|domain|dataset)/" },
    },
    {
      name: "data-only-domain",
      comment:
        "src/data reads the dataset for pages at build time; of our code it uses only src/domain and src/dataset.",
      severity: "error",
      from: { path: "^src/data/" },
      to: { path: ourCode, pathNot: "^src/(data|domain|dataset)/" },
    },
    {
      name: "cms-only-domain",
      comment: "src/cms configures and serves the editors' CMS at /admin; of our code it uses only src/domain.",
      severity: "error",
      from: { path: "^src/cms/" },
      to: { path: ourCode, pathNot: "^src/(cms|domain)/" },
    },
    {
      name: "stores-no-components",
      comment: "Stores hold state shared by islands; they import no components or features.",
      severity: "error",
      from: { path: "^src/stores/" },
      to: { path: "^src/(components|features|pages|layouts)/" },
    },
    {
      name: "components-no-features",
      comment: "Generic UI and the shell do not depend on features.",
      severity: "error",
      from: { path: "^src/components/" },
      to: { path: "^src/(features|pages|layouts|server|pipeline)/" },
    },
    {
      name: "features-independent",
      comment:
        "A feature does not import another feature; shared pieces live in src/components, src/domain or features/forms.",
      severity: "error",
      from: { path: "^src/features/([^/]+)/" },
      to: { path: "^src/features/", pathNot: ["^src/features/$1/", "^src/features/forms/"] },
    },
    {
      name: "browser-code-no-server",
      comment: "Islands, components and stores run in the browser: no server or pipeline code.",
      severity: "error",
      from: { path: "^src/(features|components|stores)/", pathNot: "\\.server\\.ts$" },
      to: { path: "^src/(server|pipeline)/" },
    },
    {
      name: "refresh-is-a-top-layer",
      comment:
        "src/refresh orchestrates a data refresh (sources, pipeline, publish); only scripts and functions start it.",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/refresh/" },
      to: { path: "^src/refresh/" },
    },
    {
      name: "refresh-uses-lower-layers",
      comment: "A refresh uses the domain, the dataset module, the pipeline and the server's stores; no UI.",
      severity: "error",
      from: { path: "^src/refresh/" },
      to: { path: ourCode, pathNot: "^src/(refresh|domain|dataset|pipeline|server)/" },
    },
    {
      name: "functions-thin-over-server",
      comment: "Netlify functions parse, call src/server (or pure src/domain, or start a src/refresh) and respond.",
      severity: "error",
      from: { path: "^netlify/functions/" },
      to: { path: ourCode, pathNot: "^src/(server|domain|refresh)/" },
    },
    {
      name: "production-uses-dependencies",
      comment:
        "What runs on the site (pages, islands, functions, the server, the live refresh and the pipeline it runs) imports only packages listed in package.json's dependencies: a devDependency is missing from a production install, and a package not listed at all is found only by luck.",
      severity: "error",
      from: { path: "^(src|netlify)/", pathNot: ["\\.(test|spec)\\.[cm]?tsx?$", "(^|/)__tests__/"] },
      to: { dependencyTypes: ["npm-dev", "npm-no-pkg", "npm-unknown"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no-circular",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // node_modules is not followed but stays visible, so the rule on dependencies can see which package an import reaches.
    exclude: { path: "(^|/)(dist|\\.astro|\\.netlify)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".mts", ".mjs", ".js", ".astro", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
