// A practical address pattern (local@domain.tld), the one the registration form applies.
const PATRON_EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export function normalizarEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function esEmailValido(email: string): boolean {
  return email.length <= 254 && PATRON_EMAIL.test(email);
}

export function dominioEmail(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}
