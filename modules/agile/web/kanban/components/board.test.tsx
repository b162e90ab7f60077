// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { suiteTheme } from '@suite/sdk/ui';
import { BoardProvider, type BoardHandlers, type BoardPermissions } from '../board-context.js';
import { NO_FILTERS, type BoardFilters } from '../board-state.js';
import { boardView, item } from '../testing.js';
import { BoardView } from './BoardView.js';
import { setUpAgileComponentTests } from '../../testing/browser.js';

beforeAll(setUpAgileComponentTests);
afterEach(cleanup);

const view = () =>
  boardView([
    item('a', 'todo', 1024, { title: 'Calibrate the sensor', storyPoints: 3, labels: ['firmware'] }),
    item('b', 'todo', 2048, { title: 'Battery panel', type: 'bug' }),
    item('d', 'doing', 1024, { title: 'Torque limits' }),
    item('d2', 'doing', 2048, { title: 'Arm telemetry' }),
    item('e', 'review', 1024, { title: 'Export the log' }),
  ]);

function renderBoard(options: { can?: BoardPermissions; filters?: BoardFilters } = {}) {
  const handlers: BoardHandlers = { moveItem: vi.fn(), reorderColumns: vi.fn(), createItem: vi.fn(() => Promise.resolve(true)), openItem: vi.fn() };
  render(
    <MantineProvider theme={suiteTheme}>
      <BoardProvider value={{ view: view(), filters: options.filters ?? NO_FILTERS, can: options.can ?? { editItems: true, manageColumns: true }, handlers }}>
        <BoardView />
      </BoardProvider>
    </MantineProvider>,
  );
  return handlers;
}

const columnNamed = (title: string) => screen.getAllByTestId('kanban-column').find((node) => node.getAttribute('data-column-title') === title)!;

describe('the kanban board', () => {
  it('shows each column with its cards and its count against the WIP limit', () => {
    renderBoard();
    expect(screen.getAllByTestId('kanban-column').map((node) => node.getAttribute('data-column-title'))).toEqual(['To do', 'In progress', 'Review', 'Done']);
    expect(within(columnNamed('To do')).getAllByTestId('kanban-card')).toHaveLength(2);
    expect(within(columnNamed('In progress')).getByTestId('wip-indicator').textContent).toBe('2 / 2');
    expect(within(columnNamed('In progress')).getByTestId('wip-indicator').getAttribute('data-wip-state')).toBe('at');
    expect(within(columnNamed('Review')).getByTestId('wip-indicator').getAttribute('aria-label')).toBe('At the WIP limit: 1 of 1 items. At the limit, moves into this column are refused.');
    expect(within(columnNamed('Done')).getByText('No item here yet')).toBeTruthy();
  });

  it('moves a card to another column from its menu, the keyboard way', async () => {
    const handlers = renderBoard();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for “Calibrate the sensor”' }));
    // hidden: jsdom has no layout, so floating-ui may mark the open menu detached (display: none).
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Review', hidden: true }));
    expect(handlers.moveItem).toHaveBeenCalledWith('a', 'review', Number.MAX_SAFE_INTEGER);
  });

  it('moves a card down its column from its menu', async () => {
    const handlers = renderBoard();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for “Calibrate the sensor”' }));
    const up = await screen.findByRole('menuitem', { name: 'Move up', hidden: true });
    expect(up.hasAttribute('disabled') || up.getAttribute('data-disabled') === 'true').toBe(true);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move down', hidden: true }));
    expect(handlers.moveItem).toHaveBeenCalledWith('a', 'todo', 1);
  });

  it('adds a card at the bottom of a column with Enter', async () => {
    const handlers = renderBoard();
    await userEvent.click(screen.getByRole('button', { name: 'Add an item to Done' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title of the new item in Done' }), 'Ship it{Enter}');
    expect(handlers.createItem).toHaveBeenCalledWith('done', 'Ship it');
  });

  it('opens a card', async () => {
    const handlers = renderBoard();
    await userEvent.click(screen.getByRole('button', { name: 'Open “Battery panel”' }));
    expect(handlers.openItem).toHaveBeenCalledWith('b');
  });

  it('hides the cards the filters leave out and says so in an emptied column', () => {
    renderBoard({ filters: { ...NO_FILTERS, type: 'bug' } });
    expect(within(columnNamed('To do')).getAllByTestId('kanban-card')).toHaveLength(1);
    expect(within(columnNamed('In progress')).getByText('No item matches the filters')).toBeTruthy();
    expect(within(columnNamed('In progress')).getByTestId('wip-indicator').textContent).toBe('2 / 2');
  });

  it('gives observers a board to read, with no handles, menus or add buttons', () => {
    renderBoard({ can: { editItems: false, manageColumns: false } });
    expect(screen.queryByRole('button', { name: /^Move “/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add an item/ })).toBeNull();
  });
});
