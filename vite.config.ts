import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The API server the dev server forwards to; the browser's Host header is kept (changeOrigin false)
 * so the server's same-origin check sees the page's own origin. */
const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
}

export default defineConfig({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./src/client/public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fromRoot('./src/client') } },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
  },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
})
