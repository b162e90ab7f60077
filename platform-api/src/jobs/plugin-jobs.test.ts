import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/index.js';
import { jobsProbePlugin } from './testing-plugin.js';

describe('ctx.jobs for plugins', { timeout: 60_000 }, () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ plugins: [jobsProbePlugin()] });
  }, 120_000);
  afterAll(() => platform.close());

  it('runs a job a route enqueued once, under the plugin-qualified name', async () => {
    const response = await platform.http.post('/api/jobs-probe/record').send({ label: 'first' });
    expect(response.status).toBe(200);
    const id = response.body.data.id as string;
    expect((await platform.platform.jobs.waitFor('jobs_probe.record', id)).state).toBe('completed');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await platform.db('jobs_probe.runs').select('job_id', 'data')).toEqual([{ job_id: id, data: { label: 'first' } }]);
  });

  it('defines the core jobs: mail sweep only with SMTP, renewals every hour, rate-limit pruning', async () => {
    expect(await platform.platform.jobs.schedulesOf('core.billing.renewals')).toEqual([{ cron: '0 * * * *', timezone: 'UTC' }]);
    expect(await platform.platform.jobs.schedulesOf('core.auth.rate-limits.prune')).toEqual([{ cron: '*/10 * * * *', timezone: 'UTC' }]);
    expect(await platform.platform.jobs.schedulesOf('core.mail.deliver')).toEqual([]);
  });
});
