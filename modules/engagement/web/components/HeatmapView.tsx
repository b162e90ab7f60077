import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Anchor, Box, Button, EmptyState, ErrorState, Grid, Group, Link, LoadingState, Paper, SegmentedControl, Select, Stack, Table, Text, useTranslation } from '@suite/sdk/web';
import { pageAddress } from '../../shared/rules.js';
import type { Heatmap } from '../../shared/views.js';
import { useHeatmap } from '../api.js';

/** The width the site's page is laid out at in the frame, then scaled to the screen. */
export const PAGE_DESIGN_WIDTH = 1280;
/**
 * A frame whose load event has not come by then is shown as the outline. A site refusing to be
 * framed (X-Frame-Options, CSP frame-ancestors) still fires load on the browser's error page, and
 * its content cannot be read from here: for that case the user has the "Switch to outline" button.
 */
export const FRAME_TIMEOUT_MS = 10_000;
const OUTLINE_HEIGHT = 520;
/** The page view's own scroll box: a long page scrolls inside it. */
const PAGE_VIEW_MAX_HEIGHT = 640;

type View = 'page' | 'outline';
const VIEW_KEY = 'engagement.heatmap.view:';

/** The view chosen for a site, remembered in this browser (a site that refuses framing stays on the outline). */
function rememberedView(site: string | null): View {
  if (!site) return 'outline';
  try {
    return localStorage.getItem(VIEW_KEY + site) === 'outline' ? 'outline' : 'page';
  } catch {
    return 'page';
  }
}
function rememberView(site: string, view: View): void {
  try {
    localStorage.setItem(VIEW_KEY + site, view);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this visit only.
  }
}

/** Click density over the site's page (framed when the site has an address), or over an outline, and the most clicked elements. */
export function HeatmapView() {
  const [path, setPath] = useState<string | undefined>();
  const heatmap = useHeatmap(path);
  if (heatmap.isLoading) return <LoadingState variant="detail" />;
  if (heatmap.isError) return <ErrorState error={heatmap.error} onRetry={() => void heatmap.refetch()} />;
  return <HeatmapChart data={heatmap.data!} onPath={setPath} />;
}

