import {
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyIcon from '@mui/icons-material/Key';
import {
  selectCanAdd,
  selectCanChange,
  selectChanged,
  selectError,
  selectHasFailed,
  selectIsAtLimit,
  selectIsLoading,
  selectListError,
  selectIsSavingName,
  selectIsStartingAdd,
  selectIsSupported,
  selectPasskeys,
  selectRenamingId,
  selectRemovalAskedId,
  selectStartingRemovalId,
} from '../../../machines/account/passkeys.selectors.ts';
import { PASSKEY_NAME_MAX, PASSKEYS_MAX, type Passkey } from '../../../machines/shared/passkeys.ts';
import { useFormat } from '../../i18n/format.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { FormError, FormTextField } from '../../ui/form-fields.tsx';
import { EmptyState, LoadFailed, SkeletonRows } from '../../ui/page-state.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';
import { AddPasskeyDialog, nameFormSchema, RemovePasskeyDialog } from './passkey-dialogs.tsx';
import { PasskeysProvider, usePasskeysEvents, usePasskeysSelector } from './passkeys-context.tsx';
import { SecurityCard } from './security-card.tsx';
import { SecurityEventsCard } from './security-events-card.tsx';
import { visuallyHiddenSx } from '../../ui/visually-hidden.ts';

const TITLE_ID = 'passkeys-title';
const nameId = (passkey: Passkey) => `passkey-${passkey.id}-name`;

/** The name edited in place; Escape or Cancel leaves it as it was. */
function RenameForm({ passkey }: { passkey: Passkey }) {
  const error = usePasskeysSelector(selectError);
  const saving = usePasskeysSelector(selectIsSavingName);
  const { saveName, cancel } = usePasskeysEvents();
  return (
    <Formik
      initialValues={{ name: passkey.name }}
      validationSchema={nameFormSchema}
      onSubmit={(values) => saveName(values.name)}
    >
      <Box
        component={ValidatedForm}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Escape' && !saving) cancel();
        }}
        sx={{ display: 'grid', gap: 1.5, maxWidth: 420 }}
      >
        <FormError error={error} />
        <FormTextField
          name="name"
          id={`field-passkey-${passkey.id}-name`}
          label="account.passkeys.name"
          hint="account.passkeys.nameHint"
          autoFocus
          required
          slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <BusyButton busy={saving} type="submit" variant="contained" size="small">
            <FormattedMessage id="account.passkeys.save" />
          </BusyButton>
          <Button onClick={cancel} color="inherit" size="small" disabled={saving}>
            <FormattedMessage id="common.cancel" />
          </Button>
        </Box>
      </Box>
    </Formik>
  );
}

/** When a passkey was added and last used ("Hiç kullanılmadı" until then). */
function PasskeyDates({ passkey }: { passkey: Passkey }) {
  const format = useFormat();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      <FormattedMessage
        id="account.passkeys.addedOn"
        values={{
          date: <time dateTime={passkey.createdAt}>{format.date(passkey.createdAt)}</time>,
        }}
      />
      {' · '}
      {passkey.lastUsedAt ? (
        <FormattedMessage
          id="account.passkeys.lastUsed"
          values={{
            date: <time dateTime={passkey.lastUsedAt}>{format.dateTime(passkey.lastUsedAt)}</time>,
          }}
        />
      ) : (
        <FormattedMessage id="account.passkeys.neverUsed" />
      )}
    </Typography>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const intl = useIntl();
  const renaming = usePasskeysSelector(selectRenamingId) === passkey.id;
  const canChange = usePasskeysSelector((s) => selectCanChange(s, passkey.id));
  const startingRemoval = usePasskeysSelector(selectStartingRemovalId) === passkey.id;
  // Its own dialog open, the remove button stays enabled under it: a disabled button loses the
  // focus, which then could not go back to it when the dialog is cancelled.
  const removalAsked = usePasskeysSelector(selectRemovalAskedId) === passkey.id;
  const { rename, remove } = usePasskeysEvents();
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(renaming);
  // A rename left as it was takes the focus back to the rename button (a saved one, while the
  // list is read again, goes to the name: useFocusAfterChange).
  useLayoutEffect(() => {
    const closed = wasRenaming.current && !renaming;
    wasRenaming.current = renaming;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (closed && lost && canChange) renameButton.current?.focus();
  }, [renaming, canChange]);
  const values = { name: passkey.name };
  return (
    <Box
      component="li"
      aria-labelledby={nameId(passkey)}
      sx={{
        listStyle: 'none',
        py: 1.5,
        display: 'grid',
        gap: 1,
        borderTop: 1,
        borderColor: 'divider',
        minWidth: 0,
      }}
    >
      {renaming ? (
        <>
          <Typography id={nameId(passkey)} component="h4" sx={visuallyHiddenSx}>
            {passkey.name}
          </Typography>
          <RenameForm passkey={passkey} />
        </>
      ) : (
        <Typography
          id={nameId(passkey)}
          component="h4"
          tabIndex={-1}
          sx={{ fontWeight: 700, overflowWrap: 'anywhere', outline: 'none' }}
        >
          {passkey.name}
        </Typography>
      )}
      <PasskeyDates passkey={passkey} />
      {!renaming && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            ref={renameButton}
            size="small"
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
            onClick={() => rename(passkey.id)}
            disabled={!canChange}
            aria-label={intl.formatMessage({ id: 'account.passkeys.renameLabel' }, values)}
          >
            <FormattedMessage id="account.passkeys.rename" />
          </Button>
          <BusyButton
            size="small"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => remove(passkey.id)}
            busy={startingRemoval}
            disabled={!canChange && !startingRemoval && !removalAsked}
            aria-label={intl.formatMessage({ id: 'account.passkeys.removeLabel' }, values)}
          >
            <FormattedMessage id="account.passkeys.remove" />
          </BusyButton>
        </Box>
      )}
    </Box>
  );
}

