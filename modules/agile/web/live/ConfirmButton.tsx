import { useState, type ReactNode } from 'react';
import { Button, ConfirmDialog, type ButtonProps } from '@suite/sdk/web';
import { useCommand } from './commands.js';

export interface ConfirmButtonProps {
  label: string;
  icon: ReactNode;
  /** The question asked before the command runs. */
  title: string;
  message: string;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  command(): Promise<unknown>;
}

/** A room command that asks first (leave the session, archive it): the dialog closes once it ran. */
export function ConfirmButton({ label, icon, title, message, variant = 'default', color, command }: ConfirmButtonProps) {
  const { busy, run } = useCommand();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant={variant} color={color} size="sm" leftSection={icon} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={title}
        message={message}
        confirmLabel={label}
        loading={busy === 'confirm'}
        onCancel={() => setAsking(false)}
        onConfirm={() => void run('confirm', command).then(() => setAsking(false))}
      />
    </>
  );
}
