import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, PageHeader } from '@suite/sdk/ui';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { AccountPageFrame } from './components/AccountPageFrame.js';
import { useCurrentAccount } from './api.js';
import { AccountDetailsForm } from './settings/AccountDetailsForm.js';
import { AuditLogCard } from './settings/AuditLogCard.js';
import { DeleteAccountCard } from './settings/DeleteAccountCard.js';
import { PublicProfileCard } from './settings/PublicProfileCard.js';

function AccountSettings() {
  const { t } = useTranslation('account');
  const { account } = useSession();
  const ability = useAppAbility();
  const details = useCurrentAccount(account?.id);
  return (
    <>
      <PageHeader eyebrow={account?.name} title={t('settings.title')} description={t('settings.description')} />
      {details.isPending ? (
        <LoadingState variant="detail" rows={6} />
      ) : details.isError ? (
        <ErrorState error={details.error} title={t('settings.loadFailed')} onRetry={() => void details.refetch()} />
      ) : (
        <Stack gap="lg">
          <AccountDetailsForm key={details.data.id} details={details.data} />
          {ability.can('update', 'Account') ? <PublicProfileCard /> : null}
          {ability.can('read', 'AuditLog') ? <AuditLogCard /> : null}
          {ability.can('delete', 'Account') ? <DeleteAccountCard accountId={details.data.id} accountName={details.data.name} /> : null}
        </Stack>
      )}
    </>
  );
}

/** /account-settings (owner and admin): the account's details, its audit log, and deletion for the owner. */
export default function AccountSettingsPage() {
  return (
    <AccountPageFrame can={['view', 'AccountSettings']}>
      <AccountSettings />
    </AccountPageFrame>
  );
}
