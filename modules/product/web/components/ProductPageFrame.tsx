import { useState, type ReactNode } from 'react';
import { Button, EmptyState, ErrorState, FormError, Group, LoadingState, PageHeader, Stack, Text, translateError, type LoadingStateProps } from '@suite/sdk/web';
import { useProductT } from '../api.js';

/** What the frame reads of a list query (react-query's result fits). */
export interface FrameQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface ProductPageFrameProps<T> {
  title: ReactNode;
  description: ReactNode;
  /** The page's one action (the guarded "New …" button); the empty state offers it too. */
  actions?: ReactNode;
  query: FrameQuery<T>;
  loading: LoadingStateProps;
  loadError: ReactNode;
  /** When the loaded data counts as empty, and what the empty state says. */
  empty?: { when: (data: T) => boolean; title: ReactNode; description: ReactNode };
  /** Controls between the header and the list (filters, calculation inputs). */
  toolbar?: ReactNode;
  /** The loaded, non-empty page. */
  children: (data: T) => ReactNode;
  /** Modals and drawers the page opens. */
  overlays?: ReactNode;
}

/** A product page: header, then loading / error / empty / the list, then its modals (UI.md's four states). */
export function ProductPageFrame<T>({ title, description, actions, query, loading, loadError, empty, toolbar, children, overlays }: ProductPageFrameProps<T>) {
  let body: ReactNode;
  if (query.isPending) body = <LoadingState {...loading} />;
  else if (query.isError) body = <ErrorState error={query.error} title={loadError} onRetry={() => void query.refetch()} />;
  else {
    const data = query.data as T;
    body = empty?.when(data) ? <EmptyState title={empty.title} description={empty.description} action={actions} /> : children(data);
  }
  return (
    <Stack gap="md">
      <PageHeader title={title} description={description} actions={actions} />
      {toolbar}
      {body}
      {overlays}
    </Stack>
  );
}

/** The "New …" button, shown only to who may create (the ability guard), and whether its modal is open. */
export function useCreateAction(allowed: boolean, label: ReactNode) {
  const [creating, setCreating] = useState(false);
  const newButton = allowed ? <Button onClick={() => setCreating(true)}>{label}</Button> : undefined;
  return { creating, setCreating, newButton };
}

export interface ModalFormFooterProps {
  /** The form's own check, shown once the user tried to submit. */
  error?: string | null;
  touched?: boolean;
  /** The server's answer. */
  mutation: { error: unknown; isPending: boolean };
  submitLabel: ReactNode;
  onCancel: () => void;
}

/** The end of a product modal form: the check's message, the server's error, Cancel and submit. */
export function ModalFormFooter({ error, touched, mutation, submitLabel, onCancel }: ModalFormFooterProps) {
  const { t } = useProductT();
  return (
    <>
      {touched && error && (
        <Text c="red" size="sm" role="alert">
          {translateError(error)}
        </Text>
      )}
      <FormError error={mutation.error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
