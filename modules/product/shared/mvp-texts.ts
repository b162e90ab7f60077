import type { Language } from '@suite/sdk';

/**
 * The French and Spanish of the MVP templates' server-written texts (epic titles and reasons,
 * stories and their acceptance criteria, task names, the reasons and the template's explanation).
 * English is written in mvp-rules.ts itself; an entry missing here falls back to it.
 */
export interface StoryText { title: string; userType: string; want: string; so: string; criteria: string[] }
export interface EpicText { title: string; reason: string; stories: StoryText[] }

type Translated = Record<string, EpicText>;

const fr: Translated = {
  accounts: {
    title: 'Comptes et connexion',
    reason: 'Tout modèle économique a besoin de clients qui peuvent s’inscrire et revenir.',
    stories: [
      { title: 'S’inscrire avec son e-mail', userType: 'nouveau client', want: 'créer un compte avec mon e-mail', so: 'je puisse commencer à utiliser le produit', criteria: ['Un e-mail de confirmation est envoyé', 'Un e-mail déjà utilisé est refusé'] },
      { title: 'Se connecter et réinitialiser le mot de passe', userType: 'client qui revient', want: 'me connecter et réinitialiser un mot de passe oublié', so: 'je ne perde jamais l’accès', criteria: ['Un mauvais mot de passe est refusé', 'Un lien de réinitialisation expire après une heure'] },
    ],
  },
  core: {
    title: 'Parcours principal',
    reason: 'Le travail pour lequel les clients paient : le MVP existe pour le tester.',
    stories: [
      { title: 'Créer l’élément principal', userType: 'client', want: 'créer et modifier ce que le produit gère', so: 'le produit fasse son travail principal', criteria: ['Il est enregistré et listé', 'Les champs obligatoires sont vérifiés'] },
      { title: 'Voir les résultats d’un coup d’œil', userType: 'client', want: 'voir ce que le produit a fait pour moi', so: 'je voie sa valeur', criteria: ['La vue d’ensemble montre les résultats de la semaine'] },
    ],
  },
  billing: {
    title: 'Facturation par abonnement',
    reason: 'Un modèle SaaS gagne par un abonnement mensuel : le prix doit pouvoir être facturé dès le premier jour.',
    stories: [
      { title: 'Choisir une offre et payer chaque mois', userType: 'client', want: 'm’abonner à une offre avec ma carte', so: 'je continue d’utiliser le produit', criteria: ['Le prix mensuel est prélevé', 'Un paiement échoué est retenté et signalé'] },
      { title: 'Essai gratuit', userType: 'prospect', want: 'essayer le produit avant de payer', so: 'je décide en confiance', criteria: ['L’essai se termine après 14 jours avec un rappel'] },
    ],
  },
  onboarding: {
    title: 'Prise en main',
    reason: 'Les abonnements s’arrêtent quand la première semaine échoue : guider les nouveaux clients jusqu’au premier résultat.',
    stories: [{ title: 'Premiers pas guidés', userType: 'nouveau client', want: 'une liste des premières étapes', so: 'j’atteigne vite le premier résultat', criteria: ['La liste retient ce qui est fait'] }],
  },
  'free-tier': {
    title: 'Offre gratuite et limites',
    reason: 'Un modèle freemium a besoin d’une offre gratuite dont les limites rendent l’offre payante intéressante.',
    stories: [{ title: 'Offre gratuite limitée', userType: 'utilisateur gratuit', want: 'utiliser le produit gratuitement dans certaines limites', so: 'je puisse l’adopter sans payer', criteria: ['Dépasser une limite montre l’offre payante'] }],
  },
  upgrade: {
    title: 'Passage à l’offre payante',
    reason: 'Le revenu ne vient que des utilisateurs gratuits qui passent à l’offre payante : ce passage est l’activité elle-même.',
    stories: [
      { title: 'Passer à l’offre payante en une étape', userType: 'utilisateur gratuit', want: 'passer à l’offre payante là où j’atteins une limite', so: 'je continue sans interruption', criteria: ['Le prix de l’offre payante est prélevé', 'Les limites sont levées aussitôt'] },
      { title: 'Suivi des conversions', userType: 'fondateur', want: 'voir combien d’utilisateurs gratuits passent à l’offre payante', so: 'je sache si le modèle fonctionne', criteria: ['Le taux de conversion est affiché chaque mois'] },
    ],
  },
  checkout: {
    title: 'Paiement et encaissement',
    reason: 'Un modèle à la transaction prend une commission sur chaque paiement : c’est au paiement que naît le revenu.',
    stories: [
      { title: 'Payer sa commande', userType: 'acheteur', want: 'payer une commande en toute sécurité', so: 'je reçoive ce que j’ai acheté', criteria: ['La commission est prise sur chaque paiement', 'Une carte refusée est signalée'] },
      { title: 'Reçus', userType: 'acheteur', want: 'un reçu pour chaque paiement', so: 'je puisse en rendre compte', criteria: ['Le reçu est envoyé par e-mail'] },
    ],
  },
  payouts: {
    title: 'Versements aux vendeurs',
    reason: 'Les vendeurs ne restent que s’ils sont payés de façon fiable, commission déduite.',
    stories: [{ title: 'Versements planifiés', userType: 'vendeur', want: 'être payé chaque semaine', so: 'je fasse confiance à la place de marché', criteria: ['Le versement est le montant des ventes moins la commission'] }],
  },
  launch: {
    title: 'Mesures et retours au lancement',
    reason: 'Mesure si le MVP atteint son revenu cible, pour décider de la suite sur des faits.',
    stories: [{ title: 'Usage et retours', userType: 'fondateur', want: 'voir l’usage et recueillir des retours', so: 'je sache quoi construire ensuite', criteria: ['Les clients actifs de la semaine sont affichés', 'Un widget de retours est sur la page principale'] }],
  },
};