/** The container's width, followed as it changes (0 until measured). */
function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** The heatmap of one path, drawn from the API's answer (also the Storybook story). */
export function HeatmapChart({ data, onPath }: { data: Heatmap; onPath(path: string | undefined): void }) {
  const { t } = useTranslation('engagement');
  const sites = data.sites ?? [];
  const [chosenSite, setChosenSite] = useState<string | null>(null);
  const site = chosenSite && sites.includes(chosenSite) ? chosenSite : (sites[0] ?? null);
  const [views, setViews] = useState<Record<string, View>>({});
  const view: View = site ? (views[site] ?? rememberedView(site)) : 'outline';
  const [timedOut, setTimedOut] = useState<string | null>(null);
  const address = site ? pageAddress(site, data.path) : null;

  const choose = (next: View) => {
    if (!site) return;
    setViews((current) => ({ ...current, [site]: next }));
    rememberView(site, next);
    setTimedOut(null);
  };

  if (data.paths.length === 0) return <EmptyState title={t('analytics.heatmapEmpty')} />;
  const maxY = Math.max(800, ...data.points.map((p) => p.y + 40));
  const maxCount = Math.max(1, ...data.points.map((p) => p.count));
  const label = `${data.path}: ${t('analytics.clicks', { count: data.clicks })}`;
  const showPage = view === 'page' && address !== null && timedOut !== address;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xs">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={t('analytics.heatmapPath')}
              data={data.paths.map((p) => ({ value: p.path, label: `${p.path} (${t('analytics.clicks', { count: p.clicks })})` }))}
              value={data.path}
              allowDeselect={false}
              onChange={(v) => onPath(v ?? undefined)}
              w={{ base: '100%', xs: 320 }}
            />
            {sites.length > 1 ? <Select label={t('analytics.heatmapSite')} data={sites} value={site} allowDeselect={false} onChange={(v) => setChosenSite(v)} w={{ base: '100%', xs: 260 }} /> : null}
            {site ? (
              <SegmentedControl
                aria-label={t('analytics.heatmapView')}
                data={[
                  { value: 'page', label: t('analytics.heatmapViews.page') },
                  { value: 'outline', label: t('analytics.heatmapViews.outline') },
                ]}
                value={showPage ? 'page' : 'outline'}
                onChange={(v) => choose(v as View)}
              />
            ) : null}
          </Group>
          {timedOut && timedOut === address ? (
            <Alert color="yellow" variant="light" data-testid="heatmap-frame-timeout">
              {t('analytics.heatmapFrameTimeout')}
            </Alert>
          ) : null}
          {showPage ? (
            <PageHeatmap key={address} address={address} data={data} maxCount={maxCount} label={label} onTimeout={() => setTimedOut(address)} />
          ) : (
            <OutlineHeatmap data={data} maxY={maxY} maxCount={maxCount} label={label} />
          )}
          {showPage ? (
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('analytics.heatmapOnPage', { address, width: PAGE_DESIGN_WIDTH })}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Text size="xs">{t('analytics.heatmapNotShown')}</Text>
                <Button size="compact-xs" variant="subtle" onClick={() => choose('outline')}>
                  {t('analytics.heatmapUseOutline')}
                </Button>
              </Group>
            </Group>
          ) : (
            <Text size="xs" c="dimmed">
              {t('analytics.heatmapOutline')}
              {site ? null : (
                <>
                  {' '}
                  {t('analytics.heatmapNoSite')}{' '}
                  <Anchor component={Link} to="/feedback/setup" size="xs">
                    {t('analytics.heatmapOpenSetup')}
                  </Anchor>
                </>
              )}
            </Text>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Text fw={600} mb="xs">
          {t('analytics.elementRanking')}
        </Text>
        <Table striped>
          <Table.Tbody>
            {data.elements.map((e, i) => (
              <Table.Tr key={e.selector}>
                <Table.Td w={24}>{i + 1}</Table.Td>
                <Table.Td style={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>{e.selector}</Table.Td>
                <Table.Td ta="right">{e.clicks}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Grid.Col>
    </Grid>
  );
}

/** One dot of click density, centred on (left, top); its colour and size say how many clicks. */
function Dot({ left, top, intensity, size }: { left: string; top: number; intensity: number; size: number }) {
  return (
    <Box
      style={{
        position: 'absolute',
        left: `calc(${left} - ${size / 2}px)`,
        top: top - size / 2,
        width: size,
        height: size,
        borderRadius: '50%',
        background: `radial-gradient(circle, rgba(250, 82, 82, ${0.35 + intensity * 0.6}) 0%, rgba(253, 126, 20, ${0.25 * intensity}) 55%, transparent 72%)`,
      }}
    />
  );
}

/** The dots over an outline of the page (x per mille of the width, y squeezed into the box). */
function OutlineHeatmap({ data, maxY, maxCount, label }: { data: Heatmap; maxY: number; maxCount: number; label: string }) {
  return (
    <Paper
      withBorder
      radius="md"
      style={{ position: 'relative', height: OUTLINE_HEIGHT, overflow: 'hidden', background: 'repeating-linear-gradient(0deg, var(--mantine-color-default-border) 0 1px, transparent 1px 40px)' }}
      role="img"
      aria-label={label}
      data-testid="heatmap"
      data-view="outline"
    >
      <Box style={{ position: 'absolute', inset: '0 0 auto 0', height: 48, borderBottom: '1px dashed var(--mantine-color-default-border)' }} />
      {data.points.map((p) => {
        const intensity = p.count / maxCount;
        return <Dot key={`${p.x}-${p.y}`} left={`${p.x / 10}%`} top={(p.y / maxY) * OUTLINE_HEIGHT} intensity={intensity} size={18 + intensity * 30} />;
      })}
    </Paper>
  );
}

/**
 * The site's page in a frame laid out at the design width and scaled to the box, the dots on top
 * at the same scale (x per mille of the width, y in page pixels times the scale). The frame runs
 * no script and sends no referrer; it takes no pointer or keyboard focus.
 */
function PageHeatmap({ address, data, maxCount, label, onTimeout }: { address: string; data: Heatmap; maxCount: number; label: string; onTimeout(): void }) {
  const { t } = useTranslation('engagement');
  const [box, width] = useWidth<HTMLDivElement>();
  const frame = useRef<HTMLIFrameElement>(null);
  const scale = width > 0 ? width / PAGE_DESIGN_WIDTH : 0;
  const pageHeight = Math.max(800, ...data.points.map((p) => p.y + 40));
  const timeout = useRef(onTimeout);
  timeout.current = onTimeout;

  useEffect(() => {
    let loaded = false;
    const element = frame.current;
    const done = () => {
      loaded = true;
    };
    element?.addEventListener('load', done);
    const timer = window.setTimeout(() => {
      if (!loaded) timeout.current();
    }, FRAME_TIMEOUT_MS);
    // This app's own Content-Security-Policy refusing the address (frame-src) is seen at once.
    const refused = (event: SecurityPolicyViolationEvent) => {
      if (/^(frame|child)-src/.test(event.violatedDirective) && event.blockedURI && address.startsWith(event.blockedURI)) timeout.current();
    };
    document.addEventListener('securitypolicyviolation', refused);
    return () => {
      window.clearTimeout(timer);
      element?.removeEventListener('load', done);
      document.removeEventListener('securitypolicyviolation', refused);
    };
  }, [address]);

  let dots: ReactNode = null;
  if (scale > 0) {
    const dotScale = Math.min(1, Math.max(0.5, scale * 1.5));
    dots = data.points.map((p) => {
      const intensity = p.count / maxCount;
      return <Dot key={`${p.x}-${p.y}`} left={`${p.x / 10}%`} top={p.y * scale} intensity={intensity} size={(18 + intensity * 30) * dotScale} />;
    });
  }
  return (
    <Paper withBorder radius="md" style={{ maxHeight: PAGE_VIEW_MAX_HEIGHT, overflowX: 'hidden', overflowY: 'auto' }} data-testid="heatmap" data-view="page" data-scale={scale.toFixed(4)}>
      <Box ref={box} style={{ position: 'relative', height: scale > 0 ? Math.round(pageHeight * scale) : OUTLINE_HEIGHT, overflow: 'hidden', background: 'repeating-linear-gradient(0deg, var(--mantine-color-default-border) 0 1px, transparent 1px 40px)' }}>
        <iframe
          ref={frame}
          src={address}
          title={t('analytics.heatmapFrameTitle', { address })}
          sandbox=""
          referrerPolicy="no-referrer"
          loading="lazy"
          scrolling="no"
          tabIndex={-1}
          data-testid="heatmap-frame"
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: PAGE_DESIGN_WIDTH,
            height: pageHeight,
            border: 0,
            background: '#fff',
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
            pointerEvents: 'none',
          }}
        />
        <Box role="img" aria-label={label} style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
          {dots}
        </Box>
      </Box>
    </Paper>
  );
}
