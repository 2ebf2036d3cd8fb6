import { describe, expect, it } from 'vitest'
import { federationEn, federationRu, federationSv, translateFederation } from '../../src/federation/i18n'
import { isWellFormed, messageArguments } from '../../src/shared/i18n'

/** The federation's words: every key in Russian, English and Swedish, each well-formed, with the same placeholders. */
describe('the federation dictionary', () => {
  const keys = Object.keys(federationEn).sort()
  it.each([
    ['ru', federationRu],
    ['sv', federationSv]
  ] as const)('%s has every key and no other, with the same placeholders', (language, dictionary) => {
    expect(Object.keys(dictionary).sort()).toEqual(keys)
    for (const key of keys) {
      const text = (dictionary as Record<string, string>)[key]!
      expect(text.trim(), key).not.toBe('')
      expect(isWellFormed(text, language), key).toBe(true)
      expect(messageArguments(text).sort(), key).toEqual(
        messageArguments((federationEn as Record<string, string>)[key]!).sort()
      )
    }
  })

  it('fills plurals by each language’s rules', () => {
    const params = { hall: 'Hall A', key: 'k', hash: 'h', records: 3 }
    expect(translateFederation('ru', 'federation.site.verifiedDetails', params)).toContain('по 3 записям журнала')
    expect(translateFederation('en', 'federation.site.verifiedDetails', { ...params, records: 1 })).toContain(
      'from 1 journal record and'
    )
  })
})
