import type { MarketingBody, MarketingPageId } from './types.js';

const start = { label: 'Empieza gratis', to: '/register' };
const pricing = { label: 'Ver precios', to: '/pricing' };

/** The marketing pages' bodies in es. */
export const body: Record<MarketingPageId, MarketingBody> = {
  features: {
    lead: 'Un solo producto para un equipo de startup: las herramientas ágiles de cada semana, las finanzas de las que respondes y las personas que financian y usan lo que construyes. Todos los dominios en todos los planes.',
    sections: [
      { title: 'Agilidad de supervivencia', text: 'Planning poker, retrospectivas, kanban, backlog y sprints. Un punto tiene un coste y un sprint se lee frente a tu runway.', points: ['Salas de estimación en tiempo real', 'Retros cuyas acciones llegan al backlog', 'Tableros con límites WIP y métricas de flujo'] },
      { title: 'Inteligencia de negocio', text: 'Caja, gastos, ingresos y plantilla en un mismo modelo: runway, burn, punto de equilibrio, flujo de caja, previsiones con escenarios, KPI y el panel del CFO.', points: ['Runway en días y meses, con tus propias cifras', 'Alertas de burn a 90 y 30 días', 'Un simulador de precios a 24 meses'] },
      { title: 'Gestión de producto', text: 'Una cartera del producto a la subtarea, cada elemento con justificación y presupuesto, puntuado por valor, impacto en el cliente, alineación y riesgo.' },
      { title: 'Inteligencia para inversores', text: 'Los inversores ven en vivo las empresas que les dan acceso: runway, burn, crecimiento, actualizaciones, alertas, informes y data room.' },
      { title: 'Cadencia operativa', text: 'Reuniones uno a uno, evaluaciones, OKR, reuniones semanales, encuestas de pulso, cuadros de mando y salud del equipo, al ritmo de tus sprints.' },
      { title: 'Compromiso del cliente', text: 'Un widget de feedback para tu sitio, NPS y CSAT, sentimiento, mapas de calor y embudos; el feedback va al backlog con su origen.' },
    ],
    ctas: [start, pricing],
    related: [
      { label: 'Comparar con otras herramientas', to: '/competitors' },
      { label: 'Leer la documentación', to: '/docs' },
    ],
  },
  about: {
    lead: 'Las startups rara vez fracasan por un mal sprint. Fracasan porque el dinero se acaba antes de que el producto encuentre a sus clientes. Construimos un lugar donde ambas cosas se ven.',
    sections: [
      { title: 'Por qué un solo producto', text: 'Los equipos estiman en una herramienta, siguen la caja en una hoja de cálculo e informan a los inversores con diapositivas. Cada copia se desvía. Aquí el coste de un punto, el runway y la actualización a inversores salen de las mismas cifras.' },
      { title: 'Cómo lo construimos', text: 'Explicable por diseño: cada cifra se puede rastrear hasta lo que la produjo. Las funciones llamadas «IA» son análisis deterministas de tus propios datos, y lo dicen.' },
      { title: 'Dónde estamos', text: 'El producto está en inglés, francés y español. Los precios son públicos y simples: gratis hasta 5 usuarios, luego 5 $ por usuario al mes.' },
      { title: 'Escríbenos', text: 'Preguntas, alianzas o prensa: escríbenos por el formulario de soporte; una persona responde en un día laborable.' },
    ],
    ctas: [start, { label: 'Contactar con soporte', to: '/support' }],
  },
  privacy: {
    lead: 'Esta política explica qué datos personales trata el servicio, por qué, durante cuánto tiempo y qué puedes pedirnos. Cubre la aplicación web, su API y el widget de feedback integrable.',
    sections: [
      { title: 'Qué recogemos', text: 'Los datos de cuenta que nos das (nombre, e-mail, teléfono, empresa, persona), lo que tu equipo introduce en el producto, datos de facturación (solo marca y últimos cuatro dígitos de la tarjeta; los números los guarda el proveedor de pagos) y registros técnicos (dirección IP, navegador, intentos de inicio de sesión) por seguridad.' },
      { title: 'Por qué', text: 'Para prestar el servicio contratado (contrato), mantenerlo seguro y evitar abusos (interés legítimo), facturarte (contrato y obligación legal) y enviar los correos que pediste; puedes desactivar los no esenciales en tus preferencias.' },
      { title: 'El widget de feedback', text: 'Cuando un cliente tuyo responde a tu widget, se guardan la respuesta, la página y un identificador de sesión anónimo para tu cuenta. Solo se guarda un e-mail si tu sitio identifica al visitante. Tú eres responsable de esos datos; los tratamos por tu cuenta.' },
      { title: 'Cookies', text: 'La aplicación guarda tu sesión en el almacenamiento del navegador. Una cookie propia llamada suite_ref registra un enlace de afiliado que seguiste, durante 60 días, para acreditar la recomendación; solo contiene un identificador aleatorio. No usamos rastreadores publicitarios.' },
      { title: 'Cuánto tiempo', text: 'Los datos de cuenta se conservan mientras exista la cuenta y se borran en 30 días tras su eliminación, salvo las facturas que la ley obliga a conservar. Los registros de seguridad se guardan 12 meses.' },
      { title: 'Tus derechos', text: 'Puedes acceder a tus datos, corregirlos, exportarlos y borrarlos, oponerte a un tratamiento y reclamar ante tu autoridad de protección de datos. Los propietarios exportan y borran una cuenta desde su configuración; cualquiera puede escribir a soporte.' },
    ],
    ctas: [{ label: 'Contactar con soporte', to: '/support' }],
    related: [{ label: 'Términos del servicio', to: '/terms' }],
  },
  terms: {
    lead: 'Estos términos son el acuerdo entre tu organización y nosotros cuando usas el servicio. Al crear una cuenta los aceptas en nombre de la cuenta.',
    sections: [
      { title: 'Cuentas', text: 'Debes dar información exacta y proteger tu contraseña y tu segundo factor. El propietario de la cuenta decide quién es miembro y con qué rol; propietarios y administradores responden de lo que conceden.' },
      { title: 'Planes y facturación', text: 'Free es gratis hasta 5 usuarios. Pro cuesta 29 $ al mes y Enterprise 99 $ al mes, con usuarios adicionales a 5 $ al mes; la facturación anual son 12 meses al 80 %. Precios en USD, cobrados por adelantado con factura numerada. Puedes cancelar en cualquier momento; el plan sigue hasta el final del periodo pagado.' },
      { title: 'Uso aceptable', text: 'No infrinjas la ley, no ataques el servicio, no lo revendas ni subas datos sin derecho a ello. Podemos suspender una cuenta que ponga en riesgo a otros, avisándote cuando sea posible.' },
      { title: 'Tus datos', text: 'Lo que pones en el servicio sigue siendo tuyo. Solo lo tratamos para prestar el servicio, como dice la política de privacidad. Puedes exportarlo en cualquier momento.' },
      { title: 'Disponibilidad y cambios', text: 'Trabajamos para mantener el servicio disponible y avisamos antes de un mantenimiento planificado. Los cambios importantes de estos términos se anuncian con 30 días de antelación.' },
      { title: 'Responsabilidad', text: 'El servicio se presta tal cual. Nuestra responsabilidad total en un año se limita a lo que nos pagaste en los 12 meses anteriores a la reclamación, salvo donde la ley no permita un límite.' },
    ],
    ctas: [start],
    related: [{ label: 'Política de privacidad', to: '/privacy' }, pricing],
  },
  'product-management': {
    lead: 'Planifica qué construir viendo su coste y su valor, y envíalo a los equipos que lo construyen.',
    sections: [
      { title: 'Una cartera de seis niveles', text: 'Producto, iniciativa, epic, historia de usuario, tarea y subtarea. Cada elemento lleva una justificación y un presupuesto en céntimos; un hijo nunca gasta más de lo que su padre permite.' },
      { title: 'Una puntuación de ROI explicable', text: 'Valor de negocio 40 %, impacto en el cliente 30 %, alineación estratégica 20 % y riesgo 10 %: cada puntuación muestra su desglose.' },
      { title: 'Descubrimiento y laboratorio de validación', text: 'Los documentos de descubrimiento pasan de borrador a revisión y aprobado; las hipótesis reciben un veredicto que mueve el riesgo y la puntuación.' },
      { title: 'Escenarios MVP y ROI por funcionalidad', text: 'Un MVP se comprueba frente a tu runway (viable dentro del 60 %, arriesgado dentro del 80 %), y el retorno de cada funcionalidad se mide con el coste real de sus puntos.' },
    ],
    ctas: [start, { label: 'Explorar el descubrimiento de producto', to: '/product-discovery' }],
    related: [{ label: 'Comparar herramientas de producto', to: '/competitors/product-management' }],
  },
  'business-intelligence': {
    lead: 'Sabe cuánto dura el dinero y qué le hace cada decisión, con las cifras que ya tienes.',
    sections: [
      { title: 'Runway y burn', text: 'Saldos de caja, gastos puntuales y recurrentes, otros ingresos y ventas dan el burn bruto y neto, el runway en días (un mes son 30 días) y la fecha en que se acaba la caja.', points: ['El burn semanal es el burn mensual dividido entre 4,33', 'Alertas por correo con menos de 90 y 30 días de runway'] },
      { title: 'Equilibrio, flujo de caja y previsiones', text: 'Mira cuándo los ingresos cubren los costes, mes a mes, y compara escenarios como una contratación o un cambio de precio antes de decidir.' },
      { title: 'El coste de la entrega', text: 'Los puntos abiertos multiplicados por tu coste por punto muestran lo que gastará el trabajo comprometido.' },
      { title: 'KPI y el panel del CFO', text: 'Crea KPI con objetivos; el panel lista lo que va bien y lo que requiere atención, tres de cada.' },
      { title: 'Simulador de precios', text: 'Precios SaaS, freemium o por transacción proyectados a 24 meses, con abandono y valor de vida del cliente.' },
    ],
    ctas: [start, { label: 'Probar el simulador de precios', to: '/pricing-simulator' }],
    related: [{ label: 'Comparar herramientas de BI', to: '/competitors/business-intelligence' }],
  },
  'customer-engagement-feedback': {
    lead: 'Escucha a tus clientes donde usan tu producto, y actúa en el mismo lugar donde planificas el trabajo.',
    sections: [
      { title: 'Recoger', text: 'Valoraciones, NPS, CSAT y preguntas abiertas con el widget en tu sitio, con disparadores por página, tiempo, desplazamiento o intención de salida.' },
      { title: 'Entender', text: 'NPS y CSAT en el tiempo, sentimiento por respuesta, mapas de calor de clics, embudos de conversión, cohortes y salud del cliente.' },
      { title: 'Actuar', text: 'Etiqueta, filtra y cambia el estado del feedback, y envíalo al backlog: el elemento recuerda de dónde vino.' },
    ],
    ctas: [start, { label: 'Ver la demo en vivo', to: '/demo/feedback' }],
    related: [
      { label: 'El widget de feedback', to: '/feedback-widget' },
      { label: 'Comparar herramientas de feedback', to: '/competitors/customer-engagement' },
    ],
  },
  'feedback-widget': {
    lead: 'Añade una etiqueta script a tu sitio y empieza a recoger feedback en minutos.',
    sections: [
      { title: 'Ligero y seguro', text: 'El cargador pesa menos de 3 KB comprimido y solo carga el widget cuando hace falta. Se muestra en un shadow root: el CSS de tu sitio no puede romperlo ni él el tuyo, y funciona con una Content Security Policy estricta.' },
      { title: 'Fiable', text: 'Las respuestas se encolan si el visitante está sin conexión y se envían con sendBeacon al cerrar la página. El servidor descarta duplicados.' },
      { title: 'Bajo tu control', text: 'Cada widget tiene su clave de API (rótala cuando quieras), sus preguntas, su segmentación y una comprobación de instalación que confirma la llegada de eventos en 15 minutos.' },
    ],
    ctas: [start, { label: 'Ver la demo en vivo', to: '/demo/feedback' }],
    related: [{ label: 'Compromiso del cliente', to: '/customer-engagement-feedback' }],
  },
  'investor-intelligence': {
    lead: 'Para inversores: las empresas que respaldas, con sus propias cifras, tan a menudo como quieras. Para fundadores: comparte exactamente lo que elijas y ve cada consulta.',
    sections: [
      { title: 'Accesos que pertenecen a la empresa', text: 'El propietario o un administrador concede a un inversor acceso por recurso y acción (panel, comunicaciones, data room) y puede revocarlo; la siguiente petición se rechaza al instante.' },
      { title: 'Una cartera en vivo', text: 'Runway (rojo con menos de 8 meses, naranja con menos de 12), burn, MRR y crecimiento por empresa, el valor de la cartera y alertas cuando algo cambia.' },
      { title: 'Actualizaciones sin perseguir', text: 'Pide una actualización; el fundador responde con cifras fechadas. Informes y paquetes de consejo se rellenan desde los datos financieros de la empresa.' },
      { title: 'Una data room con registro de accesos', text: 'Documentos compartidos con inversores; cada apertura queda en el registro de actividad de la empresa.' },
    ],
    ctas: [{ label: 'Únete como inversor', to: '/register?persona=INVESTOR' }, { label: 'Ver el directorio de startups', to: '/business-directory' }],
    related: [{ label: 'Comparar herramientas para inversores', to: '/competitors/investor-intelligence' }],
  },
  'survival-focused-agile': {
    lead: 'Rituales ágiles que mantienen viva la empresa: cada estimación tiene un precio y cada sprint se mide frente al runway.',
    sections: [
      { title: 'Planning poker', text: 'Estimad juntos en tiempo real con Fibonacci, tallas de camiseta o vuestra baraja; el coste de la estimación aparece a partir de tu coste por punto.' },
      { title: 'Retrospectivas', text: 'Fases desde escribir hasta votar y decidir acciones, tarjetas anónimas y acciones que te siguen a la próxima retro y al backlog.' },
      { title: 'Kanban y sprints', text: 'Tableros con límites WIP, carriles, tiempo de ciclo y rendimiento; sprints con velocidad y capacidad.' },
      { title: 'El dinero en el ciclo', text: 'La velocidad y el coste de un punto alimentan los paneles financieros: entrega y runway se leen juntos.' },
    ],
    ctas: [start, { label: 'Probar la demo de planning poker', to: '/demo/planning-poker' }],
    related: [
      { label: 'Planning poker', to: '/planning-poker' },
      { label: 'Retrospectivas', to: '/retrospectives' },
      { label: 'Kanban ágil', to: '/agile-kanban' },
      { label: 'Comparar con Jira, Trello y otros', to: '/competitors/agile-survival' },
    ],
  },
  'operational-cadence': {
    lead: 'El lado humano de dirigir una startup, con un ritmo constante, conectado al trabajo y a las cifras.',
    sections: [
      { title: 'Reuniones uno a uno', text: 'Agendas compartidas, notas privadas y acciones que se arrastran.' },
      { title: 'Evaluaciones de desempeño', text: 'Ciclos con autoevaluación, responsable y compañeros, puntuaciones y calibración.' },
      { title: 'Objetivos y OKR', text: 'Resultados clave que pueden seguir cifras en vivo como el MRR, el runway o la velocidad, con revisiones semanales.' },
      { title: 'Pulso, cuadros de mando y salud del equipo', text: 'Encuestas de pulso anónimas (resultados ocultos con menos de 5 respuestas), indicadores semanales con objetivos y una vista de la salud del equipo.' },
    ],
    ctas: [start, { label: 'Explorar las evaluaciones', to: '/performance-reviews' }],
    related: [
      { label: 'Reuniones uno a uno', to: '/operational-cadence/one-on-ones' },
      { label: 'Evaluaciones de desempeño', to: '/operational-cadence/performance-reviews' },
      { label: 'Objetivos y OKR', to: '/operational-cadence/goals' },
      { label: 'Encuestas de pulso y salud del equipo', to: '/operational-cadence/team-health' },
    ],
  },
  'operational-cadence/one-on-ones': {
    lead: 'Mejores reuniones uno a uno con menos papeleo: ambos preparan y no se pierde nada.',
    sections: [
      { title: 'Agenda compartida', text: 'Responsable y colaborador añaden temas antes de la reunión; lo pendiente pasa a la siguiente.' },
      { title: 'Notas privadas y compartidas', text: 'Notas compartidas para ambos y notas privadas que solo lee su autor.' },
      { title: 'Acciones y recurrencia', text: 'Acciones con responsable y fecha; recurrencia semanal o quincenal con recordatorios y un calendario suscribible.' },
    ],
    ctas: [start],
    related: [{ label: 'Cadencia operativa', to: '/operational-cadence' }],
  },
  'operational-cadence/performance-reviews': {
    lead: 'Evaluaciones justas y periódicas, basadas en el trabajo que la gente hizo de verdad.',
    sections: [
      { title: 'Ciclos', text: 'Abre un ciclo y elige quién evalúa a quién: uno mismo, el responsable y los compañeros, con plazos.' },
      { title: 'Puntuaciones y calibración', text: 'Puntuaciones en una escala común y una vista de calibración para comparar antes de compartir resultados.' },
      { title: 'Evidencias', text: 'Los objetivos y el trabajo entregado están junto al formulario de evaluación.' },
    ],
    ctas: [start, { label: 'Explorar las evaluaciones', to: '/performance-reviews' }],
    related: [{ label: 'Cadencia operativa', to: '/operational-cadence' }],
  },
  'operational-cadence/goals': {
    lead: 'Objetivos que todo el equipo ve, con resultados clave que se actualizan solos cuando pueden.',
    sections: [
      { title: 'OKR', text: 'Objetivos de empresa, equipo y personales con resultados clave medibles.' },
      { title: 'Resultados clave en vivo', text: 'Un resultado clave puede seguir el MRR o el runway desde finanzas, o la velocidad desde los tableros de entrega.' },
      { title: 'Revisiones', text: 'Una breve revisión semanal registra el avance y la confianza.' },
    ],
    ctas: [start],
    related: [{ label: 'Cadencia operativa', to: '/operational-cadence' }],
  },
  'operational-cadence/team-health': {
    lead: 'Sabe cómo está el equipo antes de que se note en las cifras.',
    sections: [
      { title: 'Encuestas de pulso', text: 'Encuestas breves, recurrentes y anónimas; los resultados siguen ocultos hasta que respondan al menos 5 personas.' },
      { title: 'Cuadros de mando', text: 'Medidas semanales con objetivos, cada una con su responsable.' },
      { title: 'Salud del equipo', text: 'Pulso, carga y entrega juntos, equipo por equipo.' },
    ],
    ctas: [start],
    related: [{ label: 'Cadencia operativa', to: '/operational-cadence' }],
  },
  'planning-poker': {
    lead: 'Estimad historias juntos, en tiempo real, sin efecto ancla.',
    sections: [
      { title: 'Votar y revelar', text: 'Cada uno elige una carta en privado; el facilitador las revela todas a la vez y ve la dispersión y el consenso.' },
      { title: 'Tu escala', text: 'Fibonacci, Fibonacci modificada, tallas de camiseta, potencias de dos o tu propia baraja.' },
      { title: 'Invitados y observadores', text: 'Invita con un enlace; los observadores miran sin votar.' },
      { title: 'El coste de la estimación', text: 'Con un coste por punto, cada estimación muestra lo que gastará, y va al backlog.' },
    ],
    ctas: [{ label: 'Probar la demo de planning poker', to: '/demo/planning-poker' }, start],
    related: [{ label: 'Cómo funcionan las votaciones (docs)', to: '/docs/user-guide/voting-systems' }],
  },
  retrospectives: {
    lead: 'Retros que terminan en decisiones, y decisiones que se cumplen.',
    sections: [
      { title: 'Fases', text: 'Escribir, agrupar, votar, comentar y decidir, con temporizador; el facilitador hace avanzar al equipo.' },
      { title: 'Anónimo cuando importa', text: 'Las tarjetas pueden ser anónimas para que cada uno diga lo que piensa.' },
      { title: 'Acciones que se cumplen', text: 'Las acciones vuelven en cada retro hasta estar hechas, y pueden ir al backlog.' },
      { title: 'Plantillas', text: 'Empezar, dejar, continuar; enfadado, triste, contento; 4L; o tus propias columnas.' },
    ],
    ctas: [{ label: 'Probar la demo de retrospectiva', to: '/demo/retrospectives' }, start],
    related: [{ label: 'Consejos de facilitación (docs)', to: '/docs/best-practices/facilitation-tips' }],
  },
  'agile-kanban': {
    lead: 'Un tablero que muestra el flujo de trabajo, y lo que cuesta.',
    sections: [
      { title: 'Tableros a tu manera', text: 'Columnas, carriles y tipos de tarjeta para Scrum, Kanban o tu propio proceso.' },
      { title: 'Límites WIP', text: 'Una columna avisa cuando supera su límite.' },
      { title: 'Métricas de flujo', text: 'Tiempo de ciclo, plazo de entrega, rendimiento y diagrama de flujo acumulado.' },
      { title: 'Backlog y sprints', text: 'Planifica sprints desde el backlog con la velocidad y la capacidad a la vista.' },
    ],
    ctas: [{ label: 'Probar la demo de kanban', to: '/demo/kanban' }, start],
    related: [{ label: 'Agilidad de supervivencia', to: '/survival-focused-agile' }],
  },
};
