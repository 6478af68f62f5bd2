// Both readings of spec 01 stand: registration says 5 to 20 characters, the reset form 6 to 15.
export const MENSAJE_PASSWORD_REGISTRO = 'La contraseña debe tener entre 5 y 20 caracteres';
export const MENSAJE_PASSWORD_RESET = 'La contraseña debe ser mayor de 5 y menor de 16 caracteres';

export function esPasswordRegistroValida(password: string): boolean {
  return password.length >= 5 && password.length <= 20;
}

export function esPasswordResetValida(password: string): boolean {
  return password.length >= 6 && password.length <= 15;
}
