import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { ipKeyGenerator, rateLimit, type ClientRateLimitInfo, type Options as RateLimitOptions, type Store } from 'express-rate-limit';
import type { Knex } from 'knex';
import { AppError, AuthErrors, NotFoundError, TooManyRequestsError, ValidationError } from '@suite/sdk';
import { isUuid } from '../../http/request-state.js';
import type { CoreContext } from '../context.js';
import type { CoreJobRegistrar } from '../../jobs/runner.js';
import { AVATAR_MAX_BYTES, readAvatar, type UploadedAvatar } from './profile.js';

/** Sign-in routes an address may call at most `authRateLimitPerMinute` times a minute (each). */
export const RATE_LIMITED_AUTH_PATHS = [
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/verify-2fa',
  '/auth/verify-2fa/resend',
  '/auth/resend-verification/public',
  '/auth/demo-login',
] as const;

/**
 * POST /auth/refresh is limited too, with this many times the sign-in routes' room: every open tab
 * of every person behind one address refreshes once an hour.
 */
export const REFRESH_RATE_LIMIT_FACTOR = 4;

/**
 * The limiter's counts in `core.rate_limits`, so every instance on the database counts the same
 * requests (two instances do not double the limit). Windows are timed by the database's clock.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix = 'signin:';
  private windowMs = 60_000;

  constructor(private readonly db: Knex) {}

  init(options: RateLimitOptions): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = (await this.db('core.rate_limits').where('key', this.prefix + key).where('reset_at', '>', this.db.fn.now()).first('hits', 'reset_at')) as { hits: number; reset_at: Date } | undefined;
    return row ? { totalHits: row.hits, resetTime: new Date(row.reset_at) } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    // One statement: a new window at 1 hit, or one more hit in the current window.
    const result = (await this.db.raw(
      `insert into core.rate_limits as r (key, hits, reset_at) values (?, 1, now() + ? * interval '1 millisecond')
       on conflict (key) do update set
         hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
         reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
       returning hits, reset_at`,
      [this.prefix + key, this.windowMs],
    )) as { rows: { hits: number; reset_at: Date }[] };
    const row = result.rows[0]!;
    return { totalHits: row.hits, resetTime: new Date(row.reset_at) };
  }

  async decrement(key: string): Promise<void> {
    await this.db('core.rate_limits').where('key', this.prefix + key).where('hits', '>', 0).decrement('hits', 1);
  }

  async resetKey(key: string): Promise<void> {
    await this.db('core.rate_limits').where('key', this.prefix + key).delete();
  }
}

/** Windows that have ended go, every ten minutes, by a background job (`core.auth.rate-limits.prune`). */
export function scheduleRateLimitPruning(jobs: CoreJobRegistrar, db: Knex): void {
  jobs.define('auth.rate-limits.prune', async () => void (await db('core.rate_limits').where('reset_at', '<=', db.fn.now()).delete()), { policy: 'stately', retryLimit: 0 });
  void jobs.schedule('auth.rate-limits.prune', '*/10 * * * *');
}

/**
 * `perMinute` requests a minute per address on one route. With the database given, counts are
 * shared by every instance (PostgresRateLimitStore); without it, kept in this process.
 */
export function authRateLimiter(perMinute: number, db?: Knex): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    ...(db
      ? {
          store: new PostgresRateLimitStore(db),
          // Each limited route counts on its own: the route's pattern is part of the key.
          keyGenerator: (req: Request) => `${req.method} ${req.baseUrl}${(req.route as { path?: string } | undefined)?.path ?? req.path} ${ipKeyGenerator(req.ip ?? '')}`,
        }
      : {}),
    // The one error handler answers in the envelope with the platform's text.
    handler: (_req, _res, next) => next(new TooManyRequestsError()),
  });
}

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10 } }).single('avatar');

/** GET paths below /api this router answers itself (the read path leaves them to Express). */
export const EXPRESS_READ_PATHS = ['/users/:id/avatar'] as const;

/** Parse the multipart avatar into `body.avatar` for the POST /auth/avatar route (signed-in callers only). */
function avatarUpload(req: Request, res: Response, next: NextFunction): void {
  if (!req.headers.authorization) {
    next();
    return;
  }
  upload(req, res, (error: unknown) => {
    if (error) {
      const code = (error as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') next(new AppError(AuthErrors.AVATAR_TOO_LARGE, 413, [{ field: 'avatar', message: AuthErrors.AVATAR_TOO_LARGE }]));
      else next(new ValidationError(AuthErrors.AVATAR_MISSING, [{ field: 'avatar', message: AuthErrors.AVATAR_MISSING }]));
      return;
    }
    const avatar: UploadedAvatar | null = req.file ? { declaredType: req.file.mimetype, bytes: req.file.buffer } : null;
    req.body = { avatar };
    next();
  });
}

/** GET /api/users/{id}/avatar: public, the stored bytes with their type; the URL's ?v= changes per upload. */
async function serveAvatar(req: Request, res: Response, ctx: CoreContext): Promise<void> {
  const id = String(req.params.id);
  if (!isUuid(id)) throw new NotFoundError();
  const avatar = await readAvatar(ctx.db, id);
  res.setHeader('Content-Type', avatar.contentType);
  res.setHeader('Content-Length', String(avatar.data.length));
  res.setHeader('Cache-Control', req.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
  res.setHeader('Last-Modified', avatar.updatedAt.toUTCString());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Disposition', 'inline');
  res.status(200).end(avatar.data);
}

/**
 * What the route tables cannot express: the IP rate limiter on the sign-in routes, the multipart
 * avatar upload, and the avatar image itself (raw bytes with cache headers, not the envelope).
 * Mounted on /api before the route tables.
 */
export function authHttpRouter(ctx: CoreContext): Router {
  const router = Router();
  const perMinute = ctx.config.authRateLimitPerMinute;
  if (perMinute > 0) {
    for (const path of RATE_LIMITED_AUTH_PATHS) router.post(path, authRateLimiter(perMinute, ctx.db));
    router.post('/auth/refresh', authRateLimiter(perMinute * REFRESH_RATE_LIMIT_FACTOR, ctx.db));
  }
  router.post('/auth/avatar', avatarUpload);
  router.get(EXPRESS_READ_PATHS[0], (req, res, next) => {
    serveAvatar(req, res, ctx).catch(next);
  });
  return router;
}
