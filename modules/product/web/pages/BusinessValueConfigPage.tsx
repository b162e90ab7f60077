import { useState, type FormEvent } from 'react';
import { Button, ColorSwatch, FormError, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title, notifications, translateError } from '@suite/sdk/web';
import type { InvestmentCategory, ProductConfig } from '../../shared/portfolio-endpoints.js';
import { weightsError } from '../../shared/portfolio-rules.js';
import { CATEGORY_TYPES, TAX_CLASSIFICATIONS, type AlignmentLevel, type RoiWeights } from '../../shared/portfolio.js';
import { useProductConfig, useProductT, useUpdateCategory, useUpdateScoring } from '../api.js';
import { ProductPageFrame } from '../components/ProductPageFrame.js';

const WEIGHT_KEYS = ['businessValue', 'customerImpact', 'strategicAlignment', 'risk'] as const;

function ScoringForm({ config }: { config: ProductConfig }) {
  const { t } = useProductT();
  const [weights, setWeights] = useState<RoiWeights>(config.scoring.weights);
  const [levels, setLevels] = useState<AlignmentLevel[]>(config.scoring.alignmentLevels as AlignmentLevel[]);
  const save = useUpdateScoring();
  const error = weightsError(weights);
  const total = WEIGHT_KEYS.reduce((sum, key) => sum + (Number(weights[key]) || 0), 0);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (error) return;
    save.mutate({ body: { weights, alignmentLevels: levels } }, { onSuccess: () => notifications.show({ color: 'green', message: t('config.saved') }) });
  }
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-labelledby="weights-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="weights-title">
          {t('config.weightsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('config.weightsHint')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {WEIGHT_KEYS.map((key) => (
            <NumberInput key={key} label={t(`fields.${key}`)} suffix=" %" min={0} max={100} allowDecimal={false} value={weights[key]} onChange={(v) => setWeights((w) => ({ ...w, [key]: Number(v) || 0 }))} />
          ))}
        </SimpleGrid>
        <Text size="sm" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          {t('config.total', { total })}
          {error ? ` · ${translateError(error)}` : ''}
        </Text>
        <Title order={3} size="h5">
          {t('config.alignmentTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('config.alignmentHint')}
        </Text>
        {levels.map((level, index) => (
          <Group key={level.code} grow wrap="wrap" align="flex-end">
            <TextInput label={t('config.levelLabel', { code: level.code })} value={level.label} onChange={(e) => setLevels((all) => all.map((l, i) => (i === index ? { ...l, label: e.currentTarget.value } : l)))} />
            <NumberInput label={t('config.levelScore')} min={0} max={100} allowDecimal={false} value={level.score} onChange={(v) => setLevels((all) => all.map((l, i) => (i === index ? { ...l, score: Number(v) || 0 } : l)))} />
          </Group>
        ))}
        <FormError error={save.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={Boolean(error)}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function CategoryRow({ category }: { category: InvestmentCategory }) {
  const { t } = useProductT();
  const [name, setName] = useState(category.name);
  const update = useUpdateCategory();
  const patch = (body: Partial<Pick<InvestmentCategory, 'name' | 'type' | 'taxClassification' | 'color'>>) =>
    update.mutate({ params: { id: category.id }, body }, { onError: (e) => notifications.show({ color: 'red', message: translateError(e.message) }) });
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <ColorSwatch color={category.color} size={14} aria-hidden />
          <Text fw={600}>{category.code}</Text>
        </Group>
      </Table.Td>
      <Table.Td miw={180}>
        <TextInput aria-label={t('config.categoryName', { code: category.code })} value={name} onChange={(e) => setName(e.currentTarget.value)} onBlur={() => name.trim() && name !== category.name && patch({ name })} />
      </Table.Td>
      <Table.Td miw={150}>
        <Select aria-label={t('config.categoryType', { code: category.code })} data={CATEGORY_TYPES.map((v) => ({ value: v, label: t(`categoryTypes.${v}`) }))} value={category.type} onChange={(v) => v && patch({ type: v as InvestmentCategory['type'] })} allowDeselect={false} />
      </Table.Td>
      <Table.Td miw={190}>
        <Select aria-label={t('config.categoryTax', { code: category.code })} data={TAX_CLASSIFICATIONS.map((v) => ({ value: v, label: t(`tax.${v}`) }))} value={category.taxClassification} onChange={(v) => v && patch({ taxClassification: v as InvestmentCategory['taxClassification'] })} allowDeselect={false} />
      </Table.Td>
      <Table.Td>
        <input type="color" aria-label={t('config.categoryColor', { code: category.code })} value={category.color} onChange={(e) => patch({ color: e.currentTarget.value })} />
      </Table.Td>
    </Table.Tr>
  );
}

/** /business-value-config (admins): the ROI score weights, the strategic alignment levels and the investment categories. */
export default function BusinessValueConfigPage() {
  const { t } = useProductT();
  const config = useProductConfig();
  return (
    <ProductPageFrame title={t('pages.businessValueConfig')} description={t('config.description')} query={config} loading={{ variant: 'detail', rows: 8 }} loadError={t('config.loadError')}>
      {(data) => (
        <>
          <ScoringForm config={data} />
          <Paper withBorder p="md" component="section" aria-labelledby="categories-title">
            <Title order={2} size="h4" id="categories-title" mb="sm">
              {t('config.categoriesTitle')}
            </Title>
            <Table.ScrollContainer minWidth={720}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('config.code')}</Table.Th>
                    <Table.Th>{t('config.name')}</Table.Th>
                    <Table.Th>{t('config.type')}</Table.Th>
                    <Table.Th>{t('config.taxClassification')}</Table.Th>
                    <Table.Th>{t('config.color')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.categories.map((category) => (
                    <CategoryRow key={category.id} category={category} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </>
      )}
    </ProductPageFrame>
  );
}
