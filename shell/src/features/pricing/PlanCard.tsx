import { Badge, Button, Group, List, Paper, Slider, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADDITIONAL_USERS_SLIDER_MAX, PLAN_BUTTON_TEXTS, PLAN_FEATURES, UNLIMITED, formatMoney, formatPrice, type BillingInterval, type PricingPlanView } from '@suite/sdk';
import { currentLanguage } from '@suite/sdk/i18n';
import { cardPrice, selectionPrice, type CardButton } from './pricing-model.js';

interface PlanCardProps {
  plan: PricingPlanView;
  interval: BillingInterval;
  button: CardButton;
  buttonLoading: boolean;
  highlighted: boolean;
  isCurrent: boolean;
  /** PRO only: the additional-users slider (0..50) and its live total. */
  additionalUsers?: number;
  onAdditionalUsers?: (value: number) => void;
  onChoose: () => void;
  onContactSales?: () => void;
}

/** One plan: price for the interval, users, features and limits, and the button of the plan-action rule. */
export function PlanCard({ plan, interval, button, buttonLoading, highlighted, isCurrent, additionalUsers = 0, onAdditionalUsers, onChoose, onContactSales }: PlanCardProps) {
  const { t } = useTranslation('pricing');
  const language = currentLanguage();
  const price = cardPrice(plan, interval);
  const sellsUsers = plan.additionalUserMonthlyCents !== null && onAdditionalUsers;
  const selection = selectionPrice(plan.id, interval, sellsUsers ? additionalUsers : 0);
  const limit = (value: number) => (value === UNLIMITED ? t('card.unlimited') : String(value));
  const titleId = `plan-${plan.id}-title`;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      p="lg"
      radius="md"
      withBorder
      data-testid={`plan-card-${plan.id}`}
      style={highlighted ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} size="h3" id={titleId}>
            {t(`plans.${plan.id}.name`)}
          </Title>
          {isCurrent ? (
            <Badge color="green" variant="light" tt="none">
              {t('card.yourPlan')}
            </Badge>
          ) : highlighted ? (
            <Badge variant="filled" tt="none">
              {t('card.popular')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`plans.${plan.id}.tagline`)}
        </Text>

        <Stack gap={2}>
          <Group gap={6} align="baseline" wrap="nowrap">
            <Text fz={34} fw={800} lh={1}>
              {formatPrice(price.perMonthCents, language)}
            </Text>
            <Text c="dimmed" size="sm">
              {t('card.perMonth')}
            </Text>
          </Group>
          {plan.monthlyPriceCents === 0 ? (
            <Text size="xs" c="dimmed">
              {t('card.freeForever')}
            </Text>
          ) : interval === 'ANNUAL' ? (
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {t('card.billedAnnually', { price: formatMoney(price.billedCents, language) })}
              </Text>
              <Text size="xs" c="dimmed" td="line-through" aria-label={t('card.insteadOf', { price: formatMoney(price.yearAtMonthlyCents, language) })}>
                {formatMoney(price.yearAtMonthlyCents, language)}
              </Text>
              <Badge color="green" variant="light" size="sm" tt="none">
                {t('card.save', { percent: price.savingPercent })}
              </Badge>
            </Group>
          ) : (
            <Text size="xs" c="dimmed">
              {t('card.billedMonthly')}
            </Text>
          )}
        </Stack>

        <Text size="sm" fw={600}>
          {plan.includedUsers === UNLIMITED ? t('card.unlimitedUsers') : t('card.includedUsers', { count: plan.includedUsers })}
          {plan.additionalUserMonthlyCents !== null
            ? ` · ${t('card.extraUser', { price: formatPrice(interval === 'ANNUAL' ? (plan.additionalUserAnnualCents ?? 0) : plan.additionalUserMonthlyCents, language), interval: t(`per.${interval}`) })}`
            : ''}
        </Text>

        {sellsUsers ? (
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" id={`${plan.id}-users-label`}>
                {t('card.additionalUsers')}
              </Text>
              <Text size="sm" fw={700}>
                {additionalUsers}
              </Text>
            </Group>
            <Slider
              min={0}
              max={ADDITIONAL_USERS_SLIDER_MAX}
              step={1}
              value={additionalUsers}
              onChange={onAdditionalUsers}
              thumbLabel={t('card.additionalUsers')}
              label={(value) => t('card.usersLabel', { count: value })}
              marks={[{ value: 0, label: '0' }, { value: 25, label: '25' }, { value: ADDITIONAL_USERS_SLIDER_MAX, label: String(ADDITIONAL_USERS_SLIDER_MAX) }]}
              mb="md"
            />
            <Paper p="xs" radius="sm" bg="var(--mantine-color-default-hover)" aria-live="polite" data-testid="pro-live-total">
              <Text size="sm">
                {t('card.liveTotal', { users: selection.users, price: formatMoney(selection.totalCents, language), interval: t(`per.${interval}`) })}
              </Text>
            </Paper>
          </Stack>
        ) : null}

        <List spacing={6} size="sm" center style={{ flex: 1 }}>
          {PLAN_FEATURES.map((feature) => {
            const included = plan.features.includes(feature);
            return (
              <List.Item
                key={feature}
                icon={
                  <ThemeIcon size={18} radius="xl" color={included ? 'green' : 'gray'} variant={included ? 'filled' : 'light'}>
                    {included ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
                  </ThemeIcon>
                }
              >
                <Text size="sm" c={included ? undefined : 'dimmed'} td={included ? undefined : 'line-through'}>
                  {t(`features.${feature}`)}
                  <VisuallyHidden>{included ? ` (${t('card.included')})` : ` (${t('card.notIncluded')})`}</VisuallyHidden>
                </Text>
              </List.Item>
            );
          })}
        </List>

        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('card.limits', { teams: limit(plan.limits.maxTeams), projects: limit(plan.limits.maxProjects), sessions: limit(plan.limits.maxSessionsPerMonth) })}
          </Text>
        </Stack>

        <Stack gap="xs">
          <Button fullWidth size="md" variant={highlighted ? 'filled' : 'light'} disabled={button.disabled} loading={buttonLoading} onClick={onChoose} aria-describedby={titleId}>
            {t(`buttons.${button.button}`, { defaultValue: PLAN_BUTTON_TEXTS[button.button] })}
          </Button>
          {onContactSales ? (
            <Button fullWidth variant="subtle" onClick={onContactSales}>
              {t('card.contactSales')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
