import type { ReactNode } from 'react';
import { Formik, useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { selectError, selectIsSubmitting } from '../../../machines/auth/registration.selectors.ts';
import { ADULT_AGE } from '../../../machines/shared/validation/registration-schema.ts';
import { LIMIT_CHOICE_FORM } from '../../../machines/shared/validation/limit-choice-form.ts';
import {
  registrationFormSchema,
  registrationOf,
  type RegistrationForm,
} from '../../../machines/shared/validation/registration-form.ts';
import { infoPath, PATHS } from '../../runtime/paths.ts';
import { FormError, FormTextField, PasswordField, SubmitButton } from '../../ui/form-fields.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { LimitChoiceFields } from '../../ui/limit-choice-fields.tsx';
import { FormSelectField } from '../../ui/form-select-field.tsx';
import { OutlinedField } from '../../ui/outlined-field.tsx';
import { useMessageText } from '../../i18n/message-text.ts';
import { AuthFrame } from './auth-frame.tsx';
import { countriesIn, DEFAULT_COUNTRY } from '../../i18n/countries.ts';
import { useFormat } from '../../i18n/format.ts';
import {
  RegistrationProvider,
  useRegistrationEvents,
  useRegistrationSelector,
} from './registration-context.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';

/** What the confirmation page shows: the server's answer to the registration. */
export interface RegisterConfirmState {
  message: string;
}

const INITIAL_VALUES: RegistrationForm = {
  firstname: '',
  lastname: '',
  birthDate: '',
  tckn: '',
  country: DEFAULT_COUNTRY,
  city: '',
  address: '',
  currency: 'TRY',
  username: '',
  email: '',
  phone: '',
  password: '',
  passwordConfirm: '',
  promoCode: '',
  referenceNumber: '',
  smsOptIn: false,
  emailOptIn: false,
  rulesAccepted: false,
  ...LIMIT_CHOICE_FORM,
};

/** The latest birth date of an adult, for the date picker's max. */
function adultBirthDateLimit(): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - ADULT_AGE);
  return date.toISOString().slice(0, 10);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `register-${title.split('.').pop()}`;
  return (
    <Box component="fieldset" aria-labelledby={id} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography
        id={id}
        component="legend"
        variant="overline"
        color="primary"
        sx={{ display: 'block', mb: 1.5, p: 0 }}
      >
        <FormattedMessage id={title} />
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {children}
      </Box>
    </Box>
  );
}

const full = { gridColumn: '1 / -1' };

