import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconBuildingSkyscraper, IconCoins, IconLifebuoy, IconLock, IconRocket, IconSettings, IconToggleRight, IconUsers, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SUPPORT_TICKET_STATUSES } from '@suite/sdk';
import { EmptyState, ErrorState, LoadingState, PageHeader, StatCard } from '@suite/sdk/ui';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { AccountPageFrame } from '../account/components/AccountPageFrame.js';
import { formatDateTime } from '../account/format.js';
import { useSupportTickets } from './api.js';
import { deskScope, priorityColor, statusColor } from './ticket-view.js';

const RECENT = 5;

function TicketSummary() {
  const { t, i18n } = useTranslation('admin');
  const { user, account } = useSession();
  const tickets = useSupportTickets(deskScope(user, account?.id), { limit: RECENT, offset: 0 });
  if (tickets.isPending) return <LoadingState variant="cards" rows={4} />;
  if (tickets.isError) return <ErrorState error={tickets.error} title={t('tickets.loadFailed')} onRetry={() => void tickets.refetch()} />;
  const { counts, tickets: recent } = tickets.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {SUPPORT_TICKET_STATUSES.map((status) => (
          <StatCard key={status} label={t(`statuses.${status}`)} value={counts[status]} tone={status === 'open' && counts.open > 0 ? 'warning' : undefined} />
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm" gap="xs">
          <Title order={2} size="h4">
            {t('dashboard.recentTickets')}
          </Title>
          <Button component={Link} to="/admin/support-tickets" variant="subtle" size="compact-sm">
            {t('dashboard.allTickets')}
          </Button>
        </Group>
        {recent.length === 0 ? (
          <EmptyState title={t('tickets.emptyTitle')} description={t('tickets.emptyHint')} />
        ) : (
          <Stack gap={4}>
            {recent.map((ticket) => (
              <UnstyledButton key={ticket.id} component={Link} to={`/admin/support-tickets?ticket=${ticket.id}`} p="xs" style={{ borderRadius: 8 }}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} lineClamp={1}>
                      {ticket.subject}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {ticket.reference} · {ticket.name} · {formatDateTime(ticket.createdAt, i18n.language)}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <Badge color={priorityColor(ticket.priority)} variant="dot" tt="none" visibleFrom="xs">
                      {t(`priorities.${ticket.priority}`)}
                    </Badge>
                    <Badge color={statusColor(ticket.status)} variant="light" tt="none">
                      {t(`statuses.${ticket.status}`)}
                    </Badge>
                  </Group>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

function Shortcut({ to, icon: IconComponent, title, hint, locked }: { to: string; icon: Icon; title: string; hint: string; locked?: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" component={Link} to={to} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" size={36} radius="md" color={locked ? 'gray' : undefined}>
          {locked ? <IconLock size={18} /> : <IconComponent size={18} />}
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function AdminDashboard() {
  const { t } = useTranslation('admin');
  const { user, account } = useSession();
  const ability = useAppAbility();
  const enterprise = ability.can('view', 'EnterpriseAdmin');
  return (
    <>
      <PageHeader eyebrow={user?.isSuperAdmin ? t('tickets.allAccounts') : account?.name} title={t('dashboard.title')} description={t('dashboard.description')} />
      <Stack gap="lg">
        <TicketSummary />
        <div>
          <Title order={2} size="h4" mb="sm">
            {t('dashboard.shortcuts')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <Shortcut to="/admin/support-tickets" icon={IconLifebuoy} title={t('dashboard.tickets')} hint={t('dashboard.ticketsHint')} />
            {user?.isSuperAdmin ? <Shortcut to="/admin/affiliate-program" icon={IconCoins} title={t('dashboard.affiliates')} hint={t('dashboard.affiliatesHint')} /> : null}
            <Shortcut
              to={enterprise ? '/enterprise/admin' : '/pricing'}
              icon={IconBuildingSkyscraper}
              title={t('dashboard.enterprise')}
              hint={enterprise ? t('dashboard.enterpriseHint') : t('dashboard.enterpriseLocked')}
              locked={!enterprise}
            />
            {ability.can('update', 'FeatureFlags') ? <Shortcut to="/account-settings/features" icon={IconToggleRight} title={t('dashboard.features')} hint={t('dashboard.featuresHint')} /> : null}
            {ability.can('view', 'UsersTeams') ? <Shortcut to="/manage-users-teams" icon={IconUsers} title={t('dashboard.users')} hint={t('dashboard.usersHint')} /> : null}
            {ability.can('view', 'AccountSettings') ? <Shortcut to="/account-settings" icon={IconSettings} title={t('dashboard.settings')} hint={t('dashboard.settingsHint')} /> : null}
            {ability.can('update', 'AccountSettings') ? <Shortcut to="?setup=review" icon={IconRocket} title={t('dashboard.setup')} hint={t('dashboard.setupHint')} /> : null}
          </SimpleGrid>
        </div>
      </Stack>
    </>
  );
}

/** /admin/dashboard, the Admin Dashboard (SUPER_ADMIN and OWNER): support at a glance and the admin pages. */
export default function AdminDashboardPage() {
  return (
    <AccountPageFrame can={['read', 'SupportTickets']}>
      <AdminDashboard />
    </AccountPageFrame>
  );
}
