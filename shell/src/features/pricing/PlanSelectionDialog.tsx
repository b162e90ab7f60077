import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Divider, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ADDITIONAL_USERS_SLIDER_MAX,
  BillingErrors,
  PLAN_BUTTON_TEXTS,
  UNLIMITED,
  formatMoney,
  type BillingInterval,
  type PlanId,
  type PromotionValidationView,
} from '@suite/sdk';
import { callEndpoint, endpointKey } from '@suite/sdk/client';
import { PricingEndpoints } from '@suite/sdk/endpoints';
import { currentLanguage, translateError } from '@suite/sdk/i18n';
import { useSession } from '@suite/sdk/react';
import { billingKeys } from '../billing/api.js';
import { cartDrawer } from '../billing/cart/cart-drawer.js';
import { readPendingCart, withPlanSelection, writePendingCart } from '../billing/cart/pending-cart.js';
import { addSelectionToCart } from '../billing/cart/server-cart.js';
import { failureText } from '../billing/failure.js';
import { selectionPrice, type CardButton } from './pricing-model.js';

export interface PlanSelection {
  plan: PlanId;
  planName: string;
  interval: BillingInterval;
  additionalUsers: number;
  button: CardButton;
}

function Line({ label, value, strong, tone }: { label: string; value: string; strong?: boolean; tone?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} c={tone} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The plan-selection dialog: a summary of the plan, interval, users and price, a promotion code,
 * and the confirmation that puts it in the cart (the server's for members who can buy, the
 * pendingCart for visitors). What a change costs today is previewed for paying accounts.
 */
export function PlanSelectionDialog({ selection, onClose }: { selection: PlanSelection | null; onClose: () => void }) {
  const { t } = useTranslation('pricing');
  const isPhone = useMediaQuery('(max-width: 30em)') ?? false;
  return (
    <Modal opened={selection !== null} onClose={onClose} title={t('dialog.title')} centered fullScreen={isPhone} size="md">
      {selection ? <SelectionBody selection={selection} onClose={onClose} /> : null}
    </Modal>
  );
}

function SelectionBody({ selection, onClose }: { selection: PlanSelection; onClose: () => void }) {
  const { t } = useTranslation('pricing');
  const language = currentLanguage();
  const money = (cents: number) => formatMoney(cents, language);
  const { status, account } = useSession();
  const signedIn = status === 'authenticated' && Boolean(account);
  const queryClient = useQueryClient();
  const [additionalUsers, setAdditionalUsers] = useState(selection.additionalUsers);
  const [code, setCode] = useState('');
  const [promotion, setPromotion] = useState<PromotionValidationView | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const price = selectionPrice(selection.plan, selection.interval, additionalUsers);
  const intervalName = t(`intervals.${selection.interval}`);

  // A code checked for another amount no longer holds: check it again when the users change.
  useEffect(() => setPromotion(null), [price.totalCents]);

  const preview = useQuery({
    // A POST that reads: keyed by the endpoint, the account and what is previewed.
    queryKey: [...endpointKey(PricingEndpoints.previewUpgrade), account?.id ?? '', selection.plan, selection.interval, price.additionalUsers],
    enabled: signedIn && account?.plan !== 'FREE',
    queryFn: () => callEndpoint(PricingEndpoints.previewUpgrade, { body: { plan: selection.plan, billingInterval: selection.interval, additionalUsers: price.additionalUsers } }),
    retry: false,
  });

  const validate = useMutation({
    mutationFn: (value: string) =>
      callEndpoint(PricingEndpoints.validatePromotion, { body: { code: value, planId: selection.plan, billingInterval: selection.interval, amount: price.totalCents } }),
    onMutate: () => setCodeError(null),
    onSuccess: (result) => {
      if (result.valid) setPromotion(result);
      else {
        setPromotion(null);
        setCodeError(result.error ?? BillingErrors.INVALID_PROMOTION_CODE);
      }
    },
    onError: (error) => setCodeError(failureText(error, BillingErrors.VALIDATE_PROMOTION_FAILED)),
  });

  const confirm = useMutation({
    mutationFn: async () => {
      const chosen = { plan: selection.plan, interval: selection.interval, additionalUsers: price.additionalUsers };
      const validCode = promotion?.valid ? promotion.code : undefined;
      if (!signedIn) {
        writePendingCart(withPlanSelection(readPendingCart(), chosen, validCode));
        return;
      }
      const cart = await addSelectionToCart(chosen, validCode);
      queryClient.setQueryData(billingKeys.cart(account!.id), cart);
    },
    onSuccess: () => {
      onClose();
      cartDrawer.open();
    },
  });

  const discountCents = promotion?.valid ? promotion.discountCents : 0;
  const applyCode = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (code.trim()) validate.mutate(code.trim());
  };
  const due = preview.data && !preview.data.refusedReason ? preview.data : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text fw={700} size="lg">
          {t('dialog.planLine', { plan: selection.planName })}
        </Text>
        <Badge variant="light" tt="none">
          {intervalName}
        </Badge>
      </Group>

      {price.unitUserCents !== null ? (
        <NumberInput
          label={t('dialog.additionalUsers')}
          description={t('dialog.additionalUsersHint', { price: money(price.unitUserCents), interval: t(`per.${selection.interval}`) })}
          value={additionalUsers}
          onChange={(value) => setAdditionalUsers(typeof value === 'number' ? value : 0)}
          min={0}
          max={ADDITIONAL_USERS_SLIDER_MAX}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
        />
      ) : null}
      <Text size="sm" c="dimmed">
        {price.users === UNLIMITED ? t('card.unlimitedUsers') : t('dialog.usersTotal', { count: price.users })}
      </Text>

      <Stack gap={6}>
        <Line label={t('dialog.planPrice', { plan: selection.planName, interval: intervalName })} value={money(price.planCents)} />
        {price.unitUserCents !== null && price.additionalUsers > 0 ? (
          <Line label={t('dialog.usersPrice', { count: price.additionalUsers, price: money(price.unitUserCents) })} value={money(price.usersCents)} />
        ) : null}
        {discountCents > 0 ? <Line label={t('dialog.promotion', { code: promotion!.code })} value={money(-discountCents)} tone="green" /> : null}
        <Divider />
        <Line label={t(`dialog.total.${selection.interval}`)} value={money(Math.max(0, price.totalCents - discountCents))} strong />
        {due && due.prorationCreditCents > 0 ? <Line label={t('dialog.credit', { days: due.remainingDays })} value={money(-due.prorationCreditCents)} tone="green" /> : null}
        {due && due.accountCreditCents > 0 ? <Line label={t('dialog.accountCredit')} value={money(-due.accountCreditCents)} tone="green" /> : null}
        {due ? <Line label={t('dialog.dueToday')} value={money(Math.max(0, due.amountDueCents - discountCents))} /> : null}
        <Text size="xs" c="dimmed">
          {t('dialog.taxNote')}
        </Text>
      </Stack>

      <form onSubmit={applyCode}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={t('dialog.promotionCode')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setCodeError(null);
            }}
            error={codeError ? translateError(codeError) : undefined}
            style={{ flex: 1 }}
            autoComplete="off"
            maxLength={64}
            description={promotion?.valid ? t('dialog.promotionApplied', { code: promotion.code }) : undefined}
          />
          <Button type="submit" variant="default" mt={25} disabled={!code.trim()} loading={validate.isPending}>
            {t('dialog.apply')}
          </Button>
        </Group>
      </form>

      {!signedIn ? (
        <Text size="xs" c="dimmed">
          {t('dialog.signedOutNote')}
        </Text>
      ) : null}
      {confirm.isError ? (
        <Alert color="red" variant="light" role="alert">
          {failureText(confirm.error, BillingErrors.UPDATE_CART_ITEM_FAILED)}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button onClick={() => confirm.mutate()} loading={confirm.isPending}>
          {t(`buttons.${selection.button.button}`, { defaultValue: PLAN_BUTTON_TEXTS[selection.button.button] })}
        </Button>
      </Group>
    </Stack>
  );
}
