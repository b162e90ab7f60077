import { endpointPath } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, AccountErrors, AuthErrors, InvitationPageTexts } from '@suite/sdk';
import { TeamErrors } from '../../shared/errors/team-errors.js';
import { TestClock, startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { TEAM_INVITATION_MAIL } from './invitations.js';
import { TeamEndpoints, type TeamActivity, type TeamDetail, type TeamInvitation, type TeamInvitationLookup } from '../../shared/teams.js';

let platform: TestPlatform;
let acme: TestAccount;
let team: TeamDetail;
let lead: TestUser;
let leadToken: string;

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
function call(token: string | null, method: Method, path: string, body?: object, accountId: string | null = acme.id) {
  const request = platform.http[method](`/api${path}`);
  if (token) request.set('Authorization', `Bearer ${token}`);
  if (accountId) request.set('X-Tenant-ID', accountId);
  return body === undefined ? request : request.send(body);
}
const expectError = (response: { status: number; body: { error: string } }, status: number, text: string) => {
  expect(response.body.error).toBe(text);
  expect(response.status).toBe(status);
};

/** The link of the last team invitation mailed to an address, and its token. */
async function mailedTo(email: string): Promise<{ link: string; token: string; subject: string; text: string; html: string; data: Record<string, unknown> }> {
  const mail = (await platform.db('core.outbox').where({ to_address: email.toLowerCase(), template: TEAM_INVITATION_MAIL }).orderBy('created_at', 'desc').first()) as {
    subject: string;
    text_body: string;
    html_body: string;
    data: { link: string } & Record<string, unknown>;
  };
  const url = new URL(mail.data.link);
  return { link: mail.data.link, token: url.searchParams.get('token')!, subject: mail.subject, text: mail.text_body, html: mail.html_body, data: mail.data };
}
async function invite(email: string, role = 'participant'): Promise<{ invitation: TeamInvitation; token: string }> {
  const response = await call(leadToken, 'post', endpointPath(TeamEndpoints.listInvitations, { id: team.id }), { email, role });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { invitation: response.body.data as TeamInvitation, token: (await mailedTo(email)).token };
}
/** A user with no membership anywhere yet (just registered). */
async function newcomer(email: string, verified = true): Promise<{ user: TestUser; token: string }> {
  const user = await platform.createUser({ email, verified });
  return { user, token: await platform.tokenFor(user, null) };
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin], clock: new TestClock('2026-11-02T10:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme Robotics', plan: 'PRO' });
  lead = await platform.createUser();
  await platform.addMember(acme, lead, 'MEMBER');
  leadToken = await platform.tokenFor(lead, acme.id);
  team = (await call(leadToken, 'post', endpointPath(TeamEndpoints.listTeams), { name: 'Navigation' })).body.data as TeamDetail;
});
afterAll(() => platform?.close());

