import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { addTranslations } from '@suite/sdk/web';
import { agileTranslations } from '../../i18n.js';
import { BoardProvider, type BoardContextValue } from '../board-context.js';
import { NO_FILTERS, moveItem, reorderColumns } from '../board-state.js';
import { boardView, item } from '../testing.js';
import { BoardView } from './BoardView.js';
import { WipIndicator } from './WipIndicator.js';

const initial = () =>
  boardView([
    item('a', 'todo', 1024, { title: 'Calibrate the gripper force sensor', storyPoints: 3, labels: ['firmware'], priority: 'high' }),
    item('b', 'todo', 2048, { title: 'Show battery health on the operator panel', type: 'task', storyPoints: 2 }),
    item('c', 'doing', 1024, { title: 'Torque limits for the arm controller', storyPoints: 5, assigneeId: 'u1', assigneeName: 'Dana Okafor' }),
    item('d', 'doing', 2048, { title: 'Arm telemetry dropouts', type: 'bug', storyPoints: 1, assigneeId: 'u2', assigneeName: 'Elliot Garcia' }),
    item('e', 'review', 1024, { title: 'Export the run log', storyPoints: 2, childCount: 2 }),
    item('f', 'done', 1024, { title: 'Lidar driver at 20 Hz', storyPoints: 8 }),
  ]);

/** The board with moves kept in the story's own state. */
function Board({ editable }: { editable: boolean }) {
  const [view, setView] = useState(initial);
  const value: BoardContextValue = {
    view,
    filters: NO_FILTERS,
    can: { editItems: editable, manageColumns: editable },
    handlers: {
      moveItem: (itemId, columnId, index) => setView((current) => moveItem(current, itemId, columnId, index)),
      reorderColumns: (ids) => setView((current) => reorderColumns(current, ids)),
      createItem: () => Promise.resolve(true),
      openItem: () => undefined,
    },
  };
  return (
    <BoardProvider value={value}>
      <BoardView />
    </BoardProvider>
  );
}

const meta = {
  title: 'Agile/Kanban board',
  component: Board,
  loaders: [
    async () => {
      addTranslations('agile', agileTranslations);
      return {};
    },
  ],
  args: { editable: true },
} satisfies Meta<typeof Board>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In progress at its soft limit, Review past its hard one. */
export const Editable: Story = {};
/** What an observer sees: no handles, menus or add buttons. */
export const ReadOnly: Story = { args: { editable: false } };

/** The WIP indicator in each state. */
export const WipStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <WipIndicator column={{ title: 'To do', wipLimit: null, wipMode: 'soft' }} count={7} />
      <WipIndicator column={{ title: 'In progress', wipLimit: 5, wipMode: 'soft' }} count={3} />
      <WipIndicator column={{ title: 'In progress', wipLimit: 5, wipMode: 'soft' }} count={5} />
      <WipIndicator column={{ title: 'In progress', wipLimit: 5, wipMode: 'soft' }} count={6} />
      <WipIndicator column={{ title: 'Review', wipLimit: 2, wipMode: 'hard' }} count={3} />
    </div>
  ),
};
