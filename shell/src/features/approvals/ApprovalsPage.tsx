import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Modal,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatMoney, type ApprovalRequestView, type ApprovalStatus, type ApprovalTrigger, type ApprovalWorkflowView, type ApprovalWorkflowsView } from '@suite/sdk';
import { translateError } from '@suite/sdk/i18n';
import { ConfirmDialog, DataTable, EmptyState, ErrorState, LoadingState, PageHeader, type DataTableColumn } from '@suite/sdk/ui';
import { useAppAbility } from '@suite/sdk/react';
import { AccountPageFrame } from '../account/components/AccountPageFrame.js';
import { formatDateTime } from '../account/format.js';
import { REQUEST_PAGE_SIZE, triggerKey, useCancelRequest, useCreateWorkflow, useDecide, useDeleteWorkflow, useRequest, useRequests, useUpdateWorkflow, useWorkflows } from './api.js';

const STATUSES: ApprovalStatus[] = ['pending', 'approved', 'rejected', 'cancelled', 'failed'];
const STATUS_COLORS: Record<ApprovalStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red', cancelled: 'gray', failed: 'orange' };
const errorText = (error: unknown) => translateError(error instanceof Error && error.message ? error.message : String(error));

function StatusBadge({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation('approvals');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none" style={{ flexShrink: 0, overflow: 'visible' }} miw="fit-content">
      {t(`approvals.statuses.${status}`)}
    </Badge>
  );
}

// ---------- requests ----------

function RequestDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('approvals');
  const request = useRequest(id);
  const decide = useDecide();
  const cancel = useCancelRequest();
  const [comment, setComment] = useState('');
  useEffect(() => setComment(''), [id]);
  const data = request.data;

  const submit = async (decision: 'approve' | 'reject') => {
    if (!id) return;
    try {
      await decide.mutateAsync({ params: { id }, body: comment.trim() ? { decision, comment: comment.trim() } : { decision } });
      notifications.show({ color: 'green', message: t('detail.decided') });
      setComment('');
    } catch (error) {
      notifications.show({ color: 'red', title: t('detail.failed'), message: errorText(error) });
    }
  };
  const withdraw = async () => {
    if (!id) return;
    try {
      await cancel.mutateAsync({ params: { id } });
      notifications.show({ color: 'green', message: t('detail.cancelled') });
    } catch (error) {
      notifications.show({ color: 'red', title: t('detail.failed'), message: errorText(error) });
    }
  };

  return (
    <Drawer opened={Boolean(id)} onClose={onClose} position="right" size="md" title={t('detail.title')} closeButtonProps={{ 'aria-label': t('detail.close') }}>
      {request.isPending ? (
        <LoadingState variant="cards" rows={3} />
      ) : request.isError || !data ? (
        <ErrorState error={request.error} title={t('detail.loadFailed')} onRetry={() => void request.refetch()} />
      ) : (
        <Stack gap="md">
          <Stack gap={4}>
            <Group gap="xs">
              <StatusBadge status={data.status} />
              <Text size="sm" c="dimmed">
                {t(`approvals.triggers.${triggerKey(data.trigger)}`)}
              </Text>
            </Group>
            <Title order={3} size="h5">
              {data.summary}
            </Title>
            <Text size="sm" c="dimmed">
              {data.workflowName} · {t(`approvals.orders.${data.approvalOrder}`)}
            </Text>
            <Text size="sm">
              {t('requests.requestedBy')}: {data.requestedBy?.name ?? '—'} · {formatDateTime(data.createdAt, i18n.language)}
            </Text>
            {data.amountCents !== null ? (
              <Text size="sm">
                {t('detail.amount')}: <strong>{formatMoney(data.amountCents, i18n.language)}</strong>
              </Text>
            ) : null}
            {data.appliedAt ? (
              <Text size="sm" c="green">
                {t('detail.appliedAt', { date: formatDateTime(data.appliedAt, i18n.language) })}
              </Text>
            ) : null}
          </Stack>
          {data.outcomeError ? (
            <Alert color="orange" variant="light">
              {t('detail.outcomeError', { error: translateError(data.outcomeError) })}
            </Alert>
          ) : null}
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('detail.steps')}
            </Text>
            {data.steps.map((step) => (
              <Paper key={step.position} withBorder radius="md" p="sm">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">
                    {step.position}. {step.approver.name}
                  </Text>
                  {step.decision ? (
                    <StatusBadge status={step.decision} />
                  ) : data.waitingFor.includes(step.approver.userId) ? (
                    <Badge variant="outline" color="yellow" tt="none">
                      {t('detail.waiting')}
                    </Badge>
                  ) : data.status === 'pending' ? (
                    <Text size="xs" c="dimmed">
                      {t('detail.notYet')}
                    </Text>
                  ) : null}
                </Group>
                {step.comment ? (
                  <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-line' }}>
                    “{step.comment}”
                  </Text>
                ) : null}
                {step.decidedAt ? (
                  <Text size="xs" c="dimmed">
                    {formatDateTime(step.decidedAt, i18n.language)}
                  </Text>
                ) : null}
              </Paper>
            ))}
          </Stack>
          {data.canDecide ? (
            <Stack gap="xs">
              <Textarea label={t('detail.comment')} description={t('detail.commentHint')} value={comment} onChange={(event) => setComment(event.currentTarget.value)} autosize minRows={2} maxLength={2000} />
              <Group grow>
                <Button color="green" leftSection={<IconCheck size={16} />} loading={decide.isPending} onClick={() => void submit('approve')}>
                  {t('detail.approve')}
                </Button>
                <Button color="red" variant="light" leftSection={<IconX size={16} />} loading={decide.isPending} onClick={() => void submit('reject')}>
                  {t('detail.reject')}
                </Button>
              </Group>
            </Stack>
          ) : null}
          {data.canCancel ? (
            <Button variant="subtle" color="gray" onClick={() => void withdraw()} loading={cancel.isPending}>
              {t('detail.cancel')}
            </Button>
          ) : null}
        </Stack>
      )}
    </Drawer>
  );
}

