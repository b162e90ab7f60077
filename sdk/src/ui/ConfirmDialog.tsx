import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  /** The question, as a sentence (null when `children` say it all). */
  message: ReactNode;
  /** What the decision needs besides the sentence (a choice, a warning), under it. */
  children?: ReactNode;
  /** Confirm stays off until the caller's own fields allow it. */
  confirmDisabled?: boolean;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /** When set, the user must type this text exactly before confirming. */
  typedConfirmation?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Destructive actions ask first; typed confirmation where the spec says so (UI.md). */
export function ConfirmDialog({ opened, title, message, children, confirmDisabled = false, confirmLabel, cancelLabel, danger, typedConfirmation, loading, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (!opened) setTyped('');
  }, [opened]);
  const confirmed = (typedConfirmation === undefined || typed === typedConfirmation) && !confirmDisabled;
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed && !loading) onConfirm();
        }}
      >
        <Stack gap="md">
          {message ? <Text size="sm">{message}</Text> : null}
          {children}
          {typedConfirmation !== undefined ? (
            <TextInput
              label={t('typeToConfirm', { text: `“${typedConfirmation}”` })}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel} type="button">
              {cancelLabel ?? t('cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} disabled={!confirmed} loading={loading}>
              {confirmLabel ?? t('confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
