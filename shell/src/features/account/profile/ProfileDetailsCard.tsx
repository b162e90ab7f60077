import { useState } from 'react';
import { Alert, Badge, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, normalizeLanguage, type Language, type UserProfile } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { AuthEndpoints } from '@suite/sdk/endpoints';
import { SelectField, TextField } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { useSessionControls } from '../../../app/session/SessionProvider.js';
import { accountErrorText, messageOf } from '../account-errors.js';
import { accountKeys, useCurrentAccount } from '../api.js';
import { formatDateTime } from '../format.js';
import { saveProfileLanguage } from '../language.js';
import { problemFor, profileNameProblems } from '../profile-validation.js';
import { AvatarEditor } from './AvatarEditor.js';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/** Names, read-only email, the photo, the language (applied and saved at once) and the account facts. */
export function ProfileDetailsCard({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useTranslation('account');
  const { account } = useSession();
  const { refresh } = useSessionControls();
  const queryClient = useQueryClient();
  const current = useCurrentAccount(account?.id);
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [touched, setTouched] = useState(false);
  const problems = profileNameProblems({ firstName, lastName });
  const language = normalizeLanguage(i18n.resolvedLanguage);

  const save = useMutation({
    mutationFn: () => callEndpoint(AuthEndpoints.updateProfile, { body: { firstName: firstName.trim(), lastName: lastName.trim() } }),
    onSuccess: async (updated) => {
      setFirstName(updated?.firstName ?? firstName.trim());
      setLastName(updated?.lastName ?? lastName.trim());
      if (updated) queryClient.setQueryData(accountKeys.profile, updated);
      notifications.show({ color: 'green', message: t('profile.saved') });
      await queryClient.invalidateQueries({ queryKey: accountKeys.profile });
      await refresh();
    },
  });
  const changeLanguage = useMutation({
    mutationFn: (next: Language) => saveProfileLanguage(next),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile }),
  });

  const dirty = firstName !== profile.firstName || lastName !== profile.lastName;
  const submit = () => {
    setTouched(true);
    if (problems.length === 0 && !save.isPending) save.mutate();
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="md">
        {t('profile.detailsTitle')}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <AvatarEditor profile={profile} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="sm">
              {save.isError ? (
                <Alert color="red" variant="light" role="alert">
                  {t('profile.saveFailed')} {accountErrorText(messageOf(save.error, ''), t)} {t('common.retryAdvice')}
                </Alert>
              ) : null}
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextField
                  label={t('profile.firstName')}
                  required
                  autoComplete="given-name"
                  value={firstName}
                  onChange={(event) => {
                    setFirstName(event.currentTarget.value);
                    setTouched(true);
                  }}
                  error={touched ? problemFor(problems, 'firstName') : null}
                />
                <TextField
                  label={t('profile.lastName')}
                  required
                  autoComplete="family-name"
                  value={lastName}
                  onChange={(event) => {
                    setLastName(event.currentTarget.value);
                    setTouched(true);
                  }}
                  error={touched ? problemFor(problems, 'lastName') : null}
                />
              </SimpleGrid>
              <TextField
                label={t('profile.email')}
                value={profile.email}
                readOnly
                description={t('profile.emailReadOnly')}
                rightSectionWidth={96}
                rightSection={
                  <Badge size="xs" variant="light" color={profile.emailVerified ? 'green' : 'yellow'}>
                    {profile.emailVerified ? t('profile.verified') : t('profile.unverified')}
                  </Badge>
                }
              />
              <SelectField
                label={t('profile.language')}
                description={t('profile.languageHint')}
                value={language}
                data={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
                onChange={(value) => {
                  if (!value || value === language) return;
                  const next = normalizeLanguage(value);
                  void i18n.changeLanguage(next);
                  changeLanguage.mutate(next);
                }}
                error={changeLanguage.isError ? `${t('language.notSaved')} ${accountErrorText(messageOf(changeLanguage.error, ''), t)}` : null}
                w={{ base: '100%', xs: 240 }}
              />
              <Group justify="flex-end" gap="xs">
                {dirty ? (
                  <Button
                    variant="default"
                    type="button"
                    onClick={() => {
                      setFirstName(profile.firstName);
                      setLastName(profile.lastName);
                      setTouched(false);
                      save.reset();
                    }}
                  >
                    {t('common.reset')}
                  </Button>
                ) : null}
                <Button type="submit" loading={save.isPending}>
                  {t('profile.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" mt="lg" pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Fact label={t('profile.accountType')} value={current.data?.type ? t(`accountTypes.${current.data.type}`) : '—'} />
        <Fact label={t('profile.role')} value={account ? t(`roles.${account.role}`) : '—'} />
        <Fact label={t('profile.created')} value={formatDateTime(profile.createdAt, i18n.language)} />
        <Fact label={t('profile.updated')} value={formatDateTime(profile.updatedAt, i18n.language)} />
      </SimpleGrid>
    </Paper>
  );
}
