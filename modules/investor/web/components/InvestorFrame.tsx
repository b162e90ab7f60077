import { useState, type ReactNode } from 'react';
import { Alert, Button, EmptyState, ErrorState, LoadingState, Select, Stack, TextInput, useSession, useTranslation } from '@suite/sdk/web';
import { INVESTOR_TYPES, InvestorErrors, type InvestorProfile, type InvestorType } from '../../shared/index.js';
import { useAccessChanges, useCreateProfile, useMyProfile } from '../api.js';

/**
 * What every investor screen needs first: a user and an account ("Missing user or account
 * context" otherwise), then the user's investor profile (set up here when there is none).
 */
export function InvestorFrame({ children }: { children: (profile: InvestorProfile) => ReactNode }) {
  const { t } = useTranslation('investor');
  const session = useSession();
  const me = useMyProfile();
  useAccessChanges();
  if (!session.user || !session.account) return <Alert color="red">{t('dashboard.missingContext', { defaultValue: InvestorErrors.MISSING_USER_OR_ACCOUNT })}</Alert>;
  if (me.isPending) return <LoadingState />;
  if (me.isError) return <ErrorState title={t('dashboard.failed')} error={me.error} onRetry={() => window.location.reload()} />;
  if (!me.data.profile) return <ProfileSetup userId={session.user.id} />;
  return <>{children(me.data.profile)}</>;
}

function ProfileSetup({ userId }: { userId: string }) {
  const { t } = useTranslation('investor');
  const create = useCreateProfile();
  const [investorType, setInvestorType] = useState<InvestorType>('vc');
  const [firm, setFirm] = useState('');
  return (
    <EmptyState
      title={t('profile.title')}
      description={t('profile.description')}
      action={
        <Stack
          component="form"
          gap="sm"
          w={320}
          maw="100%"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({ body: { userId, investorType, firm: firm.trim() || null } });
          }}
        >
          <Select label={t('profile.type')} data={INVESTOR_TYPES.map((value) => ({ value, label: t(`profile.types.${value}`) }))} value={investorType} onChange={(value) => value && setInvestorType(value as InvestorType)} allowDeselect={false} />
          <TextInput label={t('profile.firm')} value={firm} onChange={(event) => setFirm(event.currentTarget.value)} />
          {create.isError ? <Alert color="red">{create.error.message}</Alert> : null}
          <Button type="submit" loading={create.isPending}>
            {t('profile.create')}
          </Button>
        </Stack>
      }
    />
  );
}