const es: Translated = {
  accounts: {
    title: 'Cuentas e inicio de sesión',
    reason: 'Todo modelo de negocio necesita clientes que puedan registrarse y volver.',
    stories: [
      { title: 'Registrarse con el e-mail', userType: 'cliente nuevo', want: 'crear una cuenta con mi e-mail', so: 'pueda empezar a usar el producto', criteria: ['Se envía un e-mail de confirmación', 'Un e-mail repetido se rechaza'] },
      { title: 'Iniciar sesión y restablecer la contraseña', userType: 'cliente que vuelve', want: 'iniciar sesión y restablecer una contraseña olvidada', so: 'nunca pierda el acceso', criteria: ['Una contraseña incorrecta se rechaza', 'Un enlace de restablecimiento caduca en una hora'] },
    ],
  },
  core: {
    title: 'Flujo principal',
    reason: 'El trabajo por el que pagan los clientes: el MVP existe para probarlo.',
    stories: [
      { title: 'Crear el registro principal', userType: 'cliente', want: 'crear y editar lo que gestiona el producto', so: 'el producto haga su trabajo principal', criteria: ['Se guarda y se lista', 'Se comprueban los campos obligatorios'] },
      { title: 'Ver los resultados de un vistazo', userType: 'cliente', want: 'ver lo que el producto hizo por mí', so: 'vea su valor', criteria: ['El resumen muestra los resultados de la semana'] },
    ],
  },
  billing: {
    title: 'Facturación por suscripción',
    reason: 'Un modelo SaaS gana con una suscripción mensual: el precio debe poder cobrarse desde el primer día.',
    stories: [
      { title: 'Elegir un plan y pagar cada mes', userType: 'cliente', want: 'suscribirme a un plan con mi tarjeta', so: 'siga usando el producto', criteria: ['Se cobra el precio mensual', 'Un pago fallido se reintenta y se avisa'] },
      { title: 'Prueba gratuita', userType: 'cliente potencial', want: 'probar el producto antes de pagar', so: 'decida con confianza', criteria: ['La prueba termina a los 14 días con un recordatorio'] },
    ],
  },
  onboarding: {
    title: 'Primeros pasos',
    reason: 'Las suscripciones se pierden cuando falla la primera semana: guía a los clientes nuevos hasta el primer resultado.',
    stories: [{ title: 'Primeros pasos guiados', userType: 'cliente nuevo', want: 'una lista de primeros pasos', so: 'llegue pronto al primer resultado', criteria: ['La lista recuerda lo que está hecho'] }],
  },
  'free-tier': {
    title: 'Plan gratuito y límites',
    reason: 'Un modelo freemium necesita un plan gratuito cuyos límites hagan que valga la pena el de pago.',
    stories: [{ title: 'Plan gratuito con límites', userType: 'usuario gratuito', want: 'usar el producto gratis dentro de unos límites', so: 'pueda adoptarlo sin pagar', criteria: ['Pasar un límite muestra la oferta de pago'] }],
  },
  upgrade: {
    title: 'Pasar al plan de pago',
    reason: 'Los ingresos solo vienen de usuarios gratuitos que pasan al pago: ese paso es el negocio.',
    stories: [
      { title: 'Pasar al pago en un paso', userType: 'usuario gratuito', want: 'pasar al pago desde donde llego a un límite', so: 'siga trabajando sin interrupciones', criteria: ['Se cobra el precio de pago', 'Los límites se levantan al momento'] },
      { title: 'Seguimiento de conversiones', userType: 'fundador', want: 'ver cuántos usuarios gratuitos pasan al pago', so: 'sepa si el modelo funciona', criteria: ['La tasa de conversión se muestra cada mes'] },
    ],
  },
  checkout: {
    title: 'Pago y cobros',
    reason: 'Un modelo por transacción cobra una comisión en cada pago: el pago es donde nacen los ingresos.',
    stories: [
      { title: 'Pagar el pedido', userType: 'comprador', want: 'pagar un pedido de forma segura', so: 'reciba lo que compré', criteria: ['La comisión se cobra en cada pago', 'Se avisa de una tarjeta rechazada'] },
      { title: 'Recibos', userType: 'comprador', want: 'un recibo por cada pago', so: 'pueda justificarlo', criteria: ['El recibo se envía por e-mail'] },
    ],
  },
  payouts: {
    title: 'Pagos a vendedores',
    reason: 'Los vendedores solo se quedan si se les paga de forma fiable, descontada la comisión.',
    stories: [{ title: 'Pagos programados', userType: 'vendedor', want: 'cobrar cada semana', so: 'confíe en el marketplace', criteria: ['El pago son las ventas menos la comisión'] }],
  },
  launch: {
    title: 'Métricas y opiniones del lanzamiento',
    reason: 'Mide si el MVP alcanza sus ingresos objetivo, para decidir el siguiente paso con datos.',
    stories: [{ title: 'Uso y opiniones', userType: 'fundador', want: 'ver el uso y recoger opiniones', so: 'sepa qué construir después', criteria: ['Se muestran los clientes activos de la semana', 'Hay un widget de opiniones en la página principal'] }],
  },
};

