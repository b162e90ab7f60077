import { body } from '@suite/sdk/marketing/body.fr';
import type { MarketingTexts } from './types.js';

/** The marketing pages in fr: titles and descriptions as the server writes them (platform-api/src/core/public-site/pages.ts). */
export const texts: MarketingTexts = {
  chrome: { related: "Pages liées", updated: "Dernière mise à jour : novembre 2026" },
  'features': { title: 'Fonctionnalités', description: 'Les six domaines dans un seul produit : agilité de survie, intelligence d’affaires, gestion de produit, intelligence investisseurs, cadence opérationnelle et engagement client.', ...body['features'] },
  'about': { title: 'À propos', description: 'Pourquoi nous construisons un seul produit qui relie la livraison et l’argent pour les équipes de startups, et comment nous travaillons.', ...body['about'] },
  'privacy': { title: 'Politique de confidentialité', description: 'Ce que nous collectons, pourquoi, combien de temps nous le gardons, qui le traite et vos droits sur vos données.', ...body['privacy'] },
  'terms': { title: 'Conditions d’utilisation', description: 'L’accord entre vous et nous : comptes, offres et facturation, usage acceptable, vos données et responsabilité.', ...body['terms'] },
  'product-management': { title: 'Gestion de produit', description: 'Un portefeuille du produit à la sous-tâche avec justification, budgets, score de ROI, découverte et laboratoire de validation.', ...body['product-management'] },
  'business-intelligence': { title: 'Intelligence d’affaires', description: 'Runway, burn, seuil de rentabilité, trésorerie, prévisions et KPI à partir de vos chiffres, avec le coût du travail engagé par l’équipe.', ...body['business-intelligence'] },
  'customer-engagement-feedback': { title: 'Engagement et retours clients', description: 'Recueillez les retours là où sont vos clients, lisez NPS, CSAT et sentiment, et envoyez l’essentiel dans votre backlog.', ...body['customer-engagement-feedback'] },
  'feedback-widget': { title: 'Widget de retours', description: 'Un script de 3 Ko pour votre site : notes, NPS et questions dans un shadow root que votre CSS ne peut pas casser, avec file hors ligne.', ...body['feedback-widget'] },
  'investor-intelligence': { title: 'Intelligence investisseurs', description: 'Les investisseurs suivent les entreprises qui leur donnent accès : runway, burn et croissance en direct, mises à jour, alertes, dossiers de conseil et data room.', ...body['investor-intelligence'] },
  'survival-focused-agile': { title: 'Agilité de survie', description: 'Planning poker, rétrospectives et kanban qui savent ce que coûte un point et combien de mois de runway il vous reste.', ...body['survival-focused-agile'] },
  'operational-cadence': { title: 'Cadence opérationnelle', description: 'Entretiens individuels, évaluations, OKR, points hebdomadaires, sondages d’ambiance, fiches d’indicateurs et santé d’équipe dans un même rythme.', ...body['operational-cadence'] },
  'operational-cadence/one-on-ones': { title: 'Entretiens individuels', description: 'Un ordre du jour partagé, des notes privées, des actions reportées et une récurrence qui garde la réunion au calendrier.', ...body['operational-cadence/one-on-ones'] },
  'operational-cadence/performance-reviews': { title: 'Évaluations de performance', description: 'Des cycles d’évaluation avec auto-évaluation, manager et pairs, notes et calibrage, sans tableur.', ...body['operational-cadence/performance-reviews'] },
  'operational-cadence/goals': { title: 'Objectifs et OKR', description: 'Des objectifs avec des résultats clés qui suivent des chiffres en direct (MRR, runway, vélocité) et des points hebdomadaires.', ...body['operational-cadence/goals'] },
  'operational-cadence/team-health': { title: 'Sondages d’ambiance et santé d’équipe', description: 'De courts sondages anonymes (résultats masqués sous 5 réponses), des fiches d’indicateurs hebdomadaires et une vue de la santé d’équipe.', ...body['operational-cadence/team-health'] },
  'planning-poker': { title: 'Planning poker', description: 'Estimez ensemble en temps réel avec Fibonacci, tailles de t-shirt ou votre propre jeu, voyez le consensus et ce que coûte l’estimation.', ...body['planning-poker'] },
  'retrospectives': { title: 'Rétrospectives', description: 'Animez une rétro par phases : écrivez des cartes, regroupez-les, votez, discutez et repartez avec des actions qui arrivent dans le backlog.', ...body['retrospectives'] },
  'agile-kanban': { title: 'Kanban agile', description: 'Des tableaux avec limites de WIP, couloirs et métriques de flux (temps de cycle, débit) pour Scrum, Kanban ou votre propre processus.', ...body['agile-kanban'] },
};
