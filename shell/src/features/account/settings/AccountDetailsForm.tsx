import { useState } from 'react';
import { Alert, Autocomplete, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AccountErrors } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { AccountEndpoints } from '@suite/sdk/endpoints';
import { TextField } from '@suite/sdk/ui';
import { useAppAbility } from '@suite/sdk/react';
import { useSessionControls } from '../../../app/session/SessionProvider.js';
import { accountErrorText, messageOf } from '../account-errors.js';
import { accountKeys, checkDomain, checkSlug, type AccountDetails } from '../api.js';
import { isValidDomain, isValidSlug, slugAvailability, useAvailability, type Availability } from '../availability.js';
import { COMPANY_STAGES, accountFormProblems, accountFormValues, accountPatch, type AccountFormValues } from '../account-form.js';

const domainAvailability = (domain: string, answer: { available: boolean; message?: string | null }): Availability =>
  answer.available ? { state: 'available' } : { state: 'taken', message: answer.message || AccountErrors.domainTaken(domain) };

function AvailabilityHint({ availability, availableText }: { availability: Availability; availableText: string }) {
  const { t } = useTranslation('account');
  if (availability.state === 'checking')
    return (
      <Group gap={6} component="span">
        <Loader size={10} />
        <span>{t('settings.checking')}</span>
      </Group>
    );
  if (availability.state === 'available')
    return (
      <Group gap={4} component="span" c="green">
        <IconCheck size={12} />
        <span>{availableText}</span>
      </Group>
    );
  return null;
}

/** Name, slug (checked live), domain and company; saved with PATCH /accounts/current. */
export function AccountDetailsForm({ details }: { details: AccountDetails }) {
  const { t } = useTranslation('account');
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const { refresh } = useSessionControls();
  const [saved, setSaved] = useState<AccountFormValues>(() => accountFormValues(details));
  const [values, setValues] = useState<AccountFormValues>(saved);
  const [touched, setTouched] = useState(false);
  const canEdit = ability.can('update', 'AccountSettings');

  const slug = useAvailability(values.slug, saved.slug, { validate: isValidSlug, check: checkSlug, interpret: slugAvailability });
  const domain = useAvailability(values.domain.trim().toLowerCase(), saved.domain.trim().toLowerCase(), { validate: isValidDomain, check: checkDomain, interpret: domainAvailability });
  const problems = accountFormProblems(values);
  const problem = (field: keyof AccountFormValues) => {
    const found = touched ? problems[field] : undefined;
    if (!found) return null;
    return 'key' in found ? t(found.key) : accountErrorText(found.text, t);
  };

  const slugError = slug.state === 'taken' || slug.state === 'error' ? accountErrorText(slug.message, t) : problem('slug');
  const domainError = domain.state === 'taken' || domain.state === 'error' ? accountErrorText(domain.message, t) : problem('domain');
  const blocked = slug.state === 'checking' || slug.state === 'taken' || domain.state === 'checking' || domain.state === 'taken';

  const save = useMutation({
    mutationFn: () => callEndpoint(AccountEndpoints.updateCurrent, { body: accountPatch(saved, values) }),
    onSuccess: async () => {
      setSaved(values);
      setTouched(false);
      notifications.show({ color: 'green', message: t('settings.saved') });
      await queryClient.invalidateQueries({ queryKey: accountKeys.current(details.id) });
      await refresh();
    },
  });
  const dirty = JSON.stringify(saved) !== JSON.stringify(values);
  const set = (field: keyof AccountFormValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setTouched(true);
  };
  // The stage is free text on the API; the usual ones are offered as suggestions.
  const stageSuggestions = COMPANY_STAGES.map((stage) => t(`stages.${stage}`));

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="md">
        {t('settings.detailsTitle')}
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (Object.keys(problems).length === 0 && !blocked && dirty && !save.isPending) save.mutate();
        }}
      >
        <Stack gap="sm">
          {save.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t('settings.saveFailed')} {accountErrorText(messageOf(save.error, ''), t)} {t('common.retryAdvice')}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField label={t('settings.name')} required value={values.name} onChange={(event) => set('name')(event.currentTarget.value)} error={problem('name')} readOnly={!canEdit} maxLength={100} />
            <TextField
              label={t('settings.slug')}
              required
              value={values.slug}
              onChange={(event) => set('slug')(event.currentTarget.value.toLowerCase())}
              error={slugError}
              description={slug.state === 'checking' || slug.state === 'available' ? <AvailabilityHint availability={slug} availableText={t('settings.slugAvailable')} /> : t('settings.slugHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              readOnly={!canEdit}
              maxLength={60}
              autoComplete="off"
              spellCheck={false}
            />
            <TextField
              label={t('settings.domain')}
              placeholder="example.com"
              value={values.domain}
              onChange={(event) => set('domain')(event.currentTarget.value)}
              error={domainError}
              description={domain.state === 'checking' || domain.state === 'available' ? <AvailabilityHint availability={domain} availableText={t('settings.domainAvailable')} /> : t('settings.domainHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              readOnly={!canEdit}
              maxLength={253}
              autoComplete="off"
              spellCheck={false}
            />
          </SimpleGrid>
          <Text size="sm" fw={600} mt="xs">
            {t('settings.company')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField label={t('settings.companyName')} value={values.companyName} onChange={(event) => set('companyName')(event.currentTarget.value)} readOnly={!canEdit} maxLength={200} />
            <Autocomplete label={t('settings.stage')} placeholder={t('settings.stagePlaceholder')} value={values.stage} data={stageSuggestions} onChange={set('stage')} readOnly={!canEdit} maxLength={60} />
            <TextField label={t('settings.founded')} placeholder="2021" inputMode="numeric" value={values.founded} onChange={(event) => set('founded')(event.currentTarget.value)} error={problem('founded')} readOnly={!canEdit} maxLength={4} />
            <TextField label={t('settings.website')} placeholder="https://example.com" type="url" value={values.website} onChange={(event) => set('website')(event.currentTarget.value)} error={problem('website')} readOnly={!canEdit} maxLength={300} />
          </SimpleGrid>
          {canEdit ? (
            <Group justify="flex-end" gap="xs">
              {dirty ? (
                <Button
                  variant="default"
                  type="button"
                  onClick={() => {
                    setValues(saved);
                    setTouched(false);
                    save.reset();
                  }}
                >
                  {t('common.reset')}
                </Button>
              ) : null}
              <Button type="submit" loading={save.isPending} disabled={!dirty || blocked}>
                {t('settings.save')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
