import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, NativeSelect } from '@mantine/core';
import { fn } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';

/** Open at first; closing it leaves a button that opens it again. */
function ConfirmDialogDemo(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.opened);
  return (
    <>
      <Button variant="default" color={props.danger ? 'red' : undefined} onClick={() => setOpened(true)}>
        Open the dialog
      </Button>
      <ConfirmDialog
        {...props}
        opened={opened}
        onConfirm={() => {
          props.onConfirm();
          setOpened(false);
        }}
        onCancel={() => {
          props.onCancel();
          setOpened(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <ConfirmDialogDemo {...args} />,
  args: {
    opened: true,
    title: 'Leave this session?',
    message: 'You can join again with the session link while it is open.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const Danger: Story = {
  args: {
    title: 'Delete this retrospective?',
    message: 'Its cards, votes and action items are deleted for everyone.',
    confirmLabel: 'Delete retrospective',
    danger: true,
  },
};

export const TypedConfirmation: Story = {
  args: {
    title: 'Delete the account Acme Robotics?',
    message: 'Every module’s data of this account is deleted for all its members. This cannot be undone.',
    confirmLabel: 'Delete account',
    danger: true,
    typedConfirmation: 'Acme Robotics',
  },
};

export const Loading: Story = {
  args: { title: 'Archive this board?', message: 'Archived boards stay readable.', confirmLabel: 'Archive', loading: true },
};

/** A decision that needs a choice: the field goes under the sentence, confirm waits for it. */
export const WithAChoice: Story = {
  args: {
    title: 'Delete the column “In progress”?',
    message: 'It holds 2 items. Choose the column they move to; the column is then deleted.',
    confirmLabel: 'Delete the column',
    danger: true,
    confirmDisabled: true,
    children: <NativeSelect label="Move its items to" data={['Choose a column', 'To do', 'Review']} />,
  },
};
