/**
 * The public pages the server knows (issue 21, SEO): each path with its title and meta description
 * in en, fr and es. The server writes them into the HTML it sends (title, description, Open Graph,
 * hreflang, canonical) and lists the paths in sitemap.xml; the shell's pages set the same title
 * when the visitor navigates in the app (tests/contract/public-pages.test.ts holds them equal).
 */
export type SeoLanguage = 'en' | 'fr' | 'es';
export interface PageMeta {
  title: string;
  description: string;
}

type Table = Record<string, Record<SeoLanguage, PageMeta>>;

const page = (en: [string, string], fr: [string, string], es: [string, string]): Record<SeoLanguage, PageMeta> => ({
  en: { title: en[0], description: en[1] },
  fr: { title: fr[0], description: fr[1] },
  es: { title: es[0], description: es[1] },
});

export const PUBLIC_PAGE_META: Table = {
  '/': page(
    ['Agile tools with financial intelligence for startups', 'Planning poker, retrospectives and kanban tied to your runway, plus BI, product, investor, cadence and customer feedback. Free up to 5 users.'],
    ['Outils agiles et intelligence financière pour startups', 'Planning poker, rétrospectives et kanban reliés à votre runway, plus BI, produit, investisseurs, cadence et retours clients. Gratuit jusqu’à 5 utilisateurs.'],
    ['Herramientas ágiles con inteligencia financiera para startups', 'Planning poker, retrospectivas y kanban ligados a tu runway, más BI, producto, inversores, cadencia y feedback de clientes. Gratis hasta 5 usuarios.'],
  ),
  '/business-directory': page(
    ['Startup directory', 'Startups that chose to be listed: search by name, filter by industry, stage and what they are looking for.'],
    ['Annuaire des startups', 'Les startups qui ont choisi d’être listées : recherchez par nom, filtrez par secteur, stade et ce qu’elles recherchent.'],
    ['Directorio de startups', 'Startups que eligieron aparecer: busca por nombre, filtra por sector, etapa y lo que buscan.'],
  ),
  '/features': page(
    ['Features', 'All six domains in one product: agile survival, business intelligence, product management, investor intelligence, operational cadence and customer engagement.'],
    ['Fonctionnalités', 'Les six domaines dans un seul produit : agilité de survie, intelligence d’affaires, gestion de produit, intelligence investisseurs, cadence opérationnelle et engagement client.'],
    ['Funcionalidades', 'Los seis dominios en un solo producto: agilidad de supervivencia, inteligencia de negocio, gestión de producto, inteligencia para inversores, cadencia operativa y compromiso del cliente.'],
  ),
  '/about': page(
    ['About us', 'Why we build one product for startup teams that joins delivery with money, and how we work.'],
    ['À propos', 'Pourquoi nous construisons un seul produit qui relie la livraison et l’argent pour les équipes de startups, et comment nous travaillons.'],
    ['Quiénes somos', 'Por qué construimos un solo producto que une la entrega y el dinero para equipos de startups, y cómo trabajamos.'],
  ),
  '/privacy': page(
    ['Privacy policy', 'What we collect, why, how long we keep it, who processes it and the rights you have over your data.'],
    ['Politique de confidentialité', 'Ce que nous collectons, pourquoi, combien de temps nous le gardons, qui le traite et vos droits sur vos données.'],
    ['Política de privacidad', 'Qué recogemos, por qué, cuánto tiempo lo guardamos, quién lo trata y tus derechos sobre tus datos.'],
  ),
  '/terms': page(
    ['Terms of service', 'The agreement between you and us: accounts, plans and billing, acceptable use, your data, and liability.'],
    ['Conditions d’utilisation', 'L’accord entre vous et nous : comptes, offres et facturation, usage acceptable, vos données et responsabilité.'],
    ['Términos del servicio', 'El acuerdo entre tú y nosotros: cuentas, planes y facturación, uso aceptable, tus datos y responsabilidad.'],
  ),
  '/affiliate-program': page(
    ['Affiliate program', 'Earn a share of every paid invoice of the startups you refer, for their first months. Your link, your QR code, your numbers.'],
    ['Programme d’affiliation', 'Touchez une part de chaque facture payée des startups que vous recommandez, pendant leurs premiers mois. Votre lien, votre QR code, vos chiffres.'],
    ['Programa de afiliados', 'Gana una parte de cada factura pagada de las startups que recomiendas, durante sus primeros meses. Tu enlace, tu código QR, tus cifras.'],
  ),
  '/product-management': page(
    ['Product management', 'A portfolio from product to subtask with business justification, budgets, ROI scores, discovery and a validation lab.'],
    ['Gestion de produit', 'Un portefeuille du produit à la sous-tâche avec justification, budgets, score de ROI, découverte et laboratoire de validation.'],
    ['Gestión de producto', 'Una cartera del producto a la subtarea con justificación, presupuestos, puntuación de ROI, descubrimiento y laboratorio de validación.'],
  ),
  '/business-intelligence': page(
    ['Business intelligence', 'Runway, burn, break-even, cash flow, forecasts and KPIs from your own numbers, with the cost of the work your team has committed to.'],
    ['Intelligence d’affaires', 'Runway, burn, seuil de rentabilité, trésorerie, prévisions et KPI à partir de vos chiffres, avec le coût du travail engagé par l’équipe.'],
    ['Inteligencia de negocio', 'Runway, burn, punto de equilibrio, flujo de caja, previsiones y KPI con tus propias cifras, con el coste del trabajo comprometido por el equipo.'],
  ),
  '/customer-engagement-feedback': page(
    ['Customer engagement and feedback', 'Collect feedback where your customers are, read NPS, CSAT and sentiment, and send what matters to your backlog.'],
    ['Engagement et retours clients', 'Recueillez les retours là où sont vos clients, lisez NPS, CSAT et sentiment, et envoyez l’essentiel dans votre backlog.'],
    ['Compromiso y feedback de clientes', 'Recoge feedback donde están tus clientes, lee NPS, CSAT y sentimiento, y envía lo importante a tu backlog.'],
  ),
  '/feedback-widget': page(
    ['Feedback widget', 'A 3 KB script for your site: ratings, NPS and questions in a shadow root that your CSS cannot break, with an offline queue.'],
    ['Widget de retours', 'Un script de 3 Ko pour votre site : notes, NPS et questions dans un shadow root que votre CSS ne peut pas casser, avec file hors ligne.'],
    ['Widget de feedback', 'Un script de 3 KB para tu sitio: valoraciones, NPS y preguntas en un shadow root que tu CSS no puede romper, con cola sin conexión.'],
  ),
  '/investor-intelligence': page(
    ['Investor intelligence', 'Investors follow the companies that grant them access: live runway, burn and growth, updates, alerts, board packages and a data room.'],
    ['Intelligence investisseurs', 'Les investisseurs suivent les entreprises qui leur donnent accès : runway, burn et croissance en direct, mises à jour, alertes, dossiers de conseil et data room.'],
    ['Inteligencia para inversores', 'Los inversores siguen a las empresas que les dan acceso: runway, burn y crecimiento en vivo, actualizaciones, alertas, paquetes de consejo y data room.'],
  ),
  '/survival-focused-agile': page(
    ['Survival-focused agile', 'Planning poker, retrospectives and kanban that know what a story point costs and how many months of runway you have left.'],
    ['Agilité de survie', 'Planning poker, rétrospectives et kanban qui savent ce que coûte un point et combien de mois de runway il vous reste.'],
    ['Agilidad de supervivencia', 'Planning poker, retrospectivas y kanban que saben lo que cuesta un punto y cuántos meses de runway te quedan.'],
  ),
  '/operational-cadence': page(
    ['Operational cadence', 'One-on-ones, performance reviews, OKRs, weekly syncs, pulse checks, scorecards and team health in one rhythm.'],
    ['Cadence opérationnelle', 'Entretiens individuels, évaluations, OKR, points hebdomadaires, sondages d’ambiance, fiches d’indicateurs et santé d’équipe dans un même rythme.'],
    ['Cadencia operativa', 'Reuniones uno a uno, evaluaciones, OKR, reuniones semanales, encuestas de pulso, cuadros de mando y salud del equipo en un mismo ritmo.'],
  ),
  '/operational-cadence/one-on-ones': page(
    ['One-on-ones', 'A shared agenda, private notes, action items that carry over and a recurrence that keeps the meeting on the calendar.'],
    ['Entretiens individuels', 'Un ordre du jour partagé, des notes privées, des actions reportées et une récurrence qui garde la réunion au calendrier.'],
    ['Reuniones uno a uno', 'Una agenda compartida, notas privadas, acciones que se arrastran y una recurrencia que mantiene la reunión en el calendario.'],
  ),
  '/operational-cadence/performance-reviews': page(
    ['Performance reviews', 'Review cycles with self, manager and peer reviews, ratings and calibration, without spreadsheets.'],
    ['Évaluations de performance', 'Des cycles d’évaluation avec auto-évaluation, manager et pairs, notes et calibrage, sans tableur.'],
    ['Evaluaciones de desempeño', 'Ciclos de evaluación con autoevaluación, responsable y compañeros, puntuaciones y calibración, sin hojas de cálculo.'],
  ),
  '/operational-cadence/goals': page(
    ['Goals and OKRs', 'Objectives with key results that follow live numbers (MRR, runway, velocity) and weekly check-ins.'],
    ['Objectifs et OKR', 'Des objectifs avec des résultats clés qui suivent des chiffres en direct (MRR, runway, vélocité) et des points hebdomadaires.'],
    ['Objetivos y OKR', 'Objetivos con resultados clave que siguen cifras en vivo (MRR, runway, velocidad) y revisiones semanales.'],
  ),
  '/operational-cadence/team-health': page(
    ['Pulse checks and team health', 'Short anonymous surveys (results hidden below 5 answers), scorecards with weekly targets and a team health view.'],
    ['Sondages d’ambiance et santé d’équipe', 'De courts sondages anonymes (résultats masqués sous 5 réponses), des fiches d’indicateurs hebdomadaires et une vue de la santé d’équipe.'],
    ['Encuestas de pulso y salud del equipo', 'Encuestas anónimas breves (resultados ocultos con menos de 5 respuestas), cuadros de mando semanales y una vista de la salud del equipo.'],
  ),
  '/planning-poker': page(
    ['Planning poker', 'Estimate together in real time with Fibonacci, T-shirt or your own deck, see the consensus, and know what the estimate costs.'],
    ['Planning poker', 'Estimez ensemble en temps réel avec Fibonacci, tailles de t-shirt ou votre propre jeu, voyez le consensus et ce que coûte l’estimation.'],
    ['Planning poker', 'Estimad juntos en tiempo real con Fibonacci, tallas de camiseta o vuestra baraja, ved el consenso y lo que cuesta la estimación.'],
  ),
  '/retrospectives': page(
    ['Retrospectives', 'Run a retro in phases: write cards, group them, vote, discuss and leave with action items that land in the backlog.'],
    ['Rétrospectives', 'Animez une rétro par phases : écrivez des cartes, regroupez-les, votez, discutez et repartez avec des actions qui arrivent dans le backlog.'],
    ['Retrospectivas', 'Dirige una retro por fases: escribe tarjetas, agrúpalas, vota, comenta y sal con acciones que llegan al backlog.'],
  ),
  '/agile-kanban': page(
    ['Agile kanban', 'Boards with WIP limits, swimlanes and flow metrics (cycle time, throughput) for Scrum, Kanban or your own process.'],
    ['Kanban agile', 'Des tableaux avec limites de WIP, couloirs et métriques de flux (temps de cycle, débit) pour Scrum, Kanban ou votre propre processus.'],
    ['Kanban ágil', 'Tableros con límites WIP, carriles y métricas de flujo (tiempo de ciclo, rendimiento) para Scrum, Kanban o tu propio proceso.'],
  ),
  '/pricing': page(
    ['Pricing', 'Free for up to 5 users, then $5 per user per month. Pro $29 a month, Enterprise $99 a month; 20 % off when billed annually.'],
    ['Tarifs', 'Gratuit jusqu’à 5 utilisateurs, puis 5 $ par utilisateur et par mois. Pro 29 $ par mois, Enterprise 99 $ par mois ; 20 % de remise en annuel.'],
    ['Precios', 'Gratis hasta 5 usuarios, luego 5 $ por usuario al mes. Pro 29 $ al mes, Enterprise 99 $ al mes; 20 % de descuento con pago anual.'],
  ),
  '/pricing-simulator': page(
    ['Pricing simulator', 'Try SaaS, freemium or transaction pricing and see 24 months of revenue, churn and lifetime value before you commit.'],
    ['Simulateur de prix', 'Essayez une tarification SaaS, freemium ou à la transaction et voyez 24 mois de revenus, d’attrition et de valeur vie client.'],
    ['Simulador de precios', 'Prueba precios SaaS, freemium o por transacción y ve 24 meses de ingresos, abandono y valor de vida del cliente.'],
  ),
  '/competitors': page(
    ['Compare Suite with other tools', 'Six domains in one product, each tied to your finances and your delivery, next to the tools teams usually use.'],
    ['Comparer Suite aux autres outils', 'Six domaines dans un seul produit, chacun relié à vos finances et à votre livraison, face aux outils habituels des équipes.'],
    ['Compara Suite con otras herramientas', 'Seis dominios en un solo producto, cada uno ligado a tus finanzas y tu entrega, frente a las herramientas habituales.'],
  ),
  '/docs': page(
    ['Documentation', 'Get started, run planning poker and retrospectives, manage teams and roles, and use the API, integrations and the analysis features.'],
    ['Documentation', 'Démarrer, animer planning poker et rétrospectives, gérer équipes et rôles, utiliser l’API, les intégrations et les analyses.'],
    ['Documentación', 'Empieza, dirige planning poker y retrospectivas, gestiona equipos y roles, y usa la API, las integraciones y los análisis.'],
  ),
};

/** Paths listed in sitemap.xml besides these: the comparison pages, the docs pages and the listed businesses. */
export const COMPARISON_PATHS = ['agile-survival', 'business-intelligence', 'product-management', 'investor-intelligence', 'operational-cadence', 'customer-engagement'].map((id) => `/competitors/${id}`);
