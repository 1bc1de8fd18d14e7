import { FormattedMessage } from 'react-intl';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A short alert with its one action (OK, Try again) at its end, in the alert's colour. */
export function ActionAlert(props: {
  severity: AlertColor;
  /** Message keys of the text and of the action. */
  message: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <Alert
      severity={props.severity}
      action={
        <Button color="inherit" size="small" onClick={props.onAction}>
          <FormattedMessage id={props.action} />
        </Button>
      }
    >
      <FormattedMessage id={props.message} />
    </Alert>
  );
}
