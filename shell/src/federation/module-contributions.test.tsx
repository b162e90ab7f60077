import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { AccessErrors, defineWebModule, definePermissions, subject } from '@suite/sdk';
import { i18n, initI18n, translateError } from '@suite/sdk/i18n';
import { Can, SessionContext, type Session } from '@suite/sdk/react';
import { AbilityBoundary } from '../app/session/AbilityBoundary.js';
import { applyModuleContributions, dashboardKindFor } from './module-contributions.js';

const me = 'user-1';
const session: Session = {
  status: 'authenticated',
  user: { id: me, email: 'me@example.test', firstName: 'Me', lastName: 'Test', avatarUrl: null, primaryPersona: 'TEAM_MEMBER', emailVerified: true, isSuperAdmin: false, language: 'fr' },
  account: { id: 'account-1', name: 'Acme', slug: 'acme', role: 'MEMBER', permissions: [], plan: 'PRO', enabledFeatures: [] },
};

/** A module as a remote exposes it: a rule where ownership decides, an error text in French and Spanish, a dashboard. */
const notesModule = defineWebModule({
  id: 'agile',
  routes: [],
  nav: [],
  i18n: { en: {}, fr: {}, es: {} },
  permissions: definePermissions({
    module: 'notes-test',
    subjects: ['Note'],
    define({ user, isAdmin, can, cannot }) {
      if (isAdmin) return;
      cannot('update', 'Note');
      can('update', 'Note', { authorId: user.id });
    },
  }),
  errorTexts: { fr: { 'Note not found': 'Note introuvable' }, es: { 'Note not found': 'Nota no encontrada' } },
  dashboardKinds: [{ kind: 'notes', personas: ['TEAM_MEMBER'] }],
});

function Notes() {
  return (
    <SessionContext.Provider value={session}>
      <AbilityBoundary>
        <Can I="update" this={subject('Note', { authorId: 'someone-else' })}>
          <button type="button">Edit their note</button>
        </Can>
        <Can I="update" this={subject('Note', { authorId: me })}>
          <button type="button">Edit my note</button>
        </Can>
      </AbilityBoundary>
    </SessionContext.Provider>
  );
}

beforeAll(async () => {
  await initI18n({ lng: 'fr' });
});
afterEach(cleanup);

describe('a loaded module', () => {
  it("adds its permission rules to the ability <Can> reads, and its error texts to the 'errors' namespace", async () => {
    render(<Notes />);
    // Before the module loads, a member may update anything.
    expect(screen.getByRole('button', { name: 'Edit their note' })).toBeTruthy();
    expect(translateError('Note not found')).toBe('Note not found');

    act(() => applyModuleContributions(notesModule));

    expect(screen.queryByRole('button', { name: 'Edit their note' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit my note' })).toBeTruthy();
    expect(translateError('Note not found')).toBe('Note introuvable');
    // The platform's own texts are still there.
    expect(translateError(AccessErrors.ACCESS_DENIED_PAGE)).not.toBe(AccessErrors.ACCESS_DENIED_PAGE);
  });

  it('keeps its error texts for a language loaded later, next to the platform texts of that language', async () => {
    applyModuleContributions(notesModule);
    expect(i18n.hasResourceBundle('es', 'errors')).toBe(false);
    await act(async () => {
      await i18n.changeLanguage('es');
    });
    expect(translateError('Note not found')).toBe('Nota no encontrada');
    expect(translateError(AccessErrors.ACCESS_DENIED_PAGE)).not.toBe(AccessErrors.ACCESS_DENIED_PAGE);
    await i18n.changeLanguage('fr');
  });

  it("decides whose /dashboard it is: the persona's declared kind, else the founder's", () => {
    expect(dashboardKindFor('TEAM_MEMBER', [null, notesModule])).toBe('notes');
    expect(dashboardKindFor('FOUNDER', [notesModule])).toBe('founder');
    // No persona counts as a team member (platform.md section 2.2: everyone but founders gets the team dashboard).
    expect(dashboardKindFor(null, [notesModule])).toBe('notes');
    expect(dashboardKindFor('TEAM_MEMBER', [])).toBe('founder');
  });
});
