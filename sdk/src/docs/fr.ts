import type { DocsContent } from './tree.js';

/** La documentation en français (mêmes articles que en.ts, bloc pour bloc ; les exemples de code sont identiques). */
export const content: DocsContent = {
  sections: {
    'getting-started': 'Premiers pas',
    'user-guide': 'Guide d’utilisation',
    'best-practices': 'Bonnes pratiques',
    teams: 'Équipes',
    api: 'API',
    integrations: 'Intégrations',
    ai: 'IA et automatisation',
    affiliates: 'Affiliés',
  },
  articles: {
    'getting-started/quick-start': {
      title: 'Démarrage rapide',
      summary: 'De l’inscription à votre première estimation en cinq minutes.',
      blocks: [
        { h: '1. Créez votre compte' },
        { p: 'Ouvrez /register, indiquez votre nom, votre e-mail et un mot de passe, et choisissez qui vous êtes : fondateur, investisseur ou affilié. Vous obtenez votre propre compte sur le plan Free (jusqu’à 5 utilisateurs, tous les domaines inclus) et vous êtes connecté aussitôt.' },
        { p: 'Confirmez votre e-mail avec le lien que nous envoyons. D’ici là, vous pouvez vous connecter, mais les pages du compte répondent « vérifiez d’abord votre e-mail ».' },
        { h: '2. Répondez à l’assistant de configuration' },
        { p: 'L’assistant demande le nom de votre entreprise, son stade et les domaines à afficher dans la barre latérale. Tout se modifie ensuite dans Paramètres du compte et Fonctionnalités.' },
        { h: '3. Invitez votre équipe' },
        { p: 'Gérer les utilisateurs et les équipes → Inviter. Chaque invité reçoit un e-mail avec un lien valable 7 jours et rejoint le compte avec le rôle choisi.' },
        { h: '4. Lancez quelque chose' },
        { list: ['Planning poker : /planning-poker → Nouvelle session, ajoutez des user stories, partagez le lien.', 'Rétrospective : /retrospectives → Nouvelle rétrospective, choisissez un modèle.', 'Autonomie financière : saisissez votre trésorerie et vos dépenses dans Business intelligence pour voir vos mois d’autonomie.'] },
        { p: 'Envie de faire le tour d’abord ? Les comptes de démonstration de la page de connexion contiennent des données d’exemple dans chaque domaine.' },
      ],
    },
    'getting-started/creating-teams': {
      title: 'Créer des équipes',
      summary: 'Les équipes regroupent les personnes pour les sessions, les tableaux et les rapports.',
      blocks: [
        { p: 'Un compte peut contenir plusieurs équipes (Free : une seule). Ouvrez Gérer les utilisateurs et les équipes → Équipes → Nouvelle équipe, donnez-lui un nom et ajoutez des membres du compte.' },
        { p: 'Une personne peut faire partie de plusieurs équipes. L’appartenance à une équipe décide quels tableaux et quelles sessions apparaissent en premier et quelle vélocité un rapport utilise ; ce sont toujours les rôles du compte qui décident de ce qu’une personne peut faire.' },
        { h: 'Rôles dans l’équipe' },
        { p: 'Dans une équipe, une personne est administrateur, facilitateur ou participant. Les administrateurs de l’équipe (et ceux du compte) gèrent l’équipe, ses membres et ses invitations ; les facilitateurs animent ses sessions.' },
        { h: 'Coût par point' },
        { p: 'Indiquez le coût d’un point de story du compte sur la page de calcul des coûts pour voir en argent ce que coûtent les estimations, les sprints et le travail en cours.' },
      ],
    },
    'getting-started/first-session': {
      title: 'Votre première session de planning poker',
      summary: 'Créez une session, invitez des personnes, estimez trois user stories.',
      blocks: [
        { list: ['Ouvrez /planning-poker et choisissez Nouvelle session.', 'Nommez-la, choisissez un système de vote (Fibonacci par défaut) et une équipe.', 'Ajoutez des user stories : un titre, éventuellement une description et des critères d’acceptation.', 'Copiez le lien d’accès et partagez-le. Les membres du compte rejoignent connectés ; les autres peuvent rejoindre en invités avec un nom.', 'Lancez le vote sur la première user story. Chacun choisit une carte ; les cartes restent cachées.', 'Révélez. Discutez des votes le plus haut et le plus bas, revotez si besoin, puis enregistrez l’estimation.'] },
        { p: 'La session se termine quand vous la clôturez ; ses estimations vont dans le backlog, et vous pouvez exporter la session en CSV, JSON ou Markdown.' },
      ],
    },
    'user-guide/voting-systems': {
      title: 'Systèmes de vote',
      summary: 'Les quatre jeux de cartes intégrés et les jeux personnalisés.',
      blocks: [
        { p: 'Une session utilise un seul système de vote. Chaque jeu a aussi la carte « ? » (pas sûr), qui compte comme une absence d’estimation.' },
        { list: ['Fibonacci : 0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89.', 'Fibonacci modifié : 0, ½, 1, 2, 3, 5, 8, 13, 20, 40, 100, et une carte café pour une pause.', 'Tailles de T-shirt : XS, S, M, L, XL, XXL (comptées 1, 2, 3, 5, 8, 13 points pour la vélocité).', 'Puissances de deux : 0, 1, 2, 4, 8, 16, 32, 64.'] },
        { h: 'Jeux personnalisés' },
        { p: 'Les administrateurs peuvent créer les jeux propres au compte, avec des libellés et des valeurs numériques. Une carte sans valeur (comme « ? ») ne compte jamais dans les moyennes.' },
        { h: 'Lire le résultat' },
        { p: 'Après la révélation, la salle montre chaque vote, la moyenne des votes numériques et s’il y a consensus (tout le monde a choisi la même carte). Le facilitateur enregistre l’estimation finale, qui n’est pas forcément la moyenne.' },
      ],
    },
    'user-guide/session-management': {
      title: 'Gérer les sessions',
      summary: 'Statuts, rôles dans une session, minuteurs et exports.',
      blocks: [
        { p: 'Une session de planning poker est DRAFT (brouillon), ACTIVE ou COMPLETED (terminée). Une rétrospective passe par SETUP, COLLECT, GROUP, VOTE, DISCUSS, ACTION_ITEMS et COMPLETED, une phase à la fois.' },
        { h: 'Rôles dans une session' },
        { list: ['Facilitateur : passe d’une user story ou d’une phase à l’autre, lance les minuteurs, révèle, clôture.', 'Participant : vote et écrit des cartes.', 'Observateur : regarde sans voter. Les observateurs du compte sont toujours observateurs.'] },
        { p: 'Un facilitateur ne peut pas quitter une session qu’il anime ; qu’il passe d’abord le rôle. Supprimer une session active est refusé : clôturez-la d’abord.' },
        { h: 'Minuteurs et exports' },
        { p: 'Les minuteurs s’affichent pour tous et survivent à une reconnexion. Les sessions terminées s’exportent en CSV, JSON ou Markdown.' },
      ],
    },
    'user-guide/analytics': {
      title: 'Analyses',
      summary: 'Vélocité, précision des estimations, indicateurs de flux et leur coût.',
      blocks: [
        { p: 'La vélocité est le nombre de points terminés par sprint ; la planification de sprint utilise la moyenne des trois derniers sprints. La précision des estimations compare les estimations au temps que les éléments ont réellement pris.' },
        { p: 'Les tableaux kanban montrent le temps de cycle (de commencé à terminé), le délai de livraison (de créé à terminé), le débit par semaine et un diagramme de flux cumulé.' },
        { p: 'Avec un coût par point, les tableaux de bord financiers montrent le coût du travail engagé (points ouverts × coût par point) à côté de votre autonomie financière.' },
      ],
    },
    'best-practices/estimation-techniques': {
      title: 'Techniques d’estimation',
      summary: 'Estimation relative, user stories de référence et quand découper.',
      blocks: [
        { list: ['Estimez par rapport à une user story de référence que tout le monde connaît, pas en heures.', 'Votez avant de discuter, pour ne pas s’ancrer sur le premier avis.', 'Quand les votes diffèrent de plus de deux cartes, laissez le plus haut et le plus bas s’expliquer, puis revotez.', 'Tout ce qui dépasse 13 (ou XL) est en général trop gros : découpez-le.', 'Utilisez « ? » honnêtement ; c’est le signal qu’il faut affiner la user story.'] },
        { p: 'Ne réestimez que si le périmètre a changé, pas parce que le travail a pris plus de temps : c’est à cela que servent les rapports de précision.' },
      ],
    },
    'best-practices/facilitation-tips': {
      title: 'Conseils d’animation',
      summary: 'Des sessions courtes, sûres et qui décident.',
      blocks: [
        { list: ['Limitez le temps : 3 à 5 minutes par user story, 5 à 7 minutes par phase de rétro. Utilisez le minuteur.', 'Activez les cartes anonymes quand l’équipe est nouvelle ou le sujet sensible.', 'Dans GROUP, fusionnez les doublons avant le vote pour ne pas disperser les votes.', 'Donnez 3 votes à chacun en rétro ; ne discutez que des 3 premiers sujets.', 'Terminez avec 3 actions au plus, chacune avec un responsable et une date.'] },
      ],
    },
    'best-practices/common-pitfalls': {
      title: 'Pièges courants',
      summary: 'Ce qui tourne mal avec les estimations et les rétros, et comment y remédier.',
      blocks: [
        { list: ['Des estimations transformées en échéances : suivez la précision, ne blâmez pas.', 'Le facilitateur vote le premier à voix haute : tout le monde vote en privé, toujours.', 'Des actions de rétro jamais vérifiées : elles reviennent à la rétro suivante tant qu’elles ne sont pas faites, regardez-les en premier.', 'La vélocité comparée entre équipes : les points sont relatifs à une équipe, comparez une équipe avec elle-même.', 'Ignorer le coût : un sprint qui consomme un mois d’autonomie financière doit livrer un mois de valeur.'] },
      ],
    },
    'teams/roles-permissions': {
      title: 'Rôles et permissions',
      summary: 'Ce que peuvent faire les propriétaires, administrateurs, membres et observateurs.',
      blocks: [
        { list: ['OWNER (propriétaire) : tout, y compris la facturation, la suppression du compte et le transfert de propriété. Un seul par compte.', 'ADMIN : tout sauf supprimer ou transférer le compte ; gère les utilisateurs, les équipes, la facturation et les paramètres.', 'MEMBER (membre) : lit tout, crée, modifie, supprime et vote dans les domaines ; pas de paramètres du compte, de facturation ni de gestion des utilisateurs.', 'OBSERVER (observateur) : lit et participe aux sessions en observateur ; ne modifie rien.'] },
        { h: 'Permissions nommées' },
        { p: 'Les administrateurs peuvent accorder à un membre des permissions nommées en plus de son rôle : page:billing, page:users_teams, page:financials (le tableau de bord CFO et les pages de planification financière), action_items:create, action_items:assign, billing.view, billing.purchase, billing.manage, integrations.manage, access:investor_dashboard et access:affiliate_dashboard.' },
        { h: 'Personas' },
        { p: 'Fondateur, investisseur, membre d’équipe ou affilié se choisit dans votre profil et décide de votre page d’accueil : les fondateurs /dashboard, les investisseurs /investor/dashboard, les affiliés /affiliate-dashboard. Les tableaux de bord investisseur et affilié sont aussi ouverts aux propriétaires, aux administrateurs et aux détenteurs de leur permission d’accès.' },
        { p: 'L’API applique les mêmes règles que les écrans : une action refusée répond 403.' },
      ],
    },
    'teams/inviting-members': {
      title: 'Inviter des membres',
      summary: 'Les invitations par e-mail, les places et ce que voit l’invité.',
      blocks: [
        { p: 'Les propriétaires et les administrateurs invitent depuis Gérer les utilisateurs et les équipes. Choisissez l’e-mail, le rôle et éventuellement des équipes. L’e-mail d’invitation contient un lien valable 7 jours ; vous pouvez le renvoyer ou le révoquer tant qu’il n’est pas accepté.' },
        { p: 'Une invitation occupe une place : Free et Pro incluent 5 utilisateurs ; Pro peut en acheter davantage à 5 $ par utilisateur et par mois. Quand le compte est plein, l’invitation est refusée avec la limite atteinte.' },
        { p: 'Une personne sans compte s’inscrit depuis le lien (seuls son nom et un mot de passe sont demandés) ; une personne qui a déjà un compte accepte et passe au nouveau compte depuis le menu du compte.' },
      ],
    },
    'teams/team-settings': {
      title: 'Paramètres d’équipe',
      summary: 'Noms, membres et leurs rôles d’équipe, coût par point et valeurs par défaut.',
      blocks: [
        { p: 'Chaque équipe a un nom, une description et des membres avec un rôle d’équipe (administrateur, facilitateur, participant). Les paramètres agiles du compte contiennent le coût d’un point de story et le système de vote par défaut des nouvelles sessions de poker (Fibonacci sauf si vous le changez) ; changer une valeur par défaut ne touche que les nouvelles sessions.' },
        { p: 'Retirer quelqu’un d’une équipe ne le retire pas du compte ; le retirer du compte le retire de toutes les équipes et ferme ses connexions en direct.' },
      ],
    },
    'api/overview': {
      title: 'Présentation de l’API',
      summary: 'Chemin de base, authentification, comptes, réponses et erreurs.',
      blocks: [
        { p: 'Tout ce que font les écrans passe par la même API HTTP sous /api. La référence complète, générée à partir des déclarations de routes du serveur lui-même, se trouve sur /api-reference (document OpenAPI sur /api/openapi.json).' },
        { h: 'Authentification' },
        { code: 'curl -s -X POST https://your-host/api/auth/login \\\n  -H "Content-Type: application/json" \\\n  -d \'{"email":"you@example.com","password":"..."}\'\n# -> { "success": true, "data": { "tokens": { "accessToken": "...", "refreshToken": "..." }, "accountId": "..." } }' },
        { p: 'Envoyez le jeton d’accès dans Authorization: Bearer <token>. Il dure une heure ; POST /api/auth/refresh avec le jeton de rafraîchissement donne une nouvelle paire (chaque jeton de rafraîchissement ne sert qu’une fois).' },
        { h: 'Comptes (tenants)' },
        { p: 'Les requêtes agissent dans le compte de votre session ; pour agir dans un autre compte dont vous êtes membre, envoyez X-Tenant-ID: <accountId>. Un compte dont vous n’êtes pas membre répond 403.' },
        { h: 'Réponses et erreurs' },
        { code: '{ "success": true, "data": { ... } }\n{ "success": false, "error": "Validation failed", "details": [{ "field": "name", "message": "..." }] }' },
        { p: 'Les erreurs de validation répondent 400, une connexion manquante 401, une permission refusée 403, un enregistrement introuvable 404, un conflit 409, une règle métier 422 et une limite de débit 429. Les textes d’erreur sont en anglais dans l’API ; l’application les affiche dans votre langue.' },
      ],
    },
    'api/sessions': {
      title: 'API des sessions',
      summary: 'Créer et animer des sessions de planning poker par HTTP.',
      blocks: [
        { code: '# List sessions\ncurl -s https://your-host/api/planning-poker/sessions -H "Authorization: Bearer $TOKEN"\n\n# Create one\ncurl -s -X POST https://your-host/api/planning-poker/sessions \\\n  -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \\\n  -d \'{"name":"Sprint 12 refinement","votingSystemId":"fibonacci"}\'' },
        { p: 'GET /api/planning-poker/sessions/{id} renvoie l’état complet d’une session (user stories, participants, votes une fois révélés). Rejoindre, voter et révéler existent aussi sous forme d’événements temps réel sur le websocket /ws, qu’utilise l’application ; la référence liste les deux.' },
        { p: 'Les rétrospectives se trouvent sous /api/retrospectives et les tableaux kanban sous /api/kanban, avec les mêmes conventions.' },
      ],
    },
    'api/webhooks': {
      title: 'Webhooks',
      summary: 'Être prévenu quand quelque chose se passe dans un compte.',
      blocks: [
        { p: 'Les propriétaires, les administrateurs et les membres disposant de integrations.manage enregistrent des points de terminaison de webhook dans Intégrations ou avec POST /api/integrations/webhooks. GET /api/integrations/webhooks/events liste les événements auxquels s’abonner.' },
        { p: 'Chaque point de terminaison reçoit un secret de signature, affiché une seule fois (renouvelez-le avec POST /api/integrations/webhooks/{id}/secret). Vérifiez avec lui la signature de chaque envoi avant de faire confiance au contenu, et répondez 2xx rapidement ; les envois échoués sont réessayés et journalisés sur le point de terminaison.' },
        { p: 'La référence de l’API sur /api-reference documente le contenu de chaque événement.' },
      ],
    },
    'integrations/jira': {
      title: 'Jira',
      summary: 'Importer des user stories à estimer et renvoyer les estimations.',
      blocks: [
        { p: 'En attendant un connecteur direct, exportez les tickets de Jira en CSV (résumé, description, clé) et importez-les comme user stories dans une session de planning poker ; exportez la session en CSV pour mettre à jour les story points dans Jira avec sa modification groupée.' },
        { p: 'Le backlog et les tableaux du produit peuvent remplacer Jira pour les équipes qui veulent estimations, sprints et coûts au même endroit.' },
      ],
    },
    'integrations/slack': {
      title: 'Slack',
      summary: 'Partager les sessions et être prévenu là où l’équipe discute.',
      blocks: [
        { p: 'Partagez le lien d’accès d’une session dans un canal : les invités rejoignent avec leur nom, les membres connectés. Pour les notifications, dirigez un point de terminaison de webhook vers un relais de webhook entrant Slack de votre choix.' },
      ],
    },
    'integrations/github': {
      title: 'GitHub',
      summary: 'Relier le travail de livraison au code.',
      blocks: [
        { p: 'Mettez la clé de l’élément du backlog dans les noms de branche et les titres de pull request pour que les relecteurs retrouvent la user story. Les webhooks du produit peuvent déclencher une GitHub Action via repository_dispatch.' },
      ],
    },
    'ai/overview': {
      title: 'Fonctionnalités d’IA',
      summary: 'Ce que sont l’assistant et les insights, et ce qu’ils ne sont pas.',
      blocks: [
        { p: 'Les fonctionnalités dites d’IA (l’assistant, les insights, l’analyse prédictive, l’intelligence des réunions, les questions en langage naturel) sont des analyses déterministes et explicables des données de votre propre compte. Chaque réponse montre les chiffres et les règles dont elle provient. Aucune donnée ne quitte le produit vers un modèle extérieur.' },
        { p: 'L’assistant est inclus à partir du plan Pro.' },
      ],
    },
    'ai/best-practices': {
      title: 'Obtenir de bonnes réponses',
      summary: 'Tenir complètes les données que lisent les analyses.',
      blocks: [
        { list: ['Tenez à jour la trésorerie et les dépenses : les réponses sur l’autonomie financière ne sont pas plus fraîches qu’elles.', 'Terminez les sprints et estimez les user stories : les réponses fondées sur la vélocité ont besoin d’historique (au moins trois sprints).', 'Étiquetez les retours : le sentiment et les thèmes se regroupent mieux avec des étiquettes.'] },
      ],
    },
    'ai/session-automation': {
      title: 'Automatisation des sessions',
      summary: 'Moins de préparation pour les sessions récurrentes.',
      blocks: [
        { p: 'Lancez une rétrospective à partir d’un modèle au lieu de construire les colonnes à la main, et passez en revue au début les actions encore ouvertes des rétros précédentes : elles restent ouvertes jusqu’à ce que quelqu’un les marque faites. Les estimations du planning poker et les actions des rétros arrivent dans le backlog sans copie.' },
      ],
    },
    'ai/team-invitations': {
      title: 'Invitations d’équipe',
      summary: 'Inviter rapidement les bonnes personnes.',
      blocks: [
        { p: 'Invitez des personnes dans une équipe par e-mail avec leur rôle d’équipe ; une personne nouvelle dans le compte reçoit l’e-mail d’invitation et rejoint à la fois le compte et l’équipe. Les places et les rôles du compte suivent les règles d’Inviter des membres.' },
      ],
    },
    'affiliates/program': {
      title: 'Le programme d’affiliation',
      summary: 'Comment les parrainages sont attribués et les commissions calculées, payées et annulées.',
      blocks: [
        { p: 'Toute personne inscrite comme affilié (ainsi que les propriétaires et administrateurs de compte, ou les membres disposant de access:affiliate_dashboard) a un lien de parrainage sur /affiliate-dashboard : https://your-host/r/<code>, avec son QR code. Ajoutez ?to=/pricing pour arriver sur une autre page du site.' },
        { h: 'Attribution' },
        { list: ['Suivre le lien enregistre un clic et dépose un cookie propriétaire, suite_ref, qui ne contient que l’identifiant du clic. Il dure 60 jours (la fenêtre du cookie).', 'Une inscription faite depuis ce navigateur pendant la fenêtre fait du nouveau compte un parrainage de l’affilié. Le dernier clic l’emporte ; un compte n’est parrainé qu’une fois, et jamais par son propre créateur.', 'Rien d’autre n’est suivi : ni cookies tiers, ni empreinte du navigateur.'] },
        { h: 'Commissions' },
        { p: 'Chaque facture qu’un compte parrainé paie dans les 12 mois suivant son inscription rapporte à l’affilié 20 % du total de la facture, compté en centimes et arrondi au plus proche. Une commission est en attente pendant 30 jours après le paiement (la période de remboursement), puis payable, puis payée quand un versement est enregistré.' },
        { p: 'Un remboursement reprend la même part de ce qui a été remboursé, dans le mois de la commission qu’il annule.' },
        { h: 'Exemple chiffré' },
        { list: ['Une équipe parrainée paie Pro au mois : 29,00 $. À 20 %, la commission est de 5,80 $ (en attente).', 'Un mois plus tard, le renouvellement paie 29,00 $ : encore 5,80 $ ; la première, passé ses 30 jours, est maintenant payable.', 'Un remboursement de 10,00 $ sur le renouvellement annule 2,00 $ : il reste 5,80 $ payables et 3,80 $ en attente.'] },
        { h: 'Modifier les règles' },
        { p: 'Le taux, les mois, la fenêtre du cookie et la période de rétention sont lus sur le serveur (GET /api/public/affiliate-program) et modifiés par un super administrateur avec PUT /api/admin/affiliate-program, corps { commissionRateBp, commissionMonths, cookieDays, holdDays } (taux en points de base : 2000 = 20 %). Les nouvelles règles s’appliquent aux factures payées à partir de ce moment ; les commissions acquises gardent leur taux.' },
        { p: 'Les super administrateurs enregistrent les remboursements avec POST /api/admin/affiliate-program/refunds { invoiceId, amountCents } et les versements avec POST /api/admin/affiliate-program/payouts { affiliateCode }, qui marque payée chaque commission payable de cet affilié. L’écran Programme d’affiliation (/admin/affiliate-program, accessible depuis le tableau de bord d’administration) fait tout cela : le formulaire des règles, les commissions en attente, payables et payées de chaque affilié par facture, Enregistrer un remboursement et Enregistrer un versement.' },
      ],
    },
  },
};
