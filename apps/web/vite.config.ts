import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Public pages have a tight JavaScript budget; a warning at 60 KB (raw) flags a chunk that grew by accident.
    chunkSizeWarningLimit: 60,
    // React Router preloads route modules itself; Vite's helper would only add bytes to every page
    // (docs/decisions/008-search-box-behaviour-loaded-on-first-use.md).
    modulePreload: false,
    // Reference lists built with Array.from at module level are dropped when no page uses them.
    rollupOptions: { treeshake: { manualPureFunctions: ["Array.from"] } },
  },
});
