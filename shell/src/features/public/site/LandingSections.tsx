import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './locales/namespace.js';
import { DirectoryBrowser } from './DirectoryBrowser.js';
import { RunwayCalculator } from './RunwayCalculator.js';
import { usePageMeta } from '../usePageMeta.js';

function ToolCard({ tool, to, testId }: { tool: 'pricing' | 'poker' | 'retro' | 'kanban'; to: string; testId: string }) {
  const { t } = useTranslation('site');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Title order={3} size="h4">
            {t(`tools.${tool}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`tools.${tool}.text`)}
          </Text>
        </Stack>
        <Button component={Link} to={to} variant="light" data-testid={testId}>
          {t(`tools.${tool}.cta`)}
        </Button>
      </Stack>
    </Card>
  );
}

function Audience({ group, cta, register }: { group: 'investors' | 'owners'; cta: string; register: string }) {
  const { t } = useTranslation('site');
  const points = t(`${group}.points`, { returnObjects: true }) as string[];
  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-labelledby={`${group}-title`}>
      <Stack gap="md">
        <Title order={2} id={`${group}-title`}>
          {t(`${group}.title`)}
        </Title>
        <Text c="dimmed">{t(`${group}.text`)}</Text>
        <List spacing={6} icon={<ThemeIcon size={18} radius="xl" variant="light">✓</ThemeIcon>}>
          {points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        <Group gap="sm">
          <Button component={Link} to={register}>
            {t(`${group}.register`)}
          </Button>
          <Button component={Link} to={cta} variant="default">
            {t(`${group}.cta`)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Everything below the landing's hero (lazy chunk): claims, directory, free tools, audiences, closing call to action. */
export default function LandingSections() {
  const { t } = useTranslation('site');
  const { t: shell } = useTranslation('shell');
  usePageMeta(t('meta.home.title'), t('meta.home.description'), shell('brand'));
  return (
    <Stack gap={56} pb={48}>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="claims-title" data-testid="marketing-claims">
        <Stack gap="sm">
          <Title order={2} size="h3" id="claims-title">
            {t('claims.title')}
          </Title>
          <Group gap="xs">
            {(['free', 'team', 'domains', 'setup'] as const).map((claim) => (
              <Badge key={claim} size="lg" variant="light" h="auto" py={6} styles={{ root: { textTransform: 'none', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } }}>
                {t(`claims.${claim}`)}
              </Badge>
            ))}
          </Group>
          <Group>
            <Button component={Link} to="/pricing" variant="subtle" px={0}>
              {t('claims.seePricing')}
            </Button>
          </Group>
        </Stack>
      </Card>

      <Stack gap="sm">
        <DirectoryBrowser />
        <Group gap="sm">
          <Button component={Link} to="/business-directory" variant="default">
            {t('directory.seeAll')}
          </Button>
          <Button component={Link} to="/register" variant="subtle">
            {t('directory.listYours')}
          </Button>
        </Group>
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="tools-title">
        <Stack gap={4}>
          <Title order={2} id="tools-title">
            {t('tools.title')}
          </Title>
          <Text c="dimmed">{t('tools.subtitle')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <RunwayCalculator />
          <ToolCard tool="pricing" to="/pricing-simulator" testId="tool-pricing" />
          <ToolCard tool="poker" to="/demo/planning-poker" testId="tool-poker" />
          <ToolCard tool="retro" to="/demo/retrospectives" testId="tool-retro" />
          <ToolCard tool="kanban" to="/demo/kanban" testId="tool-kanban" />
        </SimpleGrid>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Audience group="investors" cta="/investor-intelligence" register="/register?persona=INVESTOR" />
        <Audience group="owners" cta="/features" register="/register?persona=FOUNDER" />
      </SimpleGrid>

      <Card radius="md" padding="xl" bg="var(--mantine-color-indigo-light)" component="section" aria-labelledby="closing-title">
        <Stack gap="sm" align="flex-start">
          <Title order={2} id="closing-title">
            {t('closing.title')}
          </Title>
          <Text>{t('closing.text')}</Text>
          <Group gap="sm">
            <Button component={Link} to="/register" size="md">
              {t('closing.register')}
            </Button>
            <Button component={Link} to="/demo/planning-poker" size="md" variant="default">
              {t('closing.demo')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
