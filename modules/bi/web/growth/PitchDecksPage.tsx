import { useState } from 'react';
import { normalizeLanguage } from '@suite/sdk';
import { Alert, api, Button, EmptyState, fileNameFrom, Group, PageHeader, Paper, saveFile, SimpleGrid, Stack, Text, TextInput, Textarea, Title, notifications, useTranslation } from '@suite/sdk/web';
import { endpointPath } from '@suite/sdk';
import { PitchDeckEndpoints, type PitchDeckView, type Slide } from '../../shared/growth.js';
import { useBiMutation, useBiQuery } from '../api.js';
import { QueryState } from '../components/QueryState.js';

/** One slide: its title and bullets (one a line) edited in place, previewed beside. */
export function SlideEditor({ slide, onChange }: { slide: Slide; onChange(slide: Slide): void }) {
  const { t } = useTranslation('bi');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Stack gap={4}>
        <TextInput size="sm" label={t('decks.slideTitle')} value={slide.title} onChange={(event) => onChange({ ...slide, title: event.currentTarget.value })} maxLength={200} />
        <Textarea size="sm" label={t('decks.bullets')} autosize minRows={2} value={slide.bullets.join('\n')} onChange={(event) => onChange({ ...slide, bullets: event.currentTarget.value.split('\n').slice(0, 12) })} />
      </Stack>
      <Paper p="md" radius="md" bg="var(--mantine-color-gray-light)" aria-label={t('decks.preview')}>
        <Text fw={700} c="blue" size="lg">{slide.title}</Text>
        {slide.bullets.filter(Boolean).map((bullet, index) => <Text key={index} size="sm">• {bullet}</Text>)}
      </Paper>
    </SimpleGrid>
  );
}

/** /bi/pitch-decks: a deck generated from the account's own figures, edited slide by slide, downloaded as a PDF. */
export default function PitchDecksPage() {
  const { t, i18n } = useTranslation('bi');
  // The slides are written in the language of the screen the button is pressed on.
  const language = normalizeLanguage(i18n.language);
  const query = useBiQuery(PitchDeckEndpoints.list);
  const generate = useBiMutation(PitchDeckEndpoints.generate);
  const update = useBiMutation(PitchDeckEndpoints.update);
  const [editing, setEditing] = useState<PitchDeckView | null>(null);
  const download = async (deck: PitchDeckView) => {
    try {
      saveFile(await api.download(`${endpointPath(PitchDeckEndpoints.pdf, { id: deck.id })}`), fileNameFrom(deck.name, 'pdf', 'pitch-deck'));
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    }
  };
  return (
    <>
      <PageHeader title={t('pages.pitchDecks')} description={t('decks.description')} actions={<Button onClick={() => generate.mutate({ body: { language } }, { onSuccess: setEditing })} loading={generate.isPending}>{t('decks.generate')}</Button>} />
      {generate.error ? <Alert color="red" mb="md">{t(generate.error.message, { ns: 'errors', defaultValue: generate.error.message })}</Alert> : null}
      <QueryState query={query}>
        {(decks) =>
          decks.length === 0 ? (
            <EmptyState title={t('decks.emptyTitle')} description={t('decks.emptyBody')} action={<Button onClick={() => generate.mutate({ body: { language } }, { onSuccess: setEditing })}>{t('decks.generate')}</Button>} />
          ) : (
            <Stack gap="md">
              {decks.map((deck) => (
                <Paper key={deck.id} p="md" radius="md" withBorder>
                  <Group justify="space-between">
                    <div>
                      <Text fw={600}>{deck.name}</Text>
                      <Text size="xs" c="dimmed">{t('decks.slides', { count: deck.slides.length })}</Text>
                    </div>
                    <Group gap="xs">
                      <Button size="compact-sm" variant="default" onClick={() => setEditing(editing?.id === deck.id ? null : deck)}>{t('decks.edit')}</Button>
                      <Button size="compact-sm" variant="light" onClick={() => download(deck)} data-testid="bi-deck-pdf">{t('decks.download')}</Button>
                    </Group>
                  </Group>
                  {editing?.id === deck.id ? (
                    <Stack gap="md" mt="md">
                      {editing.slides.map((slide, index) => (
                        <div key={slide.kind + index}>
                          <Title order={3} size="h6" c="dimmed" mb={4}>{index + 1}. {t(`decks.kinds.${slide.kind}`, { defaultValue: slide.kind })}</Title>
                          <SlideEditor slide={slide} onChange={(next) => setEditing({ ...editing, slides: editing.slides.map((s, i) => (i === index ? next : s)) })} />
                        </div>
                      ))}
                      <Group>
                        <Button loading={update.isPending} onClick={() => update.mutate({ params: { id: deck.id }, body: { name: editing.name, slides: editing.slides.map((s) => ({ ...s, bullets: s.bullets.filter((b) => b.trim()) })) } }, { onSuccess: () => notifications.show({ color: 'green', message: t('entries.saved') }) })}>{t('entries.save')}</Button>
                      </Group>
                    </Stack>
                  ) : null}
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </>
  );
}
