import { resolve } from 'node:path'
import { defineConfig, externalizeDepsPlugin } from 'electron-vite'
import react from '@vitejs/plugin-react'
import type { HtmlTagDescriptor, Plugin } from 'vite'

/**
 * The hall display's and the phone page's first scripts are small and load the page's code with `import()` (after
 * opening the socket, client/earlySocket.ts). So that a smart TV on slow Wi-Fi does not wait for that first script
 * before asking for the rest, their pages name the code it loads (and that code's own imports and styles) in
 * `<link rel="modulepreload">` and stylesheet links: all of it is fetched at once. What that code itself loads later
 * (sounds, charts, QR codes after the first clock) is not named: it must not take the Wi-Fi from the first clock.
 */
function preloadFirstImports(pages: readonly string[]): Plugin {
  return {
    name: 'floorclock-preload-first-imports',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk || !pages.some((p) => ctx.filename.endsWith(p))) return []
        const bundle = ctx.bundle
        const scripts = new Set<string>()
        const styles = new Set<string>()
        const visit = (file: string): void => {
          const chunk = bundle[file]
          if (!chunk || chunk.type !== 'chunk' || scripts.has(file) || file === ctx.chunk!.fileName) return
          scripts.add(file)
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css))
          chunk.imports.forEach(visit)
        }
        // What the first script imports itself, Vite names already.
        ctx.chunk.imports.forEach((file) => scripts.add(file))
        ctx.chunk.dynamicImports.forEach(visit)
        ctx.chunk.imports.forEach((file) => scripts.delete(file))
        const tags: HtmlTagDescriptor[] = [
          ...[...scripts].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
            injectTo: 'head' as const
          })),
          ...[...styles].map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `./${file}` },
            injectTo: 'head' as const
          }))
        ]
        return tags
      }
    }
  }
}

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
    plugins: [react(), preloadFirstImports(['display.html', 'phone.html'])],
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
        },
        // The core (src/shared/core) is pure: its modules only define things, their top-level calls (zod schemas,
        // tables) change nothing outside them (eslint keeps Date.now, Math.random, the DOM and I/O out of it). Each
        // area is imported through its index.ts, which names its whole public API; without this, Rollup would keep
        // every module such an index names that has a top-level call, and the hall display's and the phone page's
        // bundles would carry schemas and views they never use (about 44 KB gzip more, past their 150 KB budget).
        treeshake: { moduleSideEffects: (id) => !/[\\/]src[\\/]shared[\\/]core[\\/]/.test(id) }
      }
    }
  }
})
