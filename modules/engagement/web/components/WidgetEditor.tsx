import { useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Tabs,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  translateError,
  useTranslation,
} from '@suite/sdk/web';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { EngagementErrors } from '../../shared/errors/engagement-errors.js';
import { validateIntegrations, validateSiteUrl, validateWidget } from '../../shared/rules.js';
import {
  DEVICES,
  FREQUENCY_MODES,
  QUESTION_TYPES,
  TRIGGER_TYPES,
  WIDGET_MODES,
  WIDGET_POSITIONS,
  WIDGET_SIZES,
  WIDGET_THEMES,
  type Question,
  type QuestionType,
  type Trigger,
  type TriggerType,
  type WidgetConfiguration,
} from '../../shared/widget.js';
import { WidgetIntegrationsFields } from './WidgetIntegrations.js';

export interface WidgetDraft {
  name: string;
  /** The site's address ('' for none): the heatmap shows its pages. */
  siteUrl: string;
  configuration: WidgetConfiguration;
}

interface Props {
  initial: WidgetDraft;
  saving: boolean;
  /** The server's refusal, kept beside what was typed. */
  error: unknown;
  onSave(draft: WidgetDraft): void;
  onChange?(draft: WidgetDraft): void;
  extraTab?: { label: string; content: ReactNode };
}

/** The server's refusals that belong to the alert recipients' field. */
const RECIPIENT_ERRORS: readonly string[] = [EngagementErrors.ALERT_RECIPIENTS_INVALID, EngagementErrors.ALERT_RECIPIENTS_TOO_MANY];

const options = <T extends string>(values: readonly T[], label: (v: T) => string) => values.map((value) => ({ value, label: label(value) }));

