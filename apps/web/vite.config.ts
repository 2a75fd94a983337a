import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development the API runs on its own port; in production it serves this build itself.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      "/api": { target: "http://127.0.0.1:3000" },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
});
