import { Alert, Button, Code, CopyButton, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';

/** A secret shown once, with a copy button (webhook signing secrets, API keys). */
export function SecretOnce({ opened, title, body, secret, onClose, copyLabel, copiedLabel, doneLabel }: { opened: boolean; title: string; body: string; secret: string; onClose: () => void; copyLabel: string; copiedLabel: string; doneLabel: string }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeOnClickOutside={false}>
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        <Code block data-testid="secret-once" style={{ wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <Group justify="space-between">
          <CopyButton value={secret}>{({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? copiedLabel : copyLabel}</Button>}</CopyButton>
          <Button onClick={onClose}>{doneLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A segmented control with a visible label that names it for assistive technology. */
export function LabelledChoice<V extends string>({ id, label, value, onChange, options }: { id: string; label: string; value: V; onChange: (value: V) => void; options: { value: V; label: string }[] }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} value={value} onChange={(chosen) => onChange(chosen as V)} data={options} />
    </Stack>
  );
}

/** The end of a dialog's form: the refusal (if any), then Cancel and the submit button. */
export function DialogFormFooter({ error, cancelLabel, submitLabel, onCancel, loading, disabled }: { error: string | null; cancelLabel: string; submitLabel: string; onCancel: () => void; loading: boolean; disabled: boolean }) {
  return (
    <>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={loading} disabled={disabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
