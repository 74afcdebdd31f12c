export interface LoginValues {
  username: string;
  password: string;
}
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** Both fields are required; the server judges the rest. */
export function validateLogin(values: LoginValues, requiredMessage: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.username.trim()) errors.username = requiredMessage;
  if (!values.password) errors.password = requiredMessage;
  return errors;
}
