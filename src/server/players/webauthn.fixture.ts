/**
 * A software authenticator for the passkey routes' tests: an ES256 key pair behind a credential
 * id, answering registration and authentication options as a browser and an authenticator would
 * (attestation "none"), with the origin and the challenge a test chooses.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64 = (data: Uint8Array) => Buffer.from(data).toString('base64url');

/** User present, user verified; with attested credential data at registration. */
const UP_UV = 0x01 | 0x04;
const AT = 0x40;

export interface Answer {
  /** The challenge to sign: the options' own by default. */
  challenge?: string;
  /** The origin the "browser" reports: the test's site by default. */
  origin?: string;
  /** The relying party whose hash the authenticator signs: the options' by default. */
  rpID?: string;
}

export class SoftAuthenticator {
  readonly id = randomBytes(16);
  private readonly key: KeyObject;
  private readonly cose: Uint8Array;
  private counter = 0;
  private userHandle: string | undefined;

  constructor(private readonly site: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.key = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  get credentialId(): string {
    return b64(this.id);
  }

  private authData(rpID: string, flags: number, attested: Uint8Array | null): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([
      sha256(rpID),
      Buffer.from([flags]),
      counter,
      ...(attested ? [attested] : []),
    ]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers registration options (as `navigator.credentials.create` would). */
  register(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    how: Answer = {},
  ) {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.id, this.cose]);
    const authData = this.authData(how.rpID ?? options.rp.id ?? '', UP_UV | AT, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    const clientDataJSON = this.clientData(
      'webauthn.create',
      how.challenge ?? options.challenge,
      how.origin ?? this.site,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** Answers authentication options (as `navigator.credentials.get` would). */
  authenticate(options: { challenge: string; rpId?: string }, how: Answer = {}) {
    this.counter += 1;
    const authData = this.authData(how.rpID ?? options.rpId ?? '', UP_UV, null);
    const clientDataJSON = this.clientData(
      'webauthn.get',
      how.challenge ?? options.challenge,
      how.origin ?? this.site,
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.key);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }
}
