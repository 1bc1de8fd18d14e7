import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { selectLanguage } from '../../../machines/app/app.selectors.ts';
import { useAppEvents, useAppSelector } from '../../runtime/app-context.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { useSiteFile } from './use-site-file.ts';

// Menus load on first use: most visits never open one.
const ChoiceMenu = lazyPart(
  () => import('./choice-menu.tsx'),
  (menu) => menu.default,
);

/** The languages of /datas/languages.json; picking one tells the app machine. */
export function LanguageSwitch() {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const { setLanguage } = useAppEvents();
  const { data: languages, isFailed } = useSiteFile('languages');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Shown while the list loads (the header does not move when it arrives); hidden when there is
  // nothing to switch to.
  if (isFailed || (languages && languages.length < 2)) return null;

  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<TranslateIcon fontSize="small" />}
        aria-label={intl.formatMessage({ id: 'shell.language' }, { code: language.toUpperCase() })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1 }}
      >
        {language.toUpperCase()}
      </Button>
      {anchor && languages && (
        <ChoiceMenu
          anchor={anchor}
          onClose={() => setAnchor(null)}
          onUnavailable={() => setAnchor(null)}
          choices={languages.map((option) => ({
            key: String(option.id),
            label: option.title,
            lang: option.lang,
            selected: option.lang === language,
            onSelect: () => setLanguage(option.lang),
          }))}
        />
      )}
    </>
  );
}
