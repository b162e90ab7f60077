import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { AccessErrors, AuthErrors, DEMO_PASSWORD, InvitationPageTexts } from '@suite/sdk';
import { codeOf, linkPath, mailsTo, waitForMail } from './outbox.js';

/**
 * The identity journeys of issue 3 in Chromium: registration and verification from the dev
 * outbox, inviting a colleague who registers from the link and joins, switching accounts, the
 * lockout message, sign-in with an emailed second factor, a member refused the account settings,
 * and the login page in French.
 *
 * People who change state (register, lock, turn on 2FA) are new users, so the seeded demo accounts
 * that other journeys use stay as seeded. Sign-in routes allow 30 requests a minute per IP: this
 * file makes about 10 logins and 5 registrations.
 */

test.use({ locale: 'en-US' });

const PASSWORD = 'Journey-Pass-2026!';
const PHONE = '+1 555 010 2030';

interface Person {
  email: string;
  firstName: string;
  lastName: string;
}

interface Tokens {
  accessToken: string;
  refreshToken?: string;
  expiresAt?: string;
}

let sequence = 0;
function newPerson(label: string, firstName: string, lastName: string): Person {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${label}.${unique}@e2e.suite.test`, firstName, lastName };
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

async function postJson<T>(baseURL: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const payload = (await response.json()) as { data: T; error?: string };
  expect(response.ok, `POST ${path}: ${payload.error ?? response.status}`).toBe(true);
  return payload.data;
}

/** A new FOUNDER with an account of their own, registered and verified through the API. */
async function registeredFounder(baseURL: string, person: Person): Promise<{ tokens: Tokens; accountId: string }> {
  const result = await postJson<{ tokens: Tokens; accountId: string }>(baseURL, '/auth/register', {
    persona: 'FOUNDER',
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: PHONE,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
    language: 'en',
  });
  const token = new URL(linkPath(await waitForMail(baseURL, person.email, 'verify-email')), baseURL).searchParams.get('token')!;
  const verified = await fetch(`${baseURL}/api/auth/verify-email/${encodeURIComponent(token)}`);
  expect(verified.ok, `verification of ${person.email}`).toBe(true);
  return result;
}

async function demoSignIn(baseURL: string, email: string): Promise<{ tokens: Tokens; accountId: string }> {
  return postJson(baseURL, '/auth/login', { email, password: DEMO_PASSWORD });
}

/**
 * A browser context already signed in with these tokens (stored once per tab, so signing out
 * sticks). `skipWizardFor` marks the onboarding wizard of that account as already shown in this
 * tab: it would otherwise open over the page 1 s after load, in the middle of typing.
 */
async function signedInContext(browser: Browser, baseURL: string, tokens: Tokens, skipWizardFor?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  await context.addInitScript(
    ({ tokens, wizardKey }) => {
      if (sessionStorage.getItem('e2e.signedIn')) return;
      sessionStorage.setItem('e2e.signedIn', '1');
      localStorage.setItem('authTokens', JSON.stringify(tokens));
      localStorage.setItem('i18nextLng', 'en');
      if (wizardKey) sessionStorage.setItem(wizardKey, '1');
    },
    { tokens, wizardKey: skipWizardFor ? `suite.onboarding.autoOpened:${skipWizardFor}` : null },
  );
  return { context, page: await context.newPage() };
}

/** The header's account switcher, named after the account the user acts for. */
const accountSwitcher = (page: Page, accountName: string) => page.getByRole('button', { name: `Account: ${accountName}. Switch account` });

/** Fill and send the registration form as a visitor does. */
async function register(page: Page, person: Person, persona: 'A founder' | 'An investor', options: { emailPrefilled?: boolean; company?: string } = {}) {
  await page.getByRole('radio', { name: persona }).check();
  await page.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  if (options.emailPrefilled) await expect(email).toHaveValue(person.email);
  else await email.fill(person.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(PHONE);
  if (options.company) await page.getByRole('textbox', { name: 'Company or team name' }).fill(options.company);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  const submit = page.getByRole('button', { name: 'Create account' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
  await submit.click();
}

/** Open the verification link of the newest 'verify-email' mail and continue. */
async function verifyFromOutbox(page: Page, baseURL: string, email: string) {
  const mail = await waitForMail(baseURL, email, 'verify-email');
  await page.goto(linkPath(mail));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect(page.getByTestId('verify-email-success')).toHaveText('Your email address is verified. You can now use your workspace.');
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function typeCode(page: Page, digits: ReturnType<Page['locator']>, code: string) {
  await expect(digits).toHaveCount(6);
  await digits.first().click();
  await page.keyboard.type(code);
}

test('a founder registers (naming the account after the company) and verifies from the outbox, invites a colleague who registers from the link with only a name and password and lands in the founder account (one account, no wizard)', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const founder = newPerson('founder', 'Nora', 'Founder');
  const colleague = newPerson('colleague', 'Colin', 'Colleague');
  // The account is named after the company given at registration, not after the founder.
  const company = `Nora Robotics ${founder.email.split('.')[1]}`;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // The founder registers: signed in at once, but sent to verify the email first.
  await page.goto('/register?persona=FOUNDER');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'A founder' })).toBeChecked();
  await register(page, founder, 'A founder', { company });
  await page.waitForURL('**/email-verification-required');
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByTestId('verification-required')).toContainText(AuthErrors.EMAIL_VERIFICATION_REQUIRED);
  await expect(page.getByText(`We sent a verification link to ${founder.email}.`)).toBeVisible();

  // The link from the mail verifies the address; the founder goes on to the dashboard, signed in.
  await verifyFromOutbox(page, baseURL!, founder.email);
  await page.waitForURL('**/dashboard');
  await expect(accountSwitcher(page, company)).toBeVisible();
  // A new founder's account opens its setup wizard by itself: the founder closes it for now.
  const wizard = page.getByRole('dialog', { name: `Set up ${company}` });
  await expect(wizard).toBeVisible();
  await wizard.getByRole('button', { name: 'Close' }).first().click();
  await expect(wizard).toBeHidden();

  // The founder invites a colleague from Users and teams.
  await page.getByRole('button', { name: `Account menu of ${fullName(founder)}` }).click();
  await page.getByRole('menuitem', { name: 'Users and teams' }).click();
  await page.waitForURL('**/manage-users-teams');
  await expect(page.getByRole('heading', { name: 'Users and teams' })).toBeVisible();
  const inviteForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send invitation' }) });
  await inviteForm.getByRole('textbox', { name: 'Email' }).fill(colleague.email);
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague.email}.`)).toBeVisible();
  await expect(page.getByText(colleague.email).first()).toBeVisible();
  const invitation = await waitForMail(baseURL!, colleague.email, 'invitation');
  expect(invitation.subject).toBe(`${fullName(founder)} invited you to ${company} on Suite`);
  expect(invitation.text).toContain(`invited you to join ${company} as a member.`);

  // The colleague, in another browser, opens the link signed out: asked to log in or create an account.
  const other = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    const mate = await other.newPage();
    mate.on('pageerror', (error) => errors.push(error.message));
    await mate.goto(linkPath(invitation));
    await expect(mate.getByRole('heading', { name: 'Invitation' })).toBeVisible();
    await expect(mate.getByText(`You are invited to join ${company}.`)).toBeVisible();
    await expect(mate.getByText(InvitationPageTexts.MUST_LOG_IN)).toBeVisible();
    await expect(mate.getByRole('button', { name: 'Accept Invitation' })).toBeDisabled();
    await mate.getByRole('link', { name: 'Create account', exact: true }).click();

    // Registration from the invitation asks only for a name and a password: the invitation gives
    // the e-mail and verifies it, the colleague joins the founder's account (no account of their
    // own, no persona, no second verification) and lands in it, without the new-account wizard.
    await mate.waitForURL('**/register?invitation=*');
    await expect(mate.getByRole('heading', { name: `Join ${company}` })).toBeVisible();
    await expect(mate.getByText(`${fullName(founder)} invited you to ${company} as a member.`, { exact: false })).toBeVisible();
    await expect(mate.getByRole('radio')).toHaveCount(0);
    await expect(mate.getByRole('textbox', { name: 'Phone' })).toHaveCount(0);
    await expect(mate.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(colleague.email);
    await mate.getByRole('textbox', { name: 'First name' }).fill(colleague.firstName);
    await mate.getByRole('textbox', { name: 'Last name' }).fill(colleague.lastName);
    await mate.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await mate.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
    await mate.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
    await mate.getByRole('button', { name: 'Join the account' }).click();
    await mate.waitForURL('**/dashboard');

    // The colleague acts for the founder's account, as a member, and it is their only account.
    const switcher = accountSwitcher(mate, company);
    await expect(switcher).toBeVisible();
    await expect(mate.getByText(AuthErrors.EMAIL_VERIFICATION_REQUIRED)).toHaveCount(0);
    await mate.waitForTimeout(1_500); // the wizard would open 1 s after load
    await expect(mate.getByRole('dialog')).toHaveCount(0);
    await switcher.click();
    const entry = mate.getByRole('menuitem', { name: new RegExp(company) });
    await expect(entry).toHaveAttribute('aria-current', 'true');
    await expect(entry).toContainText('Member');
    await expect(mate.getByRole('menuitem', { name: new RegExp(fullName(colleague)) })).toHaveCount(0);
    await mate.keyboard.press('Escape');
    expect(await mailsTo(baseURL!, colleague.email).then((mails) => mails.filter((mail) => mail.template === 'verify-email'))).toEqual([]);
  } finally {
    await other.close();
  }

  // The founder sees the colleague among the members, no longer among the pending invitations.
  await page.reload();
  await expect(page.getByText(fullName(colleague)).first()).toBeVisible();
  await expect(page.getByText('No pending invitations')).toBeVisible();
  expect(errors).toEqual([]);
});

