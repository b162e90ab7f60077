import { Anchor, Checkbox, Link, Stack, Switch, TagsInput, Text, useTranslation } from '@suite/sdk/web';
import { MAX_ALERT_RECIPIENTS, type WidgetIntegrations } from '../../shared/widget.js';

interface Props {
  value: WidgetIntegrations;
  onChange(value: WidgetIntegrations): void;
  /** The recipients' rule text (the API's, translated), shown under the field. */
  recipientsError?: string;
}

/** Where a widget's answers go besides the hub: webhooks and Slack (feedback.received), and an e-mail alert. */
export function WidgetIntegrationsFields({ value, onChange, recipientsError }: Props) {
  const { t } = useTranslation('engagement');
  const setEmail = (change: Partial<WidgetIntegrations['email']>) => onChange({ ...value, email: { ...value.email, ...change } });
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Switch label={t('setup.integrations.webhooks')} checked={value.webhooks} onChange={(e) => onChange({ ...value, webhooks: e.currentTarget.checked })} />
        <Text size="sm" c="dimmed">
          {value.webhooks ? t('setup.integrations.webhooksOn') : t('setup.integrations.webhooksOff')}{' '}
          <Anchor component={Link} to="/integrations" size="sm">
            {t('setup.integrations.manageWebhooks')}
          </Anchor>
        </Text>
      </Stack>
      <Stack gap="xs">
        <Text fw={600}>{t('setup.integrations.emailTitle')}</Text>
        <TagsInput
          inputMode="email"
          label={t('setup.integrations.recipients')}
          description={t('setup.integrations.recipientsHint', { max: MAX_ALERT_RECIPIENTS })}
          placeholder={value.email.recipients.length ? undefined : 'name@example.com'}
          value={value.email.recipients}
          onChange={(recipients) => setEmail({ recipients })}
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
          clearable
          error={recipientsError}
        />
        <Checkbox
          label={t('setup.integrations.onlyDetractors')}
          description={t('setup.integrations.onlyDetractorsHint')}
          checked={value.email.onlyDetractors}
          onChange={(e) => setEmail({ onlyDetractors: e.currentTarget.checked })}
        />
      </Stack>
    </Stack>
  );
}
