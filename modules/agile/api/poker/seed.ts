import { directoryFor, type SeedContext } from '@suite/sdk';
import { BUILT_IN_VOTING_SYSTEMS, type PokerParticipantRole, type VotingValue } from '../../shared/poker.js';
import { T } from './models.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Person {
  userId: string;
  role: PokerParticipantRole;
}

/**
 * Demo planning poker for Acme Robotics (the PRO demo account): a draft session with stories
 * ready to play, a completed one with estimates, rounds and voting history (so analytics,
 * export and "similar past estimates" show real data), and a custom voting system.
 */
export async function seedPoker(ctx: SeedContext): Promise<void> {
  const pro = ctx.demo.accounts.pro;
  if (!pro) return;
  const facilitator = pro.users.facilitator ?? pro.users.admin;
  if (!facilitator) return;
  const scope = ctx.scopeFor(pro.id);
  if (await scope.table(T.sessions).first('id')) return;
  const now = ctx.now().getTime();
  const fibonacci = BUILT_IN_VOTING_SYSTEMS[0]!;

  const people: Person[] = [
    { userId: facilitator, role: 'FACILITATOR' },
    ...(['teamLead', 'member', 'admin'] as const).flatMap((label) => (pro.users[label] ? [{ userId: pro.users[label], role: 'PARTICIPANT' as const }] : [])),
    ...(pro.users.observer ? [{ userId: pro.users.observer, role: 'OBSERVER' as const }] : []),
  ];
  const directory = await directoryFor(ctx.capabilities, pro.id);
  const names = new Map([...(await directory.people(pro.id, people.map((p) => p.userId))).values()].map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));

  await scope.transaction(async (trx) => {
    await trx.insert(T.votingSystems, {
      name: 'Team hours',
      values: JSON.stringify([...['1', '2', '4', '8', '16', '24'].map((value, index): VotingValue => ({ value, label: `${value}h`, order: index + 1, points: Number(value) })), { value: '?', label: '?', order: 7, points: null }]),
      allow_custom_values: true,
      created_by: facilitator,
    });

    const addSession = async (values: { name: string; description: string; status: 'DRAFT' | 'COMPLETED'; createdAt: number; startedAt?: number; completedAt?: number }) => {
      const [session] = (await trx
        .insert(T.sessions, {
          name: values.name,
          description: values.description,
          status: values.status,
          facilitator_id: facilitator,
          voting_system_id: fibonacci.id,
          voting_system: JSON.stringify(fibonacci),
          settings: JSON.stringify({ enableTimer: true, timerDuration: 120, autoReveal: false }),
          started_at: values.startedAt ? new Date(values.startedAt) : null,
          completed_at: values.completedAt ? new Date(values.completedAt) : null,
          created_by: facilitator,
          created_at: new Date(values.createdAt),
          updated_at: new Date(values.completedAt ?? values.createdAt),
        })
        .returning('*')) as { id: string }[];
      const participants = (await trx
        .insert(
          T.participants,
          people.map((person) => ({ session_id: session!.id, user_id: person.userId, display_name: names.get(person.userId) ?? 'Member', role: person.role, joined_at: new Date(values.createdAt) })),
        )
        .returning('*')) as { id: string; role: PokerParticipantRole }[];
      return { session: session!, participants };
    };

    // Ready to play.
    const draft = await addSession({ name: 'Sprint 15 planning', description: 'Estimate the stories for the gripper firmware sprint.', status: 'DRAFT', createdAt: now - 2 * 60 * MINUTE });
    const draftStories = ['Calibrate the gripper force sensor', 'Add torque limits to the arm controller', 'Show battery health on the operator panel', 'Export telemetry as CSV', 'Retry failed OTA updates'];
    await trx.insert(
      T.stories,
      draftStories.map((title, index) => ({ session_id: draft.session.id, title, sort_order: index, created_at: new Date(now - 2 * 60 * MINUTE), updated_at: new Date(now - 2 * 60 * MINUTE) })),
    );

    // Played last week: estimates, rounds and history.
    const start = now - 7 * DAY;
    const done = await addSession({ name: 'Sprint 14 planning', description: 'Navigation and safety stories.', status: 'COMPLETED', createdAt: start - 30 * MINUTE, startedAt: start, completedAt: start + 70 * MINUTE });
    const voters = done.participants.filter((p) => p.role !== 'OBSERVER');
    // Per story: the rounds played (each a vote per voter) and the final estimate.
    const played: { title: string; rounds: string[][]; estimate: number }[] = [
      { title: 'Obstacle detection with the lidar', rounds: [['5', '8', '13', '8'], ['8', '8', '8', '8']], estimate: 8 },
      { title: 'Emergency stop over Wi-Fi', rounds: [['3', '3', '5', '3']], estimate: 3 },
      { title: 'Map the warehouse floor', rounds: [['13', '21', '13', '13']], estimate: 13 },
      { title: 'Log every motor fault', rounds: [['2', '2', '2', '2']], estimate: 2 },
    ];
    let clock = start;
    for (const [index, item] of played.entries()) {
      const opened = clock;
      const [story] = (await trx
        .insert(T.stories, {
          session_id: done.session.id,
          title: item.title,
          sort_order: index,
          status: 'ESTIMATED',
          final_estimate: item.estimate,
          round: item.rounds.length,
          first_voting_at: new Date(opened),
          voting_started_at: new Date(opened + (item.rounds.length - 1) * 5 * MINUTE),
          revealed_at: new Date(opened + item.rounds.length * 5 * MINUTE - MINUTE),
          estimated_at: new Date(opened + item.rounds.length * 5 * MINUTE),
          created_at: new Date(start - 30 * MINUTE),
          updated_at: new Date(opened + item.rounds.length * 5 * MINUTE),
        })
        .returning('*')) as { id: string }[];
      for (const [roundIndex, values] of item.rounds.entries()) {
        const roundStart = opened + roundIndex * 5 * MINUTE;
        const votes = voters.slice(0, values.length).map((participant, i) => ({ participant, value: values[i]!, seconds: 40 + i * 25 }));
        await trx.insert(
          T.votes,
          votes.map(({ participant, value, seconds }) => ({
            session_id: done.session.id,
            story_id: story!.id,
            round: roundIndex + 1,
            participant_id: participant.id,
            value,
            initial_value: value,
            confidence: 3 + (seconds % 3),
            first_cast_at: new Date(roundStart + seconds * 1000),
            cast_at: new Date(roundStart + seconds * 1000),
          })),
        );
        await trx.insert(
          T.history,
          votes.map(({ participant, value, seconds }) => ({
            session_id: done.session.id,
            story_id: story!.id,
            participant_id: participant.id,
            voting_round: roundIndex + 1,
            initial_vote: value,
            final_vote: value,
            confidence_level: 3 + (seconds % 3),
            voting_duration: seconds,
            changed_vote: false,
            recorded_at: new Date(roundStart + 4 * MINUTE),
          })),
        );
      }
      clock = opened + item.rounds.length * 5 * MINUTE + 3 * MINUTE;
    }
  });
  ctx.log.info({ accountId: pro.id }, 'seeded planning poker demo sessions');
}
