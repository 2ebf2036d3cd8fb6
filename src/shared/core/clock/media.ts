/** Settings that name a logo or sounds of the director's own: the record names the media displays fetch. */
export const setsMedia = (settings: { logo?: unknown; sounds?: unknown }): boolean =>
  settings.logo !== undefined || settings.sounds !== undefined
