/** The shell frame's strings in fr ('shell' namespace). */
export const shell = {
  "brand": "Suite",
  "tagline": "Livraison agile et finance de startup, au même endroit",
  "nav": {
    "affiliateProgram": "Programme d'affiliation",
    "affiliateDashboard": "Tableau de bord affilié",
    "affiliateHowItWorks": "Fonctionnement",
    "aiAutomation": "IA et automatisation",
    "aiAssistant": "Assistant IA",
    "aiQuery": "Poser une question",
    "aiPredictive": "Prévisions",
    "aiInsights": "Analyses",
    "aiMeetings": "Réunions",
    "actionItems": "Actions à mener",
    "emailPreferences": "Préférences d’e-mail",
    "dashboard": "Tableau de bord",
    "agile": "Survie agile",
    "product": "Gestion de produit",
    "bi": "Business Intelligence",
    "investor": "Intelligence investisseurs",
    "cadence": "Cadence opérationnelle",
    "engagement": "Engagement client",
    "account": "Gestion du compte",
    "accountSettings": "Paramètres du compte",
    "features": "Fonctionnalités",
    "admin": "Administration",
    "adminDashboard": "Tableau de bord d'administration",
    "supportTickets": "Tickets d'assistance",
    "enterprise": "Entreprise",
    "enterpriseAdmin": "Administration entreprise",
    "governance": "Gouvernance",
    "approvals": "Approbations",
    "auditTrail": "Piste d'audit",
    "roles": "Rôles",
    "comments": "Commentaires et fils",
    "versions": "Gestion des versions",
    "help": "Aide",
    "contactSupport": "Contacter l'assistance",
    "usersTeams": "Utilisateurs et équipes",
    "profile": "Profil",
    "billing": "Facturation",
    "integrations": "Intégrations",
    "collapse": "Réduire la barre latérale",
    "expand": "Développer la barre latérale",
    "openMenu": "Ouvrir la navigation",
    "moduleLoading": "Chargement de la section...",
    "moduleFailed": "Impossible de charger cette section"
  },
  "quickSearch": {
    "title": "Aller à une page",
    "label": "Nom de la page",
    "placeholder": "Saisissez le nom d’une page ou d’une section",
    "empty": "Aucune page ne correspond à « {{query}} »",
    "results": "Pages",
    "move": "se déplacer",
    "open": "ouvrir",
    "close": "fermer",
    "button": "Rechercher une page ({{shortcut}})",
    "pricing": "Offres et tarifs",
    "closeLabel": "Fermer la recherche"
  },
  "assistantPrompt": {
    "button": "Demander à l’assistant IA",
    "name": "Assistant IA de survie",
    "title": "Vos chiffres, expliqués",
    "body": "Une fois connecté, l’assistant répond aux questions sur vos propres données (autonomie financière, dépense nette, vélocité, actions en retard, produits) avec les chiffres, la méthode et un lien vers l’écran. Sans approximation ni modèle de langage.",
    "plans": "Inclus dans Pro et Enterprise.",
    "signIn": "Se connecter",
    "register": "Créer un compte"
  },
  "layout": {
    "skipToContent": "Aller au contenu",
    "language": "Langue",
    "signIn": "Se connecter",
    "getStarted": "Commencer",
    "cart_one": "Panier, {{count}} article",
    "cart_other": "Panier, {{count}} articles"
  },
  "turnedOff": {
    "title": "Ce domaine est désactivé pour votre compte",
    "areaHint": "Le domaine {{area}} n’est pas activé pour ce compte.",
    "adminHint": "Vous pouvez le réactiver dans Paramètres du compte, Fonctionnalités.",
    "memberHint": "Demandez à un administrateur du compte de le réactiver si vous en avez besoin.",
    "back": "Retour",
    "dashboard": "Aller au tableau de bord",
    "turnOn": "L'activer dans Fonctionnalités"
  },
  "notFound": {
    "title": "Page introuvable",
    "hint": "La page que vous cherchez n'existe pas ou a été déplacée.",
    "home": "Retour à l'accueil"
  },
  "module": {
    "errorTitle": "{{name}} n'a pas pu être chargé",
    "errorHint": "Cette section est indisponible pour le moment. Le reste de l'application fonctionne.",
    "retry": "Réessayer"
  },
  "landing": {
    "title": "Livrez plus vite. Connaissez votre autonomie financière.",
    "subtitle": "Planning poker, rétrospectives, kanban, autonomie financière et reporting investisseurs pour les équipes et les fondateurs, dans un espace de travail serein.",
    "ctaRegister": "Commencer gratuitement",
    "ctaDemo": "Essayer la démo de planning poker",
    "freeNote": "Gratuit jusqu'à 5 utilisateurs. Les 6 domaines inclus. Installation en 5 minutes."
  },
  "dashboard": {
    "title": "Tableau de bord",
    "welcome": "Bon retour",
    "empty": "Votre espace est prêt. Les panneaux de chaque domaine apparaîtront ici."
  },
  "languages": {
    "en": "English",
    "fr": "Français",
    "es": "Español"
  },
  "access": {
    "title": "Accès refusé : vous n'avez pas l'autorisation d'accéder à cette page",
    "currentRole": "Votre rôle : {{role}}",
    "upgrade": "Passer à une offre supérieure",
    "contactAdmin": "Contacter l'administrateur",
    "goToDashboard": "Aller au tableau de bord"
  }
};
