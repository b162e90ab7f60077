/** The notification centre's strings in es ('notifications' namespace). */
export const notifications = {
  centre: {
    label: 'Notificaciones',
    unread: 'Notificaciones: {{count}} sin leer',
    empty: 'Nada nuevo. Aquí aparecen las solicitudes de aprobación, las decisiones y las menciones.',
    markAll: 'Marcar todo como leído',
    markRead: 'Marcar como leído',
    unreadDot: 'Sin leer',
    mentions: 'Menciones',
    approvals: 'Aprobaciones',
    loadFailed: 'No se pudieron cargar las notificaciones.',
  },
  kinds: {
    approvalRequested: '{{requester}} pide tu aprobación: {{summary}}',
    approvalDecided: '{{approver}} ha {{decision}} tu solicitud: {{summary}}',
    mention: '{{author}} te mencionó en {{title}}: {{excerpt}}',
  },
  decision: { approved: 'aprobado', rejected: 'rechazado' },
};
