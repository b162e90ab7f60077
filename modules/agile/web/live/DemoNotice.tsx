import { Alert, Button, Group, Link, Text, useSession, useTranslation } from '@suite/sdk/web';
import { IconRefresh, IconSparkles } from '@tabler/icons-react';

export interface DemoNoticeProps {
  /** What the demo is and that nothing is saved. */
  explain: string;
  onRestart: () => void;
  /** For a signed-in visitor: the area's real list and the button's label. */
  areaPath: string;
  areaLabel: string;
}

/** The notice above a live demo room (poker, retro): what it is, restart, and the way on (the area, or sign up). */
export function DemoNotice({ explain, onRestart, areaPath, areaLabel }: DemoNoticeProps) {
  const { t } = useTranslation('agile');
  const { status } = useSession();
  return (
    <Alert color="violet" variant="light" icon={<IconSparkles size={18} aria-hidden />} title={t('demo.title')} mb="md" data-testid="demo-notice">
      <Text size="sm">{explain}</Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="light" color="violet" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRestart}>
          {t('demo.restart')}
        </Button>
        {status === 'authenticated' ? (
          <Button size="xs" color="violet" component={Link} to={areaPath}>
            {areaLabel}
          </Button>
        ) : (
          <Button size="xs" color="violet" component={Link} to="/register">
            {t('demo.signUp')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