/** The promo code: the schema's message once touched, else the server's refusal of the code. */
function PromoCodeField({ serverError }: { serverError: string | null }) {
  const intl = useIntl();
  const text = useMessageText();
  const [field, meta] = useField<string>('promoCode');
  const error = (meta.touched ? text(meta.error) : null) ?? text(serverError);
  return (
    <OutlinedField
      {...field}
      value={field.value ?? ''}
      id="field-promoCode"
      autoComplete="off"
      label={intl.formatMessage({ id: 'auth.field.promoCode' })}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

function RegisterForm() {
  const { submit } = useRegistrationEvents();
  const isSubmitting = useRegistrationSelector(selectIsSubmitting);
  const error = useRegistrationSelector(selectError);
  // A refusal about the promo code shows at that field, not under the form.
  const onPromoCode = useRegistrationSelector((s) => s.context.errorField === 'promoCode');
  const { lang, currencyName } = useFormat();
  return (
    <Formik
      initialValues={INITIAL_VALUES}
      validationSchema={registrationFormSchema}
      onSubmit={(values) => submit(registrationOf(values))}
    >
      <Box component={ValidatedForm} sx={{ display: 'grid', gap: 3.5 }}>
        <Section title="auth.register.personal">
          <FormTextField
            name="firstname"
            label="auth.field.firstname"
            autoComplete="given-name"
            required
          />
          <FormTextField
            name="lastname"
            label="auth.field.lastname"
            autoComplete="family-name"
            required
          />
          <FormTextField
            name="birthDate"
            label="auth.field.birthDate"
            type="date"
            autoComplete="bday"
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: adultBirthDateLimit() } }}
          />
          <FormTextField
            name="tckn"
            label="auth.field.tckn"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
          />
        </Section>

        <Section title="auth.register.address">
          <FormSelectField
            name="country"
            label="auth.field.country"
            native
            autoComplete="country"
            required
          >
            {countriesIn(lang).map((country) => (
              <option key={country.code} value={country.code}>
                {country.label}
              </option>
            ))}
          </FormSelectField>
          <FormTextField
            name="city"
            label="auth.field.city"
            autoComplete="address-level1"
            required
          />
          <FormTextField
            name="address"
            label="auth.field.address"
            autoComplete="street-address"
            multiline
            minRows={2}
            required
            sx={full}
          />
        </Section>

        <Section title="auth.register.account">
          <FormTextField
            name="username"
            label="auth.field.username"
            hint="auth.hint.username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <FormSelectField name="currency" label="auth.field.currency" native required>
            <option value="TRY">TRY – {currencyName('TRY')}</option>
          </FormSelectField>
          <FormTextField
            name="email"
            label="auth.field.email"
            type="email"
            autoComplete="email"
            required
          />
          <FormTextField
            name="phone"
            label="auth.field.phone"
            hint="auth.hint.phone"
            type="tel"
            autoComplete="tel-national"
            required
          />
          <PasswordField
            name="password"
            label="auth.field.password"
            hint="form.passwordHint"
            autoComplete="new-password"
            required
          />
          <PasswordField
            name="passwordConfirm"
            label="auth.field.passwordConfirm"
            autoComplete="new-password"
            required
          />
        </Section>

        <Section title="auth.register.bonus">
          <PromoCodeField serverError={onPromoCode ? error : null} />
          <FormTextField
            name="referenceNumber"
            label="auth.field.referenceNumber"
            autoComplete="off"
          />
        </Section>

        <Section title="auth.register.depositLimit">
          <Typography variant="body2" color="text.secondary" sx={full}>
            <FormattedMessage id="auth.register.depositLimitText" />
          </Typography>
          <LimitChoiceFields id="register-limit-choice" labelledBy="register-depositLimit" />
        </Section>

        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <CheckboxField name="smsOptIn" label={<FormattedMessage id="auth.field.smsOptIn" />} />
          <CheckboxField
            name="emailOptIn"
            label={<FormattedMessage id="auth.field.emailOptIn" />}
          />
          <CheckboxField
            name="rulesAccepted"
            label={
              <FormattedMessage
                id="auth.field.rulesAccepted"
                values={{
                  link: (chunks) => (
                    <Link
                      component={RouterLink}
                      to={infoPath('general-rules')}
                      target="_blank"
                      rel="noopener"
                      sx={{ fontWeight: 700 }}
                    >
                      {chunks}
                    </Link>
                  ),
                }}
              />
            }
          />
        </Box>

        <FormError error={onPromoCode ? null : error} />
        <SubmitButton busy={isSubmitting} label="auth.register.submit" />
      </Box>
    </Formik>
  );
}

const OFFERS = ['auth.offer.welcome', 'auth.offer.casino', 'auth.offer.deposit'] as const;

function Offers() {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {OFFERS.map((offer) => (
        <Box
          component="li"
          key={offer}
          sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}
        >
          <CheckCircleIcon sx={{ color: 'primary.main', mt: '2px' }} fontSize="small" />
          <Typography>
            <FormattedMessage id={offer} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function RegisterView() {
  return (
    <AuthFrame
      wide
      title="auth.register.title"
      text="auth.register.text"
      links={[{ text: 'auth.link.haveAccount', to: PATHS.login }]}
      aside={<Offers />}
    >
      <RegisterForm />
    </AuthFrame>
  );
}

export function RegisterPage() {
  return (
    <RegistrationProvider>
      <RegisterView />
    </RegistrationProvider>
  );
}
