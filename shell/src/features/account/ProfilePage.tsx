import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, PageHeader } from '@suite/sdk/ui';
import { AccountPageFrame } from './components/AccountPageFrame.js';
import { useProfile } from './api.js';
import { ProfileDetailsCard } from './profile/ProfileDetailsCard.js';
import { ChangePasswordCard } from './profile/ChangePasswordCard.js';
import { TwoFactorCard } from './profile/TwoFactorCard.js';
import { ActiveSessionsCard } from './profile/ActiveSessionsCard.js';
import { DeleteProfileCard } from './profile/DeleteProfileCard.js';

function Profile() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      {profile.isPending ? (
        <LoadingState variant="detail" rows={6} />
      ) : profile.isError ? (
        <ErrorState error={profile.error} title={t('profile.loadFailed')} onRetry={() => void profile.refetch()} />
      ) : (
        <Stack gap="lg" maw={960}>
          <ProfileDetailsCard profile={profile.data} />
          <ChangePasswordCard />
          <TwoFactorCard profile={profile.data} />
          <ActiveSessionsCard />
          <DeleteProfileCard />
        </Stack>
      )}
    </>
  );
}

/** /profile: who I am, my photo and language, password, second factor, devices, and the danger zone. */
export default function ProfilePage() {
  return (
    <AccountPageFrame>
      <Profile />
    </AccountPageFrame>
  );
}
