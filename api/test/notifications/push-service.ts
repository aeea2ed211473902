import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A self-signed certificate for 127.0.0.1, made with the openssl command line. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem')),
      cert: readFileSync(path.join(dir, 'cert.pem')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export class BrowserKeys {
  readonly #ecdh = createECDH('prime256v1');
  readonly publicKey: Buffer;
  readonly auth = randomBytes(16);

  constructor() {
    this.publicKey = this.#ecdh.generateKeys();
  }

  get keys() {
    return { p256dh: this.publicKey.toString('base64url'), auth: this.auth.toString('base64url') };
  }

  /** Decrypts an aes128gcm push body (RFC 8188 + RFC 8291) as the browser would. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body[20]!;
    const serverKey = body.subarray(21, 21 + idLength);
    const cipherText = body.subarray(21 + idLength);
    const secret = this.#ecdh.computeSecret(serverKey);
    const info = Buffer.concat([Buffer.from('WebPush: info\0'), this.publicKey, serverKey]);
    const ikm = Buffer.from(hkdfSync('sha256', secret, this.auth, info, 32));
    const derive = (label: string, length: number) =>
      Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from(`Content-Encoding: ${label}\0`), length),
      );
    const decipher = createDecipheriv('aes-128-gcm', derive('aes128gcm', 16), derive('nonce', 12));
    decipher.setAuthTag(cipherText.subarray(-16));
    const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
    // The last record ends with the delimiter 0x02 followed by zero padding.
    let end = padded.length - 1;
    while (end > 0 && padded[end] === 0) end -= 1;
    return padded.subarray(0, end).toString('utf8');
  }
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A local push service over HTTPS, as web-push only speaks HTTPS: it records each POST and
 * answers 201, or 410 for endpoints under /gone/ (a subscription the browser dropped).
 */
export class PushService {
  readonly received: ReceivedPush[] = [];
  readonly #tls = selfSignedCertificate();
  readonly #server: Server;
  /** An agent that trusts this service's certificate, for the API's web push requests. */
  readonly agent = new Agent({ ca: this.#tls.cert });
  port = 0;

  constructor() {
    this.#server = createServer(this.#tls, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(path.startsWith('/gone/') ? 410 : 201).end();
      });
    });
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server.address() as AddressInfo).port;
  }

  /** A new endpoint on this service; `gone` ones answer 410. */
  endpoint(name: string, { gone = false } = {}): string {
    return `https://127.0.0.1:${this.port}/${gone ? 'gone' : 'push'}/${name}`;
  }

  /** The pushes that reached one endpoint. */
  to(endpoint: string): ReceivedPush[] {
    const { pathname } = new URL(endpoint);
    return this.received.filter((push) => push.path === pathname);
  }

  async close(): Promise<void> {
    this.agent.destroy();
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }
}
