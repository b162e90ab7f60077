import type { ReactNode } from 'react';
import { Badge, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './PageHeader.js';

export interface ModulePlaceholderProps {
  /** The area, e.g. 'Planning poker'; omit it when the page header already names it. */
  title?: ReactNode;
  /** What lands here and in which issue. */
  description: ReactNode;
  capabilities: ReactNode[];
  badge: ReactNode;
}

/**
 * Scaffolding screen of a module route until its domain issue lands: it names what will be here,
 * it does not pretend to be the feature.
 */
export function ModulePlaceholder({ title, description, capabilities, badge }: ModulePlaceholderProps) {
  return (
    <Paper p="xl" radius="md" data-testid="module-placeholder">
      <Stack gap="sm" maw={720}>
        <Badge variant="light" w="fit-content">
          {badge}
        </Badge>
        {title ? <Title order={2}>{title}</Title> : null}
        <Text c="dimmed">{description}</Text>
        <List size="sm" spacing={4}>
          {capabilities.map((capability, index) => (
            <List.Item key={index}>{capability}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

export interface PlaceholderPageProps {
  /** The module's i18n namespace: it holds nav.section, pages.*, placeholder.* and capabilities.* */
  ns: string;
  titleKey: string;
  /** Key of the area under placeholder.<area> and capabilities.<area>. */
  area: string;
  /** The issue that builds it, when one is filed. */
  issue?: number;
}

/** A route's scaffolding page: the area's name, what will be here, and which issue builds it. */
export function PlaceholderPage({ ns, titleKey, area, issue }: PlaceholderPageProps) {
  const { t } = useTranslation([ns, 'common']);
  const capabilities = t(`capabilities.${area}`, { ns, returnObjects: true }) as unknown;
  return (
    <>
      <PageHeader title={t(titleKey, { ns })} eyebrow={t('nav.section', { ns })} />
      <ModulePlaceholder
        description={t(`placeholder.${area}`, { ns })}
        capabilities={Array.isArray(capabilities) ? (capabilities as string[]) : []}
        badge={issue ? t('placeholderIssue', { ns: 'common', issue }) : t('placeholderPlanned', { ns: 'common' })}
      />
    </>
  );
}

/** A lazy page (ModuleRoute.page) showing the placeholder. */
export const placeholderPage = (props: PlaceholderPageProps) => () => Promise.resolve({ default: () => <PlaceholderPage {...props} /> });
