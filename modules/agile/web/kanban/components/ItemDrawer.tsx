import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  ConfirmDialog,
  Divider,
  Drawer,
  ErrorState,
  Group,
  LoadingState,
  NumberField,
  SelectField,
  SimpleGrid,
  Stack,
  TagsInput,
  Tabs,
  Text,
  TextareaField,
  TextField,
  TextInput,
  Timeline,
  UnstyledButton,
  translateError,
  useMediaQuery,
  useQueryClient,
  useTranslation,
  formatNumber,
  CommentsPanel,
  COMMENTS_NAMESPACE,
} from '@suite/sdk/web';
import { IconActivity, IconArrowRight, IconHistory, IconListDetails, IconMessageCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { KANBAN_ITEM_TYPES, KANBAN_PRIORITIES, type KanbanActivity, type KanbanBoardView, type KanbanItem, type KanbanItemDetail, type KanbanItemType, type KanbanPriority } from '../../../shared/kanban.js';
import { kanbanCalls, kanbanKeys, useItemActivity, useItemDetail } from '../api/index.js';
import { orderedColumns } from '../board-state.js';
import { formatDateTime } from '../format.js';
import { itemTitleProblem, pointsProblem, pointsValue } from '../forms.js';
import { StatusBadge } from './ItemBadges.js';
import { ItemSource } from './ItemSource.js';

export interface Member {
  userId: string;
  name: string;
}

interface ItemDrawerProps {
  itemId: string | null;
  view: KanbanBoardView;
  members: Member[];
  canEdit: boolean;
  onClose(): void;
  /** Open another item (a child or the parent) in the drawer. */
  onOpen(itemId: string): void;
  /** Move the item to a column (the board's optimistic move). */
  onMove(itemId: string, columnId: string): void;
  /** The server's copy after a change, to put on the board. */
  onSaved(item: KanbanItem): void;
  onDeleted(itemId: string): void;
}

interface FormValues {
  title: string;
  description: string;
  type: KanbanItemType;
  priority: KanbanPriority;
  storyPoints: number | string;
  assigneeId: string | null;
  labels: string[];
}

const formOf = (item: KanbanItemDetail): FormValues => ({
  title: item.title,
  description: item.description ?? '',
  type: item.type,
  priority: item.priority,
  storyPoints: item.storyPoints ?? '',
  assigneeId: item.assigneeId,
  labels: item.labels,
});

function DetailsTab({ item, view, members, canEdit, onOpen, onMove, onSaved, onDeleted }: Omit<ItemDrawerProps, 'itemId' | 'onClose'> & { item: KanbanItemDetail }) {
  const { t, i18n } = useTranslation('agile');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => formOf(item));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [childTitle, setChildTitle] = useState('');
  const [addingChild, setAddingChild] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => setValues(formOf(item)), [item]);
  const columns = orderedColumns(view.board);
  const problems = { title: itemTitleProblem(values.title), storyPoints: pointsProblem(values.storyPoints) };
  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setSaved(false);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: kanbanKeys.item(item.id) }), queryClient.invalidateQueries({ queryKey: kanbanKeys.itemActivity(item.id) })]);

  const save = async () => {
    if (problems.title || problems.storyPoints || saving) return;
    setSaving(true);
    setError(null);
    try {
      const updated = await kanbanCalls.updateItem(item.id, {
        title: values.title.trim(),
        description: values.description.trim() ? values.description : null,
        type: values.type,
        priority: values.priority,
        storyPoints: pointsValue(values.storyPoints),
        assigneeId: values.assigneeId,
        labels: values.labels,
      });
      onSaved(updated);
      setSaved(true);
      await refresh();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  };

  const addChild = async () => {
    const title = childTitle.trim();
    if (!title || addingChild) return;
    setAddingChild(true);
    setError(null);
    try {
      const child = await kanbanCalls.createItem({ boardId: item.boardId, title, parentId: item.id, ...(item.columnId ? {} : { columnId: null }) });
      onSaved(child);
      setChildTitle('');
      await refresh();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setAddingChild(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await kanbanCalls.deleteItem(item.id);
      setConfirmDelete(false);
      onDeleted(item.id);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setConfirmDelete(false);
    } finally {
      setDeleting(false);
    }
  };

  const memberOptions = [{ value: '', label: t('kanban.item.unassigned') }, ...members.map((member) => ({ value: member.userId, label: member.name }))];
  if (values.assigneeId && !members.some((member) => member.userId === values.assigneeId)) memberOptions.push({ value: values.assigneeId, label: item.assigneeName ?? values.assigneeId });

  return (
    <Stack gap="sm">
      {error ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setError(null)}>
          {translateError(error)}
        </Alert>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <TextField label={t('kanban.item.title')} value={values.title} onChange={(event) => set('title', event.currentTarget.value)} error={problems.title} required maxLength={300} disabled={!canEdit} />
          <TextareaField label={t('kanban.item.description')} value={values.description} onChange={(event) => set('description', event.currentTarget.value)} autosize minRows={2} maxRows={8} disabled={!canEdit} />
          <SimpleGrid cols={2} spacing="sm">
            <SelectField
              label={t('kanban.item.type')}
              data={KANBAN_ITEM_TYPES.map((type) => ({ value: type, label: t(`kanban.type.${type}`) }))}
              value={values.type}
              onChange={(value) => value && set('type', value as KanbanItemType)}
              allowDeselect={false}
              disabled={!canEdit}
            />
            <SelectField
              label={t('kanban.item.priority')}
              data={KANBAN_PRIORITIES.map((priority) => ({ value: priority, label: t(`kanban.priority.${priority}`) }))}
              value={values.priority}
              onChange={(value) => value && set('priority', value as KanbanPriority)}
              allowDeselect={false}
              disabled={!canEdit}
            />
            <NumberField label={t('kanban.item.points')} value={values.storyPoints} onChange={(value) => set('storyPoints', value)} min={0} max={1000} decimalScale={1} error={problems.storyPoints} disabled={!canEdit} />
            <SelectField
              label={t('kanban.item.assignee')}
              data={memberOptions}
              value={values.assigneeId ?? ''}
              onChange={(value) => set('assigneeId', value ? value : null)}
              allowDeselect={false}
              searchable
              disabled={!canEdit}
            />
          </SimpleGrid>
          <TagsInput label={t('kanban.item.labels')} value={values.labels} onChange={(labels) => set('labels', labels.map((label) => label.trim().slice(0, 40)).filter(Boolean).slice(0, 20))} maxTags={20} clearable disabled={!canEdit} placeholder={t('kanban.item.labelsPlaceholder')} />
          {canEdit ? (
            <Group justify="space-between">
              <Button type="submit" loading={saving} disabled={Boolean(problems.title || problems.storyPoints)}>
                {t('kanban.item.save')}
              </Button>
              {saved ? (
                <Text size="sm" c="green" role="status">
                  {t('kanban.item.saved')}
                </Text>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </form>

      <Divider />
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        <Text size="sm" c="dimmed">
          {t('kanban.item.column')}
        </Text>
        {canEdit && item.columnId ? (
          <SelectField
            size="xs"
            aria-label={t('kanban.item.column')}
            data={columns.map((column) => ({ value: column.id, label: column.title }))}
            value={item.columnId}
            onChange={(value) => value && value !== item.columnId && onMove(item.id, value)}
            allowDeselect={false}
          />
        ) : (
          <StatusBadge status={item.status} />
        )}
        <Text size="sm" c="dimmed">
          {t('kanban.item.workStarted')}
        </Text>
        <Text size="sm">{formatDateTime(item.workStartedAt, i18n.language)}</Text>
        <Text size="sm" c="dimmed">
          {t('kanban.item.workCompleted')}
        </Text>
        <Text size="sm">{formatDateTime(item.workCompletedAt, i18n.language)}</Text>
        <Text size="sm" c="dimmed">
          {t('kanban.item.cycleTime')}
        </Text>
        <Text size="sm" data-testid="item-cycle-time">
          {item.cycleTime === null ? '–' : t('kanban.item.hours', { value: formatNumber(item.cycleTime, i18n.language) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('kanban.item.created')}
        </Text>
        <Text size="sm">{formatDateTime(item.createdAt, i18n.language)}</Text>
        {item.source ? (
          <>
            <Text size="sm" c="dimmed">
              {t('kanban.item.source')}
            </Text>
            <ItemSource source={item.source} />
          </>
        ) : null}
      </SimpleGrid>

      {item.parent ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('kanban.item.parent')}
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={() => onOpen(item.parent!.id)}>
            {item.parent.title}
          </Anchor>
        </Group>
      ) : null}

      <Divider label={t('kanban.item.childrenTitle', { count: item.children.length })} labelPosition="left" />
      {item.children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('kanban.item.noChildren')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} data-testid="item-children">
          {item.children.map((child) => (
            <li key={child.id} style={{ listStyle: 'none' }}>
              <UnstyledButton onClick={() => onOpen(child.id)} w="100%">
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="sm" truncate="end">
                    {child.title}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {child.storyPoints !== null ? (
                      <Badge size="xs" variant="filled" color="gray">
                        {t('kanban.card.points', { count: child.storyPoints })}
                      </Badge>
                    ) : null}
                    <StatusBadge status={child.status} />
                  </Group>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      {canEdit ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void addChild();
          }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              size="xs"
              label={t('kanban.item.addChild')}
              placeholder={t('kanban.item.childPlaceholder')}
              value={childTitle}
              maxLength={300}
              onChange={(event) => setChildTitle(event.currentTarget.value)}
            />
            <Button type="submit" size="xs" leftSection={<IconPlus size={14} aria-hidden />} loading={addingChild} disabled={!childTitle.trim()}>
              {t('kanban.column.add')}
            </Button>
          </Group>
        </form>
      ) : null}

      {canEdit ? (
        <>
          <Divider />
          <Group>
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirmDelete(true)}>
              {t('kanban.item.delete')}
            </Button>
          </Group>
          <ConfirmDialog
            opened={confirmDelete}
            title={t('kanban.item.deleteTitle')}
            message={t('kanban.item.deleteMessage', { title: item.title })}
            confirmLabel={t('kanban.item.delete')}
            cancelLabel={t('kanban.cancel')}
            danger
            loading={deleting}
            onConfirm={() => void remove()}
            onCancel={() => setConfirmDelete(false)}
          />
        </>
      ) : null}
    </Stack>
  );
}

function HistoryTab({ item, view }: { item: KanbanItemDetail; view: KanbanBoardView }) {
  const { t, i18n } = useTranslation('agile');
  const titles = new Map(view.board.columns.map((column) => [column.id, column.title]));
  const place = (columnId: string | null, status: string | null) => (columnId && titles.get(columnId)) || (status ? t(`kanban.status.${status}`) : t('kanban.history.nowhere'));
  if (item.history.length === 0) return <Text size="sm" c="dimmed">{t('kanban.history.empty')}</Text>;
  return (
    <Timeline active={item.history.length - 1} bulletSize={18} lineWidth={2} data-testid="item-history">
      {item.history.map((change) => (
        <Timeline.Item
          key={change.id}
          bullet={<IconArrowRight size={10} aria-hidden />}
          title={
            change.fromStatus === null ? (
              t('kanban.history.created', { to: place(change.toColumnId, change.toStatus) })
            ) : (
              <span>{t('kanban.history.moved', { from: place(change.fromColumnId, change.fromStatus), to: place(change.toColumnId, change.toStatus) })}</span>
            )
          }
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(change.changedAt, i18n.language)}
            {change.changedByName ? ` · ${change.changedByName}` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

export function ActivityList({ entries }: { entries: KanbanActivity[] }) {
  const { t, i18n } = useTranslation('agile');
  if (entries.length === 0) return <Text size="sm" c="dimmed">{t('kanban.activity.empty')}</Text>;
  return (
    <Stack gap={6} component="ul" p={0} m={0}>
      {entries.map((entry) => (
        <li key={entry.id} style={{ listStyle: 'none' }}>
          <Text size="sm">
            <Text span fw={500}>
              {entry.actorName ?? t('kanban.activity.someone')}
            </Text>{' '}
            {t(`kanban.activity.types.${entry.type}`)}
            {typeof entry.data.title === 'string' ? ` · ${entry.data.title}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.createdAt, i18n.language)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

function ActivityTab({ itemId }: { itemId: string }) {
  const { t } = useTranslation('agile');
  const activity = useItemActivity(itemId);
  if (activity.isPending) return <LoadingState variant="detail" rows={4} />;
  if (activity.isError) return <ErrorState error={activity.error} title={t('kanban.activity.loadError')} onRetry={() => void activity.refetch()} />;
  return <ActivityList entries={activity.data} />;
}

/** An item's details, children, history (status changes with times) and activity, beside the board. */
export function ItemDrawer(props: ItemDrawerProps) {
  const { itemId, onClose, view } = props;
  const { t } = useTranslation('agile');
  const { t: tc } = useTranslation(COMMENTS_NAMESPACE);
  const phone = useMediaQuery('(max-width: 48em)');
  const detail = useItemDetail(itemId);
  return (
    <Drawer opened={Boolean(itemId)} onClose={onClose} position="right" size={phone ? '100%' : 'lg'} title={detail.data?.title ?? t('kanban.item.drawerTitle')} closeButtonProps={{ 'aria-label': t('kanban.close') }}>
      {!itemId ? null : detail.isPending ? (
        <LoadingState variant="detail" rows={6} />
      ) : detail.isError ? (
        <ErrorState error={detail.error} title={t('kanban.item.loadError')} onRetry={() => void detail.refetch()} />
      ) : (
        <Tabs defaultValue="details" keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="details" leftSection={<IconListDetails size={14} aria-hidden />}>
              {t('kanban.item.details')}
            </Tabs.Tab>
            <Tabs.Tab value="history" leftSection={<IconHistory size={14} aria-hidden />}>
              {t('kanban.item.history')}
            </Tabs.Tab>
            <Tabs.Tab value="activity" leftSection={<IconActivity size={14} aria-hidden />}>
              {t('kanban.item.activity')}
            </Tabs.Tab>
            <Tabs.Tab value="comments" leftSection={<IconMessageCircle size={14} aria-hidden />}>
              {tc('panel.title')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details">
            <DetailsTab {...props} item={detail.data} />
          </Tabs.Panel>
          <Tabs.Panel value="history">
            <HistoryTab item={detail.data} view={view} />
          </Tabs.Panel>
          <Tabs.Panel value="activity">
            <ActivityTab itemId={detail.data.id} />
          </Tabs.Panel>
          <Tabs.Panel value="comments">
            <CommentsPanel objectType="agile.board-item" objectId={detail.data.id} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Drawer>
  );
}
