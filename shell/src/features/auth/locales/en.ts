/** The sign-in screens' strings in en ('auth' namespace). Spec error texts come from the 'errors' namespace. */
export const auth = {
  common: {
    email: 'Email',
    emailPlaceholder: 'you@company.com',
    password: 'Password',
    backToSignIn: 'Back to sign in',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Welcome back. Sign in to your workspace.',
    forgotPassword: 'Forgot password?',
    submit: 'Sign in',
    noAccount: "Don't have an account?",
    createAccount: 'Create account',
    legal: 'By signing in you agree to the <terms>Terms of Use</terms> and the <privacy>Privacy Policy</privacy>.',
    passwordRequired: 'Enter your password',
    errorTitle: 'Sign-in failed',
    resend: 'Resend verification email',
    continueUnverified: 'Continue',
  },
  demo: {
    toggle: 'Demo accounts',
  },
};
