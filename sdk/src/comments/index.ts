/** Comments and version history panels (issue 22): modules embed them on their objects' screens. */
export { CommentsPanel, formatWhen, type CommentsPanelProps } from './CommentsPanel.js';
export { MentionTextarea, mentionQueryAt, matchMembers, type MentionCandidate, type MentionTextareaProps } from './MentionTextarea.js';
export { VersionHistoryPanel, VersionDetailModal, VersionChangesTable, VersionLine, type VersionHistoryPanelProps } from './VersionHistoryPanel.js';
export { COMMENTS_NAMESPACE, typeKey } from './i18n.js';
