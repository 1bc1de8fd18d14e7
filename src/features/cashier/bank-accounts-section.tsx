import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  selectAccounts,
  selectAuthenticatorRequired,
  selectCanAdd,
  selectCanCancel,
  selectCanConfirmDelete,
  selectCanDelete,
  selectCanEdit,
  selectDeleteError,
  selectDeleting,
  selectHasFailed,
  selectIsConfirmingDelete,
  selectIsDeleting,
  selectIsEmpty,
  selectIsFormOpen,
  selectIsLoading,
} from '../../../machines/cashier/bank-accounts.selectors.ts';
import type { BankAccount } from '../../../machines/shared/finance.ts';
import { formatIban } from '../../../machines/shared/validation/iban.ts';
import {
  EMPTY_REAUTHENTICATION,
  reauthenticationSchema,
} from '../../../machines/auth/reauthentication.ts';
import { ConfirmActions, ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { CodeField, CurrentPasswordField, FormError } from '../../ui/form-fields.tsx';
import { useCopy } from '../../ui/cashier-copy-row.tsx';
import { DetailList } from '../../ui/detail-list.tsx';
import { EmptyState, LoadFailed, SkeletonRows } from '../../ui/page-state.tsx';
import {
  BankAccountsProvider,
  useBankAccountEvents,
  useBankAccountsActorRef,
  type BankAccountsActorRef,
} from './bank-accounts-context.tsx';
import { BankAccountForm } from './bank-accounts-form.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, monospace';

/** Copies a field ('Copy IBAN'); a refusal of the browser shows spec §8's message. */
function CopyButton({ text, field }: { text: string; field: string }) {
  const intl = useIntl();
  const copy = useCopy();
  const label = intl.formatMessage({ id: 'cashier.copy' }, { field });
  return (
    <IconButton aria-label={label} title={label} onClick={() => copy(text)} sx={{ my: -0.5 }}>
      <ContentCopyIcon fontSize="small" />
    </IconButton>
  );
}

/** One label and value of an account, with a copy button where the player needs the text. */
function Detail(props: { label: string; value: string; copy?: boolean; mono?: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: props.label });
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: 0.25 }}>
        {label}
      </Typography>
      <Box
        component="dd"
        sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
      >
        <Typography
          component="span"
          sx={{
            fontWeight: 600,
            overflowWrap: 'anywhere',
            ...(props.mono ? { fontFamily: MONO, letterSpacing: '0.02em' } : {}),
          }}
        >
          {props.value}
        </Typography>
        {props.copy && <CopyButton text={props.value.replace(/\s/g, '')} field={label} />}
      </Box>
    </Box>
  );
}

/** An account as spec §3 lists it: owner, bank name, branch, account number, IBAN (groups of 4). */
export function BankAccountDetails({ account }: { account: BankAccount }) {
  return (
    <DetailList variant="card">
      <Detail label="bankAccounts.field.owner" value={account.owner} />
      <Detail label="bankAccounts.field.bank" value={account.bankName} />
      <Detail label="bankAccounts.field.branch" value={account.branch} />
      <Detail label="bankAccounts.field.accountNumber" value={account.accountNumber} copy mono />
      <Detail label="bankAccounts.field.iban" value={formatIban(account.iban)} copy mono />
    </DetailList>
  );
}

