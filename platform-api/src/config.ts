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

/**
 * A secret for signing tokens: JWT_SECRET when set, else one generated once and kept in the
 * data directory, so restarts keep sessions valid.
 */
function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string, environment: Environment): string {
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
