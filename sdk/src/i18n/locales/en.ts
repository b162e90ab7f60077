/** The sdk's 'en' strings: the kit's 'common' namespace and translated error texts ('errors'). */
export const common: Record<string, string> = {
  loading: 'Loading...',
  initializing: 'Initializing...',
  tryAgain: 'Try Again',
  retry: 'Retry',
  cancel: 'Cancel',
  confirm: 'Confirm',
  save: 'Save',
  delete: 'Delete',
  close: 'Close',
  back: 'Go Back',
  goToDashboard: 'Go to Dashboard',
  pageNotFound: 'Page not found',
  pageNotFoundHint: 'The page you are looking for does not exist or has moved.',
  unexpectedError: 'An unexpected error occurred. Please try refreshing the page',
  technicalDetails: 'Technical details',
  errorTitle: 'Something went wrong',
  emptyTitle: 'Nothing here yet',
  noResults: 'No results',
  search: 'Search',
  rowsOf: '{{from}}–{{to}} of {{total}}',
  previous: 'Previous',
  next: 'Next',
  required: 'Required',
  typeToConfirm: 'Type {{text}} to confirm',
  moduleUnavailable: 'This area could not be loaded',
  moduleUnavailableHint: 'The rest of the app keeps working. Try again in a moment.',
  comingSoon: 'Coming soon',
  language: 'Language',
  placeholderIssue: 'Arrives with issue #{{issue}}',
  placeholderPlanned: 'Planned',
};

/** English error texts are the keys themselves. */
export const errors: Record<string, string> = {
};
