// A software authenticator for the passkey tests: an ES256 (P-256) key made with node:crypto, 'none' attestation, and
// WebAuthn's bytes built as an authenticator builds them (authenticator data, COSE key, CBOR attestation object,
// clientDataJSON, an ECDSA signature over authData || SHA-256(clientDataJSON)). Nothing of the server's code is used
// to make an answer, so a server that checked less would be caught.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** Authenticator data flags: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface AssertOptions {
  /** The signature counter to report (default: one more than the last). */
  counter?: number;
  /** Sign with another key (a forged or wrong signature). */
  key?: KeyObject;
  /** Answer as another credential. */
  credentialId?: Buffer;
  /** The page's origin as the browser reports it. */
  origin?: string;
}

export class SoftAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = randomBytes(32);
  counter = 0;

  constructor(
    readonly rpId: string,
    readonly origin: string,
  ) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The browser's create() answer to registration options. */
  register(options: { challenge: string; rp: { id?: string } }) {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(options.rp.id ?? this.rpId),
      Buffer.from([UP | UV | AT]),
      u32(this.counter),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      Buffer.from(coseKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: this.origin, crossOrigin: false });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(Buffer.from(clientDataJSON)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** The browser's get() answer to sign-in options: a signature over the challenge. */
  assert(options: { challenge: string; rpId?: string }, how: AssertOptions = {}) {
    const counter = how.counter ?? ++this.counter;
    this.counter = Math.max(this.counter, counter);
    const authData = Buffer.concat([sha256(options.rpId ?? this.rpId), Buffer.from([UP | UV]), u32(counter)]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: how.origin ?? this.origin, crossOrigin: false }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), how.key ?? this.keys.privateKey);
    const id = b64url(how.credentialId ?? this.credentialId);
    return {
      id,
      rawId: id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}

/** A key no registered passkey has: a signature made with it is a wrong one. */
export const strangerKey = (): KeyObject => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
