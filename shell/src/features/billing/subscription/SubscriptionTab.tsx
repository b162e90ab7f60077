import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconReceipt2 } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ADDITIONAL_USERS_CART_MAX,
  PLAN_CATALOGUE,
  UNLIMITED,
  formatMoney,
  maxUsersFor,
  type SubscriptionStatus,
  type SubscriptionView,
} from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { BillingEndpoints } from '@suite/sdk/endpoints';
import { currentLanguage } from '@suite/sdk/i18n';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState, StatCard } from '@suite/sdk/ui';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { useSessionControls } from '../../../app/session/SessionProvider.js';
import { refreshBilling, useSubscription } from '../api.js';
import { failureText } from '../failure.js';
import { formatDay } from '../format.js';

const STATUS_COLOURS: Record<SubscriptionStatus, string> = { ACTIVE: 'green', TRIALING: 'blue', PAST_DUE: 'orange', CANCELED: 'gray' };

/** The subscription tab: plan, status, interval, period, users; cancel at period end, reactivate, change users. */
export function SubscriptionTab({ onOpenTab }: { onOpenTab: (tab: 'usage') => void }) {
  const { t } = useTranslation('billing');
  const { account } = useSession();
  const ability = useAppAbility();
  const subscription = useSubscription(account?.id);
  if (subscription.isPending) return <LoadingState variant="cards" rows={4} label={t('subscription.loading')} />;
  if (subscription.isError) return <ErrorState error={subscription.error} title={t('subscription.loadFailed')} onRetry={() => void subscription.refetch()} />;
  const view = subscription.data;
  const canManage = ability.can('purchase', 'Billing') || ability.can('update', 'Subscription');
  if (view.id === null || view.plan === 'FREE') {
    return (
      <EmptyState
        icon={<IconReceipt2 size={22} />}
        title={t('subscription.freeTitle')}
        description={t('subscription.freeBody', { users: view.maxUsers === UNLIMITED ? PLAN_CATALOGUE.FREE.limits.maxUsers : view.maxUsers })}
        action={
          ability.can('purchase', 'Billing') ? (
            <Button component={Link} to="/pricing">
              {t('subscription.seePlans')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return <SubscriptionDetails view={view} canManage={canManage} onOpenTab={onOpenTab} />;
}

function SubscriptionDetails({ view, canManage, onOpenTab }: { view: SubscriptionView; canManage: boolean; onOpenTab: (tab: 'usage') => void }) {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  const { account } = useSession();
  const { refresh } = useSessionControls();
  const queryClient = useQueryClient();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const accountId = account?.id ?? '';

  const done = async (message: string) => {
    notifications.show({ color: 'green', message });
    await refreshBilling(queryClient, accountId);
    void refresh();
  };
  const failed = (error: unknown) => notifications.show({ color: 'red', title: t('subscription.changeFailed'), message: failureText(error, t('subscription.changeFailed')) });

  const cancel = useMutation({
    mutationFn: () => callEndpoint(BillingEndpoints.cancelSubscription, { params: { id: view.id! }, body: { cancelAtPeriodEnd: true } }),
    onSuccess: () => {
      setConfirmCancel(false);
      return done(t('subscription.cancelled', { date: formatDay(view.currentPeriodEnd, language) }));
    },
    onError: failed,
  });
  const reactivate = useMutation({
    mutationFn: () => callEndpoint(BillingEndpoints.reactivateSubscription, { params: { id: view.id! } }),
    onSuccess: () => done(t('subscription.reactivated')),
    onError: failed,
  });

  const planName = t(`plans.${view.plan}`);
  const intervalName = view.billingInterval ? t(`intervals.${view.billingInterval}`) : '—';
  return (
    <Stack gap="lg">
      {view.cancelAtPeriodEnd ? (
        <Alert color="orange" variant="light" title={t('subscription.endingTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('subscription.endingBody', { date: formatDay(view.currentPeriodEnd, language) })}</Text>
            {canManage ? (
              <Button size="xs" w="fit-content" onClick={() => reactivate.mutate()} loading={reactivate.isPending}>
                {t('subscription.reactivate')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {view.status === 'PAST_DUE' ? (
        <Alert color="orange" variant="light" title={t('subscription.pastDueTitle')}>
          {t('subscription.pastDueBody')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <StatCard
          label={t('subscription.plan')}
          value={planName}
          hint={
            <Badge color={STATUS_COLOURS[view.status]} variant="light" tt="none" component="span">
              {t(`statuses.${view.status}`)}
            </Badge>
          }
        />
        <StatCard
          label={t('subscription.interval')}
          value={intervalName}
          hint={
            view.creditBalanceCents > 0
              ? `${t('subscription.renewal', { price: formatMoney(view.renewalAmountCents, language) })}. ${t('subscription.creditBalance', { amount: formatMoney(view.creditBalanceCents, language) })}`
              : t('subscription.renewal', { price: formatMoney(view.renewalAmountCents, language) })
          }
        />
        <StatCard
          label={t('subscription.period')}
          value={formatDay(view.currentPeriodEnd, language)}
          hint={t(view.cancelAtPeriodEnd ? 'subscription.endsHint' : 'subscription.renewsHint', { start: formatDay(view.currentPeriodStart, language) })}
        />
        <StatCard
          label={t('subscription.users')}
          value={view.maxUsers === UNLIMITED ? t('usage.unlimited') : view.maxUsers}
          hint={view.plan === 'PRO' ? t('subscription.additionalUsersHint', { count: view.additionalUsers }) : undefined}
        />
      </SimpleGrid>
      {canManage ? (
        <Paper p="md" radius="md" withBorder>
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <Title order={3} size="h5">
                {t('subscription.manage')}
              </Title>
              <Group gap="xs">
                <Button variant="default" component={Link} to="/pricing">
                  {t('subscription.changePlan')}
                </Button>
                <Button variant="subtle" onClick={() => onOpenTab('usage')}>
                  {t('subscription.seeUsage')}
                </Button>
              </Group>
            </Group>
            {view.plan === 'PRO' && !view.cancelAtPeriodEnd ? <AdditionalUsersForm view={view} onChanged={done} onFailed={failed} /> : null}
            {!view.cancelAtPeriodEnd ? (
              <Group justify="space-between" gap="sm" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
                <Text size="sm" c="dimmed" style={{ flex: '1 1 260px' }}>
                  {t('subscription.cancelHint', { date: formatDay(view.currentPeriodEnd, language) })}
                </Text>
                <Button color="red" variant="light" onClick={() => setConfirmCancel(true)}>
                  {t('subscription.cancel')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      <ConfirmDialog
        opened={confirmCancel}
        danger
        title={t('subscription.cancelTitle')}
        message={t('subscription.cancelBody', { plan: planName, date: formatDay(view.currentPeriodEnd, language) })}
        confirmLabel={t('subscription.cancelConfirm')}
        cancelLabel={t('subscription.keep')}
        loading={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setConfirmCancel(false)}
      />
    </Stack>
  );
}

/** Change the additional users of a PRO subscription: ask first, then charge what is added (prorated by the server). */
function AdditionalUsersForm({ view, onChanged, onFailed }: { view: SubscriptionView; onChanged: (message: string) => Promise<void>; onFailed: (error: unknown) => void }) {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  const [users, setUsers] = useState<number>(view.additionalUsers);
  const [asking, setAsking] = useState(false);
  useEffect(() => setUsers(view.additionalUsers), [view.additionalUsers]);

  const apply = useMutation({
    mutationFn: () => callEndpoint(BillingEndpoints.updateSubscription, { params: { id: view.id! }, body: { additionalUsers: users } }),
    onSuccess: async (result) => {
      setAsking(false);
      const allowed = t('subscription.usersChanged', { count: result.subscription.maxUsers });
      await onChanged(result.invoice ? `${allowed} ${t('subscription.charged', { amount: formatMoney(result.invoice.totalCents, language), number: result.invoice.number })}` : allowed);
    },
    onError: (error) => {
      setAsking(false);
      onFailed(error);
    },
  });
  const changed = users !== view.additionalUsers;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) setAsking(true);
      }}
    >
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('subscription.additionalUsers')}
          description={t('subscription.additionalUsersDescription', { max: ADDITIONAL_USERS_CART_MAX })}
          value={users}
          onChange={(value) => setUsers(typeof value === 'number' ? value : 0)}
          min={0}
          max={ADDITIONAL_USERS_CART_MAX}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          w={220}
        />
        <Button type="submit" variant="light" disabled={!changed}>
          {t('subscription.updateUsers')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        title={t('subscription.usersConfirmTitle')}
        message={t(users > view.additionalUsers ? 'subscription.usersConfirmCharge' : 'subscription.usersConfirmNoCharge', {
          from: view.additionalUsers,
          to: users,
          maxUsers: maxUsersFor(view.plan, users),
        })}
        confirmLabel={t('subscription.usersConfirm')}
        loading={apply.isPending}
        onConfirm={() => apply.mutate()}
        onCancel={() => setAsking(false)}
      />
    </form>
  );
}
