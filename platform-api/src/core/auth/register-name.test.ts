import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthErrors } from '@suite/sdk';
import { startTestPlatform, type TestPlatform } from '../../testing/index.js';
import { withNameSplit } from './service.js';
import { registration, uniqueEmail } from './testing.js';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform?.close());

describe('POST /api/auth/register takes the spec\'s name field (platform.md section 7)', () => {
  it('accepts name beside firstName and lastName, which win', async () => {
    const email = uniqueEmail('named');
    const response = await platform.http.post('/api/auth/register').send({ ...registration({ email }), name: 'Ada Lovelace' });
    expect(response.status).toBe(200);
    expect(response.body.data.user).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('splits name into firstName and lastName when they are absent', async () => {
    const { firstName: _first, lastName: _last, ...rest } = registration({ email: uniqueEmail('split') });
    const response = await platform.http.post('/api/auth/register').send({ ...rest, name: '  Grace   Brewster Hopper ' });
    expect(response.status).toBe(200);
    expect(response.body.data.user).toMatchObject({ firstName: 'Grace', lastName: 'Brewster Hopper' });
  });

  it("refuses a one-word name with the last name's text", async () => {
    const { firstName: _first, lastName: _last, ...rest } = registration({ email: uniqueEmail('oneword') });
    const response = await platform.http.post('/api/auth/register').send({ ...rest, name: 'Cher' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(AuthErrors.LAST_NAME_LENGTH);
  });

  it('keeps explicit names over the split', () => {
    expect(withNameSplit({ name: 'A B', firstName: 'X', lastName: '' })).toMatchObject({ firstName: 'X', lastName: 'B' });
    expect(withNameSplit({ firstName: 'X', lastName: 'Y' })).toEqual({ firstName: 'X', lastName: 'Y' });
  });
});
