// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { suiteTheme } from '@suite/sdk/ui';
import { setUpAgileComponentTests } from '../../testing/browser.js';
import { ItemSource } from './ItemSource.js';

beforeAll(setUpAgileComponentTests);
afterEach(cleanup);

const show = (source: string) =>
  render(
    <MantineProvider theme={suiteTheme}>
      <MemoryRouter>
        <ItemSource source={source} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('where a backlog item came from', () => {
  it('links an item made from a customer answer to that answer in the feedback hub', () => {
    show('engagement:response:0b5e1c7a-1d2e-4f00-9a77-3c2b1a0f9e11');
    const link = screen.getByRole('link', { name: 'From customer feedback' });
    expect(link.getAttribute('href')).toBe('/customer-feedback?response=0b5e1c7a-1d2e-4f00-9a77-3c2b1a0f9e11');
  });

  it('names retrospective and poker sources, and shows any other source as it is', () => {
    show('retrospective:abc');
    expect(screen.getByText('A retrospective action item')).toBeTruthy();
    cleanup();
    show('poker:abc');
    expect(screen.getByText('A planning poker session')).toBeTruthy();
    cleanup();
    show('import:jira');
    expect(screen.getByText('import:jira')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
