import { useEffect, useState } from 'react';
import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BillingErrors, DEFAULT_TAX_RATE_PERCENT, normalizePlan, totalsFor, type PromotionValidationView } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { PricingEndpoints } from '@suite/sdk/endpoints';
import { EmptyState } from '@suite/sdk/ui';
import { cartDrawer } from './cart-drawer.js';
import { CartLineList, CartSummary, DiscountCodeForm, type CartLine } from './CartContents.js';
import { quotePendingCart, readPendingCart, usePendingCart, withDiscountCode, withQuantity, withoutItem, writePendingCart } from './pending-cart.js';
import { failureText } from '../failure.js';

/**
 * The signed-out cart panel: the pendingCart priced from the catalogue, a discount code checked by
 * the server, and the way to sign in or sign up (the cart follows the visitor into the account).
 */
export function PendingCartDrawer({ opened }: { opened: boolean }) {
  const { t } = useTranslation('billing');
  const isPhone = useMediaQuery('(max-width: 30em)') ?? false;
  return (
    <Drawer opened={opened} onClose={cartDrawer.close} position="right" size={isPhone ? '100%' : 440} title={t('cart.title')} padding="md">
      {opened ? <PendingCart /> : null}
    </Drawer>
  );
}

function PendingCart() {
  const { t } = useTranslation('billing');
  const location = useLocation();
  const cart = usePendingCart();
  const quote = quotePendingCart(cart);
  const subscription = cart.items.find((item) => item.type === 'SUBSCRIPTION');
  const [promotion, setPromotion] = useState<PromotionValidationView | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  // The stored code is checked against what the cart holds now (its amount changes with the items).
  const code = cart.discountCode ?? null;
  useEffect(() => {
    if (!code || quote.subtotalCents === 0) {
      setPromotion(null);
      return;
    }
    let live = true;
    callEndpoint(PricingEndpoints.validatePromotion, { body: { code, planId: normalizePlan(subscription?.plan), billingInterval: subscription?.billingInterval, amount: quote.subtotalCents } })
      .then((result) => {
        if (!live) return;
        setPromotion(result.valid ? result : null);
        if (!result.valid) {
          setCodeError(result.error ?? BillingErrors.INVALID_DISCOUNT_CODE);
          writePendingCart(withDiscountCode(readPendingCart(), null));
        }
      })
      .catch(() => live && setPromotion(null));
    return () => {
      live = false;
    };
  }, [code, quote.subtotalCents, subscription?.plan, subscription?.billingInterval]);

  // Tax as the server applies it (0 unless configured).
  const [taxRatePercent, setTaxRatePercent] = useState(DEFAULT_TAX_RATE_PERCENT);
  useEffect(() => {
    let live = true;
    callEndpoint(PricingEndpoints.pricing, {})
      .then((pricing) => live && setTaxRatePercent(pricing.taxRatePercent))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const apply = async (next: string) => {
    setChecking(true);
    setCodeError(null);
    try {
      const result = await callEndpoint(PricingEndpoints.validatePromotion, {
        body: { code: next, planId: normalizePlan(subscription?.plan), billingInterval: subscription?.billingInterval, amount: quote.subtotalCents },
      });
      if (result.valid) writePendingCart(withDiscountCode(cart, next));
      else setCodeError(result.error ?? BillingErrors.INVALID_DISCOUNT_CODE);
    } catch (error) {
      setCodeError(failureText(error, BillingErrors.VALIDATE_PROMOTION_FAILED));
    } finally {
      setChecking(false);
    }
  };

  if (cart.items.length === 0) {
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

  const lines: CartLine[] = quote.lines.map((line) => ({ ...line, key: line.type, editable: line.type === 'ADDITIONAL_USERS' }));
  const discountCents = promotion?.valid ? Math.min(promotion.discountCents, quote.subtotalCents) : 0;
  const totals = totalsFor(quote.subtotalCents, discountCents, taxRatePercent);
  const from = encodeURIComponent(location.pathname + location.search);
  return (
    <Stack gap="md">
      <CartLineList
        lines={lines}
        busyKey={null}
        onQuantity={(line, quantity) => writePendingCart(withQuantity(cart, line.type, quantity))}
        onRemove={(line) => writePendingCart(withoutItem(cart, line.type))}
      />
      <Divider />
      <DiscountCodeForm applied={promotion?.valid ? code : null} error={codeError} busy={checking} onApply={(next) => void apply(next)} onRemove={() => writePendingCart(withDiscountCode(cart, null))} />
      <CartSummary
        totals={{
          subtotalCents: totals.subtotalCents,
          discount: discountCents > 0 && code ? { code, amountCents: totals.discountCents } : null,
          prorationCreditCents: 0,
          taxRatePercent,
          taxCents: totals.taxCents,
          totalCents: totals.totalCents,
        }}
      />
      <Text size="sm" c="dimmed">
        {t('cart.signedOutNote')}
      </Text>
      <Button component={Link} to={`/login?from=${from}`} size="md" fullWidth onClick={cartDrawer.close}>
        {t('cart.signInToCheckout')}
      </Button>
      <Button component={Link} to="/register" variant="default" fullWidth onClick={cartDrawer.close}>
        {t('cart.createAccount')}
      </Button>
    </Stack>
  );
}
