import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { suiteTheme } from '@suite/sdk/ui';
import { Button, ConfirmDialog, Menu, RingProgress, Tooltip } from '@suite/sdk/light';
import { Link, useNavigate } from './light-router.js';

/**
 * The light kit of standalone pages (sdk/src/light.ts): its deferred pieces render their trigger
 * at once and the real Mantine component on first use, and behave as the kit's own then.
 */
const wrap = (node: React.ReactNode) =>
  render(
    <MantineProvider theme={suiteTheme}>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </MantineProvider>,
  );

beforeAll(async () => {
  await initI18n({ lng: 'en', namespaces: [] });
});
afterEach(cleanup);

describe('the light kit', () => {
  it('Tooltip: nothing but the child until hovered, then the tooltip opens while the pointer is there', async () => {
    wrap(
      <Tooltip label="Delete story">
        <Button>Delete</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(screen.getByRole('button', { name: 'Delete' }));
    // hidden: jsdom has no layout, so floating-ui may mark the open tooltip detached (display: none);
    // that it shows is checked in Chromium (tests/e2e/shell.spec.ts, the standalone poker demo).
    expect((await screen.findByRole('tooltip', { hidden: true })).textContent).toContain('Delete story');
  });

  it('Menu: the target renders at once; a click loads the menu and opens it, and an item works', async () => {
    const picked: string[] = [];
    wrap(
      <Menu>
        <Menu.Target>
          <Button>Session</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Actions</Menu.Label>
          <Menu.Item onClick={() => picked.push('complete')}>Complete</Menu.Item>
        </Menu.Dropdown>
      </Menu>,
    );
    const target = screen.getByRole('button', { name: 'Session' });
    expect(target.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(target);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Complete', hidden: true }));
    expect(picked).toEqual(['complete']);
  });

  it('ConfirmDialog: nothing rendered until opened, then the dialog with its buttons', async () => {
    function Asker() {
      const [opened, setOpened] = useState(false);
      const [answer, setAnswer] = useState('');
      return (
        <>
          <Button onClick={() => setOpened(true)}>Remove</Button>
          <ConfirmDialog opened={opened} title="Remove this story?" message="It leaves the session." confirmLabel="Remove story" onCancel={() => setOpened(false)} onConfirm={() => (setAnswer('yes'), setOpened(false))} />
          <output>{answer}</output>
        </>
      );
    }
    wrap(<Asker />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this story?' });
    expect(dialog.textContent).toContain('It leaves the session.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove story' }));
    expect(screen.getByRole('status').textContent).toContain('yes');
  });

  it('RingProgress: one arc per section, its length the section share of the ring', () => {
    const { container } = wrap(<RingProgress size={44} thickness={4} sections={[{ value: 25, color: 'blue' }]} aria-hidden />);
    const circles = container.querySelectorAll('circle');
    expect(circles).toHaveLength(2);
    const circumference = 2 * Math.PI * 20;
    const [length] = (circles[1]!.getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);
    expect(length).toBeCloseTo(circumference / 4, 5);
    expect(circles[1].getAttribute('stroke')).toBe('var(--mantine-color-blue-filled)');
  });
});

describe('the light router of standalone pages', () => {
  it('links are plain anchors (the server answers the other page) and navigate() leaves the page', async () => {
    const visited: string[] = [];
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign: (url: string) => visited.push(url), replace: (url: string) => visited.push(`replace:${url}`) } });
    function Leave() {
      const navigate = useNavigate();
      return (
        <>
          <Link to={{ pathname: '/register', search: '?plan=PRO' }}>Create an account</Link>
          <button onClick={() => navigate('/planning-poker')}>Sessions</button>
          <button onClick={() => navigate('/login', { replace: true })}>Sign in</button>
        </>
      );
    }
    try {
      render(<Leave />);
      expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register?plan=PRO');
      await userEvent.click(screen.getByRole('button', { name: 'Sessions' }));
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(visited).toEqual(['/planning-poker', 'replace:/login']);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
