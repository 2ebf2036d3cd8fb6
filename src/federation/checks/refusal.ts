import type { FederationMessageKey } from '../i18n'

/** Why a publication is not counted: a message key of the federation's dictionary and its parameters. */
export interface Refusal {
  readonly reason: FederationMessageKey
  readonly params: Readonly<Record<string, string | number>>
}

export type Checked<T> = { readonly ok: true; readonly value: T } | ({ readonly ok: false } & Refusal)

export const refuse = (reason: FederationMessageKey, params: Refusal['params'] = {}): { ok: false } & Refusal => ({
  ok: false,
  reason,
  params
})

export const pass = <T>(value: T): Checked<T> => ({ ok: true, value })
