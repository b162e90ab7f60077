/** The notification centre's strings in fr ('notifications' namespace). */
export const notifications = {
  centre: {
    label: 'Notifications',
    unread: 'Notifications : {{count}} non lues',
    empty: 'Rien de nouveau. Les demandes d’approbation, les décisions et les mentions apparaissent ici.',
    markAll: 'Tout marquer comme lu',
    markRead: 'Marquer comme lu',
    unreadDot: 'Non lu',
    mentions: 'Mentions',
    approvals: 'Approbations',
    loadFailed: 'Les notifications n’ont pas pu être chargées.',
  },
  kinds: {
    approvalRequested: '{{requester}} demande votre approbation : {{summary}}',
    approvalDecided: '{{approver}} a {{decision}} votre demande : {{summary}}',
    mention: '{{author}} vous a mentionné sur {{title}} : {{excerpt}}',
  },
  decision: { approved: 'approuvé', rejected: 'rejeté' },
};
