import { Suspense, useEffect, useState } from 'react';
import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { callEndpoint } from '@suite/sdk/client';
import { PublicSiteEndpoints } from '@suite/sdk/endpoints/public-site';
import type { AffiliateRulesView } from '@suite/sdk/schemas';
import { PublicPage } from '../../../app/layout/PublicPage.js';
import { usePageMeta } from '../usePageMeta.js';
import './locales/namespace.js';

/** The Pro plan's monthly price in cents (spec/DECISIONS.md), for the worked example. */
const PRO_MONTHLY_CENTS = 2900;

function Program() {
  const { t, i18n } = useTranslation('site');
  const { t: shell } = useTranslation('shell');
  const { status } = useSession();
  usePageMeta(t('meta.affiliate.title'), t('meta.affiliate.description'), shell('brand'));
  const [rules, setRules] = useState<AffiliateRulesView | null | 'error'>(null);
  useEffect(() => {
    callEndpoint(PublicSiteEndpoints.affiliateRules, {})
      .then(setRules)
      .catch(() => setRules('error'));
  }, []);
  const money = (cents: number) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(cents / 100);
  const steps = t('affiliate.steps', { returnObjects: true }) as string[];
  const monthly = rules && rules !== 'error' ? Math.round((PRO_MONTHLY_CENTS * rules.commissionRateBp) / 10000) : 0;
  return (
    <Stack gap="xl" py="md" maw={960}>
      <Stack gap="sm" maw={760}>
        <Title order={1}>{t('affiliate.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('affiliate.lead')}
        </Text>
        <Group gap="sm">
          {status === 'authenticated' ? (
            <Button component={Link} to="/affiliate-dashboard" size="md">
              {t('affiliate.dashboard')}
            </Button>
          ) : (
            <Button component={Link} to="/register?persona=AFFILIATE" size="md" data-testid="affiliate-sign-up">
              {t('affiliate.signUp')}
            </Button>
          )}
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" data-testid="affiliate-rules">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('affiliate.earnTitle')}
            </Title>
            {rules === null ? (
              <LoadingState variant="detail" rows={3} />
            ) : rules === 'error' ? (
              <Text c="red">{t('affiliate.loadFailed')}</Text>
            ) : (
              <>
                <List spacing="xs">
                  <List.Item>{t('affiliate.earnRate', { rate: (rules.commissionRateBp / 100).toLocaleString(i18n.language) })}</List.Item>
                  <List.Item>{t('affiliate.earnMonths', { months: rules.commissionMonths })}</List.Item>
                  <List.Item>{t('affiliate.earnCookie', { days: rules.cookieDays })}</List.Item>
                  <List.Item>{t('affiliate.earnHold', { days: rules.holdDays })}</List.Item>
                </List>
                <Text size="sm" c="dimmed">
                  {t('affiliate.example', { amount: money(monthly), total: money(monthly * rules.commissionMonths), months: rules.commissionMonths })}
                </Text>
              </>
            )}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('affiliate.howTitle')}
            </Title>
            <List type="ordered" spacing="xs">
              {steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </Stack>
        </Card>
      </SimpleGrid>
      <Stack gap={4}>
        <Anchor component={Link} to="/docs/affiliates/program">
          {t('affiliate.docsLink')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('affiliate.termsNote')}
        </Text>
      </Stack>
    </Stack>
  );
}

/** /affiliate-program: what affiliates earn (the rules in force, from the server) and the sign-up as AFFILIATE. */
export default function AffiliateProgramPage() {
  return (
    <PublicPage>
      <Suspense fallback={<LoadingState variant="page" />}>
        <Program />
      </Suspense>
    </PublicPage>
  );
}
