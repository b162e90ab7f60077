import { useState } from 'react';
import { Alert, Button, ConfirmDialog, formatMoney, formatNumber, Group, Link, PageHeader, Paper, Stack, Text, useSession, useTranslation } from '@suite/sdk/web';
import { PricingModelEndpoints, type PricingActuals, type PricingModelView } from '../../shared/growth.js';
import { useBiMutation, useBiQuery } from '../api.js';
import { NEW_DRAFT, PricingSimulator, savedNotice, type Draft } from './PricingSimulator.js';

const draftOf = (model: PricingModelView): Draft => ({ id: model.id, name: model.name, type: model.type, parameters: model.parameters });

/**
 * "Your real numbers": the account's revenue per customer, customers and churn, written with the
 * sdk's Intl formatters in the reader's language ("$412.50" / "412,50 $US" / "412,50 US$").
 */
export function ActualsLine({ actuals }: { actuals: PricingActuals | null }) {
  const { t, i18n } = useTranslation('bi');
  if (!actuals || actuals.source === 'none' || actuals.monthlyPrice === null) return null;
  const language = i18n.language;
  return (
    <Text size="sm" c="dimmed" data-testid="pricing-actuals-line">
      {t('pricing.actualsLine', { price: formatMoney(Math.round(actuals.monthlyPrice * 100), language), customers: formatNumber(actuals.customers ?? 0, language, 0), churn: formatNumber(actuals.churnRate ?? 0, language) })}
    </Text>
  );
}

/** Signed in: the simulator with the account's saved models, saving, comparing and "use my real numbers". */
function SignedInSimulator() {
  const { t } = useTranslation('bi');
  const models = useBiQuery(PricingModelEndpoints.list);
  const actuals = useBiQuery(PricingModelEndpoints.actuals);
  const create = useBiMutation(PricingModelEndpoints.create);
  const update = useBiMutation(PricingModelEndpoints.update);
  const duplicate = useBiMutation(PricingModelEndpoints.duplicate);
  const remove = useBiMutation(PricingModelEndpoints.remove);
  const [draft, setDraft] = useState<Draft>(NEW_DRAFT);
  const [compareIds, setCompareIds] = useState<string[] | null>(null);
  const [deleting, setDeleting] = useState<PricingModelView | null>(null);
  const saved = models.data ?? [];
  const compare = compareIds ?? saved.slice(0, 3).map((model) => model.id);
  const save = () => {
    const body = { name: draft.name, type: draft.type, parameters: draft.parameters };
    const done = (model: PricingModelView) => {
      setDraft(draftOf(model));
      savedNotice(t('entries.saved'));
    };
    if (draft.id) update.mutate({ params: { id: draft.id }, body }, { onSuccess: done });
    else create.mutate({ body }, { onSuccess: done });
  };
  const useActuals = () => {
    const real = actuals.data;
    if (!real || real.monthlyPrice === null) return;
    setDraft({
      ...draft,
      name: draft.name || t('pricing.fromActuals'),
      type: 'SAAS',
      parameters: { ...draft.parameters, monthlyPrice: real.monthlyPrice, targetCustomers: real.customers ?? draft.parameters.targetCustomers, ...(real.churnRate !== null ? { churnRate: real.churnRate } : {}), ...(real.growthRate !== null ? { growthRate: Math.min(50, real.growthRate) } : {}) },
    });
  };
  const error = create.error ?? update.error;
  return (
    <Stack gap="md">
      <Paper p="sm" radius="md" withBorder>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>{t('pricing.saved')}</Text>
          {models.isLoading ? <Text size="sm" c="dimmed">{t('common.loading')}</Text> : saved.length === 0 ? <Text size="sm" c="dimmed">{t('pricing.noSaved')}</Text> : null}
          {saved.map((model) => (
            <Button key={model.id} size="compact-sm" variant={draft.id === model.id ? 'filled' : 'default'} onClick={() => setDraft(draftOf(model))}>
              {model.name}
            </Button>
          ))}
          <Button size="compact-sm" variant="subtle" onClick={() => setDraft(NEW_DRAFT)}>{t('pricing.new')}</Button>
          {draft.id ? (
            <>
              <Button size="compact-sm" variant="subtle" onClick={() => duplicate.mutate({ params: { id: draft.id! } }, { onSuccess: (model) => setDraft(draftOf(model)) })}>{t('pricing.duplicate')}</Button>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => setDeleting(saved.find((model) => model.id === draft.id) ?? null)}>{t('entries.delete')}</Button>
            </>
          ) : null}
        </Group>
      </Paper>
      {error ? <Alert color="red">{t(error.message, { ns: 'errors', defaultValue: error.message })}</Alert> : null}
      <ActualsLine actuals={actuals.data ?? null} />
      <PricingSimulator draft={draft} onChange={setDraft} saved={saved} onSave={save} saving={create.isPending || update.isPending} actuals={actuals.data ?? null} onUseActuals={useActuals} compareIds={compare} onCompare={setCompareIds} />
      <ActualsSinceModel model={saved.find((model) => model.id === draft.id) ?? null} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('entries.deleteTitle')}
        message={deleting?.name ?? ''}
        confirmLabel={t('entries.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ params: { id: deleting.id } }, { onSuccess: () => { setDeleting(null); setDraft(NEW_DRAFT); } })}
      />
    </Stack>
  );
}

/** The saved model's projection beside what really happened, month by month since it was made. */
function ActualsSinceModel({ model }: { model: PricingModelView | null }) {
  const { t } = useTranslation('bi');
  const since = model ? model.createdAt.slice(0, 7) : undefined;
  const actuals = useBiQuery(PricingModelEndpoints.actuals, { enabled: Boolean(model), call: { query: { since } } } as never);
  if (!model || !actuals.data || actuals.data.months.length === 0) return null;
  return (
    <Paper p="md" radius="md" withBorder data-testid="pricing-vs-actuals">
      <Text fw={600} mb="xs">{t('pricing.vsActuals')}</Text>
      {actuals.data.months.map((month, index) => {
        const projected = model.projections.monthly[index];
        return (
          <Text key={month.month} size="sm">
            {t('pricing.vsActualsRow', { month: month.month, actual: Math.round(month.revenue).toLocaleString(), projected: projected ? Math.round(projected.revenue).toLocaleString() : '—' })}
          </Text>
        );
      })}
    </Paper>
  );
}

/** /pricing-simulator: public (nothing saved, a call to action to register) and signed in (saved models). */
export default function PricingSimulatorPage() {
  const { t } = useTranslation('bi');
  const session = useSession();
  const [draft, setDraft] = useState<Draft>(NEW_DRAFT);
  return (
    <>
      <PageHeader title={t('pages.pricingSimulator')} description={t('pricing.description')} />
      {session.status === 'authenticated' && session.account ? (
        <SignedInSimulator />
      ) : (
        <PricingSimulator
          draft={draft}
          onChange={setDraft}
          callToAction={
            <Paper p="sm" radius="md" bg="var(--mantine-color-blue-light)">
              <Text size="sm" mb="xs">{t('pricing.ctaBody')}</Text>
              <Button component={Link} to="/register" fullWidth>{t('pricing.ctaButton')}</Button>
            </Paper>
          }
        />
      )}
    </>
  );
}
