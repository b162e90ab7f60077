import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BillingErrors, type BillingInterval, type PlanId, type PricingPlanView } from '@suite/sdk';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@suite/sdk/ui';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { translateError } from '@suite/sdk/i18n';
import { usePricing, useSubscription } from '../billing/api.js';
import { PlanCard } from './PlanCard.js';
import { PlanSelectionDialog, type PlanSelection } from './PlanSelectionDialog.js';
import { ContactSalesPanel } from './ContactSalesPanel.js';
import { cardButtonFor, cardIntent, currentChoiceFor, type Viewer } from './pricing-model.js';

const ContactAdminDialog = lazy(async () => ({ default: (await import('../account/components/ContactAdminDialog.js')).ContactAdminDialog }));

function useViewer(): { viewer: Viewer; loading: boolean; additionalUsers: number | null } {
  const { status, user, account } = useSession();
  const ability = useAppAbility();
  const signedIn = status === 'authenticated' && Boolean(user);
  const canReadSubscription = signedIn && Boolean(account) && (ability.can('read', 'Billing') || ability.can('read', 'Subscription'));
  const subscription = useSubscription(account?.id, canReadSubscription);
  const viewer: Viewer = {
    signedIn,
    accountPlan: account?.plan ?? null,
    subscription: subscription.data ?? null,
    canPurchase: signedIn && Boolean(account) && ability.can('purchase', 'Billing'),
  };
  return { viewer, loading: canReadSubscription && subscription.isPending, additionalUsers: subscription.data?.plan === 'PRO' ? subscription.data.additionalUsers : null };
}

/** The page waits for its strings with a skeleton. */
export default function PricingPage() {
  return (
    <Suspense fallback={<LoadingState variant="cards" rows={3} />}>
      <Pricing />
    </Suspense>
  );
}

/**
 * /pricing (platform.md section 2.4), signed out or in: FREE / PRO / ENTERPRISE, MONTHLY or
 * ANNUAL (ANNUAL by default), the additional-users slider on PRO, each card's button by the
 * plan-action rule, the plan-selection dialog and the contact-sales panel.
 */
function Pricing() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const pricing = usePricing();
  const { viewer, loading, additionalUsers: boughtUsers } = useViewer();
  const [chosenInterval, setChosenInterval] = useState<BillingInterval | null>(null);
  const [additionalUsers, setAdditionalUsers] = useState(0);
  const [selection, setSelection] = useState<PlanSelection | null>(null);
  const [salesOpen, setSalesOpen] = useState(false);
  const [contactAdminOpen, setContactAdminOpen] = useState(false);

  // A PRO account starts from the users it already has.
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || boughtUsers === null) return;
    seeded.current = true;
    setAdditionalUsers(boughtUsers);
  }, [boughtUsers]);

  const shownInterval: BillingInterval = chosenInterval ?? pricing.data?.defaultInterval ?? 'ANNUAL';
  const current = currentChoiceFor(viewer, shownInterval);

  const choose = (plan: PricingPlanView) => {
    const button = cardButtonFor(viewer, plan.id, shownInterval);
    switch (cardIntent(viewer, button)) {
      case 'register':
        void navigate('/register');
        return;
      case 'contact-admin':
        setContactAdminOpen(true);
        return;
      case 'cart':
        setSelection({ plan: plan.id, planName: t(`plans.${plan.id}.name`), interval: shownInterval, additionalUsers: plan.id === 'PRO' ? additionalUsers : 0, button });
        return;
      case 'none':
        return;
    }
  };

  let body;
  if (pricing.isPending) body = <LoadingState variant="cards" rows={3} label={t('loading')} />;
  else if (pricing.isError)
    body = <ErrorState title={translateError(BillingErrors.PRICING_LOAD_ERROR)} error={new Error(BillingErrors.PRICING_LOAD_FAILED)} onRetry={() => void pricing.refetch()} />;
  else if (pricing.data.plans.length === 0)
    body = (
      <EmptyState
        title={translateError(BillingErrors.PRICING_UNAVAILABLE)}
        description={t('unavailableHint')}
        action={
          <Button variant="light" onClick={() => void pricing.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {pricing.data.plans.map((plan) => {
          const id: PlanId = plan.id;
          return (
            <PlanCard
              key={id}
              plan={plan}
              interval={shownInterval}
              button={cardButtonFor(viewer, id, shownInterval)}
              buttonLoading={loading}
              highlighted={id === 'PRO'}
              isCurrent={current?.plan === id}
              additionalUsers={id === 'PRO' ? additionalUsers : undefined}
              onAdditionalUsers={id === 'PRO' ? setAdditionalUsers : undefined}
              onChoose={() => choose(plan)}
              onContactSales={plan.contactSales ? () => setSalesOpen(true) : undefined}
            />
          );
        })}
      </SimpleGrid>
    );

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Stack gap="lg">
        <Group justify="center" gap="sm">
          <SegmentedControl
            aria-label={t('interval')}
            value={shownInterval}
            onChange={(value) => setChosenInterval(value as BillingInterval)}
            data={[
              { value: 'MONTHLY', label: t('intervals.MONTHLY') },
              { value: 'ANNUAL', label: t('intervals.ANNUAL') },
            ]}
          />
          <Badge color="green" variant="light" tt="none">
            {t('annualSaving', { percent: pricing.data?.annualDiscountPercent ?? 20 })}
          </Badge>
        </Group>
        {body}
        <Paper p="lg" radius="md" withBorder>
          <Group justify="space-between" gap="md">
            <Stack gap={4} style={{ flex: '1 1 320px' }}>
              <Title order={2} size="h4">
                {t('salesBand.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('salesBand.body')}
              </Text>
            </Stack>
            <Button variant="default" onClick={() => setSalesOpen(true)}>
              {t('card.contactSales')}
            </Button>
          </Group>
        </Paper>
        <Text size="xs" c="dimmed" ta="center">
          {t('footnote')}
        </Text>
      </Stack>
      <PlanSelectionDialog selection={selection} onClose={() => setSelection(null)} />
      <ContactSalesPanel opened={salesOpen} onClose={() => setSalesOpen(false)} />
      {contactAdminOpen ? (
        <Suspense fallback={null}>
          <ContactAdminDialog opened onClose={() => setContactAdminOpen(false)} page="/pricing" />
        </Suspense>
      ) : null}
    </>
  );
}
