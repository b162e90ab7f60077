/** Shell texts (platform.md section 2.3). */
export const ShellTexts = {
  LOADING: 'Loading...',
  INITIALIZING: 'Initializing...',
  UNEXPECTED_ERROR: 'An unexpected error occurred. Please try refreshing the page',
  TRY_AGAIN: 'Try Again',
  PAGE_NOT_FOUND: 'Page not found',
} as const;
