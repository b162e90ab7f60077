import type { authDemo as en } from './en.js';

/** The demo-accounts panel's strings in fr ('authDemo' namespace). */
export const authDemo: typeof en = {
  hint: 'Essayez le produit avec un compte préparé. Choisissez-en un pour remplir le formulaire.',
  passwordNote: 'Tous les comptes de démonstration utilisent le mot de passe <pw>{{password}}</pw>',
  plan: 'Offre {{plan}}',
  role: 'Rôle : {{role}}',
  allPermissions: 'Toutes les permissions du rôle',
  noExtraPermissions: 'Aucune permission supplémentaire',
  freeLimits: 'Offre Free : sessions limitées, un projet ou une équipe.',
  labels: {
    admin: 'Administrateur',
    teamLead: "Chef d'équipe",
    facilitator: 'Facilitateur',
    member: 'Membre',
    observer: 'Observateur',
    founder: 'Fondateur',
    investor: 'Investisseur',
    affiliate: 'Affilié',
  },
  plans: {
    FREE: 'Free',
    PRO: 'Pro',
    ENTERPRISE: 'Enterprise',
  },
  roles: {
    OWNER: 'Propriétaire',
    ADMIN: 'Administrateur',
    MEMBER: 'Membre',
    OBSERVER: 'Observateur',
    SUPER_ADMIN: 'Super administrateur',
  },
  descriptions: {
    admin: 'Gestion des utilisateurs et paramètres du compte.',
    teamLead: "Gestion d'équipe, création de sessions et invitations.",
    facilitator: 'Création et animation de sessions.',
    member: 'Participation et vote.',
    observer: 'Lecture seule.',
    founder: 'Tableau de bord fondateur : trésorerie, dépenses, produit et équipe.',
    investor: "Tableau de bord investisseur, avec accès à l'entreprise de démonstration Acme Robotics.",
    affiliate: 'Tableau de bord affilié : parrainages et commissions.',
  },
  planExtras: {
    admin: {
      PRO: "Pro ajoute l'analytique, les intégrations et l'assistant IA.",
      ENTERPRISE: "Enterprise ajoute le SSO, les journaux d'audit, une image de marque personnalisée et le support prioritaire.",
    },
    teamLead: { PRO: "Pro ajoute l'analytique avancée." },
    facilitator: { PRO: "Pro ajoute l'assistant IA et des modèles avancés." },
  },
};
