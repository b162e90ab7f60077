import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Environment = 'development' | 'test' | 'production';

export interface PlatformConfig {
  port: number;
  environment: Environment;
  /** Embedded PGlite data directory (used when databaseUrl is not set). */
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
  /** Key material for TOTP secrets at rest (TOTP_ENCRYPTION_KEY); unset derives one from jwtSecret. */
  totpEncryptionKey?: string;
  jwtAudience: string;
  jwtIssuer: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Public URL of the product (links in mail). */
  appUrl: string;
  version: string;
  /** Folder holding the built shell (index.html); null serves no web app. */
  shellDir: string | null;
  /** Folder holding modules/<id>/dist/web; null serves no remotes. */
  modulesDir: string | null;
  logLevel: string;
  /** JSON body limit. */
  bodyLimit: string;
  /** Seed demo accounts on an empty database (off in production unless SEED_DEMO=true). */
  seedDemo: boolean;
  /** Requests per minute per IP on each sign-in route (login, register, reset, 2FA); 0 turns the limiter off. */
  authRateLimitPerMinute: number;
  /** Inbox of support requests (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Inbox of contact-sales requests (SALES_EMAIL). */
  salesEmail: string;
  /** Lower-cased emails allowed to use the dev tools (DEV_TOOLS_EMAILS, comma-separated); never in production. */
  devToolsEmails: string[];
  /** Outgoing webhooks: seconds before each retry, failed attempts in a row that pause an endpoint, request timeout (tests shorten them). */
  webhooks?: { retryDelaysSeconds?: number[]; pauseAfterFailures?: number; timeoutMs?: number };
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root (platform-api/src or platform-api/dist is two levels down). */
export const repoRoot = path.resolve(here, '..', '..');

function readVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(repoRoot, 'platform-api', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

/** The shortest JWT_SECRET production accepts (HS256 wants at least 256 bits). */
export const MIN_JWT_SECRET_LENGTH = 32;
/** Secrets published in examples, this repository's included: anyone could sign tokens with them. */
const WELL_KNOWN_SECRETS = new Set(
  [
    'change-me-to-a-long-random-secret',
    'test-secret-'.padEnd(48, 'x'),
    'your-super-secret-jwt-key-change-this-in-production',
    'your-256-bit-secret',
    'your-secret-key',
    'supersecretkey',
    'secret',
    'changeme',
    'change-me',
    'jwt-secret',
    'jwt_secret',
  ].map((secret) => secret.toLowerCase()),
);

/** Why production refuses this JWT_SECRET, or null when it is acceptable. */
export function weakJwtSecret(secret: string | undefined): string | null {
  if (!secret) return 'JWT_SECRET is not set: production needs a long random secret (for example `openssl rand -base64 48`).';
  if (secret.length < MIN_JWT_SECRET_LENGTH) return `JWT_SECRET is shorter than ${MIN_JWT_SECRET_LENGTH} characters: production needs a long random secret.`;
  if (WELL_KNOWN_SECRETS.has(secret.toLowerCase()) || /change[-_ ]?(me|this)/i.test(secret)) return 'JWT_SECRET is a published example value: production needs a secret of its own.';
  if (new Set(secret).size < 10) return 'JWT_SECRET has too few distinct characters to be random: production needs a long random secret.';
  return null;
}

/**
 * A secret for signing tokens: JWT_SECRET when set, else (outside production) one generated once
 * and kept in the data directory, so restarts keep sessions valid. Production refuses to start
 * with a missing, short or well-known secret.
 */
function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string, environment: Environment): string {
  if (environment === 'production') {
    const problem = weakJwtSecret(env.JWT_SECRET);
    if (problem) throw new Error(`Refusing to start: ${problem}`);
  }
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (environment === 'test') return 'test-secret-'.padEnd(48, 'x');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<PlatformConfig> = {}): PlatformConfig {
  const environment: Environment = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data'));
  const shellDir = path.resolve(env.SHELL_DIR ?? path.join(repoRoot, 'shell', 'dist'));
  const config: PlatformConfig = {
    port,
    environment,
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: overrides.jwtSecret ?? resolveJwtSecret(env, dataDir, environment),
    totpEncryptionKey: env.TOTP_ENCRYPTION_KEY || undefined,
    jwtAudience: 'suite',
    jwtIssuer: 'suite-platform',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Suite <no-reply@suite.local>',
    appUrl: env.APP_URL ?? `http://localhost:${port}`,
    version: readVersion(),
    shellDir: existsSync(shellDir) ? shellDir : null,
    modulesDir: path.resolve(env.MODULES_DIR ?? path.join(repoRoot, 'modules')),
    logLevel: env.LOG_LEVEL ?? (environment === 'test' ? 'silent' : 'info'),
    bodyLimit: env.BODY_LIMIT ?? '1mb',
    // The demo accounts share a published password: production seeds them only when asked for.
    seedDemo: environment === 'production' ? env.SEED_DEMO === 'true' : env.SEED_DEMO !== 'false',
    // Tests sign in many times from one address: they opt into the limiter explicitly.
    authRateLimitPerMinute: Number(env.AUTH_RATE_LIMIT ?? (environment === 'test' ? 0 : 30)),
    supportEmail: env.SUPPORT_EMAIL || 'support@suite.local',
    salesEmail: env.SALES_EMAIL || 'sales@suite.local',
    devToolsEmails: (env.DEV_TOOLS_EMAILS ?? 'admin.pro@demo.suite.test,founder@demo.suite.test')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  };
  return { ...config, ...overrides };
}
