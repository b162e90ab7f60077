import { Autocomplete, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '@suite/sdk/i18n';
import { TextField } from '@suite/sdk/ui';
import { COMPANY_STAGES } from '../account/account-form.js';
import { companyProblems, type CompanyDraft } from './wizard-logic.js';

export interface CompanyStepProps {
  draft: CompanyDraft;
  onChange(draft: CompanyDraft): void;
  /** Show every problem (after Next), not only those of the fields touched. */
  showAll: boolean;
  touched: ReadonlySet<keyof CompanyDraft>;
  onTouch(field: keyof CompanyDraft): void;
  readOnly: boolean;
}

/** Company details: name, stage, founded, website, checked as the user types with the API's texts. */
export function CompanyStep({ draft, onChange, showAll, touched, onTouch, readOnly }: CompanyStepProps) {
  const { t } = useTranslation('onboarding');
  const problems = companyProblems(draft, new Date().getFullYear());
  const errorOf = (field: keyof CompanyDraft) => (showAll || touched.has(field) ? (problems.find((problem) => problem.field === field)?.message ?? null) : null);
  const set = (field: keyof CompanyDraft) => (value: string) => {
    onTouch(field);
    onChange({ ...draft, [field]: value });
  };
  const stageError = errorOf('stage');
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600}>{t('company.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('company.hint')}
        </Text>
      </div>
      <TextField label={t('company.name')} value={draft.name} onChange={(event) => set('name')(event.currentTarget.value)} error={errorOf('name')} required readOnly={readOnly} maxLength={100} data-autofocus autoComplete="organization" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Autocomplete
          label={t('company.stage')}
          placeholder={t('company.stagePlaceholder')}
          value={draft.stage}
          data={COMPANY_STAGES.map((stage) => t(`stages.${stage}`))}
          onChange={set('stage')}
          readOnly={readOnly}
          maxLength={60}
          error={stageError ? translateError(stageError) : undefined}
        />
        <TextField
          label={t('company.founded')}
          placeholder={t('company.foundedPlaceholder')}
          value={draft.founded}
          onChange={(event) => set('founded')(event.currentTarget.value)}
          error={errorOf('founded')}
          inputMode="numeric"
          maxLength={4}
          readOnly={readOnly}
        />
      </SimpleGrid>
      <TextField
        label={t('company.website')}
        placeholder={t('company.websitePlaceholder')}
        value={draft.website}
        onChange={(event) => set('website')(event.currentTarget.value)}
        error={errorOf('website')}
        type="url"
        autoComplete="url"
        maxLength={300}
        readOnly={readOnly}
      />
    </Stack>
  );
}
