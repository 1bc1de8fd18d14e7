import { FormattedMessage } from 'react-intl';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { ErrorView } from '../../ui/error-view.tsx';

/** What stands in a page's place while it was opened without a network. */
export function OfflineScreen() {
  return (
    <ErrorView
      icon={<CloudOffIcon />}
      title={<FormattedMessage id="shell.offline.title" />}
      text={<FormattedMessage id="shell.offline.text" />}
    />
  );
}
