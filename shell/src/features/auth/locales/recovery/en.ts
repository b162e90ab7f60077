/** The strings of the forgotten and reset password screens in en ('authRecovery' namespace). */
export const authRecovery = {
  forgot: {
    title: 'Forgot your password?',
    subtitle: 'Enter the email address of your account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    sentTitle: 'Check your email',
    sentBody: 'If an account exists for {{email}}, we have sent a link to reset its password. The link works once and for one hour.',
    sentHint: 'No message? Check your spam folder, or try again in a few minutes.',
    tryAnother: 'Use another email',
  },
  reset: {
    title: 'Choose a new password',
    subtitle: 'Your new password replaces the old one and signs you out everywhere.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Change password',
    successTitle: 'Password changed',
    successBody: 'Your password has been changed. Taking you to sign in...',
    errorTitle: 'The password could not be changed',
    requestNew: 'Request a new link',
  },
};
