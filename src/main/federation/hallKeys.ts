import fs from 'node:fs'
import path from 'node:path'
import {
  generateHallKeys,
  makeEnvelope,
  publicKeyOf,
  type Envelope,
  type PublicationBody
} from '../../federation/publication'

/** The hall's private key, in its data folder beside the database (not in it: backups and exports never carry it). */
export const HALL_KEY_FILE = 'federation-key.pem'

/**
 * The hall's identity towards the federation: an Ed25519 key pair made once per installation. The private key is
 * read from its file when a publication is signed and kept nowhere else — not in the journal, the settings, a
 * backup, a view or a request; only the public key (the join code) leaves this object. A restore from a backup
 * keeps the key: the installation stays the hall the federation registered.
 */
export interface HallKey {
  readonly publicKey: string
  /** The body checked, hashed (SHA-256 of its canonical JSON) and signed with the private key (Ed25519). */
  envelope(body: PublicationBody): Envelope
}

export function hallKeyIn(dataDir: string): HallKey {
  const file = path.join(dataDir, HALL_KEY_FILE)
  const pem = readOrCreate(file)
  const publicKey = publicKeyOf(pem)
  return { publicKey, envelope: (body) => makeEnvelope(body, readKey(file)) }
}

/** The key pair a rotation proposes, until the federation accepts it (then it replaces the hall's key). */
export const NEXT_KEY_FILE = 'federation-key.next.pem'

/**
 * The hall's current private key and the next one a rotation proposes — the next made once and kept until the
 * federation accepted it, so a request whose answer was lost is asked again with the same new key (the federation
 * answers it as done) and the hall never holds a key the federation does not know.
 */
export function rotationKeysIn(dataDir: string): { currentPem: string; nextPem: string } {
  return {
    currentPem: readOrCreate(path.join(dataDir, HALL_KEY_FILE)),
    nextPem: readOrCreate(path.join(dataDir, NEXT_KEY_FILE))
  }
}

/** The federation accepted the rotation: the next key becomes the hall's, in one rename (the old private key goes). */
export function adoptNextKey(dataDir: string): void {
  fs.renameSync(path.join(dataDir, NEXT_KEY_FILE), path.join(dataDir, HALL_KEY_FILE))
}

function readKey(file: string): string {
  return fs.readFileSync(file, 'utf8')
}

function readOrCreate(file: string): string {
  if (fs.existsSync(file)) return readKey(file)
  const { privateKeyPem } = generateHallKeys()
  // Written whole or not at all (a temporary file renamed), readable by this user only. The data folder's lock
  // (store/lock.ts) already keeps a second process out, so two keys are never made at once.
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, privateKeyPem, { mode: 0o600, flag: 'w' })
  fs.renameSync(temporary, file)
  return privateKeyPem
}