/** The widget form: content, appearance, triggers and targeting, judged as the user types with the server's texts. */
export function WidgetEditor({ initial, saving, error, onSave, onChange, extraTab }: Props) {
  const { t } = useTranslation('engagement');
  const [draft, setDraft] = useState<WidgetDraft>(initial);
  const [touched, setTouched] = useState(false);
  const c = draft.configuration;
  const update = (change: (d: WidgetDraft) => WidgetDraft) => {
    setTouched(true);
    setDraft((current) => {
      const next = change(current);
      onChange?.(next);
      return next;
    });
  };
  const setConfig = <K extends keyof WidgetConfiguration>(key: K, value: WidgetConfiguration[K]) => update((d) => ({ ...d, configuration: { ...d.configuration, [key]: value } }));
  const setQuestion = (index: number, change: Partial<Question>) => setConfig('content', { ...c.content, questions: c.content.questions.map((q, i) => (i === index ? { ...q, ...change } : q)) });
  const setTrigger = (index: number, change: Partial<Trigger>) => setConfig('triggers', c.triggers.map((tr, i) => (i === index ? { ...tr, ...change } : tr)));
  const siteBroken = validateSiteUrl(draft.siteUrl);
  const widgetBroken = validateWidget(draft);
  const integrationsBroken = validateIntegrations(c.integrations);
  const broken = widgetBroken ?? integrationsBroken ?? siteBroken;
  const serverText = error ? (error instanceof Error ? error.message : String(error)) : null;
  const recipientsError = touched && integrationsBroken ? integrationsBroken : serverText && RECIPIENT_ERRORS.includes(serverText) ? serverText : null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!broken) onSave(draft);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('setup.name')} value={draft.name} onChange={(e) => update((d) => ({ ...d, name: e.currentTarget.value }))} required data-autofocus />
        <TextInput
          type="url"
          inputMode="url"
          label={t('setup.siteUrl')}
          description={t('setup.siteUrlHint')}
          placeholder="https://www.example.com"
          value={draft.siteUrl}
          onChange={(e) => update((d) => ({ ...d, siteUrl: e.currentTarget.value }))}
          error={touched && siteBroken ? translateError(siteBroken) : undefined}
        />
        <Tabs defaultValue="content" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="content">{t('setup.tabs.content')}</Tabs.Tab>
            <Tabs.Tab value="appearance">{t('setup.tabs.appearance')}</Tabs.Tab>
            <Tabs.Tab value="triggers">{t('setup.tabs.triggers')}</Tabs.Tab>
            <Tabs.Tab value="targeting">{t('setup.tabs.targeting')}</Tabs.Tab>
            <Tabs.Tab value="integrations">{t('setup.tabs.integrations')}</Tabs.Tab>
            {extraTab ? <Tabs.Tab value="extra">{extraTab.label}</Tabs.Tab> : null}
          </Tabs.List>

          <Tabs.Panel value="content" pt="md">
            <Stack gap="sm">
              <TextInput label={t('setup.title')} value={c.content.title ?? ''} onChange={(e) => setConfig('content', { ...c.content, title: e.currentTarget.value })} required />
              <Textarea label={t('setup.descriptionField')} autosize minRows={1} value={c.content.description ?? ''} onChange={(e) => setConfig('content', { ...c.content, description: e.currentTarget.value })} />
              <Text fw={600} mt="xs">
                {t('setup.questions')}
              </Text>
              {c.content.questions.map((q, index) => (
                <Paper key={q.id} withBorder p="sm" radius="md">
                  <Stack gap="xs">
                    <Group justify="space-between">
                      <Text size="sm" fw={600}>
                        {t('setup.question', { n: index + 1 })}
                      </Text>
                      <ActionIcon variant="subtle" color="red" aria-label={t('setup.removeQuestion')} onClick={() => setConfig('content', { ...c.content, questions: c.content.questions.filter((_, i) => i !== index) })}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                    <TextInput label={t('setup.questionText')} value={q.text ?? ''} onChange={(e) => setQuestion(index, { text: e.currentTarget.value })} />
                    <Group grow align="flex-end">
                      <Select label={t('setup.questionType')} data={options(QUESTION_TYPES, (v) => t(`setup.types.${v}`))} value={q.type} allowDeselect={false} onChange={(v) => setQuestion(index, { type: v as QuestionType })} />
                      <Switch label={t('setup.required')} checked={q.required ?? false} onChange={(e) => setQuestion(index, { required: e.currentTarget.checked })} mb={8} />
                    </Group>
                    {q.type === 'MULTIPLE_CHOICE' ? (
                      <TagsInput label={t('setup.options')} description={t('setup.optionsHint')} value={(q.options ?? []).map((o) => o.value)} onChange={(values) => setQuestion(index, { options: values.map((value) => ({ value })) })} />
                    ) : null}
                  </Stack>
                </Paper>
              ))}
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setConfig('content', { ...c.content, questions: [...c.content.questions, { id: `q${Date.now().toString(36)}`, text: '', type: 'RATING', required: false }] })}
              >
                {t('setup.addQuestion')}
              </Button>
              <TextInput label={t('setup.thankYou')} value={c.content.thankYouMessage ?? ''} onChange={(e) => setConfig('content', { ...c.content, thankYouMessage: e.currentTarget.value })} />
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="appearance" pt="md">
            <Stack gap="sm">
              <Select label={t('setup.mode')} data={options(WIDGET_MODES, (v) => t(`setup.modes.${v}`))} value={c.appearance.mode ?? 'popup'} allowDeselect={false} onChange={(v) => setConfig('appearance', { ...c.appearance, mode: v as 'popup' | 'tab' })} />
              <Group grow>
                <Select label={t('setup.theme')} data={options(WIDGET_THEMES, (v) => t(`setup.themes.${v}`))} value={c.appearance.theme} allowDeselect={false} onChange={(v) => setConfig('appearance', { ...c.appearance, theme: v as WidgetConfiguration['appearance']['theme'] })} />
                <Select label={t('setup.size')} data={options(WIDGET_SIZES, (v) => t(`setup.sizes.${v}`))} value={c.appearance.size} allowDeselect={false} onChange={(v) => setConfig('appearance', { ...c.appearance, size: v as WidgetConfiguration['appearance']['size'] })} />
              </Group>
              <Select label={t('setup.position')} data={options(WIDGET_POSITIONS, (v) => t(`setup.positions.${v}`))} value={c.appearance.position} allowDeselect={false} onChange={(v) => setConfig('appearance', { ...c.appearance, position: v as WidgetConfiguration['appearance']['position'] })} />
              <Group grow>
                <TextInput type="color" label={t('setup.primaryColor')} value={c.appearance.colors.primary} onChange={(e) => setConfig('appearance', { ...c.appearance, colors: { ...c.appearance.colors, primary: e.currentTarget.value } })} />
                <TextInput type="color" label={t('setup.backgroundColor')} value={c.appearance.colors.background} onChange={(e) => setConfig('appearance', { ...c.appearance, colors: { ...c.appearance.colors, background: e.currentTarget.value } })} />
                <TextInput type="color" label={t('setup.textColor')} value={c.appearance.colors.text} onChange={(e) => setConfig('appearance', { ...c.appearance, colors: { ...c.appearance.colors, text: e.currentTarget.value } })} />
              </Group>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="triggers" pt="md">
            <Stack gap="sm">
              {c.triggers.map((trigger, index) => (
                <Group key={index} align="flex-end" wrap="nowrap">
                  <Select style={{ flex: 1 }} label={t('setup.trigger')} data={options(TRIGGER_TYPES, (v) => t(`setup.triggerTypes.${v}`))} value={trigger.type} allowDeselect={false} onChange={(v) => setTrigger(index, { type: v as TriggerType })} />
                  {trigger.type === 'TIME_ON_PAGE' ? <NumberInput w={110} label={t('setup.delaySeconds')} min={0} max={3600} value={trigger.delaySeconds ?? 10} onChange={(v) => setTrigger(index, { delaySeconds: Number(v) || 0 })} /> : null}
                  {trigger.type === 'SCROLL_DEPTH' ? <NumberInput w={130} label={t('setup.scrollPercent')} min={1} max={100} value={trigger.scrollPercent ?? 50} onChange={(v) => setTrigger(index, { scrollPercent: Number(v) || 50 })} /> : null}
                  {trigger.type === 'CLICK' ? <TextInput w={180} label={t('setup.selector')} value={trigger.selector ?? ''} onChange={(e) => setTrigger(index, { selector: e.currentTarget.value })} /> : null}
                  <ActionIcon variant="subtle" color="red" mb={4} aria-label={t('setup.removeTrigger')} onClick={() => setConfig('triggers', c.triggers.filter((_, i) => i !== index))}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
              <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setConfig('triggers', [...c.triggers, { type: 'PAGE_VIEW' }])}>
                {t('setup.addTrigger')}
              </Button>
              <Group grow align="flex-end">
                <Select label={t('setup.frequency')} data={options(FREQUENCY_MODES, (v) => t(`setup.frequencies.${v}`))} value={c.frequency?.mode ?? 'always'} allowDeselect={false} onChange={(v) => setConfig('frequency', { mode: v as 'always' | 'once' | 'days', days: c.frequency?.days ?? 30 })} />
                {c.frequency?.mode === 'days' ? <NumberInput label={t('setup.days')} min={1} max={365} value={c.frequency.days ?? 30} onChange={(v) => setConfig('frequency', { mode: 'days', days: Number(v) || 1 })} /> : null}
              </Group>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="targeting" pt="md">
            <Stack gap="sm">
              <TagsInput label={t('setup.urlPatterns')} value={c.targeting.urlPatterns} onChange={(v) => setConfig('targeting', { ...c.targeting, urlPatterns: v })} />
              <TagsInput label={t('setup.excludeUrls')} value={c.targeting.excludeUrls} onChange={(v) => setConfig('targeting', { ...c.targeting, excludeUrls: v })} />
              <Checkbox.Group label={t('setup.devices')} value={c.targeting.devices} onChange={(v) => setConfig('targeting', { ...c.targeting, devices: v as WidgetConfiguration['targeting']['devices'] })}>
                <Group mt={4}>
                  {DEVICES.map((d) => (
                    <Checkbox key={d} value={d} label={t(`setup.deviceNames.${d}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
              <TagsInput label={t('setup.segments')} value={c.targeting.userSegments} onChange={(v) => setConfig('targeting', { ...c.targeting, userSegments: v })} />
              <MultiSelect label={t('setup.browsers')} data={['Chrome', 'Firefox', 'Safari', 'Edge']} value={c.targeting.browsers} onChange={(v) => setConfig('targeting', { ...c.targeting, browsers: v })} />
              <TagsInput label={t('setup.countries')} description={t('setup.countriesHint')} value={c.targeting.countries} onChange={(v) => setConfig('targeting', { ...c.targeting, countries: v.map((x) => x.toUpperCase().slice(0, 2)) })} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="integrations" pt="md">
            <WidgetIntegrationsFields value={c.integrations} onChange={(value) => setConfig('integrations', value)} recipientsError={recipientsError ? translateError(recipientsError) : undefined} />
          </Tabs.Panel>
          {extraTab ? (
            <Tabs.Panel value="extra" pt="md">
              {extraTab.content}
            </Tabs.Panel>
          ) : null}
        </Tabs>
        {touched && widgetBroken ? (
          <Alert color="red" variant="light" data-testid="widget-rule">
            {translateError(widgetBroken)}
          </Alert>
        ) : null}
        {serverText ? (
          <Alert color="red" variant="light">
            {translateError(serverText)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={touched && Boolean(broken)}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