test('someone with an account of their own accepts an invitation, lands in the inviting account, and switches back to their own from the header', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const person = newPerson('switcher', 'Sasha', 'Switcher');
  const own = await registeredFounder(baseURL!, person);
  // The owner of the seeded ENTERPRISE account (unlimited seats) invites them.
  const inviter = await demoSignIn(baseURL!, 'admin.enterprise@demo.suite.test');
  await postJson(baseURL!, `/accounts/${inviter.accountId}/invitations`, { email: person.email, role: 'MEMBER' }, { Authorization: `Bearer ${inviter.tokens.accessToken}`, 'X-Tenant-ID': inviter.accountId });
  const invitation = await waitForMail(baseURL!, person.email, 'invitation');

  const { context, page } = await signedInContext(browser, baseURL!, own.tokens, own.accountId);
  try {
    await page.goto(linkPath(invitation));
    await expect(page.getByText('You are invited to join Globex Corporation.')).toBeVisible();
    await expect(page.getByText(InvitationPageTexts.MUST_LOG_IN)).toHaveCount(0);
    await page.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: InvitationPageTexts.JOINED })).toBeVisible();
    await expect(accountSwitcher(page, 'Globex Corporation')).toBeVisible();

    // Both accounts are in the switcher; choosing their own acts for it again.
    await accountSwitcher(page, 'Globex Corporation').click();
    await expect(page.getByRole('menuitem', { name: /Globex Corporation/ })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('menuitem', { name: new RegExp(fullName(person)) }).click();
    await page.waitForURL('**/dashboard');
    await expect(accountSwitcher(page, fullName(person))).toBeVisible();
    await accountSwitcher(page, fullName(person)).click();
    await expect(page.getByRole('menuitem', { name: new RegExp(fullName(person)) })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('menuitem', { name: new RegExp(fullName(person)) })).toContainText('Owner');
  } finally {
    await context.close();
  }
});

