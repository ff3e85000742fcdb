import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/** React's modules as the browser build imports them, and what serves them there. */
const PREACT_FOR_REACT: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

/**
 * The browser build runs on preact/compat (about 10 KB gzipped instead of React DOM's 60), the server keeps
 * React: docs/decisions/023-preact-in-the-browser.md. Only `vite build`: the development server keeps
 * React in the browser too, since its dependency pre-bundling cannot swap packages per environment.
 */
function preactInTheBrowser(): Plugin {
  return {
    name: "portal:preact-in-the-browser",
    enforce: "pre",
    apply: "build",
    async resolveId(source, importer, options) {
      const target = this.environment.name === "client" ? PREACT_FOR_REACT[source] : undefined;
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

export default defineConfig({
  plugins: [preactInTheBrowser(), reactRouter()],
  build: {
    // Public pages have a tight JavaScript budget; a warning at 60 KB (raw) flags a chunk that grew by accident.
    // One chunk is over it on purpose: the description editor (rich-text-editor.ts, decision 041), fetched
    // only when a recruiter opens the job form.
    chunkSizeWarningLimit: 60,
    // React Router preloads route modules itself; Vite's helper would only add bytes to every page
    // (docs/decisions/008-search-box-behaviour-loaded-on-first-use.md).
    modulePreload: false,
    // Reference lists built with Array.from at module level are dropped when no page uses them.
    rollupOptions: { treeshake: { manualPureFunctions: ["Array.from"] } },
  },
});
