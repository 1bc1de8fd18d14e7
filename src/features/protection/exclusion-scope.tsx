import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {
  ProtectionProfile,
  SelfExclusionScheme,
} from '../../../machines/shared/protection.ts';
import { countryName } from '../../i18n/countries.ts';
import { useFormat } from '../../i18n/format.ts';
import { SmartLink } from '../../ui/smart-link.tsx';
import { visuallyHiddenSx } from '../../ui/visually-hidden.ts';

const linkSx = { color: 'primary.main', fontWeight: 700 } as const;

/** A scheme or help line: its name, its site (a new tab) and its phone. */
function Scheme({ scheme }: { scheme: SelfExclusionScheme }) {
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
        {scheme.name}
      </Typography>
      {scheme.url && (
        <Typography component="span" variant="body2">
          <Box component={SmartLink} href={scheme.url} sx={linkSx}>
            {new URL(scheme.url).hostname}{' '}
            <Box component="span" sx={visuallyHiddenSx}>
              <FormattedMessage id="protection.schemes.newTab" />
            </Box>
          </Box>
        </Typography>
      )}
      {scheme.phone && (
        <Typography component="span" variant="body2">
          <FormattedMessage
            id="protection.schemes.phone"
            values={{
              phone: (
                <Box component="a" href={`tel:${scheme.phone.replace(/\s/g, '')}`} sx={linkSx}>
                  {scheme.phone}
                </Box>
              ),
            }}
          />
        </Typography>
      )}
    </Box>
  );
}

function Schemes({ schemes }: { schemes: SelfExclusionScheme[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
      {schemes.map((scheme) => (
        <Scheme key={scheme.name} scheme={scheme} />
      ))}
    </Box>
  );
}

/**
 * What a self-exclusion covers (MGA: every brand of the operator, said so even for one) and
 * where the country's own schemes are: its national register, or, without one, its help lines.
 */
export function ExclusionScope({ profile }: { profile: ProtectionProfile }) {
  const { lang } = useFormat();
  const { brands, schemes } = profile;
  const registers = schemes.filter((scheme) => scheme.register);
  const helpLines = schemes.filter((scheme) => !scheme.register);
  return (
    <Box
      component="section"
      aria-labelledby="protection-exclusion-scope"
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography id="protection-exclusion-scope" component="h4" variant="subtitle2">
        <FormattedMessage id="protection.scope.title" />
      </Typography>
      {brands.length === 1 ? (
        <Typography variant="body2">
          <FormattedMessage id="protection.scope.oneBrand" values={{ brand: brands[0] }} />
        </Typography>
      ) : (
        <>
          <Typography variant="body2">
            <FormattedMessage id="protection.scope.brands" values={{ count: brands.length }} />
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {brands.map((brand) => (
              <Typography component="li" variant="body2" key={brand}>
                {brand}
              </Typography>
            ))}
          </Box>
        </>
      )}
      {registers.length > 0 ? (
        <>
          <Typography variant="body2">
            <FormattedMessage id="protection.schemes.registers" />
          </Typography>
          <Schemes schemes={registers} />
        </>
      ) : (
        <Typography variant="body2">
          <FormattedMessage
            id="protection.schemes.noRegister"
            // A profile is named by its country's code ('tr').
            values={{ country: countryName(profile.id.toUpperCase(), lang) ?? profile.id }}
          />
        </Typography>
      )}
      {helpLines.length > 0 && (
        <>
          <Typography variant="body2">
            <FormattedMessage id="protection.schemes.helpLines" />
          </Typography>
          <Schemes schemes={helpLines} />
        </>
      )}
    </Box>
  );
}
