/**
 * The one QR maker: an address as an SVG QR code, error correction M (a printed seat card stays readable when creased
 * or smudged). It draws the hall network page's clock address and the phone page's address — on the hall screen,
 * at the desk and on the seat cards. qrcode is loaded when first asked, so a process or page that never shows a code
 * (the headless hall server until a phone link is asked for, the hall display's and the phone's bundles) never loads it.
 */
export async function qrSvg(url: string, margin = 1): Promise<string> {
  const { default: QRCode } = await import('qrcode')
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin })
}
