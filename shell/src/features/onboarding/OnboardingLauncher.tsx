import { lazy, Suspense, useEffect, useState } from 'react';
import { ActionIcon, Button, Indicator, Tooltip } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_OPEN_DELAY_MS } from '@suite/sdk';
import { useSession } from '@suite/sdk/react';
import { useOnboardingStatus } from './api.js';
import { autoOpenKey, shouldAutoOpen } from './wizard-logic.js';

const OnboardingWizard = lazy(async () => ({ default: (await import('./OnboardingWizard.js')).OnboardingWizard }));

/** The query parameter that opens the wizard from anywhere (`?setup=review`). */
export const SETUP_PARAM = 'setup';

function alreadyAutoOpened(accountId: string): boolean {
  try {
    return sessionStorage.getItem(autoOpenKey(accountId)) !== null;
  } catch {
    return false;
  }
}

function rememberAutoOpened(accountId: string): void {
  try {
    sessionStorage.setItem(autoOpenKey(accountId), '1');
  } catch {
    // not fatal: the wizard may open again on the next page load
  }
}

/**
 * The onboarding launcher in the signed-in header: opens the wizard by itself 1 s after the
 * status says so (platform.md section 4), shows the 'Complete Setup' badge to account admins
 * while neither wizard flag is set (section 2.3), and opens on `?setup=...` (Review Setup links).
 */
export function OnboardingLauncher() {
  const { t } = useTranslation('onboarding');
  const { account, user } = useSession();
  const status = useOnboardingStatus(account?.id, Boolean(user?.emailVerified));
  const [open, setOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  // Never on top of an invitation being answered: the invitee is joining someone else's account.
  const answeringInvitation = useLocation().pathname === '/accept-invitation';
  const accountId = answeringInvitation ? undefined : account?.id;
  const data = status.data && status.data.accountId === accountId ? status.data : undefined;

  useEffect(() => {
    if (!accountId || !shouldAutoOpen(data, alreadyAutoOpened(accountId))) return;
    const timer = setTimeout(() => {
      rememberAutoOpened(accountId);
      setOpen(true);
    }, ONBOARDING_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [accountId, data]);

  const asked = params.get(SETUP_PARAM);
  useEffect(() => {
    if (!asked) return;
    setOpen(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SETUP_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asked, setParams]);

  return (
    <>
      {data?.showSetupBadge ? (
        <>
          <Button visibleFrom="sm" size="compact-sm" variant="light" color="orange" leftSection={<IconRocket size={14} />} onClick={() => setOpen(true)} title={t('badgeHint')}>
            {t('badge')}
          </Button>
          <Tooltip label={t('badge')}>
            <Indicator hiddenFrom="sm" color="orange" size={8} offset={4}>
              <ActionIcon variant="light" color="orange" onClick={() => setOpen(true)} aria-label={t('badge')}>
                <IconRocket size={16} />
              </ActionIcon>
            </Indicator>
          </Tooltip>
        </>
      ) : null}
      {open && data ? (
        <Suspense fallback={null}>
          <OnboardingWizard key={accountId} status={data} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
