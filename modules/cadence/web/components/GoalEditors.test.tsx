// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addTranslations, initI18n } from '@suite/sdk/i18n';
import { suiteTheme } from '@suite/sdk/ui';
import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';
import type { KeyResult, Objective } from '../../shared/goal-endpoints.js';
import type { Measurable } from '../../shared/team-endpoints.js';
import { cadenceTranslations } from '../i18n.js';
import { EditKeyResultModal, EditMeasurableModal, EditObjectiveModal } from './GoalEditors.js';

const OWNER = '00000000-0000-4000-8000-0000000000f1';
const TEAM = '00000000-0000-4000-8000-0000000000e1';
let sent: { method: string; url: string; body: unknown }[] = [];
let refuse: string | null = null;
// Modals and selects render slowly in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  installBrowserStubs();
  await initI18n({ lng: 'en', namespaces: ['cadence'] });
  addTranslations('cadence', cadenceTranslations);
});
beforeEach(() => {
  sent = [];
  refuse = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (method === 'GET') return json(200, { success: true, data: { people: [{ id: 'p1', userId: OWNER, name: 'Ada Lovelace', email: null, title: null, teamId: TEAM, managerId: null, startDate: null, avatarUrl: null }], teams: [{ id: TEAM, name: 'Robotics', agileTeamId: null }] } });
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      return refuse ? json(403, { success: false, error: refuse }) : json(200, { success: true, data: {} });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={suiteTheme}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>,
  );
}

const objective: Objective = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Ship the robot arm',
  level: 'team',
  ownerUserId: null,
  ownerName: null,
  teamId: TEAM,
  teamName: 'Robotics',
  parentId: null,
  periodStart: '2026-10-01',
  periodEnd: '2026-12-31',
  progress: 40,
  status: 'on_track',
  keyResults: [],
} as unknown as Objective;

const kr = { id: '00000000-0000-4000-8000-0000000000b1', objectiveId: objective.id, title: 'Arms delivered', startValue: 0, targetValue: 10, currentValue: 4, unit: '', confidence: 70, progress: 40, ownerUserId: null, ownerName: null, metricSource: null, metricTeamId: null } as unknown as KeyResult;

const measurable = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Demos booked', ownerUserId: null, ownerName: null, teamId: null, target: 5, direction: 'at_least', unit: '', metricSource: null, metricTeamId: null, weeks: [], onTarget: null } as unknown as Measurable;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('editing a key result', () => {
  it('says a title is required, then that the target must differ from the start, and sends nothing until both are fixed', async () => {
    const onClose = vi.fn();
    renderWith(<EditKeyResultModal kr={kr} onClose={onClose} />);
    type('Title', '   ');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('A title is required');
    type('Title', 'Arms delivered to customers');
    type('Target', '0');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('The target must differ from the start value');
    expect(sent).toEqual([]);
    type('Target', '12');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ method: 'PATCH', url: expect.stringContaining(`/cadence/key-results/${kr.id}`), body: { title: 'Arms delivered to customers', startValue: 0, targetValue: 12, unit: '', confidence: 70, ownerUserId: null } }]);
  });
});

describe('editing an objective', () => {
  it('refuses a period that ends before it starts, then saves the new title and period', async () => {
    const onClose = vi.fn();
    renderWith(<EditObjectiveModal objective={objective} objectives={[objective]} onClose={onClose} />);
    type('Period ends', '2026-09-01');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('The period must end after it starts');
    type('Period ends', '2027-03-31');
    type('Title', 'Ship the robot arm v2');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: 'PATCH', url: expect.stringContaining(`/cadence/objectives/${objective.id}`), body: { title: 'Ship the robot arm v2', level: 'team', teamId: TEAM, periodStart: '2026-10-01', periodEnd: '2027-03-31' } });
  });
});

describe('editing a measurable', () => {
  it("sends the new target and shows the server's refusal in words", async () => {
    refuse = 'Only the owner or someone who manages people can change this goal';
    const onClose = vi.fn();
    renderWith(<EditMeasurableModal measurable={measurable} onClose={onClose} />);
    type('Target', '8');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Only the owner or someone who manages people can change this goal');
    expect(onClose).not.toHaveBeenCalled();
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { name: 'Demos booked', target: 8, direction: 'at_least' } });
  });
});
