import fs from 'node:fs'
import path from 'node:path'

/**
 * The protocol PDF embeds DejaVu Sans (Bitstream Vera licence, `resources/fonts/LICENSE`): the 14 standard PDF fonts
 * have no Cyrillic, and names, venues and labels are Russian as often as not (Swedish letters too).
 */
export const PROTOCOL_FONTS = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const

/**
 * Where the fonts are, first match wins: the packaged desktop app has them beside `app.asar` in
 * `<resources>/fonts` (electron-builder `extraResources`); the hall server and `electron-vite dev` run from `out/main`
 * and the tests from `src/main/protocol`, both inside the repository with its `resources/fonts`.
 */
export function fontDirCandidates(): string[] {
  const resourcesPath = (process as { resourcesPath?: string }).resourcesPath
  return [
    ...(resourcesPath ? [path.join(resourcesPath, 'fonts')] : []),
    path.resolve(__dirname, '../../resources/fonts'),
    path.resolve(__dirname, '../../../resources/fonts')
  ]
}

/** The first folder holding both protocol fonts; throws naming every place it looked. */
export function findFontDir(candidates: readonly string[] = fontDirCandidates()): string {
  const dir = candidates.find((c) => Object.values(PROTOCOL_FONTS).every((file) => fs.existsSync(path.join(c, file))))
  if (!dir)
    throw new Error(
      `The protocol fonts (${Object.values(PROTOCOL_FONTS).join(', ')}) are in none of: ${candidates.join(', ')}`
    )
  return dir
}