describe('team invitations', () => {
  it('are mailed through the outbox with a link to the invitation page, valid 7 days', async () => {
    const { invitation, token } = await invite('New.Person@Example.test', 'facilitator');
    expect(invitation).toMatchObject({ teamId: team.id, email: 'new.person@example.test', role: 'facilitator', status: 'pending', invitedBy: lead.id, expiresAt: '2026-11-09T10:00:00.000Z' });
    const mail = await mailedTo('new.person@example.test');
    expect(mail.link).toBe(`${platform.config.appUrl}/accept-invitation?token=${encodeURIComponent(token)}&kind=team`);
    expect(mail.data).toMatchObject({ teamName: 'Navigation', role: 'facilitator', inviterName: expect.stringMatching(/Test$/) });
    expect(mail.subject).toMatch(/invited you to the team Navigation on Suite$/);
    // Only the hash is stored.
    const row = (await platform.db('agile.team_invitations').where('id', invitation.id).first()) as { token_hash: string };
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);
  });

  it("are written from the agile plugin's template, word for word as the platform's template wrote them", async () => {
    await call(leadToken, 'patch', endpointPath(TeamEndpoints.updateTeam, { id: team.id }), { name: 'Robotics <Core>' });
    const before = (await platform.db('core.users').where('id', lead.id).first('first_name', 'last_name', 'language')) as Record<string, string>;
    await platform.db('core.users').where('id', lead.id).update({ first_name: 'Ada', last_name: 'Lovelace', language: 'fr' });
    await invite('golden@example.test', 'facilitator');
    const mail = await mailedTo('golden@example.test');
    const link = mail.link.replace(/&/g, '&amp;');
    expect(mail.subject).toBe('Ada Lovelace vous invite dans l’équipe Robotics <Core> sur Suite');
    expect(mail.text).toBe(
      `Bonjour,\n\nAda Lovelace vous invite à rejoindre l’équipe Robotics <Core> en tant que facilitator.\n\nL’invitation est valable 7 jours.\n\nAccepter l’invitation: ${mail.link}`,
    );
    expect(mail.html).toBe(
      '<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:14px;color:#1f2330;line-height:1.5"><div style="max-width:560px;margin:0 auto;padding:24px">' +
        '<p style="white-space:pre-line">Bonjour,</p><p style="white-space:pre-line">Ada Lovelace vous invite à rejoindre l’équipe Robotics &lt;Core&gt; en tant que facilitator.</p>' +
        '<p style="white-space:pre-line">L’invitation est valable 7 jours.</p>' +
        `<p><a href="${link}" style="display:inline-block;background:#4c6ef5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">Accepter l’invitation</a></p>` +
        `<p style="color:#868e96;font-size:12px">${link}</p></div></body></html>`,
    );
    await platform.db('core.users').where('id', lead.id).update(before);
    await call(leadToken, 'patch', endpointPath(TeamEndpoints.updateTeam, { id: team.id }), { name: 'Navigation' });
  });

  it('are refused for a bad email, a pending one, a team member, or by someone who does not manage the team', async () => {
    expectError(await call(leadToken, 'post', endpointPath(TeamEndpoints.listInvitations, { id: team.id }), { email: 'not-an-email' }), 400, AuthErrors.INVALID_EMAIL);
    expectError(await call(leadToken, 'post', endpointPath(TeamEndpoints.listInvitations, { id: team.id }), { email: 'NEW.person@example.test' }), 409, TeamErrors.INVITATION_ALREADY_PENDING);
    expectError(await call(leadToken, 'post', endpointPath(TeamEndpoints.listInvitations, { id: team.id }), { email: lead.email }), 409, TeamErrors.ALREADY_TEAM_MEMBER);
    const dev = await platform.createUser();
    await platform.addMember(acme, dev, 'MEMBER');
    expectError(await call(await platform.tokenFor(dev, acme.id), 'post', endpointPath(TeamEndpoints.listInvitations, { id: team.id }), { email: 'x@example.test' }), 403, TeamErrors.MANAGERS_ONLY);
  });

  it("are looked up by token without signing in: team, name and role", async () => {
    const { token } = await invite('lookup@example.test', 'participant');
    const lookup = (await call(null, 'get', endpointPath(TeamEndpoints.lookupInvitation, { ref: token }), undefined, null)).body.data as TeamInvitationLookup;
    expect(lookup).toMatchObject({ teamId: team.id, teamName: 'Navigation', role: 'participant', email: 'lookup@example.test', accountId: acme.id, accountName: 'Acme Robotics', status: 'pending' });
    expectError(await call(null, 'get', endpointPath(TeamEndpoints.lookupInvitation, { ref: 'not-a-real-token' }), undefined, null), 404, AccessErrors.INVALID_OR_EXPIRED_INVITATION);
  });

  it('bring a new user into the account as MEMBER and into the team with the invited role', async () => {
    const { token } = await invite('joiner@example.test', 'facilitator');
    expectError(await call(null, 'post', endpointPath(TeamEndpoints.acceptByToken), { token }, null), 401, InvitationPageTexts.MUST_LOG_IN);
    const joiner = await newcomer('joiner@example.test', false);
    const accepted = await call(joiner.token, 'post', endpointPath(TeamEndpoints.acceptByToken), { token }, null);
    expect(accepted.body.data).toEqual({ teamId: team.id, teamName: 'Navigation', role: 'facilitator', accountId: acme.id });
    const membership = (await platform.db('core.memberships').where({ account_id: acme.id, user_id: joiner.user.id }).first()) as { role: string; status: string };
    expect(membership).toMatchObject({ role: 'MEMBER', status: 'ACTIVE' });
    // The mailed token proved the address: the account's pages now open for them.
    const user = (await platform.db('core.users').where('id', joiner.user.id).first()) as { email_verified_at: Date | null };
    expect(user.email_verified_at).not.toBeNull();
    const inAccount = await platform.tokenFor(joiner.user, acme.id);
    const detail = (await call(inAccount, 'get', endpointPath(TeamEndpoints.getTeam, { id: team.id }))).body.data as TeamDetail;
    expect(detail.members.find((m) => m.userId === joiner.user.id)).toMatchObject({ role: 'facilitator' });
    expect(detail.myRole).toBe('facilitator');
    expectError(await call(joiner.token, 'post', endpointPath(TeamEndpoints.acceptByToken), { token }, null), 409, TeamErrors.INVITATION_NOT_PENDING);
    const feed = (await call(inAccount, 'get', endpointPath(TeamEndpoints.activity, { id: team.id }))).body.data as TeamActivity[];
    expect(feed.slice(0, 2).map((a) => a.type)).toEqual(['member_added', 'invitation_accepted']);
  });

  it('keep an existing account member in their account role', async () => {
    const admin = await platform.createUser({ email: 'admin.person@example.test' });
    await platform.addMember(acme, admin, 'ADMIN');
    const { invitation } = await invite('admin.person@example.test');
    const token = await platform.tokenFor(admin, acme.id);
    expect((await call(token, 'post', endpointPath(TeamEndpoints.acceptById, { ref: invitation.id }), undefined, acme.id)).body.data).toMatchObject({ teamId: team.id, role: 'participant' });
    expect(((await platform.db('core.memberships').where({ account_id: acme.id, user_id: admin.id }).first()) as { role: string }).role).toBe('ADMIN');
  });

  it('are accepted only by the person they were sent to', async () => {
    const { token, invitation } = await invite('right.person@example.test');
    const wrong = await newcomer('wrong.person@example.test');
    expectError(await call(wrong.token, 'post', endpointPath(TeamEndpoints.acceptByToken), { token }, null), 403, AccessErrors.INVITATION_EMAIL_MISMATCH);
    expectError(await call(wrong.token, 'get', endpointPath(TeamEndpoints.lookupInvitation, { ref: invitation.id }), undefined, null), 403, AccessErrors.INVITATION_EMAIL_MISMATCH);
    // By id, the invitee must have verified their address already.
    const unverified = await newcomer('right.person@example.test', false);
    expectError(await call(unverified.token, 'post', endpointPath(TeamEndpoints.acceptById, { ref: invitation.id }), undefined, null), 403, AuthErrors.EMAIL_VERIFICATION_REQUIRED);
  });

  it('are declined by token with no body and no sign-in, or by id by the invitee', async () => {
    const { token } = await invite('decliner@example.test');
    const declined = await call(null, 'post', endpointPath(TeamEndpoints.decline, { ref: token }), undefined, null);
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ email: 'decliner@example.test', status: 'declined', respondedAt: '2026-11-02T10:00:00.000Z' });
    expect(((await call(null, 'get', endpointPath(TeamEndpoints.lookupInvitation, { ref: token }), undefined, null)).body.data as TeamInvitationLookup).status).toBe('declined');
    expectError(await call(null, 'post', endpointPath(TeamEndpoints.decline, { ref: token }), undefined, null), 409, TeamErrors.INVITATION_NOT_PENDING);
    const decliner = await newcomer('decliner@example.test');
    expectError(await call(decliner.token, 'post', endpointPath(TeamEndpoints.acceptByToken), { token }, null), 409, TeamErrors.INVITATION_NOT_PENDING);

    const second = await invite('decline.by.id@example.test');
    expectError(await call(null, 'post', endpointPath(TeamEndpoints.decline, { ref: second.invitation.id }), undefined, null), 401, InvitationPageTexts.MUST_LOG_IN);
    const invitee = await newcomer('decline.by.id@example.test');
    expect((await call(invitee.token, 'post', endpointPath(TeamEndpoints.decline, { ref: second.invitation.id }), undefined, null)).body.data.status).toBe('declined');
  });

  it('are listed for team admins and can be revoked', async () => {
    const { invitation, token } = await invite('revoked@example.test');
    const list = (await call(leadToken, 'get', endpointPath(TeamEndpoints.listInvitations, { id: team.id }))).body.data as TeamInvitation[];
    expect(list.find((i) => i.id === invitation.id)).toMatchObject({ email: 'revoked@example.test', status: 'pending' });
    // Pending ones first, then the answered ones.
    const statuses = list.map((i) => i.status);
    expect(statuses).toEqual(expect.arrayContaining(['pending', 'accepted', 'declined']));
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.findIndex((status) => status !== 'pending'));
    expect((await call(leadToken, 'delete', endpointPath(TeamEndpoints.revokeInvitation, { id: team.id, invitationId: invitation.id }))).body.data.status).toBe('revoked');
    expectError(await call(null, 'get', endpointPath(TeamEndpoints.lookupInvitation, { ref: token }), undefined, null), 404, AccessErrors.INVALID_OR_EXPIRED_INVITATION);
    // Revoked, the email may be invited again.
    expect((await call(leadToken, 'post', endpointPath(TeamEndpoints.listInvitations, { id: team.id }), { email: 'revoked@example.test' })).status).toBe(201);
  });

  it('expire after 7 days', async () => {
    const { token, invitation } = await invite('late@example.test');
    platform.clock.advance(7 * 24 * 60 * 60 * 1000);
    const late = await newcomer('late@example.test');
    expectError(await call(late.token, 'post', endpointPath(TeamEndpoints.acceptByToken), { token }, null), 404, AccessErrors.INVALID_OR_EXPIRED_INVITATION);
    expectError(await call(null, 'get', endpointPath(TeamEndpoints.lookupInvitation, { ref: token }), undefined, null), 404, AccessErrors.INVALID_OR_EXPIRED_INVITATION);
    expectError(await call(null, 'post', endpointPath(TeamEndpoints.decline, { ref: token }), undefined, null), 404, AccessErrors.INVALID_OR_EXPIRED_INVITATION);
    leadToken = await platform.tokenFor(lead, acme.id);
    const list = (await call(leadToken, 'get', endpointPath(TeamEndpoints.listInvitations, { id: team.id }))).body.data as TeamInvitation[];
    expect(list.find((i) => i.id === invitation.id)?.status).toBe('expired');
  });

  it('stay pending when the account has no seat left', async () => {
    const free = await platform.createAccount({ name: 'Tiny', plan: 'FREE' });
    for (let i = 0; i < 4; i += 1) await platform.addMember(free, await platform.createUser(), 'MEMBER');
    const freeTeam = (await call(free.owner.token, 'post', endpointPath(TeamEndpoints.listTeams), { name: 'Everyone' }, free.id)).body.data as TeamDetail;
    await call(free.owner.token, 'post', endpointPath(TeamEndpoints.listInvitations, { id: freeTeam.id }), { email: 'sixth@example.test' }, free.id);
    const { token } = await mailedTo('sixth@example.test');
    const sixth = await newcomer('sixth@example.test');
    expectError(await call(sixth.token, 'post', endpointPath(TeamEndpoints.acceptByToken), { token }, null), 422, AccountErrors.maxUsersReached(5));
    expect(((await call(null, 'get', endpointPath(TeamEndpoints.lookupInvitation, { ref: token }), undefined, null)).body.data as TeamInvitationLookup).status).toBe('pending');
  });
});
