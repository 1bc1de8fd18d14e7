import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import { PROTECTION_PATH } from '../runtime/paths.ts';
import { TextLink } from './text-link.tsx';

/**
 * "Sorumlu oyun araçları": the way to the player's limits, reality check, time-out and
 * self-exclusion, which stays on the home page and in the deposit wizard (UKGC RTS 12).
 */
export function ResponsibleGamingLink() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <HealthAndSafetyOutlinedIcon fontSize="small" color="primary" aria-hidden />
      <TextLink to={PROTECTION_PATH} sx={{ fontWeight: 700 }}>
        <FormattedMessage id="protection.toolsLink" />
      </TextLink>
    </Box>
  );
}
