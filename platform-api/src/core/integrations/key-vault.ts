import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Revenue-provider API keys are stored encrypted (AES-256-GCM). The key is derived from
 * REVENUE_KEY_SECRET, or from the token-signing secret when it is not set: changing that secret
 * makes stored keys unreadable (they must then be entered again). Only the last 4 characters are
 * ever shown.
 */
export class KeyVault {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`suite-revenue-keys:${secret}`).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  open(sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
