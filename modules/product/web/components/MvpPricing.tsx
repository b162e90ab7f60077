import { Badge, Group, Select, Text, useEndpointQuery } from '@suite/sdk/web';
import { MvpEndpoints, type MvpScenario } from '../../shared/mvp-endpoints.js';
import { useProductT } from '../api.js';
import { money } from '../format.js';

const amount = (value: number, language: string) => money(Math.round(value * 100), language);

/** One of bi's pricing models to price the scenario with (hidden when bi is off or has none). */
export function BiPricingModelSelect({ value, onChange }: { value: string | null; onChange(id: string | null): void }) {
  const { t, i18n } = useProductT();
  const models = useEndpointQuery(MvpEndpoints.pricingModels, {});
  if (!models.data?.length) return null;
  return (
    <Select
      label={t('mvp.biPricingModel')}
      description={t('mvp.biPricingModelHint')}
      placeholder={t('mvp.ownPricing')}
      data={models.data.map((model) => ({ value: model.id, label: `${model.name} · ${model.monthlyPrice === null ? t(`mvp.models.${model.type}`) : t('mvp.perMonth', { price: amount(model.monthlyPrice, i18n.language) })}` }))}
      value={value}
      onChange={onChange}
      clearable
    />
  );
}

/** Where the scenario's pricing comes from: a bi pricing model (its projected MRR at the end of the timeline) or its own. */
export function PricingSourceLine({ scenario }: { scenario: Pick<MvpScenario, 'pricingSource' | 'biPricingModel' | 'pricingModelId' | 'pricingConfig'> }) {
  const { t, i18n } = useProductT();
  const bi = scenario.biPricingModel;
  return (
    <Group gap="xs" data-testid="mvp-pricing-source">
      <Badge size="xs" variant="light" color={bi ? 'teal' : 'gray'}>
        {bi ? t('mvp.pricingFromBi') : t('mvp.pricingOwn')}
      </Badge>
      <Text size="sm" c="dimmed">
        {bi
          ? t('mvp.pricingFromBiDetail', { name: bi.name, mrr: amount(bi.projectedMrr, i18n.language), month: bi.atMonth })
          : scenario.pricingModelId
            ? t('mvp.pricingBiUnavailable')
            : scenario.pricingConfig.targetMRR !== null
              ? t('mvp.pricingOwnDetail', { mrr: amount(scenario.pricingConfig.targetMRR, i18n.language) })
              : null}
      </Text>
    </Group>
  );
}
