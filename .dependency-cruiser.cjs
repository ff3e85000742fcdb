/**
 * The import rules of docs/architecture.md, checked by `npm test` (stage "boundaries"): a violation
 * fails the run and names the rule. Imports flow one way:
 *
 *   domain ← contracts ← web
 *   domain ← db, resume-parser, contracts ← server (plugins and core ← features ← app)
 */
const OURS = "^(apps|packages|tests|bench)/";

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "Modules never import each other in a circle (type-only imports included).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "domain-imports-nothing-of-ours",
      comment: "packages/domain is the spec's rules: pure, usable anywhere, built on nothing of ours.",
      severity: "error",
      from: { path: "^packages/domain/" },
      to: { path: OURS, pathNot: "^packages/domain/" },
    },
    {
      name: "contracts-import-only-domain",
      comment: "packages/contracts describes what crosses between server and web, from domain's words only.",
      severity: "error",
      from: { path: "^packages/contracts/" },
      to: { path: OURS, pathNot: "^packages/(contracts|domain)/" },
    },
    {
      name: "db-imports-only-domain",
      comment: "packages/db is schema, migrations, the opener and the seed: domain's rules, no app code.",
      severity: "error",
      from: { path: "^packages/db/" },
      to: { path: OURS, pathNot: "^packages/(db|domain)/" },
    },
    {
      name: "resume-parser-imports-only-domain",
      comment:
        "packages/resume-parser reads text into fields; its bench alone may load the server's engine to time whole files.",
      severity: "error",
      from: { path: "^packages/resume-parser/", pathNot: "^packages/resume-parser/bench/" },
      to: { path: OURS, pathNot: "^packages/(resume-parser|domain)/" },
    },
    {
      name: "web-imports-no-server",
      comment: "The web app reaches the server only through @portal/contracts (load context and API calls).",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^(apps/server|packages/(db|resume-parser))/" },
    },
    {
      name: "server-imports-no-web-source",
      comment: "The server loads the web app's built bundle at run time; it imports none of its source.",
      severity: "error",
      from: { path: "^apps/server/" },
      to: { path: "^apps/web/" },
    },
    {
      name: "cross-cutting-imports-no-feature",
      comment:
        "plugins/, auth/, background/, i18n/, storage/ and ssr/ serve every feature, so none of them depends on one (their tests may).",
      severity: "error",
      from: {
        path: "^apps/server/src/(plugins|auth|background|i18n|storage|ssr)/",
        pathNot: "\\.test\\.ts$",
      },
      to: { path: "^apps/server/src/features/" },
    },
    {
      name: "features-meet-through-index",
      comment: "A feature uses another feature through that feature's index.ts, never its files.",
      severity: "error",
      from: { path: "^apps/server/src/features/([^/]+)/" },
      to: {
        path: "^apps/server/src/features/[^/]+/",
        pathNot: ["^apps/server/src/features/$1/", "^apps/server/src/features/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "app-meets-features-through-index",
      comment: "The app (start-up, wiring, test support) uses each feature through its index.ts.",
      severity: "error",
      from: {
        path: "^apps/server/(src/[^/]+\\.ts|src/testing/|src/(plugins|auth|background|i18n|storage|ssr)/.+\\.test\\.ts)$",
      },
      to: {
        path: "^apps/server/src/features/[^/]+/",
        pathNot: "^apps/server/src/features/[^/]+/index\\.ts$",
      },
    },
    {
      name: "learning-provider-stands-alone",
      comment:
        "apps/learning-provider is a service we treat as a third party's (decision 050): it imports no code of ours but @portal/domain.",
      severity: "error",
      from: { path: "^apps/learning-provider/" },
      to: { path: OURS, pathNot: "^(apps/learning-provider|packages/domain)/" },
    },
    {
      name: "nothing-imports-the-learning-provider",
      comment:
        "The portal reaches the learning provider over HTTP only (its API, single sign-on, webhooks); it mirrors, never imports, its code.",
      severity: "error",
      from: { path: "^(apps|packages|tests|bench|scripts)/", pathNot: "^apps/learning-provider/" },
      to: { path: "^apps/learning-provider/" },
    },
    {
      name: "test-support-only-in-tests",
      comment:
        "apps/server/src/testing/ and @portal/db/testing are for tests and benches, never the running app.",
      severity: "error",
      from: {
        path: "^(apps|packages)/",
        pathNot: ["\\.test\\.tsx?$", "\\.e2e\\.ts$", "/testing/", "^packages/db/src/testing", "^tests/"],
      },
      to: {
        path: ["^apps/server/src/testing/", "^packages/db/src/testing", "^packages/contracts/src/testing"],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["node_modules", "/build/", "/dist/", "\\.react-router/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
