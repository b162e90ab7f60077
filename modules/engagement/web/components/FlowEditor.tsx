import { useState } from 'react';
import { ActionIcon, Alert, Button, FormActions, Group, Modal, Stack, TagsInput, TextInput, translateError, useTranslation } from '@suite/sdk/web';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { validateConversionFlow } from '../../shared/rules.js';
import type { ConversionFlow } from '../../shared/views.js';
import { useCreateFlow, useUpdateFlow } from '../api.js';

/** Create or edit a conversion flow: name, ordered step URLs, goals (section 5 rules as the user types). */
export function FlowEditor({ flow, opened, onClose, onSaved }: { flow: ConversionFlow | null; opened: boolean; onClose(): void; onSaved(id: string): void }) {
  const { t } = useTranslation('engagement');
  const [name, setName] = useState(flow?.name ?? '');
  const [urls, setUrls] = useState<string[]>(flow?.steps.map((s) => s.url) ?? ['/', '']);
  const [goals, setGoals] = useState<string[]>(flow?.goals ?? []);
  const [touched, setTouched] = useState(false);
  const create = useCreateFlow();
  const update = useUpdateFlow();
  const body = { name, steps: urls.map((url, i) => ({ order: i + 1, url })), goals };
  const broken = validateConversionFlow(body);
  const error = flow ? update.error : create.error;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (broken) return;
    if (flow) update.mutate({ params: { id: flow.id }, body }, { onSuccess: (f) => onSaved(f.id) });
    else create.mutate({ body }, { onSuccess: (f) => onSaved(f.id) });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={flow ? t('analytics.editFlow') : t('analytics.newFlow')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('analytics.flowName')} value={name} onChange={(e) => (setTouched(true), setName(e.currentTarget.value))} data-autofocus />
          {urls.map((url, i) => (
            <Group key={i} align="flex-end" wrap="nowrap">
              <TextInput style={{ flex: 1 }} label={t('analytics.stepUrl', { n: i + 1 })} value={url} placeholder="/pricing" onChange={(e) => setUrls(urls.map((u, j) => (j === i ? e.currentTarget.value : u)))} />
              <ActionIcon variant="subtle" color="red" mb={4} aria-label={t('analytics.removeStep')} onClick={() => setUrls(urls.filter((_, j) => j !== i))}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setUrls([...urls, ''])}>
            {t('analytics.addStep')}
          </Button>
          <TagsInput label={t('analytics.goals')} description={t('analytics.goalsHint')} value={goals} onChange={setGoals} />
          {touched && broken ? <Alert color="red" variant="light">{translateError(broken)}</Alert> : null}
          {error ? <Alert color="red" variant="light">{translateError(error.message)}</Alert> : null}
          <FormActions submitLabel={t('common.save')} cancelLabel={t('common.cancel')} onCancel={onClose} saving={create.isPending || update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
