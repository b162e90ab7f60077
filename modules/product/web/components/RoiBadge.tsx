import { Badge, Popover, Stack, Table, Text, UnstyledButton } from '@suite/sdk/web';
import type { PortfolioItem } from '../../shared/portfolio-endpoints.js';
import { useProductT } from '../api.js';

const colorOf = (score: number) => (score >= 70 ? 'green' : score >= 45 ? 'yellow' : 'gray');
const FACTORS = ['businessValue', 'customerImpact', 'strategicAlignment', 'risk'] as const;

/** The ROI score with its breakdown (section 9) one click or Enter away. */
export function RoiBadge({ roi }: { roi: PortfolioItem['roi'] }) {
  const { t } = useProductT();
  return (
    <Popover width={300} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton aria-label={t('roi.explain', { score: roi.score })}>
          <Badge color={colorOf(roi.score)} variant="light" data-testid="roi-score">
            {t('roi.short', { score: roi.score })}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('roi.title', { score: roi.score })}
          </Text>
          <Table fz="xs" withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('roi.factor')}</Table.Th>
                <Table.Th>{t('roi.value')}</Table.Th>
                <Table.Th ta="right">{t('roi.points')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {FACTORS.map((key) => (
                <Table.Tr key={key}>
                  <Table.Td>
                    {t(`fields.${key}`)} ({roi[key].weight} %)
                  </Table.Td>
                  <Table.Td>
                    {t(`scale.${key}.${roi[key].value}`, { defaultValue: roi[key].value })} = {roi[key].score}
                  </Table.Td>
                  <Table.Td ta="right">{roi[key].points}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            {t('roi.formula')}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
