import { describe, expect, it } from 'vitest';
import { BUSINESS_MODELS, generateBacklog, generateTemplate } from './mvp-rules.js';

describe('MVP templates in French and Spanish', () => {
  it.each(BUSINESS_MODELS)('%s: the same backlog in every language (keys, hours, priorities), every text translated', (businessModel) => {
    const input = { businessModel, teamSize: 3, timelineMonths: 4 };
    const [en, fr, es] = (['en', 'fr', 'es'] as const).map((language) => generateBacklog(generateTemplate(input, language)));
    const shape = (items: typeof en) => items.map((i) => [i.key, i.type, i.estimatedHours, i.priority, i.mvpPhase, i.complexity]);
    expect(shape(fr!)).toEqual(shape(en!));
    expect(shape(es!)).toEqual(shape(en!));
    // No English title, reason or story part left in the translations.
    for (const [index, item] of en!.entries()) {
      for (const other of [fr!, es!]) {
        expect(other[index]!.title).not.toBe(item.title);
        expect(other[index]!.reason).not.toBe(item.reason);
        if (item.story) expect(other[index]!.story!.want).not.toBe(item.story.want);
      }
    }
  });

  it('explains the sizing in French with the same numbers', () => {
    const template = generateTemplate({ businessModel: 'SAAS', teamSize: 1, timelineMonths: 1 }, 'fr');
    expect(template.language).toBe('fr');
    expect(template.explanation).toMatch(/^Modèle SAAS : 5 epics, 148 heures pour une équipe de 1 \(stories x 1\)\. Capacité 1 x 1 mois x 120 h = 120 h ; /);
    expect(template.epics.map((e) => e.title)).toEqual(['Comptes et connexion', 'Parcours principal', 'Facturation par abonnement', 'Prise en main', 'Mesures et retours au lancement']);
    const backlog = generateBacklog(template);
    expect(backlog.find((i) => i.key === 'accounts.1.design')).toMatchObject({ title: 'Conception : S’inscrire avec son e-mail', reason: '15 % des 16 h de la story.' });
    expect(backlog.find((i) => i.key === 'accounts.1')!.reason).toBe('Fait partie de « Comptes et connexion » : Un e-mail de confirmation est envoyé.');
    // English templates carry no language (as before).
    expect(generateTemplate({ businessModel: 'SAAS', teamSize: 1, timelineMonths: 1 }).language).toBeUndefined();
  });
});
