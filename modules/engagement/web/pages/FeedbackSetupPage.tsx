import { useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Grid,
  Group,
  LoadingState,
  Menu,
  ActionIcon,
  PageHeader,
  Paper,
  Stack,
  Text,
  UnstyledButton,
  notifications,
  useAppAbility,
  useTranslation,
} from '@suite/sdk/web';
import { IconDots, IconMessageCircle, IconPlus } from '@tabler/icons-react';
import { WIDGET_SUBJECT } from '../../shared/permissions.js';
import { defaultWidgetConfiguration } from '../../shared/widget.js';
import type { WidgetView } from '../../shared/views.js';
import { useActivateWidget, useCreateWidget, useDeactivateWidget, useDeleteWidget, useRotateWidgetKey, useUpdateWidget, useWidgets } from '../api.js';
import { InstallPanel } from '../components/InstallPanel.js';
import { WidgetEditor, type WidgetDraft } from '../components/WidgetEditor.js';
import { WidgetPreview } from '../components/WidgetPreview.js';

type Selection = { kind: 'new' } | { kind: 'widget'; id: string } | null;

function WidgetListItem({ widget, selected, onSelect }: { widget: WidgetView; selected: boolean; onSelect(): void }) {
  const { t } = useTranslation('engagement');
  return (
    <UnstyledButton onClick={onSelect} aria-current={selected ? 'true' : undefined} data-testid="widget-item">
      <Paper withBorder p="sm" radius="md" style={{ borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined }}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} truncate>
            {widget.name}
          </Text>
          <Badge color={widget.status === 'ACTIVE' ? 'green' : 'gray'} variant="light">
            {t(`setup.status.${widget.status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('setup.responses', { count: widget.responses })} · {widget.apiKeyPreview}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

/** /feedback/setup: the account's widgets, the editor with a live preview, the snippet and the installation check. */
export default function FeedbackSetupPage() {
  const { t, i18n } = useTranslation('engagement');
  const ability = useAppAbility();
  const canManage = ability.can('update', WIDGET_SUBJECT);
  const widgets = useWidgets();
  const [selection, setSelectionState] = useState<Selection>(null);
  const [freshKeys, setFreshKeys] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState<WidgetDraft | null>(null);
  // The preview follows the form being edited; another widget starts from its saved configuration.
  const setSelection = (next: Selection) => {
    setSelectionState(next);
    setDraft(null);
  };
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null);
  const create = useCreateWidget();
  const update = useUpdateWidget();
  const activate = useActivateWidget();
  const deactivate = useDeactivateWidget();
  const rotate = useRotateWidgetKey();
  const remove = useDeleteWidget();

  const list = widgets.data ?? [];
  const current = selection?.kind === 'widget' ? list.find((w) => w.id === selection.id) : selection === null ? list[0] : undefined;
  const creating = selection?.kind === 'new';
  const initial: WidgetDraft | null = creating
    ? { name: '', siteUrl: '', configuration: defaultWidgetConfiguration() }
    : current
      ? { name: current.name, siteUrl: current.siteUrl ?? '', configuration: current.configuration }
      : null;
  const remember = (widget: WidgetView) => widget.apiKey && setFreshKeys((keys) => ({ ...keys, [widget.id]: widget.apiKey! }));

  const save = (next: WidgetDraft) => {
    if (creating)
      create.mutate(
        { body: next },
        {
          onSuccess: (widget) => {
            remember(widget);
            setSelection({ kind: 'widget', id: widget.id });
            notifications.show({ color: 'green', message: t('setup.created') });
          },
        },
      );
    else if (current) update.mutate({ params: { id: current.id }, body: next }, { onSuccess: () => notifications.show({ color: 'green', message: t('setup.created') }) });
  };

  const newButton = canManage ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setSelection({ kind: 'new' })}>
      {t('setup.newWidget')}
    </Button>
  ) : null;

  let body;
  if (widgets.isLoading) body = <LoadingState variant="detail" />;
  else if (widgets.isError) body = <ErrorState error={widgets.error} onRetry={() => void widgets.refetch()} />;
  else if (list.length === 0 && !creating) body = <EmptyState icon={<IconMessageCircle size={22} aria-hidden />} title={t('setup.emptyTitle')} description={t('setup.emptyText')} action={newButton} />;
  else
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="xs" component="nav" aria-label={t('setup.widgets')}>
            <Text fw={600}>{t('setup.widgets')}</Text>
            {list.map((w) => (
              <WidgetListItem key={w.id} widget={w} selected={!creating && current?.id === w.id} onSelect={() => setSelection({ kind: 'widget', id: w.id })} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {initial ? (
            <Paper withBorder p="md" radius="md">
              {current && !creating && canManage ? (
                <Group justify="flex-end" mb="xs" gap="xs">
                  {current.status === 'ACTIVE' ? (
                    <Button size="xs" variant="default" loading={deactivate.isPending} onClick={() => deactivate.mutate({ params: { id: current.id } })}>
                      {t('setup.deactivate')}
                    </Button>
                  ) : (
                    <Button size="xs" color="green" loading={activate.isPending} onClick={() => activate.mutate({ params: { id: current.id } })}>
                      {t('setup.activate')}
                    </Button>
                  )}
                  <Menu position="bottom-end">
                    <Menu.Target>
                      <ActionIcon variant="subtle" aria-label={t('setup.rotateKey')}>
                        <IconDots size={16} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => setConfirm('rotate')}>{t('setup.rotateKey')}</Menu.Item>
                      <Menu.Item color="red" onClick={() => setConfirm('delete')}>
                        {t('common.delete')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              ) : null}
              <WidgetEditor
                key={creating ? 'new' : current?.id}
                initial={initial}
                saving={create.isPending || update.isPending}
                error={creating ? create.error : update.error}
                onSave={save}
                onChange={setDraft}
                extraTab={current && !creating ? { label: t('setup.tabs.install'), content: <InstallPanel widget={current} freshKey={freshKeys[current.id] ?? null} /> } : undefined}
              />
            </Paper>
          ) : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {initial ? <WidgetPreview configuration={(draft ?? initial).configuration} lang={i18n.language} /> : null}
          {current && !creating && freshKeys[current.id] ? (
            <Paper withBorder p="md" radius="md" mt="md">
              <InstallPanel widget={current} freshKey={freshKeys[current.id]!} />
            </Paper>
          ) : null}
        </Grid.Col>
      </Grid>
    );

  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.feedbackSetup')} description={t('setup.description')} actions={list.length ? newButton : null} />
      {body}
      <ConfirmDialog
        opened={confirm === 'rotate'}
        title={t('setup.rotateKey')}
        message={t('setup.rotateConfirm')}
        danger
        loading={rotate.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => current && rotate.mutate({ params: { id: current.id } }, { onSuccess: (w) => (remember(w), setConfirm(null)) })}
      />
      <ConfirmDialog
        opened={confirm === 'delete'}
        title={t('common.delete')}
        message={t('setup.deleteConfirm')}
        danger
        loading={remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => current && remove.mutate({ params: { id: current.id } }, { onSuccess: () => (setConfirm(null), setSelection(null)) })}
      />
    </Stack>
  );
}
