import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  CommentsPanel,
  Drawer,
  Grid,
  Group,
  Menu,
  Paper,
  SegmentedControl,
  SelectField,
  Stack,
  Text,
  TextareaField,
  TextField,
  Title,
  Tooltip,
  useMediaQuery,
  useTranslation,
} from '@suite/sdk/web';
import { IconBulb, IconCalendar, IconDots, IconLayoutKanban, IconMessageCircle, IconPlus, IconUser } from '@tabler/icons-react';
import { ACTION_ITEM_PRIORITIES, ACTION_ITEM_STATUSES, type ActionItemPriority, type ActionItemStatus, type RetroActionItem } from '../../../shared/retro.js';
import { formatDate } from '../../components/format.js';
import { useCommand } from '../../live/commands.js';
import { actionItemBody, actionItemProblems, emptyActionItemForm, utcToday, type ActionItemFormValues } from '../action-item-form.js';
import { generatedActionItems } from '../board.js';
import { useRetro } from '../context.js';
import { DiscussList } from './DiscussList.js';
import { ActionStatusBadge, PriorityBadge } from './RetroBadges.js';

/** Title, owner, due date and priority; checked as typed with the server's texts; Enter adds it. */
export function ActionItemForm() {
  const { t } = useTranslation('agile');
  const { snapshot, handlers } = useRetro();
  const { busy, run } = useCommand();
  const [values, setValues] = useState<ActionItemFormValues>(emptyActionItemForm);
  const [touched, setTouched] = useState<{ title?: boolean; dueDate?: boolean }>({});
  const [submitted, setSubmitted] = useState(false);
  const today = utcToday();
  const problems = actionItemProblems(values, today);
  const owners = snapshot.participants.filter((participant) => participant.role !== 'OBSERVER');
  const set = <K extends keyof ActionItemFormValues>(field: K, value: ActionItemFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    setSubmitted(true);
    if (problems.title || problems.dueDate) return;
    const ok = await run('add', () => handlers.addActionItem(actionItemBody(values)));
    if (ok) {
      setValues(emptyActionItemForm());
      setTouched({});
      setSubmitted(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="action-item-form-title">
      <Title order={3} size="h5" mb="sm" id="action-item-form-title">
        {t('retro.actions.formTitle')}
      </Title>
      <form
        noValidate
        data-testid="action-item-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextField
            label={t('retro.actions.title')}
            placeholder={t('retro.actions.titlePlaceholder')}
            required
            maxLength={200}
            value={values.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            onBlur={() => setTouched((current) => ({ ...current, title: true }))}
            error={(submitted || touched.title) && problems.title ? problems.title : undefined}
          />
          <TextareaField
            label={t('retro.actions.description')}
            description={t('retro.actions.optional')}
            minRows={2}
            maxRows={4}
            maxLength={2000}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <SelectField
                label={t('retro.actions.owner')}
                leftSection={<IconUser size={14} aria-hidden />}
                placeholder={t('retro.actions.noOwner')}
                clearable
                allowDeselect
                data={owners.map((participant) => ({ value: participant.userId, label: participant.displayName }))}
                value={values.assigneeId || null}
                onChange={(value) => set('assigneeId', value ?? '')}
                comboboxProps={{ withinPortal: true }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextField
                type="date"
                label={t('retro.actions.dueDate')}
                leftSection={<IconCalendar size={14} aria-hidden />}
                min={today}
                value={values.dueDate}
                onChange={(event) => {
                  set('dueDate', event.currentTarget.value);
                  setTouched((current) => ({ ...current, dueDate: true }));
                }}
                error={(submitted || touched.dueDate) && problems.dueDate ? problems.dueDate : undefined}
              />
            </Grid.Col>
          </Grid>
          <div>
            <Text size="sm" fw={500} mb={4} id="action-priority-label">
              {t('retro.actions.priority')}
            </Text>
            <SegmentedControl
              aria-labelledby="action-priority-label"
              value={values.priority}
              onChange={(value) => set('priority', value as ActionItemPriority)}
              data={ACTION_ITEM_PRIORITIES.map((priority) => ({ value: priority, label: t(`retro.priority.${priority}`) }))}
            />
          </div>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={busy === 'add'}>
              {t('retro.actions.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The retro action item type as agile declares it commentable (api/governance.ts). */
export const ACTION_ITEM_COMMENTS = 'agile.retro-action-item';

/**
 * An action item's threads (issue 22), in a drawer beside the board: the platform's CommentsPanel,
 * the same threads as on /comments. Only in the live room (the demo has no server).
 */
function ActionItemComments({ item }: { item: RetroActionItem }) {
  const { t } = useTranslation('agile');
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)');
  const label = t('retro.actions.comments', { title: item.title });
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon variant="subtle" color="gray" aria-label={label} data-testid="action-item-comments" onClick={() => setOpen(true)}>
          <IconMessageCircle size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Drawer opened={open} onClose={() => setOpen(false)} position="right" size={phone ? '100%' : 'lg'} title={label} closeButtonProps={{ 'aria-label': t('kanban.close') }}>
        {open ? <CommentsPanel objectType={ACTION_ITEM_COMMENTS} objectId={item.id} /> : null}
      </Drawer>
    </>
  );
}

/** One action item: priority, owner, due date, status (changed in place) and the board it went to. */
function ActionItemRow({ item }: { item: RetroActionItem }) {
  const { t, i18n } = useTranslation('agile');
  const { can, handlers, snapshot, mode } = useRetro();
  const { busy, run } = useCommand();
  const editable = can.contribute || snapshot.me.canModerate;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="action-item">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="action-item-title">
            {item.title}
          </Text>
          {item.description ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {item.description}
            </Text>
          ) : null}
          <Group gap="xs" wrap="wrap">
            <PriorityBadge priority={item.priority} />
            <ActionStatusBadge status={item.status} />
            <Group gap={4} wrap="nowrap">
              <IconUser size={12} aria-hidden />
              <Text size="xs" c="dimmed">
                {item.assigneeName ?? t('retro.actions.unassigned')}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconCalendar size={12} aria-hidden />
              <Text size="xs" c="dimmed">
                {item.dueDate ? t('retro.actions.due', { date: formatDate(`${item.dueDate}T12:00:00Z`, i18n.language) }) : t('retro.actions.noDueDate')}
              </Text>
            </Group>
            {item.boardItemId ? (
              <Group gap={4} wrap="nowrap">
                <IconLayoutKanban size={12} aria-hidden />
                <Text size="xs" c="dimmed">
                  {t('retro.actions.onBoard')}
                </Text>
              </Group>
            ) : null}
          </Group>
        </Stack>
        {mode === 'live' ? <ActionItemComments item={item} /> : null}
        {editable ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('retro.actions.itemActions', { title: item.title })} loading={busy !== null}>
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('retro.actions.setStatus')}</Menu.Label>
              {ACTION_ITEM_STATUSES.filter((status) => status !== item.status).map((status: ActionItemStatus) => (
                <Menu.Item key={status} onClick={() => void run('status', () => handlers.updateActionItem(item.id, { status }))}>
                  {t(`retro.actionStatus.${status}`)}
                </Menu.Item>
              ))}
              {can.toBoard && !item.boardItemId ? (
                <>
                  <Menu.Divider />
                  <Menu.Item leftSection={<IconLayoutKanban size={14} aria-hidden />} onClick={() => void run('board', () => handlers.actionItemToBoard(item))}>
                    {t('retro.actions.toBoard')}
                  </Menu.Item>
                </>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    </Paper>
  );
}

export function ActionItemList({ items }: { items: RetroActionItem[] }) {
  const { t } = useTranslation('agile');
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="action-items-empty">
        {t('retro.actions.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="action-items">
      {items.map((item) => (
        <ActionItemRow key={item.id} item={item} />
      ))}
    </Stack>
  );
}

/** Cards with 3+ votes that have no action item yet: the server creates them on request (agile.md section 9). */
function SuggestedActionItems() {
  const { t } = useTranslation('agile');
  const { snapshot, can, handlers } = useRetro();
  const { busy, run } = useCommand();
  const existing = new Set(snapshot.actionItems.map((item) => item.cardId));
  const suggestions = generatedActionItems(snapshot.cards).filter((item) => !existing.has(item.cardId));
  if (suggestions.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconBulb size={18} aria-hidden />} title={t('retro.actions.suggestedTitle')} data-testid="suggested-action-items">
      <Stack gap={6}>
        {suggestions.map((item) => (
          <Group key={item.cardId} gap="xs" wrap="nowrap">
            <PriorityBadge priority={item.priority} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Text>
          </Group>
        ))}
        {can.contribute ? (
          <Tooltip label={t('retro.actions.generateHint')} multiline w={260}>
            <Button size="xs" variant="light" color="yellow" w="fit-content" loading={busy === 'generate'} onClick={() => void run('generate', () => handlers.generateActionItems())}>
              {t('retro.actions.generate', { count: suggestions.length })}
            </Button>
          </Tooltip>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** The action-items phase: the form and the list, with the most voted topics beside them. */
export function ActionItemsPanel() {
  const { t } = useTranslation('agile');
  const { snapshot, can } = useRetro();
  const enabled = snapshot.session.settings.enableActionItems;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          {!enabled ? (
            <Alert color="gray" variant="light">
              {t('retro.actions.disabled')}
            </Alert>
          ) : null}
          {enabled ? <SuggestedActionItems /> : null}
          {enabled && can.contribute ? <ActionItemForm /> : null}
          <div>
            <Title order={3} size="h5" mb="xs">
              {t('retro.actions.listTitle', { count: snapshot.actionItems.length })}
            </Title>
            <ActionItemList items={snapshot.actionItems} />
          </div>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Title order={3} size="h5" mb="xs">
          {t('retro.actions.topTopics')}
        </Title>
        <DiscussList limit={5} compact />
      </Grid.Col>
    </Grid>
  );
}
