import net from 'node:net'
import { expect, test, type Page } from './support/test'
import { startDesktopStandIn, type DesktopStandIn } from '../support/desktopStandIn'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openAdmin } from './support/adminPage'

/**
 * "Share the clock on the hall network", driven through the admin page. The Electron window cannot run
 * here, so the desktop app is its stand-in (tests/support/desktopStandIn): the same Floor and HallSharing as the
 * Electron main process, with the admin page served on a loopback port in place of the IPC window. Turning sharing
 * on starts a real hall server in that process; a second browser page opens its clock; turning it off cuts it.
 */
let desktop: DesktopStandIn
let hall: HallProcess
test.beforeAll(async () => {
  desktop = await startDesktopStandIn()
  hall = await startHall()
})
test.afterAll(async () => {
  await desktop.stop()
  await hall.stop()
})

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

async function openDesktopAdmin(page: Page, language = 'en'): Promise<void> {
  await openAdmin(page, { adminUrl: desktop.adminUrl } as HallProcess, 'Anna Director', language)
}

test('the director shares the clock, a hall screen opens it from the shown address, and off disconnects it', async ({
  page,
  context
}) => {
  await openDesktopAdmin(page)
  await page.getByTestId('nav-sharing').click()
  await expect(page.getByRole('heading', { name: 'Share the clock on the hall network' })).toBeVisible()
  await expect(page.getByTestId('sharing-state')).toHaveText('Not shared: only this computer’s windows show the clock.')
  await expect(page.getByTestId('sharing-toggle')).not.toBeChecked()

  const port = await freePort()
  await page.getByTestId('sharing-host').selectOption('127.0.0.1')
  await page.getByTestId('sharing-port').fill(String(port))
  await page.getByTestId('sharing-toggle').click()
  await expect(page.getByTestId('sharing-state')).toHaveText(`Sharing on port ${port}.`)
  // The printed address serves the display page directly (no boot redirect).
  const clockUrl = `http://127.0.0.1:${port}/clock`
  await expect(page.getByTestId('sharing-clock-url')).toHaveText(clockUrl)
  const pin = (await page.getByTestId('sharing-pin').textContent()) ?? ''
  expect(pin).toMatch(/^[a-z2-9]{10}$/)
  await expect(page.getByTestId('sharing-admin-url')).toHaveText(`http://127.0.0.1:${port}/#/admin?pin=${pin}`)
  const qr = page.getByTestId('sharing-qr')
  await expect(qr).toHaveAttribute('alt', `QR code of the clock address ${clockUrl}`)
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expect(page.getByTestId('sharing-hint')).toHaveText('This address works on this computer only.')
  await page.screenshot({ path: 'test-results/screens/sharing.png', fullPage: true })

  // A hall screen opens the address shown: the clock, live over the desktop app's own hall server.
  const screen = await context.newPage()
  await screen.goto(clockUrl)
  await expect(screen.getByTestId('clock')).toBeVisible()
  await expect(screen.getByTestId('display-offline')).toHaveCount(0)

  // The same PIN lets a second admin in from the LAN, but sharing is switched only in the desktop app.
  const lanAdmin = await context.newPage()
  await openAdmin(lanAdmin, { adminUrl: `http://127.0.0.1:${port}/#/admin?pin=${pin}` } as HallProcess, 'Boris Floor')
  await lanAdmin.getByTestId('nav-sharing').click()
  await expect(lanAdmin.getByTestId('sharing-elsewhere')).toHaveText(
    'Sharing on the hall network is switched only in the desktop app itself.'
  )

  // A new PIN, asked first: the admin URL changes, the display comes back by itself.
  await page.getByTestId('sharing-new-pin').click()
  await page.getByTestId('confirm-yes').click()
  await expect(page.getByTestId('sharing-pin')).not.toHaveText(pin)
  const newPin = (await page.getByTestId('sharing-pin').textContent()) ?? ''
  await expect(page.getByTestId('sharing-admin-url')).toHaveText(`http://127.0.0.1:${port}/#/admin?pin=${newPin}`)
  await expect(screen.getByTestId('clock')).toBeVisible()
  await expect(screen.getByTestId('display-offline')).toHaveCount(0, { timeout: 20_000 })
  // The LAN admin that came in with the old PIN is out, and asked for the PIN again.
  await expect(lanAdmin.getByRole('alert')).toHaveText('Wrong admin PIN.', { timeout: 20_000 })

  // Off is asked first too; cancelled, nothing changes.
  await page.getByTestId('sharing-toggle').click()
  await expect(page.getByTestId('confirm-dialog')).toContainText(
    'Every screen and admin on the hall network is disconnected at once.'
  )
  await page.getByTestId('confirm-no').click()
  await expect(page.getByTestId('sharing-state')).toHaveText(`Sharing on port ${port}.`)
  await expect(screen.getByTestId('display-offline')).toHaveCount(0)

  await page.getByTestId('sharing-toggle').click()
  await page.getByTestId('confirm-yes').click()
  await expect(page.getByTestId('sharing-state')).toHaveText('Not shared: only this computer’s windows show the clock.')
  await expect(page.getByTestId('sharing-addresses')).toHaveCount(0)
  // The hall display shows its own small "reconnecting" mark, never the admin's banner.
  await expect(screen.getByTestId('display-offline')).toBeVisible()

  // On again: the screen comes back by itself on the same address.
  await page.getByTestId('sharing-toggle').click()
  await expect(page.getByTestId('sharing-state')).toHaveText(`Sharing on port ${port}.`)
  await expect(screen.getByTestId('display-offline')).toHaveCount(0, { timeout: 20_000 })
  await page.getByTestId('sharing-toggle').click()
  await page.getByTestId('confirm-yes').click()
  await expect(page.getByTestId('sharing-state')).toHaveText('Not shared: only this computer’s windows show the clock.')
})

