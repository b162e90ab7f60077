import { useState } from 'react';
import { Alert, Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconShoppingCart } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BillingErrors, CHECKOUT_SUCCESS_PATH, type CartView } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { BillingEndpoints, CartEndpoints, PricingEndpoints } from '@suite/sdk/endpoints';
import { translateError } from '@suite/sdk/i18n';
import { EmptyState, ErrorState, LoadingState } from '@suite/sdk/ui';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { useSessionControls } from '../../../app/session/SessionProvider.js';
import { PAYMENT_METHOD_NOTICE_ID, billingKeys, paymentMethodRequired, refreshBilling, useCart, usePaymentMethods } from '../api.js';
import { cartDrawer } from './cart-drawer.js';
import { CartLineList, CartSummary, DiscountCodeForm, type CartLine } from './CartContents.js';
import { failureText } from '../failure.js';

const linesOf = (cart: CartView): CartLine[] =>
  cart.items.map((item) => ({
    key: item.id,
    type: item.type,
    plan: item.plan,
    billingInterval: item.billingInterval,
    quantity: item.quantity,
    editable: item.editable,
    unitPriceCents: item.unitPriceCents,
    totalCents: item.totalCents,
  }));

/** The signed-in cart panel: the server's cart of the active account, checkout with the default card. */
export function ServerCartDrawer({ opened }: { opened: boolean }) {
  const { t } = useTranslation('billing');
  const isPhone = useMediaQuery('(max-width: 30em)') ?? false;
  return (
    <Drawer opened={opened} onClose={cartDrawer.close} position="right" size={isPhone ? '100%' : 440} title={t('cart.title')} padding="md">
      {opened ? <ServerCart /> : null}
    </Drawer>
  );
}

function ServerCart() {
  const { t } = useTranslation('billing');
  const { account } = useSession();
  const ability = useAppAbility();
  const accountId = account?.id ?? '';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { refresh } = useSessionControls();
  const cart = useCart(accountId);
  const methods = usePaymentMethods(accountId, ability.can('read', 'Billing'));
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [checkoutError, setCheckoutError] = useState<string | null>(null);

  const store = (next: CartView) => queryClient.setQueryData(billingKeys.cart(accountId), next);

  const change = useMutation({
    mutationFn: ({ line, quantity }: { line: CartLine; quantity: number }) =>
      quantity <= 0 ? callEndpoint(CartEndpoints.removeItem, { params: { id: line.key } }) : callEndpoint(CartEndpoints.updateItem, { params: { id: line.key }, body: { quantity } }),
    onMutate: ({ line }) => setBusyKey(line.key),
    onSuccess: store,
    onError: (error, { quantity }) => {
      const title = quantity <= 0 ? BillingErrors.REMOVE_ITEM_FAILED : BillingErrors.UPDATE_ITEM_FAILED;
      notifications.show({ color: 'red', title: translateError(title), message: failureText(error, title) });
      void cart.refetch();
    },
    onSettled: () => setBusyKey(null),
  });

  const promotion = useMutation({
    mutationFn: (code: string) => callEndpoint(PricingEndpoints.applyPromotion, { body: { code } }),
    onMutate: () => setCodeError(null),
    onSuccess: store,
    onError: (error) => setCodeError(failureText(error, BillingErrors.INVALID_DISCOUNT_CODE)),
  });

  const checkout = useMutation({
    mutationFn: () => callEndpoint(BillingEndpoints.checkout, { body: {} }),
    onMutate: () => setCheckoutError(null),
    onSuccess: async (result) => {
      cartDrawer.close();
      notifications.hide(PAYMENT_METHOD_NOTICE_ID);
      // Held by a plan-purchase approval workflow: nothing bought yet, the cart stays.
      if (!result.success) {
        notifications.show({ color: 'yellow', autoClose: false, message: t('cart.purchasePendingApproval', { workflow: result.approval.workflowName }) });
        return;
      }
      await refreshBilling(queryClient, accountId);
      void refresh();
      void navigate(result.redirectTo ?? CHECKOUT_SUCCESS_PATH);
    },
    onError: (error) => {
      const required = paymentMethodRequired(error);
      if (required) {
        cartDrawer.close();
        notifications.show({ id: PAYMENT_METHOD_NOTICE_ID, color: 'orange', autoClose: false, title: t('cart.paymentMethodNeeded'), message: translateError(BillingErrors.PAYMENT_METHOD_REQUIRED) });
        void navigate(required.redirectTo);
        return;
      }
      setCheckoutError(failureText(error, BillingErrors.CHECKOUT_FAILED));
    },
  });

  if (cart.isPending) return <LoadingState variant="detail" rows={4} label={t('cart.loading')} />;
  if (cart.isError) return <ErrorState error={cart.error} title={t('cart.loadFailed')} onRetry={() => void cart.refetch()} />;
  const view = cart.data;
  if (view.items.length === 0) {
    return (
      <EmptyState
        icon={<IconShoppingCart size={22} />}
        title={t('cart.emptyTitle')}
        description={t('cart.emptyDescription')}
        action={
          <Button component={Link} to="/pricing" onClick={cartDrawer.close}>
            {t('cart.seePlans')}
          </Button>
        }
      />
    );
  }
  const defaultMethod = methods.data?.find((method) => method.isDefault) ?? methods.data?.[0];
  return (
    <Stack gap="md">
      <CartLineList lines={linesOf(view)} busyKey={busyKey} onQuantity={(line, quantity) => change.mutate({ line, quantity })} onRemove={(line) => change.mutate({ line, quantity: 0 })} />
      <Divider />
      <DiscountCodeForm applied={view.discount?.code ?? null} error={codeError} busy={promotion.isPending} onApply={(code) => promotion.mutate(code)} onRemove={() => promotion.mutate('')} />
      {view.discountProblem ? (
        <Alert color="orange" variant="light">
          {translateError(view.discountProblem)}
        </Alert>
      ) : null}
      <CartSummary totals={{ ...view, discount: view.discount ? { code: view.discount.code, amountCents: view.discount.amountCents } : null }} />
      {defaultMethod ? (
        <Text size="xs" c="dimmed">
          {t('cart.chargedTo', { brand: t(`brands.${defaultMethod.brand}`, { defaultValue: defaultMethod.brand }), last4: defaultMethod.last4 })}
        </Text>
      ) : null}
      {checkoutError ? (
        <Alert color="red" variant="light" title={translateError(BillingErrors.CHECKOUT_FAILED)} role="alert">
          {checkoutError !== translateError(BillingErrors.CHECKOUT_FAILED) ? checkoutError : null}
        </Alert>
      ) : null}
      <Button size="md" fullWidth onClick={() => checkout.mutate()} loading={checkout.isPending} disabled={busyKey !== null}>
        {t('cart.checkout')}
      </Button>
    </Stack>
  );
}
