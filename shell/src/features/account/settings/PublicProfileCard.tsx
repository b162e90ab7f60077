import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@suite/sdk/ui';
import { useEndpointMutation, useEndpointQuery } from '@suite/sdk/client';
import { PublicSiteEndpoints } from '@suite/sdk/endpoints/public-site';
import { DIRECTORY_INDUSTRIES, DIRECTORY_SEEKING, DIRECTORY_STAGES, PROFILE_METRICS, type PublicProfileBodyInput, type PublicProfileView } from '@suite/sdk/schemas';
import '../../public/site/locales/namespace.js';

type Draft = Omit<PublicProfileView, 'saved'>;

function ProfileForm({ profile }: { profile: PublicProfileView }) {
  const { t } = useTranslation('site');
  const [draft, setDraft] = useState<Draft>(profile);
  const [saved, setSaved] = useState(false);
  const save = useEndpointMutation(PublicSiteEndpoints.saveProfile, { invalidates: [PublicSiteEndpoints.profile], onSuccess: () => setSaved(true) });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const options = (values: readonly string[], group: string) => [{ value: '', label: t('profile.none') }, ...values.map((value) => ({ value, label: t(`${group}.${value}`) }))];
  const submit = () => {
    const body: PublicProfileBodyInput = {
      listed: draft.listed,
      slug: draft.slug.trim().toLowerCase(),
      name: draft.name,
      logoUrl: draft.logoUrl?.trim() || null,
      oneLiner: draft.oneLiner,
      description: draft.description,
      industry: (draft.industry || null) as PublicProfileBodyInput['industry'],
      stage: (draft.stage || null) as PublicProfileBodyInput['stage'],
      seeking: draft.seeking as PublicProfileBodyInput['seeking'],
      metrics: draft.metrics as PublicProfileBodyInput['metrics'],
      website: draft.website?.trim() || null,
    };
    save.mutate({ body });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Switch label={t('profile.listed')} checked={draft.listed} onChange={(event) => set('listed', event.currentTarget.checked)} data-testid="profile-listed" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('profile.name')} value={draft.name} onChange={(event) => set('name', event.currentTarget.value)} required maxLength={120} />
          <TextInput label={t('profile.slug')} description={t('profile.slugHint', { slug: draft.slug || '…' })} value={draft.slug} onChange={(event) => set('slug', event.currentTarget.value)} required maxLength={60} />
          <TextInput label={t('profile.oneLiner')} value={draft.oneLiner} onChange={(event) => set('oneLiner', event.currentTarget.value)} maxLength={160} />
          <TextInput label={t('profile.website')} type="url" value={draft.website ?? ''} onChange={(event) => set('website', event.currentTarget.value)} placeholder="https://" />
          <TextInput label={t('profile.logo')} type="url" value={draft.logoUrl ?? ''} onChange={(event) => set('logoUrl', event.currentTarget.value)} placeholder="https://" />
          <NativeSelect label={t('profile.industry')} data={options(DIRECTORY_INDUSTRIES, 'industries')} value={draft.industry ?? ''} onChange={(event) => set('industry', event.currentTarget.value || null)} />
          <NativeSelect label={t('profile.stage')} data={options(DIRECTORY_STAGES, 'stages')} value={draft.stage ?? ''} onChange={(event) => set('stage', event.currentTarget.value || null)} />
        </SimpleGrid>
        <Textarea label={t('profile.descriptionField')} value={draft.description} onChange={(event) => set('description', event.currentTarget.value)} autosize minRows={3} maxLength={4000} />
        <Checkbox.Group label={t('profile.seeking')} value={draft.seeking} onChange={(value) => set('seeking', value)}>
          <Group gap="md" mt={6}>
            {DIRECTORY_SEEKING.map((value) => (
              <Checkbox key={value} value={value} label={t(`seekingOptions.${value}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group label={t('profile.metrics')} value={draft.metrics} onChange={(value) => set('metrics', value)}>
          <Group gap="md" mt={6}>
            {PROFILE_METRICS.map((value) => (
              <Checkbox key={value} value={value} label={t(`metrics.${value}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        {save.isError ? <Alert color="red">{save.error.message}</Alert> : null}
        {saved ? <Alert color="teal">{t('profile.saved')}</Alert> : null}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} data-testid="profile-save">
            {t('profile.save')}
          </Button>
          {profile.saved && profile.listed ? (
            <Anchor component={Link} to={`/businesses/${profile.slug}`}>
              {t('profile.view')}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** The account's opt-in public profile in the startup directory (OWNER and ADMIN; off and metrics hidden by default). */
export function PublicProfileCard() {
  const { t } = useTranslation('site');
  const query = useEndpointQuery(PublicSiteEndpoints.profile, {});
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="public-profile-card">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('profile.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.description')}
          </Text>
        </Stack>
        {query.isPending ? (
          <LoadingState variant="detail" rows={4} />
        ) : query.isError ? (
          <ErrorState error={query.error} title={t('profile.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <ProfileForm key={`${query.data.slug}-${String(query.data.saved)}`} profile={query.data} />
        )}
      </Stack>
    </Paper>
  );
}
