import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CelebrationIcon from '@mui/icons-material/Celebration';
import LoginIcon from '@mui/icons-material/Login';
import ShieldIcon from '@mui/icons-material/Shield';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { PATHS, PROTECTION_PATH } from '../../runtime/paths.ts';
import { BRAND, onNavy } from '../../theme/theme.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import type { RegisterConfirmState } from './register-page.tsx';

interface Step {
  icon: ComponentType<SvgIconProps>;
  title: string;
  text: string;
  action: string;
  to: string;
}

const STEPS: Step[] = [
  {
    icon: LoginIcon,
    title: 'auth.confirm.step.login',
    text: 'auth.confirm.step.loginText',
    action: 'menu.login',
    to: PATHS.login,
  },
  {
    icon: AccountBalanceWalletIcon,
    title: 'auth.confirm.step.deposit',
    text: 'auth.confirm.step.depositText',
    action: 'menu.myAccount',
    to: PATHS.profile,
  },
  {
    icon: CardGiftcardIcon,
    title: 'auth.confirm.step.bonus',
    text: 'auth.confirm.step.bonusText',
    action: 'menu.promotions',
    to: PATHS.promotions,
  },
  // Responsible gambling: the deposit limit is offered before the first deposit, and skippable.
  {
    icon: ShieldIcon,
    title: 'auth.confirm.step.limits',
    text: 'auth.confirm.step.limitsText',
    action: 'auth.confirm.step.limitsAction',
    to: PROTECTION_PATH,
  },
];

const isConfirmState = (value: unknown): value is RegisterConfirmState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RegisterConfirmState).message === 'string';

/**
 * After registration: the server's answer (the same whether or not something was taken; the
 * e-mail tells the rest) and the next steps (log in, deposit, bonuses).
 */
export function RegisterConfirmPage() {
  useDocumentTitle('auth.confirm.title');
  const { state } = useLocation();
  const message = isConfirmState(state) ? state.message.trim() : '';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper sx={{ overflow: 'hidden', borderRadius: 4 }}>
        <Box
          sx={{
            p: { xs: 3, md: 5 },
            ...onNavy,
            color: '#fff',
            textAlign: 'center',
            display: 'grid',
            justifyItems: 'center',
            gap: 1.5,
            background: `radial-gradient(circle at 50% 0%, rgba(245,183,10,0.35), transparent 65%), linear-gradient(160deg, ${BRAND.navyLight}, ${BRAND.navy})`,
          }}
        >
          <CelebrationIcon sx={{ fontSize: 56, color: BRAND.gold }} aria-hidden />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            <FormattedMessage id="auth.confirm.welcome" />
          </Typography>
          <Typography role="status" sx={{ maxWidth: 520, opacity: 0.85 }}>
            {message || <FormattedMessage id="auth.confirm.text" />}
          </Typography>
        </Box>
        <Box sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
            <FormattedMessage id="auth.confirm.next" />
          </Typography>
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
            }}
          >
            {STEPS.map(({ icon: Icon, title, text, action, to }, index) => (
              <Paper
                component="li"
                key={title}
                variant="outlined"
                sx={{ p: 2.5, display: 'grid', gap: 1, alignContent: 'start' }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Icon color="primary" aria-hidden />
                  <Typography variant="h3" sx={{ fontSize: '1rem' }}>
                    {index + 1}. <FormattedMessage id={title} />
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  <FormattedMessage id={text} />
                </Typography>
                <Button
                  component={RouterLink}
                  to={to}
                  variant={index === 0 ? 'contained' : 'outlined'}
                  size="small"
                  sx={{ justifySelf: 'start', mt: 0.5 }}
                >
                  <FormattedMessage id={action} />
                </Button>
              </Paper>
            ))}
          </Box>
        </Box>
      </Paper>
    </Container>
  );
}
