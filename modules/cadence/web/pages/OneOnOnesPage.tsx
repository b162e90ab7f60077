import { useEffect, useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  ErrorState,
  Grid,
  Group,
  LoadingState,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
  notifications,
  translateError,
  useAppAbility,
  useSearchParams,
  useSession,
  useTranslation,
} from '@suite/sdk/web';
import type { Meeting, OneOnOneDetail, OneOnOneSummary } from '../../shared/one-on-one-endpoints.js';
import {
  useAddActionItem,
  useAddAgendaItem,
  useCreateOneOnOne,
  useDeleteAgendaItem,
  useHoldMeeting,
  useMeeting,
  useMembers,
  useOneOnOne,
  useOneOnOneLive,
  useOneOnOnes,
  useSavePrivateNote,
  useSaveSharedNotes,
  useUpdateActionItem,
  useUpdateAgendaItem,
} from '../api.js';
import { formatDateTime, formatDay } from '../components/format.js';
import { CadencePageFrame } from '../components/CadencePageFrame.js';
import { SectionPanel } from '../components/SectionPanel.js';

const failed = (error: Error) => notifications.show({ color: 'red', message: translateError(error.message) });

function OneOnOneCard({ item, selected, onSelect }: { item: OneOnOneSummary; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation('cadence');
  const other = item.myRole === 'manager' ? item.reportName : item.managerName;
  return (
    <UnstyledButton onClick={onSelect} aria-current={selected ? 'true' : undefined} data-testid="one-on-one-card" style={{ display: 'block', width: '100%' }}>
      <Paper withBorder p="sm" radius="md" bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
        <Text fw={600}>{other}</Text>
        <Badge variant="light" size="xs" mb={4}>
          {t(`oneOnOnes.role.${item.myRole}`)}
        </Badge>
        <Text size="xs" c="dimmed">
          {item.nextMeeting ? t('oneOnOnes.next', { when: formatDateTime(item.nextMeeting.scheduledAt) }) : t('oneOnOnes.noNext')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('oneOnOnes.openItems', { count: item.openActionItems })}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

function NewOneOnOneModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation('cadence');
  const { user } = useSession();
  const ability = useAppAbility();
  const members = useMembers();
  const create = useCreateOneOnOne();
  const [reportUserId, setReport] = useState<string | null>(null);
  const [cadenceDays, setCadence] = useState('14');
  const [firstMeetingAt, setFirst] = useState('');
  const [error, setError] = useState<string | null>(null);
  const peopleManager = ability.can('update', 'UsersTeams');
  const options = (members.data ?? []).filter((member) => member.userId !== user?.id && (peopleManager || member.managerUserId === user?.id)).map((member) => ({ value: member.userId, label: member.name }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reportUserId || !firstMeetingAt) return setError(t('oneOnOnes.form.required'));
    create.mutate(
      { body: { reportUserId, cadenceDays: Number(cadenceDays), firstMeetingAt: new Date(firstMeetingAt).toISOString() } },
      { onSuccess: (created) => (onCreated(created.id), onClose()), onError: (failure) => setError(translateError(failure.message)) },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('oneOnOnes.form.title')}>
      <form onSubmit={submit}>
        <Stack>
          {error ? <Alert color="red">{error}</Alert> : null}
          {options.length === 0 && !members.isPending ? <Text size="sm" c="dimmed">{t('oneOnOnes.form.noReports')}</Text> : null}
          <Select label={t('oneOnOnes.form.report')} data={options} value={reportUserId} onChange={setReport} searchable required />
          <Select label={t('oneOnOnes.form.cadence')} data={['7', '14', '30'].map((days) => ({ value: days, label: t('oneOnOnes.form.every', { count: Number(days) }) }))} value={cadenceDays} onChange={(value) => setCadence(value ?? '14')} />
          <TextInput type="datetime-local" label={t('oneOnOnes.form.first')} value={firstMeetingAt} onChange={(event) => setFirst(event.currentTarget.value)} required />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('oneOnOnes.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function AgendaSection({ detail, meeting, readOnly }: { detail: OneOnOneDetail; meeting: Meeting; readOnly: boolean }) {
  const { t } = useTranslation('cadence');
  const { user } = useSession();
  const add = useAddAgendaItem();
  const update = useUpdateAgendaItem();
  const remove = useDeleteAgendaItem();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate({ params: { id: detail.id, meetingId: meeting.id }, body: { text } }, { onSuccess: () => setText(''), onError: failed });
  };
  return (
    <SectionPanel
      title={t('oneOnOnes.agenda')}
      empty={meeting.agenda.length === 0 && t('oneOnOnes.agendaEmpty')}
      footer={
        readOnly ? null : (
          <form onSubmit={submit}>
            <Group mt="sm" wrap="nowrap" align="flex-end">
              <TextInput style={{ flex: 1 }} label={t('oneOnOnes.addAgenda')} placeholder={t('oneOnOnes.addAgendaHint')} value={text} onChange={(event) => setText(event.currentTarget.value)} maxLength={500} />
              <Button type="submit" variant="light" loading={add.isPending}>
                {t('common.add')}
              </Button>
            </Group>
          </form>
        )
      }
    >
      <Stack gap={6} component="ul" p={0} m={0} data-testid="agenda">
        {meeting.agenda.map((item) => (
          <Group key={item.id} component="li" justify="space-between" wrap="nowrap" style={{ listStyle: 'none' }}>
            <Checkbox
              checked={item.done}
              disabled={readOnly}
              label={
                <span>
                  {item.text}{' '}
                  <Text span size="xs" c="dimmed">
                    — {item.authorName}
                  </Text>
                </span>
              }
              onChange={(event) => update.mutate({ params: { id: item.id }, body: { done: event.currentTarget.checked } }, { onError: failed })}
            />
            {!readOnly && item.authorUserId === user?.id ? (
              <ActionIcon variant="subtle" color="gray" aria-label={t('oneOnOnes.removeItem', { text: item.text })} onClick={() => remove.mutate({ params: { id: item.id } }, { onError: failed })}>
                ×
              </ActionIcon>
            ) : null}
          </Group>
        ))}
      </Stack>
    </SectionPanel>
  );
}

function ActionItemsSection({ detail, meeting, readOnly }: { detail: OneOnOneDetail; meeting: Meeting; readOnly: boolean }) {
  const { t } = useTranslation('cadence');
  const add = useAddActionItem();
  const update = useUpdateActionItem();
  const [title, setTitle] = useState('');
  const [owner, setOwner] = useState<string | null>(detail.reportUserId);
  const [dueDate, setDueDate] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !owner) return;
    add.mutate({ params: { id: detail.id }, body: { title, ownerUserId: owner, dueDate: dueDate || null } }, { onSuccess: () => (setTitle(''), setDueDate('')), onError: failed });
  };
  return (
    <SectionPanel
      title={t('oneOnOnes.actionItems')}
      empty={meeting.actionItems.length === 0 && t('oneOnOnes.actionItemsEmpty')}
      footer={
        readOnly ? null : (
          <form onSubmit={submit}>
            <Grid mt="sm" align="flex-end">
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <TextInput label={t('oneOnOnes.newActionItem')} value={title} onChange={(event) => setTitle(event.currentTarget.value)} maxLength={200} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <Select
                  label={t('oneOnOnes.owner')}
                  data={[
                    { value: detail.managerUserId, label: detail.managerName },
                    { value: detail.reportUserId, label: detail.reportName },
                  ]}
                  value={owner}
                  onChange={setOwner}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 2 }}>
                <TextInput type="date" label={t('oneOnOnes.dueDate')} value={dueDate} onChange={(event) => setDueDate(event.currentTarget.value)} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 2 }}>
                <Button type="submit" variant="light" fullWidth loading={add.isPending}>
                  {t('common.add')}
                </Button>
              </Grid.Col>
            </Grid>
          </form>
        )
      }
    >
      <Stack gap={6} component="ul" p={0} m={0} data-testid="action-items">
        {meeting.actionItems.map((item) => (
          <Group key={item.id} component="li" gap="xs" wrap="wrap" style={{ listStyle: 'none' }}>
            <Checkbox checked={item.done} disabled={readOnly} label={item.title} onChange={(event) => update.mutate({ params: { id: item.id }, body: { done: event.currentTarget.checked } }, { onError: failed })} />
            <Text size="xs" c="dimmed">
              {item.ownerName}
              {item.dueDate ? ` · ${t('oneOnOnes.due', { day: formatDay(item.dueDate) })}` : ''}
            </Text>
            {item.carriedOver && !item.done ? (
              <Badge size="xs" color="orange" variant="light">
                {t('oneOnOnes.carriedOver', { number: item.raisedIn })}
              </Badge>
            ) : null}
          </Group>
        ))}
      </Stack>
    </SectionPanel>
  );
}