function AccountCard({ actor, account }: { actor: BankAccountsActorRef; account: BankAccount }) {
  const intl = useIntl();
  const { edit, remove } = useBankAccountEvents(actor);
  const canEdit = useSelector(actor, (s) => selectCanEdit(s, account.bankAccountID));
  const canDelete = useSelector(actor, (s) => selectCanDelete(s, account.bankAccountID));
  const headingId = `bank-account-${account.bankAccountID}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, listStyle: 'none' }}
    >
      <Typography id={headingId} variant="h4" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {account.bankName}
      </Typography>
      <BankAccountDetails account={account} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
          onClick={() => edit(account.bankAccountID)}
          disabled={!canEdit}
          aria-label={intl.formatMessage(
            { id: 'bankAccounts.editLabel' },
            { bank: account.bankName },
          )}
        >
          <FormattedMessage id="bankAccounts.edit" />
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          onClick={() => remove(account.bankAccountID)}
          disabled={!canDelete}
          aria-label={intl.formatMessage(
            { id: 'bankAccounts.deleteLabel' },
            { bank: account.bankName },
          )}
        >
          <FormattedMessage id="bankAccounts.delete" />
        </Button>
      </Box>
    </Paper>
  );
}

/** The delete confirmation: the current password (and the code when asked for) allow it. */
function DeleteDialog({ actor }: { actor: BankAccountsActorRef }) {
  const open = useSelector(actor, selectIsConfirmingDelete);
  const account = useSelector(actor, selectDeleting);
  const deleting = useSelector(actor, selectIsDeleting);
  const error = useSelector(actor, selectDeleteError);
  const canConfirm = useSelector(actor, selectCanConfirmDelete);
  const canCancel = useSelector(actor, selectCanCancel);
  const asksCode = useSelector(actor, selectAuthenticatorRequired);
  const { confirmDelete, cancel } = useBankAccountEvents(actor);
  return (
    <ConfirmDialog
      name="bank-account-delete"
      open={open}
      onClose={canCancel ? cancel : undefined}
      title={<FormattedMessage id="bankAccounts.deleteTitle" />}
      text={
        account && (
          <FormattedMessage
            id="bankAccounts.deleteText"
            values={{ bank: account.bankName, iban: formatIban(account.iban) }}
          />
        )
      }
      textSx={{ overflowWrap: 'anywhere' }}
      form={(body) => (
        <Formik
          initialValues={EMPTY_REAUTHENTICATION}
          validationSchema={reauthenticationSchema(asksCode)}
          onSubmit={(values) => confirmDelete(values)}
        >
          <ValidatedForm>{body}</ValidatedForm>
        </Formik>
      )}
      actions={
        <ConfirmActions
          back="common.cancel"
          onBack={cancel}
          canGoBack={canCancel}
          confirm="bankAccounts.deleteConfirm"
          canConfirm={canConfirm}
          busy={deleting}
        />
      }
    >
      <FormError error={error} />
      <CurrentPasswordField id="field-delete-password" sx={{ mt: 1 }} />
      {asksCode && (
        <CodeField name="ga_code" id="field-delete-ga_code" label="cashier.field.gaCode" required />
      )}
    </ConfirmDialog>
  );
}

function BankAccountsView() {
  const actor = useBankAccountsActorRef();
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  const formOpen = useSelector(actor, selectIsFormOpen);
  const empty = useSelector(actor, selectIsEmpty);
  const accounts = useSelector(actor, selectAccounts);
  const canAdd = useSelector(actor, selectCanAdd);
  const { retry, add } = useBankAccountEvents(actor);

  if (loading) {
    return <SkeletonRows heights={[120, 120]} gap={1.5} />;
  }
  if (failed) return <LoadFailed message="bankAccounts.loadFailed" onRetry={retry} />;
  if (formOpen) return <BankAccountForm actor={actor} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={add} disabled={!canAdd}>
          <FormattedMessage id="bankAccounts.add" />
        </Button>
      </Box>
      {empty ? (
        <EmptyState>
          <FormattedMessage id="bankAccounts.empty" />
        </EmptyState>
      ) : (
        <BankAccountList actor={actor} accounts={accounts} />
      )}
      <DeleteDialog actor={actor} />
    </Box>
  );
}

function BankAccountList(props: { actor: BankAccountsActorRef; accounts: readonly BankAccount[] }) {
  const intl = useIntl();
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'bankAccounts.listLabel' })}
      sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {props.accounts.map((account) => (
        <AccountCard key={account.bankAccountID} actor={props.actor} account={account} />
      ))}
    </Box>
  );
}

/** The profile's bank accounts (spec §2): list, add, edit and delete. */
export function BankAccountsSection() {
  return (
    <Paper
      component="section"
      aria-labelledby="bank-accounts-title"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
    >
      <Box>
        <Typography id="bank-accounts-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          <FormattedMessage id="bankAccounts.title" />
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          <FormattedMessage id="bankAccounts.text" />
        </Typography>
      </Box>
      <BankAccountsProvider>
        <BankAccountsView />
      </BankAccountsProvider>
    </Paper>
  );
}
