import { useIntl } from 'react-intl';
import IconButton from '@mui/material/IconButton';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { selectColorMode } from '../../../machines/app/app.selectors.ts';
import { useAppEvents, useAppSelector } from '../../runtime/app-context.tsx';

export function ModeToggle() {
  const intl = useIntl();
  const mode = useAppSelector(selectColorMode);
  const { toggleMode } = useAppEvents();
  const label = intl.formatMessage({ id: mode === 'dark' ? 'shell.lightMode' : 'shell.darkMode' });
  return (
    <IconButton color="inherit" aria-label={label} title={label} onClick={toggleMode}>
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
