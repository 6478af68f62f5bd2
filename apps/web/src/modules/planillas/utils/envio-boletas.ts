/** What a bulk send of payslips answered, as the toasts say it. */
export function resumenEnvio(r: {
  enviados: number;
  omitidos: readonly { trabajador: string; motivo: string }[];
}): {
  exito: string;
  omitidos: string | null;
} {
  return {
    exito: r.enviados === 1 ? '1 boleta enviada por correo' : `${r.enviados} boletas enviadas por correo`,
    omitidos: r.omitidos.length
      ? `Sin enviar: ${r.omitidos.map((o) => `${o.trabajador} (${o.motivo.toLowerCase()})`).join('; ')}`
      : null,
  };
}