function NotesSection({ detail, meeting }: { detail: OneOnOneDetail; meeting: Meeting }) {
  const { t } = useTranslation('cadence');
  const saveShared = useSaveSharedNotes();
  const savePrivate = useSavePrivateNote();
  const [shared, setShared] = useState(meeting.sharedNotes);
  const [mine, setMine] = useState(meeting.myPrivateNote?.body ?? '');
  useEffect(() => {
    setShared(meeting.sharedNotes);
    setMine(meeting.myPrivateNote?.body ?? '');
  }, [meeting.id, meeting.sharedNotes, meeting.myPrivateNote?.body]);
  const saved = () => notifications.show({ color: 'green', message: t('common.saved') });
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="md" radius="md">
          <Textarea label={t('oneOnOnes.sharedNotes')} description={t('oneOnOnes.sharedNotesHint')} autosize minRows={4} value={shared} onChange={(event) => setShared(event.currentTarget.value)} />
          <Button mt="xs" size="xs" variant="light" aria-label={t('oneOnOnes.saveShared')} loading={saveShared.isPending} onClick={() => saveShared.mutate({ params: { id: detail.id, meetingId: meeting.id }, body: { body: shared } }, { onSuccess: saved, onError: failed })}>
            {t('common.save')}
          </Button>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p="md" radius="md">
          <Textarea label={t('oneOnOnes.privateNote')} description={t('oneOnOnes.privateNoteHint')} autosize minRows={4} value={mine} onChange={(event) => setMine(event.currentTarget.value)} />
          <Button mt="xs" size="xs" variant="light" aria-label={t('oneOnOnes.savePrivate')} loading={savePrivate.isPending} onClick={() => savePrivate.mutate({ params: { id: detail.id, meetingId: meeting.id }, body: { body: mine } }, { onSuccess: saved, onError: failed })}>
            {t('common.save')}
          </Button>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

function OneOnOneView({ id }: { id: string }) {
  const { t } = useTranslation('cadence');
  const detail = useOneOnOne(id);
  useOneOnOneLive(id);
  const hold = useHoldMeeting();
  const [viewing, setViewing] = useState<string | null>(null);
  const past = useMeeting(viewing ? id : null, viewing);
  if (detail.isPending) return <LoadingState variant="cards" rows={3} />;
  if (detail.isError) return <ErrorState error={detail.error} title={t('oneOnOnes.loadError')} onRetry={() => void detail.refetch()} />;
  const data = detail.data;
  const meeting = viewing && past.data ? past.data : data.current;
  const readOnly = meeting.heldAt !== null;
  const other = data.myRole === 'manager' ? data.reportName : data.managerName;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h4">
              {t('oneOnOnes.with', { name: other })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('oneOnOnes.meetingOf', { number: meeting.number, when: formatDateTime(meeting.scheduledAt) })} · {t('oneOnOnes.form.every', { count: data.cadenceDays })}
            </Text>
          </div>
          <Group gap="xs">
            <Select
              aria-label={t('oneOnOnes.history')}
              size="xs"
              data={data.meetings.map((m) => ({ value: m.id, label: m.heldAt ? t('oneOnOnes.heldOn', { number: m.number, when: formatDay(m.heldAt) }) : t('oneOnOnes.upcoming', { number: m.number }) }))}
              value={meeting.id}
              onChange={(value) => setViewing(value === data.current.id ? null : value)}
            />
            {readOnly ? (
              <Badge color="gray">{t('oneOnOnes.held')}</Badge>
            ) : (
              <Button
                size="xs"
                loading={hold.isPending}
                onClick={() =>
                  hold.mutate(
                    { params: { id: data.id, meetingId: meeting.id } },
                    { onSuccess: (result) => notifications.show({ color: 'green', message: t('oneOnOnes.heldNext', { when: formatDateTime(result.next.scheduledAt) }) }), onError: failed },
                  )
                }
              >
                {t('oneOnOnes.hold')}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      <AgendaSection detail={data} meeting={meeting} readOnly={readOnly} />
      <ActionItemsSection detail={data} meeting={meeting} readOnly={readOnly} />
      <NotesSection detail={data} meeting={meeting} />
    </Stack>
  );
}

/** /one-on-ones: the caller's 1:1s (as manager or report), the shared agenda, notes and action items. */
export default function OneOnOnesPage() {
  const { t } = useTranslation('cadence');
  const list = useOneOnOnes();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const selected = params.get('id') ?? list.data?.[0]?.id ?? null;
  const select = (id: string) => setParams({ id }, { replace: true });
  const newButton = <Button onClick={() => setCreating(true)}>{t('oneOnOnes.new')}</Button>;
  return (
    <CadencePageFrame
      title={t('pages.oneOnOnes')}
      description={t('oneOnOnes.description')}
      actions={newButton}
      query={list}
      loading={{ variant: 'cards', rows: 3 }}
      loadError={t('oneOnOnes.loadError')}
      empty={{ when: (data) => data.length === 0, title: t('oneOnOnes.emptyTitle'), description: t('oneOnOnes.empty') }}
      overlays={<NewOneOnOneModal opened={creating} onClose={() => setCreating(false)} onCreated={select} />}
    >
      {(data) => (
        <Grid>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack gap="xs">
              {data.map((item) => (
                <OneOnOneCard key={item.id} item={item} selected={item.id === selected} onSelect={() => select(item.id)} />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>{selected ? <OneOnOneView key={selected} id={selected} /> : null}</Grid.Col>
        </Grid>
      )}
    </CadencePageFrame>
  );
}
