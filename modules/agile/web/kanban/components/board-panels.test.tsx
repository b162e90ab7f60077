// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { KanbanErrors } from '../../../shared/errors/kanban-errors.js';
import { suiteTheme } from '@suite/sdk/ui';
import type { KanbanDelivery, KanbanEvent, KanbanItem } from '../../../shared/kanban.js';
import { BoardProvider, type BoardHandlers } from '../board-context.js';
import { NO_FILTERS } from '../board-state.js';
import { boardView, column, item } from '../testing.js';
import { ArchivedItemsDrawer } from './ArchivedItemsDrawer.js';
import { BoardView } from './BoardView.js';
import { DeleteColumnModal } from './DeleteColumnModal.js';
import { DeliveriesDrawer } from './DeliveriesDrawer.js';
import { TeamCalendarDrawer } from './TeamCalendarDrawer.js';
import { setUpAgileComponentTests } from '../../testing/browser.js';

/**
 * The board's panels against a stand-in server: fetch answers the routes each test gives, in the
 * API's envelope, and every call is recorded so a test reads what the screen asked for.
 */
type Handler = (call: { method: string; url: string; body: unknown }) => { status?: number; data?: unknown; error?: string };
interface Call {
  method: string;
  url: string;
  body: unknown;
}
let routes: [method: string, path: string | RegExp, handler: Handler][] = [];
let calls: Call[] = [];

/** Answer a route with a handler, or always with the same data. */
function serve(method: string, path: string | RegExp, handler: Handler): void;
function serve(method: string, path: string | RegExp, data: object): void;
function serve(method: string, path: string | RegExp, answer: Handler | object) {
  routes.push([method, path, typeof answer === 'function' ? (answer as Handler) : () => ({ data: answer })]);
}

const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  const call = { method, url, body };
  calls.push(call);
  // The latest route given for a path wins, so a test can change an answer midway.
  const route = [...routes].reverse().find(([m, path]) => m === method && (typeof path === 'string' ? url.split('?')[0] === `/api${path}` : path.test(url)));
  if (!route) return new Response(JSON.stringify({ success: false, error: 'Not found' }), { status: 404 });
  const answer = route[2](call);
  const status = answer.status ?? 200;
  return new Response(JSON.stringify(status < 400 ? { success: true, data: answer.data ?? null } : { success: false, error: answer.error }), { status, headers: { 'Content-Type': 'application/json' } });
});

beforeAll(setUpAgileComponentTests);
beforeEach(() => {
  routes = [];
  calls = [];
  vi.stubGlobal('fetch', fakeFetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWithClient(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={suiteTheme}>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}

const callsTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.url.startsWith(`/api${path}`));

const BOARD = boardView([item('a', 'todo', 1024, { title: 'Calibrate the sensor' }), item('b', 'doing', 1024, { title: 'Torque limits' })]);

describe('archived items', () => {
  const archived = (id: string, columnId: string | null, patch: Partial<KanbanItem> = {}) =>
    item(id, columnId, 1024, { archivedAt: '2026-03-08T10:30:00.000Z', status: 'complete', ...patch });

  it('lists the archived items of the board with their column and restores one', async () => {
    let stored = [archived('x1', 'done', { title: 'Export the log' }), archived('x2', 'gone-column', { title: 'Old spike' })];
    serve('GET', '/kanban/boards/board-1', BOARD);
    serve('GET', '/kanban/archived', () => ({ data: { items: stored, total: stored.length } }));
    serve('POST', '/kanban/items/x1/restore', () => {
      const restored = { ...stored[0]!, archivedAt: null };
      stored = stored.filter((entry) => entry.id !== 'x1');
      return { data: restored };
    });
    renderWithClient(<ArchivedItemsDrawer boardId="board-1" opened canEdit onClose={() => {}} />);

    const rows = await screen.findAllByTestId('archived-item');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Export the log')).toBeTruthy();
    expect(await within(rows[0]!).findByText('Was in Done')).toBeTruthy();
    expect(within(rows[1]!).getByText('Its column was deleted')).toBeTruthy();
    expect(within(rows[0]!).getByText(/^Archived /)).toBeTruthy();
    expect(callsTo('GET', '/kanban/archived')[0]!.url).toBe('/api/kanban/archived?boardId=board-1&limit=20&offset=0');

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Restore “Export the log”' }));
    await waitFor(() => expect(screen.getAllByTestId('archived-item')).toHaveLength(1));
    expect(callsTo('POST', '/kanban/items/x1/restore')).toHaveLength(1);
    // The board is read again so the item shows on it.
    expect(callsTo('GET', '/kanban/boards/board-1').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('Export the log')).toBeNull();
  });

  it('says when nothing is archived', async () => {
    serve('GET', '/kanban/boards/board-1', BOARD);
    serve('GET', '/kanban/archived', { items: [], total: 0 });
    renderWithClient(<ArchivedItemsDrawer boardId="board-1" opened canEdit onClose={() => {}} />);
    expect(await screen.findByText('Nothing is archived')).toBeTruthy();
  });

  it('shows no Restore to members who only read', async () => {
    serve('GET', '/kanban/boards/board-1', BOARD);
    serve('GET', '/kanban/archived', { items: [archived('x1', 'done', { title: 'Export the log' })], total: 1 });
    renderWithClient(<ArchivedItemsDrawer boardId="board-1" opened canEdit={false} onClose={() => {}} />);
    expect(await screen.findByText('Export the log')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Restore/ })).toBeNull();
  });
});

