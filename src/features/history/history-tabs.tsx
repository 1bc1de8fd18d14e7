import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { HISTORY_KINDS, type HistoryKind } from '../../../machines/shared/history.ts';
import { historyPath } from '../../runtime/paths.ts';

/** The four histories as links: the address says the tab, so back and forward move between them. */
export function HistoryTabs({ kind }: { kind: HistoryKind }) {
  const intl = useIntl();
  return (
    <Tabs
      value={kind}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={intl.formatMessage({ id: 'history.tabsLabel' })}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {HISTORY_KINDS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          component={Link}
          to={historyPath(tab)}
          aria-current={tab === kind ? 'page' : undefined}
          label={intl.formatMessage({ id: `history.tab.${tab}` })}
        />
      ))}
    </Tabs>
  );
}
