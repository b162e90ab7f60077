import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';
import { AppNotifications, NOTIFICATIONS_TOP } from './AppNotifications.js';
import { HEADER_HEIGHT } from './layout/dimensions.js';

afterEach(cleanup);

describe("the app's notifications", () => {
  it('open under the header, so they never cover the account switcher or the cart', async () => {
    installBrowserStubs();
    render(
      <MantineProvider>
        <AppNotifications />
      </MantineProvider>,
    );
    act(() => {
      notifications.show({ message: 'Saved' });
    });
    const toast = await screen.findByText('Saved');
    const root = toast.closest('[data-position="top-right"]') as HTMLElement;
    expect(root).toBeTruthy();
    expect(NOTIFICATIONS_TOP).toBeGreaterThan(HEADER_HEIGHT);
    expect(root.style.top).toBe(`${NOTIFICATIONS_TOP}px`);
    // No stack may take the clicks meant for the page under it (the bottom ones stretch with top set).
    for (const stack of document.querySelectorAll<HTMLElement>('[data-position]')) expect(stack.style.pointerEvents).toBe('none');
  });
});
