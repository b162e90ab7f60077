import type { DocsContent } from './tree.js';

/** The documentation in en (fr.ts and es.ts hold the same articles, block for block). */
export const content: DocsContent = {
  sections: {
    'getting-started': 'Getting started',
    'user-guide': 'User guide',
    'best-practices': 'Best practices',
    teams: 'Teams',
    api: 'API',
    integrations: 'Integrations',
    ai: 'AI and automation',
    affiliates: 'Affiliates',
  },
  articles: {
    'getting-started/quick-start': {
      title: 'Quick start',
      summary: 'From sign-up to your first estimate in five minutes.',
      blocks: [
        { h: '1. Create your account' },
        { p: 'Open /register, give your name, e-mail and a password, and choose who you are: founder, investor or affiliate. You get your own account on the Free plan (up to 5 users, every domain included) and are signed in at once.' },
        { p: 'Confirm your e-mail with the link we send. Until you do, you can sign in but account pages answer "verify your e-mail first".' },
        { h: '2. Answer the setup wizard' },
        { p: 'The wizard asks for your company name, its stage and the domains you want in the sidebar. You can change all of it later in Account settings and Features.' },
        { h: '3. Invite your team' },
        { p: 'Manage users and teams → Invite. Each invitee gets a mail with a link valid 7 days and joins with the role you chose.' },
        { h: '4. Run something' },
        { list: ['Planning poker: /planning-poker → New session, add stories, share the link.', 'Retrospective: /retrospectives → New retrospective, pick a template.', 'Runway: enter your cash and expenses under Business intelligence to see months of runway.'] },
        { p: 'Want to look around first? The demo accounts on the sign-in page come with example data in every domain.' },
      ],
    },
    'getting-started/creating-teams': {
      title: 'Creating teams',
      summary: 'Teams group people for sessions, boards and reports.',
      blocks: [
        { p: 'An account can hold several teams (Free: one). Open Manage users and teams → Teams → New team, give it a name and add members of the account.' },
        { p: 'A person can be in several teams. Team membership decides whose boards and sessions appear first and which velocity a report uses; account roles still decide what a person may do.' },
        { h: 'Team roles' },
        { p: 'Inside a team, a person is an admin, a facilitator or a participant. Team admins (and account admins) manage the team, its members and its invitations; facilitators run its sessions.' },
        { h: 'Cost per point' },
        { p: 'Set the account’s cost per story point on the cost calculation page to see what estimates, sprints and open work cost in money.' },
      ],
    },
    'getting-started/first-session': {
      title: 'Your first planning poker session',
      summary: 'Create a session, invite people, estimate three stories.',
      blocks: [
        { list: ['Open /planning-poker and choose New session.', 'Name it, pick a voting system (Fibonacci by default) and a team.', 'Add stories: a title, optionally a description and acceptance criteria.', 'Copy the join link and share it. Members of the account join signed in; others can join as guests with a name.', 'Start voting on the first story. Everyone picks a card; cards stay hidden.', 'Reveal. Discuss the highest and lowest votes, vote again if needed, then save the estimate.'] },
        { p: 'The session ends when you complete it; its estimates go to the backlog, and you can export the session as CSV, JSON or Markdown.' },
      ],
    },
    'user-guide/voting-systems': {
      title: 'Voting systems',
      summary: 'The four built-in decks and custom decks.',
      blocks: [
        { p: 'A session uses one voting system. Every deck also has "?" (not sure), which counts as no estimate.' },
        { list: ['Fibonacci: 0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89.', 'Modified Fibonacci: 0, ½, 1, 2, 3, 5, 8, 13, 20, 40, 100, and a coffee card for a break.', 'T-shirt sizes: XS, S, M, L, XL, XXL (counted as 1, 2, 3, 5, 8, 13 points for velocity).', 'Powers of two: 0, 1, 2, 4, 8, 16, 32, 64.'] },
        { h: 'Custom decks' },
        { p: 'Admins can create the account’s own decks with labels and numeric values. A card without a value (like "?") never counts in averages.' },
        { h: 'How the result is read' },
        { p: 'After the reveal the room shows every vote, the average of the numeric ones, and whether there is consensus (everyone picked the same card). The facilitator saves the final estimate, which need not be the average.' },
      ],
    },
    'user-guide/session-management': {
      title: 'Managing sessions',
      summary: 'Statuses, roles in a session, timers and exports.',
      blocks: [
        { p: 'A planning poker session is DRAFT, ACTIVE or COMPLETED. A retrospective moves through SETUP, COLLECT, GROUP, VOTE, DISCUSS, ACTION_ITEMS and COMPLETED, one phase at a time.' },
        { h: 'Roles in a session' },
        { list: ['Facilitator: moves between stories or phases, starts timers, reveals, completes.', 'Participant: votes and writes cards.', 'Observer: watches without voting. Account observers are always observers.'] },
        { p: 'A facilitator cannot leave a session they run; hand the role over first. Deleting an active session is refused: complete it first.' },
        { h: 'Timers and exports' },
        { p: 'Timers are shown to everyone and survive a reconnect. Completed sessions export as CSV, JSON or Markdown.' },
      ],
    },
    'user-guide/analytics': {
      title: 'Analytics',
      summary: 'Velocity, estimation accuracy, flow metrics and what they cost.',
      blocks: [
        { p: 'Velocity is the points completed per sprint; the sprint planning view uses the average of the last three sprints. Estimation accuracy compares estimates with the time items really took.' },
        { p: 'Kanban boards show cycle time (started to done), lead time (created to done), throughput per week and a cumulative flow diagram.' },
        { p: 'With a cost per point, the finance dashboards show the cost of committed work (open points × cost per point) next to your runway.' },
      ],
    },
    'best-practices/estimation-techniques': {
      title: 'Estimation techniques',
      summary: 'Relative sizing, reference stories and when to split.',
      blocks: [
        { list: ['Size relative to a reference story everyone knows, not in hours.', 'Vote before discussing, to avoid anchoring on the first opinion.', 'When votes differ by more than two cards, let the highest and lowest explain, then vote again.', 'Anything above 13 (or XL) is usually too big: split it.', 'Use "?" honestly; it is a signal to refine the story.'] },
        { p: 'Re-estimate only when the scope changed, not because the work took longer: that is what accuracy reports are for.' },
      ],
    },
    'best-practices/facilitation-tips': {
      title: 'Facilitation tips',
      summary: 'Keep sessions short, safe and decisive.',
      blocks: [
        { list: ['Timebox: 3-5 minutes per story, 5-7 minutes per retro phase. Use the timer.', 'Turn on anonymous cards when the team is new or the topic is sensitive.', 'In GROUP, merge duplicates before voting so votes are not split.', 'Give each person 3 votes in a retro; discuss the top 3 topics only.', 'End with at most 3 action items, each with an owner and a date.'] },
      ],
    },
    'best-practices/common-pitfalls': {
      title: 'Common pitfalls',
      summary: 'What goes wrong with estimates and retros, and the fix.',
      blocks: [
        { list: ['Estimates turned into deadlines: track accuracy, do not blame.', 'The facilitator votes first out loud: everyone votes privately, always.', 'Retro action items never checked: they come back at the next retro until done, look at them first.', 'Velocity compared across teams: points are relative to a team, compare a team with itself.', 'Ignoring cost: a sprint that burns a month of runway should deliver a month of value.'] },
      ],
    },
    'teams/roles-permissions': {
      title: 'Roles and permissions',
      summary: 'What owners, admins, members and observers can do.',
      blocks: [
        { list: ['OWNER: everything, including billing, deleting the account and transferring ownership. One per account.', 'ADMIN: everything except deleting or transferring the account; manages users, teams, billing and settings.', 'MEMBER: reads everything, creates, edits, deletes and votes in the domains; no account settings, billing or user management.', 'OBSERVER: reads and takes part in sessions as an observer; changes nothing.'] },
        { h: 'Named permissions' },
        { p: 'Admins can grant a member named permissions on top of the role: page:billing, page:users_teams, page:financials (the CFO dashboard and finance planning pages), action_items:create, action_items:assign, billing.view, billing.purchase, billing.manage, integrations.manage, access:investor_dashboard and access:affiliate_dashboard.' },
        { h: 'Personas' },
        { p: 'Founder, investor, team member or affiliate is set on your profile and decides your landing page: founders /dashboard, investors /investor/dashboard, affiliates /affiliate-dashboard. The investor and affiliate dashboards are also open to owners, admins and holders of their access permission.' },
        { p: 'The API enforces the same rules as the screens: a refused action answers 403.' },
      ],
    },
    'teams/inviting-members': {
      title: 'Inviting members',
      summary: 'Invitations by e-mail, seats and what the invitee sees.',
      blocks: [
        { p: 'Owners and admins invite from Manage users and teams. Choose the e-mail, the role and optionally teams. The invitation mail holds a link valid 7 days; you can resend or revoke it until it is accepted.' },
        { p: 'An invitation uses a seat: Free and Pro include 5 users; Pro can buy more at $5 per user per month. When the account is full the invitation is refused with the limit reached.' },
        { p: 'Someone without an account registers from the link (only their name and a password are asked); someone with an account accepts and switches to the new account from the account menu.' },
      ],
    },
    'teams/team-settings': {
      title: 'Team settings',
      summary: 'Names, members and their team roles, cost per point and defaults.',
      blocks: [
        { p: 'Each team has a name, a description and members with a team role (admin, facilitator, participant). The account’s agile settings hold the cost of a story point and the default voting system of new poker sessions (Fibonacci unless you change it); changing a default affects new sessions only.' },
        { p: 'Removing someone from a team does not remove them from the account; removing them from the account removes them from every team and closes their live connections.' },
      ],
    },
    'api/overview': {
      title: 'API overview',
      summary: 'Base path, authentication, tenants, answers and errors.',
      blocks: [
        { p: 'Everything the screens do goes through the same HTTP API under /api. The full reference, generated from the server’s own route declarations, is at /api-reference (OpenAPI document at /api/openapi.json).' },
        { h: 'Authentication' },
        { code: 'curl -s -X POST https://your-host/api/auth/login \\\n  -H "Content-Type: application/json" \\\n  -d \'{"email":"you@example.com","password":"..."}\'\n# -> { "success": true, "data": { "tokens": { "accessToken": "...", "refreshToken": "..." }, "accountId": "..." } }' },
        { p: 'Send the access token as Authorization: Bearer <token>. It lasts one hour; POST /api/auth/refresh with the refresh token gives a new pair (each refresh token works once).' },
        { h: 'Accounts (tenants)' },
        { p: 'Requests act in the account of your session; to act in another account you belong to, send X-Tenant-ID: <accountId>. An account you are not a member of answers 403.' },
        { h: 'Answers and errors' },
        { code: '{ "success": true, "data": { ... } }\n{ "success": false, "error": "Validation failed", "details": [{ "field": "name", "message": "..." }] }' },
        { p: 'Validation errors answer 400, missing sign-in 401, refused permission 403, missing records 404, conflicts 409, business rules 422 and rate limits 429. Error texts are English in the API; the app shows them in your language.' },
      ],
    },
    'api/sessions': {
      title: 'Sessions API',
      summary: 'Create and run planning poker sessions over HTTP.',
      blocks: [
        { code: '# List sessions\ncurl -s https://your-host/api/planning-poker/sessions -H "Authorization: Bearer $TOKEN"\n\n# Create one\ncurl -s -X POST https://your-host/api/planning-poker/sessions \\\n  -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \\\n  -d \'{"name":"Sprint 12 refinement","votingSystemId":"fibonacci"}\'' },
        { p: 'GET /api/planning-poker/sessions/{id} answers the whole state of a session (stories, participants, votes once revealed). Joining, voting and revealing also exist as realtime events on the websocket at /ws, which the app uses; the reference lists both.' },
        { p: 'Retrospectives live under /api/retrospectives and kanban boards under /api/kanban with the same conventions.' },
      ],
    },
    'api/webhooks': {
      title: 'Webhooks',
      summary: 'Be told when something happens in an account.',
      blocks: [
        { p: 'Owners, admins and members with integrations.manage register webhook endpoints under Integrations or with POST /api/integrations/webhooks. GET /api/integrations/webhooks/events lists the events you can subscribe to.' },
        { p: 'Each endpoint gets a signing secret, shown once (rotate it with POST /api/integrations/webhooks/{id}/secret). Verify the signature of every delivery with it before trusting the body, and answer 2xx quickly; failed deliveries are retried and logged on the endpoint.' },
        { p: 'The API reference at /api-reference documents the payload of each event.' },
      ],
    },
    'integrations/jira': {
      title: 'Jira',
      summary: 'Bring stories in for estimation and send estimates back.',
      blocks: [
        { p: 'Until a direct connector is available, export issues from Jira as CSV (summary, description, key) and import them as stories in a planning poker session; export the session as CSV to update story points in Jira with its bulk edit.' },
        { p: 'The product’s own backlog and boards can replace Jira for teams that want estimates, sprints and cost in one place.' },
      ],
    },
    'integrations/slack': {
      title: 'Slack',
      summary: 'Share sessions and get notified where the team talks.',
      blocks: [
        { p: 'Share a session’s join link in a channel: guests join with their name, members signed in. For notifications, point a webhook endpoint at a Slack incoming-webhook relay of your choice.' },
      ],
    },
    'integrations/github': {
      title: 'GitHub',
      summary: 'Link delivery work with code.',
      blocks: [
        { p: 'Put the backlog item’s key in branch names and pull request titles so reviewers find the story. Webhooks from the product can drive a GitHub Action through repository_dispatch.' },
      ],
    },
    'ai/overview': {
      title: 'AI features',
      summary: 'What the assistant and insights are, and what they are not.',
      blocks: [
        { p: 'Features named AI (the assistant, insights, predictive analytics, meeting intelligence, natural-language questions) are deterministic, explainable analyses of your own account’s data. Each answer shows the figures and rules it came from. No data leaves the product for an outside model.' },
        { p: 'The assistant is included from the Pro plan.' },
      ],
    },
    'ai/best-practices': {
      title: 'Getting good answers',
      summary: 'Keep the data the analyses read complete.',
      blocks: [
        { list: ['Keep cash balances and expenses current: runway answers are only as fresh as they are.', 'Complete sprints and estimate stories: velocity-based answers need history (three sprints at least).', 'Tag feedback: sentiment and themes group better with tags.'] },
      ],
    },
    'ai/session-automation': {
      title: 'Session automation',
      summary: 'Less setup for recurring sessions.',
      blocks: [
        { p: 'Start a retrospective from a template instead of building columns by hand, and review the open action items of earlier retros at the start: they stay open until someone marks them done. Planning poker estimates and retro action items reach the backlog without copying.' },
      ],
    },
    'ai/team-invitations': {
      title: 'Team invitations',
      summary: 'Invite the right people quickly.',
      blocks: [
        { p: 'Invite people to a team by e-mail with their team role; someone new to the account receives the invitation mail and joins both the account and the team. Seats and account roles follow the rules of Inviting members.' },
      ],
    },
    'affiliates/program': {
      title: 'The affiliate program',
      summary: 'How referrals are attributed and commissions computed, paid and reversed.',
      blocks: [
        { p: 'Anyone registered as an affiliate (and account owners and admins, or members with access:affiliate_dashboard) has a referral link on /affiliate-dashboard: https://your-host/r/<code>, with its QR code. Add ?to=/pricing to land on another page of the site.' },
        { h: 'Attribution' },
        { list: ['Following the link records a click and sets a first-party cookie, suite_ref, holding only the click’s id. It lasts 60 days (the cookie window).', 'A registration made from that browser within the window makes the new account a referral of the affiliate. The last click wins; an account is referred once and never by its own creator.', 'Nothing else is tracked: no third-party cookies, no fingerprinting.'] },
        { h: 'Commissions' },
        { p: 'Each invoice a referred account pays within 12 months of its registration earns the affiliate 20 % of the invoice total, counted in cents and rounded half up. A commission is pending for 30 days after the payment (the refund window), then payable, then paid when a payout is recorded.' },
        { p: 'A refund takes back the same share of what was refunded, in the month of the commission it reverses.' },
        { h: 'Worked example' },
        { list: ['A referred team pays Pro monthly: $29.00. At 20 % the commission is $5.80 (pending).', 'A month later the renewal pays $29.00: another $5.80; the first one, past its 30 days, is now payable.', 'A $10.00 refund of the renewal reverses $2.00: $5.80 payable and $3.80 pending remain.'] },
        { h: 'Changing the rules' },
        { p: 'The rate, the months, the cookie window and the hold are read from the server (GET /api/public/affiliate-program) and changed by a super admin with PUT /api/admin/affiliate-program, body { commissionRateBp, commissionMonths, cookieDays, holdDays } (rate in basis points: 2000 = 20 %). New rules apply to invoices paid from then on; earned commissions keep their rate.' },
        { p: 'Super admins record refunds with POST /api/admin/affiliate-program/refunds { invoiceId, amountCents } and payouts with POST /api/admin/affiliate-program/payouts { affiliateCode }, which marks every payable commission of that affiliate paid. The Affiliate program screen (/admin/affiliate-program, linked from the Admin Dashboard) does all of this: the rules form, each affiliate’s pending, payable and paid commissions per invoice, Record refund and Record payout.' },
      ],
    },
  },
};
