import { useState, type FormEvent } from 'react';
import { Badge, Button, ConfirmDialog, DataTable, EmptyState, FormActions, FormError, Group, Modal, NumberInput, PageHeader, Paper, SimpleGrid, Stack, StatCard, Text, TextInput, Title, VisuallyHidden, useTranslation, type DataTableColumn } from '@suite/sdk/web';
import type { HeadcountRole } from '../../shared/finance.js';
import { BiViewEndpoints, HeadcountRoleEndpoints } from '../../shared/endpoints.js';
import { SettingField } from '../components/SettingField.js';
import type { HeadcountView } from '../../shared/views.js';
import { useBiMutation, useBiQuery } from '../api.js';
import { QueryState } from '../components/QueryState.js';
import { money, monthLabel, months } from '../format.js';
import { thisMonth } from '../components/EntryForms.js';
import { addMonths } from '../../shared/runway-math.js';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function RoleForm({ role, onClose }: { role?: HeadcountRole; onClose: () => void }) {
  const { t } = useTranslation('bi');
  const [title, setTitle] = useState(role?.title ?? '');
  const [department, setDepartment] = useState(role?.department ?? '');
  const [salary, setSalary] = useState<number | string>(role ? role.monthlySalaryCents / 100 : '');
  const [startMonth, setStartMonth] = useState(role?.startMonth ?? addMonths(thisMonth(), 1));
  const [endMonth, setEndMonth] = useState(role?.endMonth ?? '');
  const [touched, setTouched] = useState(false);
  const create = useBiMutation(HeadcountRoleEndpoints.create);
  const update = useBiMutation(HeadcountRoleEndpoints.update);
  const mutation = role ? update : create;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!title.trim() || salary === '' || !MONTH.test(startMonth) || (endMonth && endMonth < startMonth)) return;
    const body = { title: title.trim(), department: department.trim(), monthlySalaryCents: Math.round(Number(salary) * 100), startMonth, endMonth: endMonth || null };
    if (role) update.mutate({ params: { id: role.id }, body }, { onSuccess: onClose });
    else create.mutate({ body }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={role ? t('headcount.editRole') : t('headcount.addRole')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('headcount.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={touched && !title.trim() ? t('headcount.titleRequired') : undefined} required data-autofocus maxLength={120} />
            <TextInput label={t('headcount.department')} value={department} onChange={(e) => setDepartment(e.currentTarget.value)} maxLength={60} />
            <NumberInput label={t('headcount.salary')} description={t('headcount.salaryHint')} value={salary} onChange={setSalary} min={0} thousandSeparator="," error={touched && salary === '' ? t('headcount.salaryRequired') : undefined} required />
            <TextInput type="month" label={t('headcount.start')} value={startMonth} onChange={(e) => setStartMonth(e.currentTarget.value)} required />
            <TextInput type="month" label={t('headcount.end')} description={t('headcount.endHint')} value={endMonth} onChange={(e) => setEndMonth(e.currentTarget.value)} error={endMonth && endMonth < startMonth ? t('headcount.endBeforeStart') : undefined} />
          </SimpleGrid>
          <FormError error={mutation.error} />
          <FormActions submitLabel={t('entries.save')} onCancel={onClose} saving={mutation.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** /headcount-planning: the plan (roles with monthly cost and start/end month) and its effect on burn and runway, at a configurable on-cost factor. */
export default function HeadcountPage() {
  const { t, i18n } = useTranslation('bi');
  const language = i18n.language;
  const query = useBiQuery(BiViewEndpoints.headcount);
  const [editing, setEditing] = useState<{ role?: HeadcountRole } | null>(null);
  const [deleting, setDeleting] = useState<HeadcountRole | null>(null);
  const remove = useBiMutation(HeadcountRoleEndpoints.remove);
  return (
    <>
      <PageHeader title={t('pages.headcountPlanning')} description={t('headcount.description')} actions={<Button onClick={() => setEditing({})}>{t('headcount.addRole')}</Button>} />
      <QueryState query={query}>
        {(view) => {
          const columns: DataTableColumn<HeadcountView['roles'][number]>[] = [
            { key: 'title', header: t('headcount.title'), render: (row) => <Group gap={6}><Text size="sm" fw={500}>{row.title}</Text>{row.planned ? <Badge size="xs" color="orange" variant="light">{t('headcount.planned')}</Badge> : null}</Group> },
            { key: 'department', header: t('headcount.department'), render: (row) => row.department || '–' },
            { key: 'when', header: t('headcount.when'), render: (row) => `${monthLabel(row.startMonth, language)} → ${row.endMonth ? monthLabel(row.endMonth, language) : t('entries.ongoing')}` },
            { key: 'salary', header: t('headcount.salary'), align: 'right', render: (row) => money(row.monthlySalaryCents, language, view.currency) },
            { key: 'loaded', header: t('headcount.loaded'), align: 'right', render: (row) => money(row.loadedCostCents, language, view.currency) },
            {
              key: 'actions',
              header: <VisuallyHidden>{t('entries.actions')}</VisuallyHidden>,
              align: 'right',
              render: (row) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ role: row })} aria-label={`${t('entries.edit')} ${row.title}`}>{t('entries.edit')}</Button>
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDeleting(row)} aria-label={`${t('entries.delete')} ${row.title}`}>{t('entries.delete')}</Button>
                </Group>
              ),
            },
          ];
          return (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
                <StatCard label={t('headcount.payrollNow')} value={money(view.payrollNowCents, language, view.currency)} hint={t('headcount.payrollNowHint')} />
                <StatCard label={t('headcount.plannedCost')} value={money(view.plannedMonthlyCostCents, language, view.currency)} hint={t('headcount.plannedCostHint')} tone={view.plannedMonthlyCostCents > 0 ? 'warning' : undefined} />
                <StatCard label={t('headcount.burn')} value={`${money(view.burnNowCents, language, view.currency)} → ${money(view.burnWithPlanCents, language, view.currency)}`} hint={t('headcount.burnHint')} />
                <StatCard label={t('headcount.runway')} value={<span data-testid="bi-headcount-runway">{`${months(view.runwayNowMonths, language)} → ${months(view.runwayWithPlanMonths, language)}`}</span>} hint={t('headcount.runwayHint')} tone={view.runwayWithPlanMonths !== null && view.runwayNowMonths !== null && view.runwayWithPlanMonths < view.runwayNowMonths ? 'warning' : 'good'} />
              </SimpleGrid>
              <Paper p="md" radius="md" withBorder>
                <Title order={2} size="h5" mb="xs">{t('headcount.plan')}</Title>
                <DataTable columns={columns} rows={view.roles} rowKey={(row) => row.id} empty={<EmptyState title={t('headcount.emptyTitle')} description={t('headcount.emptyBody')} action={<Button onClick={() => setEditing({})}>{t('headcount.addRole')}</Button>} />} caption={t('headcount.plan')} />
              </Paper>
              <Paper p="md" radius="md" withBorder>
                <SettingField field="onCostFactor" label={t('headcount.factor')} hint={t('headcount.factorHint')} readOnlyText={t('headcount.factorReadOnly', { factor: view.onCostFactor })} min={1} max={3} step={0.05} decimalScale={2} />
              </Paper>
            </Stack>
          );
        }}
      </QueryState>
      {editing ? <RoleForm role={editing.role} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog opened={deleting !== null} title={t('entries.deleteTitle')} message={t('entries.deleteMessage', { label: deleting?.title ?? '' })} confirmLabel={t('entries.delete')} danger onCancel={() => setDeleting(null)} onConfirm={() => deleting && remove.mutate({ params: { id: deleting.id } }, { onSettled: () => setDeleting(null) })} />
    </>
  );
}
