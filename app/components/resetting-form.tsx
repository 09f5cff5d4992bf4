import { Form, type FormProps, useActionData, useNavigation } from 'react-router';
import { useResetOnSuccess } from '../hooks/use-reset-on-success';

/**
 * React Router's `<Form>` for a form that creates something (a payment, a gallery, a template, a
 * blocked day, a request…): once its action answered success, its fields are empty again
 * (`useResetOnSuccess`), whether the action redirected back to this page or answered data.
 */
export function ResettingForm({ onSubmit, ...props }: FormProps) {
  const navigation = useNavigation();
  const reset = useResetOnSuccess(navigation.state, useActionData());
  return (
    <Form
      ref={reset.ref}
      {...props}
      onSubmit={(event) => {
        onSubmit?.(event);
        reset.posting(event);
      }}
    />
  );
}
