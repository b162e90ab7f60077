// @vitest-environment jsdom
import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { defineAbilityFor } from '@suite/sdk';
import { api } from '@suite/sdk/client';
import { i18n } from '@suite/sdk/i18n';
import { suiteTheme } from '@suite/sdk/ui';
import { AbilityProvider, COMMENTS_NAMESPACE } from '@suite/sdk/web';
import { agilePermissions } from '../../shared/permissions.js';
import type { RetroActionItem } from '../../shared/retro.js';
import { votingSnapshot } from '../testing/fixtures.js';
import { RoomProvider, type RoomHandlers, type RoomPermissions } from '../poker/components/room-context.js';
import { PokerRoomView } from '../poker/components/PokerRoomView.js';
import { RetroProvider, retroPermissions, type RetroHandlers } from '../retro/context.js';
import { retroSnapshot } from '../retro/fixtures.js';
import { ActionItemList } from '../retro/components/ActionItemsPanel.js';
import { setUpAgileComponentTests } from '../testing/browser.js';

/**
 * Comments where the objects live (issue 22): the poker room's Comments tab (per story) and each
 * retro action item's comments drawer both embed the platform's CommentsPanel, asking the
 * comments API about the object's declared type.
 */
beforeAll(async () => {
  await setUpAgileComponentTests();
  await i18n.loadNamespaces(COMMENTS_NAMESPACE);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function mockComments() {
  return vi.spyOn(api, 'request').mockImplementation(async (method: string, path: string) => {
    if (method === 'GET' && path === '/users') return [];
    if (method === 'GET' && path === '/comments/mentionable') return [];
    const match = /^\/comments\/objects\/([^/]+)\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) {
      const body = match[1] === 'agile.poker-story' ? 'Split the sensor work?' : 'Who books the room?';
      const comment = { id: `c-${match[2]}`, threadId: `t-${match[2]}`, parentId: null, body, author: { id: 'u-dana', name: 'Dana Scott' }, mentions: [], createdAt: '2026-03-02T09:00:00.000Z', editedAt: null, deletedAt: null, canEdit: false, canDelete: false };
      return { object: { type: match[1], id: match[2], title: 'x', link: '/x', label: 'x' }, threads: [{ id: `t-${match[2]}`, status: 'open', resolvedAt: null, resolvedBy: null, comment, replies: [] }] };
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
}

const ability = () => defineAbilityFor({ id: 'u-dana' }, { role: 'MEMBER' }, { plan: 'PRO' }, [agilePermissions]);
const wrap = (children: ReactNode) => (
  <MantineProvider theme={suiteTheme}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AbilityProvider value={ability()}>
        <Suspense fallback={null}>{children}</Suspense>
      </AbilityProvider>
    </QueryClientProvider>
  </MantineProvider>
);

const rights: RoomPermissions = { facilitate: false, vote: true, manageParticipants: false, analytics: false, discuss: true, export: false, leave: true };
const roomHandlers = () => new Proxy({}, { get: () => vi.fn(() => Promise.resolve()) }) as unknown as RoomHandlers;

describe('comments in the poker room', () => {
  it("shows the story on the table's threads in the Comments tab, and another story's when picked", async () => {
    const request = mockComments();
    render(wrap(<RoomProvider value={{ mode: 'live', snapshot: votingSnapshot(), clockOffsetMs: 0, expiredTimerStoryId: null, connection: 'connected', can: rights, handlers: roomHandlers() }}><PokerRoomView /></RoomProvider>));
    await userEvent.click(await screen.findByRole('tab', { name: 'Comments' }));
    expect(await screen.findByText('Split the sensor work?')).toBeTruthy();
    expect(request).toHaveBeenCalledWith('GET', '/comments/objects/agile.poker-story/s-sensor', expect.anything());
    await userEvent.click(screen.getByRole('combobox', { name: 'Story' }));
    await userEvent.click(await screen.findByRole('option', { name: '2. Add torque limits to the arm controller', hidden: true }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('GET', '/comments/objects/agile.poker-story/s-torque', expect.anything()));
  });

  it('has no Comments tab in the demo room (no server)', () => {
    mockComments();
    render(wrap(<RoomProvider value={{ mode: 'demo', snapshot: votingSnapshot(), clockOffsetMs: 0, expiredTimerStoryId: null, connection: null, can: rights, handlers: roomHandlers() }}><PokerRoomView /></RoomProvider>));
    expect(screen.queryByRole('tab', { name: 'Comments' })).toBeNull();
  });
});

describe('comments on retro action items', () => {
  const item: RetroActionItem = {
    id: 'a-1',
    sessionId: 'retro-1',
    teamId: null,
    title: 'Book a bigger room',
    description: null,
    priority: 'MEDIUM',
    status: 'OPEN',
    dueDate: null,
    assigneeId: null,
    assigneeName: null,
    cardId: null,
    boardItemId: null,
    createdBy: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
  } as RetroActionItem;
  const retroHandlers = () => new Proxy({}, { get: () => vi.fn(() => Promise.resolve()) }) as unknown as RetroHandlers;

  it("opens the action item's threads in a drawer from its comments button", async () => {
    const request = mockComments();
    const snapshot = retroSnapshot({ actionItems: [item] });
    render(wrap(<RetroProvider value={{ mode: 'live', snapshot, clockOffsetMs: 0, expiredPhase: null, connection: null, handlers: retroHandlers(), can: retroPermissions(snapshot, { live: true, analytics: true, boards: false }) }}><ActionItemList items={[item]} /></RetroProvider>));
    await userEvent.click(within(screen.getByTestId('action-item')).getByRole('button', { name: 'Comments on “Book a bigger room”' }));
    const drawer = await screen.findByRole('dialog', { name: 'Comments on “Book a bigger room”' });
    expect(await within(drawer).findByText('Who books the room?')).toBeTruthy();
    expect(request).toHaveBeenCalledWith('GET', '/comments/objects/agile.retro-action-item/a-1', expect.anything());
  });

  it('offers no comments in the demo retro', () => {
    mockComments();
    const snapshot = retroSnapshot({ actionItems: [item] });
    render(wrap(<RetroProvider value={{ mode: 'demo', snapshot, clockOffsetMs: 0, expiredPhase: null, connection: null, handlers: retroHandlers(), can: retroPermissions(snapshot, { live: false, analytics: true, boards: false }) }}><ActionItemList items={[item]} /></RetroProvider>));
    expect(screen.queryByTestId('action-item-comments')).toBeNull();
  });
});
