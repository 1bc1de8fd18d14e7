import { Formik } from 'formik';
import { FormattedMessage } from 'react-intl';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  EMPTY_REAUTHENTICATION,
  reauthenticationSchema,
} from '../../../machines/auth/reauthentication.ts';
import {
  selectAddStep,
  selectAddAsksCode,
  selectCanCancel,
  selectCodeSent,
  selectError,
  selectIsAdding,
  selectIsBusy,
  selectIsConfirmingRemoval,
  selectIsRemoving,
  selectIsSendingCode,
  selectRemovalFactor,
  selectSelected,
  selectSuggestedName,
} from '../../../machines/account/passkeys.selectors.ts';
import { PASSKEY_NAME_MAX } from '../../../machines/shared/passkeys.ts';
import { passkeyNameSchema } from '../../../machines/shared/validation/passkey-schemas.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { ConfirmActions, ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import {
  CodeField,
  CurrentPasswordField,
  FormError,
  FormTextField,
} from '../../ui/form-fields.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';
import { usePasskeysEvents, usePasskeysSelector } from './passkeys-context.tsx';

/** A passkey's name form (the add's last step, the inline rename): the shared rule. */
export const nameFormSchema = yup.object({ name: passkeyNameSchema });

/** The password, and the code of the factor asked (`codeLabel`, a message key) if any. */
function ReauthenticationFields({ id, codeLabel }: { id: string; codeLabel: string | null }) {
  const error = usePasskeysSelector(selectError);
  return (
    <>
      <FormError error={error} />
      <CurrentPasswordField id={`field-${id}-password`} autoFocus sx={{ mt: 1 }} />
      {codeLabel && <CodeField name="ga_code" id={`field-${id}-code`} label={codeLabel} required />}
    </>
  );
}

/** The SMS code of a removal: sent when the player asks, and again. */
function SmsCodeButton() {
  const sent = usePasskeysSelector(selectCodeSent);
  const sending = usePasskeysSelector(selectIsSendingCode);
  const { sendCode } = usePasskeysEvents();
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {sent && (
        <Typography role="status" variant="body2">
          <FormattedMessage id="account.passkeys.codeSent" />
        </Typography>
      )}
      <BusyButton variant="outlined" busy={sending} onClick={sendCode}>
        <FormattedMessage id={sent ? 'account.passkeys.resendCode' : 'account.passkeys.sendCode'} />
      </BusyButton>
    </Box>
  );
}

const CODE_LABEL = { authenticator: 'account.passkeys.code', sms: 'account.passkeys.smsCode' };

/** The add dialog's way back and its forward button. */
function AddActions({ label }: { label: string }) {
  const busy = usePasskeysSelector(selectIsBusy);
  const canCancel = usePasskeysSelector(selectCanCancel);
  const { cancel } = usePasskeysEvents();
  return (
    <>
      <Button onClick={cancel} color="inherit" disabled={!canCancel}>
        <FormattedMessage id="common.cancel" />
      </Button>
      <BusyButton busy={busy} type="submit" variant="contained">
        <FormattedMessage id={label} />
      </BusyButton>
    </>
  );
}

/**
 * Adding a passkey, one dialog throughout: the password (and code), the browser's own prompt
 * while it creates the passkey, then its name, a suggestion ready.
 */
export function AddPasskeyDialog() {
  const open = usePasskeysSelector(selectIsAdding);
  const step = usePasskeysSelector(selectAddStep);
  const asksCode = usePasskeysSelector(selectAddAsksCode);
  const suggestedName = usePasskeysSelector(selectSuggestedName);
  const canCancel = usePasskeysSelector(selectCanCancel);
  const error = usePasskeysSelector(selectError);
  const { reauthenticate, name, cancel } = usePasskeysEvents();
  const title = <FormattedMessage id="account.passkeys.addTitle" />;
  const onClose = canCancel ? cancel : undefined;

  if (step === 'create') {
    return (
      <ConfirmDialog
        name="passkey-add"
        open={open}
        onClose={undefined}
        title={title}
        text={
          <Box component="span" role="status" sx={{ display: 'flex', gap: 1.5 }}>
            <CircularProgress size={20} color="inherit" aria-hidden sx={{ flexShrink: 0 }} />
            <FormattedMessage id="account.passkeys.creating" />
          </Box>
        }
        actions={null}
      />
    );
  }
  if (step === 'name') {
    return (
      <ConfirmDialog
        name="passkey-add"
        open={open}
        onClose={onClose}
        title={title}
        text={<FormattedMessage id="account.passkeys.nameText" />}
        form={(body) => (
          <Formik
            key="name"
            initialValues={{ name: suggestedName }}
            validationSchema={nameFormSchema}
            onSubmit={(values) => name(values.name)}
          >
            <ValidatedForm>{body}</ValidatedForm>
          </Formik>
        )}
        actions={<AddActions label="account.passkeys.save" />}
      >
        <FormError error={error} />
        <FormTextField
          name="name"
          id="field-passkey-add-name"
          label="account.passkeys.name"
          hint="account.passkeys.nameHint"
          autoFocus
          required
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
        />
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      name="passkey-add"
      open={open}
      onClose={onClose}
      title={title}
      text={
        <FormattedMessage id="account.passkeys.reauthText" values={{ code: String(asksCode) }} />
      }
      form={(body) => (
        <Formik
          key="reauthenticate"
          initialValues={EMPTY_REAUTHENTICATION}
          validationSchema={reauthenticationSchema(asksCode)}
          onSubmit={(values) => reauthenticate(values)}
        >
          <ValidatedForm>{body}</ValidatedForm>
        </Formik>
      )}
      actions={<AddActions label="account.passkeys.continue" />}
    >
      <ReauthenticationFields
        id="passkey-add"
        codeLabel={asksCode ? CODE_LABEL.authenticator : null}
      />
    </ConfirmDialog>
  );
}

/** Removing a passkey: the password again, and the code of the player's other factor. */
export function RemovePasskeyDialog() {
  const open = usePasskeysSelector(selectIsConfirmingRemoval);
  const passkey = usePasskeysSelector(selectSelected);
  const removing = usePasskeysSelector(selectIsRemoving);
  const canCancel = usePasskeysSelector(selectCanCancel);
  const factor = usePasskeysSelector(selectRemovalFactor);
  const sending = usePasskeysSelector(selectIsSendingCode);
  const { confirmRemoval, cancel } = usePasskeysEvents();
  return (
    <ConfirmDialog
      name="passkey-remove"
      open={open}
      onClose={canCancel ? cancel : undefined}
      title={<FormattedMessage id="account.passkeys.removeTitle" />}
      text={
        passkey && (
          <FormattedMessage
            id="account.passkeys.removeText"
            values={{ name: passkey.name, factor: factor ?? 'none' }}
          />
        )
      }
      textSx={{ overflowWrap: 'anywhere' }}
      form={(body) => (
        <Formik
          initialValues={EMPTY_REAUTHENTICATION}
          validationSchema={reauthenticationSchema(factor !== null)}
          onSubmit={(values) => confirmRemoval(values)}
        >
          <ValidatedForm>{body}</ValidatedForm>
        </Formik>
      )}
      actions={
        <ConfirmActions
          back="common.cancel"
          onBack={cancel}
          canGoBack={canCancel}
          confirm="account.passkeys.removeConfirm"
          canConfirm={!sending}
          busy={removing}
        />
      }
    >
      <ReauthenticationFields id="passkey-remove" codeLabel={factor ? CODE_LABEL[factor] : null} />
      {factor === 'sms' && <SmsCodeButton />}
    </ConfirmDialog>
  );
}
