import { useEffect, useState, type FormEvent } from 'react';
import { ActionIcon, Badge, Button, Divider, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADDITIONAL_USERS_CART_MAX, PLAN_CATALOGUE, formatMoney, type BillingInterval, type CartItemType, type PlanId } from '@suite/sdk';
import { currentLanguage, translateError } from '@suite/sdk/i18n';

/** One cart line as the panel shows it, whether it comes from the server or the pendingCart. */
export interface CartLine {
  key: string;
  type: CartItemType;
  plan: PlanId;
  billingInterval: BillingInterval;
  quantity: number;
  editable: boolean;
  unitPriceCents: number;
  totalCents: number;
}

export function useLineTitle(): (line: Pick<CartLine, 'type' | 'plan' | 'billingInterval'>) => string {
  const { t } = useTranslation('billing');
  return (line) => {
    const interval = t(`intervals.${line.billingInterval}`);
    return line.type === 'SUBSCRIPTION' ? t('cart.subscriptionLine', { plan: PLAN_CATALOGUE[line.plan].name, interval }) : t('cart.usersLine', { interval });
  };
}

function QuantityInput({ line, label, disabled, onCommit }: { line: CartLine; label: string; disabled: boolean; onCommit: (quantity: number) => void }) {
  const [value, setValue] = useState<number | string>(line.quantity);
  useEffect(() => setValue(line.quantity), [line.quantity]);
  const commit = useDebouncedCallback((next: number) => {
    if (next !== line.quantity) onCommit(next);
  }, 500);
  return (
    <NumberInput
      aria-label={label}
      value={value}
      min={0}
      max={ADDITIONAL_USERS_CART_MAX}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      disabled={disabled}
      w={96}
      size="xs"
      onChange={(next) => {
        setValue(next);
        if (typeof next === 'number') commit(next);
      }}
    />
  );
}

/** The lines: what is bought, its price, the quantity (additional users only) and a remove button. */
export function CartLineList({ lines, busyKey, onQuantity, onRemove }: { lines: CartLine[]; busyKey: string | null; onQuantity: (line: CartLine, quantity: number) => void; onRemove: (line: CartLine) => void }) {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  const titleOf = useLineTitle();
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('cart.items')}>
      {lines.map((line) => {
        const title = titleOf(line);
        const busy = busyKey === line.key;
        return (
          <li key={line.key}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} size="sm">
                  {title}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.type === 'SUBSCRIPTION'
                    ? t(`cart.per.${line.billingInterval}`, { price: formatMoney(line.unitPriceCents, language) })
                    : t(`cart.perUser.${line.billingInterval}`, { price: formatMoney(line.unitPriceCents, language) })}
                </Text>
                {line.editable ? (
                  <Group gap="xs" mt={4} wrap="nowrap">
                    <QuantityInput line={line} label={t('cart.quantityOf', { name: title })} disabled={busy} onCommit={(quantity) => onQuantity(line, quantity)} />
                    <Text size="xs" c="dimmed">
                      {t('cart.quantityHint', { max: ADDITIONAL_USERS_CART_MAX })}
                    </Text>
                  </Group>
                ) : (
                  <Badge variant="light" color="gray" size="sm" w="fit-content" tt="none">
                    {t('cart.quantityFixed')}
                  </Badge>
                )}
              </Stack>
              <Group gap={4} wrap="nowrap" align="center">
                <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(line.totalCents, language)}
                </Text>
                <ActionIcon variant="subtle" color="red" aria-label={t('cart.remove', { name: title })} onClick={() => onRemove(line)} loading={busy}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}

export interface CartTotals {
  subtotalCents: number;
  discount: { code: string; amountCents: number } | null;
  prorationCreditCents: number;
  /** The account's credit balance used, and what stays on the account afterwards (server cart only). */
  accountCreditCents?: number;
  creditBalanceAfterCents?: number;
  taxRatePercent: number;
  taxCents: number;
  totalCents: number;
}

function Row({ label, value, strong, tone }: { label: string; value: string; strong?: boolean; tone?: 'green' }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} c={tone} data-testid={strong ? 'cart-total' : undefined}>
        {value}
      </Text>
    </Group>
  );
}

/** Subtotal, discount, credit, tax and total, in USD. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <Stack gap={6}>
      <Row label={t('cart.subtotal')} value={money(totals.subtotalCents)} />
      {totals.discount ? <Row label={t('cart.discount', { code: totals.discount.code })} value={money(-totals.discount.amountCents)} tone="green" /> : null}
      {totals.prorationCreditCents > 0 ? <Row label={t('cart.credit')} value={money(-totals.prorationCreditCents)} tone="green" /> : null}
      {totals.accountCreditCents ? <Row label={t('cart.accountCredit')} value={money(-totals.accountCreditCents)} tone="green" /> : null}
      <Row label={t('cart.tax', { rate: totals.taxRatePercent })} value={money(totals.taxCents)} />
      <Divider />
      <Row label={t('cart.total')} value={money(totals.totalCents)} strong />
      {totals.creditBalanceAfterCents ? (
        <Text size="xs" c="dimmed" ta="right">
          {t('cart.creditCarried', { amount: money(totals.creditBalanceAfterCents) })}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" ta="right">
        {t('cart.currency')}
      </Text>
    </Stack>
  );
}

/** The discount code: Apply is disabled while the field is empty; the server's refusal shows under it. */
export function DiscountCodeForm({ applied, error, busy, onApply, onRemove }: { applied: string | null; error: string | null; busy: boolean; onApply: (code: string) => void; onRemove: () => void }) {
  const { t } = useTranslation('billing');
  const [code, setCode] = useState('');
  if (applied) {
    return (
      <Group justify="space-between" gap="xs">
        <Badge variant="light" color="green" size="lg" tt="none">
          {t('cart.codeApplied', { code: applied })}
        </Badge>
        <Button variant="subtle" size="compact-sm" onClick={onRemove} loading={busy}>
          {t('cart.removeCode')}
        </Button>
      </Group>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onApply(code.trim());
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('cart.discountCode')}
          placeholder={t('cart.discountPlaceholder')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error ? translateError(error) : undefined}
          style={{ flex: 1 }}
          autoComplete="off"
          maxLength={64}
        />
        <Button type="submit" variant="default" mt={25} disabled={!code.trim()} loading={busy}>
          {t('cart.apply')}
        </Button>
      </Group>
    </form>
  );
}
