import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import type { WidgetView } from '../shared/index.js';
import { engagementPlugin } from './index.js';
import { countryFromHeaders } from './ingestion/country.js';
import { api, auth, fullConfiguration } from './test-helpers.js';

describe('countryFromHeaders', () => {
  it('reads only the configured header, two letters, not the unknown or Tor codes', () => {
    expect(countryFromHeaders({ 'cf-ipcountry': 'fr' }, 'CF-IPCountry')).toBe('FR');
    expect(countryFromHeaders({ 'x-country': ['CA', 'US'] }, 'X-Country')).toBe('CA');
    expect(countryFromHeaders({ 'cf-ipcountry': 'XX' }, 'CF-IPCountry')).toBeNull();
    expect(countryFromHeaders({ 'cf-ipcountry': 'T1' }, 'CF-IPCountry')).toBeNull();
    expect(countryFromHeaders({ 'cf-ipcountry': 'France' }, 'CF-IPCountry')).toBeNull();
    // Not configured: a header is whatever the browser sent, so none is trusted.
    expect(countryFromHeaders({ 'cf-ipcountry': 'FR' }, undefined)).toBeNull();
    expect(countryFromHeaders({ 'x-country': 'FR' }, 'CF-IPCountry')).toBeNull();
  });
});

describe("the loader's configuration carries the proxy's country", () => {
  let platform: TestPlatform;
  let acme: TestAccount;
  let widget: WidgetView;
  const previous = process.env.ENGAGEMENT_COUNTRY_HEADER;
  beforeAll(async () => {
    platform = await startTestPlatform({ plugins: [engagementPlugin] });
    acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
    const configuration = fullConfiguration();
    configuration.targeting.countries = ['FR'];
    widget = (await platform.http.post(api('/feedback/widgets')).set(auth(acme)).send({ name: 'Site', configuration })).body.data;
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.ENGAGEMENT_COUNTRY_HEADER;
    else process.env.ENGAGEMENT_COUNTRY_HEADER = previous;
    await platform?.close();
  });

  it('answers the country from CF-IPCountry when the platform trusts it, null otherwise', async () => {
    delete process.env.ENGAGEMENT_COUNTRY_HEADER;
    const untrusted = await platform.http.get(api(`/widget-config?key=${widget.apiKey}`)).set('CF-IPCountry', 'FR').expect(200);
    expect(untrusted.body.data.country).toBeNull();
    process.env.ENGAGEMENT_COUNTRY_HEADER = 'CF-IPCountry';
    const trusted = await platform.http.get(api(`/widget-config?key=${widget.apiKey}`)).set('CF-IPCountry', 'FR').expect(200);
    expect(trusted.body.data.country).toBe('FR');
    expect(trusted.body.data.configuration.targeting.countries).toEqual(['FR']);
  });
});
