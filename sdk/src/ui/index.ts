export * from './theme.js';
export * from './PageHeader.js';
export * from './states.js';
export * from './ConfirmDialog.js';
export * from './DataTable.js';
export * from './StatCard.js';
export * from './fields.js';
export * from './ModulePlaceholder.js';
