import { Suspense } from 'react';
import { Alert, Button, Tabs } from '@mantine/core';
import { IconChartBar, IconCreditCard, IconFileInvoice, IconReceipt2 } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState, PageHeader } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { AccountPageFrame } from '../account/components/AccountPageFrame.js';
import { SubscriptionTab } from './subscription/SubscriptionTab.js';
import { PaymentMethodsTab } from './payment/PaymentMethodsTab.js';
import { InvoicesTab } from './invoices/InvoicesTab.js';
import { UsageTab } from './usage/UsageTab.js';

export const BILLING_TABS = ['subscription', 'payment', 'invoices', 'usage'] as const;
export type BillingTab = (typeof BILLING_TABS)[number];

/** The tab named in ?tab= (payment-methods and methods are read as payment), else subscription. */
export function tabFrom(value: string | null): BillingTab {
  if (value === 'payment-methods' || value === 'methods') return 'payment';
  return (BILLING_TABS as readonly string[]).includes(value ?? '') ? (value as BillingTab) : 'subscription';
}

function Billing() {
  const { t } = useTranslation('billing');
  const { account } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const success = params.get('success') === 'true';
  const adding = tab === 'payment' && params.get('action') === 'add';
  // On phones the four tabs fit without their icons.
  const icons = !(useMediaQuery('(max-width: 30em)') ?? false);

  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { replace: true });
  };
  const selectTab = (value: string | null) =>
    update((next) => {
      next.set('tab', tabFrom(value));
      next.delete('action');
    });

  return (
    <>
      <PageHeader eyebrow={account?.name} title={t('page.title')} description={t('page.description')} />
      {success ? (
        <Alert color="green" variant="light" title={t('page.successTitle')} mb="lg" withCloseButton closeButtonLabel={t('page.dismiss')} onClose={() => update((next) => next.delete('success'))} role="status">
          {t('page.successBody')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => update((next) => next.set('tab', 'invoices'))}>
            {t('page.seeInvoices')}
          </Button>
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="subscription" leftSection={icons ? <IconReceipt2 size={16} /> : undefined}>
            {t('tabs.subscription')}
          </Tabs.Tab>
          <Tabs.Tab value="payment" leftSection={icons ? <IconCreditCard size={16} /> : undefined}>
            {t('tabs.payment')}
          </Tabs.Tab>
          <Tabs.Tab value="invoices" leftSection={icons ? <IconFileInvoice size={16} /> : undefined}>
            {t('tabs.invoices')}
          </Tabs.Tab>
          <Tabs.Tab value="usage" leftSection={icons ? <IconChartBar size={16} /> : undefined}>
            {t('tabs.usage')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="subscription">
          <SubscriptionTab onOpenTab={(value) => selectTab(value)} />
        </Tabs.Panel>
        <Tabs.Panel value="payment">
          <PaymentMethodsTab adding={adding} onAddingChange={(open) => update((next) => (open ? next.set('action', 'add') : next.delete('action')))} />
        </Tabs.Panel>
        <Tabs.Panel value="invoices">
          <InvoicesTab />
        </Tabs.Panel>
        <Tabs.Panel value="usage">
          <UsageTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** /billing (needs view Billing, else Access Denied): subscription, payment methods, invoices, usage. */
export default function BillingPage() {
  return (
    <AccountPageFrame can={['view', 'Billing']}>
      <Suspense fallback={<LoadingState variant="page" />}>
        <Billing />
      </Suspense>
    </AccountPageFrame>
  );
}