test(`after 5 wrong passwords the login page says '${AuthErrors.ACCOUNT_LOCKED}', even for the right password`, async ({ page, baseURL }) => {
  const person = newPerson('locked', 'Lou', 'Locked');
  await registeredFounder(baseURL!, person);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  const message = page.getByTestId('login-error');
  const attempt = async (secret: string) => {
    await email.fill(person.email);
    await password.fill(secret);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await answered;
  };

  for (let failure = 1; failure <= 4; failure += 1) {
    await attempt(`Wrong-Pass-${failure}`);
    await expect(message).toContainText(AuthErrors.INVALID_CREDENTIALS);
  }
  await attempt('Wrong-Pass-5');
  await expect(message).toContainText(AuthErrors.ACCOUNT_LOCKED);
  await expect(message).not.toContainText(AuthErrors.INVALID_CREDENTIALS);

  // Locked: the right password is refused the same way and the user stays on /login.
  await attempt(PASSWORD);
  await expect(message).toContainText(AuthErrors.ACCOUNT_LOCKED);
  await expect(page).toHaveURL(/\/login$/);
});

test('with the emailed code turned on in the profile, sign-in asks for the code on /2fa and the code from the outbox opens the dashboard', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const person = newPerson('twofactor', 'Tess', 'Twofactor');
  const own = await registeredFounder(baseURL!, person);
  const { context, page } = await signedInContext(browser, baseURL!, own.tokens, own.accountId);
  try {
    // Turn on the emailed code: a setup code is mailed and confirmed.
    await page.goto('/profile');
    const card = page.locator('div').filter({ has: page.getByRole('heading', { name: 'Two-step verification' }) }).filter({ has: page.getByRole('button', { name: 'Turn on' }) }).last();
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    await card.getByRole('radio', { name: 'Emailed code' }).check();
    // Turning it on asks for the password.
    await card.getByRole('button', { name: 'Turn on' }).click();
    await expect(card.getByText('Please enter your current password.')).toBeVisible();
    await card.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD);
    await card.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText(`We sent a 6-digit code to ${person.email}.`)).toBeVisible();
    const setupMail = await waitForMail(baseURL!, person.email, 'two-factor-code');
    await typeCode(page, page.locator('input[inputmode="numeric"]'), codeOf(setupMail));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByText('Two-step verification is on.', { exact: true })).toBeVisible();
    await expect(page.getByText('Two-step verification is on: Emailed code.')).toBeVisible();

    // Back on the dashboard, sign out, then sign in again: the password is not enough any more.
    // (Signed out from /profile, the login page would remember /profile as the page to return to.)
    await page.getByRole('link', { name: 'Suite' }).first().click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: `Account menu of ${fullName(person)}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login(\?from=%2Fdashboard)?$/);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/2fa');
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(page.getByText('We sent a 6-digit code to your email address. Enter it below.')).toBeVisible();

    // The sign-in code is a new mail; typing its 6 digits sends it.
    const signInMail = await waitForMail(baseURL!, person.email, 'two-factor-code', [setupMail.id]);
    await typeCode(page, page.getByRole('textbox', { name: /^Digit \d of 6$/ }), codeOf(signInMail));
    await page.waitForURL('**/dashboard');
    await expect(accountSwitcher(page, fullName(person))).toBeVisible();
  } finally {
    await context.close();
  }
});

test(`a MEMBER opening /account-settings sees '${AccessErrors.ACCESS_DENIED_PAGE}' with its buttons`, async ({ browser, baseURL }) => {
  const member = await demoSignIn(baseURL!, 'member.pro@demo.suite.test');
  const { context, page } = await signedInContext(browser, baseURL!, member.tokens);
  try {
    await page.goto('/account-settings');
    const denied = page.getByTestId('access-denied');
    await expect(denied.getByRole('heading', { name: AccessErrors.ACCESS_DENIED_PAGE })).toBeVisible();
    await expect(denied).toContainText('Your role: MEMBER');
    await expect(denied.getByRole('button', { name: 'Upgrade Account' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Account settings' })).toHaveCount(0);

    // Contact Administrator opens its form; Go to Dashboard leads away.
    await denied.getByRole('button', { name: 'Contact Administrator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Administrator' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Subject')).toBeVisible();
    await expect(dialog.getByLabel('Message')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await denied.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await expect(accountSwitcher(page, 'Acme Robotics')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the login page in French: the language chosen in the public select gives the French title, labels and messages, and stays after a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');

  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByText('Bon retour. Connectez-vous à votre espace de travail.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer un compte' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comptes de démonstration' })).toBeVisible();

  // The form's own checks speak French too (nothing is sent).
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
  await expect(page.getByText('Saisissez votre mot de passe')).toBeVisible();

  // The choice is remembered under i18nextLng.
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
