import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_QUESTIONS, type FeedbackQuestionsCapability } from '@suite/sdk';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import type { WidgetView } from '../../shared/index.js';
import { engagementPlugin } from '../index.js';
import { api, auth, fullConfiguration } from '../test-helpers.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
let widget: WidgetView;
let questions: FeedbackQuestionsCapability;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [engagementPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  widget = (await platform.http.post(api('/feedback/widgets')).set(auth(acme)).send({ name: 'Site', configuration: fullConfiguration() })).body.data;
  await platform.http.post(api(`/feedback/widgets/${widget.id}/activate`)).set(auth(acme)).expect(200);
  questions = (await platform.platform.host.capabilities.get(FEEDBACK_QUESTIONS, acme.id))!;
});
afterAll(() => platform?.close());

describe('the FEEDBACK_QUESTIONS capability', () => {
  it("lists the account's widget questions, and none of another account's", async () => {
    const listed = await questions.listQuestions(acme.id);
    expect(listed).toHaveLength(6);
    expect(listed[0]).toEqual({ widgetId: widget.id, widgetName: 'Site', questionId: 'nps', text: 'Recommend us?', type: 'NPS' });
    expect(await questions.listQuestions(globex.id)).toEqual([]);
  });

  it('counts the answers to a question and averages the numeric ones: (3 + 9) / 2 = 6', async () => {
    for (const score of [3, 9]) {
      await platform.http.post(api('/feedback/responses')).send({ apiKey: widget.apiKey, responses: [{ questionId: 'nps', answer: score }] }).expect(201);
    }
    expect(await questions.questionResult(acme.id, widget.id, 'nps')).toEqual({ responses: 2, average: 6 });
    expect(await questions.questionResult(acme.id, widget.id, 'rating')).toEqual({ responses: 0, average: null });
  });

  it('knows no unknown question, and no widget of another account', async () => {
    expect(await questions.questionResult(acme.id, widget.id, 'nope')).toBeNull();
    expect(await questions.questionResult(globex.id, widget.id, 'nps')).toBeNull();
  });
});
