/** The comparison pages' strings in fr ('competitors' namespace). */
export const competitors = {
  title: "Comment nous nous comparons",
  subtitle: "Six domaines dans un seul produit, chacun relié à vos finances et à votre livraison. Choisissez un domaine pour le voir à côté des outils habituels.",
  metaTitle: "Comparer Suite aux autres outils",
  open: "Voir la comparaison",
  back: "Toutes les comparaisons",
  notFound: "Il n'y a pas de comparaison ici.",
  us: "Suite",
  feature: "Fonctionnalité",
  description: "Description",
  yes: "Oui",
  no: "Non",
  unknown: "Non documenté",
  legend: "Concurrents tels que documentés publiquement le {{date}}. « Non documenté » signifie que nous n'avons pas pu le confirmer, pas que cela manque.",
  moreLinks: "Essayez vous-même",
  cta: {
    startFreeTrial: "Commencer l'essai gratuit",
    exploreFeatures: "Découvrir les fonctionnalités",
    seeLiveDemo: "Voir la démo en direct",
    tryPokerDemo: "Essayer la démo de planning poker",
    tryRetroDemo: "Essayer la démo de rétrospective",
    tryKanbanDemo: "Essayer la démo kanban",
    tryPricingDemo: "Essayer la démo du simulateur de prix",
    exploreDiscovery: "Découvrir la découverte produit",
    exploreInvestorDashboard: "Découvrir le tableau de bord investisseur",
  },
  pages: {
    'agile-survival': {
      name: "Agile axé sur la survie",
      summary: "Planning poker, rétrospectives et kanban où chaque point a un coût et chaque sprint se lit face à votre trésorerie.",
      tabs: {
        planningPoker: {
          label: "Planning Poker",
          rows: {
            rooms: { feature: "Salles d'estimation en temps réel", description: "Tout le monde vote en même temps, les cartes restent cachées jusqu'à la révélation." },
            scales: { feature: "Plusieurs échelles de vote", description: "Fibonacci, tailles de T-shirt et échelles personnalisées par session." },
            cost: { feature: "Coût de chaque estimation", description: "Une estimation indique son coût à partir de votre coût par point." },
          },
        },
        retrospectives: {
          label: "Rétrospectives",
          rows: {
            boards: { feature: "Tableaux de rétro intégrés", description: "Colonnes, cartes anonymes et votes dans le même outil que le tableau." },
            actions: { feature: "Actions suivies", description: "Les actions passent à la rétro suivante jusqu'à ce qu'elles soient faites." },
            runway: { feature: "La trésorerie dans la rétro", description: "Le sprint est discuté à côté de l'argent qu'il a consommé." },
          },
        },
        kanban: {
          label: "Tableaux Kanban",
          rows: {
            board: { feature: "Tableau kanban", description: "Colonnes, glisser-déposer, couloirs." },
            wip: { feature: "Limites de travail en cours", description: "Une colonne avertit quand elle dépasse sa limite." },
            burn: { feature: "Dépense par sprint", description: "L'argent dépensé par un sprint, lu depuis le tableau." },
          },
        },
      },
    },
    'business-intelligence': {
      name: "Intelligence d'affaires",
      summary: "Taux de dépense, analyses de revenus et simulation de prix construits sur les mêmes chiffres que vos équipes livrent.",
      tabs: {
        burnRate: {
          label: "Suivi du taux de dépense",
          rows: {
            monthly: { feature: "Dépense mensuelle", description: "Dépense brute et nette mois par mois." },
            runway: { feature: "Autonomie en mois", description: "Trésorerie divisée par la dépense nette, avec la date où l'argent manque." },
            delivery: { feature: "Dépense par équipe", description: "Dépenses réparties entre les équipes qui font le travail." },
          },
        },
        financialAnalytics: {
          label: "Analyses financières",
          rows: {
            mrr: { feature: "MRR et ARR", description: "Revenu récurrent avec nouveaux clients, expansion et attrition." },
            cohorts: { feature: "Cohortes", description: "Rétention des clients par mois de début." },
            velocity: { feature: "Revenus et vélocité", description: "Les revenus lus à côté de ce que les équipes ont livré." },
          },
        },
        pricingSimulation: {
          label: "Simulation de prix",
          rows: {
            projection: { feature: "Projection sur 24 mois", description: "Modèles abonnement, freemium et transaction projetés mois par mois." },
            sensitivity: { feature: "Sensibilité", description: "L'hypothèse qui fait le plus varier le revenu de l'année 2." },
            actuals: { feature: "Projection face au réel", description: "Le modèle comparé à ce qui s'est vraiment passé." },
          },
        },
      },
    },
    'product-management': {
      name: "Gestion de produit",
      summary: "Découverte, échafaudage de MVP et backlog stratégique noté par valeur et coût.",
      tabs: {
        productDiscovery: {
          label: "Découverte produit",
          rows: {
            insights: { feature: "Retours clients", description: "Entretiens et notes regroupés en opportunités." },
            validation: { feature: "Expériences de validation", description: "Hypothèses testées avec un verdict." },
            runway: { feature: "Priorités selon la trésorerie", description: "Les idées pesées face aux mois de trésorerie restants." },
          },
        },
        mvpScaffolding: {
          label: "Échafaudage de MVP",
          rows: {
            templates: { feature: "Modèles de MVP", description: "Un plan de départ dimensionné par modèle économique." },
            viability: { feature: "Vérification de viabilité", description: "Si le MVP tient dans votre trésorerie, calcul à l'appui." },
            board: { feature: "Directement sur le tableau", description: "Le backlog du MVP arrive sur le tableau de livraison." },
          },
        },
        strategicBacklog: {
          label: "Backlog stratégique",
          rows: {
            scoring: { feature: "Notation des priorités", description: "Éléments classés par facteurs expliqués." },
            roi: { feature: "ROI des fonctionnalités", description: "Retour, délai de récupération et VAN par fonctionnalité à partir du coût mesuré." },
            sprints: { feature: "Relié aux sprints", description: "Éléments stratégiques suivis jusqu'à la livraison." },
          },
        },
      },
    },
    'investor-intelligence': {
      name: "Intelligence investisseur",
      summary: "Suivi de portefeuille et tableaux de bord investisseurs alimentés par les vraies données des entreprises.",
      tabs: {
        portfolioMonitoring: {
          label: "Suivi de portefeuille",
          rows: {
            kpis: { feature: "Indicateurs du portefeuille", description: "Revenus, dépense et autonomie par entreprise." },
            updates: { feature: "Nouvelles des entreprises", description: "Les fondateurs partagent leurs nouvelles avec leurs investisseurs." },
            delivery: { feature: "Santé de la livraison", description: "Les investisseurs voient si les équipes livrent ce qu'elles prévoient." },
          },
        },
        investorDashboards: {
          label: "Tableaux de bord investisseurs",
          rows: {
            portfolio: { feature: "Tableau de bord du portefeuille", description: "Toutes les entreprises, valeurs et participations sur un écran." },
            dataRoom: { feature: "Data room", description: "Documents partagés avec suivi des accès." },
            live: { feature: "Données opérationnelles en direct", description: "Des chiffres issus des outils de l'entreprise, pas saisis à la main." },
          },
        },
        healthScoring: {
          label: "Score de santé",
          rows: {
            score: { feature: "Score de santé de l'entreprise", description: "Un score par entreprise à partir de ses chiffres." },
            alerts: { feature: "Alertes", description: "Avertissements quand l'autonomie ou la croissance se retourne." },
            explained: { feature: "Score expliqué", description: "Chaque point du score relié à un chiffre." },
          },
        },
      },
    },
    'operational-cadence': {
      name: "Cadence opérationnelle",
      summary: "Évaluations, équipes, objectifs et entretiens individuels au rythme de vos sprints.",
      tabs: {
        performanceReviews: {
          label: "Évaluations de performance",
          rows: {
            cycles: { feature: "Cycles d'évaluation", description: "Auto-évaluation, évaluation du manager et cycles planifiés." },
            peer: { feature: "Retours des pairs", description: "Les collègues donnent leur avis." },
            delivery: { feature: "Preuves de livraison", description: "Les évaluations lues à côté du travail réellement livré." },
          },
        },
        teamManagement: {
          label: "Gestion d'équipe",
          rows: {
            roster: { feature: "Organigramme", description: "Équipes, managers et liens hiérarchiques." },
            pulse: { feature: "Sondages d’ambiance", description: "Courts sondages récurrents." },
            capacity: { feature: "Capacité depuis le tableau", description: "La charge de l'équipe lue dans les engagements de sprint." },
          },
        },
        goalManagement: {
          label: "Gestion des objectifs",
          rows: {
            okrs: { feature: "OKR", description: "Objectifs avec résultats clés mesurables." },
            checkIns: { feature: "Points d'avancement", description: "Progrès enregistré à un rythme régulier." },
            runway: { feature: "Objectifs face à la trésorerie", description: "Objectifs pesés face à la trésorerie et à la livraison." },
          },
        },
        oneOnOnes: {
          label: "Entretiens individuels",
          rows: {
            agendas: { feature: "Ordres du jour partagés", description: "Les deux côtés ajoutent des sujets avant la réunion." },
            actions: { feature: "Actions", description: "Suites reportées à l'entretien suivant." },
            sprint: { feature: "Contexte du sprint", description: "Le travail de sprint en cours de la personne dans la réunion." },
          },
        },
      },
    },
    'customer-engagement': {
      name: "Engagement client",
      summary: "Retours, sentiment et suivi des actions qui alimentent votre backlog.",
      tabs: {
        customerFeedback: {
          label: "Retours clients",
          rows: {
            widget: { feature: "Widget de retours", description: "Un widget sur votre site recueille les retours." },
            votes: { feature: "Demandes avec votes", description: "Les clients votent pour les demandes." },
            backlog: { feature: "Vers le backlog", description: "Un retour devient un élément du backlog avec sa source." },
          },
        },
        sentimentAnalysis: {
          label: "Analyse du sentiment",
          rows: {
            sentiment: { feature: "Sentiment par message", description: "Positif, neutre ou négatif pour chaque retour." },
            trend: { feature: "Tendance du sentiment", description: "L'évolution du sentiment dans le temps." },
            revenue: { feature: "Sentiment par revenu", description: "Sentiment pondéré par ce que paient les clients." },
          },
        },
        actionTracking: {
          label: "Suivi des actions",
          rows: {
            status: { feature: "Statut des demandes", description: "Prévu, en cours, fait." },
            notify: { feature: "Clients informés", description: "Les clients sont prévenus quand leur demande est livrée." },
            sprints: { feature: "Relié aux sprints", description: "Actions suivies sur le tableau de livraison." },
          },
        },
      },
    },
  },
};
