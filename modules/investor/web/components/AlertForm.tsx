import { useState } from 'react';
import { Alert, Button, Group, Select, TextInput, notifications, useTranslation } from '@suite/sdk/web';
import { ALERT_SEVERITIES, ALERT_TYPES, type AlertSeverity } from '../../shared/index.js';
import { useCreateAlert } from '../api.js';

/** An alert noted by hand about a company (the runway watch raises its own). */
export function AlertForm({ investorId, companyId: fixedCompanyId, companies }: { investorId: string; companyId?: string; companies?: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation('investor');
  const create = useCreateAlert();
  // On the dashboard the investor picks the company; on a company's page it is that company.
  const [pickedCompanyId, setCompanyId] = useState<string | null>(companies?.[0]?.id ?? null);
  const companyId = fixedCompanyId ?? pickedCompanyId ?? undefined;
  const [type, setType] = useState<string>('milestone');
  const [severity, setSeverity] = useState<AlertSeverity>('info');
  const [title, setTitle] = useState('');
  return (
    <Group
      component="form"
      align="flex-end"
      wrap="wrap"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { body: { investorId, companyId, type, severity, title: title.trim() || t(`alerts.types.${type}`) } },
          {
            onSuccess: () => {
              setTitle('');
              notifications.show({ message: t('alerts.created'), color: 'green' });
            },
          },
        );
      }}
    >
      {companies ? (
        <Select label={t('alerts.company')} w={200} allowDeselect={false} value={pickedCompanyId} onChange={setCompanyId} data={companies.map((c) => ({ value: c.id, label: c.name }))} />
      ) : null}
      <Select label={t('alerts.type')} w={180} allowDeselect={false} value={type} onChange={(value) => value && setType(value)} data={[...ALERT_TYPES, 'milestone'].map((value) => ({ value, label: t(`alerts.types.${value}`) }))} />
      <Select label={t('alerts.severity')} w={140} allowDeselect={false} value={severity} onChange={(value) => value && setSeverity(value as AlertSeverity)} data={ALERT_SEVERITIES.map((value) => ({ value, label: t(`alerts.severities.${value}`) }))} />
      <TextInput label={t('alerts.title')} value={title} onChange={(event) => setTitle(event.currentTarget.value)} w={240} />
      <Button type="submit" variant="light" loading={create.isPending}>
        {t('alerts.add')}
      </Button>
      {create.isError ? <Alert color="red">{create.error.message}</Alert> : null}
    </Group>
  );
}
