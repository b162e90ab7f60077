import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/index.js';
import { jobsProbePlugin } from './testing-plugin.js';

describe('background jobs on two instances of one PostgreSQL database', { timeout: 90_000 }, () => {
  let first: TestPlatform;
  let second: TestPlatform;
  beforeAll(async () => {
    // Handlers that take a while widen the window in which both instances poll the same jobs.
    const plugin = jobsProbePlugin({ handlerMs: 150 });
    first = await startTestPlatform({ plugins: [plugin] });
    second = await startTestPlatform({ plugins: [plugin], sameDatabaseAs: first });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('runs each job exactly once, whichever instance enqueued it', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const instance = i % 2 === 0 ? first : second;
      const response = await instance.http.post('/api/jobs-probe/record').send({ label: `job ${i}` });
      expect(response.status).toBe(200);
      ids.push(response.body.data.id as string);
    }
    for (const id of ids) expect((await first.platform.jobs.waitFor('jobs_probe.record', id, 60_000)).state).toBe('completed');
    // Past a few more polls of both instances: still once each.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const runs = (await first.db('jobs_probe.runs').select('job_id', 'instance')) as { job_id: string; instance: number }[];
    expect(runs.map((run) => run.job_id).sort()).toEqual([...ids].sort());
  });
});
