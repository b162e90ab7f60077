import type { Migration } from '@suite/sdk';
import { publicSite } from './0015_public_site.js';
import { coreTenancy } from './0001_core_tenancy.js';
import { analyticsEvents } from './0002_analytics_events.js';
import { identity } from './0003_identity.js';
import { auth } from './0004_auth.js';
import { realtime } from './0005_realtime.js';
import { billing } from './0007_billing.js';
import { flagsSupport } from './0008_flags_support.js';
import { accountCredit } from './0009_account_credit.js';
import { rateLimits } from './0010_rate_limits.js';
import { commentsVersions } from './0011_comments_versions.js';
import { approvals } from './0012_approvals.js';
import { webhooksApiKeys } from './0013_webhooks_api_keys.js';
import { assistantEmail } from './0014_assistant_email.js';
import { notifications } from './0016_notifications.js';

/** Core migrations in order; run before any plugin's. */
export const coreMigrations: Migration[] = [coreTenancy, analyticsEvents, identity, auth, realtime, billing, flagsSupport, accountCredit, rateLimits, commentsVersions, approvals, webhooksApiKeys, assistantEmail, publicSite, notifications];
