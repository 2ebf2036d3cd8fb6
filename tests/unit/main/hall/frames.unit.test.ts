import { describe, expect, it } from 'vitest'
import * as ws from 'ws'
import type { Push } from '../../../../src/main/app/hub'
import { pushFrame, textFrame } from '../../../../src/main/hall/frames'

/** ws's own framing (public as `WebSocket.Sender.frame`, not in its type declarations). */
const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } }

describe('prebuilt push frames', () => {
  it.each([0, 1, 125, 126, 300, 65_535, 65_536, 200_000])(
    'a %i-byte text is framed byte for byte as ws frames an unmasked final text frame',
    (length) => {
      // Two-byte characters too: the length in the header is in bytes, not characters.
      const text = 'å'.repeat(Math.floor(length / 2)) + 'a'.repeat(length % 2)
      const payload = Buffer.from(text, 'utf8')
      const theirs = Buffer.concat(
        Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false })
      )
      expect(textFrame(text).equals(theirs)).toBe(true)
    }
  )

  it('one frame per push, built once for every connection that receives it, in UTF-8', () => {
    let serialised = 0
    const json = JSON.stringify({
      kind: 'push',
      key: 'phone:t1',
      value: { v: 2, base: 1, patch: { s: 'Ярослав Åberg' } }
    })
    const push: Push = { payload: { v: 2, base: 1, patch: { s: 'Ярослав Åberg' } }, json: () => (serialised++, json) }
    const first = pushFrame(push)
    expect(pushFrame(push)).toBe(first)
    expect(serialised).toBe(1)
    const header = first[1]! === 126 ? 4 : 2
    expect(first.subarray(header).toString('utf8')).toBe(json)
  })
})
