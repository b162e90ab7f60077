import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentMethodView } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { BillingEndpoints } from '@suite/sdk/endpoints';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState } from '@suite/sdk/ui';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { PAYMENT_METHOD_NOTICE_ID, billingKeys, useCart, usePaymentMethods } from '../api.js';
import { cartDrawer } from '../cart/cart-drawer.js';
import { failureText } from '../failure.js';
import { AddCardForm } from './AddCardForm.js';

/** Payment methods: brand, last 4 and expiry, the default badge; add, make default, remove. */
export function PaymentMethodsTab({ adding, onAddingChange }: { adding: boolean; onAddingChange: (open: boolean) => void }) {
  const { t } = useTranslation('billing');
  const { account } = useSession();
  const ability = useAppAbility();
  const accountId = account?.id ?? '';
  const queryClient = useQueryClient();
  const canManage = ability.can('purchase', 'Billing') || ability.can('update', 'Billing');
  const methods = usePaymentMethods(accountId);
  const cart = useCart(accountId, ability.can('purchase', 'Billing'));
  const [removing, setRemoving] = useState<PaymentMethodView | null>(null);
  const [justAdded, setJustAdded] = useState(false);

  const reload = () => queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods(accountId) });
  const makeDefault = useMutation({
    mutationFn: (method: PaymentMethodView) => callEndpoint(BillingEndpoints.setDefaultPaymentMethod, { params: { id: method.id } }),
    onSuccess: () => reload(),
    onError: (error) => notifications.show({ color: 'red', message: failureText(error, t('payment.defaultFailed')) }),
  });
  const remove = useMutation({
    mutationFn: (method: PaymentMethodView) => callEndpoint(BillingEndpoints.removePaymentMethod, { params: { id: method.id } }),
    onSuccess: () => {
      setRemoving(null);
      notifications.show({ color: 'green', message: t('payment.removed') });
      return reload();
    },
    onError: (error) => {
      setRemoving(null);
      notifications.show({ color: 'red', message: failureText(error, t('payment.removeFailed')) });
    },
  });

  if (methods.isPending) return <LoadingState variant="table" rows={2} label={t('payment.loading')} />;
  if (methods.isError) return <ErrorState error={methods.error} title={t('payment.loadFailed')} onRetry={() => void methods.refetch()} />;
  const list = methods.data;
  const cartWaiting = (cart.data?.items.length ?? 0) > 0;
  const brandName = (brand: string) => t(`brands.${brand}`, { defaultValue: brand });

  return (
    <Stack gap="md">
      {justAdded && cartWaiting ? (
        <Alert color="blue" variant="light" title={t('payment.cartWaitingTitle')}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('payment.cartWaitingBody')}</Text>
            <Button size="xs" onClick={cartDrawer.open}>
              {t('payment.reviewCart')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {canManage && !adding && list.length > 0 ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => onAddingChange(true)}>
            {t('payment.add')}
          </Button>
        </Group>
      ) : null}
      {canManage && adding ? (
        <AddCardForm
          makeDefault={list.length === 0}
          onCancel={() => onAddingChange(false)}
          onAdded={(method) => {
            notifications.hide(PAYMENT_METHOD_NOTICE_ID);
            notifications.show({ color: 'green', message: t('payment.added', { brand: brandName(method.brand), last4: method.last4 }) });
            setJustAdded(true);
            onAddingChange(false);
            void reload();
          }}
        />
      ) : null}
      {list.length === 0 && !adding ? (
        <EmptyState
          icon={<IconCreditCard size={22} />}
          title={t('payment.emptyTitle')}
          description={t('payment.emptyBody')}
          action={
            canManage ? (
              <Button leftSection={<IconPlus size={16} />} onClick={() => onAddingChange(true)}>
                {t('payment.add')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {list.length > 0 ? (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('payment.listLabel')}>
          {list.map((method) => (
            <Paper key={method.id} component="li" p="md" radius="md" withBorder>
              <Group justify="space-between" gap="sm">
                <Group gap="sm" wrap="nowrap">
                  <IconCreditCard size={28} stroke={1.4} aria-hidden />
                  <Stack gap={0}>
                    <Group gap="xs">
                      <Text fw={600}>{t('payment.cardLine', { brand: brandName(method.brand), last4: method.last4 })}</Text>
                      {method.isDefault ? (
                        <Badge size="sm" variant="light" tt="none">
                          {t('payment.default')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('payment.expires', { month: String(method.expMonth).padStart(2, '0'), year: method.expYear })}
                      {method.holderName ? ` · ${method.holderName}` : ''}
                    </Text>
                  </Stack>
                </Group>
                {canManage ? (
                  <Group gap="xs">
                    {!method.isDefault ? (
                      <Button variant="default" size="xs" onClick={() => makeDefault.mutate(method)} loading={makeDefault.isPending && makeDefault.variables?.id === method.id}>
                        {t('payment.makeDefaultAction')}
                      </Button>
                    ) : null}
                    <Button variant="subtle" color="red" size="xs" onClick={() => setRemoving(method)} aria-label={t('payment.removeLabel', { brand: brandName(method.brand), last4: method.last4 })}>
                      {t('payment.remove')}
                    </Button>
                  </Group>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : null}
      <ConfirmDialog
        opened={removing !== null}
        danger
        title={t('payment.removeTitle')}
        message={removing ? t('payment.removeBody', { brand: brandName(removing.brand), last4: removing.last4 }) : ''}
        confirmLabel={t('payment.remove')}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
