import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { PATHS } from '../runtime/paths.ts';
import { useDocumentTitle } from './use-document-title.ts';
import { ErrorView } from './error-view.tsx';

export function NotFoundPage() {
  useDocumentTitle('notFound.title');
  return (
    <ErrorView
      icon={<SearchOffIcon />}
      title={<FormattedMessage id="notFound.title" />}
      text={<FormattedMessage id="notFound.text" />}
      actions={
        <Button variant="contained" component={RouterLink} to={PATHS.home}>
          <FormattedMessage id="common.goHome" />
        </Button>
      }
    />
  );
}
