import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Public pages have a tight JavaScript budget; a warning at 60 KB (raw) flags a chunk that grew by accident.
    chunkSizeWarningLimit: 60,
    modulePreload: false,
    rollupOptions: { treeshake: { manualPureFunctions: ["Array.from"] } },
  },
});
