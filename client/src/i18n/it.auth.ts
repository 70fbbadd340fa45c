import { validationMessages as v } from '@festalocation/domain/messages';

/** Italian strings of the auth screens, imported by those screens only (not by the first page's code). */
export const authStrings = {
  auth: {
    loginTitle: 'Accedi',
    email: 'Email',
    password: 'Password',
    submit: 'Accedi',
    register: 'Registrati',
    recover: 'Recupera',
    emailRequired: v.emailRequired,
    passwordRequired: v.passwordRequired,
    invalidCredentials: 'Credenziali non valide',
  },
};
