import { PATHS } from '../../app/paths.ts';
import { AuthFrame } from './auth-frame.tsx';

const toLogin = { text: 'auth.link.backToLogin', to: PATHS.login };

export const LoginPage = () => (
  <AuthFrame
    title="auth.login.title"
    text="auth.login.text"
    links={[
      { text: 'auth.link.forgotPassword', to: PATHS.forgotPassword },
      { text: 'auth.link.register', to: PATHS.register },
    ]}
  />
);

export const ForgotPasswordPage = () => (
  <AuthFrame title="auth.forgot.title" text="auth.forgot.text" links={[toLogin]} />
);

export const AccountResetPage = () => (
  <AuthFrame title="auth.reset.title" text="auth.reset.text" links={[toLogin]} />
);

export const RegisterPage = () => (
  <AuthFrame
    title="auth.register.title"
    text="auth.register.text"
    links={[{ text: 'auth.link.haveAccount', to: PATHS.login }]}
  />
);

export const RegisterConfirmPage = () => (
  <AuthFrame title="auth.confirm.title" text="auth.confirm.text" links={[toLogin]} />
);
