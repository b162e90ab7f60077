import type { DocsContent } from './tree.js';

/** La documentación en español (los mismos artículos que en.ts, bloque por bloque; los ejemplos de código son idénticos). */
export const content: DocsContent = {
  sections: {
    'getting-started': 'Primeros pasos',
    'user-guide': 'Guía de uso',
    'best-practices': 'Buenas prácticas',
    teams: 'Equipos',
    api: 'API',
    integrations: 'Integraciones',
    ai: 'IA y automatización',
    affiliates: 'Afiliados',
  },
  articles: {
    'getting-started/quick-start': {
      title: 'Inicio rápido',
      summary: 'Del registro a tu primera estimación en cinco minutos.',
      blocks: [
        { h: '1. Crea tu cuenta' },
        { p: 'Abre /register, indica tu nombre, tu correo y una contraseña, y elige quién eres: fundador, inversor o afiliado. Obtienes tu propia cuenta en el plan Free (hasta 5 usuarios, todos los dominios incluidos) y quedas conectado al instante.' },
        { p: 'Confirma tu correo con el enlace que te enviamos. Mientras tanto puedes iniciar sesión, pero las páginas de la cuenta responden «verifica primero tu correo».' },
        { h: '2. Responde al asistente de configuración' },
        { p: 'El asistente pide el nombre de tu empresa, su etapa y los dominios que quieres en la barra lateral. Puedes cambiarlo todo después en Configuración de la cuenta y Funcionalidades.' },
        { h: '3. Invita a tu equipo' },
        { p: 'Gestionar usuarios y equipos → Invitar. Cada invitado recibe un correo con un enlace válido 7 días y se une con el rol que elegiste.' },
        { h: '4. Pon algo en marcha' },
        { list: ['Planning poker: /planning-poker → Nueva sesión, añade historias y comparte el enlace.', 'Retrospectiva: /retrospectives → Nueva retrospectiva, elige una plantilla.', 'Runway: introduce tu caja y tus gastos en Inteligencia de negocio para ver tus meses de runway.'] },
        { p: '¿Quieres echar un vistazo antes? Las cuentas de demostración de la página de inicio de sesión traen datos de ejemplo en cada dominio.' },
      ],
    },
    'getting-started/creating-teams': {
      title: 'Crear equipos',
      summary: 'Los equipos agrupan a las personas para sesiones, tableros e informes.',
      blocks: [
        { p: 'Una cuenta puede tener varios equipos (Free: uno). Abre Gestionar usuarios y equipos → Equipos → Nuevo equipo, ponle un nombre y añade miembros de la cuenta.' },
        { p: 'Una persona puede estar en varios equipos. La pertenencia a un equipo decide qué tableros y sesiones aparecen primero y qué velocidad usa un informe; lo que cada persona puede hacer lo siguen decidiendo los roles de la cuenta.' },
        { h: 'Roles en el equipo' },
        { p: 'Dentro de un equipo, una persona es administrador, facilitador o participante. Los administradores del equipo (y los de la cuenta) gestionan el equipo, sus miembros y sus invitaciones; los facilitadores dirigen sus sesiones.' },
        { h: 'Coste por punto' },
        { p: 'Indica el coste de un punto de historia de la cuenta en la página de cálculo de costes para ver en dinero lo que cuestan las estimaciones, los sprints y el trabajo abierto.' },
      ],
    },
    'getting-started/first-session': {
      title: 'Tu primera sesión de planning poker',
      summary: 'Crea una sesión, invita a personas y estima tres historias.',
      blocks: [
        { list: ['Abre /planning-poker y elige Nueva sesión.', 'Ponle nombre, elige un sistema de votación (Fibonacci por defecto) y un equipo.', 'Añade historias: un título y, si quieres, una descripción y criterios de aceptación.', 'Copia el enlace de acceso y compártelo. Los miembros de la cuenta entran con su sesión iniciada; los demás pueden entrar como invitados con un nombre.', 'Empieza la votación de la primera historia. Cada uno elige una carta; las cartas quedan ocultas.', 'Revela. Comentad el voto más alto y el más bajo, volved a votar si hace falta y guarda la estimación.'] },
        { p: 'La sesión termina cuando la completas; sus estimaciones pasan al backlog y puedes exportar la sesión en CSV, JSON o Markdown.' },
      ],
    },
    'user-guide/voting-systems': {
      title: 'Sistemas de votación',
      summary: 'Las cuatro barajas incluidas y las barajas personalizadas.',
      blocks: [
        { p: 'Una sesión usa un solo sistema de votación. Cada baraja tiene además la carta «?» (no estoy seguro), que cuenta como sin estimación.' },
        { list: ['Fibonacci: 0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89.', 'Fibonacci modificado: 0, ½, 1, 2, 3, 5, 8, 13, 20, 40, 100, y una carta de café para hacer una pausa.', 'Tallas de camiseta: XS, S, M, L, XL, XXL (cuentan 1, 2, 3, 5, 8, 13 puntos para la velocidad).', 'Potencias de dos: 0, 1, 2, 4, 8, 16, 32, 64.'] },
        { h: 'Barajas personalizadas' },
        { p: 'Los administradores pueden crear barajas propias de la cuenta con etiquetas y valores numéricos. Una carta sin valor (como «?») nunca cuenta en las medias.' },
        { h: 'Cómo se lee el resultado' },
        { p: 'Tras la revelación, la sala muestra cada voto, la media de los votos numéricos y si hay consenso (todos eligieron la misma carta). El facilitador guarda la estimación final, que no tiene por qué ser la media.' },
      ],
    },
    'user-guide/session-management': {
      title: 'Gestionar sesiones',
      summary: 'Estados, roles en una sesión, temporizadores y exportaciones.',
      blocks: [
        { p: 'Una sesión de planning poker está en DRAFT (borrador), ACTIVE (activa) o COMPLETED (completada). Una retrospectiva pasa por SETUP, COLLECT, GROUP, VOTE, DISCUSS, ACTION_ITEMS y COMPLETED, una fase cada vez.' },
        { h: 'Roles en una sesión' },
        { list: ['Facilitador: pasa de una historia o fase a otra, inicia temporizadores, revela y completa.', 'Participante: vota y escribe tarjetas.', 'Observador: mira sin votar. Los observadores de la cuenta siempre son observadores.'] },
        { p: 'Un facilitador no puede salir de una sesión que dirige; primero tiene que pasar el rol. Eliminar una sesión activa se rechaza: complétala antes.' },
        { h: 'Temporizadores y exportaciones' },
        { p: 'Los temporizadores se muestran a todos y sobreviven a una reconexión. Las sesiones completadas se exportan en CSV, JSON o Markdown.' },
      ],
    },
    'user-guide/analytics': {
      title: 'Analítica',
      summary: 'Velocidad, precisión de las estimaciones, métricas de flujo y lo que cuestan.',
      blocks: [
        { p: 'La velocidad son los puntos completados por sprint; la planificación de sprint usa la media de los tres últimos sprints. La precisión de las estimaciones compara las estimaciones con el tiempo que de verdad llevaron los elementos.' },
        { p: 'Los tableros kanban muestran el tiempo de ciclo (de empezado a terminado), el lead time (de creado a terminado), el rendimiento por semana y un diagrama de flujo acumulado.' },
        { p: 'Con un coste por punto, los paneles financieros muestran el coste del trabajo comprometido (puntos abiertos × coste por punto) junto a tu runway.' },
      ],
    },
    'best-practices/estimation-techniques': {
      title: 'Técnicas de estimación',
      summary: 'Estimación relativa, historias de referencia y cuándo dividir.',
      blocks: [
        { list: ['Estima en relación con una historia de referencia que todos conocen, no en horas.', 'Vota antes de comentar, para no anclarte en la primera opinión.', 'Cuando los votos difieren en más de dos cartas, deja que el más alto y el más bajo se expliquen y volved a votar.', 'Todo lo que pase de 13 (o XL) suele ser demasiado grande: divídelo.', 'Usa «?» con honestidad; es la señal de que hay que refinar la historia.'] },
        { p: 'Vuelve a estimar solo si cambió el alcance, no porque el trabajo llevó más tiempo: para eso están los informes de precisión.' },
      ],
    },
    'best-practices/facilitation-tips': {
      title: 'Consejos de facilitación',
      summary: 'Sesiones cortas, seguras y que deciden.',
      blocks: [
        { list: ['Limita el tiempo: 3-5 minutos por historia, 5-7 minutos por fase de retro. Usa el temporizador.', 'Activa las tarjetas anónimas cuando el equipo es nuevo o el tema es delicado.', 'En GROUP, une los duplicados antes de votar para no repartir los votos.', 'Da 3 votos a cada persona en una retro; comenta solo los 3 temas principales.', 'Termina con 3 acciones como máximo, cada una con un responsable y una fecha.'] },
      ],
    },
    'best-practices/common-pitfalls': {
      title: 'Errores frecuentes',
      summary: 'Qué sale mal con las estimaciones y las retros, y cómo arreglarlo.',
      blocks: [
        { list: ['Estimaciones convertidas en plazos: mide la precisión, no busques culpables.', 'El facilitador vota primero en voz alta: todos votan en privado, siempre.', 'Acciones de retro que nadie revisa: vuelven en la siguiente retro hasta que se hacen, míralas primero.', 'Velocidad comparada entre equipos: los puntos son relativos a un equipo, compara un equipo consigo mismo.', 'Ignorar el coste: un sprint que consume un mes de runway debería entregar un mes de valor.'] },
      ],
    },
    'teams/roles-permissions': {
      title: 'Roles y permisos',
      summary: 'Lo que pueden hacer propietarios, administradores, miembros y observadores.',
      blocks: [
        { list: ['OWNER (propietario): todo, incluida la facturación, eliminar la cuenta y transferir la propiedad. Uno por cuenta.', 'ADMIN: todo salvo eliminar o transferir la cuenta; gestiona usuarios, equipos, facturación y configuración.', 'MEMBER (miembro): lee todo, crea, edita, elimina y vota en los dominios; sin configuración de la cuenta, facturación ni gestión de usuarios.', 'OBSERVER (observador): lee y participa en las sesiones como observador; no cambia nada.'] },
        { h: 'Permisos con nombre' },
        { p: 'Los administradores pueden dar a un miembro permisos con nombre además de su rol: page:billing, page:users_teams, page:financials (el panel CFO y las páginas de planificación financiera), action_items:create, action_items:assign, billing.view, billing.purchase, billing.manage, integrations.manage, access:investor_dashboard y access:affiliate_dashboard.' },
        { h: 'Perfiles' },
        { p: 'Fundador, inversor, miembro de equipo o afiliado se elige en tu perfil y decide tu página de inicio: los fundadores /dashboard, los inversores /investor/dashboard, los afiliados /affiliate-dashboard. Los paneles de inversor y de afiliado también están abiertos a propietarios, administradores y a quienes tengan su permiso de acceso.' },
        { p: 'La API aplica las mismas reglas que las pantallas: una acción rechazada responde 403.' },
      ],
    },
    'teams/inviting-members': {
      title: 'Invitar a miembros',
      summary: 'Invitaciones por correo, plazas y lo que ve la persona invitada.',
      blocks: [
        { p: 'Los propietarios y administradores invitan desde Gestionar usuarios y equipos. Elige el correo, el rol y, si quieres, equipos. El correo de invitación lleva un enlace válido 7 días; puedes reenviarlo o revocarlo mientras no se acepte.' },
        { p: 'Una invitación ocupa una plaza: Free y Pro incluyen 5 usuarios; Pro puede comprar más a 5 $ por usuario al mes. Cuando la cuenta está llena, la invitación se rechaza con el límite alcanzado.' },
        { p: 'Quien no tiene cuenta se registra desde el enlace (solo se le piden su nombre y una contraseña); quien ya tiene cuenta acepta y cambia a la nueva cuenta desde el menú de la cuenta.' },
      ],
    },
    'teams/team-settings': {
      title: 'Configuración del equipo',
      summary: 'Nombres, miembros y sus roles de equipo, coste por punto y valores por defecto.',
      blocks: [
        { p: 'Cada equipo tiene un nombre, una descripción y miembros con un rol de equipo (administrador, facilitador, participante). La configuración ágil de la cuenta guarda el coste de un punto de historia y el sistema de votación por defecto de las nuevas sesiones de poker (Fibonacci salvo que lo cambies); cambiar un valor por defecto solo afecta a las sesiones nuevas.' },
        { p: 'Quitar a alguien de un equipo no lo quita de la cuenta; quitarlo de la cuenta lo quita de todos los equipos y cierra sus conexiones en directo.' },
      ],
    },
    'api/overview': {
      title: 'Visión general de la API',
      summary: 'Ruta base, autenticación, cuentas, respuestas y errores.',
      blocks: [
        { p: 'Todo lo que hacen las pantallas pasa por la misma API HTTP bajo /api. La referencia completa, generada a partir de las propias declaraciones de rutas del servidor, está en /api-reference (documento OpenAPI en /api/openapi.json).' },
        { h: 'Autenticación' },
        { code: 'curl -s -X POST https://your-host/api/auth/login \\\n  -H "Content-Type: application/json" \\\n  -d \'{"email":"you@example.com","password":"..."}\'\n# -> { "success": true, "data": { "tokens": { "accessToken": "...", "refreshToken": "..." }, "accountId": "..." } }' },
        { p: 'Envía el token de acceso en Authorization: Bearer <token>. Dura una hora; POST /api/auth/refresh con el token de renovación da un par nuevo (cada token de renovación sirve una sola vez).' },
        { h: 'Cuentas (tenants)' },
        { p: 'Las peticiones actúan en la cuenta de tu sesión; para actuar en otra cuenta de la que eres miembro, envía X-Tenant-ID: <accountId>. Una cuenta de la que no eres miembro responde 403.' },
        { h: 'Respuestas y errores' },
        { code: '{ "success": true, "data": { ... } }\n{ "success": false, "error": "Validation failed", "details": [{ "field": "name", "message": "..." }] }' },
        { p: 'Los errores de validación responden 400, la falta de sesión 401, un permiso rechazado 403, un registro inexistente 404, un conflicto 409, una regla de negocio 422 y un límite de peticiones 429. Los textos de error de la API están en inglés; la aplicación los muestra en tu idioma.' },
      ],
    },
    'api/sessions': {
      title: 'API de sesiones',
      summary: 'Crea y dirige sesiones de planning poker por HTTP.',
      blocks: [
        { code: '# List sessions\ncurl -s https://your-host/api/planning-poker/sessions -H "Authorization: Bearer $TOKEN"\n\n# Create one\ncurl -s -X POST https://your-host/api/planning-poker/sessions \\\n  -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \\\n  -d \'{"name":"Sprint 12 refinement","votingSystemId":"fibonacci"}\'' },
        { p: 'GET /api/planning-poker/sessions/{id} devuelve el estado completo de una sesión (historias, participantes, votos una vez revelados). Unirse, votar y revelar también existen como eventos en tiempo real en el websocket /ws, que usa la aplicación; la referencia lista ambos.' },
        { p: 'Las retrospectivas están bajo /api/retrospectives y los tableros kanban bajo /api/kanban, con las mismas convenciones.' },
      ],
    },
    'api/webhooks': {
      title: 'Webhooks',
      summary: 'Entérate cuando pasa algo en una cuenta.',
      blocks: [
        { p: 'Los propietarios, los administradores y los miembros con integrations.manage registran endpoints de webhook en Integraciones o con POST /api/integrations/webhooks. GET /api/integrations/webhooks/events lista los eventos a los que suscribirse.' },
        { p: 'Cada endpoint recibe un secreto de firma, que se muestra una sola vez (renuévalo con POST /api/integrations/webhooks/{id}/secret). Verifica con él la firma de cada entrega antes de fiarte del contenido y responde 2xx enseguida; las entregas fallidas se reintentan y quedan registradas en el endpoint.' },
        { p: 'La referencia de la API en /api-reference documenta el contenido de cada evento.' },
      ],
    },
    'integrations/jira': {
      title: 'Jira',
      summary: 'Trae historias para estimarlas y devuelve las estimaciones.',
      blocks: [
        { p: 'Hasta que haya un conector directo, exporta las incidencias de Jira en CSV (resumen, descripción, clave) e impórtalas como historias en una sesión de planning poker; exporta la sesión en CSV para actualizar los story points en Jira con su edición masiva.' },
        { p: 'El backlog y los tableros del producto pueden sustituir a Jira para los equipos que quieren estimaciones, sprints y costes en un solo sitio.' },
      ],
    },
    'integrations/slack': {
      title: 'Slack',
      summary: 'Comparte sesiones y recibe avisos donde habla el equipo.',
      blocks: [
        { p: 'Comparte el enlace de acceso de una sesión en un canal: los invitados entran con su nombre, los miembros con su sesión iniciada. Para los avisos, apunta un endpoint de webhook a un relé de webhooks entrantes de Slack de tu elección.' },
      ],
    },
    'integrations/github': {
      title: 'GitHub',
      summary: 'Une el trabajo de entrega con el código.',
      blocks: [
        { p: 'Pon la clave del elemento del backlog en los nombres de rama y en los títulos de las pull requests para que los revisores encuentren la historia. Los webhooks del producto pueden lanzar una GitHub Action mediante repository_dispatch.' },
      ],
    },
    'ai/overview': {
      title: 'Funciones de IA',
      summary: 'Qué son el asistente y los insights, y qué no son.',
      blocks: [
        { p: 'Las funciones llamadas de IA (el asistente, los insights, la analítica predictiva, la inteligencia de reuniones, las preguntas en lenguaje natural) son análisis deterministas y explicables de los datos de tu propia cuenta. Cada respuesta muestra las cifras y las reglas de las que sale. Ningún dato sale del producto hacia un modelo externo.' },
        { p: 'El asistente está incluido desde el plan Pro.' },
      ],
    },
    'ai/best-practices': {
      title: 'Obtener buenas respuestas',
      summary: 'Mantén completos los datos que leen los análisis.',
      blocks: [
        { list: ['Mantén al día la caja y los gastos: las respuestas sobre el runway no son más recientes que ellos.', 'Completa los sprints y estima las historias: las respuestas basadas en la velocidad necesitan historial (al menos tres sprints).', 'Etiqueta los comentarios: el sentimiento y los temas se agrupan mejor con etiquetas.'] },
      ],
    },
    'ai/session-automation': {
      title: 'Automatización de sesiones',
      summary: 'Menos preparación para las sesiones recurrentes.',
      blocks: [
        { p: 'Empieza una retrospectiva desde una plantilla en lugar de montar las columnas a mano, y repasa al principio las acciones abiertas de retros anteriores: siguen abiertas hasta que alguien las marca como hechas. Las estimaciones del planning poker y las acciones de las retros llegan al backlog sin copiarlas.' },
      ],
    },
    'ai/team-invitations': {
      title: 'Invitaciones de equipo',
      summary: 'Invita rápido a las personas adecuadas.',
      blocks: [
        { p: 'Invita a personas a un equipo por correo con su rol de equipo; quien es nuevo en la cuenta recibe el correo de invitación y se une a la cuenta y al equipo a la vez. Las plazas y los roles de la cuenta siguen las reglas de Invitar a miembros.' },
      ],
    },
    'affiliates/program': {
      title: 'El programa de afiliados',
      summary: 'Cómo se atribuyen los referidos y cómo se calculan, pagan y revierten las comisiones.',
      blocks: [
        { p: 'Quien se registra como afiliado (y los propietarios y administradores de cuenta, o los miembros con access:affiliate_dashboard) tiene un enlace de referido en /affiliate-dashboard: https://your-host/r/<code>, con su código QR. Añade ?to=/pricing para llegar a otra página del sitio.' },
        { h: 'Atribución' },
        { list: ['Seguir el enlace registra un clic y guarda una cookie propia, suite_ref, que solo contiene el identificador del clic. Dura 60 días (la ventana de la cookie).', 'Un registro hecho desde ese navegador dentro de la ventana convierte la nueva cuenta en un referido del afiliado. Gana el último clic; una cuenta se refiere una sola vez y nunca por quien la creó.', 'No se rastrea nada más: ni cookies de terceros ni huella del navegador.'] },
        { h: 'Comisiones' },
        { p: 'Cada factura que una cuenta referida paga en los 12 meses siguientes a su registro da al afiliado el 20 % del total de la factura, contado en céntimos y redondeado al más cercano. Una comisión queda pendiente 30 días después del pago (el plazo de reembolso), luego es pagadera y después pagada cuando se registra un pago.' },
        { p: 'Un reembolso retira la misma parte de lo reembolsado, en el mes de la comisión que revierte.' },
        { h: 'Ejemplo con cifras' },
        { list: ['Un equipo referido paga Pro mensual: 29,00 $. Al 20 %, la comisión es de 5,80 $ (pendiente).', 'Un mes después, la renovación paga 29,00 $: otros 5,80 $; la primera, pasados sus 30 días, ya es pagadera.', 'Un reembolso de 10,00 $ de la renovación revierte 2,00 $: quedan 5,80 $ pagaderos y 3,80 $ pendientes.'] },
        { h: 'Cambiar las reglas' },
        { p: 'La tasa, los meses, la ventana de la cookie y la retención se leen en el servidor (GET /api/public/affiliate-program) y los cambia un superadministrador con PUT /api/admin/affiliate-program, cuerpo { commissionRateBp, commissionMonths, cookieDays, holdDays } (tasa en puntos básicos: 2000 = 20 %). Las reglas nuevas se aplican a las facturas pagadas desde ese momento; las comisiones ganadas conservan su tasa.' },
        { p: 'Los superadministradores registran los reembolsos con POST /api/admin/affiliate-program/refunds { invoiceId, amountCents } y los pagos con POST /api/admin/affiliate-program/payouts { affiliateCode }, que marca como pagada cada comisión pagadera de ese afiliado. La pantalla Programa de afiliados (/admin/affiliate-program, enlazada desde el panel de administración) hace todo esto: el formulario de reglas, las comisiones pendientes, pagaderas y pagadas de cada afiliado por factura, Registrar reembolso y Registrar pago.' },
      ],
    },
  },
};
