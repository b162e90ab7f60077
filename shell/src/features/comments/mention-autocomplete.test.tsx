import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { defineAbilityFor } from '@suite/sdk';
import { api } from '@suite/sdk/client';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { AbilityProvider } from '@suite/sdk/react';
import { COMMENTS_NAMESPACE, CommentsPanel, mentionQueryAt } from '@suite/sdk/comments';

/**
 * "@" mentions in the comment editor (issue 22): typing "@" and letters lists the account's
 * members from the users directory (GET /users); arrows move, Enter picks (the text gets the name,
 * the person is mentioned), Escape closes the list only.
 */
const directory = [
  { id: 'u-ada', email: 'ada@acme.test', firstName: 'Ada', lastName: 'Lovelace', avatarUrl: null, role: 'MEMBER' },
  { id: 'u-adam', email: 'adam@acme.test', firstName: 'Adam', lastName: 'Brown', avatarUrl: null, role: 'ADMIN' },
  { id: 'u-grace', email: 'grace@acme.test', firstName: 'Grace', lastName: 'Hopper', avatarUrl: null, role: 'OWNER' },
];
const object = { type: 'agile.poker-story', id: 's-1', title: 'Checkout flow', link: '/poker/sessions/p-1', label: 'Poker story' };

function mockApi() {
  const posted: unknown[] = [];
  const request = vi.spyOn(api, 'request').mockImplementation(async (method: string, path: string, options?: { body?: unknown }) => {
    if (method === 'GET' && path === '/users') return directory;
    if (method === 'GET' && path === '/comments/mentionable') return directory.map((user) => ({ id: user.id, name: `${user.firstName} ${user.lastName}` }));
    if (method === 'GET' && path.startsWith('/comments/objects/')) return { object, threads: [] };
    if (method === 'POST' && path.startsWith('/comments/objects/')) {
      posted.push(options?.body);
      return {};
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
  return { request, posted };
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <AbilityProvider value={defineAbilityFor({ id: 'u-me' }, { role: 'MEMBER' }, { plan: 'PRO' })}>
            <Suspense fallback={null}>
              <CommentsPanel objectType="agile.poker-story" objectId="s-1" />
            </Suspense>
          </AbilityProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

/** Type into the editor as a person would: the caret ends after the text. */
function type(box: HTMLElement, value: string) {
  const area = box as HTMLTextAreaElement;
  fireEvent.change(area, { target: { value } });
  area.setSelectionRange(value.length, value.length);
  fireEvent.select(area);
}

beforeAll(async () => {
  await initI18n({ lng: 'en', namespaces: [COMMENTS_NAMESPACE] });
  await i18n.loadNamespaces(COMMENTS_NAMESPACE);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the "@" autocomplete of the comment editor', () => {
  it('lists matching members from the users directory; arrows move, Enter inserts the name and mentions the person', async () => {
    const { request, posted } = mockApi();
    renderPanel();
    const box = await screen.findByRole('combobox', { name: 'Write a comment…' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    type(box, 'Can you check this @ad');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Ada Lovelace ada@acme.test', 'Adam Brown adam@acme.test']);
    expect(request).toHaveBeenCalledWith('GET', '/users', expect.anything());
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(within(list).getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(within(list).getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[1]!.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });

    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLTextAreaElement).value).toBe('Can you check this @Ada Lovelace ');
    expect(screen.queryByRole('listbox', { name: 'People to mention' })).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    });
    await waitFor(() => expect(posted).toEqual([{ body: 'Can you check this @Ada Lovelace ', mentions: ['u-ada'] }]));
  });

  it('closes the list on Escape without touching the text, and filters by e-mail too', async () => {
    mockApi();
    renderPanel();
    const box = await screen.findByRole('combobox', { name: 'Write a comment…' });
    type(box, 'ping @grace@');
    expect(screen.queryByRole('listbox')).toBeNull();
    type(box, 'ping @hopp');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Grace Hopper grace@acme.test']);
    // Mantine's drawers and modals close on a window Escape unless the target says it handles it.
    expect(box.getAttribute('data-mantine-stop-propagation')).toBe('true');
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    const outside = vi.fn();
    document.addEventListener('keydown', outside);
    box.dispatchEvent(escape);
    document.removeEventListener('keydown', outside);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(outside).not.toHaveBeenCalled();
    expect((box as HTMLTextAreaElement).value).toBe('ping @hopp');
    expect(box.getAttribute('data-mantine-stop-propagation')).toBeNull();
    // Enter with the list closed does not pick anyone.
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLTextAreaElement).value).toBe('ping @hopp');
    type(box, 'ping @hopp and @xyz');
    expect(await screen.findByText('No member matches')).toBeTruthy();
  });

  it('reads only an "@" at a word start before the caret', () => {
    expect(mentionQueryAt('hello @ad', 9)).toEqual({ start: 6, query: 'ad' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail ada@acme.test', 18)).toBeNull();
    expect(mentionQueryAt('hello @ad and more', 18)).toBeNull();
    expect(mentionQueryAt('(@gr', 4)).toEqual({ start: 1, query: 'gr' });
  });
});