/** The requests list (status and mine filters, pages, the request drawer); exported for its story. */
export function Requests() {
  const { t, i18n } = useTranslation('approvals');
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<ApprovalStatus | ''>('');
  const [mine, setMine] = useState<'all' | 'approver' | 'requester'>('all');
  const [offset, setOffset] = useState(0);
  const requests = useRequests({ limit: REQUEST_PAGE_SIZE, offset, ...(status ? { status } : {}), ...(mine !== 'all' ? { mine } : {}) });
  const open = params.get('request');
  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('request', id);
        else next.delete('request');
        return next;
      },
      { replace: true },
    );
  const columns: DataTableColumn<ApprovalRequestView>[] = [
    {
      key: 'summary',
      header: t('requests.summary'),
      render: (request) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {request.summary}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`approvals.triggers.${triggerKey(request.trigger)}`)}
          </Text>
        </Stack>
      ),
    },
    { key: 'requestedBy', header: t('requests.requestedBy'), render: (request) => <Text size="sm">{request.requestedBy?.name ?? '—'}</Text> },
    { key: 'created', header: t('requests.created'), render: (request) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(request.createdAt, i18n.language)}</Text> },
    {
      key: 'waiting',
      header: t('requests.waitingFor'),
      render: (request) => <Text size="sm">{request.steps.filter((s) => request.waitingFor.includes(s.approver.userId)).map((s) => s.approver.name).join(', ') || '—'}</Text>,
    },
    { key: 'status', header: t('requests.status'), render: (request) => <StatusBadge status={request.status} /> },
    {
      key: 'open',
      header: '',
      render: (request) => (
        <Button size="compact-sm" variant={request.canDecide ? 'filled' : 'light'} onClick={() => setOpen(request.id)} aria-label={`${t('requests.open')}: ${request.summary}`}>
          {t('requests.open')}
        </Button>
      ),
    },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" mb="sm" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end">
          <Select
            label={t('requests.status')}
            data={[{ value: '', label: t('requests.anyStatus') }, ...STATUSES.map((value) => ({ value, label: t(`approvals.statuses.${value}`) }))]}
            value={status}
            onChange={(value) => {
              setStatus((value ?? '') as ApprovalStatus | '');
              setOffset(0);
            }}
            allowDeselect={false}
            w={180}
          />
          <Select
            label={t('requests.show')}
            value={mine}
            onChange={(value) => {
              setMine((value ?? 'all') as typeof mine);
              setOffset(0);
            }}
            data={[
              { value: 'all', label: t('requests.all') },
              { value: 'approver', label: t('requests.approver') },
              { value: 'requester', label: t('requests.requester') },
            ]}
            allowDeselect={false}
            w={200}
          />
        </Group>
        {requests.data && requests.data.waitingForMe > 0 ? (
          <Badge color="yellow" variant="light" tt="none" size="lg">
            {t('requests.waitingForMe', { count: requests.data.waitingForMe })}
          </Badge>
        ) : null}
      </Group>
      {requests.isError ? (
        <ErrorState error={requests.error} title={t('requests.loadFailed')} onRetry={() => void requests.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={requests.data?.requests ?? []}
          rowKey={(request) => request.id}
          loading={requests.isPending}
          caption={t('requests.caption')}
          empty={<EmptyState title={t('requests.emptyTitle')} description={t('requests.emptyHint')} />}
          pagination={{ total: requests.data?.total ?? 0, limit: REQUEST_PAGE_SIZE, offset, onChange: setOffset }}
        />
      )}
      <RequestDrawer id={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}

// ---------- workflows ----------

interface WorkflowDraft {
  name: string;
  trigger: ApprovalTrigger | '';
  amount: number | '';
  approverIds: string[];
  approvalOrder: 'sequential' | 'parallel';
  notifyRequester: boolean;
  reminderHours: number | '';
  active: boolean;
}

const draftOf = (workflow: ApprovalWorkflowView | null, triggers: ApprovalWorkflowsView['triggers']): WorkflowDraft =>
  workflow
    ? {
        name: workflow.name,
        trigger: workflow.trigger,
        amount: workflow.minAmountCents === null ? '' : workflow.minAmountCents / 100,
        approverIds: workflow.approvers.map((a) => a.userId),
        approvalOrder: workflow.approvalOrder,
        notifyRequester: workflow.notifyRequester,
        reminderHours: workflow.reminderHours,
        active: workflow.active,
      }
    : { name: '', trigger: triggers[0]?.trigger ?? '', amount: '', approverIds: [], approvalOrder: 'sequential', notifyRequester: true, reminderHours: 24, active: true };

function WorkflowForm({ view, editing, onClose }: { view: ApprovalWorkflowsView; editing: ApprovalWorkflowView | 'new'; onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const existing = editing === 'new' ? null : editing;
  const [draft, setDraft] = useState<WorkflowDraft>(() => draftOf(existing, view.triggers));
  const [error, setError] = useState<string | null>(null);
  const create = useCreateWorkflow();
  const update = useUpdateWorkflow();
  const set = <K extends keyof WorkflowDraft>(key: K, value: WorkflowDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const hasAmount = view.triggers.find((option) => option.trigger === draft.trigger)?.amount ?? existing?.minAmountCents !== null;
  const names = new Map(view.candidates.map((c) => [c.userId, c.name]));
  for (const approver of existing?.approvers ?? []) if (!names.has(approver.userId)) names.set(approver.userId, approver.name);
  const move = (index: number, by: number) =>
    setDraft((current) => {
      const next = [...current.approverIds];
      const [id] = next.splice(index, 1);
      next.splice(index + by, 0, id!);
      return { ...current, approverIds: next };
    });

  const save = async () => {
    setError(null);
    const common = {
      name: draft.name,
      minAmountCents: hasAmount ? (draft.amount === '' ? null : Math.round(Number(draft.amount) * 100)) : null,
      approverIds: draft.approverIds,
      approvalOrder: draft.approvalOrder,
      notifyRequester: draft.notifyRequester,
      reminderHours: draft.reminderHours === '' ? 0 : Number(draft.reminderHours),
      active: draft.active,
    };
    try {
      if (existing) await update.mutateAsync({ params: { id: existing.id }, body: common });
      else await create.mutateAsync({ body: { ...common, trigger: draft.trigger } });
      notifications.show({ color: 'green', message: t('workflows.saved') });
      onClose();
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  return (
    <Modal opened onClose={onClose} title={existing ? t('workflows.edit') : t('workflows.new')} size="lg">
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" title={t('workflows.saveFailed')}>
            {error}
          </Alert>
        ) : null}
        <TextInput label={t('workflows.name')} value={draft.name} onChange={(event) => set('name', event.currentTarget.value)} required maxLength={120} data-autofocus />
        <Select
          label={t('workflows.trigger')}
          data={(existing ? [{ trigger: existing.trigger }] : view.triggers).map((option) => ({ value: option.trigger, label: t(`approvals.triggers.${triggerKey(option.trigger)}`) }))}
          value={draft.trigger || null}
          onChange={(value) => set('trigger', (value ?? '') as ApprovalTrigger)}
          disabled={Boolean(existing)}
          allowDeselect={false}
          required
        />
        {hasAmount ? <NumberInput label={t('workflows.amount')} description={t('workflows.amountHint')} value={draft.amount} onChange={(value) => set('amount', value === '' ? '' : Number(value))} min={0} decimalScale={2} thousandSeparator="," required /> : null}
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('workflows.approvers')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('workflows.approversHint')}
          </Text>
          {draft.approverIds.map((id, index) => (
            <Group key={id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">
                {index + 1}. {names.get(id) ?? id}
              </Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={`${t('workflows.moveUp')}: ${names.get(id) ?? id}`} disabled={index === 0} onClick={() => move(index, -1)}>
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon variant="subtle" aria-label={`${t('workflows.moveDown')}: ${names.get(id) ?? id}`} disabled={index === draft.approverIds.length - 1} onClick={() => move(index, 1)}>
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={`${t('workflows.remove')}: ${names.get(id) ?? id}`} onClick={() => set('approverIds', draft.approverIds.filter((other) => other !== id))}>
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
          <Select
            aria-label={t('workflows.addApprover')}
            placeholder={t('workflows.addApprover')}
            data={view.candidates.filter((c) => !draft.approverIds.includes(c.userId)).map((c) => ({ value: c.userId, label: `${c.name} (${c.email})` }))}
            value={null}
            onChange={(value) => value && set('approverIds', [...draft.approverIds, value])}
            searchable
          />
        </Stack>
        <Radio.Group label={t('workflows.order')} value={draft.approvalOrder} onChange={(value) => set('approvalOrder', value as WorkflowDraft['approvalOrder'])}>
          <Stack gap={6} mt={4}>
            <Radio value="sequential" label={t('approvals.orders.sequential')} />
            <Radio value="parallel" label={t('approvals.orders.parallel')} />
          </Stack>
        </Radio.Group>
        <NumberInput label={t('workflows.reminder')} description={t('workflows.reminderHint')} value={draft.reminderHours} onChange={(value) => set('reminderHours', value === '' ? '' : Number(value))} min={0} max={720} allowDecimal={false} />
        <Switch label={t('workflows.notify')} checked={draft.notifyRequester} onChange={(event) => set('notifyRequester', event.currentTarget.checked)} />
        <Switch label={t('workflows.active')} checked={draft.active} onChange={(event) => set('active', event.currentTarget.checked)} />
        <Alert variant="light" color="blue">
          <Text size="sm">{t('workflows.onApprove')}</Text>
          <Text size="sm">{t('workflows.onReject')}</Text>
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('workflows.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={create.isPending || update.isPending}>
            {t('workflows.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Workflows() {
  const { t, i18n } = useTranslation('approvals');
  const workflows = useWorkflows(true);
  const remove = useDeleteWorkflow();
  const [editing, setEditing] = useState<ApprovalWorkflowView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ApprovalWorkflowView | null>(null);
  if (workflows.isPending) return <LoadingState variant="cards" rows={3} />;
  if (workflows.isError) return <ErrorState error={workflows.error} title={t('workflows.loadFailed')} onRetry={() => void workflows.refetch()} />;
  const view = workflows.data;
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ params: { id: deleting.id } });
      notifications.show({ color: 'green', message: t('workflows.deleted') });
      setDeleting(null);
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error) });
    }
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {view.triggers.length === 0 ? t('workflows.noTriggers') : view.workflows.length > 0 ? t('workflows.emptyHint') : null}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} disabled={view.triggers.length === 0}>
          {t('workflows.new')}
        </Button>
      </Group>
      {view.workflows.length === 0 ? (
        <EmptyState title={t('workflows.emptyTitle')} description={view.triggers.length === 0 ? t('workflows.noTriggers') : t('workflows.emptyHint')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {view.workflows.map((workflow) => (
            <Paper key={workflow.id} withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2}>
                  <Title order={3} size="h5">
                    {workflow.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(`approvals.triggers.${triggerKey(workflow.trigger)}`)}
                    {workflow.minAmountCents !== null ? ` · ${t('workflows.from', { amount: formatMoney(workflow.minAmountCents, i18n.language) })}` : ''}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`${t('workflows.edit')}: ${workflow.name}`} onClick={() => setEditing(workflow)}>
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`${t('workflows.delete')}: ${workflow.name}`} onClick={() => setDeleting(workflow)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              <Text size="sm" mt="xs">
                {workflow.approvers.map((approver, index) => `${index + 1}. ${approver.name}`).join('  ')}
              </Text>
              <Group gap="xs" mt="xs">
                <Badge variant="light" tt="none">
                  {t(`approvals.orders.${workflow.approvalOrder}`)}
                </Badge>
                <Badge variant="light" color={workflow.active ? 'green' : 'gray'} tt="none">
                  {workflow.active ? t('workflows.active') : t('workflows.inactive')}
                </Badge>
                {workflow.pendingRequests > 0 ? (
                  <Badge variant="light" color="yellow" tt="none">
                    {t('workflows.pending', { count: workflow.pendingRequests })}
                  </Badge>
                ) : null}
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {editing ? <WorkflowForm view={view} editing={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        opened={Boolean(deleting)}
        title={t('workflows.deleteTitle')}
        message={t('workflows.deleteBody')}
        confirmLabel={t('workflows.delete')}
        danger
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

function Approvals() {
  const { t } = useTranslation('approvals');
  const ability = useAppAbility();
  const admin = ability.can('read', 'Governance');
  const [params, setParams] = useSearchParams();
  const tab = admin && params.get('tab') === 'workflows' ? 'workflows' : 'requests';
  return (
    <>
      <PageHeader title={t('approvals.title')} description={t('approvals.description')} />
      {admin ? (
        <Tabs
          value={tab}
          keepMounted={false}
          onChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (value === 'workflows') next.set('tab', 'workflows');
                else next.delete('tab');
                return next;
              },
              { replace: true },
            )
          }
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="requests">{t('approvals.tabs.requests')}</Tabs.Tab>
            <Tabs.Tab value="workflows">{t('approvals.tabs.workflows')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="requests">
            <Requests />
          </Tabs.Panel>
          <Tabs.Panel value="workflows">
            <Workflows />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Requests />
      )}
    </>
  );
}

/**
 * /governance/approvals: requests and their decisions for everyone they concern; the workflows
 * for OWNER and ADMIN (the sidebar's Governance section).
 */
export default function ApprovalsPage() {
  return (
    <AccountPageFrame>
      <Approvals />
    </AccountPageFrame>
  );
}
