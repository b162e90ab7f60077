/** The strings of the registration form in en ('authRegister' namespace). */
export const authRegister = {
  register: {
    title: 'Create your account',
    subtitle: 'Free for up to 5 users. All 6 domains included.',
    invitationNote: 'Create an account to join the team that invited you.',
    personaLegend: 'I am',
    personas: {
      FOUNDER: 'A founder',
      INVESTOR: 'An investor',
      AFFILIATE: 'An affiliate',
    },
    personaHints: {
      FOUNDER: 'Run my team and track runway',
      INVESTOR: 'Follow the companies I invest in',
      AFFILIATE: 'Refer customers and follow commissions',
    },
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    phonePlaceholder: '+1 555 010 2030',
    confirmPassword: 'Confirm password',
    passwordHint: 'At least 8 characters',
    terms: 'I agree to the <terms>Terms of Use</terms> and the <privacy>Privacy Policy</privacy>',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    errorTitle: 'Registration failed',
  },
};
