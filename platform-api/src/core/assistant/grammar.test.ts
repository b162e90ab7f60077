import { describe, expect, it } from 'vitest';
import { parseQuestion } from './grammar.js';

describe('the assistant grammar', () => {
  it.each([
    ['what is our runway', 'RUNWAY'],
    ['When do we run out of cash?', 'RUNWAY'],
    ['Quelle est notre piste de trésorerie ?', 'RUNWAY'],
    ['¿Cuál es nuestra pista?', 'RUNWAY'],
    ['What is our burn rate?', 'BURN'],
    ['Quelle est notre dépense nette ?', 'BURN'],
    ['How much cash do we have?', 'CASH'],
    ['What is our MRR?', 'REVENUE'],
    ['what is our churn', 'CHURN'],
    ['revenue growth please', 'GROWTH'],
    ['velocity of team Apollo last 3 sprints', 'VELOCITY'],
    ['Vélocité de l’équipe Apollo', 'VELOCITY'],
    ['Will team Apollo finish the sprint?', 'SPRINT_FORECAST'],
    ['which retro action items are overdue', 'OVERDUE_ACTION_ITEMS'],
    ['actions en retard', 'OVERDUE_ACTION_ITEMS'],
    ['What action items are open?', 'OPEN_ACTION_ITEMS'],
    ['What were our last retrospectives?', 'SESSIONS'],
    ['How many teams do we have?', 'TEAMS'],
    ['What products are in our portfolio?', 'PRODUCTS'],
  ])('reads %j as %s', (question, intent) => {
    expect(parseQuestion(question)?.intent).toBe(intent);
  });

  it('takes the team and the number of sprints', () => {
    expect(parseQuestion('velocity of team Apollo last 3 sprints')).toEqual({ intent: 'VELOCITY', team: 'apollo', myTeam: false, count: 3 });
    expect(parseQuestion('Velocity for Apollo over the last 4 sprints')).toMatchObject({ team: 'apollo', count: 4 });
    expect(parseQuestion('what is my team velocity')).toMatchObject({ team: null, myTeam: true, count: null });
    expect(parseQuestion('velocity for the last 2 sprints')).toMatchObject({ team: null, myTeam: false, count: 2 });
    expect(parseQuestion('velocity last 40 sprints')?.count).toBeNull();
  });

  it('understands nothing it has no rule for', () => {
    expect(parseQuestion('tell me a joke')).toBeNull();
    expect(parseQuestion('   ')).toBeNull();
  });
});
