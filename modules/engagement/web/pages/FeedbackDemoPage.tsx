import { useEffect } from 'react';
import { Button, Container, Group, Link, Paper, Stack, Text, Title, useTranslation } from '@suite/sdk/web';
import { DEMO_WIDGET_KEY, WIDGET_BUNDLE_PATH } from '../../shared/widget.js';

/** /demo/feedback (public): the real embeddable widget on a page; its answers land in the demo account. */
export default function FeedbackDemoPage() {
  const { t } = useTranslation('engagement');
  useEffect(() => {
    if (document.querySelector('script[data-suite-demo]')) return;
    const script = document.createElement('script');
    script.src = WIDGET_BUNDLE_PATH;
    script.async = true;
    script.dataset.key = DEMO_WIDGET_KEY;
    script.dataset.suiteDemo = '1';
    document.body.appendChild(script);
  }, []);
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1}>{t('demo.title')}</Title>
          <Text>{t('demo.text')}</Text>
          <Text c="dimmed" size="sm">
            {t('demo.tryTab')}
          </Text>
          <Group>
            <Button onClick={() => window.Suite?.open()} data-testid="demo-open">
              {t('demo.open')}
            </Button>
            <Button component={Link} to="/login" variant="default">
              {t('demo.signIn')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
