import type { MarketingBody, MarketingPageId } from './types.js';

const start = { label: 'Commencer gratuitement', to: '/register' };
const pricing = { label: 'Voir les tarifs', to: '/pricing' };

/** The marketing pages' bodies in fr. */
export const body: Record<MarketingPageId, MarketingBody> = {
  features: {
    lead: 'Un seul produit pour une équipe de startup : les outils agiles de chaque semaine, les finances dont vous répondez, et les personnes qui financent et utilisent ce que vous construisez. Chaque domaine est inclus dans chaque offre.',
    sections: [
      { title: 'Agilité de survie', text: 'Planning poker, rétrospectives, kanban, backlog et sprints. Un point a un coût, et un sprint se lit face à votre runway.', points: ['Salles d’estimation en temps réel', 'Des rétros dont les actions arrivent au backlog', 'Des tableaux avec limites de WIP et métriques de flux'] },
      { title: 'Intelligence d’affaires', text: 'Trésorerie, dépenses, revenus et effectifs dans un même modèle : runway, burn, seuil de rentabilité, trésorerie, prévisions avec scénarios, KPI et tableau de bord du CFO.', points: ['Le runway en jours et en mois, à partir de vos chiffres', 'Alertes de burn à 90 et 30 jours', 'Un simulateur de prix sur 24 mois'] },
      { title: 'Gestion de produit', text: 'Un portefeuille du produit à la sous-tâche, chaque élément avec une justification et un budget, noté selon la valeur, l’impact client, l’alignement et le risque.' },
      { title: 'Intelligence investisseurs', text: 'Les investisseurs voient en direct les entreprises qui leur donnent accès : runway, burn, croissance, mises à jour, alertes, rapports et data room.' },
      { title: 'Cadence opérationnelle', text: 'Entretiens individuels, évaluations, OKR, points hebdomadaires, sondages d’ambiance, fiches d’indicateurs et santé d’équipe, au rythme de vos sprints.' },
      { title: 'Engagement client', text: 'Un widget de retours pour votre site, NPS et CSAT, sentiment, cartes de chaleur et entonnoirs ; les retours vont au backlog avec leur source.' },
    ],
    ctas: [start, pricing],
    related: [
      { label: 'Comparer avec d’autres outils', to: '/competitors' },
      { label: 'Lire la documentation', to: '/docs' },
    ],
  },
  about: {
    lead: 'Les startups échouent rarement à cause d’un mauvais sprint. Elles échouent parce que l’argent s’épuise avant que le produit trouve ses clients. Nous construisons un endroit où les deux sont visibles.',
    sections: [
      { title: 'Pourquoi un seul produit', text: 'Les équipes estiment dans un outil, suivent la trésorerie dans un tableur et rendent compte aux investisseurs en diapositives. Chaque copie dérive. Ici, le coût d’un point, le runway et la mise à jour aux investisseurs viennent des mêmes chiffres.' },
      { title: 'Comment nous le construisons', text: 'Explicable par conception : chaque chiffre remonte à ce qui l’a produit. Les fonctions dites « IA » sont des analyses déterministes de vos propres données, et elles le disent.' },
      { title: 'Où nous en sommes', text: 'Le produit est proposé en anglais, français et espagnol. Les prix sont publics et simples : gratuit jusqu’à 5 utilisateurs, puis 5 $ par utilisateur et par mois.' },
      { title: 'Nous écrire', text: 'Questions, partenariats ou presse : écrivez-nous par le formulaire de support ; une personne répond sous un jour ouvré.' },
    ],
    ctas: [start, { label: 'Contacter le support', to: '/support' }],
  },
  privacy: {
    lead: 'Cette politique indique quelles données personnelles le service traite, pourquoi, combien de temps, et ce que vous pouvez nous demander. Elle couvre l’application web, son API et le widget de retours intégrable.',
    sections: [
      { title: 'Ce que nous collectons', text: 'Les données de compte que vous fournissez (nom, e-mail, téléphone, entreprise, persona), ce que votre équipe saisit dans le produit, les données de facturation (marque et quatre derniers chiffres de la carte seulement ; les numéros sont détenus par le prestataire de paiement), et des journaux techniques (adresse IP, navigateur, tentatives de connexion) pour la sécurité.' },
      { title: 'Pourquoi', text: 'Pour fournir le service souscrit (contrat), le sécuriser et prévenir les abus (intérêt légitime), vous facturer (contrat et obligation légale), et envoyer les e-mails demandés ; vous pouvez couper les e-mails non essentiels dans vos préférences.' },
      { title: 'Le widget de retours', text: 'Quand l’un de vos clients répond à votre widget, la réponse, la page et un identifiant de session anonyme sont enregistrés pour votre compte. Un e-mail n’est enregistré que si votre site identifie le visiteur. Vous êtes responsable de ces données ; nous les traitons pour votre compte.' },
      { title: 'Cookies', text: 'L’application garde votre session dans le stockage du navigateur. Un cookie first-party nommé suite_ref enregistre un lien d’affiliation suivi, pendant 60 jours, pour créditer la recommandation ; il ne contient qu’un identifiant aléatoire. Aucun traceur publicitaire.' },
      { title: 'Durée de conservation', text: 'Les données de compte sont gardées tant que le compte existe et supprimées sous 30 jours après sa suppression, sauf les factures que la loi impose de conserver. Les journaux de sécurité sont gardés 12 mois.' },
      { title: 'Vos droits', text: 'Vous pouvez accéder à vos données, les corriger, les exporter et les supprimer, vous opposer à un traitement et saisir votre autorité de protection des données. Les propriétaires exportent et suppriment un compte depuis ses réglages ; chacun peut écrire au support.' },
    ],
    ctas: [{ label: 'Contacter le support', to: '/support' }],
    related: [{ label: 'Conditions d’utilisation', to: '/terms' }],
  },
  terms: {
    lead: 'Ces conditions sont l’accord entre votre organisation et nous lorsque vous utilisez le service. En créant un compte, vous les acceptez au nom du compte.',
    sections: [
      { title: 'Comptes', text: 'Vous devez fournir des informations exactes et protéger votre mot de passe et votre second facteur. Le propriétaire du compte décide des membres et de leurs rôles ; propriétaires et administrateurs répondent de ce qu’ils accordent.' },
      { title: 'Offres et facturation', text: 'Free est gratuit jusqu’à 5 utilisateurs. Pro coûte 29 $ par mois et Enterprise 99 $ par mois, les utilisateurs supplémentaires 5 $ par mois ; en annuel, 12 mois à 80 %. Prix en USD, payés d’avance avec une facture numérotée. Résiliable à tout moment ; l’offre reste jusqu’à la fin de la période payée.' },
      { title: 'Usage acceptable', text: 'N’enfreignez pas la loi, n’attaquez pas le service, ne le revendez pas et n’y déposez pas de données sans en avoir le droit. Nous pouvons suspendre un compte qui met les autres en danger, en vous prévenant quand c’est possible.' },
      { title: 'Vos données', text: 'Ce que vous mettez dans le service reste à vous. Nous ne le traitons que pour fournir le service, comme le dit la politique de confidentialité. Vous pouvez l’exporter à tout moment.' },
      { title: 'Disponibilité et changements', text: 'Nous veillons à la disponibilité du service et prévenons avant toute maintenance planifiée. Les changements importants de ces conditions sont annoncés 30 jours à l’avance.' },
      { title: 'Responsabilité', text: 'Le service est fourni en l’état. Notre responsabilité totale sur une année est limitée à ce que vous nous avez payé dans les 12 mois précédant la réclamation, sauf si la loi interdit une limite.' },
    ],
    ctas: [start],
    related: [{ label: 'Politique de confidentialité', to: '/privacy' }, pricing],
  },
  'product-management': {
    lead: 'Planifiez quoi construire en voyant son coût et sa valeur, et envoyez-le aux équipes qui le construisent.',
    sections: [
      { title: 'Un portefeuille à six niveaux', text: 'Produit, initiative, epic, user story, tâche et sous-tâche. Chaque élément porte une justification et un budget en centimes ; un enfant ne dépense jamais plus que son parent ne permet.' },
      { title: 'Un score de ROI explicable', text: 'Valeur 40 %, impact client 30 %, alignement stratégique 20 % et risque 10 % : chaque score montre son détail.' },
      { title: 'Découverte et laboratoire de validation', text: 'Les documents de découverte passent de brouillon à revue puis approuvé ; les hypothèses reçoivent un verdict qui fait bouger le risque et le score.' },
      { title: 'Scénarios MVP et ROI des fonctionnalités', text: 'Un MVP est vérifié face à votre runway (viable sous 60 %, risqué sous 80 %), et le retour de chaque fonctionnalité se mesure au coût réel de ses points.' },
    ],
    ctas: [start, { label: 'Explorer la découverte produit', to: '/product-discovery' }],
    related: [{ label: 'Comparer les outils produit', to: '/competitors/product-management' }],
  },
  'business-intelligence': {
    lead: 'Sachez combien de temps dure l’argent et ce que chaque décision y change, à partir des chiffres que vous avez déjà.',
    sections: [
      { title: 'Runway et burn', text: 'Soldes de trésorerie, dépenses ponctuelles et récurrentes, autres revenus et chiffre d’affaires donnent le burn brut et net, le runway en jours (un mois compte 30 jours) et la date où la trésorerie s’épuise.', points: ['Le burn hebdomadaire est le burn mensuel divisé par 4,33', 'Alertes par e-mail sous 90 et 30 jours de runway'] },
      { title: 'Rentabilité, trésorerie et prévisions', text: 'Voyez quand le revenu couvre les coûts, mois par mois, et comparez des scénarios comme une embauche ou un changement de prix avant de décider.' },
      { title: 'Le coût de la livraison', text: 'Les points ouverts multipliés par votre coût par point montrent ce que le travail engagé va dépenser.' },
      { title: 'KPI et tableau de bord du CFO', text: 'Construisez des KPI avec objectifs ; le tableau de bord liste ce qui va bien et ce qui demande de l’attention, trois de chaque.' },
      { title: 'Simulateur de prix', text: 'Tarification SaaS, freemium ou à la transaction projetée sur 24 mois, avec attrition et valeur vie client.' },
    ],
    ctas: [start, { label: 'Essayer le simulateur de prix', to: '/pricing-simulator' }],
    related: [{ label: 'Comparer les outils de BI', to: '/competitors/business-intelligence' }],
  },
  'customer-engagement-feedback': {
    lead: 'Écoutez vos clients là où ils utilisent votre produit, et agissez au même endroit où vous planifiez le travail.',
    sections: [
      { title: 'Recueillir', text: 'Notes, NPS, CSAT et questions ouvertes via le widget sur votre site, déclenchés par page, durée, défilement ou intention de sortie.' },
      { title: 'Comprendre', text: 'NPS et CSAT dans le temps, sentiment par réponse, cartes de chaleur des clics, entonnoirs de conversion, cohortes et santé client.' },
      { title: 'Agir', text: 'Étiquetez, filtrez et changez le statut des retours, puis envoyez-les au backlog : l’élément se souvient de sa source.' },
    ],
    ctas: [start, { label: 'Voir la démo en direct', to: '/demo/feedback' }],
    related: [
      { label: 'Le widget de retours', to: '/feedback-widget' },
      { label: 'Comparer les outils de retours', to: '/competitors/customer-engagement' },
    ],
  },
  'feedback-widget': {
    lead: 'Ajoutez une balise script à votre site et recueillez des retours en quelques minutes.',
    sections: [
      { title: 'Léger et sûr', text: 'Le chargeur pèse moins de 3 Ko compressé et ne charge le widget que si nécessaire. Il s’affiche dans un shadow root : votre CSS ne peut pas le casser ni lui le vôtre, et il fonctionne avec une Content Security Policy stricte.' },
      { title: 'Fiable', text: 'Les réponses sont mises en file quand le visiteur est hors ligne et envoyées par sendBeacon à la fermeture de la page. Les doublons sont écartés côté serveur.' },
      { title: 'Sous votre contrôle', text: 'Chaque widget a sa clé d’API (renouvelable à tout moment), ses questions, son ciblage et une vérification d’installation qui confirme l’arrivée des événements sous 15 minutes.' },
    ],
    ctas: [start, { label: 'Voir la démo en direct', to: '/demo/feedback' }],
    related: [{ label: 'Engagement client', to: '/customer-engagement-feedback' }],
  },
  'investor-intelligence': {
    lead: 'Pour les investisseurs : les entreprises que vous soutenez, avec leurs propres chiffres, aussi souvent que vous le voulez. Pour les fondateurs : partagez exactement ce que vous choisissez, et voyez chaque consultation.',
    sections: [
      { title: 'Des accès qui appartiennent à l’entreprise', text: 'Le propriétaire ou un administrateur accorde à un investisseur un accès par ressource et action (tableau de bord, communications, data room) et peut le révoquer ; la requête suivante est refusée aussitôt.' },
      { title: 'Un portefeuille en direct', text: 'Runway (rouge sous 8 mois, orange sous 12), burn, MRR et croissance par entreprise, valeur du portefeuille, et alertes quand la tendance tourne.' },
      { title: 'Des mises à jour sans relance', text: 'Demandez une mise à jour ; le fondateur répond avec des chiffres datés. Rapports et dossiers de conseil sont pré-remplis depuis les données financières.' },
      { title: 'Une data room avec journal d’accès', text: 'Des documents partagés avec les investisseurs ; chaque ouverture est inscrite au journal de l’entreprise.' },
    ],
    ctas: [{ label: 'Rejoindre en tant qu’investisseur', to: '/register?persona=INVESTOR' }, { label: 'Parcourir l’annuaire des startups', to: '/business-directory' }],
    related: [{ label: 'Comparer les outils investisseurs', to: '/competitors/investor-intelligence' }],
  },
  'survival-focused-agile': {
    lead: 'Des rituels agiles qui gardent l’entreprise en vie : chaque estimation a un prix et chaque sprint se mesure au runway.',
    sections: [
      { title: 'Planning poker', text: 'Estimez ensemble en temps réel avec Fibonacci, tailles de t-shirt ou votre jeu ; le coût de l’estimation s’affiche depuis votre coût par point.' },
      { title: 'Rétrospectives', text: 'Des phases de l’écriture au vote puis aux actions, des cartes anonymes, et des actions qui vous suivent jusqu’à la rétro suivante et au backlog.' },
      { title: 'Kanban et sprints', text: 'Tableaux avec limites de WIP, couloirs, temps de cycle et débit ; sprints avec vélocité et capacité.' },
      { title: 'L’argent dans la boucle', text: 'La vélocité et le coût d’un point alimentent les tableaux financiers : livraison et runway se lisent ensemble.' },
    ],
    ctas: [start, { label: 'Essayer la démo de planning poker', to: '/demo/planning-poker' }],
    related: [
      { label: 'Planning poker', to: '/planning-poker' },
      { label: 'Rétrospectives', to: '/retrospectives' },
      { label: 'Kanban agile', to: '/agile-kanban' },
      { label: 'Comparer avec Jira, Trello et les autres', to: '/competitors/agile-survival' },
    ],
  },
  'operational-cadence': {
    lead: 'Le côté humain d’une startup, sur un rythme régulier, relié au travail et aux chiffres.',
    sections: [
      { title: 'Entretiens individuels', text: 'Ordres du jour partagés, notes privées et actions reportées.' },
      { title: 'Évaluations de performance', text: 'Des cycles avec auto-évaluation, manager et pairs, notes et calibrage.' },
      { title: 'Objectifs et OKR', text: 'Des résultats clés qui peuvent suivre des chiffres en direct comme le MRR, le runway ou la vélocité, avec des points hebdomadaires.' },
      { title: 'Ambiance, fiches d’indicateurs et santé d’équipe', text: 'Sondages d’ambiance anonymes (résultats masqués sous 5 réponses), indicateurs hebdomadaires avec objectifs et une vue de la santé d’équipe.' },
    ],
    ctas: [start, { label: 'Explorer les évaluations', to: '/performance-reviews' }],
    related: [
      { label: 'Entretiens individuels', to: '/operational-cadence/one-on-ones' },
      { label: 'Évaluations de performance', to: '/operational-cadence/performance-reviews' },
      { label: 'Objectifs et OKR', to: '/operational-cadence/goals' },
      { label: 'Sondages d’ambiance et santé d’équipe', to: '/operational-cadence/team-health' },
    ],
  },
  'operational-cadence/one-on-ones': {
    lead: 'De meilleurs entretiens individuels avec moins d’administratif : chacun prépare, rien ne se perd.',
    sections: [
      { title: 'Ordre du jour partagé', text: 'Manager et collaborateur ajoutent des sujets avant la réunion ; les sujets non traités passent à la suivante.' },
      { title: 'Notes privées et partagées', text: 'Des notes partagées pour les deux, des notes privées que seul leur auteur lit.' },
      { title: 'Actions et récurrence', text: 'Des actions avec responsable et échéance ; récurrence hebdomadaire ou bimensuelle avec rappels et flux calendrier.' },
    ],
    ctas: [start],
    related: [{ label: 'Cadence opérationnelle', to: '/operational-cadence' }],
  },
  'operational-cadence/performance-reviews': {
    lead: 'Des évaluations justes et régulières, ancrées dans le travail réellement fait.',
    sections: [
      { title: 'Cycles', text: 'Ouvrez un cycle, choisissez qui évalue qui : soi-même, le manager et les pairs, avec des échéances.' },
      { title: 'Notes et calibrage', text: 'Des notes sur une échelle commune et une vue de calibrage pour comparer avant de partager les résultats.' },
      { title: 'Éléments factuels', text: 'Les objectifs et le travail livré sont à côté du formulaire d’évaluation.' },
    ],
    ctas: [start, { label: 'Explorer les évaluations', to: '/performance-reviews' }],
    related: [{ label: 'Cadence opérationnelle', to: '/operational-cadence' }],
  },
  'operational-cadence/goals': {
    lead: 'Des objectifs visibles de toute l’équipe, avec des résultats clés qui se mettent à jour seuls quand c’est possible.',
    sections: [
      { title: 'OKR', text: 'Objectifs d’entreprise, d’équipe et individuels avec des résultats clés mesurables.' },
      { title: 'Résultats clés en direct', text: 'Un résultat clé peut suivre le MRR ou le runway depuis la finance, ou la vélocité depuis les tableaux de livraison.' },
      { title: 'Points réguliers', text: 'Un court point hebdomadaire enregistre la progression et la confiance.' },
    ],
    ctas: [start],
    related: [{ label: 'Cadence opérationnelle', to: '/operational-cadence' }],
  },
  'operational-cadence/team-health': {
    lead: 'Sachez comment va l’équipe avant que cela se voie dans les chiffres.',
    sections: [
      { title: 'Sondages d’ambiance', text: 'De courts sondages récurrents et anonymes ; les résultats restent masqués tant que moins de 5 personnes ont répondu.' },
      { title: 'Fiches d’indicateurs', text: 'Des mesures hebdomadaires avec objectifs, chacune portée par une personne.' },
      { title: 'Santé d’équipe', text: 'Ambiance, charge et livraison réunis, équipe par équipe.' },
    ],
    ctas: [start],
    related: [{ label: 'Cadence opérationnelle', to: '/operational-cadence' }],
  },
  'planning-poker': {
    lead: 'Estimez les stories ensemble, en temps réel, sans effet d’ancrage.',
    sections: [
      { title: 'Voter, puis révéler', text: 'Chacun choisit une carte en privé ; l’animateur révèle tout d’un coup et voit l’écart et le consensus.' },
      { title: 'Votre échelle', text: 'Fibonacci, Fibonacci modifiée, tailles de t-shirt, puissances de deux ou votre propre jeu.' },
      { title: 'Invités et observateurs', text: 'Invitez par un lien ; les observateurs regardent sans voter.' },
      { title: 'Le coût de l’estimation', text: 'Avec un coût par point, chaque estimation montre ce qu’elle va dépenser, et part au backlog.' },
    ],
    ctas: [{ label: 'Essayer la démo de planning poker', to: '/demo/planning-poker' }, start],
    related: [{ label: 'Comment fonctionnent les votes (docs)', to: '/docs/user-guide/voting-systems' }],
  },
  retrospectives: {
    lead: 'Des rétros qui finissent par des décisions, et des décisions qui se font.',
    sections: [
      { title: 'Phases', text: 'Écrire, regrouper, voter, discuter et décider, avec un minuteur ; l’animateur fait avancer l’équipe.' },
      { title: 'Anonyme quand il le faut', text: 'Les cartes peuvent être anonymes pour que chacun dise ce qu’il pense.' },
      { title: 'Des actions qui tiennent', text: 'Les actions reviennent à chaque rétro jusqu’à être faites, et peuvent partir au backlog.' },
      { title: 'Modèles', text: 'Commencer, arrêter, continuer ; fâché, triste, content ; 4L ; ou vos propres colonnes.' },
    ],
    ctas: [{ label: 'Essayer la démo de rétrospective', to: '/demo/retrospectives' }, start],
    related: [{ label: 'Conseils d’animation (docs)', to: '/docs/best-practices/facilitation-tips' }],
  },
  'agile-kanban': {
    lead: 'Un tableau qui montre le flux du travail, et ce qu’il coûte.',
    sections: [
      { title: 'Des tableaux à votre façon', text: 'Colonnes, couloirs et types de cartes pour Scrum, Kanban ou votre propre processus.' },
      { title: 'Limites de WIP', text: 'Une colonne prévient quand elle dépasse sa limite.' },
      { title: 'Métriques de flux', text: 'Temps de cycle, délai de livraison, débit et diagramme de flux cumulé.' },
      { title: 'Backlog et sprints', text: 'Planifiez les sprints depuis le backlog avec la vélocité et la capacité sous les yeux.' },
    ],
    ctas: [{ label: 'Essayer la démo kanban', to: '/demo/kanban' }, start],
    related: [{ label: 'Agilité de survie', to: '/survival-focused-agile' }],
  },
};
