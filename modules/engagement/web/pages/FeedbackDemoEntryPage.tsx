import { DEMO_FOUNDER_EMAIL, DemoEntry, useTranslation } from '@suite/sdk/web';

/** Where the feedback demo lands (finance-and-growth.md section 2: "one to /feedback/setup"). */
export const FEEDBACK_DEMO_TARGET = '/feedback/setup';

/**
 * /demo/feedback: "Setting up your feedback demo...", the demo login as the demo company's founder
 * (who owns the demo widget and its feedback), then /feedback/setup after 1.5 s.
 */
export default function FeedbackDemoEntryPage() {
  const { t } = useTranslation('engagement');
  return <DemoEntry email={DEMO_FOUNDER_EMAIL} demoType="feedback" target={FEEDBACK_DEMO_TARGET} loadingText={t('demo.loading')} />;
}
