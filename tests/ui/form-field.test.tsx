import { Button } from '@chakra-ui/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { FormField } from '@/components/form-field';
import { ApiError } from '@/lib/api-client';
import { showFormErrors } from '@/lib/form-errors';
import { renderWithApp } from './render';

function LoginLikeForm({ serverError }: { serverError: ApiError }) {
  return (
    <Formik
      initialValues={{ username: '', password: '' }}
      validationSchema={yup.object({ username: yup.string().required('This field is required') })}
      onSubmit={(_values, helpers) => showFormErrors(serverError, helpers, ['username', 'password'])}
    >
      {({ status }) => (
        <Form noValidate>
          {status?.alert && <p role="alert">{status.alert}</p>}
          <FormField name="username" label="Username" autoComplete="username" />
          <FormField name="password" label="Password" type="password" autoComplete="current-password" />
          <Button type="submit">Login</Button>
        </Form>
      )}
    </Formik>
  );
}

describe('FormField', () => {
  it('labels its input and shows the validation error after a submit', async () => {
    renderWithApp(<LoginLikeForm serverError={new ApiError(400, {}, 'Bad Request')} />);
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username.getAttribute('autocomplete')).toBe('username');
    expect(screen.queryByText('This field is required')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('This field is required')).toBeTruthy();
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
  });

  it('shows a server error under the field it belongs to', async () => {
    renderWithApp(
      <LoginLikeForm
        serverError={new ApiError(400, { password: ['This password is too common.'] }, 'Bad Request')}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    const error = await screen.findByText('This password is too common.');
    expect(error.closest('[aria-live]')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts non_field_errors[0] in the form alert', async () => {
    renderWithApp(
      <LoginLikeForm
        serverError={
          new ApiError(
            400,
            { non_field_errors: ['Unable to log in with provided credentials.'] },
            'Bad Request',
          )
        }
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to log in with provided credentials.',
    );
  });
});
