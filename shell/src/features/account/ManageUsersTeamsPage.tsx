import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@suite/sdk/ui';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { AccountPageFrame } from './components/AccountPageFrame.js';
import { UsageCard } from './users/UsageCard.js';
import { InviteCard } from './users/InviteCard.js';
import { MembersCard } from './users/MembersCard.js';
import { InvitationsCard } from './users/InvitationsCard.js';
import { TeamsCard } from './users/TeamsCard.js';

function ManageUsersTeams() {
  const { t } = useTranslation('account');
  const { account } = useSession();
  const ability = useAppAbility();
  return (
    <>
      <PageHeader eyebrow={account?.name} title={t('usersTeams.title')} description={t('usersTeams.description')} />
      <Stack gap="lg">
        <UsageCard />
        {ability.can('create', 'Invitation') ? <InviteCard /> : null}
        <MembersCard />
        <InvitationsCard />
        <TeamsCard />
      </Stack>
    </>
  );
}

/** /manage-users-teams (needs view UsersTeams): members, invitations, usage and teams. */
export default function ManageUsersTeamsPage() {
  return (
    <AccountPageFrame can={['view', 'UsersTeams']}>
      <ManageUsersTeams />
    </AccountPageFrame>
  );
}
