import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, translateError, useMediaQuery, useTranslation } from '@suite/sdk/web';
import { DashboardErrorKeys } from '@suite/sdk';

export interface SessionFormFrameProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: 'lg' | 'xl';
  /** The server's refusal of the last submit (an error text, translated here). */
  failure: string | null;
  onSubmit: () => void;
  submitLabel: string;
  submitting: boolean;
  /** The fields. */
  children: ReactNode;
  /** Below the buttons. */
  footnote?: ReactNode;
}

/**
 * The create / edit dialog of a live session (poker, retro): full screen on phones, the server's
 * refusal above the fields, Cancel and the submit button below; Enter submits.
 */
export function SessionFormFrame({ opened, onClose, title, size, failure, onSubmit, submitLabel, submitting, children, footnote }: SessionFormFrameProps) {
  const { t } = useTranslation('agile');
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} fullScreen={phone} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          {failure ? (
            <Alert color="red" variant="light" title={t(DashboardErrorKeys.SAVE_SESSION)} role="alert">
              {translateError(failure)}
            </Alert>
          ) : null}
          {children}
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button variant="default" onClick={onClose} type="button">
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
          {footnote}
        </Stack>
      </form>
    </Modal>
  );
}
