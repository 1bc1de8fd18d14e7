import { forwardRef, type ComponentProps } from 'react';
import { Form, useFormikContext } from 'formik';
import { SubmitErrorFocus } from './submit-error-focus.tsx';

/** An attempt counts once Formik's validation of it has run (it is no longer submitting). */
function FormikErrorFocus() {
  const { submitCount, isSubmitting } = useFormikContext();
  return <SubmitErrorFocus attempt={isSubmitting ? submitCount - 1 : submitCount} />;
}

/** Formik's Form, without the browser's own validation, that leads to the first error. */
export const ValidatedForm = forwardRef<HTMLFormElement, ComponentProps<typeof Form>>(
  function ValidatedForm({ children, ...props }, ref) {
    return (
      <Form noValidate {...props} ref={ref}>
        {children}
        <FormikErrorFocus />
      </Form>
    );
  },
);
