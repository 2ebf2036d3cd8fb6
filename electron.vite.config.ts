import { resolve } from 'node:path'
import { defineConfig, externalizeDepsPlugin } from 'electron-vite'
import react from '@vitejs/plugin-react'

// Two main-process entries: `index` is the Electron shell, `serve` is the hall server run by plain Node.
// Both are thin adapters over src/main/app (the service that owns SQLite and the clock).
export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    build: {
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/electron/main.ts'),
          serve: resolve(__dirname, 'src/main/serve.ts'),
          // The protocol PDF is made in a worker thread (src/main/protocol/pdfInWorker.ts).
          pdfWorker: resolve(__dirname, 'src/main/protocol/pdfWorker.ts'),
          // Snapshots of the folded state, their check and quick_check run in a worker thread (issue 15.4).
          snapshotWorker: resolve(__dirname, 'src/main/app/journal/snapshotWorker.ts')
        }
      }
    }
  },
  preload: {
    plugins: [externalizeDepsPlugin()],
    build: {
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/main/preload/index.ts') },
        // A sandboxed preload must be CommonJS.
        output: { format: 'cjs', entryFileNames: '[name].js' }
      }
    }
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    plugins: [react()],
    build: {
      // Minified: the hall display's page is fetched by every TV (issue 13.5).
      minify: true,
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/renderer/index.html'),
          // The hall display's own page: no admin, no zod, the hall dictionaries only.
          display: resolve(__dirname, 'src/renderer/display.html'),
          // The players' own phone page (issue 16): the display bundle's client and dictionaries, no admin.
          phone: resolve(__dirname, 'src/renderer/phone.html')
        }
      }
    }
  }
})
