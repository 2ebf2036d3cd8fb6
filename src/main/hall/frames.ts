import type { Push } from '../app/hub'

/**
 * A push as the bytes of one WebSocket text frame (RFC 6455 §5.2: FIN, opcode 1, unmasked, as a server sends it),
 * built once per push and written as it is to every connection that receives it (one serialisation and one frame
 * for 300 phones showing the same thing, not 300 encodings and 300 headers).
 */
const frames = new WeakMap<Push, Buffer>()

export function pushFrame(push: Push): Buffer {
  let frame = frames.get(push)
  if (!frame) {
    frame = textFrame(push.json())
    frames.set(push, frame)
  }
  return frame
}

/** One unmasked, final text frame carrying `text` in UTF-8, encoded straight into the frame. */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text, 'utf8')
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10
  const frame = Buffer.allocUnsafe(header + length)
  frame[0] = 0x81
  if (header === 2) frame[1] = length
  else if (header === 4) {
    frame[1] = 126
    frame.writeUInt16BE(length, 2)
  } else {
    frame[1] = 127
    frame.writeBigUInt64BE(BigInt(length), 2)
  }
  frame.write(text, header, 'utf8')
  return frame
}
