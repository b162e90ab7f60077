import { DEMO_FOUNDER_EMAIL, DemoEntry, useTranslation } from '@suite/sdk/web';

/**
 * /demo/pricing-simulator: "Setting up your pricing simulator demo...", the demo login as the PRO
 * demo company's founder (whose models the demo shows), then the simulator after 1.5 s.
 */
export default function PricingDemoPage() {
  const { t } = useTranslation('bi');
  return <DemoEntry email={DEMO_FOUNDER_EMAIL} demoType="pricing-simulator" target="/pricing-simulator" loadingText={t('pricing.demoLoading')} />;
}
