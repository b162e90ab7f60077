import type { footer as en } from './en.js';

/** The public footer's strings in fr. */
export const footer: typeof en = {
  product: 'Produit',
  domains: 'Domaines',
  company: 'Entreprise',
  resources: 'Ressources',
  links: {
    features: 'Fonctionnalités',
    pricing: 'Tarifs',
    competitors: 'Comparatifs',
    directory: 'Annuaire des startups',
    pricingSimulator: 'Simulateur de prix',
    agile: 'Agilité de survie',
    bi: 'Intelligence d’affaires',
    product: 'Gestion de produit',
    investors: 'Intelligence investisseurs',
    cadence: 'Cadence opérationnelle',
    engagement: 'Retours clients',
    about: 'À propos',
    affiliate: 'Programme d’affiliation',
    privacy: 'Confidentialité',
    terms: 'Conditions',
    docs: 'Documentation',
    api: 'Référence de l’API',
    support: 'Support',
  },
  rights: '© 2026 Suite. Gratuit jusqu’à 5 utilisateurs, puis 5 $ par utilisateur et par mois.',
};