describe('deleting a column', () => {
  const columns = BOARD.board.columns;

  it('is offered in the column menu', async () => {
    const handlers: BoardHandlers = { moveItem: vi.fn(), reorderColumns: vi.fn(), createItem: vi.fn(() => Promise.resolve(true)), openItem: vi.fn(), deleteColumn: vi.fn() };
    renderWithClient(
      <BoardProvider value={{ view: BOARD, filters: NO_FILTERS, can: { editItems: true, manageColumns: true }, handlers }}>
        <BoardView />
      </BoardProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for the column In progress' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete the column', hidden: true }));
    expect(handlers.deleteColumn).toHaveBeenCalledWith(expect.objectContaining({ id: 'doing' }));
  });

  it('moves the items to the chosen column, then deletes it', async () => {
    serve('DELETE', /\/api\/kanban\/columns\/doing/, { ...BOARD.board, columns: columns.filter((entry) => entry.id !== 'doing') });
    const onDeleted = vi.fn();
    const onClose = vi.fn();
    renderWithClient(<DeleteColumnModal column={columns[1]!} columns={columns} itemCount={1} onClose={onClose} onDeleted={onDeleted} />);

    expect(await screen.findByText('It holds 1 item. Choose the column it moves to; the column is then deleted.')).toBeTruthy();
    const target = screen.getByRole('combobox', { name: /^Move its items to/ });
    // The neighbour on the left is proposed.
    expect((target as HTMLInputElement).value).toBe('To do');
    await userEvent.click(target);
    await userEvent.click(await screen.findByRole('option', { name: 'Review', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete the column' }));

    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(callsTo('DELETE', '/kanban/columns/doing').map((call) => call.url)).toEqual(['/api/kanban/columns/doing?moveItemsTo=review']);
    expect(onClose).toHaveBeenCalled();
  });

  it('deletes an empty column without asking where items go', async () => {
    serve('DELETE', /\/api\/kanban\/columns\/done/, BOARD.board);
    const onDeleted = vi.fn();
    renderWithClient(<DeleteColumnModal column={columns[3]!} columns={columns} itemCount={0} onClose={() => {}} onDeleted={onDeleted} />);
    expect(await screen.findByText('The column is empty. It will be removed from the board.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Move its items to' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the column' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(callsTo('DELETE', '/kanban/columns/done').map((call) => call.url)).toEqual(['/api/kanban/columns/done']);
  });

  it("shows the server's refusal and stays open", async () => {
    serve('DELETE', /\/api\/kanban\/columns\/done/, () => ({ status: 409, error: KanbanErrors.COLUMN_NOT_EMPTY }));
    const onDeleted = vi.fn();
    renderWithClient(<DeleteColumnModal column={columns[3]!} columns={columns} itemCount={0} onClose={() => {}} onDeleted={onDeleted} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the column' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Move the items out of this column before deleting it');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('refuses to delete the last column, in the server’s words', async () => {
    const only = [column('todo', 'To do', 'todo', 0)];
    renderWithClient(<DeleteColumnModal column={only[0]!} columns={only} itemCount={0} onClose={() => {}} onDeleted={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toBe(KanbanErrors.LAST_COLUMN);
    expect(screen.getByRole('button', { name: 'Delete the column' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('releases', () => {
  const delivery = (patch: Partial<KanbanDelivery> = {}): KanbanDelivery => ({
    id: 'rel-1',
    boardId: 'board-1',
    name: 'Spring release',
    description: null,
    status: 'active',
    targetDate: '2026-04-15',
    releasedAt: null,
    itemCount: 2,
    completedItemCount: 1,
    totalPoints: 8,
    completedPoints: 3,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...patch,
  });
  const serveBoard = () => {
    serve('GET', '/kanban/boards/board-1', BOARD);
    serve('GET', '/kanban/backlog/board-1', { boardId: 'board-1', items: [item('c', null, 1024, { title: 'Dark mode' })], sprints: [] });
  };

  it('lists the releases of the board with their status and progress', async () => {
    serveBoard();
    serve('GET', '/kanban/boards/board-1/deliveries', [delivery()]);
    renderWithClient(<DeliveriesDrawer boardId="board-1" opened canEdit onClose={() => {}} />);
    const card = await screen.findByTestId('delivery');
    expect(within(card).getByText('Spring release')).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('1 of 2 items done, 3 of 8 points')).toBeTruthy();
  });

  it('shows the name check as the server words it and sends nothing until it is met', async () => {
    serveBoard();
    serve('GET', '/kanban/boards/board-1/deliveries', []);
    serve('POST', '/kanban/deliveries', ({ body }) => ({ status: 201, data: delivery({ id: 'rel-2', name: (body as { name: string }).name, itemCount: 0, completedItemCount: 0, totalPoints: 0, completedPoints: 0 }) }));
    renderWithClient(<DeliveriesDrawer boardId="board-1" opened canEdit onClose={() => {}} />);

    expect(await screen.findByText('No release yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New release' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create the release' }));
    expect(await screen.findByText(KanbanErrors.DELIVERY_NAME_REQUIRED)).toBeTruthy();
    expect(callsTo('POST', '/kanban/deliveries')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), '  ');
    expect(screen.getByText(KanbanErrors.DELIVERY_NAME_REQUIRED)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Summer release');
    expect(screen.queryByText(KanbanErrors.DELIVERY_NAME_REQUIRED)).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: /^Items/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dark mode', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Create the release' }));

    await waitFor(() => expect(callsTo('POST', '/kanban/deliveries')).toHaveLength(1));
    expect(callsTo('POST', '/kanban/deliveries')[0]!.body).toEqual({ boardId: 'board-1', name: 'Summer release', description: null, status: 'active', targetDate: null, itemIds: ['c'] });
  });

  it("shows the server's validation text as it comes and keeps what was typed", async () => {
    serveBoard();
    serve('GET', '/kanban/boards/board-1/deliveries', [delivery()]);
    serve('PUT', '/kanban/deliveries/rel-1', () => ({ status: 400, error: KanbanErrors.DELIVERY_ITEMS_BOARD }));
    renderWithClient(<DeliveriesDrawer boardId="board-1" opened canEdit onClose={() => {}} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit the release “Spring release”' }));
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect((name as HTMLInputElement).value).toBe('Spring release');
    await userEvent.clear(name);
    await userEvent.type(name, 'Spring release 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe(KanbanErrors.DELIVERY_ITEMS_BOARD);
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Spring release 2');
    // The items were not touched: PUT keeps them.
    expect(callsTo('PUT', '/kanban/deliveries/rel-1')[0]!.body).toEqual({ name: 'Spring release 2', description: null, status: 'active', targetDate: '2026-04-15' });
  });
});

describe('the team calendar', () => {
  const event = (id: string, title: string, startAt: string, endAt: string, patch: Partial<KanbanEvent> = {}): KanbanEvent => ({
    id,
    teamId: 'team-1',
    boardId: null,
    title,
    description: null,
    type: 'meeting',
    startAt,
    endAt,
    allDay: false,
    createdBy: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...patch,
  });
  const march = { startDate: new Date(2026, 2, 1).toISOString(), endDate: new Date(2026, 3, 1).toISOString() };
  const april = { startDate: new Date(2026, 3, 1).toISOString(), endDate: new Date(2026, 4, 1).toISOString() };
  const eventsUrl = (range: { startDate: string; endDate: string }) => `/api/kanban/events/team-1?startDate=${encodeURIComponent(range.startDate)}&endDate=${encodeURIComponent(range.endDate)}`;

  it("lists the month's events by day and moves between months", async () => {
    const standup = event('e1', 'Sprint review', new Date(2026, 2, 12, 14, 0).toISOString(), new Date(2026, 2, 12, 15, 0).toISOString(), { type: 'review' });
    const holiday = event('e2', 'Team offsite', '2026-03-20T00:00:00.000Z', '2026-03-21T23:59:59.999Z', { allDay: true, type: 'holiday' });
    const planning = event('e3', 'Planning', new Date(2026, 2, 12, 9, 0).toISOString(), new Date(2026, 2, 12, 10, 0).toISOString(), { type: 'planning' });
    serve('GET', '/kanban/events/team-1', ({ url }) => ({ data: url === eventsUrl(march) ? [standup, holiday, planning] : [] }));
    renderWithClient(<TeamCalendarDrawer teamId="team-1" teamName="Robotics" opened canEdit today={new Date(2026, 2, 15, 12)} onClose={() => {}} />);

    expect(screen.getByTestId('calendar-month').textContent).toBe('March 2026');
    const days = await screen.findAllByTestId('calendar-day');
    expect(days.map((day) => day.getAttribute('data-day'))).toEqual(['2026-03-12', '2026-03-20']);
    expect(within(days[0]!).getAllByTestId('team-event').map((row) => within(row).getByText(/Planning|Sprint review/, { selector: 'p' }).textContent)).toEqual(['Planning', 'Sprint review']);
    expect(within(days[1]!).getByText('All day, until Mar 21')).toBeTruthy();
    expect(within(days[1]!).getByText('Holiday')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(eventsUrl(march));

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('calendar-month').textContent).toBe('April 2026');
    expect(await screen.findByText('No event in April 2026')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(eventsUrl(april));

    await userEvent.click(screen.getByRole('button', { name: 'This month' }));
    expect(screen.getByTestId('calendar-month').textContent).toBe('March 2026');
    expect(await screen.findAllByTestId('team-event')).toHaveLength(3);
  });

  it('adds an event, checking its title and times first', async () => {
    serve('GET', '/kanban/events/team-1', []);
    serve('POST', '/kanban/events', ({ body }) => ({ status: 201, data: event('e9', (body as { title: string }).title, (body as { startAt: string }).startAt, (body as { endAt: string }).endAt) }));
    renderWithClient(<TeamCalendarDrawer teamId="team-1" teamName="Robotics" opened canEdit today={new Date(2026, 2, 15, 12)} onClose={() => {}} />);

    await userEvent.click(await screen.findByRole('button', { name: 'New event' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add the event' }));
    expect(await screen.findByText(KanbanErrors.EVENT_TITLE_REQUIRED)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Demo day');
    const endTime = screen.getByLabelText(/^End time/);
    await userEvent.clear(endTime);
    await userEvent.type(endTime, '08:00');
    expect(screen.getByText(KanbanErrors.EVENT_DATES)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add the event' }));
    expect(callsTo('POST', '/kanban/events')).toHaveLength(0);

    await userEvent.clear(endTime);
    await userEvent.type(endTime, '11:30');
    await userEvent.click(screen.getByRole('button', { name: 'Add the event' }));
    await waitFor(() => expect(callsTo('POST', '/kanban/events')).toHaveLength(1));
    expect(callsTo('POST', '/kanban/events')[0]!.body).toEqual({
      teamId: 'team-1',
      title: 'Demo day',
      type: 'meeting',
      description: null,
      allDay: false,
      startAt: new Date(2026, 2, 15, 9, 0).toISOString(),
      endAt: new Date(2026, 2, 15, 11, 30).toISOString(),
    });
  });

  it('deletes an event after asking', async () => {
    let stored = [event('e1', 'Sprint review', new Date(2026, 2, 12, 14, 0).toISOString(), new Date(2026, 2, 12, 15, 0).toISOString())];
    serve('GET', '/kanban/events/team-1', () => ({ data: stored }));
    serve('DELETE', '/kanban/events/e1', () => {
      stored = [];
      return { data: { id: 'e1', deleted: true } };
    });
    renderWithClient(<TeamCalendarDrawer teamId="team-1" teamName="Robotics" opened canEdit today={new Date(2026, 2, 15, 12)} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Sprint review”' }));
    expect(callsTo('DELETE', '/kanban/events/e1')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the event' }));
    expect(await screen.findByText('No event in March 2026')).toBeTruthy();
    expect(callsTo('DELETE', '/kanban/events/e1')).toHaveLength(1);
  });

  it('gives members who only read the calendar without its buttons', async () => {
    serve('GET', '/kanban/events/team-1', [event('e1', 'Sprint review', new Date(2026, 2, 12, 14, 0).toISOString(), new Date(2026, 2, 12, 15, 0).toISOString())]);
    renderWithClient(<TeamCalendarDrawer teamId="team-1" teamName="Robotics" opened canEdit={false} today={new Date(2026, 2, 15, 12)} onClose={() => {}} />);
    expect(await screen.findByText('Sprint review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New event' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});
