import { MultiSelect, Select, SimpleGrid, Text, useTranslation } from '@suite/sdk/web';
import type { DevImportField, DevImportPreview, DevImportResolvedMapping } from '../../../shared/dev-import.js';

const NOT_IMPORTED = 'none';

type ManyField = 'labels' | 'sprint';
const MANY: readonly DevImportField[] = ['labels', 'sprint'];

/** One select per field the target keeps (labels and sprint: any number of columns), each naming the column's header and a sample. */
export function MappingForm({ preview, mapping, onChange, disabled }: { preview: DevImportPreview; mapping: DevImportResolvedMapping; onChange(next: DevImportResolvedMapping): void; disabled?: boolean }) {
  const { t } = useTranslation('agile');
  const options = preview.columns.map((column) => ({ value: String(column.index), label: t('devImport.import.columnOption', { header: column.header || '—', n: column.index + 1 }) }));
  const sampleOf = (index: number | null) => {
    const sample = index === null ? '' : (preview.columns[index]?.sample ?? '');
    return sample ? t('devImport.import.sample', { sample: sample.length > 60 ? `${sample.slice(0, 60)}…` : sample }) : undefined;
  };
  const single = (field: Exclude<DevImportField, ManyField>) => (
    <Select
      key={field}
      label={t(`devImport.import.fields.${field}`)}
      data={[{ value: NOT_IMPORTED, label: t('devImport.import.notImported') }, ...options]}
      value={mapping[field] === null ? NOT_IMPORTED : String(mapping[field])}
      onChange={(value) => onChange({ ...mapping, [field]: value === null || value === NOT_IMPORTED ? null : Number(value) })}
      description={sampleOf(mapping[field])}
      withAsterisk={field === 'title'}
      allowDeselect={false}
      searchable
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
      data-testid={`mapping-${field}`}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {preview.fields.map((field) =>
        MANY.includes(field) ? (
          <MultiSelect
            key={field}
            label={t(`devImport.import.fields.${field}`)}
            data={options}
            value={mapping[field as ManyField].map(String)}
            onChange={(values) => onChange({ ...mapping, [field]: values.map(Number) })}
            placeholder={mapping[field as ManyField].length ? undefined : t('devImport.import.notImported')}
            searchable
            disabled={disabled}
            comboboxProps={{ withinPortal: true }}
            data-testid={`mapping-${field}`}
          />
        ) : (
          single(field as Exclude<DevImportField, ManyField>)
        ),
      )}
      {preview.target.kind === 'poker' ? (
        <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
          {t('devImport.import.pokerFields')}
        </Text>
      ) : null}
    </SimpleGrid>
  );
}