test('a port already in use is refused in the director’s language, and nothing is shared', async ({ page }) => {
  const taken = net.createServer()
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
  const { port } = taken.address() as net.AddressInfo
  try {
    await openDesktopAdmin(page, 'ru')
    await page.getByTestId('nav-sharing').click()
    await expect(page.getByRole('heading', { name: 'Показывать часы в сети зала' })).toBeVisible()
    await page.getByTestId('sharing-host').selectOption('127.0.0.1')
    await page.getByTestId('sharing-port').fill(String(port))
    await page.getByTestId('sharing-toggle').click()
    await expect(page.getByRole('alert')).toHaveText(
      `Порт ${port} уже занят на этом компьютере (другая программа или сервер зала): выберите другой порт.`
    )
    await expect(page.getByTestId('sharing-toggle')).not.toBeChecked()
    await expect(page.getByTestId('sharing-addresses')).toHaveCount(0)
  } finally {
    await new Promise<void>((resolve) => taken.close(() => resolve()))
  }
})

test('over the headless hall server the page says it already shares, and where its clock is', async ({ page }) => {
  await openAdmin(page, hall, 'Vera')
  await page.getByTestId('nav-sharing').click()
  await expect(page.getByTestId('sharing-elsewhere')).toContainText(
    'This admin is open through the hall server (npm run serve), which already shares the clock'
  )
  await expect(page.getByTestId('sharing-clock-url')).toHaveText(`${hall.baseUrl}/clock`)
  // The clock's address with its QR code (the one QR component of the desk, the seat cards and the hall display).
  const qr = page.getByTestId('sharing-qr')
  await expect(qr).toBeVisible()
  await expect(qr).toHaveAttribute('data-url', `${hall.baseUrl}/clock`)
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await page.screenshot({ path: 'test-results/screens/sharing-hall-server.png', fullPage: true })
  await expect(page.getByText('npm run serve -- --host 0.0.0.0')).toBeVisible()
  await expect(page.getByTestId('sharing-toggle')).toHaveCount(0)
})
