import { useState } from 'react';
import { Button, Group, MultiSelect, Paper, SimpleGrid, Text, Title, notifications, useAppAbility, useTranslation } from '@suite/sdk/web';
import { BiSettingsEndpoints, BiViewEndpoints } from '../../shared/endpoints.js';
import type { DeliveryCost } from '../../shared/views.js';
import { useBiMutation, useBiQuery } from '../api.js';
import { money } from '../format.js';

/** The delivery teams, picked from the account's teams (agile VELOCITY); admins change them, others read them. */
function DeliveryTeamsPicker() {
  const { t } = useTranslation('bi');
  const ability = useAppAbility();
  const teams = useBiQuery(BiViewEndpoints.deliveryTeams);
  const settings = useBiQuery(BiSettingsEndpoints.get);
  const save = useBiMutation(BiSettingsEndpoints.put);
  const [picked, setPicked] = useState<string[] | null>(null);
  if (!teams.data?.available || teams.data.teams.length === 0) return null;
  const selected = teams.data.teams.filter((team) => team.selected).map((team) => team.id);
  if (!ability.can('update', 'AccountSettings')) {
    const names = teams.data.teams.filter((team) => team.selected).map((team) => team.name);
    return <Text size="sm" c="dimmed" mt="xs">{names.length ? t('delivery.teamsNamed', { teams: names.join(', ') }) : t('delivery.noTeamsReadOnly')}</Text>;
  }
  const value = picked ?? selected;
  const changed = value.length !== selected.length || value.some((id) => !selected.includes(id));
  return (
    <Group align="flex-end" gap="xs" mt="sm" wrap="wrap">
      <MultiSelect
        label={t('delivery.teams')}
        description={t('delivery.teamsHint')}
        data={teams.data.teams.map((team) => ({ value: team.id, label: team.name }))}
        value={value}
        onChange={setPicked}
        w={{ base: '100%', sm: 360 }}
        clearable
        searchable
      />
      <Button
        variant="default"
        loading={save.isPending}
        disabled={!settings.data || !changed}
        onClick={() =>
          settings.data &&
          save.mutate(
            { body: { ...settings.data, deliveryTeamIds: value } },
            {
              onSuccess: () => {
                setPicked(null);
                notifications.show({ color: 'green', message: t('entries.saved') });
              },
            },
          )
        }
      >
        {t('entries.save')}
      </Button>
    </Group>
  );
}

/**
 * The cost of delivery beside the burn: points completed per sprint x the cost of a point, and the
 * committed work still open (agile VELOCITY), for the teams picked here; hidden when agile is off.
 */
export function DeliveryCostCard({ delivery, burnCents, currency }: { delivery: DeliveryCost; burnCents: number | null; currency: string }) {
  const { t, i18n } = useTranslation('bi');
  const teams = useBiQuery(BiViewEndpoints.deliveryTeams);
  if (!delivery && !(teams.data?.available && teams.data.teams.length > 0 && teams.data.costPerPointCents > 0)) return null;
  const language = i18n.language;
  const share = delivery && burnCents ? Math.round((delivery.sprintCostCents / burnCents) * 100) : null;
  return (
    <Paper p="md" radius="md" withBorder data-testid="bi-delivery-cost">
      <Title order={2} size="h5" mb="xs">
        {t('delivery.title')}
      </Title>
      {delivery ? (
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <div>
            <Text size="xs" c="dimmed">{t('delivery.perSprint')}</Text>
            <Text fw={700}>{money(delivery.sprintCostCents, language, currency)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">{t('delivery.points')}</Text>
            <Text fw={700}>{delivery.averageCompletedPoints}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">{t('delivery.costPerPoint')}</Text>
            <Text fw={700}>{money(delivery.costPerPointCents, language, currency)}</Text>
          </div>
          {delivery.openPoints !== null && delivery.openPointsCostCents !== null ? (
            <div>
              <Text size="xs" c="dimmed">{t('delivery.committed')}</Text>
              <Text fw={700}>{money(delivery.openPointsCostCents, language, currency)}</Text>
              <Text size="xs" c="dimmed">{t('delivery.openPoints', { points: delivery.openPoints })}</Text>
            </div>
          ) : null}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">{t('delivery.pickTeams')}</Text>
      )}
      {share !== null ? <Text size="sm" c="dimmed" mt="xs">{t('delivery.share', { percent: share })}</Text> : null}
      <DeliveryTeamsPicker />
    </Paper>
  );
}
