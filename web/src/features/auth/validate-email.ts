// Same rule as the spec's login form: required, then a plausible address.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): string | null {
  if (!value.trim()) return 'The email is required';
  return EMAIL_PATTERN.test(value.trim()) ? null : 'Invalid email';
}