export const MVP_EPIC_TEXTS: Partial<Record<Language, Translated>> = { fr, es };

/** Task names, reasons and the template's explanation in each language. */
export const MVP_SENTENCES: Record<Language, {
  tasks: Record<'design' | 'build' | 'test', string>;
  partOf: (epic: string, criterion: string) => string;
  taskTitle: (task: string, story: string) => string;
  taskShare: (pct: number, hours: number) => string;
  explanation: (p: { model: string; epics: number; templateHours: number; team: number; factor: number; months: number; perPerson: number; capacity: number; used: number; left: string[] }) => string;
  storyDescription: (p: { userType: string; want: string; so: string; reason: string; criteria: string[] }) => string;
  initiativeReason: (name: string, model: string) => string;
}> = {
  en: {
    tasks: { design: 'Design', build: 'Build', test: 'Test' },
    partOf: (epic, criterion) => `Part of "${epic}": ${criterion}.`,
    taskTitle: (task, story) => `${task}: ${story}`,
    taskShare: (pct, hours) => `${pct} % of the story's ${hours} h.`,
    explanation: (p) =>
      `${p.model} template: ${p.epics} epics, ${p.templateHours} hours for a team of ${p.team} (stories x ${p.factor}). ` +
      `Capacity ${p.team} x ${p.months} months x ${p.perPerson} h = ${p.capacity} h; ` +
      `must-haves always kept, then should and could while they fit (${p.used} h kept)` +
      (p.left.length ? `; left for later: ${p.left.join(', ')}.` : '.'),
    initiativeReason: (name, model) => `MVP scenario "${name}" (${model})`,
    storyDescription: (p) => `As a ${p.userType}, I want ${p.want}, so ${p.so}.\n${p.reason}\n\nAcceptance criteria:\n${p.criteria.map((c) => `- ${c}`).join('\n')}`,
  },
  fr: {
    tasks: { design: 'Conception', build: 'Réalisation', test: 'Test' },
    partOf: (epic, criterion) => `Fait partie de « ${epic} » : ${criterion}.`,
    taskTitle: (task, story) => `${task} : ${story}`,
    taskShare: (pct, hours) => `${pct} % des ${hours} h de la story.`,
    explanation: (p) =>
      `Modèle ${p.model} : ${p.epics} epics, ${p.templateHours} heures pour une équipe de ${p.team} (stories x ${p.factor}). ` +
      `Capacité ${p.team} x ${p.months} mois x ${p.perPerson} h = ${p.capacity} h ; ` +
      `l’indispensable toujours gardé, puis le souhaitable et le facultatif tant qu’ils tiennent (${p.used} h gardées)` +
      (p.left.length ? ` ; pour plus tard : ${p.left.join(', ')}.` : '.'),
    initiativeReason: (name, model) => `Scénario MVP « ${name} » (${model})`,
    storyDescription: (p) => `En tant que ${p.userType}, je veux ${p.want}, pour que ${p.so}.\n${p.reason}\n\nCritères d’acceptation :\n${p.criteria.map((c) => `- ${c}`).join('\n')}`,
  },
  es: {
    tasks: { design: 'Diseño', build: 'Desarrollo', test: 'Pruebas' },
    partOf: (epic, criterion) => `Parte de «${epic}»: ${criterion}.`,
    taskTitle: (task, story) => `${task}: ${story}`,
    taskShare: (pct, hours) => `${pct} % de las ${hours} h de la historia.`,
    explanation: (p) =>
      `Plantilla ${p.model}: ${p.epics} épicas, ${p.templateHours} horas para un equipo de ${p.team} (historias x ${p.factor}). ` +
      `Capacidad ${p.team} x ${p.months} meses x ${p.perPerson} h = ${p.capacity} h; ` +
      `lo imprescindible siempre se queda, luego lo deseable y lo opcional mientras quepan (${p.used} h)` +
      (p.left.length ? `; para más adelante: ${p.left.join(', ')}.` : '.'),
    initiativeReason: (name, model) => `Escenario MVP «${name}» (${model})`,
    storyDescription: (p) => `Como ${p.userType}, quiero ${p.want}, para que ${p.so}.\n${p.reason}\n\nCriterios de aceptación:\n${p.criteria.map((c) => `- ${c}`).join('\n')}`,
  },
};