/** The add button, or why there is none (no WebAuthn here) or why it is off (the maximum). */
function AddControl() {
  const supported = usePasskeysSelector(selectIsSupported);
  const atLimit = usePasskeysSelector(selectIsAtLimit);
  const canAdd = usePasskeysSelector(selectCanAdd);
  const starting = usePasskeysSelector(selectIsStartingAdd);
  const { add } = usePasskeysEvents();
  if (!supported) {
    return (
      <Alert severity="info">
        <FormattedMessage id="account.passkeys.unsupported" />
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <BusyButton
        variant="contained"
        startIcon={<AddIcon />}
        onClick={add}
        busy={starting}
        disabled={!canAdd && !starting}
        aria-describedby={atLimit ? 'passkey-limit' : undefined}
      >
        <FormattedMessage id="account.passkeys.add" />
      </BusyButton>
      {atLimit && (
        <Typography id="passkey-limit" variant="body2" color="text.secondary">
          <FormattedMessage id="account.passkeys.limit" values={{ max: PASSKEYS_MAX }} />
        </Typography>
      )}
    </Box>
  );
}

function PasskeyList() {
  const intl = useIntl();
  const passkeys = usePasskeysSelector(selectPasskeys);
  if (passkeys.length === 0) {
    return (
      <EmptyState>
        <FormattedMessage id="account.passkeys.empty" />
      </EmptyState>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'account.passkeys.listLabel' })}
      sx={{ m: 0, p: 0 }}
    >
      {passkeys.map((passkey) => (
        <PasskeyRow key={passkey.id} passkey={passkey} />
      ))}
    </Box>
  );
}

/** A failure that belongs to the list (the browser refused, the add was refused), not a form. */
function ListError() {
  return <FormError error={usePasskeysSelector(selectListError)} />;
}

/**
 * Where the focus goes after a change: to the name of a passkey added or renamed, or after a
 * removal to the card's title (the passkey's own buttons are gone).
 */
function useFocusAfterChange(title: RefObject<HTMLHeadingElement | null>) {
  const changed = usePasskeysSelector(selectChanged);
  useEffect(() => {
    if (changed?.kind === 'removed') title.current?.focus();
    else if (changed) document.getElementById(`passkey-${changed.id}-name`)?.focus();
  }, [changed, title]);
}

function PasskeysCard() {
  const loading = usePasskeysSelector(selectIsLoading);
  const failed = usePasskeysSelector(selectHasFailed);
  const { retry } = usePasskeysEvents();
  const title = useRef<HTMLHeadingElement>(null);
  useFocusAfterChange(title);
  let body: ReactNode;
  if (loading) body = <SkeletonRows heights={[56, 56]} gap={1.5} />;
  else if (failed) body = <LoadFailed message="account.passkeys.loadFailed" onRetry={retry} />;
  else {
    body = (
      <>
        <ListError />
        <AddControl />
        <PasskeyList />
        <AddPasskeyDialog />
        <RemovePasskeyDialog />
      </>
    );
  }
  return (
    <SecurityCard
      titleId={TITLE_ID}
      titleRef={title}
      icon={<KeyIcon />}
      title="account.passkeys.title"
      text="account.passkeys.text"
    >
      {body}
    </SecurityCard>
  );
}

/**
 * The player's passkeys (add, rename, remove) and their security events, two cards of the
 * profile's security tab over one actor.
 */
export function PasskeysSection() {
  return (
    <PasskeysProvider>
      <PasskeysCard />
      <SecurityEventsCard />
    </PasskeysProvider>
  );
}
